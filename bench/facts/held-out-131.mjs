// Held-out set 131: written on 2026-11-28 against main at 9cc56c8, by a helper (`set131`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 134 in /work/sets.
// Style: one voice throughout, a Ghanaian-British mum of three in South London, warm and chatty,
// British slang and the odd Twi word ("chale", "ei", "ayoo"), asking about meal plans, school
// letters, her side business and her mum's health. About half the changes are told plainly as news
// (a move, a meal-planning app, a shop platform) and half in passing beside a request (a new job
// through its short lunch break, a new car through its sliding doors, a new class through sore
// arms), each still clear to a careful human note-taker. Traps are varied: a sister's news, a
// wish, a joke, an aunty's quoted words, a firm negation of a brother's rumour, and a purchase she
// nearly made. Time words fit the two conversations' dates (1 and 20 January). A fair fact about
// the old value may stay current once it says the state ended ("Left X", "No longer uses X"):
// `old` then skips such texts.
// First run: 4 of 12 at abc63d9 (the session's final code), and 4 of 12 on 9cc56c8, the code this round
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest. */
const JOKED =
  "jok|jest|kidd|\\blol\\b|haha|sarcas|teas|laugh|humou?r|not serious|playful|exaggerat|banter|mock|pretend|tongue|funny|\\bquip";

/** Words that say something was only someone else's words, advice or claim. */
const SAID_BY_OTHERS =
  "aunt|church|told|\\bsaid|says|advis|suggest|claim|recommend|quot|urg|pressur|insist|brother|sibling|rumou?r|accus|gossip|\\bfalse|wrong|denie|deny";

