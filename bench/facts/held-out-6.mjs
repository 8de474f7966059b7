// Held-out set 6: written on 2026-11-26 against main at a74d474, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, on topics the other sets cover
// little (a move within the same city, a music service switched, a new flatmate, alcohol given
// up, pronouns changed, a degree finished; traps: sarcasm about a car, a side business
// cancelled before it started, a past city told as a story, reported speech about caffeine, a
// quiz team they would quit, a question about a nephew's exams). Lower case with typos and
// fillers, news after small talk, two things in one message, the way people type to an
// assistant. A fair fact about the old value may stay current once it says the state ended
// ("No longer drinks wine"): `old` then skips such texts.
// First run: 4 of 12 at 8b151b8, the final code of that session; never tuned on.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|closed|moved|moving|switch|changed|instead|dropped|replac";
/** A fact that still states `value`: no word of ENDED before it ("Uses Deezer", not "Cancelled Deezer"). */
const still = (value, ended = ENDED) => new RegExp(`^(?:(?!${ended}).)*${value}`, "i");
/** Oskar as the flatmate, in either order, in a fact that nowhere says he left or was replaced. */
const FLATMATE = "(?:flatmate|roommate|housemate|lives with|shares a flat)";
const OSKAR_END = `${ENDED}|took|\\broom\\b|another city|got a job|new job`;

