// Held-out set 160: written on 2026-11-28 against main at cbacb6d, by a helper (`set160`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a Japanese-American engineering manager in her late thirties living
// in and around a big Pacific Northwest city (never named; only its neighbourhoods and suburbs are),
// who writes terse, efficient messages in bullet-like fragments with dashes, slashes and
// abbreviations ("w/", "1:1s", "2x/wk", "EM", "IC"), no small talk, and asks about 1:1 agendas,
// hiring, her kids' schedules, her commute, her running, her elderly father and home tech. Three
// changes are told plainly as news (a move from one neighbourhood to a suburb, a new employer, a
// bank switch) and three only in passing beside a request (a new thermostat that keeps going to
// Away, a lock for the e-bike she now rides to work, carrying 1:1 talking points over in the tool
// her company moved her onto). Traps: a hypothetical return to IC work while she stays a manager,
// her husband's new job while her employer stays, a quoted remark from her physical therapist
// (stop running and swim) that she does not follow, a negation (no puppy, the cat stays the only
// pet), a joke about living in her car while her neighbourhood stays, and a plan not carried out (a
// gym switch toured and dropped). Time words fit the two conversations' dates (New Year's Day, then
// about three weeks later). A fair fact about the old value may stay current once it says the state
// ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 4 of 12 at 5685ef4 (the session's final code), and 4 of 12 on cbacb6d, the code the
// session's second round started from (run first, scores only).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothet|\\?|\\bask|wonder|curious|explor|weigh|mull|miss";

/** Words that say something was said in jest, irony or exaggeration. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|tongue|quip|tease|exaggerat|frustrat|\\blol\\b|basically|effectively|practically|feel|busy|hectic|packed|driv|schedul|shuttl|ferry`;

/** Words that put a remark in someone else's mouth (her physical therapist's), or make it a cut-back she chose. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|advis|recommend|told|\\bPT\\b|physio|therap|declin|refus|ignor|against|\\bmay\\b|\\btry|\\b3\\b|three|(?:4|four)\\s*(?:x|times|runs|days)|reduc|cut|dropp|fewer|less|scal|mileage`;

/** Words that make a gym switch only a plan, a tour or a thing weighed and dropped. */
const UNDONE = `${IMAGINED}|plan|intend|intent|meant to|set to|decid|against|tour|visit|look|trial|kept|keep|still|stay|waitlist|expens|cost|\\$`;

/** Words that give the news to her husband, not to her. */
const HUSBAND = "Derek|husband|spouse|partner|\\bhis\\b|\\bhe\\b|\\bhim\\b";

/** Words that keep a puppy a wish of the kids' or a thing refused. */
const REFUSED =
  "\\bnot\\b|n't|never|\\bno\\b|declin|refus|against|want|campaign|lobb|\\bask|\\bbeg\\b|begg|plead|\\bheld\\b|\\bhold|\\bif\\b|would|might|maybe|wish|hope|pressure|push|request";

