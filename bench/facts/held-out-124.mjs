// Held-out set 124: written on 2026-11-28 against main at c177dac, by a helper (`set124`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 128 in /work/sets.
// Style: a busy Nigerian fintech product manager, instant-message style with some Pidgin ("abeg", "omo",
// "wahala", "no be small thing"), asking for help with specs, family messages and weekend plans.
// About half the changes are told plainly as news (a move, a laptop switch, a new dance class) and
// half in passing beside a request (a new employer, a new car, a new inhaler), each still clear to
// a careful human note-taker. Traps are varied: a cousin's relocation, a wish for a car, a joke
// about resigning, an aunt's quoted words with a denial, a tool move that was voted down, and a
// hypothetical question. Time words fit the two conversations' dates (about three weeks apart,
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at ebc769e (the code frozen for their first run), and 9 of 12 on c177dac, the code the session
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|sold";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|admir|\\blike\\b|\\blove|\\beye";

/** Words that say something was only said in jest. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|funny|tongue|quip|tease|exaggerat|vent|frustrat|tired|exhaust|stress`;

/** Words that put a fact on the cousin rather than on the user. */
const COUSIN = "cousin|Chinedu|\\bhis\\b|\\bhe\\b|\\bhim\\b|relative|family";

/** Words that say a thing was only asked about, said by someone else or denied. */
const SAID = "said|says|shout|claim|assum|rumou?r|aunt|Bisi|relative|family|tease|\\bnot\\b|n't\\b|\\bno\\b|denie|\\bask|question|\\?";

