// Held-out set 109: written on 2026-11-28 against main at d276c8f, by a helper (`set109`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company or school reused from scenarios.mjs, the held-out sets on main or sets 75 to 110 in
// /work/sets.
// Style: a busy startup founder in Singapore, typing in fragments and dashes with some Singlish
// ("lah", "can or not", "kena", "stay" for "live"), the odd emoji, impatient, nearly every message
// with a request. Changes are said in passing and each a different way: a move told through BTO
// keys and a longer train ride, a role change through a newly hired boss, a tool change through
// a renewal quote and a migration, a sport quit for another, a language course dropped for
// another with its reason, a car told through the scrapped old one and a charger. Traps: a
// hypothetical asked to prepare for an investor call, a co-founder's departure, a joke after a
// lost match, a switch refused out loud, a mentor's quoted advice, and someone else's dog minded
// for a week. Time words fit two conversations about three weeks apart in January.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at fd90240 (the session's final code), and 5 of 12 on d276c8f, the code the session
// started from, run first (only the scores were seen).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothetic";

/** Words that say something was only said for a laugh. */
const JOKED = `${IMAGINED}|jok|jest|kidding|\\bjk\\b|sarcas|humou?r|funny|tongue|quip|tease|exaggerat|hyperbol|banter|laugh|vent|frustrat|after (?:losing|a loss|a heavy)|\\bloss\\b|\\blost\\b|9-2`;

/** Words that say a state is only for a while (a trip, a loan, minding a pet). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|for the week|for a week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|borrow|loan|lent|look(?:ing|s)? after|minding|\\bmind\\b|sitting|foster";

/** Words that put a fact on someone else (a sister, a co-founder, a mentor). */
const SOMEONE_ELSE = "sister|co-?founder|jun hao|mentor|\\bhe\\b|\\bhis\\b|\\bhim\\b|\\bshe\\b|\\bher\\b|partner";

