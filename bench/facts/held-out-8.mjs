// Held-out set 8: written on 2026-11-26 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, on the core life changes of
// issue 26 said casually (a move abroad, a new employer as of monday, a plant-based diet ended
// for health reasons, a note app switched, a surname changed by a marriage, a frozen shoulder
// healed; traps: an editor the user "would" switch to, a coworker's break-up and move, a planned
// move that did NOT happen, a question about retraining, a joke nickname, a boss quoted about
// an office move). Lower case with typos and fillers, news after small talk, two things in one
// message, time words ("since march", "a couple of weeks ago", "as of monday"), the way people
// type to an assistant. A fair fact about the old value may stay current once it says the
// state ended ("No longer plant-based"): `old` then skips such texts.
// First run: 5 of 12 at 47f7634 (bench:facts), the final code of that change. The lead read the
// helper's one-line summaries of its scenarios before this run; no change was aimed at them.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold ("left" as in quitting, not "left side"). */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left(?! side| arm| shoulder)|cancel|moved|moving|switch|changed|instead|dropped|replac|\\blived\\b|\\bfrom\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses OneNote", not "Moved from OneNote"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");
/** Words that keep a statement hypothetical or undecided. */
const UNSURE = "\\bif\\b|would|\\bd\\b|might|\\bmay\\b|consider|thinking|maybe|perhaps";
/** Words that say a health problem is over. */
const HEALED = "recover|heal|better|normal|signed off|discharged|cleared|resolved|\\bgone\\b|\\bover\\b|\\bhad\\b";

