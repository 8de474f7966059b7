// Held-out set 7: written on 2026-11-26 against main at 4e1aaa4, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, on topics the other sets cover
// little (a house bought after renting, a stolen bike replaced, a job title changed at the same
// company, a podcast ended for a newsletter, a low-FODMAP diet ended for dairy-free, a dentist
// changed; traps: sarcasm about a gym, an obstacle race cancelled before it happened, a past
// city and camper van told as a story, reported speech about a café closing, a parent who
// "would" move in, a question about a neighbour's child's fencing). Lower case with typos and
// fillers, news after small talk, two things in one message, the way people type to an
// assistant. A fair fact about the old value may stay current once it says the state ended
// ("Brompton was stolen"): `old` then skips such texts.
// First run: 4 of 12 at 5f1912a, the final code of that session; never tuned on.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|closed|moved|moving|switch|changed|instead|dropped|replac";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Rides a Brompton", not "Brompton was stolen"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");
/** "cafe" or "café"; no \b after it, as "é" is not a word character to a regex. */
const CAFE = "caf(?:e|é)";
/** How a fact would claim the user is taking part in the race. */
const RACE_CLAIM =
  "Signed up|Is signed up|Registered|Entered|Is doing|Doing|Will do|Plans to|Is running|Will run|Running|Takes part|Is taking part|Participat|Going to|Is going to";

