// Held-out set 154: written on 2026-11-28 against main at 938e4f8, by a helper (`set154`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or the held-out sets on main (so the grandchildren's city,
// already used in set 9, appears only as its district Leidsche Rijn).
// Style: one voice throughout, a retired Dutch civil engineer of 68 on the Costa Blanca, who writes
// blunt, Dutch-flavoured English (literal word order, "I have it finished", "explain me", "by the
// grandchildren", the odd "gezellig", "hè", "ach", "juf", "fysio") in short, practical paragraphs,
// and asks about his boat, Spanish paperwork, his health, his wife, his grandchildren and his
// computer. Three changes are told plainly as news (a move from Moraira to Altea, a change of bank
// from CaixaBank to Sabadell, tennis given up for riding an e-bike) and three only in passing beside
// a request (the impeller of a new motorboat, the menu of a new phone, spinach and ibuprofen on a
// new blood thinner). Traps: a wish (a camper bought with lottery money he did not win), a friend's
// news (quitting the Spanish group for a private teacher, while he stays), a quoted remark from his
// physiotherapist (swim instead of lifting weights), a negation (not stopped at his part-time
// employer, not fully retired), a joke (divorce and living on the boat), and a plan not carried out
// with a question (putting Zorin on his old laptop). Time words fit the two conversations' dates
// (1 and 20 January, so the Niño lottery of 6 January falls between them). A fair fact about the
// old value may stay current once it says the state ended ("Left X", "No longer uses X"): `old`
// then skips such texts.
// First run: 7 of 12 at cbacb6d (a pastime taken up now ends the one of the same kind), and 7 of 12 on
// 938e4f8, the code the session started from (run first, scores only). Before the first run the lead
// saw the names of the scenarios missed on 938e4f8 (a verbose replay picked the file up); cbacb6d had
// been written before that and was not changed after.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|closed|finished";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Banks with X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|lotter|\\bwin\\b|winning|fancies|longs?\\b|love to|like to";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|wry|tongue|quip|tease|teasing|self-deprecat|exaggerat|\\blol\\b|haha|threat|complain|says|said|\\boffer`;

/** Words that put a remark in someone else's mouth (his physiotherapist's), or make it advice only. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|advi[cs]|recommend|should|told|urg|fysio|physio|therapist|\\bmay\\b|\\btry`;

/** Words that make a new system or laptop only a plan, a question or a thing not done. */
const UNDONE = `${IMAGINED}|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|postpon|put off|held off|hesitat|\\bstill\\b|\\bkept\\b|\\bkeep|stays?\\b|worr|concern|USB|stick|Jeroen|son-in-law`;

/** Words that give the news to his friend Gerrit, not to him. */
const FRIEND = "Gerrit|friend";

/** Words that put the denied retirement in his brother-in-law's mouth, or deny it. */
const DENIED = "\\bnot\\b|n't\\b|never|deni|brother|claim|rumou?r|wrong|nonsense|tells|says|said|still";

