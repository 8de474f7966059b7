// Held-out set 11: written on 2026-11-26 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap,
// and of what a correct reading would store instead of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, one per trap family the issue
// names (hypothetical, third party, negation, question, joke, quoted speech) and changes on the
// life changes it names. Lower case with typos and fillers, news after small talk, two things
// in one message, the way people type to an assistant. A fair fact about the old value may stay
// current once it says the state ended: `old` then skips such texts. Trap patterns claim the
// trap as the user's fact and skip texts that keep its negation or condition.
// First run: 7 of 12 at 47f7634 (bench:facts), the final code of that change. The lead never saw
// its scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|closed|moved|moving|switch|changed|instead|dropped|replac";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Switched from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");
/** Words that keep a trap a non-fact: negated, conditional, asked, or someone else's. */
const HEDGED =
  "not\\b|n't\\b|never|no longer|fell through|called off|instead|stay|would|\\bif\\b|\\?|asks?\\b|asked|wonder|consider|friend|brother|owner|boss|joke|kidding";
/** A fact that starts with one of `starts` and names `value`, with no HEDGED word anywhere. */
const asserts = (starts, value) => new RegExp(`^(?!.*(?:${HEDGED}))(?:${starts})\\b.*${value}`, "i");
/** How a fact would say the user lives, or is going to live, somewhere. */
const LIVES = "Lives in|Living in|Based in|Moved to|Moving to|Is moving to|Will move to|Plans to move|Planning to move|Relocat\\w*";