export const HELD_OUT_7 = [
  change(
    "bought a house after renting",
    ["hi! context: we rent a two bed flat in galway, right above a launderette so everything smells like fabric softener lol"],
    [
      "sorry for the radio silence, the last month has been chaos",
      "we finally bought a house!! little terraced place in salthill, got the keys on the 2nd and moved in last weekend. no more landlord 🎉",
    ],
    /Salthill|(?:bought|owns?|purchased|homeowner)\b.*\bhouse|\bhouse\b.*(?:bought|owned|purchased)|homeowner/i,
    claims("(?:\\brents?\\b|renting|tenant|launderette|\\bflat\\b)", ["bought", "\\bhouse\\b", "landlord", "\\brented\\b"]),
  ),
  change(
    "bike stolen and replaced",
    ["i ride an orange brompton everywhere, folds up under my desk at work, best thing i ever bought"],
    [
      "worst week. someone nicked my brompton from outside the library on tuesday, cut right through the lock 😭",
      "picked up a secondhand cannondale on saturday to replace it, heavier but it'll do for now",
    ],
    /Cannondale/i,
    claims("Brompton", ["stolen", "nicked", "lost", "\\bhad\\b"]),
  ),
  change(
    "promoted at the same company",
    ["im a junior data analyst at ocado, basically sql and dashboards all day"],
    ["small win: got promoted!! im a senior analyst now as of the 1st, same team same desk, way more meetings tho"],
    /senior (?:data )?analyst/i,
    claims("junior", ["senior", "promot"]),
  ),
  change(
    "podcast ended, newsletter started",
    ["me and my cousin run a podcast about board games, new episode every other week, like 2k listeners which is wild"],
    [
      "hellooo. so the podcast is officially done, we wrapped it up in may after 80 episodes, the editing was eating my weekends",
      "i write a monthly board game newsletter now instead, way chiller, about 600 subscribers so far",
    ],
    /newsletter/i,
    claims("podcast", ["wrapped", "finished", "\\bdone\\b", "\\bran\\b", "\\bhad\\b", "newsletter"]),
  ),
  change(
    "low FODMAP ended, dairy-free now",
    ["i'm on a low fodmap diet for my ibs, so no onion no garlic, its exactly as fun as it sounds"],
    [
      "update from the dietitian!! the reintroductions went fine so ive been off low fodmap since last week",
      "only dairy still wrecks me, so im just dairy free now. oat milk in everything lol",
    ],
    /dairy[- ]free|(?:\bno|not|n't|avoids?|cuts? out|cut out|quit|gave up|stopp?ed|without)\b.*dairy|dairy.*(?:intoleran|sensitiv|wrecks|upsets)|lactose/i,
    claims("FODMAP", ["\\boff\\b", "finished", "\\bdone\\b", "reintro", "came off", "dairy"]),
  ),
  change(
    "new dentist",
    ["my dentist is dr okafor on mill road, been going to him for like 20 years"],
    [
      "ugh. dr okafor retired over christmas, end of an era",
      "so im with a new dentist now, dr lindqvist at the smile studio on the quay, she's actually really gentle",
    ],
    /Lindqvist|Smile Studio/i,
    claims("Okafor", ["retir", "\\bnew\\b", "\\bhad\\b"]),
  ),
  trap(
    "sarcasm about a gym",
    ["i have a membership at the ymca, swim laps tuesdays and thursdays before work"],
    [
      "the pool is closed for 'maintenance' AGAIN this week, third time this month",
      "yeah sure ill just cancel and join that crossfit place down the road for £200 a month, totally in my budget 🙄",
      "anyway. back in the pool on monday hopefully",
    ],
    /YMCA|swim/i,
    [
      /^(?:Joined|Joins|Is joining|Will join|Plans to join|Member of|Is a member|Has a membership|Does|Goes to|Trains at)\b.*crossfit/i,
      /^(?:Cancell?ed|Cancels|Is cancell?ing|Plans to cancel|Will cancel|Quit|Left|No longer)\b.*(?:YMCA|membership|swim|pool)/i,
    ],
  ),
  trap(
    "obstacle race cancelled before it happened",
    ["i'm a school librarian, three days a week, the rest of the time i'm wrangling my twins"],
    [
      "so i signed up for a tough mudder in june with some work mates, paid the entry fee and everything, even bought trail shoes",
      "and they just cancelled the whole event, something about the landowner pulling out. refund in 5-7 working days apparently. so thats that",
    ],
    /librarian/i,
    [
      new RegExp(`^(?!.*(?:${ENDED}|refund|called off|was going))(?:(?:${RACE_CLAIM})\\b.*)?(?:Tough Mudder|obstacle race)`, "i"),
      /^(?:Is training|Trains|Training)\b.*(?:Tough Mudder|race|event)/i,
    ],
  ),
  trap(
    "past city and camper van told as a story",
    ["i live in tallinn, no car, the trams get me everywhere i need"],
    [
      "found an old photo today from when i lived in valencia, i had this yellow vw camper and we'd drive down to the beach every single weekend",
      "good times lol. can you help me write a caption for it for insta",
    ],
    /Tallinn/i,
    [
      /^Lives in Valencia/i,
      /^(?:Has|Has got|Owns|Drives)\b.*(?:camper|\bVW\b|Volkswagen|\bvan\b)/i,
      /^(?:Drives|Goes) (?:down )?to the beach/i,
    ],
  ),
  trap(
    "a friend's rumour about a café, reported",
    ["my fave cafe is little fern on canal street, i work from there most fridays, the oat flat white is unreal"],
    [
      "my mate dervla reckons little fern is closing down next month, she heard it from someone who knows the landlord",
      "she says she's already switched to the new place across the road. i really hope shes wrong, gonna ask the owner on friday",
    ],
    /Little Fern/i,
    [
      new RegExp(`^(?:Little Fern\\b|(?:Favou?rite|Fave) ${CAFE}).*(?:clos|shut)`, "i"),
      new RegExp(`^(?:(?:Switched|Goes to|Works from)\\b|(?:Favou?rite|Fave) ${CAFE}).*(?:new place|across the road)`, "i"),
      new RegExp(`^(?:No longer|Stopped)\\b.*(?:Little Fern|${CAFE})`, "i"),
    ],
  ),
  trap(
    "a mother who would move in",
    ["its just me and my husband teodor in the house, plus way too many houseplants"],
    [
      "my mum's been struggling on her own since her fall in the winter",
      "if she moved in with us we would have to turn my office into a bedroom and i'd be working from the kitchen table forever. still thinking about it tbh",
    ],
    /Teodor/i,
    [
      /^(?:Mother|Mum|Mom)\b.*(?:lives with|moved in|living with|moving in)/i,
      /^(?:Lives with|Living with)\b.*(?:mother|mum|mom)/i,
      /^(?:Works from|Working from)\b.*kitchen/i,
      /^(?:Turned|Converted|Is turning|Is converting)\b.*office/i,
    ],
  ),
  trap(
    "asking about a neighbour's child's fencing",
    ["i've got an allotment out by the railway, mostly potatoes and runner beans, my happy place"],
    [
      "random one",
      "my neighbour's daughter just started fencing lessons and he asked me if she needs her own sabre or does the club lend them?? no idea, i know nothing about fencing lol",
    ],
    /allotment|potato|runner beans/i,
    [
      /^(?:Fences|Does fencing|Takes fencing|Started fencing|Is learning fencing|Learning fencing|Fencing)\b/i,
      /^(?:Daughter|Child|Kid|Son)\b.*fencing/i,
      /^(?:Needs|Owns|Has|Bought|Wants)\b.*sabre/i,
      /^Has a daughter/i,
    ],
  ),
];
