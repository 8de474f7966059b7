// Held-out set 97: written on 2026-11-27 against main at 55252c9, by a helper (`set97`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: a casual Australian speaker, heavy on slang (arvo, reckon, ute, mate, heaps, servo,
// sparky, cockie, missus), jokey and self-deprecating, lower case and loose punctuation, nearly
// every message with a request (a trip, a tipping comp, a DIY job, a bit of rehab). Changes are
// told in passing, often with the reason and a joke (a ute that died on a trip, a capstone
// passed, a move to the coast, a broadband switch after dropouts, a healed break and a fresh
// injury, a loud bird sent to mum's). Traps are a club that only tried to poach the user, a joke
// about going pro at tipping, a sister's move, a mate's dog being minded, a phone the user only
// asks about, and a test that came back negative. Time words fit the two conversations' dates
// (about three weeks apart, January: summer, cricket season, no footy yet).
// A fair fact about the old value may stay current once it says the state ended ("Sold X",
// "No longer has X"): `old` then skips such texts.
// First run: 7 of 12 at 542c097 (the session's final code), and 7 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Drives X", not "Sold X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest. */
const JOKED = "jok|jest|kid|laugh|lol|haha|humou?r|tongue|banter|sarcas|funny|tease|teasing|as if";

/** Words that say a state is only for a while (a trip, a loan, minding someone's pet). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|fortnight|currently|\\btrip\\b|travel|visit|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|minding|\\bmind\\b|looking after|look after|sitting|away";

export const HELD_OUT_97 = [
  change(
    "a ute that died on a trip and was replaced, with a DIY request",
    [
      "g'day! me ute's a 2009 bt-50, bit rough but she goes. taking the tinnie up to the lake this arvo, what tyre pressure should i run with a boat on the back?",
    ],
    [
      "well the old bt-50 did a head gasket out past cobar on the way home, had to get towed to the servo lol. flogged it to the wreckers for 800 bucks and picked up a 2017 amarok last week, she's a weapon",
      "how hard is it to fit a tow bar to the amarok meself? got a mate with a welder and heaps of enthusiasm",
    ],
    /Amarok/i,
    claims("BT-?50", ["Amarok", "wreck", "flog", "\\bsold\\b", "head gasket", "died", "blew|blown", "towed"]),
  ),
  change(
    "an apprentice electrician qualifies, told with a request for quote wording",
    [
      "i'm a third year apprentice sparky with a small mob in traralgon, mostly domestic rewires. can you explain how rcd testing works like i'm a bit thick? got a quiz on it friday",
    ],
    [
      "passed me capstone!!! fully licensed sparky now mate, boss even chucked me the keys to me own van. shouts were on me at the pub and me wallet's still crying",
      "can you help me write a short blurb for doing weekend jobs on the side? want it to sound legit not dodgy",
    ],
    /licen[cs]ed|qualified|A-grade/i,
    claims("apprentice", ["licen[cs]", "qualif", "complet", "finish", "passed", "capstone", "A-grade"]),
  ),
  change(
    "a move from the wheatbelt to the coast, told through the sea breeze",
    [
      "i live in narrogin, wheatbelt wa, and it's been 42 in the shade all week. reckon you can give me some tips for keeping a tin shed workshop cool without going broke?",
    ],
    [
      "the sea breeze in geraldton every arvo is a game changer, can't believe we put up with narrogin summers for so long. still unpacking but the new place is 5 min from the beach",
      "what's a good beach around here to learn kitesurfing without getting smashed?",
    ],
    /Geraldton/i,
    claims("Narrogin", ["Geraldton"]),
  ),
  change(
    "a broadband switch after dropouts, with a DIY modem request",
    [
      "our nbn is with superloop and it's been dropping out every arvo right when the cricket's on. any ideas what i can check before i ring them and lose an hour of me life?",
    ],
    [
      "ditched superloop in the end, went with launtel and touch wood it hasn't dropped once in a fortnight. missus reckons i should've done it months ago and she's right, don't tell her",
      "how do i set up port forwarding on the new modem for the security cameras out the back?",
    ],
    /Launtel/i,
    claims("Superloop", ["Launtel"]),
  ),
  change(
    "a healed broken wrist and a fresh calf tear, with a rehab request",
    [
      "broke me scaphoid coming off the trail bike, so i'm in a cast for six weeks and can't use me right hand. any tips for doing stuff one handed? even opening a beer is an ordeal",
    ],
    [
      "cast finally came off and the wrist's good as gold, so naturally first run back i've torn me calf lol. physio says grade 2, three or four weeks off it",
      "what exercises can i do for a calf tear that won't make it worse? i'm going stir crazy on the couch",
    ],
    /calf/i,
    claims("scaphoid|wrist|\\bcast\\b", [
      "heal",
      "recover",
      "good as gold",
      "came off",
      "cast off",
      "out of (?:the |a )?cast",
      "removed",
      "calf",
    ]),
  ),
  change(
    "a loud cockatoo goes to mum's and a kelpie pup arrives",
    [
      "me cockie gazza screams the house down every arvo at five o'clock sharp and the neighbours are filthy. he's a sulphur-crested, about 12. how do i get him to pipe down?",
    ],
    [
      "update on the noise: gazza lives with me mum now, she's got ten acres and he's happy as larry out there. and the house felt too quiet so we grabbed a kelpie pup called trev",
      "how do i stop trev nipping everyone's ankles? he thinks the kids are sheep",
    ],
    /kelpie|\bTrev\b/i,
    claims("cockatoo|cockie|Gazza", ["\\bmum\\b", "mother", "rehom", "\\bgave\\b", "given", "gone", "lives with", "living with"]),
  ),
  trap(
    "a rival cricket club only tried to poach the user",
    [
      "i keep wicket for the yarram cricket club, been there since juniors. me gloves are falling apart, what's the best way to restitch the webbing meself?",
    ],
    [
      "the foster mob have been trying to poach me for next season, offered free beers all year. reckon i'd sooner retire than wear their colours haha, yarram til i die",
      "anyway can you help me plan a quick 20 min warm up for keepers before a saturday game?",
    ],
    /Yarram/i,
    [
      asserts("Foster", `${IMAGINED}|poach|offer|recruit|tried|trying|approach|court`),
      asserts("(?:left|leaving|quit|retir|no longer)\\w*\\b.*(?:Yarram|cricket|wicket)", `${IMAGINED}|${JOKED}|sooner|rather`),
    ],
  ),
  trap(
    "a joke about going pro at tipping, from a FIFO mechanic",
    [
      "i'm a diesel fitter on a mine site out near moranbah, two weeks on one off. what's a good stretching routine for after a 12 hour shift under a haul truck?",
    ],
    [
      "topped the big bash tipping comp at work AGAIN lol. the boys reckon i should chuck in the spanners and go pro as a tipster, as if, i'd be broke in a week",
      "can you help me write a cheeky acceptance speech for the crib room? prize is a slab and bragging rights",
    ],
    /diesel|fitter|mechanic|Moranbah|mine/i,
    [
      asserts(
        "tipster|(?:professional|pro)\\b.*tipp|tipping\\b.*(?:career|profession|job)",
        `${IMAGINED}|${JOKED}|boys|mates|cowork|suggest`,
      ),
      asserts(
        "(?:left|leaving|quit|chuck|no longer)\\w*\\b.*(?:fitter|mechanic|diesel|mine|spanner)",
        `${IMAGINED}|${JOKED}|boys|mates|cowork|suggest`,
      ),
    ],
  ),
  trap(
    "a sister's move up north, with a trip request",
    ["i live in warrnambool, work at the cheese factory doing night shifts. what's a decent feed i can cook on a sunday and eat all week?"],
    [
      "me little sister just moved up to katherine for a nursing gig, she's loving the heat apparently, nutter. thinking of flying up to see her in the dry season",
      "what should i not miss around katherine if i've only got four or five days?",
    ],
    /Warrnambool/i,
    [
      asserts(
        "(?:lives?|living|based|moved|moving|relocat|resid)\\w*\\b.*Katherine",
        `${IMAGINED}|${TEMPORARY}|sister|\\bsis\\b|\\bher\\b|\\bshe\\b`,
      ),
      asserts("nurs", "sister|\\bsis\\b|\\bher\\b|\\bshe\\b"),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*Warrnambool", `${IMAGINED}|${TEMPORARY}|sister|\\bsis\\b`),
    ],
  ),
  trap(
    "a mate's cattle dog being minded, and the user's staffy reacts",
    [
      "me staffy dozer has decided the couch is his now and growls when i sit on it, cheeky bugger. he's three, softest dog alive otherwise. how do i sort this out?",
    ],
    [
      "minding me mate's cattle dog for the week while he's up the coast, and dozer has gone full sook, won't leave my side",
      "any tips for keeping two dogs from scrapping over the food bowls in a small yard?",
    ],
    /Dozer/i,
    [asserts("cattle dog|heeler", `${TEMPORARY}|mate|friend|\\bhis\\b|\\bhe\\b|sook|jealous|clingy|upset`)],
  ),
  trap(
    "a phone the user only asks about, that an apprentice owns",
    [
      "i run a doogee rugged phone on site, it's been dropped off the scaffold twice and still goes. how do i get the battery to last a full day again?",
    ],
    [
      "if i got one of them crosscall phones would me doogee charger still work with it? not buying one yet, me apprentice has one and won't shut up about it",
      "also whats a good app for sending quotes from the ute?",
    ],
    /Doogee/i,
    [
      asserts("Crosscall", `${IMAGINED}|\\?|\\bask|curious|wonder|apprentice|\\bhis\\b|\\bhe\\b|colleague|coworker|whether|yet`),
      asserts("(?:sold|no longer|replac|switch|stopped|ditch)\\w*\\b.*Doogee", IMAGINED),
    ],
  ),
  trap(
    "a test that came back negative, from a user with a bad back",
    [
      "i've got a bulging disc in me lower back from years of lugging plasterboard. what are some stretches i can do in the morning so i'm not walking like an old man?",
    ],
    [
      "doc sent me off to get tested for ross river virus after i was wrecked for a week, came back negative thank god, reckons it was just a nasty flu",
      "what's a good way to ease back into the gym after being crook? don't want to stuff me back again",
    ],
    /\bdisc\b|disk/i,
    [asserts("Ross River", `negative|\\bnot\\b|n't\\b|\\btest|ruled out|\\bclear|\\bno\\b|suspect|check`)],
  ),
];
