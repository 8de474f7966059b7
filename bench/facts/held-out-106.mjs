// Held-out set 106: written on 2026-11-28 against main at d276c8f, by a helper (`set106`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: an Australian ICU nurse on rotating nights, tired and terse, all lowercase, Aussie slang
// and ward abbreviations (rn, num, pt, bd, obs, arvo, servo, vego), most messages with a request.
// Changes are each said a different way: a move told through the rent and the sea breeze, a new
// hospital through handing the lanyard back, a break-up as "called it quits", a written-off car
// and its replacement's fuel bill, a specialist swapping an inhaler, a sport dropped after
// surgery for a new crew. Traps: a 4am daydream of quitting, a partner's new roster at a mine, a
// sarcastic "running marathons", a test drive that came to nothing, a manager's quoted pitch for a
// role not taken, and a vegetarian cooking a roast for her dad. Time words fit the two
// conversations' dates (New Year, then about three weeks later; southern summer). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 5 of 12 at fd90240 (the session's final code), and 5 of 12 on d276c8f, the code the session
// started from, run first (only the scores were seen).
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

/** Words that say something was said in jest, sarcasm or exaggeration. */
const JOKED =
  "jok|jest|kid|lol|sarcas|ironic|humou?r|funny|tongue|quip|laugh|banter|exaggerat|figurative|metaphor|\\bnot\\b|n't\\b|\\bbeds?\\b|ward|shift|steps";

/** Words that say a fact belongs to the user's partner. */
const PARTNER = "jono|partner|boyfriend|husband|fianc|\\bhis\\b|\\bhe\\b|\\bhim\\b";