export const HELD_OUT_160 = [
  change(
    "a move from a city neighbourhood to a suburb near her father, told plainly as news",
    [
      "live in Wedgwood - 2 kids (8, 11), both at the neighborhood elementary. need after-school coverage Tue/Thu 3:10-5:30 - the school program is waitlisted. what are the usual options near Wedgwood - nanny share, rec center, something else?",
    ],
    [
      "some news - we moved. closed on a house in Shoreline on the 8th, moved in last weekend. dad's 10 min away now, which was the whole point.",
      "kids start at the new school Feb 3 - checklist for transferring records + what to ask the front office on day 1?",
    ],
    /Shoreline/i,
    claims("Wedgwood", ["Shoreline"]),
  ),
  change(
    "a new employer, told plainly as news",
    ["EM at Expedia - lodging search, 7 reports. new report starts Mon. need a first 1:1 agenda - what to cover, what to skip, 30 min"],
    [
      "news - I left Expedia. started at Zillow on the 13th - EM again, rentals team, inherited 6 reports.",
      "need a 30/60/90 outline for a manager new to the domain - I know search, not rentals. keep it to one page",
    ],
    /Zillow/i,
    claims("Expedia", ["Zillow"]),
  ),
  change(
    "a bank switch from a national bank to a credit union, told plainly as news",
    [
      "we bank w/ Wells Fargo - joint checking + savings. how do I set up a recurring transfer to the kids' 529s every payday (1st + 15th) so I stop doing it by hand?",
    ],
    [
      "finally did it - moved everything from Wells Fargo to Sound Credit Union. checking, savings, the 529 transfers. WF accounts closed Fri.",
      "which autopays do people usually forget when they switch banks? want to catch them before something bounces",
    ],
    /Sound (?:Credit|CU)/i,
    claims("Wells Fargo|\\bWF\\b", ["Sound", "clos"]),
  ),
  change(
    "a new thermostat shown only by a problem with its Away mode",
    [
      "Nest thermostat downstairs - want 66 from 6-8a, 62 while the house is empty, 68 at 3:15 when kids get home. how do I set that schedule and stop it 'learning' over it?",
    ],
    [
      "new Ecobee (Nest finally died) keeps flipping to Away around 2:30 - kids walk into a 62 degree house. how do I turn off the auto-away thing w/o losing the schedule?",
    ],
    /ecobee/i,
    claims("\\bNest\\b", ["ecobee", "died", "dead", "broke"]),
  ),
  change(
    "a bus commute replaced by an e-bike, shown only by a question about a lock",
    ["commute Fremont -> SLU on the 40 bus, ~25 min each way. want to use it - 3-4 podcasts on eng management that aren't fluff?"],
    [
      "best lock setup for a Specialized Turbo Vado? riding it to the office every day now and the bike cage in our garage is shared w/ 2 other companies",
      "also - rain pants that survive 4 mi in January w/o looking like a trash bag",
    ],
    /bike|Vado|Specialized|cycl/i,
    claims("\\bbus\\b|\\b40\\b", ["bike", "Vado", "Specialized", "cycl", "\\brid"]),
  ),
  change(
    "1:1 agendas moved into a new tool, shown only by a question about carrying items over",
    [
      "1:1 agendas live in SharePoint - one page per report, 8 reports. want a better standing template: wins / blockers / career / feedback both ways. draft one?",
    ],
    [
      "how do I get talking points to carry over between 1:1s in Lattice? company moved us onto it this month, all my agendas are in there now - unchecked items keep disappearing",
    ],
    /Lattice/i,
    claims("SharePoint", ["Lattice"]),
  ),
  trap(
    "a hypothetical return to IC work at staff level, asked as a question",
    ["EM at Nordstrom - payments infra, 9 reports. year-end calibration is the 17th. outline for a calibration prep doc per person?"],
    [
      "hypothetical - if I went back to IC at staff level, how big is the comp hit usually? I miss building. not telling anyone yet.",
      "what would I ask my director first w/o it sounding like I'm halfway out the door?",
    ],
    /manag|\bEM\b/i,
    [
      asserts("staff (?:eng|level|IC)|\\bIC\\b|individual contributor", IMAGINED),
      asserts("(?:left|leav|quit|stepp\\w* down|no longer|went back|returned|moved)\\w*\\b.*(?:manag|\\bEM\\b|people lead)", IMAGINED),
    ],
  ),
  trap(
    "her husband takes a job at another company, and her own employer stays",
    [
      "EM at Redfin - hiring 2 backend engineers this quarter. need a structured rubric for the system design round - 4 levels, what signals per level",
    ],
    [
      "Derek (husband) took the Boeing offer - accepted Fri, starts Feb 10. me - staying at Redfin, no change.",
      "his commute means 6:15a departures. need a weekday kid plan - drop-off, pickup, swim Wed - I have 8:30 standups",
    ],
    /Redfin/i,
    [asserts("Boeing", HUSBAND), asserts("(?:left|leav|quit|no longer|resign)\\w*\\b.*Redfin", `${HUSBAND}|\\bnot\\b|n't|stay`)],
  ),
  trap(
    "a physical therapist's remark to stop running and swim, quoted and not followed",
    [
      "training for the Mercer Island Half in March - 4 runs/wk, long run Sat. need a plan where weekday runs are 6am and done by 6:50 (school drop-off)",
    ],
    [
      "PT Tue re: IT band - her exact words: 'honestly I'd stop running for a month and just swim.' - not doing that. race is 8 wks out.",
      "dropping to 3 runs/wk + 2 strength days. rework the plan?",
    ],
    /\brun|half|Mercer/i,
    [
      asserts(
        "(?:stop|quit|paus|break from|time off|month off|no longer|gave up|given up|taking off)\\w*\\b.*(?:\\brun|half|race|Mercer)",
        QUOTED,
      ),
      asserts("\\bswim", QUOTED),
    ],
  ),
  trap(
    "a puppy denied, and the old cat stays the only pet",
    ["cat Yuzu is 12 - vet says senior bloodwork yearly now. what's actually in a senior panel and what's worth adding?"],
    [
      "no - we did NOT get a puppy, whatever the kids told their teachers. they campaigned all break, I held the line. Yuzu's enough, and dad's over 3x/wk and trips on everything already.",
      "need a way to explain 'not now' to an 8yo + 11yo that doesn't turn into a negotiation",
    ],
    /Yuzu|\bcat\b/i,
    [asserts("pupp|\\bdogs?\\b", REFUSED)],
  ),
  trap(
    "a joke about living in the car during a packed week, while her neighbourhood stays",
    [
      "we live in Ravenna - 2 kids (8, 11), husband, my dad 15 min away. need a shared family calendar setup so pickups stop falling through - what's least painful for 2 adults + an 11yo w/ a phone?",
    ],
    [
      "this wk: swim M/W, piano Tue, robotics Thu, 2 bday parties Sat, dad's cardiology appt Fri. I live in the Palisade now. forward my mail there.",
      "how do I get pickup reminders to go only to whoever's driving that day, not both of us?",
    ],
    /Ravenna/i,
    [
      asserts("(?:\\bliv\\w*|resid\\w*|\\bhome|address|mail\\w*)\\s+(?:\\S+\\s+){0,3}(?:Palisade|car|SUV)\\b", JOKED),
      asserts("(?:moved|left|leav\\w*|no longer)\\b.*Ravenna", JOKED),
    ],
  ),
  trap(
    "a gym switch toured and dropped, and the old gym kept",
    ["gym: Olympic Athletic Club in Ballard, 6am 2x/wk before work. lifting plan for a runner - 45 min, not bodybuilding"],
    [
      "was all set to cancel OAC and move to Life Time for the kids' club - toured Sat. $$$ + 3 month waitlist for the kids' club. kept OAC.",
      "need a Jan-Feb strength block, 2x/wk, 45 min",
    ],
    /Olympic Athletic|\bOAC\b/i,
    [asserts("Life ?Time", UNDONE), asserts("(?:cancel|left|quit|no longer|switch|moved)\\w*\\b.*(?:\\bOAC\\b|Olympic|Athletic)", UNDONE)],
  ),
];
