// Held-out set 82: written on 2026-11-27 against main at 1598cc8, by a helper (`set82`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: busy parents using the assistant as a personal organiser; most messages mix the user's
// own facts with family logistics (a partner's job and shifts, kids' schools, clubs and doctors,
// a parent's care) and end with a concrete request (a drop-off grid, an email, a shopping list,
// a budget). The change is always the user's own (employer, surname after the wedding, home,
// car, GP, phone plan), told among other people's facts. Traps: a partner's new job, a child's
// diagnosis that changes the household's cooking, a mother's move to assisted living, an eye
// surgery the user cancelled, going part-time only considered, and a question about a sister's
// calendar gadget. North American chat style, mostly lower case; time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips
// such texts.
// First run: 7 of 12 at ec69935, and 5 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|swapp";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|almost|nearly|tempt";

/** Words that say something was only asked about, not done. */
const ASKED = "\\?|\\bask|curious|wonder|question|whether|compar|versus|\\bvs\\b|better than";

/** Words that put a fact on the partner. */
const PARTNER = "husband|partner|spouse|\\bhis\\b|\\bhe\\b|\\bhim\\b|Emeric";

/** Words that put a fact on a child or on the household's cooking. */
const CHILD =
  "daughter|\\bson\\b|\\bkids?\\b|child|youngest|Marigold|\\bher\\b|\\bshe\\b|family|household|kitchen|\\bhome\\b|house|lunchbox|shopping|cook";

/** Words that put a fact on the user's mother and her care. */
const PARENT = "\\bmom\\b|mother|\\bmum\\b|parent|\\bher\\b|\\bshe\\b|sister|assisted|\\bcare\\b|senior";

