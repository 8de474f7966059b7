// Held-out set 101: written on 2026-11-27 against main at bcff5c5, by a helper (`set101`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company or school reused from scenarios.mjs, the held-out sets on main or sets 75 to 98 in
// /work/sets.
// Style: an American college sophomore texting: mostly lowercase, Gen Z phrasing ("ngl",
// "lowkey", "it's giving", "no bc"), and each change buried mid-rant about classes, shifts or
// roommates before the actual request (a switched major, a new campus job, a new notes app, a
// breakup, a mid-year transfer, a new club sport), each still clear to a careful human note-taker.
// Traps are a roommate's news (a new car), a wish with nothing signed (moving off campus), a
// hypothetical question (a semester abroad), a sarcastic joke (dropping out), an advisor's quoted
// advice (another major) and a job the user did NOT take. Time words fit the two conversations'
// dates (about three weeks apart, winter break then the start of spring semester). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 8 of 12 at 60a8253 (the session's final code), and 8 of 12 on bcff5c5, the code the session started
// from.
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

/** Words that say something was only said in jest, sarcasm or frustration. */
const JOKED =
  "jok|jest|kid|sarcas|humor|humour|funny|lol|meme|exaggerat|hyperbol|vent|frustrat|dramatic|threat|not serious|not actually|tongue|quipp";

