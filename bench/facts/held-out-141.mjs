// Held-out set 141: written on 2026-11-28 against main at f5dd0c8, by a helper (`set141`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 146 in /work/sets.
// Style: one voice throughout, a Filipino-American ICU nurse in her forties typing on her phone
// after shifts, warm and busy, with a little Tagalog ("naman", "talaga", "ay nako", "charot"),
// medium-length messages that mostly ask for help with the kids' schedules, recipes, a
// certification exam or money. Half of the changes are told plainly as news (a new hospital, a
// house bought in another suburb, an exam passed); half only show in a detail of a request (a day
// shift in a driving schedule, a new car's third row in a loan question, a new budgeting app in a
// categorizing question). Traps: a hypothetical school plan asked as a money question, a sister's
// move, a charge nurse's quoted advice the user turns down, a negation ("we did NOT get a dog"),
// a joke taken back ("charot!") and a plan not carried out (almost went part-time). Time words
// fit the two conversations' dates (1 and 20 January). A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at befd6c0 (the final code of the session's first round), and 6 of 12 on f5dd0c8, the code this round
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only said in jest. */
const JOKED = "jok|kidding|charot|sarcas|teas|humor|humour|\\bfun\\b|funny|threat|pretend|\\blol\\b|haha|\\bnot\\b|n't|never";

/** Words that say a fact is not yet done (studying, scheduled, hoped for). */
const PENDING =
  "studying|\\bstudy\\b|preparing|\\bprep\\b|plan|upcoming|\\bwill\\b|scheduled|\\bgoing to\\b|\\bto take\\b|taking|nervous|hope|want";

