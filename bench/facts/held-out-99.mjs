// Held-out set 99: written on 2026-11-27 against main at bcff5c5, by a helper (`set99`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 98 in /work/sets.
// Style: a Nigerian English speaker in Lagos and nearby, warm and a bit formal ("please, I want to
// ask", "abeg" now and then, "my oga" for the boss, "I just relocated", a little pidgin such as
// "o" and "sha"), medium-length messages, most with a request. Changes are told the way people
// say them: a relocation with the new traffic, a resignation with the new oga's report, a course
// dropped for another after a move at work, a drug swapped by the doctor, a car "upgraded from",
// a proposal accepted. Traps: a hypothetical "japa" question, a sister's NYSC posting, food not
// eaten at a wedding (negation), the oga's quoted advice, a transfer turned down, and a
// neighbour's dog kept for two weeks. Time words fit the two conversations' dates (about three
// weeks apart, January). A fair fact about the old value may stay current once it says the state
// ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at 60a8253 (the session's final code), and 9 of 12 on bcff5c5, the code the session started
// from.
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

/** Words that say a statement was only someone else's advice or opinion. */
const SAID =
  "oga|boss|manager|supervisor|\\bsaid\\b|\\bsays?\\b|saying|told|tell|urg|push|suggest|recommend|advis|want|\\bask|learn|convinc|\\bnot\\b|n't\\b|consider|compar|whether|question|\\?";

