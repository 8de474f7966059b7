// Held-out set 75: written on 2026-11-27 against main at 1598cc8, by a helper (`set75`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or the held-out sets on main and in /work/sets.
// Style: plain everyday English from ordinary adults (US and UK), the way a product manager
// testing a memory service would write scenarios: short, natural messages ("Big news, we just
// moved to X last week", "I switched to Y a couple of weeks ago"), told with time expressions and
// mostly inside a request to the assistant. Topics: home, job, diet, to-do app, partner,
// medication, car, pets, health. Traps: a hypothetical move, a brother's new car, a job offer
// turned down, a question about getting a second dog, a wish to quit, a parent's diagnosis.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at cd6a713, and 9 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only joked about. */
const JOKED = "jok|kidding|sarcas|humor|humour|tease|teasing|\\blol\\b";

/** Words that say a fact belongs to someone else in the family. */
const FAMILY =
  "brother|sister|sibling|\\bdad\\b|father|\\bmum\\b|\\bmom\\b|mother|parent|husband|wife|partner|\\bhis\\b|\\bher\\b|\\bhe\\b|\\bhim\\b|\\bshe\\b|family|relative";

export const HELD_OUT_75 = [
  change(
    "a move told as big news, with a local request",
    ["I live in Hexham and work from home most days. Can you suggest a nice circular walk near Hadrian's Wall for a Sunday?"],
    [
      "Big news, we just moved to Falmouth last week! Still living out of boxes. Can you suggest a few things to do with two kids on a rainy Saturday around here?",
    ],
    /Falmouth/i,
    claims("Hexham", ["Falmouth"]),
  ),
  change(
    "a new employer two weeks in, with an intro email request",
    [
      "I'm a project coordinator at Kiewit, mostly scheduling for bridge jobs.",
      "Can you explain the difference between float and lag in a construction schedule?",
    ],
    [
      "I started at Skanska two weeks ago, same kind of coordinator role but on hospital builds now. Can you help me write a short intro email to the site team?",
    ],
    /Skanska/i,
    claims("Kiewit", ["Skanska"]),
  ),
  change(
    "keto dropped for a low-fat diet on doctor's orders",
    ["I've been doing keto since March and it's going really well. Any ideas for a keto-friendly dessert for a dinner party this weekend?"],
    [
      "Quick update: I stopped doing keto last week. My cholesterol came back high, so my doctor has me on a low-fat diet now.",
      "Can you suggest some low-fat work lunches that aren't sad salads?",
    ],
    /low[- ]?fat/i,
    claims("\\bketo", ["low[- ]?fat"]),
  ),
  change(
    "a to-do app switch, with a how-to question",
    ["I use Remember The Milk for all my to-dos, work and personal. How should I set up tags for a kitchen renovation?"],
    [
      "I switched to Akiflow a couple of weeks ago because I wanted my tasks and calendar in one place.",
      "How do I block out time for a task in it?",
    ],
    /Akiflow/i,
    claims("Remember The Milk", ["Akiflow"]),
  ),
  change(
    "a girlfriend becomes a fiancée, with a message request",
    ["It's my girlfriend Imogen's birthday next week. Can you suggest a gift under £100 for someone who loves gardening?"],
    [
      "Big news, Imogen and I got engaged last weekend!! Can you help me draft a message to tell my grandparents? They don't do email, so it'll be a proper letter.",
    ],
    /engaged|fianc/i,
    claims("girlfriend", ["engaged", "fianc"]),
  ),
  change(
    "a medication switch, with a side-effects question",
    ["I take fluoxetine every morning for anxiety. Is it OK to have a glass of wine with dinner?"],
    [
      "My doctor switched me from fluoxetine to venlafaxine last week because the old one had stopped helping.",
      "What side effects should I watch for in the first month?",
    ],
    /venlafaxine/i,
    claims("fluoxetine", ["venlafaxine"]),
  ),
  trap(
    "a hypothetical move asked about, just daydreaming",
    ["I live in Flagstaff and teach middle school science. Can you give me a fun hands-on experiment about density for 7th graders?"],
    [
      "If I ever moved to Ithaca, how cold do the winters actually get compared to here? Just daydreaming, nothing's happening anytime soon.",
    ],
    /Flagstaff/i,
    [
      asserts("Ithaca", `${IMAGINED}|\\?|\\bask|curious|wonder|daydream|question|whether`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Flagstaff", `${IMAGINED}|daydream`),
    ],
  ),
  trap(
    "a brother's new car, with a birthday card request",
    ["I drive a Mazda2 and it's great on gas. How often should I actually rotate the tires?"],
    [
      "My brother just bought a Lucid Air last week and won't stop talking about it. His birthday is Friday, can you help me write a funny card that teases him about it?",
    ],
    /Mazda/i,
    [asserts("Lucid", `${FAMILY}|${JOKED}`), asserts("(?:sold|traded|no longer|replac|switch)\\w*\\b.*Mazda", FAMILY)],
  ),
  trap(
    "a job offer turned down, with a reply to the recruiter",
    ["I'm a paralegal at a small family-law firm in Keene. Can you explain what a motion to compel is in plain English?"],
    [
      "I ended up turning down the offer from Bechtel last week. The money was better but the commute would've been awful and I really like my team.",
      "Can you help me write a short, polite reply to the recruiter?",
    ],
    /paralegal|Keene/i,
    [
      asserts("Bechtel", "turn|declin|offer|\\bnot\\b|n't\\b|recruit|reject|pass|interview|appl"),
      asserts("(?:left|leaving|quit|no longer|resign)\\w*\\b.*(?:firm|paralegal|Keene)", "turn|declin|offer|\\bnot\\b|n't\\b"),
    ],
  ),
  trap(
    "a question about getting a second dog",
    ["We have a basenji called Dumpling and she's a total escape artist. How high does a fence need to be to keep her in?"],
    [
      "Should we get a second dog? My husband keeps sending me vizsla puppies online. What are the honest pros and cons of a two-dog house?",
    ],
    /Dumpling|basenji/i,
    [asserts("vizsla|second dog|two dogs|puppy|puppies", `${IMAGINED}|\\?|should|husband|\\bask|whether|pros|decid|debat|sends|sending`)],
  ),
  trap(
    "a wish to quit teaching, with a revision request",
    ["I'm a maths teacher at a secondary school in Frome. Can you make me a quick starter activity on fractions for Year 8?"],
    [
      "Some days I wish I could just quit and open a little bakery, honestly.",
      "Anyway, can you help me make a revision timetable for my Year 11s? Their mocks are in three weeks.",
    ],
    /teach|maths/i,
    [asserts("bakery|baker", `${IMAGINED}|${JOKED}`), asserts("(?:quit|left|leaving|no longer)\\w*\\b.*(?:teach|school|Frome)", IMAGINED)],
  ),
  trap(
    "a dad's diabetes diagnosis, with a cooking request",
    ["I've had asthma since I was a kid. What's the best way to run in cold weather without setting it off?"],
    ["My dad was diagnosed with type 2 diabetes last month and I'm cooking for him this weekend. Any easy low-sugar dinner ideas?"],
    /asthma/i,
    [asserts("diabet", FAMILY), asserts("low[- ]?sugar|low[- ]?carb", `${FAMILY}|cook|dinner|recipe|meal`)],
  ),
];
