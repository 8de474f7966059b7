// Held-out set 81: written on 2026-11-27 against main at 1598cc8, by a helper (`set81`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 78 in /work/sets.
// Style: English as written by students and young professionals in India, Nigeria, Kenya and the
// Philippines, with local idiom and word order but clear: PG and hostel life, first jobs, exam
// preparation, transfers, family, phones and bikes, food during fasts and festivals. Changes are
// said the local way ("I have shifted to ...", "I got posted to ...", "now I am preparing for
// ...", a phone "dashed" to a brother, a scooter sold to a "tito", eggs started after gym advice).
// Traps are a cousin's news, what the user's parents want, a relocation plan dropped, a question
// about working abroad, a joke about a bike, and a nine-day festival fast. Most messages carry a
// request. A fair fact about the old value may stay current once it says the state ended ("Left
// X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at ec69935, and 7 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|shifted|posted";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say a question or others' opinion, not a decision. */
const ASKED = `${IMAGINED}|\\?|\\bask|wonder|should|whether|curious|question|compar|recommend|evaluat|classmate|friends|people|others|heard|suggest|explor|research|inquir|enquir|look(?:ed|ing)? into`;

/** Words that say something was said in jest. */
const JOKED =
  "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|tease|teasing|figurative|vent|frustrat|exasperat";

/** Words that say a state is only for a while (a trip, a fast, a festival). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\bdays?\\b|\\bweeks?\\b|festival|navratri|navaratri|\\bfast|religious|season|during|observ";

/** Eating eggs, said positively (not "doesn't eat eggs", "avoids eating eggs"). */
const EGGS_OK =
  "(?<!(?:n't|not|never|avoids?|avoiding|no longer|without) )\\b(?:eat|includ|add|consum|tak|started)\\w* (?:\\w+ ){0,2}eggs?\\b|egg-?etarian|\\bovo|(?:except|apart from|besides|but|plus|\\+) (?:for )?eggs?\\b";

/** Someone other than the user. */
const COUSIN = "cousin|marites|\\bher\\b|\\bshe\\b|famil|relative";
const PARENTS = "parent|mother|father|\\bmum|\\bmom|\\bdad|famil|pressur|\\burg|push|expect|\\bthey\\b|insist";

