// Held-out set 93: written on 2026-11-27 against main at 55252c9, by a helper (`set93`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: one user voice per scenario, a native Portuguese speaker writing English: polite, a bit
// formal, unusual word order and small slips ("since two weeks", "explain me", "in the beach"),
// almost every message asking for help with a form, an email, a card or language practice.
// Topics lean to home city, course, languages studied, diet, job and relationship. Changes: a
// move abroad told through a residence form, a night course swapped for another, one language
// class given up for another, a vegetarian who became vegan, a clinic job left for a translation
// agency, a boyfriend who proposed. Traps: a sister's move abroad, a language course the user did
// NOT enrol in, a joke about eating cake despite coeliac disease, a job offer the user declined,
// a friend's advice to quit university, and a joke about divorce.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 10 of 12 at 542c097 (the session's final code), and 10 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
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

/** Words that say something was only a joke. */
const JOKED = "jok|\\blol\\b|haha|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|vent|frustrat|exaggerat|tempt";

/** Words that put news or advice on someone else (a sister, a friend). */
const SOMEONE_ELSE =
  "sister|sibling|friend|family|\\bhis\\b|\\bhe\\b|\\bhim\\b|\\bher\\b|\\bshe\\b|their|advis|suggest|recommend|told|says|\\bsaid\\b|urg";