export const HELD_OUT_124 = [
  change(
    "a move told plainly as news, with a family message",
    [
      "happy new year o! I live in Surulere and NEPA has been wicked this week, gen dey run almost 18 hours a day. abeg what size inverter and battery do I need for 2 fans, a fridge and the wifi?",
    ],
    [
      "omo we moved to Ikorodu last week! new place is bigger and the rent is saner, but the traffic to the office no be small thing",
      "abeg help me write a short message for the family group chat telling everyone the new house is ready for visitors. warm but not long, my uncles don't read long messages",
    ],
    /Ikorodu/i,
    claims("Surulere", ["Ikorodu"]),
  ),
  change(
    "a new employer told in passing beside a spec request",
    [
      "I'm a product manager at Cowrywise, I own the savings goals feature. abeg give me a simple one-page PRD template, my engineers don't read long docs",
    ],
    [
      "two weeks into FairMoney and omo the loan repayment flow is wahala. abeg help me outline a spec for repayment reminders by SMS and push notification, with the edge cases for failed debits",
      "also how do I politely tell my new team lead that two standups a day is too much",
    ],
    /FairMoney/i,
    claims("Cowrywise", ["FairMoney"]),
  ),
  change(
    "a laptop switch told plainly as news",
    [
      "I do all my specs and design reviews on an HP EliteBook and the battery don tire, it can't even last one meeting. how do I check the battery health?",
    ],
    [
      "quick update: I switched to a Vivobook last week, the EliteBook finally gave up the ghost. abeg what are the first things I should set up on a new laptop for work? I want to be ready before Monday",
    ],
    /Vivobook/i,
    claims("EliteBook", ["Vivobook", "gave up|died|dead"]),
  ),
  change(
    "a new car told in passing beside a budget request",
    [
      "I drive an Almera and the AC has started blowing warm air. is it likely just gas or something bigger? the mechanic is asking for 45k",
    ],
    [
      "since I sold the Almera and got the Highlander, my fuel money has almost doubled, omo. abeg help me build a simple monthly budget table for fuel, data, rent and money I send home to my parents",
    ],
    /Highlander/i,
    claims("Almera", ["Highlander"]),
  ),
  change(
    "a dance class switch told plainly as news, with a practice question",
    [
      "I take kizomba classes every Wednesday evening in Ilupeju, na my only escape from work. abeg suggest a short playlist I can practise with at home",
    ],
    [
      "small news: I've stopped kizomba, I do bachata now on Wednesdays. the instructor is better and the crowd is more fun",
      "can you explain the basic bachata step count so I can practise in my room without looking like a learner on Wednesday?",
    ],
    /bachata/i,
    claims("kizomba", ["bachata"]),
  ),
  change(
    "a new inhaler told in passing beside a message to mum",
    [
      "I have asthma and I use a Relvar inhaler every morning. this dusty season is doing my chest strong thing, any tips to protect myself when I'm out and about?",
    ],
    [
      "the Duoresp the doctor put me on at my review is working much better than the Relvar ever did, I barely wheeze now. abeg help me write a sweet message to my mum so she stops sending me agbo for my chest lol",
    ],
    /Duoresp/i,
    claims("Relvar", ["Duoresp"]),
  ),
  trap(
    "a cousin's relocation and new job, with a congratulations message",
    [
      "I live in Magodo with my husband and our two boys. abeg suggest weekend activities for kids on the mainland that won't cost an arm and a leg",
    ],
    [
      "my cousin Chinedu just relocated to Abuja for a new job at a bank, the whole family is excited. abeg help me write a short congratulations message for him in our family group chat, add small Igbo if you can",
    ],
    /Magodo/i,
    [asserts("Abuja", COUSIN), asserts("\\bbank\\b", COUSIN), asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Magodo", COUSIN)],
  ),
  trap(
    "a wish for a bigger car, with a weekend plan",
    ["I drive an Elantra, mostly mainland runs. how often should I really change the engine oil in this heat?"],
    [
      "omo I saw a black Hilux at a dealership in Ojota today and my spirit left my body. I wish I could buy it, but with this economy na dream",
      "abeg plan me a cheap Saturday with my girlfriend, something outdoors and not more than 30k",
    ],
    /Elantra/i,
    [
      asserts("Hilux", `${IMAGINED}|\\bsaw\\b|\\bseen\\b|dealer`),
      asserts("(?:sold|traded|no longer|replac|switch|upgrad)\\w*\\b.*Elantra", IMAGINED),
    ],
  ),
  trap(
    "a joke about resigning to drive for a ride-hailing app",
    [
      "I'm a senior PM at Piggyvest, I run the investment products squad. abeg help me write sprint goals for the next two weeks, short and measurable",
    ],
    [
      "this sprint has finished me, I've decided to resign and become a Bolt driver 😂 joking o, before somebody reports me to HR",
      "abeg help me write release notes for the new auto-invest feature, short and friendly for the app store",
    ],
    /Piggyvest|\bPM\b|product manager/i,
    [asserts("Bolt|ride-?hail|taxi|\\bdriver\\b", JOKED), asserts("\\bresign|\\bquit|\\bleft\\b|leaving|no longer", JOKED)],
  ),
  trap(
    "an aunt's quoted words about an engagement, denied",
    ["my boyfriend Obinna and I are doing 3 years together this month! abeg suggest a nice dinner idea and a cute message for him"],
    [
      "at my cousin's wedding on Saturday Aunty Bisi was shouting 'this one don engage o, we go soon eat rice!' to everybody. we are NOT engaged o, Obinna hasn't asked anything",
      "abeg help me write a funny reply for the family group chat to calm everybody down",
    ],
    /Obinna|boyfriend/i,
    [asserts("engaged|engagement|fianc|getting married|propos", SAID), asserts("(?<!cousin's )\\bwedding\\b", `${SAID}|cousin|attend`)],
  ),
  trap(
    "a docs tool move that was voted down, with a note to leadership",
    [
      "we write all our product specs in Nuclino at work, it's fast and clean. abeg how do I structure a spec page so design, engineering and compliance can each find their part quickly?",
    ],
    [
      "management wanted us to move everything to Confluence this quarter but we no move o, after the trial everybody voted to stay on Nuclino",
      "abeg help me write a short note to leadership explaining why, with 3 bullet points",
    ],
    /Nuclino/i,
    [
      asserts(
        "Confluence",
        "\\bnot\\b|n't\\b|\\bno\\b|declin|reject|vote|stay|trial|consider|wanted|want|management|leadership|propos|instead of|against|pushed|suggest|over\\b",
      ),
      asserts(
        "(?:stopped|no longer|moved|moving|switch|replac|left|migrat)\\w*\\b.*Nuclino",
        "\\bnot\\b|n't\\b|stay|consider|propos|wanted|management|voted",
      ),
    ],
  ),
  trap(
    "a hypothetical long cycling ride asked as a question",
    [
      "I play football with my old secondary school guys every Saturday morning in Bariga, I'm the keeper. my knees don dey complain sha, any stretches before a game?",
    ],
    [
      "if I sign up for that 100km charity cycling ride on the Lekki expressway in March, how many weeks of training would I need? just asking o, I've never even owned a road bike",
      "also abeg help me write a message to the guys that I'll miss this Saturday's match because of my niece's naming ceremony",
    ],
    /football|keeper|goalkeep/i,
    [
      asserts("cycl|road bike|100 ?km|\\bride\\b", `${IMAGINED}|\\?|\\bask|curious|wonder|never|question`),
      asserts("(?:quit|stopped|no longer|gave up|left)\\w*\\b.*football", `${IMAGINED}|miss|this Saturday|naming|ceremony`),
    ],
  ),
];