export const HELD_OUT_11 = [
  change(
    "moved to another country",
    ["hi :) bit of background so you know: i live in brno with my two cats and work as a freelance illustrator"],
    [
      "hiii long time no chat",
      "so we actually did it, we moved to vienna!! last weekend, the flat is tiny and the paperwork is a nightmare but i love it sooo much",
    ],
    /Vienna|Wien/i,
    claims("Brno", ["lived", "\\bhad\\b", "\\bfrom\\b"]),
  ),
  change(
    "new employer after handing in notice",
    ["im a level designer at ubisoft, mostly open world side quest stuff, the crunch is real lol"],
    [
      "ok so update on the job front",
      "handed in my notice before christmas and started at rovio a couple of days ago, way smaller team and nobody emails at midnight 🙏",
    ],
    /Rovio/i,
    claims("Ubisoft", ["worked", "\\bhad\\b", "notice", "resign"]),
  ),
  change(
    "plant based ended, eating fish again",
    ["fyi for when you suggest recipes: im fully plant based, have been for about 4 years, so no meat no dairy no eggs"],
    [
      "confession time 🙈",
      "ive started eating fish again since new year. my iron was on the floor and the gp basically told me to, so salmon twice a week now. still no meat or dairy tho",
    ],
    /\bfish\b|salmon|pesc[ae]tarian|seafood/i,
    claims("(?:plant[- ]based|\\bvegan\\b)", ["fish", "salmon", "again", "pesc", "seafood"]),
  ),
  change(
    "browser switched",
    ["i use brave on my laptop, mostly for the adblock, never got on with anything else"],
    [
      "ugh my laptop fan has been screaming all week",
      "anyway as of monday im on vivaldi, brave was eating all my ram. the tab stacking thing is definately worth it. also finally got a standing desk lol",
    ],
    /Vivaldi/i,
    claims("\\bBrave\\b", ["\\bram\\b", "eating", "vivaldi"]),
  ),
  change(
    "nickname dropped for a shorter one",
    ["oh and call me jojo, everyone does. technically its johanna but only my mum and the bank use that"],
    ["morning! raining again obviously", "small thing but can you call me jo from now on? jojo feels a bit much now that im 30 lol"],
    /\bjo\b/i,
    claims("\\bJojo\\b", ["\\bJo\\b", "rather", "prefers", "\\bover\\b"]),
  ),
  change(
    "split up with a live-in boyfriend",
    ["i live with my boyfriend anselm, going on 3 years now, tiny flat and a very spoiled rabbit"],
    [
      "hey. bit of a heavy one today",
      "anselm and i split up about ten days ago. it was mutual, mostly. he moved out last week so its just me and the plants now, single for the first time in 6 years which is weird",
    ],
    /\bsingle\b|split|broke up|separated/i,
    claims("(?:Anselm|boyfriend|\\bpartner\\b|relationship|Lives with)", [
      "split",
      "broke",
      "single",
      "\\bex\\b",
      "separat",
      "\\bhad\\b",
      "mutual",
    ]),
  ),
  trap(
    "if i ever stop teaching",
    ["i teach piano, mostly kids after school plus a few retired folks on weekday mornings, honestly love it"],
    [
      "what a week. one kid cried, one parent shouted at me, one cancelled 10 min before",
      "if i ever stop teaching im opening a tiny record shop, jazz only, no customers, bliss 😅",
      "anyway can you help me plan a first lesson for a 7 year old who has never touched a piano",
    ],
    /piano/i,
    [
      /^(?:Quit|No longer|Stopped|Left|Gave up|Is quitting|Plans to (?:stop|quit))\b.*(?:teach|piano|lesson)/i,
      asserts(
        "Runs|Owns|Opened|Has|Is opening|Opening|Plans to open|Planning to open|Will open|Works (?:at|in)|Record shop owner",
        "(?:record|shop|store)",
      ),
    ],
  ),
  trap(
    "a brother engaged and moving away",
    ["i live in aberdeen and work at the harbour office, been here my whole life pretty much"],
    [
      "family news!!",
      "my wee brother ruairi got engaged on saturday, to wren, theyve been together like 8 years so about time. and theyre moving to hobart in the spring for her job, mum is devastated lol",
    ],
    /Aberdeen/i,
    [
      /^(?:Engaged|Is engaged|Got engaged|Fianc\w*)\b/i,
      asserts(LIVES, "Hobart"),
      /^(?:Partner|Girlfriend|Wife|Dating|In a relationship)\b.*Wren/i,
    ],
  ),
  trap(
    "did not move in the end",
    [
      "we live in swindon, 2 kids and a dog, the usual chaos",
      "and weve put an offer on a house in cardiff!! fingers crossed 🤞 want to be nearer my parents",
    ],
    [
      "so we did NOT move in the end. the chain collapsed the week before exchange and honestly weve decided to stay put, the kids love their school",
      "still in swindon, still chaos lol",
    ],
    /Swindon/i,
    [asserts(LIVES, "Cardiff"), asserts("Bought|Buying|Is buying|Plans to buy|Made an offer|Put an offer|Has an offer|Offer", "Cardiff")],
  ),
  trap(
    "asking whether a diabetic can dive",
    ["i have type 1 diabetes, diagnosed at 12, on a pump now so mostly its fine"],
    [
      "random q",
      "can you actually scuba dive with type 1? my friend is doing her padi course in dahab in june and keeps begging me to come. is that even allowed",
    ],
    /diabet|type 1/i,
    [
      asserts(
        "Scuba|Dives|Goes|Diving|Is diving|Is doing|Doing|Does|Takes|Is taking|Took|Signed up|Registered|Enrolled|Plans to|Will|Learning|Is learning|Certified",
        "(?:scuba|diving|\\bdive|PADI)",
      ),
      asserts("Going|Goes|Is going|Travel\\w*|Visiting|Will visit|Plans to (?:visit|go|travel)|Trip", "Dahab"),
    ],
  ),
  trap(
    "running away to join the circus",
    ["i work in payroll for an nhs trust, month end is my nemesis"],
    [
      "month end again. two people off sick and the system crashed twice before lunch",
      "thats it, im running away to join the circus 🤡🎪",
      "anyway. can you help me word an email to my manager asking for overtime for this week",
    ],
    /payroll/i,
    [
      asserts(
        "Joined|Joining|Is joining|Plans to join|Will join|Works|Working|Runs away|Running away|Is running away|Ran away|Performs|Member",
        "circus",
      ),
      /^(?:Quit|Left|No longer|Stopped|Resigned|Is leaving|Leaving|Plans to (?:leave|quit))\b.*(?:payroll|job|NHS|trust)/i,
    ],
  ),
  trap(
    "the owner said they would run the new kitchen",
    ["im sous chef at a little tapas place in town, 4 nights a week, love the chaos tbh"],
    [
      "weird night",
      "the owner came in after close and goes \"right, you're running the new kitchen in kilkenny when it opens\" and then just left?? he's said stuff like that before and nothing ever happens, ill believe it when i see a contract",
    ],
    /sous[- ]chef|tapas/i,
    [
      asserts(
        `${LIVES}|Runs|Is running|Running|Will run|Head chef|Is (?:the )?head chef|Manages|Is managing|Works (?:in|at)|Is taking over|Takes over|Will take over`,
        "(?:Kilkenny|new kitchen)",
      ),
      /^(?:Head chef|Is (?:the |now )?head chef|Promoted|Was promoted|Got promoted)\b/i,
    ],
  ),
];
