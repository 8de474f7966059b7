// Held-out set 4: written on 2026-11-26 against main at 5651649 (offline rules as of e5b7579),
// by a helper who read neither src/facts/ nor the facts tests; never tuned on, first run once by
// bench:facts at 6c5ad33, the commit that added it (4 of 12), and left as first run. Same shape
// as TUNING in scenarios.mjs; 6 changes and 6 traps, on topics the other sets cover little
// (laptop, sport, a diet ended, working hours, a child's school, a condition now managed; traps:
// sarcasm, a plan cancelled before it happened, a past home told as a story, reported speech,
// "would", a question about someone else). Written lower case with typos and fillers, the way
// people type to an assistant. A fair fact about the old value may stay current once negated
// ("No longer plays squash"): `old` then skips texts that say the state ended.
// Since then it was tuned on: the fixes for casual speech (activities keyed by the activity,
// an "if" meaning whether, sarcasm markers, lower-case names, a place lived in once) were made
// after reading its failures; 7 of 12 at 8b151b8. Its first run stays the held-out figure.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED = "no longer|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|former|previous|left|moved|switch|changed";
/**
 * A fact that still states `value`: no word of ENDED before it ("Plays squash" and "Does
 * intermittent fasting, not before noon" match; "No longer plays squash" does not).
 */
const still = (value) => new RegExp(`^(?:(?!${ENDED}).)*${value}`, "i");
/** Any fact about `value` that says none of ENDED nor `also` anywhere (for traps and looser states). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");

export const HELD_OUT_4 = [
  change(
    "new work laptop",
    ["hey! quick context for later, my work laptop is a thinkpad x1 carbon, running fedora on it"],
    [
      "ugh what a week, the coffee machine at the office died on tuesday.",
      "anyway as of monday im on a macbook air, still cant find the delete key lol",
    ],
    /MacBook/i,
    /ThinkPad/i,
  ),
  change(
    "dropped squash, took up bouldering",
    ["i play squash twice a week w my brother in law, its the only exercise i get tbh"],
    ["hows it going. so i quit squash a couple of weeks ago, my back was not having it.", "took up bouldering instead and im hooked"],
    /boulder/i,
    still("squash"),
  ),
  change(
    "ended intermittent fasting",
    ["i've been doing intermittent fasting since march, nothing to eat before noon"],
    [
      "morning!! weird dream last night but whatever.",
      "oh btw i gave up the fasting thing a couple weeks ago, i was sooo cranky. back to normal breakfasts",
    ],
    /(?:no longer|stop|quit|gave up|gives up|given up|ended|not\b|n't\b).*\bfast/i,
    still("fasting"),
  ),
  change(
    "night shifts to day shifts",
    ["i work nights at the hospital, 7pm to 7am, so sorry if i reply at wierd hours"],
    ["finally some good news: i moved to day shifts as of monday!! i feel human again"],
    /day shift/i,
    still("(?:nights|night shift|7 ?pm)"),
  ),
  change(
    "daughter changed schools",
    ["my daughter noor just started year 2 at hillcrest primary, she loves her teacher"],
    ["long week. we ended up moving noor to oakfield academy at the start of term, hillcrest just wasnt working for her"],
    /Oakfield/i,
    still("Hillcrest"),
  ),
  change(
    "blood pressure now under control",
    ["doctor says my blood pressure is way too high, 160 over 100, so im supposed to cut salt"],
    ["update on the blood pressure saga lol, its under control now, been on meds since early december"],
    /(?:blood pressure|hypertension).*(?:control|normal|manag)|(?:control|normal|manag).*(?:blood pressure|hypertension)/i,
    claims("(?:high blood pressure|hypertension|blood pressure.*high)", ["control", "normal", "manag"]),
  ),
  trap(
    "sarcasm about switching teams",
    ["i'm a packers fan, have been since i was like 6, my whole family is"],
    [
      "did u see sundays game. wow. incredible. truly the best defense in football 🙄",
      "yeah i'm totally gonna become a vikings fan now, great idea, love that for me",
      "ugh. packers til i die i guess",
    ],
    /Packers/i,
    [/Vikings/i],
  ),
  trap(
    "class cancelled before it started",
    ["i speak spanish and english, grew up bilingual in a very loud house haha"],
    [
      "so i signed up for mandarin classes starting next month but the school cancelled the course before the first lesson, so thats not happening",
      "maybe next year",
    ],
    /Spanish/i,
    [claims("Mandarin", ["cancel", "signed up", "maybe"])],
  ),
  trap(
    "past city told as a story",
    ["i live in wellington, been here about 5 years now"],
    [
      "this rain reminds me of when i lived in nairobi, i worked at a little bookshop there and we'd get soaked every afternoon",
      "good times. anyway how do you get mould off a bathroom ceiling",
    ],
    /Wellington/i,
    [/^Lives in Nairobi/i, /^Works at .*bookshop/i],
  ),
  trap(
    "brother's band, reported",
    ["my favourite band is khruangbin, saw them live twice"],
    [
      "my brother swears nickelback is the best band of all time and he wont shut up about it",
      "he told me i'd love them if i gave them a chance. i will not",
    ],
    /Khruangbin/i,
    [/^(?:Favou?rite band|Loves|Likes|Would love|Fan of|Listens to)\b.*Nickelback/i],
  ),
  trap(
    "a puppy they would name",
    ["we have two guinea pigs, pepper and salt, the kids named them"],
    [
      "the kids are begging for a puppy again.",
      "if we got one we would probably call it waffles but honestly i'd be the one walking it every morning so... no",
    ],
    /guinea pig/i,
    [/Waffles/i, /^(?:Has|Owns|Got|Adopted) (?:a )?(?:puppy|dog)/i],
  ),
  trap(
    "asking about a brother's girlfriend",
    ["my husband idris and i have been together six years, married for two"],
    ["ok random question", "do you think my brother should propose to his girlfriend imke? theyve only been dating since march"],
    /Idris/i,
    [/^(?:Husband|Partner|Wife|Girlfriend|Married to|Engaged to|Dating)\b.*Imke/i, /^(?:Plans to propose|Proposes|Proposed)/i],
  ),
];