export const HELD_OUT_82 = [
  change(
    "a new employer told inside a family drop-off grid",
    [
      "ok i need help planning next week before i lose my mind. i'm a quality engineer at hologic, in the office tue-thu, casimir is on nights at the hospital mon/wed/fri, and the kids (liesl 9, auden 6) have swim tuesdays and piano thursdays. can you lay out who does drop-off and pick-up each day?",
    ],
    [
      "new job, same chaos lol. first full week at stryker done and my badge finally opens the doors. i'm only onsite mon and wed there, casimir's still on nights mon/wed/fri, and auden moved piano to fridays",
      "can you redo the drop-off/pick-up grid with all that?",
    ],
    /Stryker/i,
    claims("Hologic", ["Stryker"]),
  ),
  change(
    "a married surname told while updating a mother's care-home file",
    [
      "hi! i'm yesenia quintero, mom of two and basically the family secretary. padraig (my fiancé) and i get married on the 11th so everything is a lot right now. can you draft a short email to the front office at larchmont academy saying my son elio will be picked up early on friday for the orthodontist? sign it from me",
    ],
    [
      "the wedding was perfect and the name change paperwork is finally done, i'm officially yesenia feeney now! my mom's care home still has me as her emergency contact under the old name though",
      "can you draft a quick email to the birchwood manor office asking them to update my name and cell number on her file? sign it with my new name",
    ],
    /Feeney/i,
    claims("Quintero", ["Feeney", "maiden", "née", "\\bnee\\b", "\\bborn\\b", "old name", "birth name"]),
  ),
  change(
    "a move told through unpacking and a new school run",
    [
      "we live in hamtramck with our two kids, and my dad comes over three afternoons a week to help with homework while i finish work. i need a grocery list for the week: tacos tuesday, sheet pan chicken thursday, and a big soup on sunday that he can take some of home",
    ],
    [
      "we finally got the keys to the ferndale house last week and i've unpacked exactly one box lol. the kids are staying at their old school till june so i'm doing a 15 minute drive back every morning, and my dad still comes 3 afternoons, he says the new place is easier to park at",
      "can you help me build a morning schedule so i still make my 8:30 call?",
    ],
    /Ferndale/i,
    claims("Hamtramck", ["Ferndale"]),
  ),
  change(
    "a car trade-in told before a carpool rota",
    [
      "i drive an infiniti qx60 because i'm on carpool duty for soccer and need all 7 seats, my partner joss just bikes to the university. the liftgate on mine won't open when it's below freezing, any fix? also can you make me a checklist for the kids' saturday soccer bag",
    ],
    [
      "traded the qx60 in for a used cadillac escalade last weekend and the third row actually fits three big kids plus their gear now. joss still bikes everywhere, he's very smug about it",
      "i need a carpool rota for soccer saturdays and hockey wednesdays across 4 families, can you draft it plus a message for the parents' group chat?",
    ],
    /Escalade/i,
    claims("QX60|Infiniti", ["Escalade", "Cadillac", "trade"]),
  ),
  change(
    "a new GP after a retirement, next to the kids' pediatrician",
    [
      "my gp is dr. abernathy at lakeshore family practice, and the kids see dr. moreau for everything. can you make me a january to-do list? i need to book my annual physical, both kids' flu shots, and my mother-in-law's eye appointment since i'm her ride",
    ],
    [
      "dr. abernathy retired over the holidays so the practice moved me to dr. szabo, had my first visit with her yesterday and she actually listened. the kids are staying with dr. moreau",
      "can you draft a short note to dr. szabo's office asking them to send my lab results through the portal? and add 'mil eye drops refill' to my to-do list",
    ],
    /Szabo/i,
    claims("Abernathy", ["Szabo", "retir"]),
  ),
  change(
    "a phone plan switch told through a mother's rehab visits",
    [
      "i'm on straight talk, the cheapest plan, and my 15 year old nico is on his dad's family plan since the divorce. can you help me write a phone rules agreement for nico? screen time, no phones at dinner, that kind of thing",
    ],
    [
      "ported my number over to boost mobile on monday, straight talk had zero bars at my mom's rehab center and i'm there every other evening now. nico is still on his dad's plan",
      "can you help me set up a weekly schedule around visiting mom and nico's basketball practices?",
    ],
    /Boost/i,
    claims("Straight ?Talk", ["Boost", "ported", "coverage", "signal", "bars", "reception"]),
  ),
  trap(
    "a husband's new job, with a weekday plan request",
    [
      "i'm an hr generalist at wesco, been there five years. can you draft an out-of-office for the 9th and 10th? i'm chaperoning my son's hockey tournament out of town",
    ],
    [
      "big news in our house: emeric got the job at ameren!! he starts february 3rd and it's five days in the office, so our whole week has to get rejigged",
      "can you draft a new weekday plan for school pickups and the dog walker, and a cute congratulations card message from the kids?",
    ],
    /Wesco|HR generalist/i,
    [
      asserts("Ameren", PARTNER),
      asserts("(?:left|leaving|quit|no longer|changed|switch|start|new)\\w*\\b.*(?:Wesco|\\bHR\\b|\\bjob\\b)", PARTNER),
    ],
  ),
  trap(
    "a daughter's celiac diagnosis, with a shopping list request",
    [
      "i've been vegetarian since college, my husband eats everything and the kids are somewhere in between lol. can you give me five weeknight dinners that work for all of us?",
    ],
    [
      "so our youngest, marigold, was diagnosed with celiac on tuesday. her gi doctor says the whole kitchen should go gluten free so she doesn't get cross-contaminated, and honestly it's easier than buying two of everything",
      "can you make me a shopping list for a week of gluten free dinners i can still eat, plus lunchbox stuff for her and her brother?",
    ],
    /vegetarian|veggie/i,
    [
      asserts("celiac|coeliac|gluten", CHILD),
      asserts("(?:no longer|stopped|quit|gave up)\\b.*vegetarian|\\beats meat", `${CHILD}|${PARTNER}`),
    ],
  ),
  trap(
    "a mother's move to assisted living, with a checklist request",
    [
      "i live in bemidji with my partner and our twins, and my mom lives on her own about twenty minutes away. can you help me plan a rotating sunday dinner schedule between our place, hers and my in-laws' for the next couple of months?",
    ],
    [
      "mom moved into an assisted living place in brainerd on saturday, it's right by my sister. feels so weird having her two hours away instead of twenty minutes",
      "can you make a checklist of stuff to sort for her move (mail forwarding, pharmacy, new doctor) and a reminder schedule for me to call her tuesdays and fridays?",
    ],
    /Bemidji/i,
    [asserts("Brainerd", PARENT), asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Bemidji", PARENT)],
  ),
  trap(
    "an eye surgery the user cancelled, with a budget request",
    [
      "i wear daily contact lenses and i always forget to reorder until i'm on my last pair. can you set me up a simple reminder system? also the kids' school wants their vision screening forms back by friday, add that too",
    ],
    [
      "cancelled my prk surgery that was booked for the 24th. the clinic rescheduled me twice already and with fitz starting braces this month it's just not the year, so contacts it is",
      "can you make me a february budget for the kids' stuff: braces payments, swim fees, and the field trip?",
    ],
    /contact lens|\bcontacts\b|dailies/i,
    [
      asserts("\\bPRK\\b|laser eye|eye surgery|refractive", `cancel|called off|postpon|delay|${IMAGINED}`),
      asserts("(?:no longer|stopped|quit|gave up|doesn't|does not|don't)\\b.*(?:contact|dailies)", "cancel|still"),
    ],
  ),
  trap(
    "going part-time only considered, with a job post for a home aide",
    [
      "i'm a full-time physical therapist at an outpatient ortho clinic, 7 to 3:30 monday to friday. my dad had a stroke in the fall and my sister petra and i split his appointments. can you make me a shared calendar template for his care that she and i can both edit?",
    ],
    [
      "i seriously thought about dropping to part-time to cover more of dad's appointments, even asked my manager what three days a week would look like. but we ran the numbers and we can't swing it, so we're hiring a home aide for two mornings a week instead",
      "can you draft a job post for the aide? he needs help with showering, breakfast and his exercises",
    ],
    /physical therap|physiotherap/i,
    [
      asserts(
        "part[- ]time|three days a week|3 days a week|reduced hours|fewer hours|cut (?:back|down)",
        `${IMAGINED}|${ASKED}|manager|afford|swing|numbers|instead|decided|still`,
      ),
      asserts("(?:left|quit|no longer|reduc|cut|dropp)\\w*\\b.*(?:clinic|hours|physical therap|full[- ]time)", `${IMAGINED}|${ASKED}`),
    ],
  ),
  trap(
    "a question about a sister's calendar gadget, with a whiteboard request",
    [
      "our whole family runs on familywall, i put everything in there: my shifts, the kids' clubs, my father-in-law's physio rides. can you give me a color coding system so i can tell at a glance whose thing is whose?",
    ],
    [
      "my sister swears by her skylight calendar, the big screen on the kitchen wall. would that actually be better than familywall for a family of five with two teens, or is it just a pricey gadget? i don't want to make everyone switch for nothing",
      "also what should go on the whiteboard by the front door vs the shared calendar?",
    ],
    /Family ?Wall/i,
    [
      asserts("Skylight", `${IMAGINED}|${ASKED}|sister|pricey|gadget`),
      asserts("(?:switch|moved|no longer|stopped|replac|left|ditch)\\w*\\b.*Family ?Wall", `${IMAGINED}|${ASKED}|sister`),
    ],
  ),
];
