// Held-out set 31: written on 2026-11-27 against main at 7cb16f3, by a helper (`set31`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap and of its harmless reading).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, held-out sets 1 to 30 on main or sets 32 to 34 in their
// worktrees. Some users write in quick lower-case chat with typos and fillers; others the way a
// non-native speaker or an older person writes (full sentences, odd word order, formal words).
// News after small talk, two things in one message, time words that fit the two conversations'
// dates (about three weeks apart). A fair fact about the old value may stay current once it says
// the state ended ("No longer ..."): `old` then skips such texts.
// First run: 8 of 12 at 1d03da5 (code of 2a09032, the session's fourth round of new sets; a last batch of rules was read from it after),
// and 7 of 12 on the code the session started from (93a254b), run right after. The lead never saw its scenarios
// before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropped|ditch|replac|anymore|any more|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_31 = [
  change(
    "move abroad, written formally",
    [
      "Hello. I am Hungarian, I live in Debrecen with my wife and I work as a translator from home. Please can you help me sometimes with my English letters?",
    ],
    [
      "Good day. Thank you for the help last time, the letter was good.",
      "I have a news. Since ten days we are living in Bergamo, in Italy, because my wife has got a position at the hospital there. The flat in Debrecen we give now for rent. For me it is no problem, I can translate from everywhere.",
    ],
    /Bergamo/i,
    claims("Debrecen", ["Bergamo", "Italy", "\\brent", "\\blet\\b", "flat|apartment|owns"]),
  ),
  change(
    "new employer, two things in one message",
    ["hey! im a data analyst at glovo, mostly courier supply stuff, lots of sql. can you help me clean up a query"],
    [
      "happy new year!! hope you had a nice break",
      "ok so two things. i finally passed my motorbike test 🏍️ and also i left glovo, started at vinted as of monday, pricing analytics team. still sql all day lol but way less chaos",
    ],
    /Vinted/i,
    claims("Glovo", ["Vinted"]),
  ),
  change(
    "diet ended for health, an older writer",
    [
      "Good afternoon. I am 71 years old and I have been a vegetarian for nearly thirty years, since my late wife and I gave up meat together. Could you suggest a hearty soup for the winter?",
    ],
    [
      "Good morning. The soup was excellent, thank you.",
      "I should let you know that my circumstances have changed somewhat. A couple of weeks ago my doctor found that I am quite anaemic, and on her advice I have started eating red meat again, a little beef or lamb twice a week. So I am no longer a vegetarian, which feels very strange after all these years. Could you suggest a simple stew?",
    ],
    /^(?!.*(?:not eat|n't eat|gave up meat|no meat|without meat|meat-free)).*(?:no longer .*vegetarian|not .*vegetarian|(?:stopp|quit|ended|gave up being|giving up being).*vegetarian|eats? (?:red )?meat|eating (?:red )?meat|beef|lamb)/i,
    /^(?!.*(?:no longer|\bnot\b|n't\b|stopp|quit|ended|gave up being|giving up being|\bwas\b|\bwere\b|used to|former|until|again|eats? (?:red )?meat|eating (?:red )?meat|beef|lamb)).*vegetarian/i,
  ),
  change(
    "email app switched, after small talk",
    ["i run a tiny bookbinding business from home and do all the customer emails in thunderbird, with like 6 folders for orders"],
    [
      "orders went crazy over christmas, good problem to have i guess",
      "also ditched thunderbird a couple weeks ago, it kept crashing with my huge inbox. using em client now, the built in calendar is nice. can you help me write an auto reply for when im at craft fairs",
    ],
    /eM ?Client/i,
    claims("Thunderbird", ["eM ?Client"]),
  ),
  change(
    "goes by another name now",
    ["hiya im iggy btw. can you help me write a short bio for my climbing club's website, 3 or 4 lines max"],
    [
      "bio went up, cheers for that",
      "random one but could you call me ignatius from now on? its my actual name and ive been going by it since i started the new job in january, iggy felt a bit childish on work emails",
    ],
    /Ignatius/i,
    claims("Iggy", ["Ignatius"]),
  ),
  change(
    "engaged, then married, an older writer",
    [
      "Hello. I am a widow of 68 and last month I became engaged to a very kind man, Benedikt, whom I met at my walking group. Could you help me with the wording of a small notice for our parish newsletter?",
    ],
    [
      "Good evening, I hope you are keeping well.",
      "I wanted to tell you that Benedikt and I were married on Saturday at the registry office, with only our children and a few old friends. It was a lovely day. Now I would like some help writing thank you cards.",
    ],
    /married|husband/i,
    claims("engaged|fianc", ["married", "husband", "\\bwed"]),
  ),
  trap(
    "a hypothetical move",
    ["hi, i live in ostrava and work in a call centre for an energy company, mostly billing complaints"],
    [
      "so cold here this week, -12 this morning 🥶",
      "honestly if i ever leave ostrava i'd move somewhere like heraklion, sun and sea all year. my cousin spent a summer on crete and never shuts up about it. not happening anytime soon tho, i just signed a new lease lol",
    ],
    /Ostrava/i,
    [
      asserts(
        "Heraklion|Crete",
        "\\bif\\b|would|'d\\b|might|maybe|someday|one day|dream|wish|idea|cousin|consider|thinking|not\\b|n't\\b|like to|want|fantas",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Ostrava", "\\bif\\b|would|'d\\b|not\\b|n't\\b|might"),
    ],
  ),
  trap(
    "a sister moves abroad for a job",
    ["i'm a paramedic in darlington, been on the ambulances 6 years now"],
    [
      "night shifts are killing me this week",
      "big family news tho: my sister rosie moved to oviedo last week, she got a job teaching english at a language school there. mum is in bits lol. anyway whats a good way to fix my sleep after nights",
    ],
    /paramedic|ambulance|Darlington/i,
    [
      asserts("Oviedo|Spain", "sister|rosie|\\bher\\b|\\bshe\\b|sibling"),
      asserts("teach|language school", "sister|rosie|\\bher\\b|\\bshe\\b|sibling"),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Darlington", "sister|rosie|\\bher\\b|\\bshe\\b"),
    ],
  ),
  trap(
    "did not move in the end, written formally",
    [
      "Good evening. My husband and I live in Burgos. We have decided to sell our house and to move to Gijón in the spring, to be near the sea and our son. Next week we have a visit with the estate agent.",
    ],
    [
      "Hello again, it has been some weeks.",
      "I must tell you that we did NOT move in the end. The buyer for our house withdrew, and my husband has a problem with his knee, so we stay in Burgos for now, maybe forever. I am a little sad but also relieved.",
    ],
    /Burgos/i,
    [
      asserts(
        "Gij[oó]n",
        "not\\b|n't\\b|plan|intend|hop|want|would|consider|cancel|called off|fell through|withdr|instead|no longer|abandon|gave up|visit|\\bson\\b|maybe|might|\\bwas\\b|\\bwere\\b|\\bhad\\b|decided|decision",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Burgos", "not\\b|n't\\b|plan|intend|would|\\bhad\\b|decided"),
    ],
  ),
  trap(
    "a question about a notes app",
    ["i do my uni notes in upnote, one notebook per module, works fine on my ipad and laptop"],
    [
      "exam season is coming and im already panicking",
      "q: is amplenote any good? a friend swears by it. worth moving all my notes over or is that just a waste of time before exams?",
    ],
    /UpNote/i,
    [
      asserts(
        "Amplenote",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|worth|friend|recommend|swear|might|question|\\bif\\b|compar|interest",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|moving)\\w*\\b.*UpNote",
        "\\?|should|whether|consider|wonder|\\bif\\b|worth",
      ),
    ],
  ),
  trap(
    "a joke about a new title",
    ["hey i'm priyanka, 2nd year vet student, need help making flashcards for anatomy"],
    [
      "passed my anatomy practical!!! 🎉🎉",
      "from now on you will address me as her royal highness priyanka the great lmao. ok not really. can you help me plan revision for pharmacology",
    ],
    /Priyanka/i,
    [asserts("Royal|Highness|the Great|Majesty", "jok|lol|lmao|kidding|jest|humou?r|sarcas|not really|playful|tease|teasing")],
  ),
  trap(
    "quoted speech about a wedding",
    [
      "Hi, I am living together with my girlfriend Odalys since two years, we have a small apartment and one cat. Can you help me to plan a birthday surprise for her?",
    ],
    [
      "The surprise was a big success, thank you very much!",
      'At the dinner her mother said "you two will be married before next summer, I am sure of it" and everybody was laughing. We did not talk about it really, honestly I am not in a hurry. Now I need ideas for a gift for her mother, because her birthday is also soon.',
    ],
    /Odalys/i,
    [
      asserts(
        "marri|marry|\\bwife\\b|husband|engaged|fianc|wedding",
        "said|says|mother|\\bmum|predict|expect|think|sure|not\\b|n't\\b|hurry|laugh|jok|might|maybe|someday|one day",
      ),
    ],
  ),
];
