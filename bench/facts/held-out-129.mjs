// Held-out set 129: written on 2026-11-28 against main at 9cc56c8, by a helper (`set129`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a Mexican-American nursing-home aide in the Phoenix area texting
// quickly between shifts in Spanglish ("mija", "ay", "la neta", "ándale"), lowercase and emoji,
// asking for help with English forms, recipes and her kids' school. About half the changes are
// told plainly as news (a move, a medication switch, a college switch) and half in passing beside
// a request (a new employer's orientation, a new minivan, being on days now). Traps are a
// coworker's new job, a wish to move, a joke about selling the dog, a son's quoted words, a
// negation of gossip about separating, and a cleanse planned but never started. Time words fit
// the two conversations' dates (1 and 20 January). A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer takes X"): `old` then skips such texts.
// First run: 7 of 12 at abc63d9 (the session's final code), and 7 of 12 on 9cc56c8, the code this round
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|taken off|took off";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest or in frustration. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|banter|tongue|laugh|vent|frustrat|fed up|swore|swear|threaten|not serious|funny|playful`;

/** Words that say something belongs to, or was said by, someone else. */
const OTHERS = "\\bher\\b|\\bhis\\b|\\bshe\\b|\\bhe\\b|their|coworker|co-worker|colleague|friend";

export const HELD_OUT_129 = [
  change(
    "a move told plainly as news, with an address-change request",
    [
      "ay ok quick question mija, i live in maryvale and my kids school sent a form asking for 'proof of residency'. what counts as that?? i have my light bill and my lease",
    ],
    [
      "ok news!! we moved to laveen two weeks ago 🙌 finally a house with a yard for the kids, la neta it was worth all the packing",
      "now i gotta change my address on everything, what's the list of places i should update? and how do i say it nice in an email to the office at work",
    ],
    /Laveen/i,
    claims("Maryvale", ["Laveen"]),
  ),
  change(
    "a new employer told in passing through its orientation",
    [
      "hi! i've been a CNA at sunridge manor for 3 years, it's a nursing home. my supervisor wants me to write an incident report in english about a resident who fell, can you help me make it sound professional? found him on the floor by his bed at 2:15am, no injuries",
    ],
    [
      "ay the orientation at casa ocotillo was sooo long today, 4 hours of videos 😩 but la neta the pay is way better than sunridge. my first paycheck comes friday. what does 'PTO accrual' mean in this handbook?",
    ],
    /Ocotillo/i,
    claims("Sunridge", ["Ocotillo"]),
  ),
  change(
    "a new minivan told in passing, with a maintenance question",
    [
      "my 2011 malibu's AC is blowing warm air again 😩 ok in january but i can't do another summer like that with the kids in the back. how much does it usually cost to recharge car AC?",
    ],
    [
      "the kids fight way less in the odyssey now that each one has their own seat jaja, trading in the malibu was the best thing i did this year. how often do i need to change the oil in a minivan?",
    ],
    /Odyssey/i,
    claims("Malibu", ["Odyssey", "trad"]),
  ),
  change(
    "a diabetes medication switch told plainly as news",
    [
      "my doctor has me on januvia for my sugar, i take it every morning before work. can you give me a breakfast idea that won't spike my blood sugar? i'm so tired of eggs",
    ],
    [
      "update: the doctor took me off the januvia and started me on trulicity, it's a shot once a week 😬 ay i've given a million shots to residents but never to myself lol. any tips for doing it on myself?",
    ],
    /Trulicity/i,
    claims("Januvia", ["Trulicity", "\\boff\\b"]),
  ),
  change(
    "a college switch told plainly as news, with a study request",
    [
      "i'm taking anatomy & physiology at gateway community college, in person tuesday and thursday nights, because i want to do the LPN program later. can you help me remember the bones of the arm? like a song or something",
    ],
    [
      "ok so i switched to rio salado online for A&P, i couldn't keep making it to class after my double shifts. ándale, i have a quiz on the heart chambers friday, can you quiz me?",
    ],
    /Rio Salado/i,
    claims("Gateway", ["Rio Salado", "online"]),
  ),
  change(
    "a move from nights to days told in passing, with a dinner request",
    [
      "i work nights at the nursing home, 10pm to 6:30am, and i can never sleep good during the day with the kids making noise. any tips mija?",
    ],
    [
      "ay it's so nice being on days now 🥹 i get off at 2:30 and i can pick up my kids from school myself. can you help me plan easy dinners i can have ready by 5?",
    ],
    /day shift|\bdays\b|daytime|2:30/i,
    claims("night", ["day shift", "\\bdays\\b", "daytime", "2:30"]),
  ),
  trap(
    "a coworker's new job at a hospice, with a card request",
    [
      "i'm a caregiver at palo verde gardens, it's assisted living. can you help me write a birthday card in english for one of my residents? she's turning 90!",
    ],
    [
      "my coworker araceli just got hired at saguaro ridge hospice, she starts monday 😭 we did every shift together for two years. can you help me write her a goodbye card? something funny but sweet, in spanglish like us",
    ],
    /Palo Verde/i,
    [
      asserts("Saguaro|hospice", `Araceli|${OTHERS}|goodbye|card`),
      asserts("(?:left|leaving|quit|no longer|switch|moved)\\w*\\b.*Palo Verde", `Araceli|${OTHERS}`),
    ],
  ),
  trap(
    "a wish to move to the beach, beside a school request",
    [
      "i live in tolleson with my mom and my 2 kids. my mom's social security letter came in english, can you explain what 'cost-of-living adjustment' means?",
    ],
    [
      "ay mija it's been a looong week. la neta i wish i could just pack up and move to rocky point, live by the beach and sell raspados 😂",
      "anyways, my daughter's science fair is in 3 weeks and she wants to do something with plants. any easy ideas?",
    ],
    /Tolleson/i,
    [
      asserts("Rocky Point|Pe[ñn]asco|beach", JOKED),
      asserts("raspado", JOKED),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Tolleson", JOKED),
    ],
  ),
  trap(
    "a joke about selling the dog, with a training question",
    ["my chihuahua frijol is 8 and he started coughing at night, like a honk. should i be worried or is it normal for old chihuahuas?"],
    [
      "FRIJOL ATE MY WORK SHOES. my only pair!! te juro i'm selling him at the swap meet for $5 jajaja no es cierto, i love that little rata too much",
      "how do i get an old dog to stop chewing everything?",
    ],
    /Frijol/i,
    [
      asserts(
        "(?:sold|sell|gave away|giving away|rehom|got rid|no longer)\\w*\\b.*(?:Frijol|chihuahua|dog)|(?:Frijol|chihuahua|dog)\\b.*(?:sold|rehomed|given away|for sale)",
        JOKED,
      ),
      asserts("swap meet", JOKED),
    ],
  ),
  trap(
    "a son's quoted words about the user's job, with a worksheet request",
    [
      "i'm a CNA at a memory care home, mostly bathing, feeding and helping the residents walk. can you help me make a list of questions to ask at my annual review?",
    ],
    [
      "jajaja my son mateo told his whole class 'my mom is a doctor at the hospital' 😂 ay no mijo",
      "now his teacher sent home an 'all about my family' worksheet and i need help with the part that says 'describe your parent's job in 3 sentences'. how do i explain what a CNA does for a 2nd grader?",
    ],
    /\bCNA\b|nursing assistant|memory care|\baide\b/i,
    [
      asserts(
        "doctor|physician|hospital",
        "Mateo|\\bson\\b|\\bhis\\b|\\bhe\\b|said|says|told|tells|class|\\bnot\\b|n't\\b|\\bkid|child|jok|claim|call|think|believ|worksheet|teacher",
      ),
    ],
  ),
  trap(
    "a denied separation rumour while the husband works away, with a texting request",
    [
      "me and my husband octavio have been married 12 years this month! can you help me write something cute for a card? he's not romantic at all lol",
    ],
    [
      "ay no, we are NOT separating 🙄 my cuñada is telling everybody that just because octavio took a construction job in yuma until april. he comes home every weekend!",
      "can you help me write a short text to the family group chat to stop the chisme without starting a whole fight?",
    ],
    /Octavio|husband|married/i,
    [
      asserts(
        "separat|divorc|split|broke up|broken up|estranged",
        "\\bnot\\b|n't\\b|rumou?r|gossip|chisme|cuñada|sister-in-law|in-law|deni|false|untrue|claim|said|saying|telling",
      ),
      asserts(
        "(?:lives?|living|moved|moving|based|resid|relocat)\\w*\\b.*Yuma",
        `Octavio|husband|${OTHERS}|spouse|partner|job|work|construction`,
      ),
    ],
  ),
  trap(
    "a juice cleanse planned with a sister but never started",
    [
      "i don't eat red meat anymore, just chicken and fish, since my cholesterol came back high. can you give me a chicken pozole recipe? my abuela's uses pork",
    ],
    [
      "me and my sister were gonna do one of those 30 day juice cleanses for new year's but we never started lol, she saw how much a juicer costs 😂",
      "can you help me find cheap healthy lunches i can pack for 12 hour shifts?",
    ],
    /red meat|chicken|fish|pescatarian|pollo/i,
    [asserts("juice|cleanse", `${IMAGINED}|never|plan|gonna|going to|intend|abandon|skip|cost|expens|price|instead of`)],
  ),
];
