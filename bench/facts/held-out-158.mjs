// Held-out set 158: written on 2026-11-28 against main at 938e4f8, by a helper (`set158`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets (the city
// itself is never named; only its districts are).
// Style: one voice throughout, a German physiotherapist in her fifties with her own small practice,
// living in a big Austrian city, who writes friendly, medium-length messages in German-flavoured
// English (a capitalised Noun now and then, "I make a course", "since three years", "or?", "ja",
// German words for things she knows in German) and asks about her practice's bookings, exercise
// sheets for patients, hiking, her teenage son, her bicycle and her mother's care. Three changes are
// told plainly as news (a move to another district, a gym given up for another, a choir given up
// for a tango course) and three only in passing beside a request (a new e-bike's battery in winter,
// uploading videos to the exercise app she now uses, things to bring for her mother's room in a
// nursing home). Traps: a wish for a dog while the cat stays, a sister's news (gone vegan) while she
// stays vegetarian, a quoted remark from her endocrinologist about lowering or switching a pill, a
// negation (not separated from her husband, whatever the neighbours think), a joke about closing
// the practice for a sausage stand, and a plan not carried out (a bank switch begun and dropped).
// Time words fit the two conversations' dates (New Year's Day, then about three weeks later). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 5 of 12 at cbacb6d (a pastime taken up now ends the one of the same kind), and 5 of 12 on
// 938e4f8, the code the session started from (run first, scores only). Before the first run the lead
// saw the names of the scenarios missed on 938e4f8 (a verbose replay picked the file up); cbacb6d had
// been written before that and was not changed after.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Goes to X", not "Cancelled X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|love|fell for|fell in";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|wry|tongue|quip|tease|self-deprecat|exaggerat|frustrat|struggl|\\blol\\b|serious`;

/** Words that put a remark in someone else's mouth (her doctor's), or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|\\bmay\\b|\\btry|trial|summer|possib|potential|chance|goal|plan|doctor|endocrin|Endokrin|physician|\\bif\\b|option|discuss|mention|some patients`;

/** Words that make a bank switch only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|abandon|half|began|started|look|test|kept|keep|still|stay|remain|download|install|form\\b`;

/** Words that give the news to her sister, or to a meal she cooks for her. */
const SISTER = "sister|Renate|sibling|\\bher\\b|\\bshe\\b|guest|visit|lunch|cook|recipe|dish|meal|\\bnot\\b|n't|rather than|but\\b";

