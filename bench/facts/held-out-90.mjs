// Held-out set 90: written on 2026-11-27 against main at 0584df2, by a helper (`set90`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 86 in /work/sets.
// Style: English written as a second language at work or study by people from Germany, Brazil,
// Japan, Poland, Mexico, Egypt and Vietnam: small grammar slips, direct phrasing, time words like
// "since two months" or "from last week", most messages with a request. Changes: a flat in a new
// city, a new employer, a student visa turned into a work permit, a language app replaced by a
// tutor, a car sold for another, a girlfriend who is now a fiancée. Traps: a colleague's
// promotion and transfer, a brother's new diet, a transfer offer not decided, a question about a
// phone, an offer the user did NOT accept, and a joke about selling a bike.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at 0584df2 (the session's final code), and 9 of 12 on 1598cc8, the code the session started
// from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\bsold\\b|\\bsell";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only a joke. */
const JOKED = "jok|\\blol\\b|haha|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|vent|frustrat|exaggerat";

/** Words that put news on someone else (a colleague, a brother). */
const SOMEONE_ELSE = "colleague|co-?worker|\\bhis\\b|\\bhe\\b|\\bhim\\b|\\bher\\b|\\bshe\\b|their|brother|sibling|family";

export const HELD_OUT_90 = [
  change(
    "a flat in a new city, told with a registration question",
    [
      "hello, i live in Paderborn since four years, small flat near the university. can you explain me how the Rundfunkbeitrag works? i got a letter and i dont understand if i must pay it",
    ],
    [
      "so the move is done, from last week i live in Bamberg, new flat is in old town and is much bigger. my boxes are still everywhere haha",
      "what i need to do for the Anmeldung at the Bürgeramt? which documents i must bring?",
    ],
    /Bamberg/i,
    claims("Paderborn", ["Bamberg"]),
  ),
  change(
    "a new employer, told as first week and an onboarding request",
    [
      "hi! i work as QA analyst at Totvs since 2021, mostly testing the ERP modules. can you give me a simple example of test case for a login screen? i want to teach a new intern",
    ],
    [
      "first week in Sicredi is finished!! i left Totvs end of last month, here the team is smaller and they use a lot of automation with Cypress. still QA, but now i test the mobile app",
      "can you help me make a study plan for 30 days to be good in Cypress? i have one hour per day",
    ],
    /Sicredi/i,
    claims("Totvs", ["Sicredi"]),
  ),
  change(
    "a student visa becomes an EU Blue Card, with a paperwork question",
    [
      "hello, i am from Vietnam and i study master of environmental engineering in Cottbus. i am here with student visa, so i can work only 140 full days per year. can you help me calculate how many hours i can do in my mini job?",
    ],
    [
      "good news, the Ausländerbehörde finally gave me the Blue Card from last week! so no more student visa, i can work full time now in the engineering office",
      "do i need to tell my health insurance that my status changed? what i write in the email?",
    ],
    /Blue ?Card/i,
    claims("student (?:visa|residence|permit)", ["Blue ?Card"]),
  ),
  change(
    "a language app replaced by an online tutor",
    [
      "since two months i learn Portuguese with Memrise, every morning in the train 15 minutes. my company in Osaka has many clients in Brazil. can you give me some phrases for first meeting with client?",
    ],
    [
      "i deleted Memrise, it was too much only vocabulary. now i have private teacher on Preply, two lessons in one week, she is from Recife and very patient",
      "how can i prepare for the lesson so i use the time good? she said i must speak more",
    ],
    /Preply|tutor|teacher/i,
    claims("Memrise", ["Preply", "delet"]),
  ),
  change(
    "an old car sold and another bought, with a maintenance question",
    ["hola, i have a Tsuru 2009 and the check engine light is on since yesterday. is dangerous to drive it to work? is only 10 km"],
    [
      "finally i sold the Tsuru!! my cousin bought it for his taxi. now i drive a Chevrolet Aveo 2019, used but very clean, automatic transmission",
      "every how many kilometers i must change the oil in the Aveo? the seller told me 10000 but i am not sure",
    ],
    /Aveo/i,
    claims("Tsuru", ["Aveo", "cousin"]),
  ),
  change(
    "a girlfriend becomes a fiancée, told with a speech request",
    [
      "hi, my girlfriend Yasmin has birthday next week and i want to surprise her. we are together 3 years. can you give me ideas for a gift in Alexandria, not too expensive?",
    ],
    [
      "she said yes!! me and Yasmin are engaged since Friday, our families did the reading of Fatiha together at her parents home. i am still shaking",
      "i need to say a short speech at the engagement party in two weeks, can you help me? something warm but not too long",
    ],
    /engaged|fianc[eé]/i,
    claims("girlfriend|\\bdating\\b|in a relationship", ["engag", "fianc", "\\bsaid yes\\b", "propos"]),
  ),
  trap(
    "a colleague's promotion and transfer abroad, with a message request",
    [
      "hi, i am backend developer at Comarch in Gliwice, mostly Java. can you explain me difference between @Transactional on class and on method?",
    ],
    [
      "big news in our team, my colleague Przemek got promotion to team lead and from next month he moves to our Sevilla office. i am happy for him but bit jealous honestly",
      "can you write me short congratulation message for him? in English, not too formal",
    ],
    /Comarch|backend/i,
    [
      asserts("team lead|promot", SOMEONE_ELSE + "|Przemek|jealous"),
      asserts("Sevilla|Seville|Spain", SOMEONE_ELSE + "|Przemek"),
      asserts("(?:left|leaving|quit|no longer|moved|moving|relocat)\\w*\\b.*(?:Comarch|Gliwice)", SOMEONE_ELSE + "|Przemek"),
    ],
  ),
  trap(
    "a brother's new diet at the family table",
    [
      "i am vegetarian since 3 years, in Mansoura is not always easy because every family event has meat. can you suggest me egyptian dishes with good protein and no meat?",
    ],
    [
      "my brother Karim started keto diet since two weeks, he eats only meat and eggs and he lost already 4 kilo, now he says to everybody at dinner that vegetarian is unhealthy",
      "can you give me some arguments with science that vegetarian diet is also healthy? i want to answer him calm, not fight",
    ],
    /vegetarian/i,
    [
      asserts("keto|carnivore|low[- ]carb", SOMEONE_ELSE + "|Karim|\\bnot\\b|n't|argu|debat|criticiz|unhealthy"),
      asserts("\\beats? (?:only )?meat", SOMEONE_ELSE + "|Karim|\\bnot\\b|n't|\\bno\\b"),
      asserts("(?:stopped|no longer|quit|gave up|not)\\w*\\b.*vegetarian", SOMEONE_ELSE + "|Karim|unhealthy"),
    ],
  ),
  trap(
    "a transfer offer that is not decided yet",
    [
      "hello, i am production engineer in a car parts company in Nagoya. can you help me to write a short report in English about our new welding line? my English is not so good",
    ],
    [
      "my boss asked me if i want to go to our Monterrey plant for two years. i did not decide yet, my wife is worried about school for our son, we talk about it every evening",
      "can you make me list of pros and cons for working in Mexico with family? i must answer until end of the month",
    ],
    /Nagoya|production engineer/i,
    [
      asserts(
        "Monterrey|Mexico",
        IMAGINED + "|offer|asked|decid|\\?|propos|suggest|pros and cons|worried|whether|option|deciding|undecided|weigh",
      ),
      asserts("(?:left|leaving|moved|moving|relocat|transferr)\\w*\\b.*(?:Nagoya|Japan)", IMAGINED + "|offer|asked|decid|propos|option"),
    ],
  ),
  trap(
    "a question about another phone, not a purchase",
    [
      "i am from Vietnam and doing my PhD in Tsukuba. my phone is Moto G, it is slow now when i open the camera. can you tell me how to clean the cache?",
    ],
    [
      "all my japanese lab friends use Sharp Aquos, is it really better than my Moto G? the camera and battery is important for me. i dont want to spend too much money",
      "also how to say politely in japanese 'can i borrow your charger'?",
    ],
    /Moto ?G/i,
    [
      asserts("Aquos|Sharp", IMAGINED + "|\\?|ask|question|wonder|compar|whether|curious|choos|decid|option|better|friend|\\bsaid\\b"),
      asserts("(?:replac|switch|no longer|sold|stopped|changed)\\w*\\b.*Moto ?G", IMAGINED + "|\\?|ask|compar|whether"),
    ],
  ),
  trap(
    "a doctorate offer the user did NOT accept",
    [
      "oi! i am doing my master in mechanical engineering at Unicamp, my research is about heat exchangers. can you explain me in simple words what is the Nusselt number?",
    ],
    [
      "my advisor asked if i want to switch to direct doctorate, but i did not accept. i want to finish the master first and then work in industry, maybe later",
      "can you help me write a polite email to say thank you and no?",
    ],
    /Unicamp|master/i,
    [
      asserts(
        "PhD|doctora|doctoral",
        "\\bnot\\b|n't|declin|offer|asked|refus|turned down|\\bno\\b|invit|propos|suggest|advisor|\\bif\\b|maybe|later|consider",
      ),
      asserts(
        "(?:left|quit|no longer|stopped|dropp|switch)\\w*\\b.*(?:master|Unicamp)",
        "\\bnot\\b|n't|declin|offer|asked|refus|propos|suggest|\\bif\\b",
      ),
    ],
  ),
  trap(
    "a joke about selling the bike after a windy ride",
    [
      "hi, i go every day with my Batavus bike to the office in Stralsund, 7 km each way. what is good rain jacket for cycling that is not too expensive?",
    ],
    [
      "today the wind from the sea was so strong i was riding 25 minutes and almost not moving. i swear i sell this bike and buy a helicopter haha",
      "what can i do to make cycling against strong wind less tiring? maybe other position or gears?",
    ],
    /Batavus|cycl|bike|bicycle/i,
    [
      asserts("helicopter", JOKED + "|" + IMAGINED),
      asserts("(?:sold|sell|selling|no longer|stopped|gave up|quit)\\w*\\b.*(?:bike|Batavus|cycl)", JOKED + "|" + IMAGINED),
    ],
  ),
];
