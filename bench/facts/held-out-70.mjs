// Held-out set 70: written on 2026-11-27 against main at 10ff31a, by a helper (`set70`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, spread over job title and
// employer, city, phone, diet, partner, languages and car, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets/.
// Messages are structured or semi-structured: a profile pasted as "Name: ... / City: ... / Job:
// ...", emails whose signatures carry the facts, and "EDIT:", "Correction:", "P.S." and
// "Update —" lines that carry the change, or a message that quotes the assistant's earlier reply
// before answering it. Traps: a colleague's forwarded signature, a template with placeholder
// values, a "Correction:" that fixes a typo rather than a fact, a pasted job ad, a question, and
// an "Update —" about someone else. Time words fit the two conversations' dates (about three
// weeks apart, January). A fair fact about the old value may stay current once it says the
// state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 05cef5c (after rules read from sets 63 to 66), and 8 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|part-?ex|sold|packed in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_70 = [
  change(
    "a pasted club profile whose city changes in an 'Update —' line",
    [
      "Happy new year! Can you tidy up my profile for the climbing club website? Here it is:\nName: Owain Baptiste\nCity: Kidderminster\nJob: Optical assistant\nClimbing: bouldering mostly, a bit of lead\nJust make it sound less like a form, 60 words max.",
    ],
    [
      "Hiya, me again with the club profile. Update — City: Stranraer. Moved up on the 11th, new flat's five minutes from the ferry terminal. Same job, the chain had a branch up here so I transferred. Can you redo the blurb with the new city and suggest how to find bouldering partners when you don't know anyone yet?",
    ],
    /Stranraer/i,
    claims("Kidderminster", ["Stranraer"]),
  ),
  change(
    "an email whose new signature carries a new employer and title, with a P.S. saying so",
    [
      "Hi, can you help me shorten this email to a supplier? First one I've signed off on my own.\n\nDear Mr Osei,\nThanks for the revised quote on the oat base. We'd like to go ahead with the 12-week trial at the lower volume, starting in February. Could you confirm lead times and whether the price holds if we extend?\n\nKind regards,\n-- Temitope Adeyemi, Category Buyer, Brackenfold Foods, Halesowen",
    ],
    [
      "Morning! Another email to tidy please:\n\nHi Nkechi,\nLovely to meet you at induction. Could you send over the current supplier list for the juice range when you get a chance? Keen to get up to speed before the March review.\n\nThanks,\n-- Temitope Adeyemi, Senior Buyer, Orrin & Pike Drinks, Halesowen\n\nP.S. yes, the signature's new. I started at Orrin & Pike on the 13th, it's a step up too. Brackenfold gave me a lovely send-off.",
    ],
    /Orrin/i,
    claims("Brackenfold", ["Orrin"]),
  ),
  change(
    "a dog groomer's mobile number changes in an 'EDIT:' line",
    [
      "Can you make me a simple email signature? Gwenllian Wynne, dog groomer, mobile 07700 900157. Nothing fancy, no quotes or emojis please.",
    ],
    [
      "Hey, could you write a short text I can send my regular clients about the February price change? It's going up £3 per groom, and I want it to sound apologetic but not grovelling.",
      "EDIT: and put my new number in it, 07700 900482. I switched networks last week and couldn't keep the old one, so the signature you made me needs updating too.",
    ],
    /900\s?482/,
    claims("900\\s?157", ["482"]),
  ),
  change(
    "a vegan goes vegetarian, said in a P.S. after a meal request",
    ["Hi! I'm vegan and I batch cook on Sundays. Can you give me five high-protein lunches that keep in the fridge for 4 days?"],
    [
      "Thanks for the lunches last time, the tofu one was a winner. Could you do a week of breakfasts now, something I can eat on the bus?",
      "P.S. small change for the planning: I'm eating eggs and dairy again since about the 8th, my GP was worried about my B12, so I'm vegetarian now rather than vegan.",
    ],
    /vegetarian/i,
    claims("vegan|plant-based", ["vegetarian"]),
  ),
  change(
    "the user quotes the assistant's earlier reply about a car that has been part-exchanged",
    [
      "I drive a 2014 Lexus CT200h, about 90k miles on it. Is it worth getting the hybrid battery checked before the rest of winter, or am I overthinking it?",
    ],
    [
      "> Since you drive a Lexus CT200h, a hybrid battery health check is worth doing every couple of years…\n\nHa, you're out of date! The Lexus went in part-exchange on the 12th and I've got a Lancia Ypsilon now, the electric one. So forget the battery check. How do I find out whether the chargers in my work car park will work with it?",
    ],
    /Ypsilon/i,
    claims("Lexus|CT200h", ["Ypsilon"]),
  ),
  change(
    "a language learner swaps classes, said in an 'Update —' line",
    [
      "Noswaith dda! That's about all I've got so far. I'm learning Welsh at a Tuesday night class in Llanelli. Can you give me a few easy phrases for ordering in a café?",
    ],
    [
      "Update — I've packed in the Welsh class. We've had a family from Kharkiv staying with us since early January, so I've started learning Ukrainian instead to help the kids settle in. Can you give me the Cyrillic alphabet with the English sound next to each letter?",
    ],
    /Ukrainian/i,
    claims("Welsh", ["Ukrainian"]),
  ),
  trap(
    "a colleague's signature in a forwarded email carries another title and office",
    [
      "I'm a building surveyor at Pellworth Homes, based in the Bromsgrove office. Can you explain the difference between a Level 2 and a Level 3 survey in plain English for a client?",
    ],
    [
      "Can you help me reply to this? It's from a colleague:\n\n---------- Forwarded message ----------\nHi, could you cover the site visit in Droitwich on Thursday? I'm tied up with the board all day.\n-- Lavinia Okonjo, Head of Estates, Pellworth Homes, Doncaster\n\nI can do Thursday afternoon but not the morning. Keep it short and friendly.",
    ],
    /building surveyor|Bromsgrove/i,
    [
      asserts("Head of Estates|Doncaster", "Lavinia|Okonjo|colleague|forward|\\bher\\b|\\bshe\\b|manager|boss|sender|co-?worker"),
      asserts("(?:left|leaving|moved|moving|no longer|transferr)\\w*\\b.*(?:Bromsgrove|surveyor)", "Lavinia|colleague|\\bher\\b"),
    ],
  ),
  trap(
    "a council template with placeholder name, city and phone",
    [
      "Hi, I run a picture-framing shop in Tewkesbury, just me and a Saturday lad. Could you write three short Instagram captions for some new oak frames?",
    ],
    [
      "I'm putting together a sign-up form for the town's small business network. This is the sample the council sent, can you make it friendlier and tell me which fields are missing?\n\nName: Jane Doe\nBusiness: Your Business Ltd\nCity: Anytown\nPhone: 01632 960000\nRole: Owner / Manager",
    ],
    /Tewkesbury/i,
    [
      asserts(
        "Anytown|01632\\s?960\\s?000|Jane Doe|Your Business Ltd",
        "template|placeholder|sample|\\bform\\b|field|council|example|dummy",
      ),
      asserts("(?:left|leaving|moved|moving|no longer)\\w*\\b.*Tewkesbury", "template|sample|\\bform\\b"),
    ],
  ),
  trap(
    "a 'Correction:' that fixes the spelling of the partner's name, not a fact",
    [
      "My girlfriend Eilidh and I have been together five years in March and I want to plan something. She's into wild swimming and hates fuss. Any ideas within two hours of Kirkcaldy?",
    ],
    [
      "Right, the anniversary. I've booked a cabin near Loch Tay for the weekend of the 14th of March. Can you help me write a card for Eiligh that's sweet but not cringe?",
      "Correction: Eilidh, not Eiligh. Typo, please don't put that in the card or I'm dead.",
    ],
    /Eilidh/i,
    [
      asserts("Eiligh", "typo|misspel|spell|correct|mistake|not Eiligh"),
      asserts("(?:broke up|split|separated|\\bex\\b|former|no longer).*Eilidh|Eilidh.*\\b(?:broke up|split|separated)", JOKED),
    ],
  ),
  trap(
    "a pasted job ad the user has not applied for",
    [
      "I'm a warehouse team leader at Sandholme Distribution in Scunthorpe, nights, 14 people under me. How do I give feedback to someone who's always ten minutes late without it turning into a row?",
    ],
    [
      "Saw this on Indeed and it's been in my head all weekend:\n\nFLEET PLANNER — Merrowdale Haulage, Goole\n£33,500 + overtime | Days, Mon–Fri\nYou'll plan routes for a fleet of 40 HGVs and be the main contact for key customers.\n\nI haven't applied, and honestly I don't know if I've got the planning experience. Which bits of my current job would count towards it?",
    ],
    /Sandholme|Scunthorpe|team leader/i,
    [
      asserts(
        "Merrowdale|Goole|Fleet Planner",
        "advert|\\bad\\b|job ad|posting|listing|vacanc|apply|applied|applying|consider|interest|\\bsaw\\b|seen|opening|\\bnot\\b|n't\\b|might|would|could|thinking|whether|looking|\\?",
      ),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:Sandholme|team leader|warehouse)", IMAGINED),
    ],
  ),
  trap(
    "a question about dropping one language for another",
    [
      "I'm learning Estonian, about a year in, because my partner's family live near Pärnu. Can you check this sentence for me: 'Ma elan Inglismaal ja mulle meeldib kohv.'",
    ],
    [
      "Honest question: would it be mad to drop Estonian and do Latvian instead? A colleague says Latvian has more apps and I'm stuck on the 14 cases. Or is that just grass-is-greener?",
      "Either way, can you give me a 10-minute daily practice routine?",
    ],
    /Estonian/i,
    [
      asserts(
        "Latvian",
        "\\?|\\bask|consider|wonder|should|whether|question|\\bif\\b|thinking|might|maybe|would|colleague|compar|option|tempt|instead of switching",
      ),
      asserts(
        "(?:stop|quit|no longer|dropp|gave up|switch)\\w*\\b.*Estonian",
        "\\?|should|whether|would|consider|wonder|\\bif\\b|might|thinking",
      ),
    ],
  ),
  trap(
    "an 'Update —' about the wife's new car, the user's own car unchanged",
    ["I drive a SsangYong Korando, diesel, 2017. Can you remind me what AdBlue is and how often I'd need to top it up?"],
    [
      "Update — my wife finally picked up her new car yesterday, an Alfa Romeo Tonale hybrid, she's over the moon. I'm still in the Korando for now. Could you help me work out whether we need a second parking permit from the council or if hers can go on mine?",
    ],
    /Korando/i,
    [
      asserts("Tonale|Alfa", "wife|\\bher\\b|\\bshe\\b|spouse|partner|household|famil"),
      asserts("(?:sold|replac|no longer|gave up|switch|part-?ex)\\w*\\b.*Korando", "wife|\\bher\\b"),
    ],
  ),
];
