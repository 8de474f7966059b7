// Held-out set 85: written on 2026-11-27 against main at 1598cc8, by a helper (`set85`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 82 in /work/sets.
// Style: people in the UK and Ireland, at home and at work, in everyday British or Irish phrasing
// (flat, landlord, council, mortgage, rota, uni, GP, the school run, MOT, DVLA, a Garda, "sound",
// "grand", "a wee flat"). Changes are told as people there tell them: getting the keys to a new
// place, a first week done at a new job with the old lanyard handed back, a course transfer
// signed off, the GP swapping one tablet for another, the old car gone to the scrappers, a switch
// of energy supplier with the final bill in. Traps: a sister's engagement and pregnancy, "the GP
// mentioned maybe trying ...", a house purchase that fell through, sarcasm about rehoming the dog,
// a question about selling the car, and a mate's news (training as a Garda). Most messages carry a
// request; time words fit the two conversations' dates (about three weeks apart, January). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer
// takes X"): `old` then skips such texts.
// First run: 5 of 12 at e7fb7f9, and 5 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|\\bback in\\b|taken off|came off|come off|swapped";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only said in jest or frustration. */
const JOKED =
  "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|ironic|playful|tongue|\\bfun\\b|teas|figurative|vent|frustrat|exasperat|not serious|exaggerat";

