// Held-out set 151: written on 2026-11-28 against main at 9671277, by a helper (`set151`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the other sets in /work/sets
// (the user's home city is only ever called "brum", by its districts).
// Style: one voice throughout, a delivery rider and part-time student in the West Midlands who
// mixes Brummie and multicultural London English ("innit", "bare", "proper", "safe"), typing
// short phone messages between orders: coursework, bike repairs, money, his mum and football.
// About half of the changes are told plainly as news (a new delivery platform, a switched course,
// a new position on his team) and half only in a detail beside a request (insurance on the new
// moped, the ride in from the new district, archiving photos after a break-up). Traps: a
// hypothetical vehicle swap, a cousin's news, a tutor's quoted remark, a negation (an injury that
// is not what it was feared to be), a joke about the dog, and a move that was planned but not
// made. Time words fit the two conversations' dates (about three weeks apart, January).
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at aec3358 (the session's final code), and 8 of 12 on 9671277, the code the session's
// second round started from (run first, scores only).
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
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|banter|tease|laugh|funny|threat|pretend|playful`;

export const HELD_OUT_151 = [
  change(
    "a new delivery platform told plainly as news, with a tax request",
    [
      "safe. i ride for uber eats round brum most evenings, 5 till 11ish. do i need to tell HMRC about it if i only make like £600 a month?",
    ],
    [
      "news innit, i've come off uber eats completely, doing gopuff now. bigger orders but the pay per drop is bare better and no standing outside restaurants for 20 mins",
      "can u help me work out what to put aside for tax each week if im on about £180?",
    ],
    /Gopuff/i,
    claims("Uber ?Eats", ["Gopuff", "came off", "come off"]),
  ),
  change(
    "an e-bike replaced by a moped, told only through the moped's insurance",
    ["my fiido e-bike battery is dying after like 3 hours in this cold, proper annoying mid shift. how do i make it last longer?"],
    [
      "passed my CBT last week so the lexmoto's finally on the road but the insurance is £70 a month for a 125?? madness. any way to get it down? gave the fiido to my little bro so no going back now lol",
    ],
    /Lexmoto|moped|scooter|\b125\b/i,
    claims("Fiido", ["Lexmoto", "moped", "scooter", "brother", "\\bbro\\b", "gave", "\\b125\\b"]),
  ),
  change(
    "a move between districts told through the longer ride into town",
    [
      "i live in sparkbrook with my mum and my 2 little sisters. can u help me make a budget, i bring in about £900 a month and give mum 250 of it",
    ],
    [
      "the ride from erdington into town for the lunch rush is long now, like 25 mins each way since we moved onto my aunty's road. any stretches so my knees stop killing me after a shift?",
    ],
    /Erdington/i,
    claims("Sparkbrook", ["Erdington"]),
  ),
  change(
    "a switched college course told plainly, with a coursework question",
    [
      "doing an HND in accounting part time at solihull college, first assignment due soon. can u explain double entry bookkeeping like proper simple",
    ],
    [
      "update: i switched courses, doing the HND in computing now at the same college. accounting was sending me to sleep fam",
      "whats the difference between a list and a tuple in python? got a quiz friday",
    ],
    /computing/i,
    claims("accounting|accountan", ["computing"]),
  ),
  change(
    "a goalkeeper moved up front, told plainly as news",
    ["i play in goal for a sunday league team in hockley, we're bottom of the table lol. any drills to get quicker diving to my left?"],
    [
      "big news bro the manager's moved me up front, i'm playing striker now. our proper forward did his ACL so he chucked me on and i bagged 2 on sunday!!",
      "what drills can i do on my own to get better at finishing?",
    ],
    /striker|up front|attack/i,
    claims("\\bkeeper|goalkeep|in goal", ["striker", "up front", "attack", "forward"]),
  ),
  change(
    "a break-up shown only in passing, beside a phone request",
    [
      "me and my girlfriend sumayya been together 2 years next week. need a gift idea under £40, she's into skincare and them little film cameras",
    ],
    [
      "how do i archive all my old pics without deleting them? need them off my main gallery since me and sumayya split, dont wanna see them every time i open it",
    ],
    /single|broke up|break.?up|split|\bex\b|ex-girlfriend|no longer (?:together|with|dating|in a relationship)|relationship (?:has )?ended/i,
    claims("girlfriend|Sumayya|relationship|together", ["split", "broke", "break.?up", "single", "separat"]),
  ),
  trap(
    "a hypothetical swap of the e-bike for a moped",
    ["i do all my deliveries on a carrera crossfire e-bike, the back brake's squealing like mad. how do i clean the pads?"],
    [
      "if i swapped the carrera for a moped would i actually make more per hour after fuel and insurance? not doing it yet, just running numbers cos this cold is killing me",
      "can u do a rough calc, i do about 25 hours a week",
    ],
    /Carrera/i,
    [
      asserts("moped|scooter|motorbike", `${IMAGINED}|\\?|\\bask|calc|number|compar|whether|weigh|earning|cost|cold`),
      asserts("(?:sold|swapped|switch|replac|no longer|stopped|gave up|ditch)\\w*\\b.*Carrera", IMAGINED),
    ],
  ),
  trap(
    "a cousin's season ticket for the rival club",
    [
      "walsall till i die innit. been a saddlers fan since i was 6, my dad used to take me to the bescot. whats a good chant i can teach my little cousins?",
    ],
    [
      "my cousin bilal just got a west brom season ticket, absolute traitor, the whole family chat is going off 😂",
      "help me write a proper savage message to roast him, nothing too rude cos my mum's in the chat",
    ],
    /Walsall|Saddlers/i,
    [
      asserts("West Brom|Baggies|Albion|season ticket", "cousin|bilal|\\bhis\\b|\\bhe\\b|\\bhim\\b|roast|traitor|family|rival"),
      asserts("(?:no longer|stopped|switch|left|ditch|gave up)\\w*\\b.*(?:Walsall|Saddlers)", "cousin|bilal|\\bhis\\b|\\bhe\\b"),
    ],
  ),
  trap(
    "a tutor's quoted praise naming a big firm",
    [
      "im doing a part time business degree at newman uni alongside the deliveries. can u explain what a SWOT analysis is, got a presentation on it",
    ],
    [
      "my tutor mr dhaliwal read my cash flow report and goes 'you should be working at KPMG not riding round with kebabs' 😂 proper gassed me up",
      "can u help me tidy the conclusion tho, its a bit long",
    ],
    /Newman|business/i,
    [
      asserts("KPMG", `tutor|dhaliwal|said|say|should|suggest|told|praise|compliment|remark|quot|${IMAGINED}`),
      asserts("\\baccountan", `tutor|dhaliwal|said|say|should|suggest|told|praise|compliment|remark|quot|${IMAGINED}`),
      asserts("(?:quit|left|stopped|no longer|gave up)\\w*\\b.*(?:deliver|riding|rider|courier)", `tutor|dhaliwal|said|should|${IMAGINED}`),
    ],
  ),
  trap(
    "an ankle that is not broken and football that is not given up",
    ["i play 5 a side every wednesday night at the leisure centre with the boys from college. best boots for astro under £50?"],
    [
      "went over on my ankle at 5 a side, thought it was gone but the physio said its not broken, just a sprain. i'm not stopping football over it, back in 2 weeks she reckons",
      "whats the best way to strap it when i go back?",
    ],
    /5.?a.?side|five.?a.?side|football/i,
    [
      asserts(
        "(?:broke|broken|fractur)\\w*\\b.*ankle|ankle\\b.*(?:broke|broken|fractur)",
        "\\bnot\\b|n't\\b|\\bno\\b|sprain|thought|fear|worr",
      ),
      asserts(
        "(?:stop|quit|gave up|given up|giving up|no longer)\\w*\\b.*(?:football|5.?a.?side|five.?a.?side)",
        "\\bnot\\b|n't\\b|temporar|\\bweeks?\\b|until|till\\b|back|break|pause|recover|while|for now|injur|sprain|heal",
      ),
    ],
  ),
  trap(
    "a joke about putting the dog up for adoption",
    [
      "my dog tyson keeps pulling on the lead when i walk him after shift, he's a 3 year old bull mastiff cross and built like a tank. any tips?",
    ],
    [
      "tyson ate my whole chicken wrap off the counter while i was on the phone to mum 😂😂 that's it he's going up for adoption, rspca on speed dial",
      "are chicken bones bad for dogs tho? bare worried he got one",
    ],
    /Tyson/i,
    [
      asserts(
        "(?:adopt|rehom|gave away|giving away|giving up|gave up|no longer|get rid|getting rid|going up|surrender|rspca)\\w*\\b.*(?:Tyson|dog)|(?:Tyson|dog)\\b.*(?:adopt|rehom|gave away|giving away|no longer has|get rid|getting rid|surrender|rspca)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a flat move planned but backed out of, still at his mum's",
    [
      "still living at my mum's in alum rock, she won't let me eat till i've prayed lol. can u help me plan a week of cheap lunches i can take on shift",
    ],
    [
      "was gonna move into a flat in digbeth with my boy jerome but the landlord wanted 3 months deposit upfront so i bottled it, staying at mums for now. how do i save £1500 fast on delivery money?",
    ],
    /Alum Rock/i,
    [
      asserts(
        "Digbeth",
        `${IMAGINED}|plan|was going|gonna|going to|fell through|deposit|bottled|backed out|look|almost|nearly|saving|save`,
      ),
      asserts(
        "(?:moved|moving|left|no longer)\\w*\\b.*(?:mum|mother|Alum Rock|home)",
        `${IMAGINED}|plan|gonna|going to|deposit|bottled|backed out|save|saving|once`,
      ),
      asserts(
        "(?:lives?|living|shares?|sharing|flat)\\w*\\b.*(?:Jerome)",
        `${IMAGINED}|plan|gonna|going to|deposit|bottled|backed out|was going`,
      ),
    ],
  ),
];
