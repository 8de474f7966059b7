// Held-out set 87: written on 2026-11-27 against main at 0584df2, by a helper (`set87`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 86 in /work/sets.
// Style: the plain, ordinary way a product tester would try a memory service: short everyday
// messages from adults in different countries (Czechia, Austria, Nigeria, Malaysia, South Africa,
// Ireland), changes said outright ("Big news, we just moved to X last week", "I switched to Y this
// year", "I'm not with Z anymore"), mixing home, job, notes app, partner, car and diet. Traps: an
// "If I ever ..." question, a friend's news, a question about another medication option, a
// colleague's switch asked about, "I was going to ... but didn't", and a joke. Most messages carry
// a request; time words fit the two conversations' dates (about three weeks apart, January). A
// fair fact about the old value may stay current once it says the state ended ("Left X", "No
// longer uses X"): `old` then skips such texts.
// First run: 10 of 12 at 0584df2 (the session's final code), and 9 of 12 on 1598cc8, the code the session started
// from, run right after. The lead never saw its scenarios before these runs.
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

/** Words that say something was only a joke, a tease or an exaggeration. */
const JOKED =
  "jok|jest|kid|\\blol\\b|humou?r|funny|sarcas|ironic|tease|teasing|tongue|exaggerat|playful|self-deprecat|basically|claim|\\bnot\\b|n't\\b";

/** Words that say a question was only asked, or an option only discussed. */
const ASKED = "\\?|\\bask|curious|wonder|question|whether|compar|option|alternativ|mention|suggest|discuss|advice|opinion";