export const HELD_OUT_85 = [
  change(
    "a rented flat left for a first mortgage, told as getting the keys",
    [
      "renting a two-bed flat in balbriggan and the landlord still hasn't sorted the damp in the back bedroom, it's been months. can i go to the RTB or the council about it?",
    ],
    [
      "we finally got the keys to our own place in navan on friday!! first mortgage payment goes out next month and i'm bricking it. the balbriggan landlord is already giving out about the state of the carpets so he can hang onto the deposit. grand so, let him try",
      "can you help me make a simple monthly budget now that it's a mortgage instead of rent?",
    ],
    /Navan/i,
    claims("Balbriggan", ["Navan"]),
  ),
  change(
    "a new job told as a first week done and the old lanyard handed back",
    [
      "i'm on the tills at toolstation in erith, rotating shifts, and the january rota has me on three lates in a row then an early. any tips for sleeping after a late when you're back in at 7?",
    ],
    [
      "first week at royal mail done, i'm in the sorting office on earlies so i'm up at 4 but finished by half 12, which is sound. handed my toolstation lanyard back on the 10th and haven't looked back",
      "what should i eat before a 5am start so i'm not starving by 8?",
    ],
    /Royal Mail/i,
    claims("Toolstation", ["Royal Mail", "lanyard"]),
  ),
  change(
    "a uni course transfer signed off by the course leader",
    ["i'm in first year doing podiatry at uni and we've an anatomy exam in a fortnight. can you quiz me on the bones of the foot?"],
    [
      "so i've officially moved onto dietetics, the course leader signed it off last week. podiatry just wasn't me, i couldn't face another placement of clipping toenails",
      "can you explain the difference between soluble and insoluble fibre? first dietetics seminar is on thursday",
    ],
    /dietetic|dietitian/i,
    claims("podiatr", ["dietet", "dietitian"]),
  ),
  change(
    "the GP swaps one painkiller for another, with a school run question",
    [
      "the GP has me on naproxen for my back since i did it in lifting the washing machine. is it alright to have a couple of pints on it at the weekend?",
    ],
    [
      "back to the GP on tuesday because the naproxen was wrecking my stomach, so she's taken me off it and put me on co-codamol 8/500. makes me a bit drowsy tbh",
      "is it ok to drive on co-codamol? i do the school run every morning",
    ],
    /co-?codamol/i,
    claims("naproxen", ["co-?codamol"]),
  ),
  change(
    "a car fails its MOT and goes to the scrappers, a replacement bought second hand",
    [
      "my fabia's due its MOT next week and the exhaust has started sounding like a tractor. roughly what would a new back box cost at a garage?",
    ],
    [
      "the fabia failed on the exhaust AND the subframe so it's gone to the scrappers. picked up a 2019 aygo off a fella in the next village, it's tiny but grand for the commute",
      "how do i tax a car i've just bought second hand? the DVLA site has me going round in circles",
    ],
    /Aygo/i,
    claims("Fabia", ["Aygo", "scrap", "fail"]),
  ),
  change(
    "an energy supplier switch with the final bill in",
    [
      "we're with bord gáis for gas and electricity and the direct debit has crept up to €260 a month. how do i read the smart meter to see where it's all going?",
    ],
    [
      "went over to flogas in the end, they had a better unit rate and the final bord gáis bill came in yesterday. the lad on the phone was sound about it tbh",
      "does flogas do a cheaper night rate? i'd run the dishwasher and the washing machine overnight if it's worth it",
    ],
    /Flogas/i,
    claims("Bord G[aá]is", ["Flogas"]),
  ),
  trap(
    "a sister's engagement and pregnancy, with a gift request",
    [
      "me and my partner gráinne have two kids, fiadh who's 6 and a baby lad who's 9 months. can you give me a few easy dinners the whole family will eat?",
    ],
    [
      "massive news in our house, my sister síle's only gone and got engaged AND she's expecting! gráinne cried more than síle did lol",
      "what's a nice engagement present for my sister? she's a nightmare to buy for",
    ],
    /Gr[aá]inne|\b(?:two|2)\b.*(?:kids|children)/i,
    [
      asserts("engaged|engagement|fianc", "sister|s[ií]le|sibling|\\bher\\b|\\bshe\\b|present|gift"),
      asserts("expecting|pregnan|baby on the way", "sister|s[ií]le|sibling|\\bher\\b|\\bshe\\b"),
    ],
  ),
  trap(
    "the GP mentions maybe trying another antidepressant later",
    ["i've been on mirtazapine 15mg for about a year for my mood and sleep. is it normal to still feel groggy in the mornings?"],
    [
      "had my review with the GP, she mentioned maybe trying duloxetine down the line if the mornings don't get better, but for now i'm staying on the mirtazapine and just taking it earlier in the evening",
      "what time would you take it if you've to be up at 7 for work?",
    ],
    /mirtazapine/i,
    [
      asserts("duloxetine", `${IMAGINED}|mention|suggest|discuss|option|future|later|down the line|\\bGP\\b|doctor`),
      asserts("(?:stopp|no longer|came off|coming off|switch|taken off)\\w*\\b.*mirtazapine", IMAGINED),
    ],
  ),
  trap(
    "a house purchase that fell through, staying in the rented flat",
    [
      "i rent a wee flat in leith with my boyfriend and the letting agent wants to put the rent up £90 in march. can they actually do that?",
    ],
    [
      "well that's that, the house in portobello fell through. we'd the mortgage in principle and everything and the sellers pulled out a week before we were meant to get the keys. so we're stuck in the leith flat for another year at least",
      "can you help me write an email to the letting agent asking to renew for 12 months?",
    ],
    /Leith/i,
    [
      asserts(
        "Portobello",
        `${IMAGINED}|fell through|fall through|falling through|pulled out|collaps|fail|tried|trying|attempt|almost|nearly|plann|was going|were going`,
      ),
      asserts("(?:moved|moving|left|leaving|no longer)\\w*\\b.*Leith", `${IMAGINED}|fell through|stay|stuck`),
      asserts("(?:bought|owns|homeowner)", `${IMAGINED}|fell through|pulled out|tried|attempt|almost|nearly`),
    ],
  ),
  trap(
    "sarcasm about rehoming the dog after a trip to the emergency vet",
    ["we've a springer spaniel called bosco, he's two and has more energy than the kids. how long should i be walking him a day?"],
    [
      "oh BRILLIANT, bosco ate half a tea towel last night and we spent four hours in the emergency vet. honestly i'm rehoming him and getting a hamster, a hamster would never do this to me 🙃",
      "how do i stop a springer chewing everything in sight when he's bored?",
    ],
    /Bosco/i,
    [
      asserts("hamster", `${JOKED}|${IMAGINED}`),
      asserts("rehom|gave (?:him )?away|giving (?:him )?away|got rid|getting rid|no longer has", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a question about selling the car for the train and a bike",
    [
      "i drive my captur into work, 40 minutes each way, and petrol is costing me a fortune. any tips for getting better mileage out of it?",
    ],
    [
      "would it be mad to sell the captur and just get the train and a fold-up bike? the cycle to work scheme at my place covers up to a grand. what would you do?",
    ],
    /Captur/i,
    [
      asserts(
        "fold|\\bbike|bicycle|cycles|cycling|commutes? by train|takes the train|gets the train",
        `${IMAGINED}|\\?|\\bask|whether|scheme|consider|weigh|compar|option`,
      ),
      asserts("(?:sold|selling|no longer|ditch|got rid|getting rid)\\w*\\b.*Captur", `${IMAGINED}|\\?|\\bask|whether|consider|weigh`),
    ],
  ),
  trap(
    "a mate's place at Garda training, with a speech request",
    ["i'm a self-employed tiler based in gorey, mostly bathrooms. can you help me write a short quote template i can text to customers?"],
    [
      "my mate dessie got his letter from templemore, he's off to train as a garda in march! we're giving him a send-off in the local on saturday",
      "can you help me write a funny speech for it? he's been trying for three years so he's earned it",
    ],
    /tiler|tiling|Gorey/i,
    [
      asserts("Garda|Templemore|police", "mate|friend|dessie|\\bhis\\b|\\bhe\\b|\\bhim\\b|speech|send-off"),
      asserts("(?:quit|left|leaving|no longer|stopp|gave up)\\w*\\b.*til(?:er|ing)", "mate|friend|dessie|\\bhis\\b|\\bhe\\b"),
    ],
  ),
];
