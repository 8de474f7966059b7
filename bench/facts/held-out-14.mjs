// Held-out set 14: written on 2026-11-27 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, mixing a few core life changes
// with everyday routines and preferences. Lower case with typos and fillers, news after small
// talk, two things in one message, time words, the way people type to an assistant. A fair
// fact about the old value may stay current once it says the state ended ("No longer does spin
// class"): `old` then skips such texts.
// First run: 7 of 12 at 22a8e29 (bench:facts), the final code of that session. The lead never saw
// its scenarios before this run, and the helper's report named none.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|moved|moving|switch|changed|instead|dropped|replac|\\boff\\b|anymore";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Does spin class", not "Quit spin class"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only asked, wished, offered or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_14 = [
  change(
    "moved from tampere to ljubljana",
    [
      "hey! quick background so you know: i live in tampere, been here since uni basically",
      "also i teach english online so my hours are a bit weird",
    ],
    [
      "ok sorry i vanished, it's been a lot",
      "we actually did it, moved to ljubljana as of the 1st!! still living out of boxes and the flat has no curtains yet but the view of the castle is unreal",
    ],
    /Ljubljana/i,
    claims("Tampere", ["Ljubljana"]),
  ),
  change(
    "spin class replaced by rowing",
    ["i do spin class at 6am before work mon wed fri, its the only way i actually wake up tbh"],
    [
      "so my knee has been acting up and the physio said no more spin for a while. kinda gutted",
      "BUT i joined a rowing club by the river a couple weeks ago, we go out tues and thurs evenings and i'm hooked lol",
    ],
    /rowing|\brows?\b|rower/i,
    claims("spin", ["rowing", "knee", "physio"]),
  ),
  change(
    "coffee given up for yerba mate",
    ["morning! i run on cold brew honestly, like 3 big glasses a day, its a problem lol"],
    [
      "random update but i havent had coffee since march!! the jitters were getting bad",
      "drinking yerba mate now instead, my flatmate got me into it, tastes like grass at first but it grows on you",
    ],
    /yerba|\bmate\b/i,
    claims("cold brew|coffee", ["yerba", "\\bmate\\b", "since", "jitter", "havent", "haven't"]),
  ),
  change(
    "simplenote swapped for standard notes",
    ["all my notes live in simplenote, shopping lists, meeting notes, random ideas at 3am, everything"],
    [
      "ugh work is so busy this month",
      "oh and i moved everything over to standard notes last weekend bc i wanted end to end encryption, took forever to tag everything again but worth it",
    ],
    /Standard ?Notes/i,
    claims("Simplenote", ["Standard"]),
  ),
  change(
    "night owl turned early sleeper",
    ["im a total night owl, rarely asleep before 2am, mornings are not my thing at all"],
    [
      "new job starts at 7:30 so i've had to fix my sleep",
      "been going to bed around 10:30 since the start of the month and honestly?? i feel like a new person. who knew",
    ],
    /10[:.]?30|half (?:past )?ten|\b(?:9|10|11)(?::\d\d)? ?pm|early (?:to bed|sleeper|riser|bird)|early bedtime|(?:sleeps?|bed) early/i,
    claims("night owl|2 ?am|late", ["10[:.]?30", "early"]),
  ),
  change(
    "paleo diet ended",
    ["im doing paleo at the moment, so no grains no dairy, lots of eggs and sweet potatoes"],
    [
      "ok confession time",
      "i stopped the paleo thing a couple of weeks ago, it was making dinners with friends impossible. pasta is back in my life and im not sorry",
    ],
    /(?:no longer|not|stopped|quit|gave up|ended|off|dropped|came off|left)\b.*paleo|paleo\b.*(?:ended|stopped|over|no longer)|(?:eats?|eating) (?:pasta|grains|carbs).*again|(?:eats?|eating) pasta/i,
    claims("paleo", ["pasta", "confess"]),
  ),
  trap(
    "a hypothetical instrument",
    ["i play the ukulele, started in lockdown and just never stopped, im in a little strumming group on thursdays"],
    [
      "had the best group session last night, we did a whole beatles medley",
      "tbh if i ever had more time i'd swap the uke for the euphonium, always loved brass bands. never going to happen with my job though lol",
    ],
    /ukulele|\buke\b/i,
    [/euphonium/i],
  ),
  trap(
    "sister moved, not the user",
    ["i live in oulu, finland, it's dark basically all winter but i love it"],
    [
      "family news: my sister just moved to valparaíso for a postdoc, as of monday she lives by the sea and i'm SO jealous",
      "anyway still here in the snow, might visit her in the spring",
    ],
    /Oulu/i,
    [asserts("Valpara", "sister|sibling|\\bsis\\b|visit|family")],
  ),
  trap(
    "did not take the late shift",
    ["i work early shifts at a bakery, 5am starts, but im done by 1 which is nice"],
    [
      "my manager asked if i wanted to move to the late shift since someone left",
      "i said no in the end, i'm NOT doing lates, still on earlies and honestly i like having my afternoons",
    ],
    /earl(?:y|ies)|5 ?am/i,
    [asserts("late shift|\\blates\\b|evening shift", "not|n't|\\bno\\b|asked|offered|wanted|turned down|declin|refus|still")],
  ),
  trap(
    "a question about another browser",
    ["i use librewolf as my main browser, mostly for the privacy stuff"],
    ["quick q, is zen browser any good? a few people at work swear by it", "like would it be worth switching or is it just hype"],
    /LibreWolf/i,
    [asserts("\\bZen\\b", "consider|thinking|should|wonder|asks?\\b|asked|curious|worth|question|hype|people at work")],
  ),
  trap(
    "a joke about selling the bike",
    ["i cycle to work every day, about 8km each way, rain or shine"],
    [
      "ugh. third flat tyre this month",
      "thats it, im selling the bike and buying a horse 🐴 lol. anyway patched it again, see you tomorrow commute",
    ],
    /cycl|bik(?:e|es|ing)|8 ?km/i,
    [/horse|no longer (?:cycl|bik)|stopped (?:cycl|bik)|^(?!.*(?:joke|lol)).*sell(?:s|ing)? .*bike/i],
  ),
  trap(
    "quoted speech about the garden plot",
    ["i have a plot at the community garden near my flat, mostly beans and courgettes and way too many tomatoes"],
    [
      'every single spring my wife says "this is the year you give up the plot" haha',
      "not a chance, already ordered seeds for this year and booked the rotavator for saturday",
    ],
    /community garden|garden plot|allotment|\bplot\b/i,
    [asserts("(?:gave up|give up|giving up|gives up|quit|no longer|stopped|lost).*(?:plot|garden)", "wife|says|said|keeps|every")],
  ),
];