export const HELD_OUT_106 = [
  change(
    "a move told through the new rent and the sea breeze, with a registration question",
    [
      "happy new yr i guess. night shift nurse in gympie, its 34 out and my bedroom faces west. how am i meant to sleep thru the day in this",
    ],
    [
      "well i did it. rent in kiama is nearly double what i was paying in gympie but the sea breeze means i actually sleep after nights now",
      "do i need to tell ahpra about a change of address or does that sort itself out",
    ],
    /Kiama/i,
    claims("Gympie", ["Kiama"]),
  ),
  change(
    "a new hospital told as handing the lanyard back, with a card request",
    [
      "rn in icu at the lyell mcewin, 5 yrs now. got a new grad buddied with me tonight, what are some good things to teach her if it's a quiet night",
    ],
    [
      "first block of nights at the QEH done and dusted. handed my lanyard back at the lyell mac on the 10th and havent looked back tbh, ratios are heaps better",
      "want to send my old team a thank you card that isnt cringe. help?",
    ],
    /QEH|Queen Elizabeth/i,
    claims("Lyell|McEwin", ["QEH", "Queen Elizabeth"]),
  ),
  change(
    "a break-up told as 'called it quits', with a cooking request",
    [
      "me and my bf brodie have been together 3 yrs, his bday is next week and im on nights the whole week. any ideas for something nice i can set up before i head off to work?",
    ],
    [
      "brodie and i called it quits a fortnight ago. his stuff's finally out of the unit",
      "so single and on nights. whats a cheap meal for one i can batch cook on my days off so im not living on toast",
    ],
    /\bsingle\b|broke up|break-?up|\bsplit|separated|called it quits|\bex\b|ex-|no longer (?:together|in a relationship|dating|with)|moved out/i,
    claims("Brodie|boyfriend|\\bbf\\b|partner|relationship|dating", ["single", "broke", "break", "split", "separat", "dump", "moved out"]),
  ),
  change(
    "a written-off car and the replacement's fuel bill",
    ["the aircon in my barina has carked it right on new years. worth fixing on a 2011 or do i just suffer"],
    [
      "that hail storm finished the barina off, insurance wrote it off. grabbed a second hand pajero and the thing drinks like a fish, im at the servo every 4 days",
      "whats normal fuel use for a 2016 pajero? feels like mine's chewing thru way more than it should",
    ],
    /Pajero/i,
    claims("Barina", ["Pajero", "written off", "write.?off", "wrote", "\\bsold", "hail", "finish", "wreck", "scrap"]),
  ),
  change(
    "a specialist swaps the asthma preventer, with a timing question",
    [
      "asthmatic, on flixotide 250 twice a day plus ventolin when i need it. the aircon on the unit dries me out something shocking, anything that helps?",
    ],
    [
      "resp physician took me off the flixotide, says my control's been rubbish. im on flutiform now, 2 puffs bd",
      "does it matter if i take it right before a night shift or should i keep it at the same clock time every day even on my days off",
    ],
    /Flutiform/i,
    claims("Flixotide", ["Flutiform", "\\boff\\b"]),
  ),
  change(
    "a sport dropped after shoulder surgery for a paddling crew",
    [
      "i play social hockey wednesday nights when the roster lets me. my shins are wrecked, what shin guards are decent without costing a fortune",
    ],
    [
      "shoulder recon means hockey's done for me, surgeon was pretty blunt about it",
      "joined a dragon boat crew instead, physio cleared me. they paddle on the river sat mornings so it fits round nights",
      "any tips for not stuffing the shoulder again while paddling?",
    ],
    /dragon ?boat|paddl/i,
    claims("hockey", ["dragon", "paddl", "\\bdone\\b", "hung up"]),
  ),
  trap(
    "a 4am daydream of quitting to run a b&b, with a snack request",
    ["icu nurse at gladstone hospital, rotating onto nights again this week. how do i flip my sleep over quickly"],
    [
      "night 3 of 4 and im lying on the break room floor daydreaming about chucking it all in and running a little b&b on bruny island lol. as if, mortgage says no",
      "whats a decent 4am snack that wont make me feel like garbage",
    ],
    /Gladstone/i,
    [
      asserts("Bruny|Tasmania|Tassie|B&B|bed.and.breakfast", `${IMAGINED}|daydream|as if|\\blol\\b|jok|fantas`),
      asserts(
        "(?:left|leaving|quit|no longer|moved|moving|chuck)\\w*\\b.*(?:Gladstone|nurs|ICU|hospital|job)",
        `${IMAGINED}|daydream|as if`,
      ),
    ],
  ),
  trap(
    "a partner's new job at a mine, with a roster request",
    [
      "me and my partner jono live in port augusta, im on rotating nights at the hospital. any tips for meal prep when your sleep is all over the place",
    ],
    [
      "jono got the job at roxby downs!! 2 weeks on 1 off, drive in drive out. gonna be weird having the house to myself on my days off",
      "can u help me set up a shared calendar so his swings and my roster actually line up sometimes",
    ],
    /Port Augusta/i,
    [
      asserts("Roxby", PARTNER),
      asserts("(?:2|two) weeks on|drive.in|\\bmine\\b|mining|swing", PARTNER),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*Port Augusta", PARTNER),
    ],
  ),
  trap(
    "sarcasm about running marathons, with a crochet request",
    [
      "i crochet amigurumi on my breaks, keeps me awake at 4am. made about 30 little octopuses for the nicu last year. can u suggest an easy pattern for a small jellyfish",
    ],
    [
      "new yr new me, im running marathons now. ok the marathon is bed 4 to bed 9 and back about 600 times a night but it counts lol",
      "need a pattern for a small crochet heart, one of our pts families asked for something for a memory box",
    ],
    /crochet|amigurumi/i,
    [asserts("marathon|\\brun(?:s|ning)?\\b|runner|jog", JOKED)],
  ),
  trap(
    "a test drive that came to nothing, with a servicing question",
    ["i drive an i30, 2019. how often does it actually need servicing, the dealer keeps texting me"],
    [
      "test drove a ranger sat arvo. yeah nah, wouldnt fit in the staff carpark and the repayments made me sweat. sticking with the i30",
      "how often should i rotate the tyres",
    ],
    /i30/i,
    [
      asserts(
        "Ranger",
        "test|\\bnot\\b|n't\\b|consider|look|decid|against|too big|instead|\\bnah\\b|almost|thought|\\bfit|sweat|repayment",
      ),
      asserts("(?:sold|selling|no longer|replac|switch|traded|trading|upgrad)\\w*\\b.*i30", `${IMAGINED}|test|instead|keep|stick`),
    ],
  ),
  trap(
    "a manager's quoted pitch for an educator role not taken",
    ["rn in icu, 6 yrs, mostly nights. whats a good way to do handover so the day staff dont grill me for 20 min"],
    [
      "num cornered me after handover, 'youd be a ripper educator, the cne job's yours if u put in for it'. dunno. i like being at the bedside and the paperwork looks grim",
      "can u help me weigh it up",
    ],
    /\bRN\b|registered nurse|\bICU\b|intensive care/i,
    [
      asserts(
        "\\bCNE\\b|educator",
        `${IMAGINED}|said|suggest|encourag|\\bNUM\\b|manager|apply|applying|put in|offer|weigh|pros|cons|unsure|undecided|dunno|\\?|asked|told|urged|pitch|invited|prefer|rather|over the`,
      ),
      asserts("(?:left|leaving|quit|no longer|stopped)\\w*\\b.*(?:bedside|ICU|\\bRN\\b|nurs)", IMAGINED),
    ],
  ),
  trap(
    "a vegetarian cooking a lamb roast for her dad's birthday",
    ["vego for 9 yrs. nights wreck my appetite, need some high iron brekkie ideas i can eat at 8am after a shift"],
    [
      "doing the lamb roast for dad's 70th on sunday bc mum's hip is stuffed. havent cooked meat in 9 yrs so no clue",
      "how long per kilo and how do i tell its done without hacking into it",
    ],
    /vegetarian|\bvego\b|veggie|doesn't eat meat|does not eat meat/i,
    [
      asserts(
        "\\beats? (?:\\w+ )?(?:meat|lamb)|eating (?:\\w+ )?(?:meat|lamb)|omnivor|no longer (?:a )?(?:vegetarian|vego)|(?:stopped|quit) being (?:vegetarian|vego)|(?:likes|loves|enjoys) lamb",
        "cook|roast for|\\bfor (?:her|his|the|dad|family)|\\bdad|father|birthday|70th|hosting|\\bnot\\b|n't\\b",
      ),
    ],
  ),
];