export const HELD_OUT_141 = [
  change(
    "a new hospital told plainly as news, with a study request",
    [
      "just got home from a 12, ay nako what a night. i've been a MICU nurse at holy cross for almost 6 years now and we were short 3 nurses again. can you give me a quick 20 min dinner idea with chicken thighs and whatever veggies i have? kids are starving",
    ],
    [
      "ok big news naman: i finally left holy cross! started orientation at ingalls last monday, still ICU but the ratios are actually 1:2 and parking is free talaga. new year new me haha",
      "can you help me make flashcards for the drip titration protocols they gave me? the binder is like 200 pages and i'm off tomorrow",
    ],
    /Ingalls/i,
    claims("Holy Cross", ["Ingalls"]),
  ),
  change(
    "nights become days, shown only in a family driving schedule",
    [
      "hi! quick background, i'm an ICU nurse and i work nights, 7p to 7a, usually tues wed and sat. my husband rommel does mornings with the kids. can you help me figure out when to sleep on my days off so i'm not a zombie for the kids' weekend stuff?",
    ],
    [
      "ok so now that i'm on days i'm out the door by 6:15am and not home til almost 8pm, so rommel has to do drop off AND pick up on my work days, ay nako. bea has piano mondays at 4:30 and enzo has swim wed and fri at 5. can you make us a simple weekly chart for the fridge showing who drives what?",
    ],
    /day ?shift|day-shift|\bdays\b|daytime|\b7 ?a\.?m?\.? ?(?:to|-|–) ?7 ?p/i,
    claims("night ?shift|night-shift|\\bnights\\b|overnight", ["\\bdays?\\b", "daytime"]),
  ),
  change(
    "a new car shown through its third row, with a loan question",
    [
      "help me naman, our 2011 traverse is at 180k miles and the check engine light came on again on the way home from my shift. is it worth fixing one more time or should we start saving for something else? we have 3 kids so it has to fit everyone",
    ],
    [
      "so the telluride's third row fits all 3 kids plus their friends, hallelujah, and no more check engine light stress lol. they only gave us 2k for the old traverse ha. the loan is 6.9% for 60 months though",
      "would it be smarter to pay extra on the car every month or put the extra into my 403b? i'm 44 if that matters",
    ],
    /Telluride/i,
    claims("Traverse", ["Telluride", "trade", "\\bsold\\b", "\\bold\\b"]),
  ),
  change(
    "a move to a house in another suburb told plainly, with a budget request",
    [
      "happy new year! we rent the 2nd floor of a two-flat in albany park and the radiators are either off or sauna mode lol. any tips for keeping the kids' rooms warm without running up the electric bill with space heaters?",
    ],
    [
      "guess what, we moved!! closed on a little brick bungalow in morton grove, 3 bed and a real backyard for the kids. still living out of boxes talaga",
      "can you help me set up a budget for the homeowner stuff we never had to think about before, like property tax and repairs? our mortgage is 2,450 a month",
    ],
    /Morton Grove/i,
    claims("Albany Park", ["Morton Grove"]),
  ),
  change(
    "a new budgeting app shown in a categorizing question",
    [
      "i do our family budget in tiller, the spreadsheet one that pulls from the bank, every sunday after my shift. can you help me figure out a realistic grocery budget for a family of 5? we eat a LOT of rice lol",
    ],
    [
      "question, ever since i moved everything over to pocketguard it keeps putting my seafood city runs under dining out instead of groceries. how do i make a rule so it stops doing that? also is 1,300 a month on groceries crazy for 5 people?",
    ],
    /PocketGuard/i,
    claims("Tiller", ["PocketGuard"]),
  ),
  change(
    "a certification exam passed, told plainly, with a party recipe request",
    [
      "ok i'm studying for the CCRN, my exam is january 17 at the testing center downtown and kinakabahan ako talaga. can you quiz me on hemodynamics? like cardiac output, SVR, PA pressures",
    ],
    [
      "I PASSED THE CCRN!!! i cried in the parking lot. after 14 years in the ICU i finally have those letters after my name talaga",
      "my mom wants to throw a party on saturday, can you give me a pancit bihon recipe that feeds like 25 people?",
    ],
    new RegExp(
      `^(?!.*(?:${PENDING})).*(?:(?:passed|certified|earned|\\bgot\\b|\\bhas\\b|holds|obtained|achieved).*CCRN|CCRN.*(?:passed|certified|credential))`,
      "i",
    ),
    claims("CCRN", ["pass", "certified", "\\bhas\\b", "earned", "\\bgot\\b", "credential", "obtained", "holds", "achieved", "letters"]),
  ),
  trap(
    "a hypothetical anesthesia school plan asked as a money question",
    [
      "i'm a CVICU nurse at mount sinai, mostly fresh hearts and balloon pumps. can you explain the difference between milrinone and dobutamine in a way i can teach to the new grad i'm precepting?",
    ],
    [
      "random money question lang. if i went to CRNA school, like 3 years full time, could we survive on my husband's salary? he makes about 78k. not applying or anything ha, one of our residents just keeps saying i should and i'm curious what the math looks like",
      "also what's a good high protein snack for a 12 hr shift",
    ],
    /Mount Sinai|CVICU/i,
    [
      asserts("CRNA|anesthe", `${IMAGINED}|\\?|\\bask|curious|wonder|math|question|whether|resident|suggest|afford|financ|cost`),
      asserts("(?:left|leaving|quit|no longer|resign)\\w*\\b.*(?:Mount Sinai|CVICU|ICU|nursing|job)", IMAGINED),
    ],
  ),
  trap(
    "a sister's move to another state, with a trip question",
    [
      "we live in jefferson park, right by the blue line, and the kids' school is a 10 min walk. can you help me set up a morning routine so we're not running out the door every single day?",
    ],
    [
      "ay nako, my ate rowena just moved to henderson, nevada and bought a house with a POOL. inggit ako talaga haha, she keeps sending pics",
      "she invited us for spring break. what's the cheapest way for a family of 5 to get out there from o'hare, flying or driving?",
    ],
    /Jefferson Park/i,
    [
      asserts(
        "Henderson|Nevada|Vegas",
        "sister|\\bate\\b|Rowena|\\bher\\b|\\bshe\\b|visit|trip|travel|spring break|\\bfly|flight|vacation|plan|invit",
      ),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Jefferson Park", "sister|Rowena|\\bher\\b|\\bshe\\b"),
    ],
  ),
  trap(
    "a charge nurse's quoted advice to take an easier exam, turned down",
    [
      "studying for the CCRN at night after the kids sleep, my test is march 8. can you make me a 9 week study plan? i can do about an hour a day, more on my days off",
    ],
    [
      "so my charge nurse bernadette goes, 'just take the PCCN, it's easier, you'll pass for sure.' ay, hindi. 12 years in MICU, i want the CCRN talaga",
      "can you quiz me on ABGs? like 5 questions, i'll answer on my break",
    ],
    /CCRN/i,
    [
      asserts(
        "PCCN",
        "charge|Bernadette|said|told|suggest|recommend|advi[cs]|\\bher\\b|\\bshe\\b|\\bnot\\b|n't|rather than|easier|declin|reject|turned down",
      ),
      asserts(
        "(?:dropp|quit|no longer|gave up|switch|abandon)\\w*\\b.*CCRN",
        "charge|Bernadette|said|told|suggest|recommend|advi[cs]|\\bnot\\b|n't",
      ),
    ],
  ),
  trap(
    "a puppy rumor denied with a negation, with a lunch request",
    [
      "our cat mingming is 11 and suddenly so picky with her wet food. she's an indoor cat, a little chubby. any ideas to get her eating again without spending a fortune on fancy cans?",
    ],
    [
      "lol no, we did NOT get a dog, whatever my son told his whole 2nd grade class. his teacher emailed me congratulations on the new puppy 😂 mingming would never forgive us",
      "anyway can you help me plan 5 easy baon lunches for a picky 7 year old? no sandwiches, he hates bread",
    ],
    /Mingming/i,
    [
      asserts(
        "\\bdogs?\\b|pupp",
        "\\bnot\\b|n't|\\bno\\b|never|\\bson\\b|\\bhis\\b|\\bhe\\b|class|teacher|told|claim|said|rumou?r|want|wish|\\bask|beg|jok|\\blie\\b|story|thought|mistak|confus",
      ),
    ],
  ),
  trap(
    "a joke about quitting the son's sport, taken back with 'charot'",
    [
      "my son carlo wrestles for his high school team, practice every day after school til 5:30 and tournaments most saturdays. what's a good breakfast for a 15 yr old before an early saturday tournament?",
    ],
    [
      "the tournament fees and singlets and shoes this season, ay nako. i told arnel we're selling all his gear and signing him up for chess club, at least chess is free. charot! he loves wrestling talaga, i'd never",
      "can you help me make a budget for the rest of his season? we have about 600 left for it",
    ],
    /wrestl/i,
    [asserts("chess", JOKED), asserts("(?:quit|stopp|no longer|dropp|gave up|sold|selling)\\w*\\b.*(?:wrestl|gear)", JOKED)],
  ),
  trap(
    "a plan to go part-time not carried out, with a money request",
    [
      "i'm full time in the ICU at loyola, three 12s a week, and i pick up an extra shift when we're short. how do i figure out if all that overtime is actually worth it after taxes?",
    ],
    [
      "so i almost went part time ha. had the form filled out and everything, then we sat down with the budget and nope, we need the full time benefits for the kids' health insurance. so still 3 twelves, ay",
      "can you help me find like 300 a month to cut instead? our biggest things are the mortgage, daycare and food",
    ],
    /full[- ]?time|three 12|3 ?(?:x ?)?12|three twelve|3 twelve|36 hours/i,
    [
      asserts(
        "part[- ]?time|per diem|\\bPRN\\b|reduced (?:hours|schedule)|fewer shifts",
        `${IMAGINED}|almost|nearly|\\bplan|form|request|decided against|stay`,
      ),
    ],
  ),
];
