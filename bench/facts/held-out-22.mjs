// Held-out set 22: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards work, study and tools, with no city, person, product
// or company reused from scenarios.mjs or held-out sets 1 to 18. Lower case with typos and
// fillers, news after small talk, two things in one message, time words, the way people type
// to an assistant. A fair fact about the old value may stay current once it says the state
// ended ("Left X", "Transferred out of X"): `old` then skips such texts.
// First run: 7 of 12 at 7f3f3d2 (code of 421a14e, the session's first round of new sets), and 7 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bused\\b|\\bwas\\b|\\bwere\\b|worked|studied|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|\\boff\\b|anymore|until|transferr";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_22 = [
  change(
    "new employer, news after small talk, with other news",
    [
      "morning! context for later: i'm a data analyst at sainsbury's head office, basically loyalty card data all day every day",
      "can you help me tidy up a messy sql query, its like 200 lines of nested selects",
    ],
    [
      "happy new year!! did you do anything fun? i mostly slept lol",
      "big news on my end tho, i left sainsbury's just before christmas and started at the bbc last week, in the audience analytics team. oh and i've finally started running again, couch to 5k week 2 😅",
    ],
    /\bBBC\b|British Broadcasting/i,
    claims("Sainsbury", ["BBC", "British Broadcasting"]),
  ),
  change(
    "new role at the same employer",
    ["im a pharmacy technician at the hospital, mostly dispensing and chasing up prescriptions for the wards"],
    [
      "ok so work news",
      "as of monday i'm a clinical trials coordinator! same hospital but i moved over to the research unit, so no more dispensing. got a proper desk and everything lol",
    ],
    /clinical trials?|trials? co-?ordinator/i,
    claims("pharmacy tech", ["clinical", "trial", "research"]),
  ),
  change(
    "degree transfer",
    ["i'm in my first year of electrical engineering at uni, the circuits module is destroying me"],
    [
      "exams are done finally 😮‍💨",
      "and i did it, i transferred to industrial design, starting properly this semester. should've done it from the start honestly, i liked the workshop stuff way more then the maths",
    ],
    /industrial design/i,
    claims("electrical engineering", ["industrial design"]),
  ),
  change(
    "laptop replaced",
    ["all my freelance design work happens on a dell xps 13, its getting old but it still does the job"],
    [
      "got a question about backups in a sec but first",
      "i finally replaced the xps, got a framework laptop a couple weeks ago. love that i can swap the parts myself and the keyboard is great too",
    ],
    /Framework/i,
    claims("Dell|XPS", ["Framework"]),
  ),
  change(
    "reference manager switched",
    ["doing my masters dissertation on urban heat islands, all my references live in mendeley"],
    [
      "supervisor meeting went ok, she wants more lit review though 🙄",
      "also i moved everything over to zotero since the start of the month, mendeley kept eating my pdf annotations. the word plugin is way better too",
    ],
    /Zotero/i,
    claims("Mendeley", ["Zotero"]),
  ),
  change(
    "exchange semester plan changed",
    ["next year i'm planning to do my erasmus semester in porto, i've already started learning portuguese lol"],
    [
      "slight change of plans!",
      "porto didnt have space on my course so my erasmus semester is going to be in uppsala instead, from august. swapping portuguese for swedish i guess 😅",
    ],
    /Uppsala/i,
    claims("Porto", ["Uppsala", "fell through", "space", "room", "full"]),
  ),
  trap(
    "a hypothetical editing tool",
    ["i edit wedding videos on the side, all in davinci resolve, the free version does everything i need"],
    [
      "finished a 3 hour edit last night, my eyes hurt",
      "if i ever go full time with it i'd probably pay for premiere pro, everyone in the industry seems to use it. but not any time soon lol",
    ],
    /DaVinci|Resolve/i,
    [
      asserts("Premiere", "\\bif\\b|would|'d\\b|probably|might|maybe|consider|someday|one day|plan|eventually|\\bnot\\b|n't"),
      asserts("(?:stop|quit|no longer|switch|replac|left|dropp)\\w*\\b.*(?:DaVinci|Resolve)", "\\bif\\b|would|'d\\b"),
    ],
  ),
  trap(
    "a flatmate's new job",
    ["i teach geography at a secondary school, year 9s are feral this term"],
    [
      "my flatmate just finished a coding bootcamp and landed a junior dev job at starling bank!! so proud of her",
      "anyway parents evening tomorrow, wish me luck",
    ],
    /geography|teach/i,
    [
      asserts("bootcamp|junior dev|developer|Starling", "flatmate|room-?mate|friend|\\bher\\b|\\bshe\\b|\\bhis\\b|\\bhe\\b"),
      asserts("(?:stop|quit|no longer|left|leaving)\\w*\\b.*(?:teach|school|geography)", "flatmate|\\bher\\b|\\bshe\\b"),
    ],
  ),
  trap(
    "did not switch photo editor",
    [
      "i do all my photo editing in lightroom, been using it for years",
      "tbh the subscription is annoying, might switch to capture one at some point",
    ],
    [
      "update: i did NOT switch to capture one in the end. tried the trial for a week and the tethering kept crashing, so im sticking with lightroom and just paying up 🙃",
    ],
    /Lightroom/i,
    [
      asserts(
        "Capture ?One",
        "not\\b|n't\\b|\\bno\\b|might|maybe|consider|thinking|trial|tried|test|\\bif\\b|would|crash|decided against|instead of|sticking|stays? with|staying",
      ),
      asserts("(?:stop|quit|no longer|left|switch|replac|dropp)\\w*\\b.*Lightroom", "not\\b|n't\\b"),
    ],
  ),
  trap(
    "a question about learning a framework",
    ["im a mobile dev, native apps in swift mostly, small agency so i do a bit of everything"],
    ["random one: is flutter actually worth learning in 2025? half the job ads i see want it now", "or should i just go deeper on swift"],
    /Swift/i,
    [
      asserts("Flutter", "\\?|\\bask|consider|wonder|thinking|curious|should|whether|worth|might|question|job ads|interest|\\bif\\b"),
      asserts("(?:stop|quit|no longer|switch|dropp|left)\\w*\\b.*Swift", "\\?|should|whether|consider|wonder"),
    ],
  ),
  trap(
    "a joke about quitting",
    ["i'm a radiographer at a big teaching hospital, mostly ct scans, nights this month ugh"],
    [
      "the scanner broke down twice tonight and the queue went out the door 😩",
      "thats it im quitting to become a llama farmer in wales lol. anyway back on tomorrow night, same chaos",
    ],
    /radiograph|\bCT\b/i,
    [
      asserts("llama|Wales|farm", "jok|lol|kidding|jest|humou?r"),
      asserts("(?:quit|quitting|left|leaving|no longer)\\b.*(?:radiograph|hospital|job|work|scan)", "jok|lol|kidding|jest|humou?r"),
    ],
  ),
  trap(
    "quoted speech about changing degree",
    ["i'm a second year economics student, mostly econometrics this term, which i secretly love"],
    [
      'had my tutorial today and my professor literally said "you should switch to statistics, you\'re wasted in economics" 😳',
      "flattering but no, i'm staying in econ, i like the policy side too much",
    ],
    /\becon/i,
    [
      asserts(
        "statistic",
        "professor|tutor|lecturer|said|says|told|suggest|should|advis|flatter|not\\b|n't\\b|\\bno\\b|staying|recommend|thinks",
      ),
      asserts("(?:quit|left|leaving|dropp|no longer|switch)\\w*\\b.*econom", "professor|said|suggest|should|not\\b|n't\\b"),
    ],
  ),
];
