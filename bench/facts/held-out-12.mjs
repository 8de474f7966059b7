// Held-out set 12: written on 2026-11-26 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, a mix of core life changes and everyday routines and preferences,
// with no city, person, product or company taken from the other sets. Lower case with typos
// and fillers, news after small talk, two things in one message, time words, the way people
// type to an assistant. A fair fact about the old value may stay current once it says the
// state ended ("Quit X"): `old` then skips such texts.
// First run: 6 of 12 at 47f7634 (bench:facts), the final code of that change. The lead never saw
// its scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bex\\b|ex-|former|previous|left|lived|moved|moving|switch|changed|instead|dropped|replac|deleted";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Stopped using X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");
/** Openings of a fact that says the user left or gave something up. */
const LEFT = "(?:Left|Quit|Quits|No longer|Stopped|Leaves|Leaving|Is leaving|Gave up)";

export const HELD_OUT_12 = [
  change(
    "moved countries, news after small talk",
    ["hey! bit of background, i'm a translator, freelance, based in graz. mostly german to english legal stuff, riveting i know"],
    [
      "hiya, hope youre well",
      "oh and big news, we moved to montevideo in march! my partner got a post at the university there so we packed up the whole flat. still freelancing, same clients, just weird hours now",
    ],
    /Montevideo/i,
    claims("Graz"),
  ),
  change(
    "stopped smoking",
    ["i smoke, like half a pack a day, i know i know. anyway can you help me plan a budget for this month"],
    [
      "ok proud moment. i quit smoking!! 6 weeks smoke free as of monday",
      "patches for the first month and now just the odd nicotine gum when im stressed. the money i save is going in a jar for a trip",
    ],
    /(?:quit|stopped|gave up|given up|no longer|does not|doesn't|has not|hasn't)\b.*smok|smoke[- ]free|non-?smoker|ex-?smoker/i,
    claims("smok", ["smoked", "free", "non-?smoker"]),
  ),
  change(
    "password manager switched",
    ["all my passwords live in lastpass, the browser extension is clunky but it works"],
    [
      "after the whole breach thing i finally moved everything over to bitwarden a couple of weeks ago",
      "exported, imported, deleted the lastpass account. took like 20 mins, should've done it ages ago tbh",
    ],
    /Bitwarden/i,
    claims("LastPass", ["Bitwarden", "breach", "account closed"]),
  ),
  change(
    "morning runs moved to evenings",
    ["i run every morning before work, 5k round the park, rain or shine"],
    [
      "since the clocks went back its pitch black at 6 so ive switched to running after work instead",
      "evenings are kinda nicer tbh, less rushed, and i can actualy eat breakfast sitting down",
    ],
    /(?:\brun|running|\bjog).*(?:evening|after work|night)|(?:evening|after work|night).*(?:\brun|running|\bjog)/i,
    claims("(?:morning|before work)", ["evening", "after work", "night"]),
  ),
  change(
    "one language dropped for another",
    ["im learning greek on duolingo, 200 day streak lol, not that i can actually order a coffee yet"],
    [
      "so i dropped greek over the summer, the streak died and honestly i didnt care",
      "been doing turkish evening classes at the community college since september instead, way more fun with actual people in the room",
    ],
    /Turkish/i,
    claims("Greek", ["streak died"]),
  ),
  change(
    "single, now seeing someone",
    ["single for like 3 years now and honestly thriving, just me and my plants"],
    [
      "ok i have news and you're the only one i can tell without getting 20 questions",
      "i've been seeing someone since the start of the month! his name is ezequiel, we met at my friend's birthday. early days but i really like him",
    ],
    /Ezequiel|Dating|Seeing someone|In a relationship|Boyfriend|no longer single/i,
    claims("single", ["seeing", "dating"]),
  ),
  trap(
    "a food truck they would run",
    ["i'm a line cook at a brasserie, doubles on the weekend, my feet are destroyed"],
    [
      "long week",
      "honestly if i ever leave restaurants i'd get a little food truck and just do bao buns, no brunch, no bookings lol",
      "anyway. can you give me a stretching routine for after a shift",
    ],
    /line cook|brasserie/i,
    [
      /^(?:Owns|Runs|Has|Got|Bought|Started|Opened|Operates|Works (?:on|in|at|from))\b.*food truck/i,
      new RegExp(`^${LEFT}\\b.*(?:restaurant|cook|kitchen|brasserie)`, "i"),
      /^(?:Sells|Makes|Cooks|Does)\b.*bao/i,
    ],
  ),
  trap(
    "a sister leaves the orchestra",
    ["me and my sister both play viola in a community orchestra, rehearsals every thursday"],
    [
      "drama in the viola section lol",
      "my sister quit the orchestra last week, says she's done with classical and she's learning the banjo now?? she's 41",
      "anyway im staying, we've got a concert in december and i'm not missing that",
    ],
    /^(?!.*(?:sister|quit|left|stopp|no longer)).*(?:viola|orchestra)/i,
    [
      new RegExp(`^${LEFT}\\b.*(?:orchestra|viola)`, "i"),
      /^(?:Plays|Is learning|Learning|Learns|Took up|Takes up|Started)\b.*banjo/i,
      /^(?:Done|Is done|Finished|Is finished)\b.*classical/i,
    ],
  ),
  trap(
    "a job offer turned down",
    ["i'm a receptionist at a vet practice, 90% of my job is calming down owners and 10% is getting bitten lol"],
    [
      "so that aquarium job i interviewed for last month, they offered it to me!",
      "and i did NOT take it in the end. the vets matched the money and i'd miss the animals i actually get to cuddle. so yeah, staying put",
    ],
    /^(?!.*(?:left|quit|no longer|former|used to)).*(?:receptionist|vet(?:erinary)? (?:practice|clinic|surgery))/i,
    [
      /^(?!.*(?:not|n't|turned down|declined|rejected|said no|offer|interview|instead)).*aquarium/i,
      new RegExp(`^${LEFT}\\b.*(?:vet|receptionist|practice)`, "i"),
    ],
  ),
  trap(
    "a question about working fewer days",
    ["im a quantity surveyor, full time, mostly on housing developments"],
    [
      "question for you",
      "would i be mad to ask to go down to four days a week? would it look bad?? i've got the savings but idk, i keep going back and forth",
    ],
    /quantity surveyor/i,
    [
      /^(?:Works|Working|Is working|Went|Goes|Has gone|Moved|Switched|Dropped|Reduced|Cut)\b.*(?:part[- ]time|four days|4 days)/i,
      /^Part[- ]time/i,
      /^(?:No longer|Stopped)\b.*full[- ]time/i,
    ],
  ),
  trap(
    "living at the office, as a joke",
    ["i live in plymouth, work in comms for a housing charity"],
    [
      "launch week at work, i've been there til 11 every night",
      "i basically live at the office now lol, might as well get my post sent there. my flat misses me",
    ],
    /Plymouth/i,
    [/^(?:Lives|Living|Moved|Has moved|Relocated)\b.*office/i, /^(?:Gets|Has|Sends|Redirected|Forwards|Receives)\b.*(?:post|mail)\b/i],
  ),
  trap(
    "an aunt's text about a new job, quoted",
    ["i work at a garden centre, mainly the houseplant section, it's the dream honestly"],
    [
      'lol my aunt perpetua just texted me "congrats on the new job at the bank!! so proud of you"',
      "no idea where she got that from. i'm very much still at the garden centre, maybe she mixed me up with my cousin",
    ],
    /garden cent(?:re|er)/i,
    [
      /^(?!.*(?:aunt|perpetua|cousin|thinks|thought|mix|not\b|n't|no idea)).*\bbank\b/i,
      new RegExp(`^${LEFT}\\b.*garden`, "i"),
      /^(?:Got|Has|Started|Starts)\b.*new job/i,
    ],
  ),
];
