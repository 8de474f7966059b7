// Held-out set 74: written on 2026-11-27 against main at ac9f618, by a helper (`set74`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 70 in /work/sets.
// Style: changes are told indirectly, through their consequences, as people often do (a new
// commute after a move, a new manager after a job change, eating fish again after a diet change,
// "my husband" after a fiancé, one-pedal driving after a new car, a new editor's settings after a
// switch), each still clear to a careful human note-taker. Traps are consequences that belong to
// someone else (a husband's commute, a flatmate's puppy), things only temporarily true (a hotel
// stay, a holiday rental car, a borrowed laptop) and a hypothetical question. North American
// chat style, most messages with a request; time words fit the two conversations' dates (about
// three weeks apart, January). A fair fact about the old value may stay current once it says the
// state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 5 of 12 at ac9f618 (after rules read from sets 55 to 70), and 5 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
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

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_74 = [
  change(
    "a move told only through the new commute and the unpacking",
    [
      "happy new year! i live in kalamazoo and the lake effect snow has been relentless this week. whats the best way to stop my windshield icing over every night?",
    ],
    [
      "ugh the new commute is brutal, 40 minutes each way on MARTA now that we're in decatur, and there are still boxes everywhere in the new place. any tips for making a long train ride actually productive? i want to read more this year",
    ],
    /Decatur/i,
    claims("Kalamazoo", ["Decatur"]),
  ),
  change(
    "a job change told through the new manager, with a work request",
    [
      "hey! i'm a data analyst at wayfair, mostly sql and dashboards for the merchandising team. can you explain window functions with a simple example?",
    ],
    [
      "hi again. my new manager at chewy is honestly great, she blocks off focus time for the whole team and actually reads our docs. wayfair feels like a lifetime ago and it's only been two weeks",
      "can you help me write a 30-60-90 day plan for this role? i want to look like i know what i'm doing",
    ],
    /Chewy/i,
    claims("Wayfair", ["Chewy"]),
  ),
  change(
    "a vegan diet ends, told as eating fish again, with a recipe request",
    ["i've been vegan for about six years now. can you give me a high protein breakfast idea that isn't tofu scramble again?"],
    [
      "can't believe i'm eating fish again lol. my bloods came back really low on b12 and iron and my doctor pushed hard, and honestly i feel way better with salmon a couple of times a week. still no meat or dairy though",
      "what's an easy sheet pan salmon recipe for a weeknight?",
    ],
    /pescatarian|\bfish\b|salmon|seafood/i,
    claims("\\bvegan", ["fish", "salmon", "pescatarian", "seafood"]),
  ),
  change(
    "an engagement becomes a marriage, told as 'my husband and I'",
    [
      "me and my fiancé rafferty are finally doing the wedding later this month, tiny registry office thing with like 12 people. can you help me write a short toast thanking our parents?",
    ],
    [
      "so my husband and i are trying to merge our finances and it's honestly more admin than the wedding was. rafferty wants one joint account for everything, i want joint plus our own separate ones. can you lay out the pros and cons of each?",
    ],
    /^(?!.*(?:getting married|to be married|plan|will|upcoming)).*(?:\bmarried\b|husband|spouse)/i,
    claims("fianc|engaged|getting married|to be married|wedding", ["husband", "spouse", "\\bwife\\b", "(?<!getting |to be )\\bmarried\\b"]),
  ),
  change(
    "a new car told through charging it, with a question",
    [
      "my 2006 pontiac aztek is making a grinding noise when i brake. is it safe to drive for a few more days until my mechanic can look at it on friday?",
    ],
    [
      "still getting used to one-pedal driving in the niro, and charging it overnight off a normal wall outlet is painfully slow. the trade-in on the aztek barely covered the floor mats lol",
      "is a level 2 home charger actually worth it if i only drive about 30 miles a day?",
    ],
    /Niro/i,
    claims("Pontiac|Aztek", ["Niro", "trade"]),
  ),
  change(
    "a code editor switch told through the new editor's settings",
    [
      "i'm teaching myself to code in thonny, it's simple and doesn't overwhelm me. can you explain what a list comprehension is like i'm five?",
    ],
    [
      "vscodium keeps asking me which interpreter to use every single time i open a folder, what am i doing wrong?? i outgrew thonny once my projects had more than one file. also how do i set up a virtual environment in it",
    ],
    /VSCodium/i,
    claims("Thonny", ["VSCodium", "outgrew"]),
  ),
  trap(
    "a hotel stay for a workshop, with a work request",
    ["i'm a high school chemistry teacher in kamloops. can you help me write a 10 question lab safety quiz for grade 11?"],
    [
      "writing this from a hotel room in fredericton, the ministry flew a bunch of us out for a curriculum workshop until thursday and the wifi is a joke",
      "can you help me turn my notes from today into a one page summary for my department back home?",
    ],
    /Kamloops/i,
    [
      asserts("Fredericton", `${TEMPORARY}|workshop|conference|training|business|ministry|flew`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Kamloops", `${TEMPORARY}|workshop|back home`),
    ],
  ),
  trap(
    "a rental car on holiday, with a holiday request",
    ["hi, i drive a forester and live up a steep gravel road. are all-season tires enough or should i get proper winter ones?"],
    [
      "aloha from kauai!! the rental bronco is fun but it guzzles gas like crazy. what are some good snorkel spots on the north shore for total beginners?",
    ],
    /Forester/i,
    [
      asserts("Bronco", TEMPORARY),
      asserts("(?:sold|traded|no longer|replac|switch)\\w*\\b.*Forester", TEMPORARY),
      asserts("(?:lives?|living|based|moved|resid)\\w*\\b.*Kauai", TEMPORARY),
    ],
  ),
  trap(
    "a borrowed laptop while the user's own is repaired",
    [
      "i do all my freelance copywriting on a zenbook, it's light enough to carry to cafes. what's a good way to organize client folders so i stop losing drafts?",
    ],
    [
      "the zenbook's screen died so it's at the repair shop till next week, and i'm on my brother's spectre in the meantime. the trackpad keeps jumping around, how do i turn off tap to click?",
    ],
    /Zenbook/i,
    [
      asserts("Spectre", `${TEMPORARY}|brother|sibling`),
      asserts("(?:sold|no longer|replac|switch|stopped|ditch)\\w*\\b.*Zenbook", TEMPORARY),
    ],
  ),
  trap(
    "a husband's new commute, with a family request",
    [
      "i'm a dental hygienist in roanoke, been at the same practice 8 years. can you help me write patient reminder texts that don't sound naggy?",
    ],
    [
      "my husband's new commute is brutal, an hour each way to lynchburg since his company consolidated offices, so i'm doing all the school runs now",
      "can you help me make a weekday morning routine for two kids that doesn't end in screaming?",
    ],
    /Roanoke|hygienist/i,
    [
      asserts("Lynchburg", "husband|\\bhis\\b|\\bhe\\b|spouse|partner"),
      asserts("commut", "husband|\\bhis\\b|\\bhe\\b|spouse|partner"),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*(?:Roanoke|practice|hygien)", "husband|\\bhis\\b|\\bhe\\b|spouse|partner"),
    ],
  ),
  trap(
    "a flatmate's new puppy, and the user's cat reacts",
    ["my cat bodhi has started scratching the couch again, any tips? he's a 4 year old tabby and usually pretty chill"],
    [
      "the vet says my flatmate's new schnauzer puppy is healthy and doing great, but bodhi is NOT impressed and has been hiding under my bed for three days",
      "how do i help a cat adjust to a puppy in the apartment?",
    ],
    /Bodhi/i,
    [
      asserts(
        "puppy|schnauzer|\\bdog\\b",
        "flatmate|roommate|housemate|\\bher\\b|\\bhis\\b|their|\\bhe\\b|\\bshe\\b|stress|adjust|\\bhid|impress|scared|jealous|upset|arriv|introduc|in the (?:apartment|flat|home|house)",
      ),
    ],
  ),
  trap(
    "a hypothetical travel contract asked as a question",
    ["i'm an icu nurse at a hospital in boise, mostly nights. what are some good sleep tips for night shift?"],
    [
      "if i took a 13 week travel contract in tulsa, would my nursing license even work there or would i need a new one? not applying or anything, just curious since a coworker keeps raving about travel nursing",
      "also whats a good snack to keep me going at 3am",
    ],
    /Boise|ICU/i,
    [
      asserts(
        "Tulsa|Oklahoma|travel (?:nurs|contract)",
        `${IMAGINED}|\\?|\\bask|curious|wonder|coworker|co-worker|colleague|question|whether`,
      ),
      asserts("(?:left|leaving|quit|no longer|moved|moving)\\w*\\b.*(?:Boise|ICU|hospital)", IMAGINED),
    ],
  ),
];
