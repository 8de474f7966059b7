// Held-out set 120: written on 2026-11-28 against main at a664163, by a helper (`set120`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 116 in /work/sets.
// Style: one voice for all twelve, a British 17-year-old in sixth form writing like on Discord
// (lowercase, slang: "innit", "lowkey", "bare", "peak", "fr", "mandem", "💀"), with a part-time
// job, A-levels, games, sport and family, nearly every message asking for help. Changes are told
// sideways and in slang, often in passing (a new job through the night shifts at the new place,
// "binned off" a subject, a console that is "my little brother's now", boxes in a new room, a
// new inhaler that lets him "bin" the old one, "packed in" football), each still clear to a
// careful human note-taker. Traps are a hypothetical question, a friend's break-up, a joke
// ("jk"), a parent's quoted threat, a test he did not pass, and a week of work experience.
// Time words fit the two conversations' dates (about three weeks apart, January). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 6 of 12 at b0bc179 (the session's final code), and 6 of 12 on a664163, the code the session
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|binned|packed in|sold|gave|handed";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest or in a mood. */
const JOKED = `${IMAGINED}|jok|\\bjk\\b|kid|sarcas|humou?r|banter|funny|\\blol\\b|meme|exaggerat|hyperbol|vent|frustrat|dramatic|not serious|not actually|tongue|after (?:a|the) (?:loss|defeat|bad)`;