export const HELD_OUT_93 = [
  change(
    "a move from Brazil to Portugal told through a residence form",
    [
      "Good morning! I live in Maringá, in the south of Brazil, and I want to practice my English for write better emails. Can you correct for me this sentence: 'I am living here since I was born'?",
    ],
    [
      "Hello again! Now I am writing you from my new apartment in Guimarães, in Portugal. We arrived two weeks ago and still we don't have internet at home, so I use the wifi of the café downstairs.",
      "Please, can you help me to fill the form of residence registration? It asks 'morada fiscal' and the English version says 'tax address', what I must put there, the address of Guimarães or the old one in Brazil?",
    ],
    /Guimar[aã]es/i,
    claims("Maring[aá]", ["Guimar"]),
  ),
  change(
    "a night course changed for another at the same school",
    [
      "I am doing a technical course of accounting at night in Senac, it is my second semester. Please, can you explain me what is 'depreciation' with simple words? My teacher explain very fast and I am shy to ask.",
    ],
    [
      "I have a news, I changed of course! I was not happy with numbers all the day, so now I am in the graphic design course, also at night, same school. I am much more happy.",
      "The teacher asked us a small text in English about our portfolio. Is correct this? 'My portfolio have posters and logos that I make with the colors of my city.'",
    ],
    /graphic design/i,
    claims("accounting", ["design"]),
  ),
  change(
    "German classes given up for Italian, with a phrase request",
    [
      "I am studying German since six months, two classes for week in a language school near my work. Can you give me some exercises of the dative case? For me is very difficult, the articles change all the time.",
    ],
    [
      "Hello! I must tell you that I gave up the German classes, too much grammar and I had no time. Now I am learning Italian, because the family of my husband is from Calábria and the language is more near of Portuguese, so I understand more fast.",
      "How I say in Italian 'nice to meet you, thank you for the dinner, it was delicious'?",
    ],
    /Italian/i,
    claims("German", ["Italian"]),
  ),
  change(
    "a vegetarian becomes vegan, with a polite email request",
    [
      "I am vegetarian since 2019, but I eat eggs and cheese. Can you suggest me a lunch for take to work that is not only rice and beans? My colleagues always look my lunchbox with pity haha",
    ],
    [
      "Since two weeks I am vegan, I cut also the eggs, the milk and the cheese. My nutritionist made for me a plan with B12 supplement and I feel very good until now.",
      "Can you help me write a polite email to my colleagues? They organize a churrasco on friday and I want to explain that I will bring my own food, but without sound rude or strange.",
    ],
    /\bvegan/i,
    claims("vegetarian", ["vegan"]),
  ),
  change(
    "a dental clinic receptionist becomes a translator",
    [
      "I work as receptionist in a dental clinic, Clínica Sorriso Pleno, in the center of the city. Can you help me write a message in English for a foreign patient, to confirm his appointment on tuesday at 3pm?",
    ],
    [
      "Good news, I passed in the test and now I am junior translator at Tradulinx, a small agency! I work from home translating manuals from English to Portuguese. My last day in the clinic was in the friday before.",
      "Can you explain me the difference of 'ensure', 'insure' and 'assure'? I see this words in every manual and I always doubt.",
    ],
    /translat/i,
    claims("reception|Sorriso Pleno|dental clinic", ["translat", "Tradulinx"]),
  ),
  change(
    "a boyfriend proposes, with an email to his parents",
    [
      "My boyfriend Caio is from Paraguay and we speak together a mix of Spanish, Portuguese and English haha. Can you help me to write a birthday card for him in English, something romantic but not too much?",
    ],
    [
      "Caio asked me to marry him!! It was in the beach at the sunset, I cried very much. So now we are engaged, the wedding will be in the next year, in Asunción probably.",
      "Can you help me write an email in English for his parents to tell them the news? They speak English better than Portuguese and I want to sound respectful.",
    ],
    /engaged|fianc/i,
    claims("boyfriend|girlfriend|dating", ["engaged", "fianc"]),
  ),
  trap(
    "a sister moves abroad, the user stays in the home city",
    [
      "I live in Sorocaba with my parents and I am preparing for the IELTS in March. Can you give me a topic for practice the writing task 2?",
    ],
    [
      "My sister Luana just moved to Setúbal, in Portugal, for do her master degree. She is alone there and a little sad, she misses the food of our mother.",
      "Can you help me write a small message in English to her new flatmates, to present her? She is very shy and her English is worse than mine haha",
    ],
    /Sorocaba/i,
    [
      asserts("Set[uú]bal", SOMEONE_ELSE),
      asserts("(?:lives?|living|moved|based|resid)\\w*\\b.*Portugal|(?:left|moved|moving|no longer)\\w*\\b.*Sorocaba", SOMEONE_ELSE),
    ],
  ),
  trap(
    "a Japanese course the user did NOT enrol in",
    [
      "I am studying French in the Alliance Française, level B1, on saturday mornings. Can you give me ten irregular verbs in passé composé for practice? I always forget 'être' or 'avoir'.",
    ],
    [
      "In the end I did not enroll in the Japanese course, it was very expensive and the class was also on saturday, in the same time of my French. So I continue only with French.",
      "Can you help me write a polite email to the Japanese school to say that I will not take the vacancy? They reserved for me and I feel bad.",
    ],
    /French/i,
    [
      asserts("Japanese", `${IMAGINED}|decid|declin|expens|cost|vacanc|spot|place|reserv|turn|withdr|cancel|gave up|instead|skip|pass`),
      asserts("(?:stopp|quit|no longer|left|dropp|gave up)\\w*\\b.*French", `${IMAGINED}|continu|only`),
    ],
  ),
  trap(
    "a joke about eating cake despite coeliac disease",
    [
      "I have celiac disease, so I eat only gluten-free food. Can you help me translate this sentence for waiters when I travel: 'I cannot eat wheat, barley or rye, not even a little bit, please.'",
    ],
    [
      "Today my colleague brought a chocolate cake and croissants to the office. The smell was so good that I almost ate the whole cake, hahaha, I am joking, of course I didn't, I stayed with my rice crackers 😭",
      "Can you give me a recipe of a gluten-free chocolate cake, simple, for I make in the weekend?",
    ],
    /celiac|coeliac|gluten/i,
    [
      asserts(
        "\\bate\\b.*(?:cake|croissant)|eats? (?:cake|croissant|gluten|wheat)|(?:no longer|stopped|quit|gave up)\\w*\\b.*gluten",
        `${JOKED}|\\bnot\\b|n't\\b|almost|colleague|smell`,
      ),
    ],
  ),
  trap(
    "a job offer at a laboratory that the user declined",
    [
      "I work as pharmacist in Drogaria Ipê, it is a chain of drugstores here in Cuiabá. Can you help me to write a sign in English for tourists, explaining that antibiotics need prescription?",
    ],
    [
      "Last week I did an interview in a laboratory, Genolab, and they offered me a position of quality analyst, but I decided to not accept. The salary was almost the same and it is one hour far from my house.",
      "Can you help me to write an email to say no thank you, in a polite way, in English? The manager is from Argentina and we always talk in English.",
    ],
    /pharmac|Drogaria|Ip[eê]/i,
    [
      asserts("quality analyst|Genolab|laborator", `${IMAGINED}|declin|turn|reject|interview|offer|decid|refus|no thank|applied|candidate`),
      asserts("(?:left|quit|no longer|resign|leaving)\\w*\\b.*(?:pharmac|Drogaria|Ip[eê])", `${IMAGINED}|declin|offer|decid`),
    ],
  ),
  trap(
    "a friend advises quitting university for a bootcamp",
    [
      "I am in the third year of Physiotherapy at the federal university in Pelotas. Can you explain me when I use 'injury' and when I use 'wound'? In my English articles I always mix.",
    ],
    [
      "My friend Jurema says I should quit the university and do a bootcamp of programming, because she did and now she earns more money. I am not going to quit, I like physiotherapy, but sometimes I get very tired.",
      "Can you help me to organize a study schedule for my exams in February? I have four subjects and I work in the afternoons.",
    ],
    /physiother/i,
    [
      asserts("bootcamp|programming|coding", `${SOMEONE_ELSE}|Jurema|${IMAGINED}|should`),
      asserts(
        "(?:quit|left|dropp|leaving|no longer)\\w*\\b.*(?:universit|physio|course|degree)",
        `${SOMEONE_ELSE}|Jurema|${IMAGINED}|should`,
      ),
    ],
  ),
  trap(
    "a joke about divorcing the husband, with phrasal verb practice",
    [
      "I am married with Odair since 12 years, we have two kids. Our anniversary is next week and I want to write him a card in English, because we met in a English course! Can you help me?",
    ],
    [
      "My husband forgot again to take out the garbage, I swear I will divorce him today hahaha. No, I am joking, he is a good man, only very distracted.",
      "Can you help me practice the phrasal verbs with 'take'? Take out, take off, take over... I always confuse them.",
    ],
    /married|husband|Odair/i,
    [asserts("divorc|separat|\\bsingle\\b|ex-husband|split up|broke up", `${JOKED}|\\bnot\\b|n't\\b`)],
  ),
];
