// Held-out set 119: written on 2026-11-28 against main at a664163, by a helper (`set119`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 122 in /work/sets.
// Style: one voice for all twelve: a Japanese office worker in her forties in Kansai (the big city
// itself is never named, only wards and nearby towns), writing careful, textbook-like, very polite
// English ("I am sorry to trouble you", "Actually,", "recently I have been"), with some article and
// preposition slips; she talks about work, commute, family, hobbies and health, and nearly every
// message asks for help. Changes are told modestly and indirectly, as side remarks inside a
// request (a longer train ride after moving near the mother-in-law, colleagues at a new company, a
// free Saturday after the knees gave out, new tablets causing dizziness, a daughter setting up a
// new app, the mother praising the new car's door). Traps: a transfer only offered and asked about,
// a mother's diagnosis, a colleagues' joke about opening a shop, a drink poured but not drunk, a
// pool closed for repairs, and a teacher's suggestion in quoted speech. Time words fit the two
// conversations' dates (New Year, then about three weeks later in January). A fair fact about the
// old value may stay current once it says the state ended ("Left X", "No longer uses X"): `old`
// then skips such texts.
// First run: 5 of 12 at b0bc179 (the session's final code), and 5 of 12 on a664163, the code the session
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

/** Words that say something was only said in jest. */
const JOKED = "jok|jest|kid|tease|teasing|laugh|humou?r|funny|ha ha|haha|sarcas|banter|gag|only half|not serious";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_119 = [
  change(
    "a move told through a longer train ride near the mother-in-law",
    [
      "Happy New Year. I am sorry to trouble you on the first day of the year. I live in Toyonaka with my husband and our son, and I would like to send an English New Year card to my old host family in Canada. Could you help me write two or three warm sentences?",
    ],
    [
      "Actually, recently I have been taking the Keihan line every morning, and the train is much more crowded than I expected. Since we came to Hirakata two weeks ago to live near my mother-in-law, my commute has become 25 minutes longer, and many boxes are still not opened.",
      "Could you recommend some English podcasts for a long train ride? Slow and clear ones are better for me.",
    ],
    /Hirakata/i,
    claims("Toyonaka", ["Hirakata"]),
  ),
  change(
    "a new employer told through shy questions about new colleagues",
    [
      "I am working in general affairs section of Sakuragawa Chemical, our office is in Yodoyabashi. Every January I must prepare the English greeting letter for our overseas partners. Could you tell me a polite opening sentence for such a letter?",
    ],
    [
      "I am sorry to trouble you again. At Tominaga Pharmaceutical everyone writes in the chat tool instead of e-mail, and the messages are very short and casual. The people at Sakuragawa kindly gave me a farewell party at the end of December, but now I feel like a new employee at my age.",
      "How can I write short chat messages to my new colleagues that are polite but not too stiff? Please give me some examples.",
    ],
    /Tominaga/i,
    claims("Sakuragawa", ["Tominaga", "farewell"]),
  ),
  change(
    "a hobby given up for knee trouble, the new class told in passing",
    [
      "Recently I have been going to a tea ceremony class every Saturday morning near Tennoji. It is my small pleasure after a busy week. Could you explain in simple English what is the meaning of ichigo ichie? I want to tell it to my English teacher.",
    ],
    [
      "Actually, my Saturday mornings are free now. Sitting in seiza became too painful for my knees, so I thanked my tea ceremony teacher with a box of sweets and said goodbye at New Year. My friend took me to a hula class at the community center instead, and now I go there on Thursday evenings.",
      "My hips are quite sore after the lesson. Could you recommend some gentle stretches for a beginner of my age?",
    ],
    /hula/i,
    claims("tea ceremony|\\bchado\\b|\\bsado\\b", ["hula", "thank", "goodbye", "knee", "seiza"]),
  ),
  change(
    "a blood pressure medicine replaced, told as a worry about dizziness",
    [
      "I take cilnidipine 10 mg every morning for my high blood pressure. Sometimes I forget it when I am in a hurry for the train. If I notice at lunch time, is it all right to take it then?",
    ],
    [
      "Recently I have been feeling a little dizzy when I stand up quickly from my desk. At my last visit the doctor gave me azilsartan in place of the cilnidipine, because my ankles were swelling in the evening.",
      "Is this kind of dizziness common in the first weeks with a new medicine? I do not want to trouble my doctor with a small thing.",
    ],
    /azilsartan/i,
    claims("cilnidipine", ["azilsartan", "swell", "ankle"]),
  ),
  change(
    "a household accounts app replaced, told through the daughter's help",
    [
      "I keep our household accounts in the Zaim app on my smartphone, and every evening I type all the receipts by hand. Could you help me to make simple categories for a family of four? Our food expenses are always too high.",
    ],
    [
      "Over the weekend my daughter set up Moneytree on my phone and connected our bank card and credit card, so my evenings with the receipts are finished. It is very convenient, but I am a little bit worried.",
      "Is it really safe to connect a bank account to such an app? What should I be careful about?",
    ],
    /Moneytree/i,
    claims("Zaim", ["Moneytree", "receipt"]),
  ),
  change(
    "a new car told through the mother's praise of its door",
    [
      "We have a Daihatsu Tanto, and every Tuesday I drive my mother to the hospital in Sakai. In the cold mornings the windows become foggy inside. What is the quickest way to clear them?",
    ],
    [
      "My mother says the sliding door of the Spacia is even easier for her than before, and she likes the heated seat very much. The dealer took our old Tanto for only 50,000 yen, but it was 13 years old, so I cannot complain.",
      "I am sorry for a basic question, but could you explain what the ACC button on the steering wheel does? I am afraid to press it on the highway.",
    ],
    /Spacia/i,
    claims("Tanto", ["Spacia", "dealer", "took", "trade", "\\bold\\b", "sold"]),
  ),
  trap(
    "a transfer only offered by the manager, asked about as a question",
    [
      "I live in Moriguchi and I go to my office in Kyobashi by bicycle, it takes about twenty minutes. Could you suggest some warm clothes for cycling in January that still look neat at the office?",
    ],
    [
      "Actually, my section chief asked me yesterday whether I might be interested in the Sendai branch from April. I have not answered yet, and honestly my husband's job and my son's school make it difficult.",
      "If I moved to Sendai, would the winter be very hard for a person from Kansai? And how much snow do they have in the city?",
    ],
    /Moriguchi/i,
    [
      asserts("Sendai", `${IMAGINED}|\\?|\\bask|offer|propos|suggest|invit|decid|undecid|whether|wonder|chief|manager|boss|difficult`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Moriguchi", `${IMAGINED}|\\bask|offer|propos|whether`),
    ],
  ),
  trap(
    "a mother's diagnosis, with a cooking request",
    [
      "I have a herniated disc in my lower back since three years, so I cannot sit long at my desk without pain. Could you suggest some small exercises I can do in the office without anyone noticing?",
    ],
    [
      "I am sorry to trouble you. My mother in Wakayama was told by her doctor last week that she has type 2 diabetes, and she is quite shocked. I would like to cook for her when I visit at weekends.",
      "Could you suggest some low-sugar Japanese side dishes that an old lady would enjoy?",
    ],
    /herniat|\bdisc\b|\bhernia/i,
    [
      asserts("diabet", "mother|\\bher\\b|\\bshe\\b|parent|family|relative|\\bmom\\b"),
      asserts("(?:lives?|living|moved|moving|resid|based)\\w*\\b.*Wakayama", "mother|parent|family|visit|weekend"),
    ],
  ),
  trap(
    "colleagues' joke about quitting to open a shop",
    [
      "I have worked in the accounting section of Takeuchi Kogyo, a small construction company, for eighteen years. Could you explain the difference between accrued expenses and accounts payable in simple English? I must explain it to our new colleague from Vietnam.",
    ],
    [
      "It was a very long week of closing the books. My colleague and I always joke that we will quit together and open an okonomiyaki shop in Tsuruhashi, ha ha. My husband says he will be our first customer.",
      "Could you suggest a small reward for myself this weekend that is not expensive?",
    ],
    /Takeuchi|account(?:ing|ant)/i,
    [
      asserts("okonomiyaki", `${JOKED}|${IMAGINED}|husband`),
      asserts(
        "(?:quit|quitting|left|leaving|resign|no longer|opened|opening|open)\\w*\\b.*(?:Takeuchi|job|company|accounting|shop)",
        `${JOKED}|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a beer poured at the New Year party but not drunk",
    [
      "I do not drink alcohol at all, even one glass of beer makes my face red and my heart beat fast. Our section's New Year party is on the tenth. How can I politely refuse when my manager pours beer for me?",
    ],
    [
      "The New Year party went better than I feared. The new manager poured beer into my glass, but I did not drink it, I only lifted the glass for kanpai and then quietly changed to oolong tea. I think nobody noticed.",
      "Now I must write a short thank-you message to the colleague who organized the party. Could you help me?",
    ],
    /alcohol|non-?drinker|teetotal|abstain|(?:does not|doesn't|never|don't) drink/i,
    [
      asserts(
        "(?:\\bdrinks\\b|\\bdrank\\b|drinking|enjoys?|likes?|started|began)\\b.*(?:beer|alcohol|sake)",
        "\\bnot\\b|n't\\b|never|oolong|refus|declin|pretend|avoid|instead|pour|lifted|kanpai|toast|\\bred\\b|heart",
      ),
    ],
  ),
  trap(
    "a ward pool closed for repairs, walking in the meantime",
    [
      "I swim at the Miyakojima ward pool twice a week after work, it is good for my back. Could you suggest a simple swimming plan for 45 minutes? I can do breaststroke and slow crawl.",
    ],
    [
      "I am a little sad, the ward pool is closed for repairs until the end of March, so for now I am walking along the Okawa river after work. It is not the same, but better than nothing.",
      "How many steps in a day are good for a woman in her forties? And is it better to walk fast or long?",
    ],
    /swim/i,
    [
      asserts("(?:stopp|quit|gave up|give up|no longer|not|n't)\\w*\\b.*swim", `${TEMPORARY}|closed|closure|renovat|march`),
      asserts(
        "(?:switch|replac|took up|taken up|now walks|instead)\\w*\\b.*walk|walk\\w*\\b.*instead of swim",
        `${TEMPORARY}|closed|closure|renovat|march`,
      ),
    ],
  ),
  trap(
    "a teacher's suggestion to try a second instrument, in quoted speech",
    [
      "I have been learning the koto for five years at a small school near Tanimachi. Our recital is in March and a guest from Germany will come. Could you help me write a short English introduction of the koto for her?",
    ],
    [
      'At the lesson on Saturday my teacher said, "Your left hand is strong, you should try the shamisen too." I was very happy, but with my work and my son\'s entrance exams I have no time for a second instrument.',
      "By the way, how can I keep my fingernails from breaking in this dry winter?",
    ],
    /\bkoto\b/i,
    [
      asserts("shamisen", `${IMAGINED}|teacher|said|suggest|should|recommend|encourag|no time|prais|compliment`),
      asserts("(?:stopp|quit|gave up|give up|no longer)\\w*\\b.*koto", IMAGINED),
    ],
  ),
];
