// Held-out set 63: written on 2026-11-27 against main at 10ff31a, by a helper (`set63`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, spread over employer, city, car
// and bike, diet, partner, sport club, language learning and apartment, with no city, person,
// product or company reused from scenarios.mjs, held-out sets on main or sets 55 to 62. Users are
// Dutch, Danish, Swedish, Norwegian or Finnish and write fluent but very direct, compact English
// with few pleasantries and some Dutch/Nordic word order ("Since last Monday I work at ...", "We
// have now a dog", "Explain me simple ..."); some messages are only two sentences. Traps are
// colleagues' and family news, plans not made, negations, and a quoted proverb or a teammate's
// saying. Time words fit the two conversations' dates (about three weeks apart, January). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer
// uses X"): `old` then skips such texts.
// First run: 10 of 12 at b460a42 (after rules read from sets 55 to 62), and 10 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
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
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_63 = [
  change(
    "a dutch embedded developer changes employer, compact, with a learning request",
    [
      "I work at Nedap in Groenlo as embedded software developer, mostly C for the access control readers. Explain me the difference between a mutex and a semaphore in short words, my intern asks it and I explain it bad.",
    ],
    [
      "Since last Monday I work at Demcon in Enschede. Nedap was good, but eight years is enough, and from Haaksbergen the drive is shorter now. Here some projects are in Rust, so give me a plan to learn Rust in four weeks, one hour per evening.",
    ],
    /Demcon/i,
    claims("Nedap", ["Demcon"]),
  ),
  change(
    "a danish family moves town, two sentences and a practical question",
    [
      "Happy new year. We live in Vejle, me, my husband and two kids, and I am a pedagogue in a kindergarten. Give me five indoor activities for 4-year-olds for a week where it only rains.",
    ],
    [
      "Last weekend we moved to Kolding, the house in Vejle is finally sold. Now I must find a new doctor and register the kids at the school, what comes first in Denmark?",
    ],
    /Kolding/i,
    claims("Vejle", ["Kolding", "\\bsold\\b"]),
  ),
  change(
    "a norwegian family replaces its car, told in two short lines",
    [
      "We drive a Lynk & Co 01 plug-in hybrid, on subscription. In Lillehammer in winter the battery gives maybe 30 km. Is it better to preheat the car from the app or on the cable?",
    ],
    [
      "The Lynk subscription is ended. We have now an Xpeng G6, fully electric, picked it up on Thursday.",
      "How do I set the charging limit to 80 percent in it, and is it true a cold battery charges slow?",
    ],
    /Xpeng|\bG6\b/i,
    claims("Lynk", ["Xpeng", "\\bG6\\b"]),
  ),
  change(
    "a swedish vegan starts eating fish after a blood test",
    [
      "I am vegan since four years. Give me a high protein lunch for work that needs no microwave, we have only a fridge at the office in Sundsvall.",
    ],
    [
      "My blood test came back, iron and B12 were very low and the doctor talked with me a long time. So I eat fish again now, two or three times per week, still no meat.",
      "Give me three easy salmon or cod dinners, 30 minutes max.",
    ],
    /pesc|\bfish/i,
    claims("vegan", ["pesc", "\\bfish"]),
  ),
  change(
    "a finnish user breaks up with a live-in boyfriend, very direct",
    [
      "I live with my boyfriend Jussi in a two-room flat in Vaasa. We share all costs fifty-fifty. Can you make me a simple monthly budget template for two people?",
    ],
    [
      "Jussi and I broke up, he moved out two weeks ago. I keep the flat alone.",
      "Make the budget again but for one person, rent is 780 euro and now all on me.",
    ],
    /single|broke up|broken up|separated|ex-boyfriend|\bex\b|lives alone/i,
    claims("Jussi|boyfriend", ["single", "broke", "broken", "separat", "split up", "alone"]),
  ),
  change(
    "a dutch learner of swedish changes from an audio course to a tutor site",
    [
      "My partner is from Sweden so I learn Swedish, every day 30 minutes with Pimsleur in the car. How do I say 'we come on Friday' correct in Swedish?",
    ],
    [
      "Pimsleur I stopped, it was too slow for me. Now I have lessons on italki with a teacher from Norrland, two times per week by video. Give me 10 sentences with 'ju' and 'väl', she says I use them wrong.",
    ],
    /italki/i,
    claims("Pimsleur", ["italki"]),
  ),
  trap(
    "a dutch nurse's colleague moves town and job, with a card request",
    [
      "I am nurse on the cardiology ward of MCL in Leeuwarden, mostly night shifts. Give me some tips to sleep in the day, my neighbours are loud.",
    ],
    [
      "My colleague Jorien had her last shift on Friday. She moved to Heerenveen and starts at a GGZ clinic there, psychiatry, big change for her.",
      "For her goodbye card, help me write something short and a bit funny in English, she is half Scottish.",
    ],
    /Leeuwarden|MCL|cardiolog/i,
    [
      asserts("Heerenveen|GGZ|psychiatr", "colleague|jorien|\\bshe\\b|\\bher\\b|goodbye|farewell|co-?worker"),
      asserts(
        "(?:left|leaving|quit|resign|no longer|moved|moving)\\w*\\b.*(?:MCL|Leeuwarden|cardiolog)",
        "colleague|jorien|\\bshe\\b|\\bher\\b",
      ),
    ],
  ),
  trap(
    "a danish renter's sister buys a house and gets a dog",
    ["I rent a small apartment in Randers, second floor, no balcony. What plants survive in a dark north window?"],
    [
      "Family news: my sister and her husband bought a house in Svendborg and they have now a dog, a border collie puppy. My mother cried of happiness, she lives close to them.",
      "I stay here in Randers, a dog in my apartment is not possible. Suggest a housewarming gift for them under 300 kroner.",
    ],
    /Randers/i,
    [
      asserts("Svendborg", "sister|brother|husband|\\bher\\b|\\bthey\\b|\\btheir\\b|\\bthem\\b|mother|family|sibling|relative"),
      asserts(
        "\\bdog\\b|collie|puppy",
        "sister|husband|\\bher\\b|\\bthey\\b|\\btheir\\b|\\bthem\\b|family|\\bnot\\b|n't\\b|\\bno\\b|cannot|can't|allowed|possible",
      ),
      asserts(
        "bought a house|owns a house|homeowner|(?:left|leaving|moved|moving|no longer)\\w*\\b.*Randers",
        "sister|husband|\\bher\\b|\\bthey\\b|\\btheir\\b|family|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a swedish couple views a flat in another town but does not bid",
    [
      "We live in a rental apartment in Västerås, three rooms, the queue took us six years. Write a polite message to the landlord, the radiator in the bedroom is cold since Tuesday.",
    ],
    [
      "Saturday we went to a viewing for a bostadsrätt in Eskilstuna. Nice place, but we did not bid, the fee is too high and the commute is terrible. So we stay where we are.",
      "Explain me simple how the monthly fee in a bostadsrätt works, I did not understand it.",
    ],
    /Västerås|Vasteras/i,
    [
      asserts(
        "Eskilstuna",
        "\\bnot\\b|n't\\b|didn|view|look|consider|visit|\\bbid|might|maybe|\\bif\\b|thinking|plan|interest|went|\\bsaw\\b|decided|stay",
      ),
      asserts(
        "(?:bought|owns|purchas)\\w*\\b.*(?:apartment|flat|bostadsr|condo|home)|(?:left|leaving|moved|moving|no longer)\\w*\\b.*V(?:ä|a)ster(?:å|a)s",
        "\\bnot\\b|n't\\b|didn|view|consider|\\bbid|might|maybe|\\bif\\b|thinking|plan|interest|ask|how|understand",
      ),
    ],
  ),
  trap(
    "a finnish winter cyclist did not buy a car",
    ["I cycle to work all year in Kuopio, 7 km each way, also at minus 25. Which studded tyres are good for a hybrid bike?"],
    [
      "I did not buy a car this winter, even when half of my office says I am crazy. Still cycling every day.",
      "Can you recommend a merino base layer thickness for minus 20 and wind?",
    ],
    /cycl|\bbik/i,
    [
      asserts("\\bcar\\b|\\bdrives\\b|driving", `${IMAGINED}|\\bno\\b|without|office|colleague|crazy|instead`),
      asserts("(?:stopp|quit|gave up|no longer)\\w*\\b.*(?:cycl|bik)", "\\bnot\\b|n't\\b|didn"),
    ],
  ),
  trap(
    "a norwegian planner's hinted promotion, with a colleague's proverb",
    [
      "I work as production planner at Cermaq in Bodø, salmon farming. Make me a short Excel formula to count days between two dates without weekends.",
    ],
    [
      "My boss hinted that I maybe get the team leader job for planning from March. My colleague only said 'man skal ikke selge skinnet før bjørnen er skutt', and she is right, nothing is signed.",
      "Anyway, help me prepare for a one-to-one with my boss on Thursday, what should I ask?",
    ],
    /Cermaq|production planner|Bod(?:ø|o)/i,
    [
      asserts(
        "team ?lead|leader|promot",
        "hint|maybe|might|\\bmay\\b|possib|potential|\\bnot\\b|n't\\b|nothing|sign|boss|consider|expect|hope|could|would|chance|candidate|discuss|\\bif\\b|proverb|saying|\\bbear|skin|unconfirm|pending",
      ),
    ],
  ),
  trap(
    "a dutch korfball player's teammate jokes about boules",
    [
      "I play korfball at a club in Apeldoorn, two trainings per week and a match on Saturday. Give me a 15 minute warm-up for the team, this season I am the one who does it.",
    ],
    [
      "We lost again, 18-9. My teammate says I should go to jeu de boules 'like every Dutch person above 60', haha, I am 34.",
      "Give me some shooting drills we can do with only one basket.",
    ],
    /korfbal/i,
    [
      asserts("boules|p(?:e|é)tanque", `${JOKED}|teammate|team ?mate|says|said|suggest|\\bshould\\b|haha|tease`),
      asserts("(?:quit|stopp|left|no longer|gave up)\\w*\\b.*korfbal", `${JOKED}|\\bnot\\b|n't\\b`),
    ],
  ),
];