export const HELD_OUT_101 = [
  change(
    "a switched major buried in a rant about a roommate's wet towels",
    [
      "ok so i'm an actuarial science major and my first exam P practice set is due friday 😭 can u explain conditional probability like i'm dumb",
    ],
    [
      "no bc my roommate keeps leaving her wet towels on MY desk chair and i'm lowkey about to lose it. anyway i officially switched to entomology over break, actuarial was draining my soul and i was spending more time in the bug collection than doing problem sets lol",
      "can u help me make a study guide for intro insect morphology? like the main body parts and what they do",
    ],
    /entomolog/i,
    claims("actuarial", ["entomolog"]),
  ),
  change(
    "a new campus-area job told through a shift after a late lab",
    [
      "i work at crumbl like 15 hrs a week and my hands permanently smell like sugar cookie. how do i get my manager to stop scheduling me for closing shifts right before my 8ams",
    ],
    [
      "it's giving burnout ngl. chem lab ran late AGAIN and then i had to sprint to my shift at biggby, first week there and i already know every regular's order. crumbl could never, the tips here are so much better",
      "whats the fastest way to memorize like 20 drink recipes",
    ],
    /Biggby/i,
    claims("Crumbl", ["Biggby"]),
  ),
  change(
    "a notes app switch told through a fast-talking professor",
    [
      "i take all my lecture notes in nebo on my tablet bc it turns my handwriting into text. is there a way to export them straight into a regular doc?",
    ],
    [
      "my biochem prof talks at like 2x speed and i genuinely cannot keep up. flexcil at least lets me scribble right on her slides, which nebo never did well, so nebo is officially deleted lol. how do i get flexcil to sync to my laptop too",
    ],
    /Flexcil/i,
    claims("\\bNebo\\b", ["Flexcil", "delet"]),
  ),
  change(
    "a breakup mentioned in passing between a schedule rant and a request",
    ["my boyfriend ozzie's birthday is next week and i have like $40 total. gift ideas that aren't cringe?"],
    [
      "ngl spring semester is already kicking my ass, stats problem sets every single night. also ozzie and i broke up over break so that's fun 🙃 at least i don't have to drive 2 hours to his campus every weekend anymore",
      "can u help me build a weekly schedule that actually has time for the gym",
    ],
    /broke up|break ?up|\bsingle\b|split|\bex\b|ex-boyfriend|ended/i,
    claims("Ozzie|boyfriend|dating|relationship", ["broke", "break ?up", "split", "single"]),
  ),
  change(
    "a mid-year transfer told through move-in and a new roommate",
    [
      "i'm a sophomore at juniata and the dining hall has served the same sad pasta 3 days straight. can u give me easy microwave meals i can make in my dorm",
    ],
    [
      "move in at ursinus was chaos but my new roommate is actually so sweet?? she labeled the fridge shelves. transferring mid year is lowkey lonely tho, how do i make friends when everyone already has their groups",
    ],
    /Ursinus/i,
    claims("Juniata", ["Ursinus", "transfer"]),
  ),
  change(
    "a new club sport told through soreness, the old one dropped in passing",
    ["i play club lacrosse and we have practice 3 mornings a week at 6am 💀 what should i eat before so i don't feel sick"],
    [
      "my roommate blasts her music at 1am and then says I'M loud, make it make sense. anyway quadball practice destroyed me today, way more running than lacrosse ever was, and ever since i dropped lacrosse i actually sleep past 5:30",
      "what stretches help with sore hamstrings",
    ],
    /quadball/i,
    claims("lacrosse", ["quadball"]),
  ),
  trap(
    "a roommate's new car, with a dead battery request",
    [
      "i drive a 2012 sentra with like 160k miles and the check engine light just came on. is that an emergency or can it wait til i get back to campus",
    ],
    [
      "my roommate just got a miata for her birthday. a MIATA. meanwhile i'm out here praying my sentra starts every morning, it's giving main character (her not me)",
      "anyway how do i jumpstart a car, my battery died in the cold lol",
    ],
    /Sentra/i,
    [
      asserts("Miata", "roommate|\\bher\\b|\\bshe\\b|friend|birthday|gift"),
      asserts("(?:sold|no longer|replac|switch|ditch|traded|got rid)\\w*\\b.*Sentra", "roommate|\\bher\\b"),
    ],
  ),
  trap(
    "a wish to move off campus with nothing looked at yet",
    [
      "i live in pemberton hall, 4th floor no elevator, and my laundry situation is a crisis. how often do i actually need to wash my sheets",
    ],
    [
      "no bc pemberton's heat has been broken for 2 days and i'm typing this under 3 blankets in a hoodie. i lowkey want to move off campus next year with my friends but we haven't even looked at places yet",
      "what's a space heater that's actually safe for a dorm",
    ],
    /Pemberton/i,
    [
      asserts("off[- ]campus|apartment", `${IMAGINED}|next year|plan|look|future`),
      asserts("(?:moved|moving|left|no longer)\\w*\\b.*Pemberton", `${IMAGINED}|next year|plan|look|future`),
    ],
  ),
  trap(
    "a semester abroad asked as a hypothetical",
    ["i'm a poli sci major at creighton and i have to pick a minor by march. is econ or philosophy more useful for law school"],
    [
      "lowkey thinking about studying abroad in granada next spring?? like if i did it would my financial aid even cover it or would i be cooked. haven't even talked to my advisor yet",
      "also how do i ask a prof for a rec letter without it being awkward",
    ],
    /Creighton/i,
    [
      asserts("Granada", `${IMAGINED}|\\?|\\bask|curious|wonder|whether|plan|next (?:spring|year|fall|semester)|explor|look`),
      asserts("(?:left|leaving|moved|moving|transferr|no longer)\\w*\\b.*Creighton", `${IMAGINED}|abroad`),
    ],
  ),
  trap(
    "a sarcastic threat to drop out during a tree ID lab",
    ["i'm a forestry major and we have to ID 50 trees by their bark for a quiz monday. any memory tricks??"],
    [
      "that's it i'm dropping out to become a professional broomball player 💀 this dendrology lab is actually not it",
      "but fr how do people study for practicals where you have to identify stuff just by looking at it",
    ],
    /forestry|dendrolog/i,
    [
      asserts("broomball", `${JOKED}|${IMAGINED}`),
      asserts("(?:dropp|drop|left|leav|quit|withdr)\\w*\\b.*(?:college|school|forestry|universit|major|\\bout\\b)", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a job the user did NOT take, inside a roommate complaint",
    ["i lifeguard at the campus natatorium 3 days a week, mostly open swim. how do i stay awake on slow shifts without my phone"],
    [
      "ugh my roommate ate my leftover lo mein AGAIN and left the container in the sink. also i ended up not taking the RA job, the pay was worse than lifeguarding and i'd have to live in the freshman dorm lol",
      "can u help me write a text to her about the food thing that doesn't start drama",
    ],
    /lifeguard|natatorium/i,
    [
      asserts(
        "resident assistant|\\bRA\\b",
        `${IMAGINED}|declin|turn(?:ed|s)? down|pass(?:ed)? on|offer|refus|reject|chose|instead|rather|over (?:a|an|the)\\b`,
      ),
      asserts("(?:quit|left|leaving|no longer|stopp)\\w*\\b.*(?:lifeguard|natatorium)", IMAGINED),
    ],
  ),
  trap(
    "an advisor's quoted advice to switch majors",
    ["i'm an anthropology major writing my first ethnography paper. how do i take field notes without being weird about it"],
    [
      'my advisor literally said "honestly you should switch to hospitality management, the job market for anthro is rough" like ma\'am?? i love my major. anyway can u help me outline a paper on gift-giving rituals',
    ],
    /anthropolog|\banthro\b/i,
    [
      asserts("hospitality", `advis|said|suggest|told|recommend|urg|push|\\bshe\\b|\\bher\\b|${IMAGINED}`),
      asserts(
        "(?:switch|chang|left|dropp|no longer)\\w*\\b.*(?:anthropolog|\\banthro\\b)",
        `advis|said|suggest|told|recommend|${IMAGINED}`,
      ),
    ],
  ),
];
