// Held-out set 134: written on 2026-11-28 against main at 9cc56c8, by a helper (`set134`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company or school reused from scenarios.mjs, the held-out sets on main or sets 75 to 134 in
// /work/sets.
// Style: an accountant in her thirties in Singapore, efficient messages in Singlish ("lah",
// "leh", "can or not", "sian", "shiok", "liao"), asking about tax, her wedding, travel and her gym
// routine, nearly every message with a request. Changes: half told plainly as news (a move, a
// class switched for another, an expense app switched), half in passing beside a request (a new
// employer through a first month-end close, a fiancé become "my husband" through ROM thank-you
// notes, a honeymoon destination swapped with "instead"). Traps: a colleague's resignation, a wish
// to emigrate, a joke about quitting, a mother's quoted boast, a surname change denied, and a gym
// she almost joined. Time words fit two conversations about three weeks apart in January.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at abc63d9 (the session's final code), and 9 of 12 on 9cc56c8, the code this round
// started from (run first, scores only).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothetic|longs?\\b|longing";

/** Words that say something was only said in jest or in a moment of frustration. */
const JOKED =
  "jok|jest|\\bkid|\\blol\\b|haha|humou?r|sarcas|tongue|quip|\\bjk\\b|playful|not serious|exaggerat|\\bvent|frustrat|stress|burn(?:ed|t)? out|tired|sian";