export const HELD_OUT_109 = [
  change(
    "a move told through BTO keys and a longer MRT ride",
    [
      "quick one — i stay in tiong bahru, 10 min walk to our office. need a pitch deck outline for seed round, B2B logistics saas, 12 slides max. go",
    ],
    [
      "finally got our BTO keys and shifted to punggol last weekend, boxes everywhere still 😩 commute to the office now almost 1 hr on the NEL",
      "can recommend some founder podcasts for the train or not? 30-40 min episodes best",
    ],
    /Punggol/i,
    claims("Tiong Bahru", ["Punggol"]),
  ),
  change(
    "a step from CEO to CPO told through the new CEO starting",
    [
      "im CEO + cofounder of kelpwise, we make seaweed-based food packaging. on a panel tmr — need a 2 line speaker bio, make me sound less sleepy pls",
    ],
    [
      "the CEO we hired started monday — so i'm officially CPO now, product is 100% my job. weird not chairing board meetings anymore lol",
      "help me draft a 90 day product plan? top 3 priorities only, no fluff",
    ],
    /\bCPO\b|chief product/i,
    claims("\\bCEO\\b|chief executive", ["CPO", "chief product", "\\bhired\\b", "\\bnew\\b"]),
  ),
  change(
    "a CRM swap told through a renewal quote and a migration",
    [
      "all our sales pipeline lives in hubspot. can write me a 3-email follow up sequence for leads who ghost after the demo? short and not desperate pls",
    ],
    [
      "hubspot renewal quote damn atas, so migrated the whole pipeline to freshsales last week. stages all messed up now",
      "what deal stages make sense for b2b saas w 30 day sales cycle? just give me the list",
    ],
    /Freshsales/i,
    claims("HubSpot", ["Freshsales", "migrat", "renewal"]),
  ),
  change(
    "a sport quit for another, with a food request",
    ["i paddle dragon boat w my company team every sat morning at kallang. lower back always tight after — any stretches? 5 mins max"],
    [
      "shoulder never really recovered so i called it quits on dragon boat. doing bjj 3x a week now — got choked out by a 50 yr old uncle yesterday 😂",
      "what to eat after 9pm training so i can still sleep?",
    ],
    /jiu.?jitsu|\bBJJ\b/i,
    claims("dragon ?boat", ["BJJ", "jiu.?jitsu"]),
  ),
  change(
    "a language course dropped for another, with a phrase request",
    ["learning bahasa indonesia on weekends since we launch in jakarta Q2. can quiz me on 10 basic business phrases? answers at the end"],
    [
      "jakarta launch kena postponed indefinitely so the bahasa lessons — bye. doing hokkien classes now, want to talk to my ah ma properly before CNY",
      "how to say 'have you eaten' and 'take care of your health' in hokkien? with the romanisation can",
    ],
    /Hokkien/i,
    claims("Bahasa|Indonesian", ["Hokkien", "postpon", "bye"]),
  ),
  change(
    "a car told through scrapping the old one and charging the new one",
    [
      "i drive a vezel, aircon blowing warm air since monday. workshop quoted $600 — compressor or just need regas? don't want to kena chop",
    ],
    [
      "scrapped the vezel when the COE ran out, picked up a bmw i4 on saturday 🙌 but condo mgmt says cannot install a charger at my lot",
      "how to convince the MCST? need the main arguments in bullet points",
    ],
    /BMW|\bi4\b/i,
    claims("Vezel", ["BMW", "\\bi4\\b", "scrap"]),
  ),
  trap(
    "a hypothetical HQ move asked to prepare for an investor call",
    ["i stay in bukit timah, wfh most days. need a standing desk under $500 that doesn't wobble — recs?"],
    [
      "investor call in 1 hr — if we shifted HQ to bangkok, would i have to relocate myself or can run it from here? not planning lah, just want an answer ready in case they ask 🙄",
      "also give me 3 likely questions they'll throw + short answers",
    ],
    /Bukit Timah/i,
    [
      asserts("Bangkok", `${IMAGINED}|\\?|\\bask|question|whether|investor|in case|prep`),
      asserts("(?:moved|moving|relocat|left|leaving|no longer)\\w*\\b.*Bukit Timah", IMAGINED),
    ],
  ),
  trap(
    "a co-founder leaves for another company, the user stays",
    ["im the CTO at lumora — clinic booking app, 6 engineers. what's a sane on-call rotation for 6 ppl that won't burn everyone out?"],
    [
      "my cofounder jun hao just told me he's leaving to join shopee 😭 he was running all of sales. i'm staying put obviously",
      "how do i announce this to the team without everyone panicking? draft me something short",
    ],
    /\bCTO\b|chief technology/i,
    [
      asserts("Shopee", SOMEONE_ELSE),
      asserts("(?:left|leaving|quit|quitting|no longer|depart|resign)\\w*\\b.*(?:Lumora|CTO)", SOMEONE_ELSE),
    ],
  ),
  trap(
    "a joke about retiring after a lost match",
    ["play futsal every thurs night w my old NS kakis. hamstring keeps cramping 2nd half — what warm up can fix?"],
    [
      "lost 9-2 last night. ok i'm retiring from futsal and opening a kopi stall at the hawker centre 🤡😂",
      "anyway game again next thurs — how to improve my first touch fast?",
    ],
    /^(?!.*(?:retir|quit|stopped|gave up|no longer)).*futsal/i,
    [asserts("kopi|hawker|stall", JOKED), asserts("(?:retir|quit|stopped|gave up|giving up|no longer)\\w*\\b.*futsal", JOKED)],
  ),
  trap(
    "an accountant pushes a switch and the user refuses",
    ["we do all our bookkeeping in myob. how to record a convertible note properly? our accountant also blur"],
    [
      "accountant keeps pushing us to netsuite, says we'll 'outgrow' myob. nope — not switching lah, too ex for 8 ppl, myob is fine",
      "help me write a polite reply to close this topic for good",
    ],
    /MYOB/i,
    [
      asserts("NetSuite", `${IMAGINED}|accountant|push|suggest|recommend|urg|declin|reject|refus|against|advis`),
      asserts(
        "(?:switch|moved|moving|migrat|replac|no longer|stopped|left|dropp)\\w*\\b.*MYOB",
        `${IMAGINED}|accountant|push|suggest|against|refus|declin|stay|keep|remain`,
      ),
    ],
  ),
  trap(
    "a mentor's quoted advice to drop a course",
    [
      "doing the INSEAD executive MBA part time while running the company — dying. can summarise this case on platform pricing in 5 bullets?",
    ],
    [
      "my mentor literally told me 'drop the MBA lah, you're a founder not a student' 🙄 not happening, already paid half the fees",
      "help me plan next week so i can do both the fundraise and my finance assignment",
    ],
    /^(?!.*(?:dropp|quit|withdr|no longer|left)).*(?:INSEAD|MBA)/i,
    [
      asserts(
        "(?:dropp|quit|withdr|left|leaving|no longer|stopped|gave up)\\w*\\b.*(?:INSEAD|MBA)",
        `${SOMEONE_ELSE}|told|said|says|advi|suggest|urg|\\bnot\\b|n't\\b|refus|declin|pressure|push|rejects?`,
      ),
    ],
  ),
  trap(
    "a sister's dog minded for a week while she travels",
    ["my cat ondeh keeps knocking things off my desk during video calls 🙃 any way to make her chill? she's 3, very kaypoh"],
    [
      "looking after my sister's shih tzu for the week while she's in phuket — ondeh been hiding on top of the wardrobe since",
      "how to keep them apart in a 3-room flat? quick tips can already",
    ],
    /Ondeh/i,
    [
      asserts("shih tzu|\\bdog\\b|puppy", `${TEMPORARY}|${SOMEONE_ELSE}|hid|stress|scared|adjust|upset`),
      asserts("(?:lives?|living|based|moved|moving|relocat|travel|trip|holiday|vacation)\\w*\\b.*Phuket", SOMEONE_ELSE),
    ],
  ),
];
