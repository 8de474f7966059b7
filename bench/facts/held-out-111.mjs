// Held-out set 111: written on 2026-11-28 against main at c1dcf90, by a helper (`set111`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 110 in /work/sets.
// Style: one voice throughout, a Mexican-American college student in Texas texting an assistant:
// lowercase, short messages, some Spanglish (tío, tía, abuela, mija, fr), "lol", "ngl", the odd
// emoji, nearly every message asking for help with classes, money, a part-time job or family.
// Changes cover a job, a home, a car, a relationship, a major and a medication, each said the
// way such a person would say it (a first paycheck, a new place with roommates, a truck bought
// from an uncle, "we're done fr", a major switch after a hard class, a doctor's switch). Traps
// are a hypothetical job never applied for, a best friend's engagement, a joke about quitting,
// a switch the user refuses, a grandmother's proud misquote, and a short stay after dorm pipes
// burst. Time words fit the two conversations' dates (about three weeks apart, January). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer
// uses X"): `old` then skips such texts.
// First run: 5 of 12 at 12ea75a (the session's final code), and 5 of 12 on c1dcf90, the code the session
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

/** Words that say something was said in jest or in a bad moment. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|humou?r|funny|\\blol\\b|meme|exaggerat|hyperbol|dramatic|vent|frustrat|not serious|tongue|laugh|quipp`;

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_111 = [
  change(
    "a fast-food job swapped for a grocery deli, told through the first paycheck",
    [
      "ok so i work at whataburger rn, mostly closing shifts 3-4 nights a week lol. can u help me make a study schedule that works around that before the semester starts",
    ],
    [
      "first full week at the h-e-b deli done 🙌 my feet are dead but ngl the pay is sooo much better than whataburger",
      "can u help me budget my first paycheck? like $640 and rent is due feb 1",
    ],
    /H-?E-?B/i,
    claims("Whataburger", ["H-?E-?B"]),
  ),
  change(
    "moving out of the parents' house into a place with roommates",
    [
      "happy new year lol 🎉 i still live at home w my parents in pharr so i'm trying to save up. what's a realistic savings goal if i make like $1,200 a month?",
    ],
    [
      "finally got my own place!! well me + 2 roommates lol, a lil duplex in weslaco closer to work. my mom cried when i took my stuff 😭",
      "how do we split utilities fairly if one roommate is basically never home?",
    ],
    /Weslaco/i,
    claims("Pharr|with (?:his|her|their) parents|at home", ["Weslaco"]),
  ),
  change(
    "an old sedan dies and an uncle sells the user his truck",
    ["my 2008 impala is leaking oil AGAIN 😩 how much does a oil pan gasket usually cost to fix? i'm broke fr"],
    [
      "so the impala finally died for good lol, my tío sold me his old frontier for $3k and it runs great",
      "what kind of car insurance do i actually need in texas as a student, i don't want to overpay",
    ],
    /Frontier/i,
    claims("Impala", ["Frontier", "\\bdied\\b", "\\bdead\\b", "junk", "sold"]),
  ),
  change(
    "a boyfriend becomes an ex, said as 'we're done fr'",
    ["me and my bf ulises have our 1 year anniversary next week 🥹 any cute cheap date ideas around here? like under $50"],
    [
      "me and ulises are done fr. deleted all our pics and everything 💔 i'm ok tho lol",
      "how do i stop checking his ig every 5 min, ngl it's embarrassing",
    ],
    /single|broke up|break ?up|split|\bex\b|ex-|ended|no longer (?:dating|with|together|in a relationship)|not (?:dating|with|together|in a relationship)/i,
    claims("Ulises|boyfriend|\\bbf\\b|dating|relationship", ["single", "broke", "break", "split", "\\bdone\\b", "\\bover\\b"]),
  ),
  change(
    "a biology pre-med major switched to public health after organic chemistry",
    [
      "i'm a bio major, pre-med track, and orgo 1 almost killed me last semester 💀 can u explain sn1 vs sn2 like super simple before orgo 2 starts",
    ],
    [
      "ok so i officially switched to public health lol. orgo was NOT it and ngl i like the epi stuff way more. my mom was mad for like a day",
      "can u help me pick 2 electives that count for the new major? i have a list",
    ],
    /public health/i,
    claims("biolog|\\bbio\\b|pre-?med", ["public health"]),
  ),
  change(
    "an ADHD medication switched by the doctor after a shortage",
    ["i take adderall for my adhd but the pharmacy keeps being out of stock 😤 any tips for studying on days i can't get it?"],
    [
      "my doctor switched me to strattera bc i kept missing doses w the shortage. it's been like 2 weeks, is it normal that i feel kinda nauseous in the morning?",
    ],
    /Strattera/i,
    claims("Adderall", ["Strattera"]),
  ),
  trap(
    "a port internship the user has not even applied for, as a question",
    [
      "i work weekends at my tío's llantera (tire shop) fixing flats and doing oil changes. can u help me write that on my resume so it sounds more professional",
    ],
    [
      "ngl if i got that paid internship at the port in brownsville would it be dumb to leave the tire shop? it's $18/hr but i'd be driving like 45 min. haven't even applied yet lol just wondering",
    ],
    /llantera|tire shop/i,
    [
      asserts("Brownsville|\\bport\\b|internship", `${IMAGINED}|\\?|\\bask|wonder|question|whether|appl|curious`),
      asserts("(?:left|leaving|quit|no longer|stopped)\\w*\\b.*(?:tire|llantera)", `${IMAGINED}|\\?|wonder|whether`),
    ],
  ),
  trap(
    "a best friend's engagement, and hints from the user's girlfriend",
    ["my gf nayeli's birthday is coming up and i have like $80 lol. what's something thoughtful i can get her that doesn't look cheap?"],
    [
      "my best friend marco just proposed to his gf and now nayeli keeps 'joking' about rings 💀 ngl i'm not ready for that, i'm 20",
      "how do i bring it up without it turning into a whole fight",
    ],
    /Nayeli|girlfriend|\bgf\b/i,
    [
      asserts(
        "engaged|propos|fianc|\\bring\\b|wedding",
        `${IMAGINED}|(?<!girl|boy)friend|marco|hint|jok|ready|pressure|expect|bring|brought|talk|nervous|worr`,
      ),
    ],
  ),
  trap(
    "a joke about quitting the gym after a family party",
    [
      "i lift 5 days a week and i'm on a bulk rn, trying to hit 160. can u make me a cheap high protein grocery list? like under $40 a week",
    ],
    [
      "my tía made like 6 dozen tamales for her bday and i ate sooo many 💀 guess i'm retiring from the gym lol jk",
      "fr tho how bad is one big cheat day for a bulk",
    ],
    /\bgym\b|\blift|bulk/i,
    [
      asserts(
        "(?:quit|stopp|retir|no longer|gave up|giving up|left)\\w*\\b.*(?:gym|lift|bulk|work(?:ing)? ?out)|(?:gym|lift|bulk)\\w*\\b.*(?:quit|stopp|retir|no longer)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a dad's push to switch majors, refused",
    ["i'm an animal science major, wanna be a large animal vet someday. can u help me make flashcards for my anatomy lab?"],
    [
      "my dad keeps telling me to switch to engineering bc 'that's where the money is' but nah i'm not doing that, i love what i'm studying",
      "can u help me find scholarships for animal science majors in texas tho? that would shut him up lol",
    ],
    /animal science/i,
    [
      asserts("engineer", `${IMAGINED}|dad|father|push|pressure|suggest|urg|tell|told|refus|declin|decid|rather|stay|instead|money`),
      asserts(
        "(?:switch|chang|left|leaving|dropp|quit)\\w*\\b.*animal science",
        `${IMAGINED}|dad|father|push|pressure|suggest|urg|refus|stay`,
      ),
    ],
  ),
  trap(
    "a grandmother tells everyone the user is a doctor",
    [
      "i work as a cna at a nursing home in harlingen while i do my prereqs. can u help me study for my medical terminology quiz? it's on prefixes",
    ],
    [
      "my abuela tells everybody at church 'mi nieto es doctor' 💀 i'm literally a cna lol. i don't have the heart to correct her",
      "anyway can u quiz me on suffixes now, like -ectomy and -itis",
    ],
    /\bCNA\b|nursing (?:assistant|aide)|nursing home/i,
    [
      asserts(
        "\\bdoctor\\b|physician|\\bM\\.?D\\.?\\b|med(?:ical)? school",
        `${IMAGINED}|abuel|grandm|grandparent|\\bsay|said|told|tell|call|brag|church|jok|believ|think|proud|nieto|correct|terminolog`,
      ),
    ],
  ),
  trap(
    "a short stay at an aunt's after dorm pipes burst in a freeze",
    ["i live in the dorms in nacogdoches and my roommate blasts music at 2am 😩 how do i bring it up without making it weird?"],
    [
      "update lol the pipes in my dorm burst in the freeze so they moved everybody out, i'm crashing at my tía's in lufkin til they fix it, prob like a week",
      "she's like 30 min from campus, how do i get my financial aid office to cover gas or smth?",
    ],
    /Nacogdoches/i,
    [
      asserts("Lufkin", `${TEMPORARY}|crash|pipe|burst|freeze|fix|week`),
      asserts(
        "(?:moved|moving|left|no longer|out of)\\w*\\b.*(?:dorm|Nacogdoches)",
        `${TEMPORARY}|pipe|burst|flood|freeze|fix|evacuat|week`,
      ),
    ],
  ),
];