export const HELD_OUT_134 = [
  change(
    "a move told plainly as news, with an address-change request",
    [
      "happy new year! we live in Bukit Batok, 4-room resale flat near the MRT. can help me list the common personal tax reliefs i can claim this year? just the usual ones can already",
    ],
    [
      "update: we moved to Sengkang two weeks ago!! new flat bigger and got breeze, shiok. but the change of address admin damn sian leh",
      "can list for me which government agencies, banks and insurers i need to update, most important first?",
    ],
    /Sengkang/i,
    claims("Bukit Batok", ["Sengkang"]),
  ),
  change(
    "a new employer told in passing through her first month-end close there",
    [
      "i'm an audit senior at Tay Hock Seng & Co, busy season starting liao. can help me draft a polite email chasing a client for their bank confirmation? they ignored me 3 times already",
    ],
    [
      "eh first month-end close at Kestrel Maritime since i joined, their ERP so old one, everything also must export to Excel. can teach me how to build a simple bank rec template or not? last time in audit i only checked other people's recs haha",
    ],
    /Kestrel/i,
    claims("Tay Hock Seng", ["Kestrel"]),
  ),
  change(
    "a gym class switched for another, told plainly as news",
    [
      "my gym routine: spin class 7am mon, wed, fri, then 15 min core after. can suggest what to eat before 7am spin so i don't pengsan halfway?",
    ],
    [
      "update ah, i quit spin already, switched to muay thai 3x a week after work. shins damn pain leh. how to recover faster between sessions?",
    ],
    /muay ?thai/i,
    claims("\\bspin", ["muay"]),
  ),
  change(
    "a fiancé become a husband, told in passing through ROM thank-you notes",
    [
      "my fiancé Jun Wei and i doing our ROM on the 11th, small one at the registry with only family. can help me write a 1 min speech thanking both sides' parents? not too cheesy pls",
    ],
    [
      "can help me draft thank-you messages for the ang bao from our ROM? Jun Wei's relatives very traditional, must be polite lah. still feels so weird calling him my husband haha",
    ],
    /^(?!.*(?:getting married|to be married|plan|will|upcoming)).*(?:\bmarried\b|husband|spouse|\bwife\b)/i,
    claims("fianc|engaged|getting married|to be married|\\bROM\\b|wedding", [
      "husband",
      "spouse",
      "\\bwife\\b",
      "(?<!getting |to be )\\bmarried\\b",
      "\\bheld\\b|took place|\\bdone\\b|\\bhad\\b|complet",
    ]),
  ),
  change(
    "an expense-tracking app switched, told plainly as news",
    [
      "i track all my spending in Seedly, every kopi also key in. can help me set a monthly budget so i can save $800 more per month for the wedding?",
    ],
    ["fyi i switched to Toshl already, Seedly kept logging me out. how do i set up recurring entries for my insurance premiums in Toshl?"],
    /Toshl/i,
    claims("Seedly", ["Toshl"]),
  ),
  change(
    "a honeymoon destination swapped, said in passing with a packing request",
    [
      "my fiancé and i planning our honeymoon in Hokkaido this june, 8 days. can suggest an itinerary that's not too rushed? i want onsen, he wants to eat everything",
    ],
    [
      "Hokkaido hotels all full liao, so Jeju instead for the honeymoon. can help me check what the weather is like there in june and what to pack? also with our red passport need K-ETA or not?",
    ],
    /Jeju/i,
    claims("Hokkaido", ["Jeju"]),
  ),
  trap(
    "a colleague resigns to join another firm, with a handover request",
    [
      "i'm a tax associate at Ardent Tax Advisory, mostly corporate tax filing. can explain the partial tax exemption for companies in simple terms? clients keep asking me",
    ],
    [
      "my colleague Wei Ling just resigned to join Halcyon Capital, last day this friday, and all her clients now dump on me. sian max",
      "can help me make a handover checklist to send her before she goes?",
    ],
    /Ardent|tax associate/i,
    [
      asserts("Halcyon", "colleague|co-?worker|wei ling|\\bher\\b|\\bshe\\b|handover|hand over"),
      asserts(
        "(?:left|leaving|resign|quit|no longer|join)\\w*\\b.*(?:Ardent|tax associate)",
        "colleague|co-?worker|wei ling|\\bher\\b|\\bshe\\b",
      ),
    ],
  ),
  trap(
    "a wish to emigrate, with a tax request",
    ["i live in Yishun, near the park connector, and run there on weekends. can give me a 6 week plan to bring my 5km time under 30 min?"],
    [
      "sometimes i really wish i could just pack up and move to Nelson, slow life, no more tax deadlines. dream only lah",
      "anyway can compare SRS top-up vs CPF cash top-up for tax relief for me? which one better if i earn about 90k",
    ],
    /Yishun/i,
    [asserts("Nelson|New Zealand", IMAGINED), asserts("(?:moved|moving|relocat|left|leaving|no longer)\\w*\\b.*Yishun", IMAGINED)],
  ),
  trap(
    "a joke about quitting to sell durians, with an Excel request",
    [
      "i'm a senior accountant at Cormorant Hotels, doing the group consolidation for 9 entities. can help me with an Excel formula to flag intercompany balances that don't match?",
    ],
    [
      "year-end close so sian, i'm resigning to go sell durians in Bentong liao hahaha. ok serious: how to make a pivot table showing the mismatches by entity pair?",
    ],
    /Cormorant|senior accountant/i,
    [
      asserts("durian|Bentong", `${JOKED}|${IMAGINED}`),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:Cormorant|accountant)", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a mother's quoted boast that she is already qualified, with a CNY request",
    [
      "i'm doing CPA Australia, 2 more exams left, next one in march. can make me a study plan that fits around full-time work? weekday nights only 1.5 hrs can",
    ],
    [
      "my mum keeps telling all the aunties 'my daughter is CPA already!' aiyo not yet lah, still 2 papers. CNY visiting confirm kena asked",
      "can give me a polite one-liner to answer them?",
    ],
    /CPA/i,
    [
      asserts(
        "(?:qualified|became|become|is an?|already|now an?|certified|licensed)\\b.*\\bCPA\\b|\\bCPA\\b.*(?:qualified|certified)",
        "\\bmum\\b|mother|\\bmom\\b|aunt|told|tell|says|said|claim|brag|boast|not yet|stud|pursu|candidate|exam|paper|working toward|remaining|\\bleft\\b|\\bmore\\b|progress|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a surname change denied, with an email request",
    [
      "hi, i'm Charmaine Goh, audit manager. can help me draft a short out-of-office message for my leave from 10 to 14 jan? getting married that week hehe",
    ],
    [
      "everyone at work keep asking if i'm changing my surname to Seah now. no lah, not changing, most Chinese ladies here keep our own one",
      "can help me reply my boss's congrats email nicely? short can already",
    ],
    /\bGoh\b/i,
    [asserts("\\bSeah\\b", "\\bnot\\b|n't\\b|\\bno\\b|keep|kept|retain|husband|fianc|partner|spouse|\\bask")],
  ),
  trap(
    "a gym she almost joined but walked out of, with a routine request",
    [
      "i'm a member at Kinetiq Gym in Tanjong Pagar, go after work mon, wed, fri. can make me a push-pull-legs routine for 45 min sessions?",
    ],
    [
      "almost signed up for Ironbark Fitness at Paya Lebar yesterday, the sales guy damn persuasive, but 24-month lock-in so i walked out. still Kinetiq lah",
      "can add more glute work into my routine?",
    ],
    /Kinetiq/i,
    [
      asserts(
        "Ironbark",
        "almost|nearly|consider|lock|\\bnot\\b|n't\\b|declin|walked|sales|pitch|\\btour|trial|want|thinking|instead of|rather than|over\\b",
      ),
      asserts(
        "(?:left|quit|cancel|no longer|switch|moved|moving|leaving)\\w*\\b.*Kinetiq",
        "almost|nearly|consider|\\bnot\\b|n't\\b|\\bstay|still|want|thinking",
      ),
    ],
  ),
];