/** Words that say a state is only for a while (a trip, a loan, a favour). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|two weeks|currently|\\btrip\\b|travel|visit|\\bstay|borrow|loan|lent|keeping|looking after|look after|taking care|care of|sitting|-sit";

const NEIGHBOUR = "neighbo|\\bher\\b|\\bshe\\b|\\btheir\\b";
const SISTER = "sister|Kemi|\\bher\\b|\\bshe\\b|sibling";

export const HELD_OUT_99 = [
  change(
    "a relocation told through the new traffic and a small new room",
    [
      "Good afternoon. Please, I want to ask, I live in Ilorin and this harmattan dust is too much, my sinuses are suffering. What can I do at home to reduce the dust inside the house?",
    ],
    [
      "Good evening. I just relocated to Lagos last week, I'm now staying in Gbagada, and this traffic is something else o. Abeg, how can I plan my mornings so I'm not spending three hours on Third Mainland Bridge?",
      "Also please, suggest how I can arrange a small self-contain room so it doesn't feel cramped.",
    ],
    /Lagos|Gbagada/i,
    claims("Ilorin", ["Lagos", "Gbagada", "relocat"]),
  ),
  change(
    "a resignation told with the new oga's weekly report",
    [
      "Please, I want to ask for help. I work at Wema Bank as a customer service officer, and customers shout at me almost every day. How can I stay calm when a customer is being rude to me?",
    ],
    [
      "Good morning. I finally resigned from Wema, I resumed at Moniepoint two weeks ago as a business development associate. My new oga wants a weekly report on the merchants I onboard. Please, can you give me a simple template I can fill every Friday?",
    ],
    /Moniepoint/i,
    claims("Wema", ["Moniepoint"]),
  ),
  change(
    "a professional course dropped for another after a move into HR",
    [
      "Good day. I'm writing my ICAN Skills level exams in March and Financial Reporting is giving me serious headache. Please, can you explain deferred tax to me in simple terms?",
    ],
    [
      "Please I want to ask, since I moved into the HR unit at work I've dropped ICAN, it's CIPM I'm doing now. The first paper is on employee relations.",
      "Can you help me draw a study timetable for weekends only? Weekdays, my oga doesn't let us close early.",
    ],
    /CIPM/i,
    claims("\\bICAN\\b", ["CIPM"]),
  ),
  change(
    "a blood pressure drug swapped by the doctor because of a side effect",
    [
      "My doctor put me on nifedipine for my blood pressure, 20mg every morning. Abeg, which foods should I reduce? I love my pepper soup and I use seasoning cubes in everything.",
    ],
    [
      "Good evening. The nifedipine was making my ankles swell, so at my last check-up the doctor changed me to bisoprolol. Please, is it normal to feel a bit tired in the first few weeks? I want to know if I should still go for my evening walks.",
    ],
    /bisoprolol/i,
    claims("nifedipine", ["bisoprolol", "swell"]),
  ),
  change(
    "a car upgrade told through the fuel bill",
    [
      "Please, the AC in my Vitz has started blowing warm air, and with this heat I can't manage. Is it likely to be just the gas, or something more serious, before I take it to the mechanic?",
    ],
    [
      "Since I upgraded from the small Vitz to a 2010 Venza, tokunbo, my fuel money has almost doubled. The car is fine, it just drinks fuel well well. Please, what can I do to reduce fuel consumption with how prices are going?",
    ],
    /Venza/i,
    claims("Vitz", ["Venza", "upgrad", "sold", "trade"]),
  ),
  change(
    "a boyfriend proposes and she says yes",
    [
      "My boyfriend Dayo's birthday is next month and I want to plan something small but special for him. Please, can you suggest ideas that won't cost more than 100k?",
    ],
    [
      "Please, I want to ask for your help. Dayo proposed last Saturday and I said yes! My mum is already talking about the introduction and traditional wedding. Can you help me make a checklist for the introduction ceremony?",
    ],
    /engaged|fianc|proposed/i,
    claims("boyfriend", ["fianc", "engaged", "propos"]),
  ),
  trap(
    "a hypothetical japa question, with a lunch request",
    [
      "Good afternoon. I'm a community pharmacist in Ikeja, I run the evening shift at our branch. Please, how do I explain antibiotic resistance to customers who always want to buy amoxicillin without prescription?",
    ],
    [
      "Please I want to ask, just out of curiosity: if I decide to japa to Manitoba someday, would my Nigerian pharmacy licence count or would I have to write exams again? I'm not applying yet o, everybody in my office is just talking about it.",
      "Also abeg, suggest a quick lunch I can pack for work that won't spoil before 4pm.",
    ],
    /pharmacist|Ikeja/i,
    [
      asserts("Manitoba|Canada", `${IMAGINED}|\\?|\\bask|curious|wonder|office|colleague|coworker|question|whether|licen`),
      asserts("(?:left|leaving|quit|no longer|moved|moving|relocat|emigrat)\\w*\\b.*(?:Ikeja|pharmac|Nigeria)", IMAGINED),
    ],
  ),
  trap(
    "a sister's NYSC posting, with a packing request",
    [
      "I teach Basic Science in a secondary school in Abeokuta, JSS2 classes. Please, can you give me a simple experiment to show that air has weight, using things I can find around?",
    ],
    [
      "My younger sister Kemi just got her NYSC posting to Kaduna, she leaves next week and she's a bit scared. Abeg, what should she pack for orientation camp?",
      "And please, help me write a short encouraging message I can send her the night before.",
    ],
    /Abeokuta|Basic Science/i,
    [
      asserts("Kaduna|NYSC|corps member|orientation camp", SISTER),
      asserts("(?:left|moved|moving|relocat|no longer|quit)\\w*\\b.*(?:Abeokuta|school|teach)", SISTER),
    ],
  ),
  trap(
    "meat and fish pushed at a wedding and not eaten",
    [
      "I've been vegetarian for about four years now, no meat, no fish. Please, can you suggest Nigerian dishes I can cook that still have enough protein? I'm tired of only beans.",
    ],
    [
      "Good evening. I went for my cousin's wedding on Saturday and the aunties kept pushing goat meat and fish on my plate. I didn't touch any of it o, I just managed jollof and plantain. Please, how can I politely say no next time without offending older people?",
    ],
    /^(?!.*(?:no longer|stopped being|quit|gave up|used to be|was vegetarian|former|ex-vegetarian)).*vegetarian/i,
    [
      asserts(
        "(?:\\beats?\\b|\\bate\\b|eating)[^.]*(?:meat|goat|fish)",
        "\\bnot\\b|n't\\b|\\bno\\b|never|refus|declin|avoid|without|push|offer|pressur|aunt",
      ),
      /no longer (?:a )?vegetarian|stopped being (?:a )?vegetarian|gave up (?:being )?vegetarian|quit being (?:a )?vegetarian|pescatarian|now eats (?:meat|fish)/i,
    ],
  ),
  trap(
    "the oga's quoted advice to move to another tool",
    [
      "I'm a research assistant at a health NGO in Yaba, and I do all our survey analysis in Stata. Please, how do I run a logistic regression and explain the odds ratios to my oga?",
    ],
    [
      "My oga keeps saying, 'Kunle, Stata is old school, everybody is on Tableau now, learn it before our next donor report.' Me, I'm not convinced sha.",
      "Please, for donor dashboards, what can Tableau do that Stata graphs cannot?",
    ],
    /^(?!.*(?:no longer|stopped|switch|replac|dropp|quit|moved away)).*Stata/i,
    [
      asserts("Tableau", SAID),
      asserts("(?:no longer|stopped|switch|replac|dropp|quit|moved)\\w*\\b.*Stata|Stata.*(?:replaced|dropped)", SAID),
    ],
  ),
  trap(
    "a transfer offered and turned down",
    [
      "Good morning. I'm a relationship manager at a bank branch in Warri, mostly SME customers. Please, can you help me write a polite message to remind a customer that his loan repayment is overdue?",
    ],
    [
      "Please, I want to ask your advice. HR offered me a transfer to the Asaba branch with a small raise, but I turned it down, my children are settled in school here and my wife's shop is here.",
      "Now I'm worried it will affect my promotion. How do I explain my decision to my oga so it doesn't look like I'm not ambitious?",
    ],
    /^(?!.*(?:\bleft\b|moved|moving|relocat|transferred to|no longer)).*Warri/i,
    [
      asserts("Asaba", "offer|turn|declin|reject|refus|\\bnot\\b|n't\\b|consider|propos|possib|\\?|worr|would|might"),
      asserts(
        "(?:\\bleft\\b|moved|moving|relocat|transferred|no longer)\\w*\\b.*Warri",
        "offer|turn|declin|reject|refus|n't\\b|\\bnot\\b|would|might",
      ),
    ],
  ),
  trap(
    "a neighbour's dog kept for two weeks while she travels",
    [
      "My cat Ponmo has started throwing up after eating. He's 3 years old and very lazy. Please, could it be the food, and what should I watch out for before I take him to the vet?",
    ],
    [
      "My neighbour travelled to Owerri for two weeks and I'm keeping her Boerboel, Rambo, until she comes back. Abeg, this dog eats like a full grown man! How much should I be feeding him, and how do I stop him chasing Ponmo round the compound?",
    ],
    /Ponmo/i,
    [
      asserts("Boerboel|\\bdog\\b|Rambo", `${NEIGHBOUR}|${TEMPORARY}|chas`),
      asserts("(?:lives?|living|moved|moving|relocat|travell?ed|based)\\w*\\b.*Owerri", NEIGHBOUR),
    ],
  ),
];