export const HELD_OUT_154 = [
  change(
    "a move from a villa in Moraira to a flat in Altea, told plainly as news",
    [
      "Gelukkig nieuwjaar! I am a retired civil engineer from Holland, since 2016 we live in Moraira in a villa with a pool that gives me more work than my whole career. Question: the pool pump makes since yesterday a humming noise but the water does not move. Is this the capacitor? I am handy, I can measure it if you tell me how.",
    ],
    [
      "Some news: we have the villa in Moraira sold, finally. The pool and the garden were too much for us. Since last week we live in an apartment in Altea, third floor, with a lift and a view on the sea. Anneke is very happy, I must still get used to it.",
      "Now the paperwork of course. How do I do the empadronamiento at the ayuntamiento of Altea, and must I also change the address on my TIE card by the policía? In Holland this is one form, here it is an expedition.",
    ],
    /Altea/i,
    claims("Moraira", ["Altea", "\\bsold\\b"]),
  ),
  change(
    "a bank change from CaixaBank to Sabadell, told plainly as news",
    [
      "My bank here is CaixaBank, the office in Jávea. Now they want that I do everything with their app and in the office they send me to the machine. Can you explain me how I make a transfer to my daughter in Holland with the app, step by step? I am 68, not stupid, but this app is a labyrinth.",
    ],
    [
      "Some news from the bank front: I have it finished with CaixaBank. They wanted 240 euro per year maintenance and the office is always closed when I come. Since last Monday my account is at Banco Sabadell, they have a girl in the Jávea office who speaks even a bit Dutch, that helps.",
      "Now I must move all the domiciliaciones, the water, the electricity, the IBI. Must I do this myself by every company or does the new bank do it for me? Give me a list of what I must not forget.",
    ],
    /Sabadell/i,
    claims("Caixa", ["Sabadell"]),
  ),
  change(
    "tennis given up for riding an e-bike with a group, told plainly as news",
    [
      "I play tennis three mornings a week at the club in Benissa, doubles, with other old men from Holland and one Belgian who cheats. Now my elbow hurts when I serve. Is this tennis elbow, and what can I do about it without to stop playing?",
    ],
    [
      "Some news: I have stopped with the tennis. The elbow did not get better and the doctor said rest, so rest it is. Instead I have bought an electric bike, a Koga, and now I ride every Tuesday and Friday with a group of Dutch and German pensioners through the valleys behind Benissa. Very gezellig, and the coffee stop is the best part.",
      "What must I carry with me on a ride of 50 km in the mountains? Tools, spare tube, that kind of things. Blunt list please, no essay.",
    ],
    /cycl|bike|bicycle|Koga|\bfiets/i,
    claims("tennis(?! elbow)", ["cycl", "bike", "Koga"]),
  ),
  change(
    "a sailboat replaced by a motorboat, shown only by a question about its impeller",
    [
      "I have a sailboat, a Dehler 34 from 1991, in the port of Jávea. Every winter the same story: the teak deck goes grey and gets small cracks. What is the best way to treat it, oil or no oil? In Holland everybody says something different and here everybody says mañana.",
    ],
    [
      "Question about my new boat. With the Quicksilver 605 I bought two weeks ago I do not have to climb on the deck anymore, my back is grateful, hè. But how often must I change the impeller of the Tohatsu outboard? The seller says every year, my neighbour in the port says every two years.",
      "And the boat still stands on the name of the seller at the Capitanía. Which papers do I need for the change of owner, and is there a tax to pay for it, and where?",
    ],
    /Quicksilver/i,
    claims("Dehler|sail ?boat|sailing ?boat|sailing yacht|\\byacht", ["Quicksilver", "motor ?boat", "\\bsold\\b"]),
  ),
  change(
    "an old phone replaced by a senior phone, shown only in a question about its menu",
    [
      "My telephone is a Wiko, five years old, and the letters are so small I need my reading glasses for every message from the grandchildren. How do I make the letters bigger?",
    ],
    [
      "On the Emporia my daughter Maartje sent me for my birthday last week, how do I change the menu from Spanish to Dutch? The buttons are nice and big, I give her that, but I cannot find the settings.",
      "And can I move the contacts from the old phone to this one without typing them all again? There are 140, I am not going to type 140 numbers.",
    ],
    /Emporia/i,
    claims("Wiko", ["Emporia"]),
  ),
  change(
    "a blood thinner changed from Sintrom to Lixiana, shown only in a question about spinach and ibuprofen",
    [
      "I have atrial fibrillation and I take Sintrom, every four weeks the prick for the INR at the centro de salud. The nurse says I must be careful with green vegetables, and Anneke makes a lot of spinach. How much is too much? Give me numbers, not 'moderation'.",
    ],
    [
      "Now that I take Lixiana, one tablet in the morning, must I still be careful with the spinach or is that over? And can I take an ibuprofen for my knee, or is that also not allowed with this medicine?",
    ],
    /Lixiana|edoxaban/i,
    claims("Sintrom|acenocoumarol", ["Lixiana", "edoxaban"]),
  ),
  trap(
    "a camper bought with lottery money, only a dream, and the old car stays",
    [
      "I drive a Seat Ateca from 2018, bought here, Spanish plates. In February it must go to the ITV. What do they check exactly, and is there something I can do before, so I do not fail on a stupid thing like a lamp?",
    ],
    [
      "Sometimes I dream: if I win El Niño, I buy a big Hymer camper and drive with Anneke to the Noordkaap, all the fjords, no ITV, no ayuntamiento. Ach. I did not win, I have checked the numbers three times.",
      "Back to the real world: the insurance of the Ateca must be renewed in March. Is todo riesgo still smart for a car of eight years, or is terceros ampliado enough?",
    ],
    /Ateca/i,
    [
      asserts("Hymer|camper|motor ?home|camping ?car|\\bRV\\b", `${IMAGINED}|plan`),
      asserts("(?:sold|selling|replac|no longer|got rid|traded|trade)\\w*\\b.*(?:Ateca|Seat|car)", `${IMAGINED}|plan|insur`),
    ],
  ),
  trap(
    "a friend leaves the Spanish group for a private teacher, and the user stays",
    [
      "I follow Spanish lessons at the Universidad Popular in Teulada, level A2, two mornings a week in a group of twelve foreigners. Can you explain me once more the difference between ser and estar? Short and blunt please, the teacher explains it every week in a different way.",
    ],
    [
      "My friend Gerrit has stopped with the lessons at the Universidad Popular. He finds the group too slow and now he has a private teacher who comes to his house twice a week, a retired juf from the village. Good for him, but I stay in the group, it is gezellig and it is cheap.",
      "Can you give me ten sentences to practise the indefinido against the imperfecto, with the answers below?",
    ],
    /^(?!\s*(?:has a |his |a |the )?(?:friend|Gerrit)).*(?:Universidad Popular|Spanish)/i,
    [
      asserts("private (?:\\w+ )?(?:teacher|tutor|lesson|class)|\\btutor|home lesson|lessons at home", FRIEND),
      asserts("(?:stopp|quit|left|no longer|gave up|dropped)\\w*\\b.*(?:Universidad|Spanish|lesson|course|class|group)", FRIEND),
    ],
  ),
  trap(
    "a physiotherapist's remark to swim instead of lifting weights, quoted",
    [
      "Three mornings a week I go to Gimnasio Atalaya in Benissa, the machines and some free weights. I am 68 and my back is not so flexible anymore. Can you make me a schedule of one hour, with warming up, that does not destroy me?",
    ],
    [
      "The fysio at the centro de salud, a boy of maybe 25, said to me on Thursday: 'Señor, with your shoulder you should stop with the weights and go swimming in the piscina municipal.' Swimming! I am Dutch, in the winter we skate, we do not swim. I go still to the Atalaya and I do still my weights, only a bit lighter.",
      "Which exercises with the elastic band can I do at home for the shoulder? The rotator cuff, he called it.",
    ],
    asserts("Atalaya|\\bgym", "\\bsaid\\b|\\bsays\\b|suggest|recommend|should|told|urg|advised|advises"),
    [asserts("swim|piscina|pool", QUOTED), asserts("(?:stopp|quit|left|no longer|gave up|dropped)\\w*\\b.*(?:gym|Atalaya|weight)", QUOTED)],
  ),
  trap(
    "a part-time job at an engineering firm not given up, and full retirement denied",
    [
      "I am retired, but I do still two days in the month advice work for Witteveen+Bos, dike reinforcement projects in Holland, from home with video calls. Can you help me to write this sentence in better English? It goes to a British client: 'The calculation of the piping risk is not yet finished, we expect it end of January.'",
    ],
    [
      "No, I have not stopped at Witteveen+Bos, whatever my brother-in-law tells on every birthday party. I am not fully retired. I do still my two days in the month, and they have just asked me for a new project in Zeeland.",
      "Can you make me a short email to the project leader that I can start on 1 February, but not the week of the 10th, because then we are in Leidsche Rijn by the grandchildren?",
    ],
    /^(?!\s*(?:his |a |the )?brother).*Witteveen/i,
    [
      asserts(
        "(?:fully|completely|totally) retired|retired (?:fully|completely|altogether)|(?:stopp|quit|left|no longer|ended|gave up)\\w*\\b.*(?:Witteveen|advi[cs]|consult|work)",
        DENIED,
      ),
    ],
  ),
  trap(
    "a joke about divorce and going to live on the boat",
    [
      "My wife Anneke and I are 41 years married, in March 42. I want to surprise her with a weekend in Ronda, she always wanted to see the bridge. Can you make me a plan for two nights, not too much walking, her hip is not so good?",
    ],
    [
      "Anneke says if I talk one more time at dinner about the boat engine, she files for divorce and I can go and live on the boat. Honestly, the boat has no wife who complains, so maybe I take the offer, haha. No no, 42 years, she is stuck with me.",
      "Serious question: can you help me with a short speech for our anniversary dinner in March? In English, because the neighbours are English, but with one Dutch sentence in it.",
    ],
    /Anneke|married|\bwife\b/i,
    [
      asserts("divorc|separat|\\bsingle\\b|ex-wife|ex wife", JOKED),
      asserts("lives? on (?:the|his|a) boat|liveaboard|live-aboard|(?:moved|moving) (?:on|in)to (?:the|his|a) boat", JOKED),
    ],
  ),
  trap(
    "a plan to put Zorin on the old laptop, not carried out, with a question",
    [
      "My laptop is a Medion Akoya from 2019, a cheap one from the supermarket. When I switch it on it takes five minutes before I can do something. The disk cleanup I have already done. What else can I do? I am an engineer, you may give me the technical story.",
    ],
    [
      "I had the plan to put Zorin on the Medion this weekend, because the old system gets no security updates anymore. My son-in-law Jeroen had already made the USB stick for me at Christmas. But then I read that the certificado digital for the Agencia Tributaria does not work well with it, so I have nothing done. The Medion stays as it is for now.",
      "Question: how dangerous is it really to keep using it without updates, only for mail, the bank and the photos of the grandchildren? And how do I make a good backup of those photos?",
    ],
    /Medion|Akoya/i,
    [
      asserts("Zorin", UNDONE),
      asserts(
        "(?:replac|sold|no longer|got rid|bought a new|new laptop|switched)\\w*\\b.*(?:Medion|Akoya|laptop|computer|operating system)",
        UNDONE,
      ),
    ],
  ),
];
