// Held-out set 155: written on 2026-11-28 against main at 938e4f8, by a helper (`set155`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company or pet name reused from bench/facts/*.mjs or the sets in /work/sets.
// Style: one voice throughout, a Singaporean accountant in her late twenties who types short,
// lowercase Singlish chat messages ("lah", "leh", "can or not", "alamak", "shiok", "sian", "liao",
// "lor") and asks about tax season spreadsheets, her BTO flat, her running, her boyfriend, her cat
// and her mum's health. Three changes are told plainly as news (BTO keys and a move from her
// parents' place in Bedok to Tengah, leaving PwC for an in-house job at CapitaLand, a boyfriend who
// proposed) and three only in passing beside a request (IRAS GIRO moved to a new UOB account, her
// mum's new Forxiga on a med chart, a pace question from a new Runna plan). Traps: a second cat
// only wondered about, a best friend who joined Virgin Active while she stays at the ActiveSG gym,
// a manager's quoted promise of assistant manager "if" she survives peak season, a marathon
// withdrawal denied, a joke about moving her IC address to the office, and a used car looked at
// and not bought. Time words fit two conversations about three weeks apart in January (peak
// season). A fair fact about the old value may stay current once it says the state ended ("Left
// X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at cbacb6d (a pastime taken up now ends the one of the same kind), and 7 of 12 on
// 938e4f8, the code the session started from (run first, scores only). Before the first run the lead
// saw the names of the scenarios missed on 938e4f8 (a verbose replay picked the file up); cbacb6d had
// been written before that and was not changed after.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|" +
  "\\bclos|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|\\boff\\b|before";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished, asked or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|wonder|curious|\\?|\\bask|question|undecid|decid|whether";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|tongue|quip|tease|exaggerat|frustrat|\\blol\\b|practically|basically|virtually|effectively|long hours|late|peak season|busy`;

/** Words that put a remark in someone else's mouth (her manager's), or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|told|tell|quot|remark|comment|suggest|promis|\\bmay\\b|chance|goal|plan|up for|put (?:her |forward|up)|nominat|recommend|in line|eligib|pending|potential|Darren|surviv|condition`;

/** Words that make a car only a plan dropped or looked at, or keep the bike. */
const UNDONE = `${IMAGINED}|instead|rather|hypothet|explor|research|plan|intend|meant to|against|balk|look|view|browse|visit|dealer|test|kept|keep|still|COE|price|afford|forget|dropped|abandon|shelv`;

/** Words that give the news or the gym to her best friend, not to her. */
const FRIEND =
  "friend|bff|Hui Min|\\bher\\b|\\bshe\\b|invit|\\bjio|ask|urg|persuad|convinc|expens|pricey|too high|too ex|afford|thinks|consider|might|maybe|\\bnot\\b|n't|tempt|want";

/** Words that deny a withdrawal or put it in a group chat's mouth. */
const DENIED = "didn't|did not|\\bnever\\b|\\bdeni|denies|rumou?r|\\bchat\\b|assum|wrong|mistak|clarif|still|\\bskip|\\bmissed|despite";

