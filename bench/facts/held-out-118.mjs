// Held-out set 118: written on 2026-11-28 against main at a664163, by a helper (`set118`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 122 in /work/sets.
// Style: one voice for all twelve, a Jamaican-Canadian barber in his thirties in the Toronto area,
// relaxed, with light patois and Toronto slang ("ting", "mans", "wagwan", "styll", "fam"), talking
// about the shop, family, football and cars, most messages with a request. Changes are told in
// passing inside a story rather than announced (a move through the new drive to the shop, a new
// shop through hiring his old colleagues, a new car through its heated seats and the old one going
// to a cousin, an engagement through the proposal, a booking app through its deposits, a stricter
// diet through the doctor's cholesterol news). Traps are a brother's new team and city, a lottery
// joke, a house viewed and passed on, an insurance rental while his car is repaired, an aunt's
// quoted advice to drop his medication, and a puppy he was only offered. Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 4 of 12 at b0bc179 (the session's final code), and 4 of 12 on a664163, the code the session
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
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|banter|laugh`;

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

/** Words that say something belongs to, or was said by, someone else. */
const SOMEONE_ELSE = "brother|sibling|\\bhis\\b|\\bhe\\b|\\bhim\\b|Omari";

export const HELD_OUT_118 = [
  change(
    "a move told only through the new drive to the shop and the boxes",
    [
      "wagwan! happy new year fam. mans live in malton, right under the flight path, and the planes been waking up the baby every morning styll. any tips to get a 6 month old to sleep through noise?",
    ],
    [
      "bro the 401 every morning is no joke. two weeks out in ajax now and it's an hour to the shop if it snow even a little, and the boxes still stacked up in the basement of the new house lol",
      "what's some good podcasts for the drive? mans like football and business ting",
    ],
    /Ajax/i,
    claims("Malton", ["Ajax"]),
  ),
  change(
    "a chair renter opens his own shop, told through hiring his old colleagues",
    [
      "yo i rent a chair at crispline barbers on dufferin, been there like 4 years now. can you help me write a caption for a fresh taper fade pic i did today? keep it short",
    ],
    [
      "fam first week running my own spot and mi tired bad. yaad fadez officially open, 3 chairs, and two of my boys from crispline renting chairs from me now lol, the landlord finally gave me the keys on the 6th",
      "can you help me write a simple chair rental agreement? like weekly rent, hours, who buys the products, that kinda ting",
    ],
    /Yaad Fade[sz]|own (?:barber ?)?shop/i,
    claims("Crispline", ["Yaad", "\\bown\\b", "from crispline", "\\bhis (?:shop|spot)"]),
  ),
  change(
    "a new car told through its heated seats and the old one going to a cousin",
    [
      "my 2013 accord just hit 300k km and it still run sweet, mans don't play with oil changes. what maintenance should i be doing at this mileage?",
    ],
    [
      "bless up, the heated seats in the a4 is a blessing in this cold man. my cousin took the accord off my hands for cheap, family discount ting",
      "quick one tho, is it true audi wants premium gas only or can i get away with regular?",
    ],
    /\bA4\b|Audi/i,
    claims("Accord", ["\\bA4\\b", "Audi", "sold", "cousin", "\\btook\\b", "gave"]),
  ),
  change(
    "a girlfriend becomes a fiancée, told through the proposal story",
    [
      "me and my girl tamika been together 5 years, her birthday is next week and mans stuck. she love plants and cooking. give me some gift ideas that ain't flowers",
    ],
    [
      "she said YES fam!! went down on one knee at her mom's birthday dinner in front of the whole family, her aunties was crying, mans was sweating lol. tamika already have a whole wedding board going",
      "how do people even start planning a wedding, what comes first?",
    ],
    /fianc|engaged|propos|to marry|getting married/i,
    claims("girlfriend|\\bgirl\\b|relationship with|dating|together (?:for )?\\d", ["fianc", "engaged", "propos", "marr", "wedding"]),
  ),
  change(
    "a booking app switch told through its deposit feature",
    [
      "wagwan, mans use vagaro for all my bookings at the shop. clients keep no-showing on saturdays tho. how can i word a no-show policy that don't sound rude?",
    ],
    [
      "the deposit ting on squire working real nice, saturday no-shows basically gone since i put everybody over on it from vagaro. only problem is some of my older clients can't figure out the app",
      "can you write me a short text to walk them through booking step by step?",
    ],
    /Squire/i,
    claims("Vagaro", ["Squire"]),
  ),
  change(
    "a fish-eater goes fully plant-based, told through the doctor's news",
    [
      "i stopped eating meat like 3 years ago, mans strictly fish now, escovitch, brown stew fish, ackee and saltfish sunday morning. can you give me some quick lunch ideas i can bring to the shop?",
    ],
    [
      "doc say my cholesterol still high even with just the fish, so mi gone full ital now. no fish, no eggs, no cheese, nothing from animal. two weeks in and honestly i feel lighter, my mother think mi mad lol",
      "what can i eat to get enough protein when i'm on my feet cutting hair 10 hours a day?",
    ],
    /vegan|\bital\b|plant[- ]based|no animal|nothing from animal/i,
    // Not claims(): a fair text of the old diet often says "doesn't eat meat" or "stopped eating meat".
    /^(?!.*(?:vegan|\bital\b|plant|animal|no (?:longer|more|fish)|(?:stop\w*|quit|gave up|give up|cut out|dropp\w*) (?:eating )?fish|(?:\bnot?|n't) (?:eat\w* )?fish|anymore|any more|used to|\bwas\b|former|previous|switch|changed)).*(?:pescatarian|\bfish\b|seafood|saltfish)/i,
  ),
  trap(
    "a brother's new city and new team, with a banter request",
    [
      "arsenal till i die fam, mans been a gooner since i was 8 watching with my dad. who you think we should sign this january to fix the striker problem?",
    ],
    [
      "my little brother omari moved to birmingham for work last year and now the yute come telling me he's aston villa?? traitor ting. we play them soon so can you give me some banter lines to send in the family group chat",
    ],
    /Arsenal|gooner/i,
    [
      asserts("Aston Villa|\\bVilla\\b", `${SOMEONE_ELSE}|banter|rival|opponent|against`),
      asserts("Birmingham", SOMEONE_ELSE),
      asserts("(?:no longer|stopped|switch|former|used to|abandon|left)\\w*\\b.*(?:Arsenal|gooner)", SOMEONE_ELSE),
    ],
  ),
  trap(
    "a lottery joke about retiring, then back to the clippers",
    [
      "mans a barber at sharp tings in rexdale, been cutting there since 2017. what's a good way to price kids cuts vs adult cuts without the parents complaining?",
    ],
    [
      "bought a lotto max ticket this morning, so if it hit tonight mans retiring to negril and never touching a clipper again lol. realistically tho i'm back behind the chair at 9am",
      "can you help me figure out a budget for new clippers and trimmers, like 600 bucks total?",
    ],
    /Sharp Tings|barber/i,
    [
      asserts("Negril", JOKED),
      asserts("(?:retir|quit|left|leaving|no longer|stopp)\\w*\\b.*(?:barber|Sharp Tings|clipper|cutting|hair)", JOKED),
      asserts("(?:won|winning|winner)\\b.*(?:lotto|lottery|jackpot)", `${JOKED}|ticket|bought|\\bbuy`),
    ],
  ),
  trap(
    "a house viewed and passed on, with a rent-or-buy request",
    [
      "we rent a townhouse in weston, me, my wife and the two kids, and it's getting tight. how much should i be saving each month if we want a down payment in like 3 years?",
    ],
    [
      "went to see a detached house up in caledon on the weekend, big backyard, double garage, but the price was mad and the drive to the shop would kill me, so we nah go for it. weston it is for now",
      "can you help me compare renting vs buying for a family of four, like the real numbers?",
    ],
    /Weston/i,
    [
      asserts("Caledon", `${IMAGINED}|look|view|\\bsaw\\b|\\bsee\\b|seen|visit|tour|pass|decid|nah|weekend|hunt|search|shopping|went`),
      asserts(
        "(?:bought|purchas|moved|moving|relocat|owns?)\\b.*(?:house|home|Caledon)",
        `${IMAGINED}|look|view|\\bsaw\\b|visit|tour|pass|decid|nah|saving|down payment`,
      ),
    ],
  ),
  trap(
    "an insurance rental while his car is at the body shop",
    [
      "mans drive a 2019 challenger, scat pack, black on black. winter hitting hard now, what tires would you run on a muscle car like that?",
    ],
    [
      "some guy rear-ended my challenger at a red light on finch, so it's at the body shop for like 2 weeks and insurance got me in a rav4 meantime. drives like a fridge lol",
      "what should i be asking the adjuster so i don't get lowballed on the repair?",
    ],
    /Challenger/i,
    [
      asserts("RAV4", `${TEMPORARY}|insurance|body shop|rear|accident|collision|crash`),
      asserts(
        "(?:sold|no longer|replac|switch|traded|total|wrote off|written off|got rid)\\w*\\b.*Challenger|Challenger\\b.*(?:sold|total|wrote off|written off)",
        `${TEMPORARY}|body shop|insurance`,
      ),
    ],
  ),
  trap(
    "an aunt's quoted advice to drop his medication for bush tea",
    [
      "got diagnosed type 2 diabetic in the fall, doctor have me on jardiance every morning. what's some island food i can still eat without spiking my sugar?",
    ],
    [
      "my auntie up from back home and every day she telling me 'stop tek the doctor pill dem, drink cerasee and soursop leaf tea, that's what fix your granddad'. mi nah stop nothing without my doctor but i don't wanna disrespect her",
      "is cerasee tea even safe with diabetes meds? and how do i tell her no respectfully",
    ],
    /Jardiance|diabet/i,
    [
      asserts(
        "(?:stop|stopp|quit|no longer|off|discontinu|replac|instead|dropp|ditch)\\w*\\b.*(?:Jardiance|medication|meds|pills?\\b)",
        `aunt|\\bshe\\b|\\bher\\b|told|said|says|suggest|advis|urg|pressur|without|${IMAGINED}`,
      ),
      asserts(
        "cerasee|soursop|bush tea|herbal",
        `aunt|\\bshe\\b|\\bher\\b|told|said|says|suggest|advis|recommend|urg|pressur|safe|ask|\\?|interact|question|wonder|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a puppy he was only offered, asked as a question",
    [
      "my cane corso tallawah just turn 2 and she pulling me down the road every walk, 110 pounds of pure muscle lol. what's the best harness for a big strong dog?",
    ],
    [
      "my boy breed malinois and he offering me a puppy from the new litter. if i took one, would a malinois and tallawah even get along, two females? not saying yes yet, just asking before mi tell him anything",
    ],
    /Tallawah|Cane Corso/i,
    [
      asserts(
        "Malinois",
        `${IMAGINED}|offer|\\bask|\\?|litter|friend|\\bboy\\b|\\bhis\\b|\\bhe\\b|breed|whether|get along|compatib|undecid`,
      ),
      asserts(
        "(?:two|2|second|both|new) (?:dogs|puppy|pup)",
        `${IMAGINED}|offer|\\bask|\\?|friend|\\bhis\\b|\\bhe\\b|breed|whether|get along`,
      ),
    ],
  ),
];
