// Held-out set 13: written on 2026-11-27 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product
// or company reused from scenarios.mjs or held-out sets 1 to 12. Lower case with typos and
// fillers, news after small talk, two things in one message, the way people type to an
// assistant. A fair fact about the old value may stay current once it says the state ended
// ("No longer does paleo"): `old` then skips such texts.
// First run: 7 of 12 at 22a8e29 (bench:facts), the final code of that session. The lead never saw
// its scenarios before this run, and the helper's report named none.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|\\bdid\\b|former|previous|left|cancel|moved|moving|switch|changed|instead|dropped|replac|ditch";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses TextMate", not "Ditched TextMate"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");

export const HELD_OUT_13 = [
  change(
    "moved abroad",
    ["morning! im in linz, work from home mostly, the danube walks are the only reason i leave the flat lol"],
    [
      "ok so big news, sorry its been a while",
      "we actually did it, moved to halifax in nova scotia a couple of weeks ago. my partner got a post at the uni and i can work remote from anywhere so. its cold and foggy and i love it",
    ],
    /Halifax|Nova Scotia/i,
    claims("Linz", ["Halifax", "Nova Scotia"]),
  ),
  change(
    "new employer",
    [
      "hey, quick one about excel later but first some context: im a process engineer at philips, been there 6 yrs, mostly the shaver factory lines",
    ],
    [
      "so i handed in my notice at philips back in september, didnt mention it before",
      "started at asml as of monday! same kind of work, process engineering, but way bigger machines and a longer commute ugh",
    ],
    /ASML/i,
    claims("Philips", ["ASML", "notice", "handed"]),
  ),
  change(
    "diet ended",
    ["ive been doing paleo since like february, no grains no dairy, honestly i feel great but i miss toast"],
    [
      "how do i make a decent risotto for 4?",
      "and yes rice, i know 😅 i packed in the paleo thing about a month ago, it was just too much faff with the kids meals. eating normally again",
    ],
    /(?:No longer|Stopped|Quit|Gave up|Ended|Dropped|Packed in|Left|Not|Off)\b.*paleo|paleo.*(?:ended|over|stopped|quit|dropped)|Eats normally|Eating normally|normal diet/i,
    claims("paleo", ["packed", "\\bover\\b", "\\boff\\b"]),
  ),
  change(
    "editor switched",
    ["i write ocaml mostly, in textmate, yes i know its 2025 and its basically abandonware, i like it ok"],
    [
      "finally ditched textmate lol. been on kakoune for the last three weeks, the modal stuff broke my brain for a few days but im fast now",
      "can you give me a kakoune config that runs ocamlformat on save",
    ],
    /Kakoune/i,
    claims("TextMate", ["Kakoune"]),
  ),
  change(
    "goes by a longer name now",
    ["hi, im dex btw, everyones called me that since school. i need help planning a budget"],
    ["small thing but can you call me dexter from now on? new job, new me, dex feels like a teenagers name lol"],
    /\bDexter\b/i,
    claims("\\bDex\\b", ["Dexter", "prefer"]),
  ),
  change(
    "broke up",
    ["my boyfriend lorcan is dragging me to a chess night on saturday, im terrible at chess lol"],
    [
      "ugh ok. lorcan and i split up, three weeks ago now. it was mostly mutual. im ok",
      "anyway i need a new hobby that isnt chess, ideas?",
    ],
    /single|split|broke up|separated|\bex\b|no longer (?:with|dating|together|in a relationship)/i,
    claims("(?:boyfriend|partner|dating|in a relationship|Lorcan)", ["split", "broke", "ex\\b", "single", "separat"]),
  ),
  trap(
    "if i ever leave",
    ["i live in bremen, i teach oboe at the music school here"],
    [
      "rainy week again, the weser is basically at my door",
      "if i ever leave bremen itll be for trieste. sea, coffee, nobody knows me there. one day lol. anyway can you help me with a lesson plan for a 9 year old",
    ],
    /Bremen/i,
    [
      /^(?!.*(?:Bremen|if\b|ever|would|dream|someday|one day)).*(?:Lives in|Moved to|Moving to|Is moving|Will move|Relocat)\b.*Trieste/i,
      /^(?!.*(?:if\b|ever|would|dream|someday|one day))(?:Plans|Planning|Is planning|Intends)\b.*Trieste/i,
      /^(?:Left|No longer lives in|Leaving|Is leaving)\b.*Bremen/i,
    ],
  ),
  trap(
    "a brother's news",
    ["im a paramedic, 12 hour shifts, 4 on 4 off"],
    [
      "long week. my brother kaspar got diagnosed with gout of all things, hes 34 lol, and hes just accepted a job at lufthansa so hes moving to frankfurt in the spring",
      "im happy for him but mum is already crying about it",
    ],
    /paramedic/i,
    [
      /^(?!.*(?:brother|Kaspar|sibling))(?:Works at|Works for|Job at|Accepted|Joined|Employed|Has a job|Starting)\b.*Lufthansa/i,
      /^(?!.*(?:brother|Kaspar|sibling))(?:Lives in|Moving to|Is moving|Moved to|Will move|Relocat)\b.*Frankfurt/i,
      /^(?!.*(?:brother|Kaspar|sibling))(?:Has|Diagnosed|Was diagnosed|Suffers)\b.*gout/i,
    ],
  ),
  trap(
    "did not cancel",
    ["we're going to the azores in may for our anniversary, 10 days, mostly hiking and whale watching"],
    [
      "my sister keeps telling people we cancelled the azores trip. we did NOT cancel it lol, we just moved the whale boat to a later day",
      "still going in may. any tips for hiking on são miguel?",
    ],
    /Azores|São Miguel|Sao Miguel/i,
    [
      /^(?:Cancell?ed|Cancels|No longer|Not going|Called off|Is not going)\b.*(?:Azores|trip)/i,
      /^(?!.*(?:\bnot\b|n't|despite|rumou?r|sister)).*Azores.*(?:cancell?ed|called off)/i,
    ],
  ),
  trap(
    "asking before switching",
    ["i keep everything in apple notes, recipes, passwords (i know), shopping lists, all of it"],
    [
      "hey quick q",
      "is anytype actually worth switching to from apple notes? my friend swears by it. what would i lose, like does it sync to my phone properly?",
    ],
    /Apple Notes/i,
    [
      /^(?!.*(?:consider|thinking|wonder|friend|whether|might|maybe|\?))(?:Uses|Switched|Moved|Is using|Started using|Now uses|Keeps)\b.*Anytype/i,
      /^(?:No longer|Stopped|Left|Quit)\b.*Apple Notes/i,
    ],
  ),
  trap(
    "a joke about quitting",
    ["im a speech therapist, mostly kids, i work out of two primary schools"],
    [
      "three report deadlines on the same day 🙃",
      "honestly thats it, im quitting to become an alpaca farmer in the hills, alpacas dont ask for progress notes lol",
      "ok back to it, can you help me word a summary for a parent",
    ],
    /speech (?:and language )?therap/i,
    [
      /^(?!.*(?:jok|lol|speech|therap|kidding|jest))(?:Is|Becoming|Became|Plans to|Planning|Wants to|Will|Is becoming|Works as|Runs|Farms)\b.*alpaca/i,
      /^(?:Quit|Quitting|Is quitting|No longer|Left|Plans to quit|Leaving|Is leaving)\b.*(?:speech|job|therap|school)/i,
    ],
  ),
  trap(
    "a manager's running joke",
    ["i work in the antwerp office of a shipping insurer, claims team, 4 days a week in person"],
    [
      "standup was painful today",
      "my manager goes 'pack your bags, youre moving to the mechelen office' bc i complained about the coffee again lol. its his running joke, we dont even have a mechelen office",
    ],
    /Antwerp/i,
    [
      /^(?!.*(?:Antwerp|jok|manager|boss))(?:Moving|Is moving|Moves|Moved|Transferred|Is transferring|Is being transferred|Relocated|Is relocating|Relocating|Will work|Works in|Works at|Works from|Is being moved)\b.*Mechelen/i,
    ],
  ),
];