export const HELD_OUT_81 = [
  change(
    "a city move told as 'I have shifted to', with a budget request",
    [
      "hello, I am staying in a boys PG in Jalandhar since my first job started here. food is ok ok but the wifi is very bad. can you suggest how to tell the PG uncle politely to upgrade the wifi?",
    ],
    [
      "I have shifted to Mohali last week, company moved our whole team to the new office there. now I am taking a 1BHK with two colleagues",
      "please make a simple monthly budget for 3 people sharing, rent is 18k total",
    ],
    /Mohali/i,
    claims("Jalandhar", ["Mohali"]),
  ),
  change(
    "a bank branch posting told as 'I got posted to', with a language request",
    [
      "Habari! I work as a loans officer at a SACCO branch in Nakuru. Kindly help me draft a polite reminder SMS for members who are late with their loan repayments",
    ],
    [
      "Sasa! I got posted to our Kisumu branch from this month, so I am settling in near the lake now. Members here speak more Dholuo than Kikuyu so I want to learn some greetings",
      "can you give me 10 basic Dholuo greetings and how to reply to them?",
    ],
    /Kisumu/i,
    claims("Nakuru", ["Kisumu"]),
  ),
  change(
    "an exam target changes, told as 'now I am preparing for', with a syllabus question",
    [
      "I am preparing for SSC CGL, this is my second attempt. I study 8 hours daily in the library near my room. Can you make me a weekly timetable for quant and reasoning?",
    ],
    [
      "I have left SSC preparation. Now I am preparing for bank PO exams, IBPS and SBI both, vacancies are more and my mama is also a bank manager so he is guiding me. How is IBPS PO syllabus different from CGL?",
    ],
    /IBPS|SBI PO|bank (?:PO|exam|probationary)|\bPO exam/i,
    claims("SSC|CGL", ["IBPS", "bank", "\\bPO\\b"]),
  ),
  change(
    "a phone 'dashed' to a younger brother and a new one bought, with a transfer question",
    [
      "Good evening. I use a Gionee phone for my POS business and the battery is now draining very fast, by 2pm it is dead. What can I do to make it last the whole day?",
    ],
    [
      "Finally I have dashed my Gionee to my younger brother and bought an Oukitel, the battery is massive, it can last two days. Abeg how do I move my chats and contacts from the old phone to this one?",
    ],
    /Oukitel/i,
    claims("Gionee", ["Oukitel", "brother", "\\bgave", "\\bgiv", "dash"]),
  ),
  change(
    "a pure vegetarian starts eating eggs on the gym trainer's advice",
    [
      "I am pure vegetarian, even egg I don't eat, my family is very traditional. But I joined gym and my trainer is saying my protein is too low. Give me a veg diet plan with 100g protein for a 68 kg boy",
    ],
    [
      "update: I have started eating eggs now, 4 boiled eggs daily after gym. Mummy is not happy but she is adjusting 😅 still no chicken or fish. can you redo my diet plan including the eggs?",
    ],
    new RegExp(EGGS_OK, "i"),
    new RegExp(
      `^(?!.*(?:no longer|used to|\\bwas\\b|former|previous|until|stopped|gave up|${EGGS_OK})).*(?:(?<!non-?)vegetarian|pure veg|(?<!non-?)\\bveg\\b|egg-?free|no eggs?\\b|(?:n't|not|never) eat\\w* eggs?|avoids? eggs?)`,
      "i",
    ),
  ),
  change(
    "a delivery rider's scooter sold to a 'tito' and a bigger bike bought",
    [
      "Hi po! I'm a part-time food delivery rider here in Dumaguete, I use my Rusi scooter. How often should I change oil if I ride around 80 km a day?",
    ],
    [
      "Good news po, I sold the Rusi to my tito and got a secondhand Yamaha Sniper 150, more power for the uphill routes. Is it true the Sniper eats more gas? Also tips on how to break in a new chain?",
    ],
    /Sniper/i,
    claims("Rusi", ["Sniper", "\\bsold", "tito", "uncle"]),
  ),
  trap(
    "a cousin hired abroad as a nurse, with a checklist request for her",
    ["I'm a call center agent in Iloilo, night shift, US accounts. Any tips for staying awake at 3am without too much coffee?"],
    [
      "My cousin Marites got hired as a staff nurse in Jeddah!! She is flying out next month, the whole family is so proud",
      "can you give me a checklist of what she should prepare before leaving for Saudi, documents and all?",
    ],
    /Iloilo|call cent(?:er|re)|\bBPO\b/i,
    [
      asserts("Jeddah|Saudi|\\bnurse|\\bnursing", COUSIN),
      asserts("(?:left|leav|quit|resign|no longer|moved|moving|relocat|flying)\\w*\\b.*(?:Iloilo|call cent|BPO|Philippines)", COUSIN),
    ],
  ),
  trap(
    "parents want a switch to Medicine, the student does not",
    [
      "I'm in 200 level studying Microbiology at the university in Nsukka. Please explain the difference between gram positive and gram negative bacteria in simple terms, test is on Monday",
    ],
    [
      "My parents want me to write JAMB again next year and go for Medicine, they say microbiology has no future. Honestly I love my course and I don't want to start from 100 level again",
      "how can I explain this to them respectfully without it becoming a big fight?",
    ],
    /Microbiology/i,
    [
      asserts("Medicine|medical school|\\bMBBS|JAMB", `${IMAGINED}|${PARENTS}`),
      asserts("(?:left|leav|quit|drop|switch|chang|no longer|transfer)\\w*\\b.*(?:Microbiology|Nsukka)", `${IMAGINED}|${PARENTS}`),
    ],
  ),
  trap(
    "a relocation for a job offer dropped, with a declining email",
    [
      "I work as a site engineer with a construction firm in Port Harcourt. Can you help me make a checklist for site inspections during rainy season?",
    ],
    [
      "I got an offer from a firm in Ibadan and I was planning to relocate, but I have dropped the idea. The pay is small and my wife's business is here in PH, so we are staying",
      "help me write a polite email declining the offer",
    ],
    /Port Harcourt|site engineer/i,
    [
      asserts("Ibadan", `${IMAGINED}|declin|turn\\w* down|drop|offer|plan|reject|decid|instead|stay`),
      asserts(
        "(?:left|leav|quit|moved|moving|relocat|resign|no longer)\\w*\\b.*(?:Port Harcourt|\\bPH\\b|firm|construction|site engineer)",
        `${IMAGINED}|declin|turn\\w* down|drop|reject|decid|stay`,
      ),
    ],
  ),
  trap(
    "a question about clinical officer jobs in the UK",
    [
      "I'm a clinical officer at a sub-county hospital in Eldoret. Can you help me prepare a short health talk on hypertension for patients in the waiting bay?",
    ],
    [
      "Is it true that clinical officers from Kenya can get jobs in the UK easily? My classmates keep posting about it in our group. How much do they earn there and which exams would one need?",
    ],
    /Eldoret|clinical officer/i,
    [
      asserts("\\bUK\\b|United Kingdom|Britain|England|abroad|overseas", ASKED),
      asserts("(?:left|leav|quit|resign|moved|moving|relocat|no longer)\\w*\\b.*(?:Eldoret|hospital|clinical|Kenya)", ASKED),
    ],
  ),
  trap(
    "a joke about trading the bike for a horse over petrol prices",
    ["I ride a TVS Apache to my college daily, 22 km one side. The mileage has dropped to 38 kmpl. What could be the reason?"],
    [
      "petrol is ₹107 now, I should sell this Apache and buy a horse 😂 at least it runs on grass. jokes apart, is it worth getting the carburettor cleaned or should I first check the air filter?",
    ],
    /Apache/i,
    [
      asserts("horse", `${JOKED}|${IMAGINED}|should`),
      asserts("(?:sold|selling|sell|no longer|replac|switch|gave up|stopped)\\w*\\b.*Apache", `${JOKED}|${IMAGINED}|should`),
    ],
  ),
  trap(
    "a nine-day Navratri fast by a non-vegetarian, with a protein question",
    [
      "I am non-vegetarian, chicken is daily in my hostel mess and I love it. I am trying to bulk up, how much chicken should I eat per day to get 120 g protein?",
    ],
    [
      "Navratri started so for these nine days I am keeping fast with my roommates, no non-veg, not even onion garlic. Mess is giving sabudana and kuttu only. How do I hit my protein without breaking the fast?",
    ],
    /^(?!.*(?:n't|\bnot\b|\bno\b|avoid|stopp|gave up|navratri|\bfast)).*(?:non-?veg|chicken|\bmeat)/i,
    [
      asserts(
        "(?<!non-?)vegetarian|(?<!non-?)\\bveg\\b|sattvi?k|satvik|(?:n't|not|no|avoid\\w*|stopped|gave up|quit|gives up)\\b.{0,20}(?:non-?veg|chicken|meat|onion|garlic)",
        `${TEMPORARY}|nine|\\b9\\b|roommate`,
      ),
    ],
  ),
];