export const HELD_OUT_155 = [
  change(
    "BTO keys collected and a move from the parents' flat in Bedok to Tengah, told plainly as news",
    [
      "hi can help me make a simple reno budget spreadsheet? like carpentry, aircon, lights, got column for quote vs actual",
      "our bto keys supposed to come soon but now still staying at my parents' place in bedok lah. want to plan early so dun kena overspend",
    ],
    [
      "some news!! we finally collected our keys and moved into our tengah flat last weekend. everything still in boxes but shiok lah, own place finally",
      "can help me list all the places i need to update my address? iras, bank, insurance, all that. scared i miss out",
    ],
    /Tengah/i,
    claims("Bedok", ["Tengah", "^(?:her |the user's |user's )?(?:parents'?|mum'?s?|mother'?s?|family'?s?)\\s"]),
  ),
  change(
    "leaving PwC for an in-house group tax job at CapitaLand, told plainly as news",
    [
      "peak season coming liao sian. i'm a tax associate at pwc, can help me build a tracker for my clients' form c-s filing? need status column and days left to deadline",
    ],
    [
      "eh news: i left pwc liao! started at capitaland last monday, in-house group tax team. no more timesheets, shiok",
      "can help me write a short intro msg to my new team? dun want too cringe leh",
    ],
    /CapitaLand/i,
    claims("PwC", ["CapitaLand"]),
  ),
  change(
    "a boyfriend of four years proposes and they are engaged, told plainly as news",
    ["me and my bf wei jie been together 4 years, his bday next month. can suggest gift ideas under $200? he very hard to buy for one"],
    [
      "omg news!! wei jie proposed last saturday at botanic gardens, i said yes of course lah. we're engaged!!",
      "can help me make a spreadsheet to compare wedding banquet packages? my mum already asking about hotels, sian",
    ],
    /engag|fianc/i,
    claims(
      "(?:has|have|with|is) (?:a |her |the user's )?(?:boyfriend|bf)\\b|(?:boyfriend|bf)(?: is|,| named| called) (?:named )?Wei Jie|Wei Jie(?: is|,) (?:her |the user's |a )?(?:boyfriend|bf)\\b|\\bdating\\b",
      ["engag", "fianc", "propos", "marr"],
    ),
  ),
  change(
    "savings moved from POSB to a new UOB account, shown only by a request to move the IRAS GIRO",
    [
      "all my savings and salary in posb, the interest damn low leh. anyway can explain how to read my iras notice of assessment? first time i owe so much tax, alamak",
    ],
    [
      "how to change my iras giro to deduct from my new uob one account ah? moved my salary credit over last week cos the interest higher, the posb one i'm closing end of the month",
    ],
    /UOB/i,
    claims("POSB", ["UOB"]),
  ),
  change(
    "a mother's diabetes pill changed from Diamicron to Forxiga, shown only in a request to update her med chart",
    [
      "my mum got diabetes, she takes diamicron morning and night. can help me make a simple chart to track her sugar readings? she keep forgetting to write down",
    ],
    [
      "can help me update mum's med chart? the doc put her on forxiga now, once in the morning, and say must drink more water. the diamicron row can remove, he stopped it cos her sugar kept dropping too low",
    ],
    /Forxiga/i,
    claims("Diamicron", ["Forxiga"]),
  ),
  change(
    "a free Runkeeper plan swapped for Runna, shown only in a pace question from the new plan",
    [
      "training for a 10k in march, using the free runkeeper plan. can help me figure out what pace my easy runs should be? my 5k pb is 27:40",
    ],
    ["my new runna plan wants me to do 6x800m at 5:05 pace tmr morning, is that too siao for my level or not? 5k pb still 27 plus"],
    /Runna\b/i,
    claims("Runkeeper", ["Runna\\b"]),
  ),
  trap(
    "a second cat only wondered about, with the one cat unchanged",
    ["my cat oyen keep vomiting hairball this week, alamak my carpet. he's 7 already, orange boy. what can i give him ah"],
    [
      "random qn: if i adopt a second cat, will oyen be ok or he will sulk? haven't decide anything lah, just thinking only",
      "also can recommend a quiet cat water fountain? oyen drink very little water one",
    ],
    /Oyen/i,
    [asserts("second cat|two cats|2 cats|another cat|kitten|new cat|adopted (?:a|another)", IMAGINED)],
  ),
  trap(
    "a best friend joins Virgin Active while the user stays at the ActiveSG gym",
    [
      "i gym at the activesg gym near my place after work, cheap and good enough lah. can help me plan a 3 day upper lower routine? max 45 min each",
    ],
    [
      "my bff hui min just joined virgin active, now every day jio me go their classes with her. look damn shiok but the fees can buy one month groceries leh",
      "anyway can help me add some core work into my routine? my back always ache after deadlifts",
    ],
    /ActiveSG/i,
    [asserts("Virgin", FRIEND), asserts("(?:left|quit|stopped|cancel|no longer|switched)\\w*\\b.*ActiveSG", FRIEND)],
  ),
  trap(
    "a manager's quoted promise of assistant manager if she survives peak season",
    [
      "i'm a senior tax associate, peak season starting and i got 40 corporate clients. can help me set up a spreadsheet to track their eci deadlines and who still owe me documents",
    ],
    [
      "my manager darren told me today 'if you survive this peak season without crying, i'll put you up for assistant manager in april'. lol we see lah",
      "can or not add conditional formatting so anything due within 7 days turn red?",
    ],
    /senior/i,
    [asserts("(?:\\bis\\b|\\bnow\\b|became|become|promoted|works as|role)\\b.*\\bmanager|^(?:an? )?(?:assistant )?manager", QUOTED)],
  ),
  trap(
    "a withdrawal from the Sundown full marathon denied",
    ["signed up for the sundown full marathon this year, my first full! can help me plan a 20 week training? i can run 4 days a week"],
    [
      "eh my running group chat all saying i pulled out of sundown. no lah!! i didn't withdraw, just skipped the long run last sunday cos my knee bit pain",
      "can suggest some knee strengthening exercises i can do at home? dun want it get worse",
    ],
    /Sundown/i,
    [
      asserts(
        "(?:withdr|pull(?:ed|s|ing)? out|drop(?:ped|s)? out|quit|gave up|given up|no longer|not (?:running|doing|joining)|cancel)\\w*\\b.*(?:Sundown|marathon)|(?:Sundown|marathon)\\b.*(?:withdr|pulled out|dropped out|cancel|anymore|any more)",
        DENIED,
      ),
    ],
  ),
  trap(
    "a joke about changing her IC address to the office during peak season",
    [
      "i stay in toa payoh with my parents. can help me find a nice but not too ex place near toa payoh for my mum's 60th bday dinner? she cannot eat too salty",
    ],
    [
      "peak season week 3, in office 8am to 1am every day. i think i should just change my ic address to the office and pay rent to the partners lol",
      "can suggest dinners i can tapau that won't make me sleepy by 10pm?",
    ],
    /Toa Payoh/i,
    [
      asserts(
        "(?:lives?|living|stays?|staying|moved|moving|resides?|relocat\\w*)\\s+(?:in|at|to|into)\\s+(?:the |her |an? )?(?:office|workplace)|address\\b.*\\b(?:office|workplace)",
        JOKED,
      ),
      asserts("(?:moved|moving|left|no longer|relocat)\\w*\\b.*Toa Payoh", JOKED),
    ],
  ),
  trap(
    "a used car looked at with her boyfriend and not bought, so she still cycles",
    [
      "i cycle to work on my foldable bike, about 25 min. rainy season now alamak. can recommend a rain poncho that won't fly up when i ride?",
    ],
    [
      "wei jie and i were planning to get a second hand sienta, even went down to a dealer in sin ming on saturday. then saw the coe price, both of us say forget it lah. so still cycling lor",
      "my bike brakes squeak like mad when wet, how to fix ah?",
    ],
    /bike|bicycl|cycl/i,
    [
      asserts("Sienta|\\bcar\\b", UNDONE),
      asserts("(?:sold|selling|gave up|given up|no longer|stopped|quit)\\w*\\b.*(?:bike|bicycl|cycl)", UNDONE),
    ],
  ),
];