export const HELD_OUT_158 = [
  change(
    "a move from Hernals to Penzing, told plainly as news",
    [
      "Prosit Neujahr! I am a physiotherapist with my own small Praxis and I live since 14 years in Hernals, in an Altbau flat on the 4th floor without Lift – good training for the legs, ja. Can you help me plan a hiking tour for my first free Saturday in January, something not too long that I can reach from Hernals with the public transport?",
    ],
    [
      "Some news from me: we have moved! Since last Saturday we live in Penzing, up near Hütteldorf, in a flat with a small garden and even a Lift. The boxes are still everywhere but the forest is ten minutes walking from the door, I am very happy.",
      "Can you suggest me a round tour starting from Hütteldorf, 2-3 hours, for a Sunday with my son? He is 15 and complains after 20 minutes always, so it must have something interesting on the way, or?",
    ],
    /Penzing|Hütteldorf/i,
    claims("Hernals", ["Penzing", "Hütteldorf", "(?<!has |have )\\blived\\b"]),
  ),
  change(
    "a budget gym given up for a slow strength-training studio, told plainly as news",
    [
      "I go three times in the week to the Fitinn near my Praxis, mostly for the back and the shoulders – as a Physio I must do what I preach, or? Can you make me a short plan of 40 minutes for the upper back with the machines they have there, rowing, lat pulldown, that kind?",
    ],
    [
      "Some news: I have cancelled my Fitinn membership after 6 years – too loud, too full, and this music! – and since two weeks I go to Kieser Training instead, twice a week, only 30 minutes at the machines, very quiet, very organised. I like it very much so far.",
      "Can you explain me why they make there only one set, very slow, until the muscle is completely tired? As a Physio I am a bit sceptical, at school we learned always three sets of ten.",
    ],
    /Kieser/i,
    claims("Fitinn", ["Kieser"]),
  ),
  change(
    "a church choir given up for a tango course, told plainly as news",
    [
      "Since twelve years I sing Alto in the Kirchenchor of our Pfarre, every Thursday evening we have Probe. Now we prepare already a Latin Mass for Easter and my Latin is terrible – can you help me with how the Kyrie and the Gloria are pronounced in the church Latin, maybe written like it sounds?",
    ],
    [
      "Some news, and I am a bit proud of myself: I have stopped with the choir after twelve years – the new Chorleiter and me, it was not a good match – and I make now a Tango Argentino course, every Thursday, so the same evening, only with more moving. My husband refuses to come, so I dance with whoever is there, ja.",
      "Can you explain me the difference between a Milonga and a Práctica? I am invited to my first Práctica next week and I don't want to look stupid.",
    ],
    /tango/i,
    claims("choir|\\bChor\\b|Kirchenchor|\\bsing(?:s|ing|er)?\\b|\\balto\\b", ["tango", "\\bsang\\b"]),
  ),
  change(
    "an old city bike replaced by an e-bike, shown only by a battery question",
    [
      "I ride every day with my old Puch bicycle to the Praxis, it is from 1988, three gears, and I love it, but now the back brake makes a terrible noise like a cat. Can you tell me how I adjust a rim brake myself, or must I go to the shop for this?",
    ],
    [
      "Question about my new Kalkhoff e-bike: how do I best care for the Akku in the winter? I leave it in the cold Keller with the bike, or I take it up into the flat every evening? The man in the shop explained something but I have forgotten half, ja.",
      "And which Stufe gives the most range, Eco or Tour? I ride now 9 km each way to the Praxis with it and I don't want to stand with an empty battery on the hill.",
    ],
    /Kalkhoff|e-?bike|electric bike|pedelec/i,
    claims("Puch", ["Kalkhoff", "e-?bike", "electric", "pedelec"]),
  ),
  change(
    "exercise sheets moved from an office template to an exercise app, shown only in a request about videos",
    [
      "I make the exercise sheets for my Patients in OpenOffice, with a Vorlage I made myself many years ago, with little drawings of stick figures. Can you help me write a clear text for a sheet after a frozen shoulder, 5 exercises, with simple words? Many of my patients are over 70 and read without glasses, they say.",
    ],
    [
      "How can I upload my own short videos in Physitrack? I want that my patients see me doing the exercise and not some American man in a gym. The exercise programmes I make now all in Physitrack and I send the patients the link by email, but where the own videos go I did not find.",
    ],
    /Physitrack/i,
    claims("OpenOffice", ["Physitrack"]),
  ),
  change(
    "a mother's care at home becomes a nursing home, shown only by what to bring for her room",
    [
      "My Mama is 84 and lives still in her own flat, with a 24-Stunden-Betreuerin who lives with her and is a real treasure, I don't know what we would do without her. Can you help me write a short, warm thank-you card to the Betreuerin for the New Year? I want to put a voucher inside.",
    ],
    [
      "What should I bring for Mama's room in the Haus der Barmherzigkeit so it feels more like home? She has there a single room with a window to the garden, and she asks every day for her own things. I thought the photos, her Ohrensessel, the little clock from the kitchen... what else?",
      "And how often should I visit in the first weeks, you think? Every day, or this makes it harder for her to settle in?",
    ],
    /Barmherzigkeit|nursing|care home|Pflegeheim|Seniorenheim|residential care|retirement home|old people/i,
    claims("24.?(?:hour|Stunden|h\\b)|live-in|round-the-clock|Betreuerin|\\bcarer|caregiver|at home|own flat", [
      "Barmherzigkeit",
      "nursing",
      "care home",
      "Pflegeheim",
      "Seniorenheim",
      "residential",
      "thank",
      "card",
      "voucher",
    ]),
  ),
  trap(
    "a wish for a dachshund after a hike, while the cat stays the only pet",
    [
      "Our cat Minka, a grey tabby of 9 years, is since some days not eating properly, she only licks the sauce and leaves the pieces. Is this something for the vet or can I wait a little? Otherwise she is normal, sleeps on the heating like always.",
    ],
    [
      "Ach, I must tell you: on the Sunday hike on the Hohe Wand we met a family with a Rauhaardackel and I fell totally in love. If I would not have the Praxis until 7 in the evening I would take a Dackel immediately, he could come on every hike with me. But it is not fair for a dog to wait the whole day alone, and Minka would never forgive me, ja.",
      "Can you recommend another round hike on the Hohe Wand for next time, with not too much climbing?",
    ],
    /Minka|\bcat\b|tabby/i,
    [asserts("Dackel|dachshund|\\bdog\\b|puppy", `${IMAGINED}|\\bmet\\b|\\bsaw\\b|family|fair`)],
  ),
  trap(
    "a sister goes vegan, while the user stays vegetarian",
    [
      "I am vegetarian since 30 years, since my studies, and for the Praxis New Year party (we make it always after the holidays) I must bring something. Can you give me an idea for a vegetarian main dish for 8 people that I can prepare the evening before?",
    ],
    [
      "My sister Renate has gone completely vegan since New Year, and now she sends me every day articles about cheese and poor cows. She says she feels ten years younger. I am happy for her, really, but I stay with my cheese and my eggs, ja.",
      "She comes on Sunday to me for lunch – can you suggest a vegan main dish that also my son will eat without complaining?",
    ],
    /vegetarian/i,
    [asserts("vegan", SISTER)],
  ),
  trap(
    "an endocrinologist's remark that the thyroid pill might be lowered or switched",
    [
      "I have Hashimoto and take every morning Euthyrox 75, half an hour before the coffee, which is honestly the hardest part of my day. Now I have often this heavy tiredness in the afternoon – can you help me write a list of questions for my Endokrinologin appointment next week?",
    ],
    [
      "So, I was at the Endokrinologin. She looked at the values and said: 'If it stays like this, we could maybe try to go down to 50 in the summer, and some patients with such values we switch even to Thyrex.' Ja, we will see, I believe it when it happens.",
      "Meanwhile, can you give me some ideas for the afternoon tiredness that are not a third coffee?",
    ],
    /Euthyrox/i,
    [
      asserts("Thyrex", QUOTED),
      asserts(
        "(?:Euthyrox|levothyrox)\\w*\\b.*\\b50\\b|\\b50\\s*(?:µg|mcg|microgram)|(?:reduc|lower|decreas|cut)\\w*\\b.*(?:Euthyrox|dose)|(?:stopp|quit|no longer|came off)\\w*\\b.*Euthyrox",
        QUOTED,
      ),
    ],
  ),
  trap(
    "a separation denied while the husband works away for three months",
    [
      "My husband Gerhard and I are married since 26 years, and in February is our Hochzeitstag. Can you help me find a nice small hotel for one night in the Wachau, not too expensive, with good food and maybe a view to the river?",
    ],
    [
      "No, Gerhard and I are not separated, whatever the neighbours tell! He works since January for three months on a Baustelle in Tirol and comes home only every second weekend, and already the woman from the second floor asked me with a sad face if we are 'having difficulties'. Ha! We are fine, only the flat is very quiet.",
      "Can you suggest some small things I can send him in a parcel so he does not eat only Leberkäse the whole week?",
    ],
    /Gerhard|married|husband/i,
    [
      asserts(
        "separat|divorc|split up|estranged|broke up|marital (?:problems|difficult)|marriage (?:problems|difficult)|having difficulties",
        "\\bnot\\b|n't|never|deni|rumou?r|neighbou?r|gossip|assum|think|thought|\\bask|whatever|temporar|\\bwork|job|Baustelle|construction|Tirol|Tyrol|weekend",
      ),
    ],
  ),
  trap(
    "a joke about closing the practice for a sausage stand after no-shows",
    [
      "I have since 11 years my own small Physio-Praxis in the Josefstadt, two rooms, me and one colleague part-time. For January I want to hang a friendly but clear notice in the waiting room about cancellations: who cancels less than 24 hours before must pay. Can you help me with the text?",
    ],
    [
      "This week four patients did not come and did not call, one of them for the second time. I think I close the Praxis and open a Würstelstand at the Naschmarkt – a Käsekrainer never forgets its appointment, ja. 😅",
      "But seriously: can you help me with a short friendly SMS that I send the day before each appointment as a reminder? Maybe this helps more than my notice.",
    ],
    /Josefstadt|practice|Praxis|physiotherap/i,
    [
      asserts("Würstel|sausage|Käsekrainer|snack (?:stand|bar)|food stand|hot ?dog", JOKED),
      asserts(
        "(?:clos|sold|sell|gave up|give up|quit|left|leav)\\w*\\b.*(?:practice|Praxis|physio)",
        `${JOKED}|no-show|patients? (?:did|who)`,
      ),
    ],
  ),
  trap(
    "a switch of the practice account to an online bank, begun and dropped",
    [
      "For the Praxis I have my business account at the Raiffeisenbank since the beginning, and the card terminal is also from them. From January the fees go up again – can you help me understand which fees on my Kontoauszug are normal? Kontoführung 19,90 per quarter, every booking line 0,35, terminal rent 24 Euro per month.",
    ],
    [
      "I wanted really this month to change the business account to N26, I had already the app on the phone and filled out half the form. But then I understood I must also change the card terminal, my Steuerberaterin must set up everything new, and all the patients with Dauerauftrag... no. So I stay with the Raiffeisen. I called my Berater and complained and he gave me 5 Euro less per month, better than nothing, ja.",
      "Can you help me make a simple table to see every month what the bank costs me for the Praxis?",
    ],
    /Raiffeisen/i,
    [
      asserts("N26", UNDONE),
      asserts(
        "(?:switch|chang|mov|transferr|left|clos)\\w*\\b.*(?:Raiffeisen|bank|account)|(?:Raiffeisen|account)\\b.*\\b(?:closed|cancelled)",
        `${UNDONE}|complain|fee|discount|cheaper|\\bless\\b|terminal`,
      ),
    ],
  ),
];
