// Held-out set 35: written on 2026-11-27 against main at d1b8894, by a helper (`set35`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or held-out sets 1 to 34 (nor from sets 36 to 42 as they
// stood when this was written). Mostly short chat-style messages (lower case, abbreviations, a
// typo or two), a few longer ones with two pieces of news, time words that fit the two
// conversations' dates (about three weeks apart, early January). A fair fact about the old value
// may stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips
// such texts.
// First run: 10 of 12 at d1b8894 (the code this session started from, before any rule was read from sets 35-38). The lead never saw its scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )lived|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|anymore|until|\\bfrom\\b|back to";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_35 = [
  change(
    "moved abroad with the research group",
    ["hiya, im in hull doing a phd in hydrology, 2nd yr"],
    [
      "ok so update, i moved to dresden 2 wks ago!! my supervisor got a chair at TU dresden and took the whole group w her",
      "german bureaucracy is a LOT tho",
    ],
    /Dresden/i,
    claims("Hull", ["Dresden"]),
  ),
  change(
    "new employer after small talk",
    ["hi! bit of context, im a store supervisor at currys, mostly tv and audio, lots of weekends ugh"],
    [
      "morning :) had the worst cold all last week, finally human again",
      "anyway newsss, i left currys and started at john lewis as of monday, section manager in home tech. same kind of stuff but way better hours and the staff discount is 👌",
    ],
    /John Lewis/i,
    claims("Currys", ["John Lewis"]),
  ),
  change(
    "diet ended after blood tests",
    ["im vegan btw, have been for about 4 yrs, so no meat or dairy recipes pls"],
    [
      "got my bloods back, iron and b12 were really low and my gp was kinda worried",
      "so ive started eating fish again, since like a week ago. pescatarian now i guess?? feels weird but i have more energy already",
    ],
    /pesc[ae]tarian|fish/i,
    claims("vegan", ["pesc[ae]tarian", "fish"]),
  ),
  change(
    "note app switched, with a question first",
    ["i do all my uni notes in noteshelf on my tablet, every lecture since first year"],
    [
      "sry random but do u know any good stats channels on youtube? my lecturer is impossible to follow",
      "oh also i switched to remnote a couple weeks ago, noteshelf kept crashing and eating pages right before exams. and remnote makes flashcards from my notes which is sooo handy",
    ],
    /RemNote/i,
    claims("Noteshelf", ["RemNote"]),
  ),
  change(
    "nickname the user now goes by",
    ["hi im ezekiel, i run a small landscaping business with my cousin"],
    ["hey its me again", "can u call me zeke from now on? everyone does anyway and ezekiel makes me feel like im in trouble lol"],
    /Zeke/i,
    claims("Ezekiel", ["Zeke"]),
  ),
  change(
    "single, then seeing someone",
    ["im 34 and single, live on my own with a very spoiled cat. can u give me easy dinners for one"],
    ["so. i've been seeing someone since new years 🥰 her name's niamh, we made it official on the weekend", "dinners for two now lol"],
    /Niamh|girlfriend|partner|(?<!not |n't )(?:in a relationship|dating|seeing)/i,
    claims("\\bsingle\\b", ["Niamh", "girlfriend", "partner", "dating", "seeing", "relationship"]),
  ),
  trap(
    "a hypothetical editor switch",
    ["i'm a frontend dev, i do everything in webstorm, have done for years"],
    [
      "ugh my licence renewal email came in today",
      "if they put the price up again i'd probably move to fleet tbh. but honestly im too lazy to relearn all the shortcuts so prob not",
    ],
    /WebStorm/i,
    [
      asserts("Fleet", "\\bif\\b|would|'d\\b|might|maybe|consider|probabl|prob\\b|not\\b|n't\\b|thinking|lazy|price"),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*WebStorm", "\\bif\\b|would|'d\\b|might|not\\b|n't\\b"),
    ],
  ),
  trap(
    "a coworker's diagnosis and a brother's news",
    ["i'm a veterinary nurse at a small practice, 4 days a week"],
    [
      "bit of a rough week tbh",
      "my coworker mehmet got diagnosed with type 1 diabetes at 40, didnt even know that could happen, so hes off for a bit. and my brother yusuf finally quit smoking after like 15 yrs!! so proud of him",
    ],
    /vet(?:erinary)? nurse/i,
    [
      asserts("diabet", "mehmet|cowork|colleague|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts("(?:quit|stopp|no longer|gave up|given up)\\w*\\b.*smok", "yusuf|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts(
        "(?:quit|stopp|no longer|left|leaving)\\w*\\b.*(?:vet|nurs|practice|job|work)",
        "mehmet|cowork|\\bhe\\b|\\bhis\\b|yusuf|brother",
      ),
    ],
  ),
  trap(
    "did not sell the car after all",
    [
      "i drive an ancient nissan micra to work, like 20 mins each way",
      "been thinking of selling it and getting an e-bike instead, petrol is killing me",
    ],
    [
      "so i did NOT sell the micra in the end lol",
      "tried a couple of e-bikes at the shop and the hill up to my house nearly killed me even with the motor. the micra lives another year",
    ],
    /Micra/i,
    [
      asserts(
        "e-?bike",
        "not\\b|n't\\b|\\bno\\b|consider|thinking|might|would|maybe|instead of|rather than|tried|test|decided against|hill|plan",
      ),
      asserts(
        "(?:sold|sell|no longer|got rid|gave up|replac|stopp)\\w*\\b.*Micra",
        "not\\b|n't\\b|consider|thinking|might|would|maybe|plan",
      ),
    ],
  ),
  trap(
    "a question about a job offer",
    ["im a lab technician at astrazeneca, mostly running stability tests, very glamorous lol"],
    [
      "ok need advice",
      "pfizer offered me a senior tech job, like 4k more but the commute would be 1.5 hrs each way. should i take it?? or is that mad",
    ],
    /AstraZeneca/i,
    [
      asserts("Pfizer", "offer|\\?|should|whether|consider|might|would|thinking|\\bif\\b|question|ask|decid|wonder|commute"),
      asserts("(?:left|quit|leaving|no longer|stopp)\\w*\\b.*AstraZeneca", "\\?|should|whether|consider|\\bif\\b|might|would|offer"),
    ],
  ),
  trap(
    "a joke about a new career",
    ["i'm a primary teacher, year 2, 28 tiny chaos goblins"],
    [
      "parents evening went on till 8pm last night 😩",
      "thats it im quitting and becoming a goat farmer, goats dont send emails lmao. anyway can u help me word a letter home about nits",
    ],
    /teach/i,
    [
      asserts("goat", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
      asserts("(?:quit|quitting|left|leaving|no longer|stopp)\\w*\\b.*(?:teach|school|job|work)", "jok|lol|lmao|kidding|humou?r|sarcas"),
    ],
  ),
  trap(
    "quoted speech about a move",
    ["hi, i'm a QA specialist at sanofi in waterford, mostly batch record review"],
    [
      'lol so at the team night out my manager goes "right, you\'re moving to the budapest site in march, pack your bags"',
      "no idea if he was serious, hes said it to half the team since they announced the new line there. nothing official and im not going anywhere",
    ],
    /Waterford|Sanofi/i,
    [
      asserts(
        "Budapest",
        "said|says|told|manager|boss|goes|might|maybe|joke|not\\b|n't\\b|claim|rumou?r|\\bif\\b|would|serious|announc|new line",
      ),
      asserts("(?:no longer|left|moved|moving|relocat)\\w*\\b.*(?:Waterford|Sanofi)", "said|not\\b|n't\\b|manager|if\\b"),
    ],
  ),
];