export const HELD_OUT_131 = [
  change(
    "a move told plainly as news, with a school letter request",
    [
      "Happy new year from Norbury! 🎉 Three kids, one tiny kitchen, zero ideas. Can you help me plan a week of cheap dinners that all three will actually eat? No mushrooms, my middle one will riot",
    ],
    [
      "Ei, news! We moved to Sidcup last month, finally a proper house with a garden after years in that flat. Still boxes everywhere chale",
      "Can you help me write a short letter to the kids' school giving them our new address, and saying their dad will be doing the Friday pick-ups from now on?",
    ],
    /Sidcup/i,
    claims("Norbury", ["Sidcup"]),
  ),
  change(
    "a job change told in passing through the new lunch break",
    [
      "I'm a dispenser at a little chemist on Streatham High Road, been there six years now. Can you explain the difference between ibuprofen and paracetamol in simple words? It's for my eldest's school health project",
    ],
    [
      "Chale, lunch at the GP surgery is only half an hour, I'm still not used to it. Two weeks into being a receptionist there and I've already been shouted at over appointments lol, I miss the chemist girls but not the Saturday shifts",
      "Can you give me some packed lunch ideas I can eat in ten minutes at my desk?",
    ],
    /receptionist|GP (?:surgery|practice)/i,
    claims("dispens|chemist|pharmac", ["receptionist", "surgery"]),
  ),
  change(
    "a meal-planning app switch told plainly, with a meal plan request",
    [
      "I do all our meal planning in Mealime, it makes the shopping list for me which is a lifesaver with three kids. Can you suggest some Ghanaian dishes I could add as my own recipes? Light soup, red red, that kind of thing",
    ],
    [
      "Quick update, I switched to Plan to Eat last week! It pulls recipes straight off the Ghanaian food blogs I follow, so I've deleted the other app",
      "Ayoo, can you help me plan next week's dinners? Jollof on Sunday obviously, and something quick for Wednesday because that's my late night",
    ],
    /Plan to Eat/i,
    claims("Mealime", ["Plan to Eat", "delet"]),
  ),
  change(
    "a new car told in passing through its sliding doors, with a school letter request",
    [
      "Our Ford S-Max is making a funny whining noise whenever I turn the wheel. Is it safe to keep doing the school run in it till the garage can look at it on Thursday?",
    ],
    [
      "The sliding doors on the Sharan are an absolute blessing at school pick-up, no more kids flinging doors into other people's cars 😂 the garage gave us next to nothing for the S-Max but I don't even care",
      "Can you help me draft a reply to the school's letter about the new parking rules outside the gates? Polite but firm please",
    ],
    /Sharan/i,
    claims("S-?Max", ["Sharan", "trade", "part[- ]ex", "\\bsold\\b"]),
  ),
  change(
    "a shop platform switch for her side business told plainly as news",
    [
      "So my side hustle is whipped shea butter and black soap, and I sell it all through my Big Cartel shop. Can you help me write a catchy Instagram caption for a new cocoa butter blend?",
    ],
    [
      "Business news: I've moved the shop off Big Cartel and onto Ecwid as of this month, the product limit was driving me mad",
      "Can you write me short product descriptions for three body butters: unscented, cocoa & vanilla, and baobab?",
    ],
    /Ecwid/i,
    claims("Big Cartel", ["Ecwid"]),
  ),
  change(
    "a fitness class swap told in passing through sore arms",
    [
      "Wednesday nights are my boxercise class at the leisure centre, my one bit of me-time all week 🙌 Can you suggest a quick dinner the kids' dad can cook on Wednesdays without burning the kitchen down?",
    ],
    [
      "Ayoo my arms after pole fitness last night!! Honestly boxercise was a walk in the park compared to this, no regrets ditching it though, I feel strong chale",
      "What helps bruised shins heal faster? And can you give me some high protein snacks that aren't just boiled eggs",
    ],
    /\bpole\b/i,
    claims("boxercise", ["\\bpole\\b"]),
  ),
  trap(
    "a sister qualifies as a midwife, with a card request",
    [
      "I'm a teaching assistant in a Year 2 class, I love it but the paperwork never ends lol. Can you give me a simple phonics game for six year olds?",
    ],
    [
      "Ei, my sister Adjoa just qualified as a midwife!! First one in the family to go to uni and she starts at the hospital next month. I'm so proud I cried in the middle of the big shop",
      "Can you help me write something lovely in her card? Bit emotional, bit funny",
    ],
    /teaching assistant|\bTA\b/i,
    [
      asserts("midwi|qualifi|\\buni\\b|universit|hospital", "sister|Adjoa|sibling"),
      asserts("(?:left|quit|no longer|leaving|resign)\\w*\\b.*(?:teaching|school|class|\\bTA\\b)", "sister|Adjoa|sibling"),
    ],
  ),
  trap(
    "a wish to bake full-time, with pricing and mum's health requests",
    [
      "I'm a healthcare assistant on a stroke ward, long days but I love my patients. Can you help me plan meals I can batch cook on my days off for the days I'm on shift?",
    ],
    [
      "Honestly chale, I wish I could pack in the ward and do my celebration cakes full-time, three orders this week and I loved every minute. But the mortgage won't pay itself 😂",
      "Can you help me work out how to price a two-tier birthday cake? Also Mum's GP says her blood pressure is up again, what foods should she cut back on?",
    ],
    /healthcare assistant|stroke ward|\bHCA\b/i,
    [
      asserts("(?:cake|bak)\\w*\\b.*full[- ]time|full[- ]time\\b.*(?:cake|bak)", IMAGINED),
      asserts("(?:left|quit|packed in|no longer|resign)\\w*\\b.*(?:ward|healthcare|hospital|HCA)", IMAGINED),
    ],
  ),
  trap(
    "a joke about divorcing her husband over kitchen gadgets",
    [
      "My husband Kwadwo and I have our 12th wedding anniversary next month! Can you give me ideas for a date night in South London that won't break the bank?",
    ],
    [
      "I'm divorcing Kwadwo lol. He has bought ANOTHER rice cooker, that's three now, who needs three rice cookers?? 😂 Chale, I love the man but",
      "Anyway, can you give me some rice cooker recipes that aren't just rice, so they earn their keep?",
    ],
    /^(?!.*(?:divorc|separat|\bex\b|ex-)).*(?:Kwadwo|husband|married)/i,
    [asserts("divorc|separat|split (?:up|from)|\\bsingle\\b|ex-husband|\\bex\\b", JOKED)],
  ),
  trap(
    "an aunty's quoted advice to bin the inhaler",
    [
      "I've got asthma and use my brown preventer inhaler morning and night. The cold weather has it playing up, any tips for keeping it under control in winter?",
    ],
    [
      "My aunty at church literally told me 'asthma is just weak lungs, throw that inhaler in the bin and drink moringa tea every morning, that's what cured me' 🙄 ei, these aunties",
      "Can you help me write a polite WhatsApp reply that won't cause drama? Also the school letter for my youngest's trip on Friday says packed lunch and waterproofs, what else should I pack?",
    ],
    /^(?!.*(?:no longer|stopped|quit|cured|binn|threw)).*(?:asthma|inhaler)/i,
    [
      asserts(
        "(?:stop|quit|no longer|threw|throw|binn|ditch|gave up|came off)\\w*\\b.*(?:inhaler|asthma|preventer)|moringa|cured",
        `${SAID_BY_OTHERS}|\\bif\\b|\\bnot\\b|n't\\b|\\bnever\\b`,
      ),
    ],
  ),
  trap(
    "a firm negation of a brother's rumour that she eats meat again",
    [
      "I've been vegetarian for about eight years, which makes Ghanaian parties interesting lol. Can you give me a meat-free light soup that still tastes like home?",
    ],
    [
      "My brother has been telling the whole family I'm eating meat again because he saw chicken wings in my trolley. No chale!! They were for the kids, I haven't touched meat since 2017 and I'm not starting now",
      "Can you give me a veggie jollof recipe for 20 people? It's my son's birthday on Saturday",
    ],
    /^(?!.*(?:no longer|stopped|gave up|used to|former|\bex-)).*(?:vegetarian|veggie|meat[- ]free|(?:n't|not) (?:eat|touch)\w* meat)/i,
    [
      asserts(
        "eat\\w* meat|eats chicken|no longer (?:a )?veg|stopped being (?:a )?veg|(?:gave up|quit|ended|dropped)\\w*\\b.*veg|(?:former|ex-?)\\s?veg",
        `${SAID_BY_OTHERS}|\\bnot\\b|n't\\b|\\bnever\\b|for (?:the|her) (?:kids|children|son)`,
      ),
    ],
  ),
  trap(
    "a sewing machine she nearly bought in the January sales",
    [
      "I sew Ankara print tote bags and headwraps on my old Singer for my little side business, mostly sold at church fairs. Can you help me write a price list that doesn't undersell me?",
    ],
    [
      "I had a Juki in my basket in the January sales and everything, then bottled it at checkout, £400 chale! So still on the old Singer for now",
      "Can you help me work out how many bags I'd need to sell a month before an upgrade actually pays for itself?",
    ],
    /^(?!.*(?:no longer|replaced|\bsold (?:her|the|my)|switched)).*Singer/i,
    [
      asserts("Juki", `${IMAGINED}|nearly|almost|basket|bottl|abandon|\\bcart\\b|decided against|did not|look(?:ed|ing) at`),
      asserts(
        "(?:replac|switch|upgraded|no longer)\\w*\\b.*Singer|sold (?:her|the|my|its) (?:old )?Singer",
        `${IMAGINED}|nearly|almost|basket|bottl`,
      ),
    ],
  ),
];
