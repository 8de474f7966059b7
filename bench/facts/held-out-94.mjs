// Held-out set 94: written on 2026-11-27 against main at 55252c9, by a helper (`set94`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: a busy parent typing quickly between tasks: lower case, dashes and bullet-like lists,
// several requests in one message, the kids and the partner in almost every line. Changes are a
// family car traded in, a family phone plan ported, a new employer, a gym cancelled for another,
// a diet the doctor replaced, and a car insurer dropped for another. Traps are other people's
// facts (a wife's new job, a husband's carnivore diet with his quoted nagging, a sister's divorce
// and her stay), a dealer loaner while the user's own car is in the shop, a phone plan switch only
// asked about, and a joke about quitting a sport. Time words fit the two conversations' dates
// (about three weeks apart, January). A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at 542c097 (the session's final code), and 6 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only a joke. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|vent|frustrat|exasperat";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

/** Words that put a fact on the partner or another relative, not the user. */
const SOMEONE_ELSE = "wife|husband|spouse|partner|sister|sibling|\\bher\\b|\\bhis\\b|\\bhe\\b|\\bshe\\b";

export const HELD_OUT_94 = [
  change(
    "a family minivan traded in, told between kid chores",
    [
      "ok quick one between soccer pickup and dinner - our chrysler town & country is at 180k miles and the sliding door is sticking again. is wd-40 ok on the door track or will that make it worse??",
    ],
    [
      "the new-to-us sienna is SO much quieter, i can actually hear the kids fighting now lol. said goodbye to the town & country last saturday, the dealer gave us like $900 for it on trade",
      "what's the best way to keep car seats from wrecking the seats in the sienna? and do those kick mats actually work",
    ],
    /Sienna/i,
    claims("Town (?:&|and) Country|Chrysler", ["Sienna", "trade", "sold", "goodbye"]),
  ),
  change(
    "a family phone plan ported to another carrier, with a list of requests",
    [
      "we have 4 lines on consumer cellular - me, my husband and the two teens. my daughter blows through her data by the 15th every month, how do i see which apps are eating it?",
    ],
    [
      "finally ported all 4 of our numbers over to visible last week!! took a whole evening on hold but the bill is almost half now. few things:\n- how do i turn on wifi calling on the kids' phones\n- is there a way to set data limits per line\n- should i cancel autopay on the old account or does that close itself",
    ],
    /Visible/i,
    claims("Consumer Cellular", ["Visible", "port"]),
  ),
  change(
    "a new employer, told as the first week done, with a scheduling request",
    [
      "i'm a payroll specialist at kohler and W-2 season is eating me alive. can you help me write a polite but firm reminder to managers to approve timecards by friday? also need a 20 minute dinner idea, kids are feral",
    ],
    [
      "first full week at lands' end DONE. the payroll team there is just 3 of us so i'm doing a bit of everything, but no more 45 minute drive to kohler so i get to do school drop off now",
      "can you help me set up a simple weekly checklist that covers the new job and the kids' after school stuff? my brain is mush",
    ],
    /Lands'? ?End/i,
    claims("Kohler", ["Lands'? ?End"]),
  ),
  change(
    "a gym cancelled for another because of a schedule clash",
    [
      "i do burn boot camp 3 mornings a week at 5:30 before the kids are up, it's literally the only time i get. any high protein breakfast i can eat in the car on the way back?",
    ],
    [
      "cancelled burn boot camp - they moved the early class to 6:15 and that just doesn't work with school drop off. joined eos fitness instead, it's open 24 hrs and has a kids club so i can go after work with the little one",
      "can you give me a 45 minute full body workout i can do there with just dumbbells and a bench?",
    ],
    /\bEoS\b/i,
    claims("Burn Boot ?Camp", ["\\bEoS\\b"]),
  ),
  change(
    "a diet the doctor replaced, with a family meal plan request",
    [
      "been doing keto since september and i'm down 18 lbs!! need keto lunch ideas i can pack at the same time as the kids' lunches without making two completely separate things",
    ],
    [
      "so at my checkup my doctor took me off keto, my ldl shot way up. she wants me on a mediterranean diet now, so beans and whole grains are back and the kids are thrilled because pasta night returns lol",
      "can you make a mediterranean dinner plan for a family of 4 for next week, nothing that takes more than 30 min?",
    ],
    /Mediterranean/i,
    claims("\\bketo", ["Mediterranean"]),
  ),
  change(
    "a car insurer dropped for another after a renewal hike",
    [
      "our car insurance is with safeco and the renewal just came in $400 higher for 6 months, no claims, no tickets. is that normal?? what should i ask when i call them tomorrow",
    ],
    [
      "ok update: both cars are now with auto-owners through a local agent my partner found, saving us about $700 a year. safeco is cancelled as of friday",
      "what do i need to do to wrap up the old policy? and can you make me a quick to-do list - new insurance cards in both gloveboxes, update the daycare parking form, dentist for the 7yo on thursday",
    ],
    /Auto[- ]?Owners/i,
    claims("Safeco", ["Auto[- ]?Owners", "ends"]),
  ),
  trap(
    "a wife's new job, and the user picks up the mornings",
    [
      "i'm a pharmacist at hy-vee in cedar rapids, evening shifts mostly so i can do school pickup. how do i explain to my 8 year old why she can't take her little brother's allergy medicine?",
    ],
    [
      "big news in our house - my wife greer just accepted an offer at quaker! she starts in two weeks and it's an early start, so i'm taking over mornings",
      "can you help me plan a weekday schedule for the kids that works around my evening shifts at the pharmacy?",
    ],
    /Hy-?Vee|pharmacist/i,
    [
      asserts("Quaker", `${SOMEONE_ELSE}|Greer`),
      asserts("(?:left|quit|leaving|no longer|moved|switch)\\w*\\b.*(?:Hy-?Vee|pharmac)", `${SOMEONE_ELSE}|Greer`),
    ],
  ),
  trap(
    "a dealer loaner while the family SUV is in the shop",
    [
      "our pathfinder is the family workhorse - 3 kids, hockey bags, the dog. how often should i actually be rotating the tires? the dealer says every oil change which seems like a lot",
    ],
    [
      "pathfinder's in the shop for a transmission thing till next week ugh, dealer gave me a loaner acadia and the third row is tiny. can you help me figure out a hockey carpool rotation with two other families so i'm not doing every drive?",
    ],
    /Pathfinder/i,
    [
      asserts("Acadia", `${TEMPORARY}|loaner|dealer|\\bshop\\b`),
      asserts("(?:sold|traded|no longer|replac|switch)\\w*\\b.*Pathfinder", `${TEMPORARY}|\\bshop\\b|loaner`),
    ],
  ),
  trap(
    "a phone plan switch only asked about",
    [
      "we're on us mobile, 3 lines. how do i set up parental controls on my son's first phone? he's 11 and already begging for every app his friends have",
    ],
    [
      "would switching to spectrum mobile actually save us anything since we already have spectrum internet? my neighbor swears by it. not doing anything yet, just wondering\n- also what's a reasonable screen time limit for an 11yo on school nights",
    ],
    /US Mobile/i,
    [
      asserts(
        "Spectrum Mobile|(?:switch|mov|port|join)\\w*\\b.*Spectrum",
        `${IMAGINED}|\\?|\\bask|curious|wonder|neighbou?r|question|whether|compar|explor|look`,
      ),
      asserts("(?:left|leaving|switch|no longer|cancel|dropp)\\w*\\b.*US Mobile", `${IMAGINED}|\\?|\\bask|wonder|whether`),
    ],
  ),
  trap(
    "a husband's carnivore diet and his quoted nagging",
    [
      "i'm pescatarian, have been since college - fish and eggs yes, no meat. what's a quick weeknight dinner that works for me and the kids, who eat literally anything?",
    ],
    [
      "my husband fergus started this carnivore thing, steak and eggs three times a day, and keeps saying 'you'd have so much more energy if you ate like me'. um no thanks",
      "can you help me build one grocery list that covers his nonsense, my fish, and normal kid food?",
    ],
    /pescatarian|\bfish\b/i,
    [
      asserts(
        "carnivore|(?:eats|eating|started|began)\\b.*(?:\\bmeat|steak|beef)",
        `${SOMEONE_ELSE}|Fergus|\\bno\\b|\\bnot\\b|n't\\b|without|avoid|except|but`,
      ),
      asserts("(?:no longer|stopped|quit|gave up|ended)\\b.*pescatarian", `${SOMEONE_ELSE}|Fergus`),
    ],
  ),
  trap(
    "a joke about quitting the user's soccer league",
    [
      "i play in a coed indoor soccer league thursday nights, it's my one night out of the house lol. any stretches for a cranky hamstring after games?",
    ],
    [
      "got absolutely smoked last night by a team of 22 year olds, 11-2. told my partner i'm hanging up the cleats and taking up knitting. (i'm not, see you thursday lol)\n- need a quick party game for a bunch of 6 year olds this saturday\n- how long should i ice a sore ankle",
    ],
    /soccer/i,
    [
      asserts("knit", `${JOKED}|${IMAGINED}`),
      asserts(
        "(?:quit|retir|stopp|gave up|no longer|hang|hung|left)\\w*\\b.*(?:soccer|cleats|league)|(?:soccer|league)\\b.*(?:ended|over)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a sister's divorce and her stay with the family",
    [
      "my husband soren and i hit 12 years married in february and we never do anything for it. any ideas for something low key once the kids are in bed?",
    ],
    [
      "my sister ilse and her husband are getting divorced and she's staying with us for a bit with her two kids, so it's 7 people in a 3 bedroom right now lol",
      "can you help me with a budget meal plan for 7? and how do i explain to my kids why their cousins are living with us for a while",
    ],
    /Soren|married|husband/i,
    [
      asserts("divorc|separat|split", "sister|sibling|Ilse|cousin|\\bher\\b|\\bshe\\b|in-law"),
      asserts("(?:lives?|living)\\b.*(?:sister|Ilse)", `${TEMPORARY}|divorc`),
    ],
  ),
];