export const HELD_OUT_8 = [
  change(
    "moved abroad, said after small talk",
    ["hey so some background, i live in nottingham with my partner and our very fat cat, i work from home mostly"],
    [
      "morning! sorry brain is mush, we've been unpacking boxes all weekend",
      "yeah so we've actually been in copenhagen since march, my partner got a job here. still figuring out the bike lanes and the danish lol",
    ],
    /Copenhagen/i,
    claims("Nottingham"),
  ),
  change(
    "new employer as of monday",
    ["i do customer support for dropbox, fully remote, mostly people who deleted their files and are very upset about it lol"],
    [
      "ok big week",
      "last day at dropbox was friday, they got me a cake and everything. i start at zendesk as of monday as a support team lead!! nervous tbh",
    ],
    /Zendesk/i,
    claims("Dropbox", ["last day", "\\bhad\\b", "until"]),
  ),
  change(
    "plant-based diet ended for health reasons",
    ["i've been plant based for about five years now, so recipes without meat or dairy pls"],
    [
      "ugh got my blood results back, iron and b12 both through the floor",
      "had a long chat with my gp and honestly im eating meat again since a couple of weeks ago. mostly chicken and fish for now, feels so wierd",
    ],
    /^(?!.*(?:\bnot\b|n't\b|\bno\b(?! longer)|never|without|avoids?)).*(?:\beats?\b|eating).*(?:meat|chicken|fish)|omnivore|(?:no longer|stopped|quit|gave up|given up|ended)\b.*(?:plant[- ]based|vegan)/i,
    /^(?!.*(?:no longer|stop|quit|gave up|given up|ended|used to|\bwas\b|former|previous|again|until)).*(?:plant[- ]based|vegan|(?:\bnot\b|n't\b|\bno\b|without|avoids?)\b.*\b(?:meat|dairy))/i,
  ),
  change(
    "note app switched a couple of weeks back",
    ["all my notes live in onenote, work and personal, its a mess but its my mess"],
    [
      "quick one before i forget",
      "moved all my notes over to joplin a couple weeks back, onenote sync kept eating pages. can you help me set up a template for meeting notes?",
    ],
    /Joplin/i,
    claims("OneNote", ["\\beat", "sync", "lost"]),
  ),
  change(
    "surname changed by a marriage",
    ["hi! i'm aoife brennan, i run a tiny bakery and i'll be asking you about invoices a lot"],
    [
      "guess who got married in june 💍",
      "yep!! and i took his surname so it's aoife kowalczyk now, i keep signing the wrong name on everything lol. can you update my invoice footer?",
    ],
    /Kowalczyk/i,
    claims("Brennan", ["maiden", "\\bborn\\b", "n(?:é|e)e\\b"]),
  ),
  change(
    "frozen shoulder healed",
    ["i've got a frozen shoulder on the left side, cant lift my arm above my head, physio says it could take a year"],
    [
      "good news for once!!",
      "physio signed me off on tuseday, my shoulder is basically back to normal. i can reach the top shelf again lol",
    ],
    /^(?=.*(?:shoulder|physio))(?=.*(?:recover|heal|better|normal|signed off|discharged|cleared|no longer|resolved|\bgone\b|\bover\b))/i,
    claims("frozen shoulder", [HEALED]),
  ),
  trap(
    "an editor they would switch to",
    ["i write python all day, pycharm is my home, i know every shortcut by heart"],
    [
      "they changed the licence thing at work again, so annoying",
      "if jetbrains ever drops the free edition i'd probably just jump to lapce tbh. anyway can you explain python decorators like im five",
    ],
    /PyCharm/i,
    [
      new RegExp(`^(?!.*(?:${UNSURE})).*Lapce`, "i"),
      /^(?:No longer|Stopped|Quit|Left|Dropped|Switched from|Moved (?:away )?from)\b.*PyCharm/i,
    ],
  ),
  trap(
    "a coworker's break-up and move",
    ["me and my wife maeve just hit 10 years married, she booked us a cheesy spa hotel for the weekend lol"],
    [
      "bit of a sad day at work",
      "my coworker nadia split up with her husband, shes moving in with her sister in dundee for now. i want to get her something small, any ideas?",
    ],
    /Maeve|\bmarried\b|\bwife\b/i,
    [
      /^(?:Split|Separated|Divorced|Broke up|Is single|Single|Is separated|Is divorced|Getting divorced|Is getting divorced)\b/i,
      /^(?:Lives|Living|Moving|Moved|Is moving|Will move)\b.*(?:sister|Dundee)/i,
      /^(?:Lives in|Based in) Dundee/i,
    ],
  ),
  trap(
    "a planned move that did NOT happen",
    [
      "i live in exeter, little cottage thats damp in every single room",
      "fingers crossed we'll be moving up to inverness in the summer, my husband has a job offer there",
    ],
    [
      "hiya, long time",
      "so we did NOT move in the end, the inverness job got pulled last minute (budget cuts apparently). still in exeter, still damp lol. anyway what actually kills black mould?",
    ],
    /Exeter/i,
    [
      /^(?:Lives in|Lives up in|Moved to|Moving to|Is moving to|Will move to|Relocated to|Based in)\b.*Inverness/i,
      /^(?:Plans to|Planning to|Hopes to|Hoping to|Is hoping to|Is planning to)\b.*Inverness/i,
      /^Husband (?:works|is working|has a job(?! offer)|got a job(?! offer)|started)\b.*Inverness/i,
    ],
  ),
  trap(
    "a question about retraining",
    ["i work in hr for a logistics firm, 9 to 5, its fine, it pays the bills"],
    [
      "can i ask you something kind of big",
      "would it be mad to quit at 38 and retrain as a midwife?? my sister thinks im having a midlife crisis lol. what would the first steps even be",
    ],
    /\bHR\b|human resources|logistics/i,
    [
      /^(?:Is an?|Works as an?|Became an?|Trained as an?|Qualified as an?)\s+(?:student\s+)?midwife/i,
      /^Midwife\b/i,
      /^(?:Quit|Left|Leaving|Is leaving|Is quitting|Quitting|No longer works|Stopped working|Resigned)\b/i,
      /^(?:Retrained|Is retraining|Retraining|Training|Is training|Studying|Is studying|Studies)\b.*midwi/i,
    ],
  ),
  trap(
    "a joke nickname from the kids",
    ["hi, i'm duncan, dad of two, trying to get better at cooking so the kids eat something other than nuggets"],
    [
      "WIN. made lasagna from scratch tonight and both kids had seconds",
      "they've decided i have to be called head chef from now on 😂 anyway how long does leftover lasagna keep in the fridge",
    ],
    /Duncan/i,
    [
      /^(?:Goes by|Name is|Is called|Called|Prefers to be called|Nickname is|Known as|Wants to be called)\b.*chef/i,
      /^(?:Is an?|Works as an?|Became an?)\s+(?:head\s+)?chef/i,
      /^Head chef/i,
    ],
  ),
  trap(
    "a boss quoted about an office move",
    ["i work for an insurance company in coventry, hybrid, in the office tues and thurs"],
    [
      "the all hands today was something else",
      "my boss literally said 'you're all moving to the sheffield office by september' and then hr jumped in with 'nothing has been decided yet' 🙃 so who knows. can you help me write a calm email asking whats going on",
    ],
    /Coventry/i,
    [
      /^(?:Works (?:in|at|from|out of)|Is moving|Moving|Moved|Relocat\w*|Lives in|Based in|Will (?:move|work|be))\b.*Sheffield/i,
      /^(?:(?:Their |The |Her |His )?office|Company|Employer|Team|Workplace)\b.*(?:mov|relocat)\w*\b.*Sheffield/i,
    ],
  ),
];
