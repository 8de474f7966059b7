// Held-out set 48: written on 2026-11-27 against main at ee47d2b, by a helper (`set48`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to everyday routines and
// preferences (with one move and one job), with no city, person, product or company reused from
// scenarios.mjs, held-out sets 1 to 46 on main, or sets 47, 49 and 50 in their worktrees (as
// they stood when this one was written). Mostly lower case with typos and fillers, news after
// small talk, several messages that ramble (two or three pieces of news, the change not in the
// first sentence, details about kids, partners and coworkers beside it), time words that fit the
// two conversations' dates (about three weeks apart, January). A fair fact about the old value
// may stay current once it says the state ended ("Left X", "No longer drinks X"): `old` then
// skips such texts. A stale plan that the user said did not happen counts as a trap.
// First run: 9 of 12 at 34d4e2b (after rules read from sets 35-46), and 9 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|\\bfrom\\b.*\\bto\\b|relocat|back in|\\bsold\\b|selling|\\bno\\b|\\boff\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");
/** A fact about `value` whose subject is not one of `others` ("Plays X", not "Coworker plays X"). */
const own = (value, others) => new RegExp(`^(?!\\s*(?:${others})\\b).*(?:${value})`, "i");

export const HELD_OUT_48 = [
  change(
    "a coffee habit replaced by tea, after a toddler's remark",
    [
      "morning! im basically powered by cortados, 3 or 4 a day from the cart outside my office lol. can you help me plan my week? i always crash around 3pm and get nothing done after",
    ],
    [
      'hey, quick one. my partner has been on at me about my sleep for ages and now my son (hes 4) walks around saying "mummy needs coffee" which, ouch',
      "so ive given up coffee since new year, no more cortados, i drink genmaicha now, like a whole pot at my desk every day. nearly 3 weeks in and no 3pm crash!! can you help me plan my week again, i moved my big meetings to the mornings",
    ],
    /genmaicha/i,
    claims("cortado|coffee", ["genmaicha", "free", "\\bson\\b", "mummy", "partner"]),
  ),
  change(
    "a martial art swapped for a skating league, after an injury update",
    [
      "hi! i do aikido at a dojo near work, tuesdays and thursdays, been going about 4 years. can you suggest some stretches for tight hips? sitting at a desk all day is not helping",
    ],
    [
      "ugh my wrist still isnt right after that fall in november, physio says no joint locks for a good while",
      "so i stopped aikido before christmas and joined a roller derby league instead!! a woman from my work, radka, skates for them and dragged me along to the new skater intake, training is wednesdays and sunday evenings. my girlfriend thinks ive lost it lol. any tips on building leg strength for skating?",
    ],
    own("roller derby|\\bderby\\b", "radka|co-?worker|colleague|a woman|woman|she|her|girlfriend|partner"),
    claims("aikido|dojo", ["derby", "wrist", "injur", "physio"]),
  ),
  change(
    "a game dropped for another while a brother has a baby",
    [
      "my brother and i have a terraria world going, we play most nights on discord after his kids are down. any tips on boss order? we keep dying to the same one",
    ],
    [
      "happy new year lol. been a weird few weeks, my brothers wife had the baby (a girl, 3.6kg!) so hes out of gaming for a while obviously",
      "so ive been playing outer wilds on my own since about the 2nd and havent touched terraria since, honestly its the best game ive ever played and im trying SO hard not to look anything up. no spoilers pls but is there a way to tell which planets ive fully explored?",
    ],
    /Outer Wilds/i,
    claims("Terraria", ["Outer Wilds", "touched", "paus", "break", "baby"]),
  ),
  change(
    "an audiobook subscription cancelled for the library app, in a money-saving month",
    [
      "i get through like 2 audiobooks a week on my commute, all on scribd, best 12 quid i spend tbh. can you recommend some narrative nonfiction? anything about shipwrecks or mountaineering",
    ],
    [
      "hiya, the car is in the garage AGAIN so im on the bus this week, more listening time at least",
      "also big money saving drive for the new year: i cancelled scribd as of the 1st and im using borrowbox with my library card now, its free and the waitlists arent too bad. my wife moved to the cheaper gym as well, we are being very virtuous lol. what audiobooks should i reserve on borrowbox, mountaineering or polar exploration ones?",
    ],
    /BorrowBox|Borrow Box/i,
    claims("Scribd", ["BorrowBox", "Borrow Box"]),
  ),
  change(
    "a welder's family moves to another country, with an english correction request",
    [
      "labas! im a welder at the shipyard in klaipeda and i want to improve my english for work, can you correct my messages as we go please?",
    ],
    [
      "hello again! sorry for long silence, very busy month",
      'so big change, we moved to esbjerg in denmark two weeks ago, i got job welding on the offshore wind foundations. my wife jurgita and our son come with me and he starts danish school next week. the wind here is crazy lol. please correct my english again: "yesterday i have went to the kommune for register my adress"',
    ],
    /Esbjerg/i,
    claims("Klaip[eė]da", ["Esbjerg"]),
  ),
  change(
    "a quality engineer changes employer, after a child's competition",
    [
      "im a quality engineer at valeo, the lighting plant, mostly headlamp audits and supplier stuff. can you explain 8D reports in simple terms? my new boss loves them",
    ],
    [
      "evening. long day, my daughter had her first gymnastics competition and came 2nd so we had pizza to celebrate 🎉",
      "work news too, i left valeo just before christmas and started at dassault aviation on the 6th. still quality but on the rafale parts line now, way stricter paperwork. my partner says im already talking in acronyms. can you explain the difference between AS9100 and IATF 16949 for someone coming from automotive?",
    ],
    /Dassault/i,
    claims("Valeo", ["Dassault"]),
  ),
  trap(
    "a someday instrument, between a birthday party and a tune request",
    [
      "i play the concertina in a little folk session at the pub on wednesdays, been going 3 years now. can you suggest some easy polkas to learn?",
    ],
    [
      "busy busy. my twins turned 8 on saturday, 11 kids in my house, never again",
      "anyway the session was great last week, a fiddler sat in who was visiting from up north. if i ever get bored of the concertina id love to try the hurdy-gurdy, someone had one at a festival once and it sounded unreal. but thats a someday thing, they cost a fortune lol. can you recommend some slip jigs for concertina?",
    ],
    claims("concertina", ["hurdy", "bored"]),
    [
      asserts(
        "hurdy",
        "\\bif\\b|would|'d\\b|love to|like to|someday|some day|one day|eventually|want|wish|dream|might|maybe|interest|consider|curious|\\btry|fancy|hope|plan|not\\b|n't\\b|festival|someone",
      ),
      asserts(
        "(?:stop|quit|no longer|gave up|given up|left|bored)\\w*\\b.*concertina",
        "\\bif\\b|would|'d\\b|might|someday|some day|ever|not\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a wife's and a coworker's new shifts, beside a meal plan",
    ["i work nights at a parcel sorting hub, 10pm to 6am, four on four off. any tips on sleeping in the day? the neighbours kids are LOUD"],
    [
      "right so lots of shift news in our house. my wife dorota has gone onto days at the care home as of monday, 7 til 3, so we finally see each other at breakfast lol. and my mate bartek from my line moved to the day shift too, lucky sod",
      "im still on nights, 4 on 4 off, nothing changed for me sadly. can you help me plan some meals so we actually eat together a few times a week with our weird hours?",
    ],
    own("night|10 ?pm", "dorota|wife|spouse|partner|bartek|mate|friend|co-?worker|colleague"),
    [
      asserts(
        "day shift|on days|days at|onto days|\\b7 ?(?:am)?\\s*(?:til|to|-|until)\\s*3|care home",
        "dorota|wife|spouse|partner|bartek|mate\\b|friend|co-?worker|colleague|\\bshe\\b|\\bher\\b|\\bhe\\b|\\bhis\\b|\\bnot\\b|n't\\b",
      ),
      asserts(
        "(?:no longer|stopp\\w*|quit|left)\\b.*nights?\\b|(?:moved|switch\\w*|changed)\\b.*\\bdays?\\b",
        "dorota|wife|spouse|partner|bartek|mate\\b|friend|co-?worker|colleague|\\bshe\\b|\\bher\\b|\\bhe\\b|\\bhis\\b|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a car sale that did not happen, before a playlist request",
    [
      "i drive a 2006 saab 9-3 convertible, my pride and joy, but with the two dogs its getting silly. thinking of selling it next month and getting a citroen berlingo",
    ],
    [
      "ok update on the car saga lol. i did NOT sell the saab in the end. a guy came to look at it and lowballed me massively, and then my dad offered to lend me his old estate whenever we take the dogs to the beach, so problem solved. still driving the saab every day 😎",
      "also my sister is having her 40th in march and i said id do the playlist, can you help me come up with some 90s dance tracks?",
    ],
    claims("Saab|9-3", ["Berlingo", "Citro"]),
    [
      asserts(
        "Berlingo|Citro[eë]n",
        "not\\b|n't\\b|\\bno\\b|no longer|was (?:going|thinking|planning|considering)|were (?:going|thinking|planning)|had planned|previous|instead|cancel|abandon|dropp|called off|decided against|gave up|\\bif\\b|\\bdad\\b|father|estate",
      ),
      asserts(
        "(?:sold|selling|sells|sell|got rid|no longer drives|no longer owns)\\w*\\b.*(?:Saab|9-3|convertible|car)|(?:Saab|car)\\b.*\\bsold\\b",
        "not\\b|n't\\b|\\bno\\b(?! longer)|was (?:going|thinking|planning)|were going|decided against|cancel|abandon|called off|lowball",
      ),
    ],
  ),
  trap(
    "a question about another chess site, beside a child's new hobby",
    [
      "i play blitz on lichess pretty much every night once the kids are asleep, rated about 1500. any tips for not blundering when im low on time?",
    ],
    [
      "morning! survived the school holidays somehow, my eldest got a chess set for christmas so now i have a sparring partner lol",
      "question tho: is chess.com premium actually worth it? my brother in law oisin keeps telling me their lessons are way better than anything on lichess. should i switch or is it just hype? also can you recommend a first chess book for a 9 year old",
    ],
    claims("Lichess", ["chess\\.com"]),
    [
      asserts(
        "chess\\.com",
        "\\?|\\bask|consider|wonder|should|whether|thinking|curious|question|\\bif\\b|might|maybe|worth|recommend|oisin|brother|in.law|\\bhe\\b|says|said|keeps|interest|compar|evaluat|not\\b|n't\\b",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Lichess",
        "\\?|should|whether|consider|wonder|\\bif\\b|might|maybe|thinking|not\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a joke retirement from a morning routine, then a drinks request",
    [
      "i swim lengths at the lido before work, mon wed fri, its heated but only just. can you give me a 30 min swim set to build endurance?",
    ],
    [
      "it was 3 degrees this morning AND the lido heating was broken. i am officially retiring from swimming and becoming a walrus lol 🦭 (closest emoji they had)",
      "anyway ill be back in on wednesday obviously. different q: me and my partner keziah are doing no booze till february, can you suggest some nice alcohol free drinks that arent just sugary juice?",
    ],
    claims("swim|lido", ["walrus", "retir"]),
    [
      asserts(
        "(?:no longer|retir|quit|stopp\\w*|gave up|given up|give up)\\w*\\b.*(?:swim|lido)|walrus|\\bseal\\b",
        "jok|lol|kidding|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|not\\b|n't\\b|cold|freez",
      ),
    ],
  ),
  trap(
    "a daughter's quoted claim about a bakery, then a pricing request",
    [
      "im a credit controller at a builders merchant, pretty boring but steady. at weekends i bake, mostly sourdough and cinnamon buns. can you help me scale a bun recipe from 12 to 30?",
    ],
    [
      'lol so i did the cake stall at my daughters school fair on saturday and it sold out in 40 minutes. now shes told her whole class "my mum owns a bakery now" and her teacher congratulated me at pickup 🙈 i do not own a bakery, im still chasing invoices at the merchants monday to friday',
      "anyway the school wants me to do the easter fair too, can you help me price up 60 cinnamon buns so i at least break even?",
    ],
    claims("credit control|invoice|builders merchant"),
    [
      asserts(
        "(?:owns?|runs?|opened|opening|has|started|bought)\\b.*\\bbakery|bakery owner|(?:professional|full.?time) baker|works (?:as a baker|at a bakery)",
        "daughter|class|teacher|said|says|told|claim|jok|lol|not\\b|n't\\b|\\bno\\b|school|thinks?\\b|believ",
      ),
      asserts(
        "(?:left|quit|no longer|stopp\\w*|resign)\\w*\\b.*(?:credit control|builders merchant|invoice|merchant)",
        "not\\b|n't\\b|\\bno\\b(?! longer)",
      ),
    ],
  ),
];
