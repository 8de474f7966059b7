// Held-out set 103: written on 2026-11-27 against main at bcff5c5, by a helper (`set103`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 98 in /work/sets.
// Style: a German engineer writing careful but slightly non-native English (German word order now
// and then, "since three years", "I am working at ... since"), precise and dry; changes are told
// matter-of-factly, in one or two sentences, often with the reason (a new employer after the
// notice period, a finished move, a car not worth the repair, a cardiologist's switch, a CAD tool
// that lost a model, a phone given away). Traps are a recruiter's offer said no to, a colleague's
// new operating system, a dry joke marked as a joke, a physiotherapist's advice quoted and not
// followed, a purchase not made in the shop, and a question about wedding costs with no plans.
// Most messages end with a request; time words fit the two conversations' dates (about three
// weeks apart, January). A fair fact about the old value may stay current once it says the state
// ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at 60a8253 (the session's final code), and 7 of 12 on bcff5c5, the code the session started
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

/** Words that say something was said in jest. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|ironic|playful|tongue|\\bfun\\b|funny|quip|tease";

/** Words that say a thing was only advised, asked about or said by someone else. */
const SAID = "said|says|told|advi[cs]|recommend|suggest|should|ask|question|curious|wonder|\\?";

export const HELD_OUT_103 = [
  change(
    "a new employer after the notice period, told in one sentence",
    [
      "I am working at Lenze in Hameln since six years as test engineer for frequency inverters. Can you explain me in short the difference between EN 61800-5-1 and EN 60204-1? I need it for a presentation to new colleagues.",
    ],
    [
      "Short update: since the 2nd of January I am at Harting in Espelkamp, in the development of industrial connectors. The notice period was three months, so I have not mentioned it before.",
      "Now I must learn IEC 61076 quickly. Which parts of it are the most important for a beginner in connectors?",
    ],
    /Harting/i,
    claims("Lenze", ["Harting"]),
  ),
  change(
    "a finished move, told with the next paperwork",
    [
      "We live in Detmold, in an old house from 1910 with single glazing. Which is the cheapest way to reduce the heat loss at the windows this winter, without to replace them?",
    ],
    [
      "The move to Landshut is done since two weeks, the last boxes are unpacked. The new flat has floor heating, so the window problem is finally history.",
      "Which documents do I need to register the new address at the Bürgerbüro here in Bavaria, and how many days do I have for it?",
    ],
    /Landshut/i,
    claims("Detmold", ["Landshut"]),
  ),
  change(
    "an old van given up after a repair quote, and a new one bought",
    [
      "My Caddy from 2011 has now 240000 km on it and the clutch begins to slip. Is it normal that a clutch holds so long, and what costs a replacement approximately?",
    ],
    [
      "The Caddy is gone. Clutch plus the TÜV would have cost more than the car is worth, so since last week we drive a Proace City Verso, second hand from 2021.",
      "What is the right tyre pressure for it when it is fully loaded and two bikes are on the roof?",
    ],
    /Proace/i,
    claims("Caddy", ["Proace", "gone", "sold", "scrap"]),
  ),
  change(
    "a beta blocker switched by the cardiologist",
    [
      "Since three years I take Bisoprolol 5 mg in the morning against high blood pressure. Can I drink grapefruit juice with it, or is this a problem?",
    ],
    [
      "My cardiologist has changed my medication. From this month I take Nebivolol 5 mg instead of the Bisoprolol, because of the cold hands and the tiredness.",
      "Must I take it every day at the same time, and is morning or evening better?",
    ],
    /Nebivolol/i,
    claims("Bisoprolol", ["Nebivolol"]),
  ),
  change(
    "a CAD program replaced after it lost a model once too often",
    [
      "For my 3D printer I construct all parts in FreeCAD since three years. How can I make in FreeCAD a thread for an M8 screw that prints well?",
    ],
    [
      "I do the CAD now in Onshape. The topological naming problem in FreeCAD has destroyed my model for the third time and my patience was finished.",
      "How do I make in Onshape a part with a parameter for the wall thickness, that I can change later?",
    ],
    /Onshape/i,
    claims("FreeCAD", ["Onshape", "\\bused\\b"]),
  ),
  change(
    "a phone given to the father, a new one in use",
    [
      "My phone is a Gigaset GX6, I have bought it because of the changeable battery. How can I make a full backup of it to my PC, without the Google cloud?",
    ],
    [
      "The Gigaset I have given to my father, the display had a crack and he does not care. I use now a Shiftphone 8, it is modular and I can repair it myself.",
      "How do I bring my messenger chats from the old phone to the new one, when the old one is already at my father?",
    ],
    /Shift\s?phone|Shift\s?8/i,
    // "replaceable battery" is no ending: only that one word is let through.
    new RegExp(claims("Gigaset|GX6", ["Shift", "father", "gave", "given", "gone"]).source.replace("|replac|", "|replac(?!eable)|"), "i"),
  ),
  trap(
    "a recruiter's offer, said no to, with a writing request",
    [
      "I am working at Ottobock in Duderstadt as quality engineer for prosthetic knee joints. Can you help me to structure an 8D report for a customer complaint?",
    ],
    [
      "Yesterday a recruiter from Sartorius in Göttingen called me, with an offer for a team lead position. I said no, I am content where I am, and it would be 40 minutes each way.",
      "How do I answer such a recruiter in writing, polite, so that the contact stays open for later?",
    ],
    /Ottobock/i,
    [
      asserts("Sartorius|G(?:ö|oe|o)ttingen", `${IMAGINED}|recruit|offer|declin|turned down|said no|reject|approach|contact|call`),
      asserts("team lead", `${IMAGINED}|recruit|offer|declin|turned down|said no|reject|approach|contact|call`),
      asserts("(?:left|leaving|quit|no longer|moved|moving|switch|resign)\\w*\\b.*Ottobock", `${IMAGINED}|recruit|offer`),
    ],
  ),
  trap(
    "a colleague's new Linux distribution, asked about",
    [
      "At home I run openSUSE Tumbleweed on my laptop since four years. After the last update the WLAN does not come back after suspend. Where do I start to search?",
    ],
    [
      "My colleague Malte has installed Gentoo on his work laptop last week and he speaks about nothing else, compile flags in the coffee kitchen every day.",
      "Is Gentoo really faster in daily use, or is this a myth? I want to have an argument for tomorrow.",
    ],
    /openSUSE|Tumbleweed/i,
    [
      asserts("Gentoo", `${IMAGINED}|${SAID}|colleague|coworker|co-worker|Malte|myth|faster`),
      asserts(
        "(?:switch|moved|replac|no longer|stopp|left|install)\\w*\\b.*(?:openSUSE|Tumbleweed|Linux)",
        `${IMAGINED}|colleague|coworker|co-worker|Malte`,
      ),
    ],
  ),
  trap(
    "a dry joke about another instrument, marked as a joke",
    [
      "I play Tenorhorn in the Blaskapelle of our village since I am twelve. For the spring concert we play a polka with very long phrases. Can you give me tips for the breathing?",
    ],
    [
      "Our conductor has moved the rehearsals to Sunday 8 o'clock in the morning. I think I sell the Tenorhorn and learn the Alphorn, in the mountains nobody hears me at this hour. That was a joke, of course.",
      "Can you write me a polite but clear mail to the board, that 8 o'clock is too early for most of the members?",
    ],
    /Tenorhorn/i,
    [
      asserts("Alphorn", `${JOKED}|${IMAGINED}`),
      asserts("(?:sold|sell|stopp|quit|no longer|gave up|given up)\\w*\\b.*Tenorhorn", `${JOKED}|${IMAGINED}`),
      asserts("(?:stopp|quit|no longer|left|gave up)\\w*\\b.*(?:Blaskapelle|band)", `${JOKED}|${IMAGINED}|rehears|conductor`),
    ],
  ),
  trap(
    "a physiotherapist's advice quoted and not followed",
    [
      "I run since five years, three times in the week, in total around 35 km. Since December my left knee hurts at the outside after about 10 km. Can this be the IT band?",
    ],
    [
      "The physiotherapist said literally: 'With this knee you should stop running and go swimming instead.' I will not stop. I reduce to two runs in the week and do his exercises.",
      "Can you make me a plan with 20 km per week for the next four weeks?",
    ],
    asserts("\\bruns?\\b|running|runner|\\bjog", "\\bstop|quit|gave up|given up|no longer|swim instead"),
    [
      asserts("\\bswim", `${IMAGINED}|${SAID}|physio|therap`),
      asserts(
        "(?:stopp|quit|gave up|given up|no longer)\\w*\\b.*(?:\\brun|jog)",
        `${IMAGINED}|${SAID}|physio|therap|will not|won't|refus|despite`,
      ),
    ],
  ),
  trap(
    "a bike computer not bought in the shop",
    [
      "On my road bike I have a Sigma as bike computer. How can I export my tours from it as GPX files, so that I can share them with my cycling club?",
    ],
    [
      "On Saturday I was in the bike shop to buy the Hammerhead Karoo. In the end I did not buy it, 500 euro for a bike computer is too much when the Sigma still works fine.",
      "Which settings on the Sigma give me the longest battery life for a 200 km tour?",
    ],
    /Sigma/i,
    [
      asserts("Karoo|Hammerhead", `${IMAGINED}|did not|didn't|decided against|too expensive|price|\\bshop|look|almost|nearly`),
      asserts("(?:replac|switch|sold|no longer|stopp)\\w*\\b.*Sigma", IMAGINED),
    ],
  ),
  trap(
    "a question about wedding costs, with no plans",
    [
      "My girlfriend Gesa and I are together since seven years. For her birthday in February I want to cook something from Ostfriesland, where she comes from. Do you have an idea for a main dish?",
    ],
    [
      "At every family party my aunt asks when Gesa and I finally marry. Only out of interest: what costs a small wedding with 40 guests in Lower Saxony on average?",
      "We have no plans. I want only a number for the next time my aunt asks.",
    ],
    /Gesa/i,
    [
      asserts(
        "engaged|fianc|\\bmarried\\b|wedding|\\bmarry|husband|\\bwife\\b",
        `${IMAGINED}|${SAID}|aunt|relative|family|\\bno\\b|\\bcost|price|budget`,
      ),
    ],
  ),
];
