// Held-out set 26: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards work, study and tools, with no city, person, product
// or company reused from scenarios.mjs, held-out sets 1 to 18, or sets 19 to 25 as drafted at
// the same time. Lower case with typos and fillers, news after small talk, two things in one
// message, time words, the way people type to an assistant. A fair fact about the old value
// may stay current once it says the state ended ("Left X", "No longer uses X"): `old` then
// skips such texts.
// First run: 8 of 12 at 1b26551 (code of a0f567b, the session's second round of new sets), and 6 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )studied|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|scrap|anymore|until|\\bfrom\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_26 = [
  change(
    "new employer and a cert, after small talk",
    [
      "hey, bit of context so you dont have to ask: im a backend dev at personio, payroll team, been there almost 3 years",
      "how would you structure retries for a flaky webhook consumer? the vendor times out like every tenth call",
    ],
    [
      "morning! the coffee machine at the office died so im running on tea, grim times",
      "anyway news: i left personio end of last month and started at celonis as of monday, still backend but process mining stuff now. oh and im studying for the kubernetes CKA on the side since december, exam in march, wish me luck",
    ],
    /Celonis/i,
    claims("Personio", ["Celonis"]),
  ),
  change(
    "degree course switched",
    ["im in first year of a nursing degree, placements start in the spring and im already scared of night shifts lol"],
    [
      "ok so big decision made, finally",
      "i switched from nursing to occupational therapy a couple of weeks ago, same uni, the admissions office sorted the transfer in like a day. it just fits me way better, more time with each patient",
    ],
    /occupational therap|\bOT\b/i,
    claims("nurs", ["occupational", "\\bOT\\b"]),
  ),
  change(
    "note app switched",
    [
      "all my notes live in roam research, reading notes, meeting notes, recipes even. the daily page thing is how i think at this point",
      "can you help me come up with a tagging system that isnt chaos",
    ],
    [
      "ugh what a week",
      "so i finally gave up on roam and moved everything to heptabase at the start of january, mostly for the whiteboards. took a whole weekend to import but its so much calmer. the tagging question still stands tho haha",
    ],
    /Heptabase/i,
    claims("Roam", ["Heptabase"]),
  ),
  change(
    "phone replaced",
    ["my phone is a realme gt 2, bought it in 2022 and the camera is still great, its just the battery thats dying"],
    [
      "happy new year!! hope you had a nice break lol",
      "small update: got an asus zenfone 10 over christmas, the realme went in a drawer. i wanted something small i can use one handed on the tram. any tips for moving my chats and photos over?",
    ],
    /Zenfone|Asus/i,
    claims("Realme|\\bGT ?2\\b", ["Zenfone", "Asus", "drawer", "bought"]),
  ),
  change(
    "exam plan changed",
    [
      "im a junior analyst at an accounting firm and the plan for this year is to sit cfa level 1 in may, already bought the books",
      "whats a realistic study schedule if i work 45h weeks",
    ],
    [
      "change of plan on the exam front",
      "scrapped the cfa, my firm offered to pay for the acca qualification instead so im doing that now, first paper is in june. same question though, how do i fit studying around work",
    ],
    /ACCA/i,
    claims("CFA", ["ACCA", "abandon", "decided against", "bought", "books"]),
  ),
  change(
    "moved to another country, with work news",
    ["terve! i live in turku, work as a naval architect at a shipyard, mostly cruise ship interiors weirdly enough"],
    [
      "sorry been quiet, total chaos here",
      "we moved to gdansk in november, my partner got a job at the port and my company let me go fully remote so i kept my job. learning polish now and its brutal, 7 cases??",
    ],
    /Gda[nń]sk/i,
    claims("Turku", ["Gda[nń]sk", "shipyard", "naval", "architect"]),
  ),
  trap(
    "a hypothetical photo editor",
    ["i edit all my photos in darktable on my old laptop, mostly street photography, just a hobby"],
    [
      "went out shooting in the fog this morning, got some moody ones",
      "a friend keeps telling me to do weddings for money. if i ever did go pro i'd probably have to switch to dxo photolab, clients want fast turnaround. but honestly im happy keeping it a hobby",
    ],
    /darktable/i,
    [
      asserts(
        "DxO|PhotoLab",
        "\\bif\\b|would|'d\\b|ever|might|may\\b|could|consider|thinking|pro\\b|professional|wedding|friend|not\\b|n't\\b",
      ),
      asserts("(?:stopped|quit|no longer|left|switched)\\b.*darktable", "\\bif\\b|would|'d\\b"),
    ],
  ),
  trap(
    "sister left her job for a bootcamp",
    ["im an optometrist at a high street opticians, eye tests all day, 6 years now"],
    [
      "long day, did 14 eye tests and one guy fell asleep in the chair",
      "big family news tho: my sister quit her bank job last month and started a coding bootcamp at le wagon, shes loving it. mum is less thrilled lol. me, still happily doing eye tests",
    ],
    /optometrist|optician/i,
    [
      asserts("Le Wagon|bootcamp|coding", "sister|\\bher\\b|\\bshe\\b|sibling"),
      asserts("(?:quit|left|leaving|no longer)\\b.*(?:bank|job)", "sister|\\bher\\b|\\bshe\\b|sibling"),
    ],
  ),
  trap(
    "did not drop out in the end",
    [
      "im doing an open university degree in history part time, second year, alongside a full time job",
      "honestly thinking about dropping out, work is mental right now",
    ],
    [
      "update on the uni thing: i did NOT drop out in the end",
      "talked to my tutor and went down to one module this year, so its slower but im still doing the degree. feels like the right call",
    ],
    /history|Open University/i,
    [
      asserts(
        "(?:dropped out|drop out|dropping out|quit|left|no longer|stopped|gave up)\\b.*(?:degree|Open University|\\bOU\\b|history|uni|course|studies)",
        "not\\b|n't\\b|didn|in the end|thinking|consider",
      ),
    ],
  ),
  trap(
    "a question about a task board",
    ["our team runs everything on trello, im the scrum master so i basically live in it, like 9 boards"],
    [
      "sprint review went ok today, nobody cried",
      "question tho: is clickup actually better than trello for a team of 8 or is it just hype? my manager keeps sending me their ads lol. would the migration be a nightmare?",
    ],
    /Trello/i,
    [
      asserts(
        "ClickUp",
        "\\?|ask|consider|thinking|wonder|curious|question|whether|would|might|better|hype|manager|ads?\\b|evaluat|compar|migrat",
      ),
      /^(?:No longer|Stopped|Quit|Left|Moved away from|Switched from)\b.*Trello/i,
    ],
  ),
  trap(
    "a joke about quitting for the seaside",
    ["i'm a QA tester at a small game studio, i break things for a living basically"],
    [
      "found 47 bugs today, one of them makes the horses fly",
      "thats it, im quitting and opening a crepe stand in brittany lol. anyway can you help me write a better bug report template",
    ],
    /\bQA\b|quality assurance|tester|testing|game studio/i,
    [
      asserts("crepe|crêpe|Brittany", "jok|lol|kidding|jest"),
      asserts("(?:quit|quitting|left|leaving|no longer)\\b.*(?:QA|job|studio|test|game)", "jok|lol|kidding|jest"),
    ],
  ),
  trap(
    "a professor's quoted plan",
    ["im doing a masters in hydrology, second year, thesis is on flood modelling in small river catchments"],
    [
      "had my thesis meeting today",
      'my professor literally said "you\'re doing a phd with me next year, no arguments" lol. he says that to everyone. i want to go work for a water company once im done, i am so done with academia',
    ],
    /hydrolog|master/i,
    [
      asserts(
        "Ph\\.?D|doctora",
        "^(?:the |their |his |her )?(?:professor|prof\\b|supervisor)|said|says|told|suggest|offer|ask|urg|push|jok|lol|not\\b|n't\\b|\\bno\\b|everyone",
      ),
    ],
  ),
];