export const HELD_OUT_6 = [
  change(
    "moved within the same city",
    ["hiya, bit of background: i live in montreal, tiny 3rd floor walkup on the plateau. the stairs are killing me"],
    [
      "omg my back. carried a sofa down three flights on saturday",
      "yep we moved!! still montreal but we're in verdun now since the 1st, way more space and right by the river",
    ],
    /Verdun/i,
    still("Plateau"),
  ),
  change(
    "music service switched",
    ["i have deezer premium for music, mostly jazz and old soul records tbh"],
    [
      "happy friday!! the weather finally turned",
      "cancelled deezer last month btw, im on tidal now, the hifi sound is so worth it for jazz",
    ],
    /Tidal/i,
    still("Deezer"),
  ),
  change(
    "new flatmate",
    ["my flatmate oskar is a chef so the kitchen is always a warzone but the food is amazing"],
    [
      "quiet week here. oskar moved out end of september, he got a job at a restaurant in another city",
      "my mate tamsin took his room, shes a nurse on nights so we basically never see each other lol",
    ],
    /Tamsin/i,
    new RegExp(`^(?!.*(?:${OSKAR_END})).*(?:${FLATMATE}.*Oskar|Oskar.*${FLATMATE})`, "i"),
  ),
  change(
    "gave up alcohol",
    ["friday wine o'clock 🍷 honestly i have a glass or two of red most nights, its how i unwind"],
    [
      "ok so not to be dramatic but",
      "i havent had a drink since october 3rd, doing the sober thing for real this time and i feel amazing. sleeping better too",
    ],
    /sober|alcohol[- ]free|teetotal|(?:\b(?:no longer|not|stopp?ed|quit|gave up|given up|no)|n't)\b.*\b(?:drink|alcohol|wine)/i,
    still("(?:\\bdrinks\\b|\\bwine\\b)"),
  ),
  change(
    "pronouns changed",
    ["hi! i'm robin, she/her, i'll probably be asking you lots of spreadsheet questions"],
    [
      "quick housekeeping thing before my actual question:",
      "i've been using they/them since the summer, so please use that for me from now on. ok, pivot tables...",
    ],
    /they\s*\/\s*them/i,
    still("she\\s*/\\s*her"),
  ),
  change(
    "finished a degree",
    ["evening! i'm doing a part-time masters in urban planning, dissertation due in may, send help"],
    [
      "guess who handed in the dissertation AND passed 🎓",
      "graduated last thursday so i officially have a masters in urban planning now, and i started applying for jobs at the city council",
    ],
    /\b(?:graduated|finished|completed|has|holds|earned|passed|got|received)\b.*\b(?:master|degree|MSc)|\bgraduate\b/i,
    /^(?!.*(?:graduat|finish|complet|passed|earned|holds|has an? (?:master|MSc|degree)|no longer|not\b|n't\b|used to|former|\bwas\b))(?=.*(?:master|urban planning))(?:.*(?:studying|doing|enrolled|pursuing|working on|part-time|student|studies))/i,
  ),
  trap(
    "sarcasm about a supercar",
    ["i drive a 2012 skoda octavia estate, 200k km on the clock and still going"],
    [
      "well the skoda broke down on the motorway again yesterday, 3 hrs waiting for the tow truck",
      "honestly i'll just buy a lamborghini, money is obviously no object for me 🙄",
      "anyway garage says its the clutch, should be fixed by friday",
    ],
    /Skoda|Octavia/i,
    [
      /^(?:Drives|Owns|Has|Bought|Is buying|Will buy|Plans to buy|Wants(?: to buy)?|Buying)\b.*Lamborghini/i,
      /^(?:Sold|No longer (?:drives|has|owns))\b.*(?:Skoda|Octavia|car)/i,
    ],
  ),
  trap(
    "side business cancelled before it started",
    ["i'm a dental hygienist, 4 days a week at a practice near the station"],
    [
      "so i was gonna start selling my pottery at the sunday flea market as a little side hustle, had a stall booked for april and everything",
      "then the council shut the market for roadworks before it even opened for the season, so thats not happening. back to making mugs for friends i guess",
    ],
    /hygienist/i,
    [
      /^(?:Sells|Is selling|Selling|Will sell|Plans to sell)\b.*(?:pottery|mugs|ceramics|market)/i,
      /^(?:Has|Runs|Rents|Owns|Started|Is starting|Plans to (?:run|open|start|have))\b.*(?:stall|side (?:hustle|business)|pottery business)/i,
    ],
  ),
  trap(
    "past city told as a story",
    ["i live in leipzig, came here for my partner like six years ago and stayed"],
    [
      "smelled orange blossom on the walk home and it took me straight back to when i lived in marrakech, i taught english at a language school there for a year",
      "anyway whats a good tagine recipe that doesnt need an actual tagine lol",
    ],
    /Leipzig/i,
    [
      /^Lives in Marrakech/i,
      /^(?:Teaches|Works (?:at|as|in))\b.*(?:English|language school|Marrakech|teacher)|^Is an? (?:English )?teacher\b/i,
      /^(?:English )?teacher\b/i,
    ],
  ),
  trap(
    "sister-in-law on caffeine, reported",
    ["i'm a huge tea person, earl grey from morning til night, like 6 cups a day"],
    [
      "my sister in law keeps telling me i should quit caffeine completely and switch to chicory, she says it fixed her sleep",
      "shes been caffeine free since new year and wont stop going on about it. not for me thanks",
    ],
    /Earl Grey|\btea\b/i,
    [
      /^(?:Quit|Quitting|Is quitting|Gave up|Has given up|Stopped|No longer (?:drinks|has|consumes))\b.*(?:caffeine|tea)/i,
      /^(?:Does not|Doesn't) (?:drink|have|consume)\b.*(?:caffeine|tea)/i,
      /^Caffeine[- ]free/i,
      /^(?:Drinks|Switched|Is switching|Uses|Likes|Prefers)\b.*chicory/i,
    ],
  ),
  trap(
    "a quiz team they would quit",
    ["i'm in a pub quiz team, we play every tuesday at the fox and hounds, came 2nd last week!!"],
    [
      "the landlord is talking about moving quiz night to wednesdays",
      "if that happens i would probably quit the team tbh, wednesday is date night and thats sacred",
    ],
    /quiz/i,
    [
      /^(?:Quit|Left|No longer|Stopped|Is quitting|Plans to quit|Will quit)\b.*(?:quiz|team)/i,
      /^(?:Plays|Quizzes|Quiz night is)\b.*Wednesday/i,
    ],
  ),
  trap(
    "asking about a nephew's exams",
    ["i'm learning korean with a tutor on friday evenings, slowly lol"],
    [
      "random q for u",
      "my nephew kwame is doing biology and maths a-levels, does he need chemistry to get into medicine? he's dead set on being a doctor",
    ],
    /Korean/i,
    [
      /^(?:Studies|Is studying|Studying|Is doing|Doing|Takes|Is taking|Wants to (?:study|be|become)|Plans to (?:study|become))\b.*(?:medicine|doctor|biology|maths|chemistry|A-?levels?)/i,
      /^(?:Needs|Requires)\b.*chemistry/i,
    ],
  ),
];