/** Words that say a state is only for a while (a trip, a loan, a placement). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_120 = [
  change(
    "a new part-time job told through closing shifts at the new place",
    [
      "i work saturdays at hobbycraft, mostly stacking shelves and doing till. can u help me write a msg to my manager asking to swap my shift next week, got a 5-a-side tourney with the mandem",
    ],
    [
      "bro tearing tickets and hoovering popcorn out of screen 4 till midnight is NOT it 😭 free films at the odeon are the only perk fr, hobbycraft was dead but at least it was daytime",
      "how do i tell my new manager i cant do sunday closes during mocks without sounding like a slacker",
    ],
    /Odeon/i,
    claims("Hobbycraft", ["Odeon"]),
  ),
  change(
    "an A-level subject swapped, told as binning it off after mocks",
    ["doing maths, physics and chem for a levels and chem is lowkey killing me. can u explain moles like im 5 💀"],
    [
      "yh chem's binned off, head of sixth form let me pick up comp sci after the mocks. bare catching up to do but its peak compared to titrations innit",
      "can u explain what a linked list is, the textbook is chatting nonsense",
    ],
    /comput\w* science|comp ?sci|\bCS\b/i,
    claims("chem", ["comput", "comp ?sci"]),
  ),
  change(
    "a console replaced by a built PC, the old one now the brother's",
    [
      "i game on a series s, mostly rocket league with the mandem. my nat type keeps saying strict and party chat cuts out every 5 mins, how do i fix that",
    ],
    [
      "finally got my pc built over xmas 🔥🔥 the series s is my little brother's now, he's been camping it since boxing day lol",
      "how do i stop my fps tanking when im on call with the mandem and streaming at the same time",
    ],
    /\bPC\b|gaming (?:computer|rig)|desktop/i,
    claims("Series S", ["\\bPC\\b", "brother", "computer", "desktop"]),
  ),
  change(
    "a family move told through boxes in a new room and a longer bus",
    ["we live in tamworth, college is like 10 mins on the bus. can u help me plan a revision timetable around my shifts"],
    [
      "still got boxes all over my new room in lichfield 😩 and the bus in is 40 mins now, what can i actually do on a bus that counts as revision",
    ],
    /Lichfield/i,
    claims("Tamworth", ["Lichfield"]),
  ),
  change(
    "an inhaler switch told through the new one letting him bin the old one",
    [
      "got asthma so im on the brown clenil inhaler twice a day plus the blue one before footy. its freezing and my chest is tight every morning, any tips for training in the cold?",
    ],
    [
      "this fostair thing is peak ngl, asthma nurse said i can bin the brown clenil one cos it does both jobs. chest feels lowkey better already",
      "whats a good warm up for cold early morning runs",
    ],
    /Fostair/i,
    claims("Clenil|brown (?:preventer )?inhaler", ["Fostair"]),
  ),
  change(
    "football packed in for boxing, told through sore shoulders",
    ["i play in goal for a sunday league team, under 18s. how do i stop flapping at crosses 😭"],
    [
      "shoulders are in bits lol, boxing gym 3 nights a week since i packed in football. coach wants me skipping every day, how do i get better at double unders",
    ],
    /boxing|boxer/i,
    claims("football|goal ?keep|keeper|in goal|sunday league", ["boxing", "boxer"]),
  ),
  trap(
    "a hypothetical about eating chicken for gym gains, asked not done",
    [
      "ive been veggie since year 9, my whole family eats meat so i just do quorn stuff lol. can u give me a cheap high protein veggie dinner i can make myself",
    ],
    [
      "lowkey if i started eating chicken again would my bench actually go up or is that cap? not doing it just asking, the mandem keep saying ill stay skinny forever on beans 💀",
      "whats the most protein i can get from like a tin of chickpeas",
    ],
    /veg(?:gie|etarian)/i,
    [
      asserts(
        "(?:eat|eats|eating|ate)\\s+(?:chicken|meat)|(?:no longer|stopped|quit|gave up|ditch)\\w*\\b.*veg",
        `${IMAGINED}|\\?|\\bask|curious|wonder|friend|mandem|mates|question|whether|pressure|teas|family|parents|household`,
      ),
    ],
  ),
  trap(
    "a friend's break-up, the user's own relationship untouched",
    ["me and my gf amara are 6 months on saturday, whats a lowkey cute thing i can do that doesnt cost bare money"],
    ["my boy deji got curved by his gf over text 💀 hes been moping on call all week. how do i cheer him up without being weird about it"],
    /Amara/i,
    [
      asserts(
        "\\bsingle\\b|broke up|split|dumped|curved|ex-?girlfriend|(?:no longer|not) (?:dating|with|seeing)",
        "Deji|\\bfriend|\\bmate|\\bboy\\b|\\bpal\\b|mandem",
      ),
    ],
  ),
  trap(
    "a joke about switching football clubs after a bad result",
    [
      "port vale season ticket since i was 8 w my dad, same seats every home game. can u help me write a birthday card for him, he loves the vale more than me lol",
    ],
    [
      "after saturdays shambles im officially a crewe fan now, done with this club fr 💀💀 jk id never, my dad would disown me",
      "can u explain xG like im thick, my mate keeps using it to win arguments",
    ],
    /Port Vale|\bVale\b/i,
    [asserts("Crewe", JOKED), asserts("(?:no longer|stopped|quit|done with|gave up|ditch|cancel)\\w*\\b.*(?:Vale|season ticket)", JOKED)],
  ),
  trap(
    "a dad's quoted threat to send him to live with an uncle",
    ["i live in gravesend w my mum, dad and my two little sisters, its bare loud in our house lol. how do i revise when its this noisy"],
    [
      "my dad literally said 'if these mocks come back bad youre going to live with uncle bayo in skegness and work on the arcades' 😭 hes chatting obviously",
      "can u make me a revision timetable for the next 3 weeks, i need to actually lock in",
    ],
    /Gravesend/i,
    [
      asserts(
        "(?:lives?|living|moved|moving|relocat)\\w*\\b.*Skegness",
        `${IMAGINED}|dad|father|said|says|threat|jok|warn|mocks|\\bbad\\b|fail|uncle`,
      ),
      asserts("(?:works?|working|job)\\b.*arcade", `${IMAGINED}|dad|father|said|says|threat|jok|warn|mocks|\\bbad\\b|fail`),
    ],
  ),
  trap(
    "a driving test not passed, still a learner",
    ["learning to drive rn, test is in 3 weeks and im lowkey bricking it. any tips for nerves on the day?"],
    [
      "didnt pass 💀 clipped the kerb on the bay park, 2 minors and 1 serious. rebooked for april",
      "can u explain reverse bay parking step by step, the way my instructor says it isnt clicking",
    ],
    /learn\w* to drive|driving (?:lesson|test)|learner|provisional/i,
    [
      asserts(
        "passed\\b.*(?:driving|test)|(?:has|holds|got)\\b.*(?:driving )?licen[cs]e|qualified driver|can (?:now )?drive",
        `${IMAGINED}|fail|\\bdid(?:n't| not)\\b|provisional|learner`,
      ),
    ],
  ),
  trap(
    "a week of work experience, the Saturday job stays",
    [
      "i work saturdays at the golden fry, chippy on the high street, mostly on the fryers. how do i get the chip fat smell out of my hoodie 😭",
    ],
    [
      "doing a week of work experience at an architects firm in town, shadowing this guy doing floor plans. lowkey peak, they let me sit in on a client meeting",
      "can u help me write a thank you email to them for friday",
    ],
    /Golden Fry|chip ?(?:shop|py)/i,
    [
      asserts("architect", `${TEMPORARY}|work experience|placement|shadow|week|intern`),
      asserts("(?:left|quit|no longer|stopped)\\w*\\b.*(?:chip|Golden Fry)", TEMPORARY),
    ],
  ),
];