export const HELD_OUT_87 = [
  change(
    "a move said outright as big news, with an admin request",
    ["hi! I live in Pardubice and I'm looking for a weekend cycling route nearby, around 40 km and mostly flat. any ideas?"],
    [
      "Big news, we just moved to Hradec Králové last week! Still living out of boxes.",
      "Can you give me a checklist of the admin stuff I need to update after moving house in Czechia?",
    ],
    /Hradec/i,
    claims("Pardubice", ["Hradec"]),
  ),
  change(
    "an employer switch said as 'I switched to Y this year'",
    [
      "I'm a heating engineer, I work for Buderus doing service calls around Villach. What's the simplest way to explain to a customer why their boiler pressure keeps dropping?",
    ],
    [
      "I switched to Hoval this year, better pay and fewer weekend callouts. First week done!",
      "Can you help me write a short friendly intro message to the installers on my new team?",
    ],
    /Hoval/i,
    claims("Buderus", ["Hoval"]),
  ),
  change(
    "a notes app switch, short and matter-of-fact",
    ["I keep all my recipes and to-do lists in Zim, the little desktop wiki. Is there a way to make checkboxes I can tick with one click?"],
    ["I'm on QOwnNotes now, moved everything over from Zim on Saturday. How do I set up a separate folder just for recipes?"],
    /QOwnNotes/i,
    claims("\\bZim\\b", ["QOwnNotes"]),
  ),
  change(
    "a breakup said as 'I'm not with Z anymore', with a request",
    ["My boyfriend Chidi and I are going to Calabar for his birthday next weekend. Any ideas for a nice present under 50,000 naira?"],
    [
      "I'm not with Chidi anymore. We ended it a couple of weeks ago, it was mutual but still sad.",
      "Can you suggest some weekend things I can do on my own that don't feel lonely?",
    ],
    /single|broke up|break ?up|split|separat|\bended\b|(?:not|no longer) (?:with|dating|together|in a relationship)|\bex\b|ex-/i,
    claims("Chidi", ["broke", "break", "split", "separat", "single"]),
  ),
  change(
    "a car trade-in said plainly, with a service question",
    ["I drive a Perodua Axia to work in Kuantan every day. How often should I really change the engine oil in this heat?"],
    [
      "Finally upgraded! Traded the Axia in for a Myvi on Saturday, so much more room for the kids.",
      "What should I ask them to check at the first service?",
    ],
    /Myvi/i,
    claims("Axia", ["Myvi", "trade"]),
  ),
  change(
    "vegetarian to vegan, said as a change this year, with a cooking question",
    ["I'm vegetarian but I still eat eggs and cheese. Can you give me a quick lunch idea I can take to the office?"],
    [
      "I went fully vegan this year, no eggs or dairy since New Year. Honestly easier than I expected.",
      "What can I use instead of parmesan on pasta?",
    ],
    /vegan/i,
    claims("vegetarian", ["vegan"]),
  ),
  trap(
    "an 'If I ever move' question, with a hair request",
    ["I'm a nurse in Gqeberha, day shifts at a private hospital. Can you help me plan cheap healthy meals for a 12 hour shift?"],
    [
      "If I ever move inland, is Makhanda a nice place to live? Not planning anything, the sea air just wrecks my hair lol.",
      "Any tips for frizz in humid weather?",
    ],
    /Gqeberha/i,
    [
      asserts("Makhanda", `${IMAGINED}|${ASKED}|inland`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Gqeberha", IMAGINED),
    ],
  ),
  trap(
    "a friend's new dogs, and the user's own parrot",
    ["My African grey, Kofi, has started plucking his chest feathers. What could be causing it?"],
    [
      "Big news from my friend Ngozi, she just adopted two rescue salukis!! She's over the moon.",
      "Can you help me pick a small welcome gift for her dogs?",
    ],
    /Kofi/i,
    [
      asserts("saluki|\\bdogs?\\b", "friend|Ngozi|\\bher\\b|\\bshe\\b|their|gift"),
      asserts("(?:no longer|gave away|rehom|gave up)\\w*\\b.*(?:Kofi|parrot|grey)", "friend|Ngozi"),
    ],
  ),
  trap(
    "'I was going to take another job but didn't', with a note request",
    ["I'm a pastry chef at a hotel in Killarney. Can you scale my croissant recipe from 24 to 60 pieces?"],
    [
      "I was going to hand in my notice and take a job at a bakery in Kenmare, but I didn't. They improved my contract here so I'm staying put.",
      "Can you help me write a short thank you note to my manager?",
    ],
    /Killarney|pastry/i,
    [
      asserts("Kenmare|bakery", `${IMAGINED}|offer|declin|turned down|stay|almost|nearly|going to|plan|instead of`),
      asserts(
        "(?:left|quit|resign|handed in|no longer)\\w*\\b.*(?:hotel|Killarney|pastry|job|notice)",
        `${IMAGINED}|almost|nearly|going to|plan`,
      ),
    ],
  ),
  trap(
    "a joke about being fluent after six months of lessons",
    ["I'm learning Georgian, about six months in, with a tutor on Thursday evenings. Can you give me some easy practice sentences?"],
    [
      "Good news, I'm basically fluent now. I can say thank you and order khachapuri, what else is there lol",
      "Can you make me a list of 20 restaurant phrases with pronunciation?",
    ],
    /Georgian/i,
    [asserts("fluent", JOKED)],
  ),
  trap(
    "a question about another medication option",
    ["I have gout and I've been on allopurinol for about a year. Are cherries actually good for it or is that a myth?"],
    [
      "My doctor mentioned febuxostat as another option. Is it any better than what I'm on, or just more expensive?",
      "Also which beers are lowest in purines, asking for a friend (me)",
    ],
    /allopurinol/i,
    [
      asserts("febuxostat", `${IMAGINED}|${ASKED}|doctor`),
      asserts("(?:stopped|switch|no longer|quit|came off|off)\\w*\\b.*allopurinol", `${IMAGINED}|${ASKED}`),
    ],
  ),
  trap(
    "a colleague's editor switch, asked about",
    ["I write all my shell scripts in Lite XL, it's fast and stays out of my way. How do I make it show whitespace characters?"],
    [
      "My colleague switched to CudaText and won't stop talking about it. Should I try it, or is it basically the same thing?",
      "Also what's a good linter for bash?",
    ],
    /Lite[ -]?XL/i,
    [
      asserts("CudaText", `colleague|coworker|co-worker|\\bhis\\b|\\bher\\b|\\bhe\\b|\\bshe\\b|their|${IMAGINED}|${ASKED}|\\btry`),
      asserts("(?:stopped|switch|no longer|replac|moved)\\w*\\b.*Lite[ -]?XL", `colleague|coworker|${IMAGINED}|${ASKED}`),
    ],
  ),
];
