// Held-out set 149: written on 2026-11-28 against main at 9671277, by a helper (`set149`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 152 in /work/sets.
// Style: one voice throughout, a 29-year-old UX designer in Toronto (the city itself is never
// named, only its neighbourhoods), fast and casual, lowercase, lots of abbreviations and
// parentheses ("tbh", "iirc", "lol", "fwiw"), asking for help with portfolio work, climbing,
// dating, budgeting and a dog. Half of the changes are told plainly as news (a design tool
// switch, a new girlfriend, a foster dog adopted) and half only in passing beside a request (a new
// employer in a portfolio reorder, a new neighbourhood in a dog-walking question, a new budgeting
// app in a request about its rules). Traps: a hypothetical move with numbers run, a roommate's new
// job, a manager's quoted praise with no promotion, a negated breakup, a sarcastic "retiring from
// climbing", and a portfolio rebuild planned but abandoned. Time words fit the two conversations'
// dates (1 and 20 January). A fair fact about the old value may stay current once it says the
// state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 5 of 12 at aec3358 (the session's final code), and 5 of 12 on 9671277, the code the session's
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothet";

/** Words that say something was only said in jest, sarcasm or frustration. */
const JOKED =
  "jok|\\bjk\\b|kidding|sarcas|ironic|tongue|exaggerat|hyperbol|frustrat|vent|dramatic|threaten|claim|said|says|\\bnot\\b|n't\\b|\\bif\\b";

/** Words that say a plan was only made, tried or dropped. */
const PLANNED =
  "plan|gonna|going to|intend|tried|try|attempt|bail|abandon|gave up|give up|scrap|instead|almost|start|shelv|put off|postpon|stay|kept|keep";

export const HELD_OUT_149 = [
  change(
    "a design tool switch told plainly as news, with a portfolio request",
    [
      "ok portfolio q: i do all my mockups in lunacy (it's free and runs fine on my crusty old laptop lol). whats a clean way to show before/after screens in a case study without it looking like a slideshow?",
    ],
    [
      "small life update: i moved everything over to penpot this week, our whole team switched and tbh the components stuff is way nicer",
      "anyway can you give me a checklist for cleaning up a messy design file before i share it w a recruiter? mine has like 40 pages named 'final v2 (real)'",
    ],
    /Penpot/i,
    claims("Lunacy", ["Penpot"]),
  ),
  change(
    "a new employer shown only in a portfolio reorder",
    [
      "hiii so i'm a ux designer at fernhill studio, tiny agency, mostly client work for restaurants and dental clinics (glamorous i know). can you help me write a short 'about me' blurb for my portfolio? casual but not cringe",
    ],
    [
      "ok need to redo my portfolio case study order (again lol). now that i'm 3 weeks into koho and my whole day is card onboarding flows, i think fintech should lead and the old fernhill restaurant sites go lower. can you suggest an order + a one-line intro for each? i have 5 projects",
    ],
    /Koho/i,
    claims("Fernhill", ["Koho"]),
  ),
  change(
    "single on the apps, then a girlfriend, told plainly as news",
    [
      "ok dating help lol. i'm single and back on the apps (bumble mostly, iirc i've deleted it 4 times this year). can you help me rewrite my prompts so they don't read like a cover letter?",
    ],
    [
      "news!! i have a girlfriend lol. oriane and i made it official last weekend after a few weeks of climbing dates (we matched like right after i fixed my prompts so thank u), and i deleted bumble for real this time",
      "what's a cute low-budget thing to do for her birthday next month? under $80 pls, i'm on a strict budget rn",
    ],
    /Oriane|girlfriend|in a relationship/i,
    claims("\\bsingle\\b|Bumble|dating apps|the apps", ["Oriane", "girlfriend", "relationship", "deleted"]),
  ),
  change(
    "a move across the city shown only in a dog-walking question",
    [
      "fwiw i live in leslieville w my dog and rent is eating me alive. can you help me set up a simple monthly budget? take-home is about $4,300 after tax",
    ],
    [
      "ok dog q: now that we're in roncesvalles the pup gets high park every single morning and he's SO much calmer lol. but he pulls like crazy whenever he sees a squirrel (there are a million here, the old leslieville block had like none). any leash training tips that actually work?",
    ],
    /Roncesvalles/i,
    claims("Leslieville", ["Roncesvalles"]),
  ),
  change(
    "a new budgeting app shown only in a request about its rules",
    [
      "budgeting q: i track every single expense in monefy on my phone (manual entry, yes i'm that person lol). how much should i realistically set aside for dog emergencies each month?",
    ],
    [
      "can you help me write categorization rules in lunch money? like anything from the climbing gym = hobbies, transit = transport, the dog food subscription = pet. also the csv import from monefy mangled half my old categories so idk if fixing history is even worth it tbh",
    ],
    /Lunch Money/i,
    claims("Monefy", ["Lunch Money", "import"]),
  ),
  change(
    "a foster dog adopted, told plainly as news, with a budget request",
    [
      "i'm fostering a dog rn!! tusk, a 3 yo pointer mix from a rescue, super sweet but kinda anxious. any tips for helping a foster settle into a small apartment?",
    ],
    [
      "ok so i officially adopted tusk lol, signed the papers saturday. foster fail and i regret nothing",
      "what should i budget per month for a medium-size dog now that he's fully mine? food, insurance, the works (be honest, i can take it)",
    ],
    /adopt|^(?!.*foster).*(?:\bhas a\b.*\bdog\b|\bowns?\b|dog owner)/i,
    claims("foster", ["adopt", "\\bowns?\\b"]),
  ),
  trap(
    "a hypothetical move with the numbers run, with a budget request",
    [
      "ok budget help pls: i rent a 1bed on the danforth for $2,250 and my take-home is ~$4,400. is 50/30/20 even possible for me or should i just laugh",
    ],
    [
      "hypothetically if i moved to timmins and kept my job remote, rent would be like $1,100 right?? can you run the numbers on what i'd save in a year",
      "not actually going anywhere lol, my whole life (and my climbing gym) is here, i'm just spiraling after seeing my lease renewal letter",
    ],
    /Danforth/i,
    [
      asserts("Timmins", `${IMAGINED}|\\?|spiral|run the numbers|compar|scenario|calculat|estimat|sav|ask|curious|wonder`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Danforth", `${IMAGINED}|spiral|scenario|lease`),
    ],
  ),
  trap(
    "a roommate's new job, with a portfolio request",
    [
      "i'm a ux designer at sparrowhawk, mid-size agency, mostly health-tech clients. can you help me turn my last project (a clinic booking flow) into a case study outline?",
    ],
    [
      "my roommate fintan just accepted an offer from wealthsimple as a product designer!! we're celebrating w very cheap champagne lol",
      "meanwhile i still need to redo my own portfolio hero section. can you give me 3 headline options that say 'systems thinker' without literally saying 'systems thinker'",
    ],
    /Sparrowhawk/i,
    [
      asserts("Wealthsimple", "roommate|room-mate|flatmate|housemate|Fintan|\\bhis\\b|\\bhe\\b|friend"),
      asserts(
        "(?:left|leaving|quit|no longer|moved|moving|switch)\\w*\\b.*Sparrowhawk",
        "roommate|room-mate|flatmate|housemate|Fintan|\\bhis\\b|\\bhe\\b",
      ),
    ],
  ),
  trap(
    "a manager's quoted praise with no promotion, with a career request",
    [
      "i'm a mid-level ux designer, been at that level like 2.5 yrs and my review is in a few weeks. can you help me frame my impact so i don't sound like i'm just listing tickets?",
    ],
    [
      "review update: my manager literally said \"honestly you're operating as a senior already, i just don't have the headcount to promote anyone this cycle.\" so... same title, same pay lol",
      "can you help me write a follow-up email asking what concrete steps would get me there next cycle? polite but like, not a doormat",
    ],
    /mid-level|mid level|intermediate/i,
    [
      asserts(
        "\\bsenior\\b",
        `${IMAGINED}|manager|said|says|operating|perform|headcount|toward|aim|goal|next|path|step|ask|deserv|ready|eligib|candidate|level of|like a`,
      ),
    ],
  ),
  trap(
    "a breakup denied (a negation), with a social media request",
    ["my boyfriend kasimir's birthday is coming up and he's super into bouldering too. gift ideas under $100 that aren't just chalk lol"],
    [
      "ok PSA we did NOT break up lol. i archived all our couple pics bc i'm turning my profile into a design-only account and now three ppl have dm'd me 'omg are u ok'",
      "can you help me write a short story caption announcing the account is portfolio-only now so ppl stop asking?",
    ],
    /^(?!.*(?:broke up|break up|split|\bex\b|ex-|single|former|used to)).*Kasimir/i,
    [
      asserts(
        "broke up|break-?up|split (?:up|from)|\\bsingle\\b|\\bex\\b|ex-boyfriend|separated",
        "\\bnot\\b|n't\\b|never|rumou|assum|think|thought|worried|wonder|ask|\\bdm|people|rebrand|archiv|den(?:y|ied)|clarif|\\bif\\b",
      ),
    ],
  ),
  trap(
    "a sarcastic 'retiring from climbing', with a training request",
    [
      "climbing q: i boulder at a gym near ossington like 3x a week and i've been stuck at v4 forever. what's a beginner-friendly hangboard plan that won't wreck my fingers?",
    ],
    [
      "fell off the last move of my project for the 14th time tonight so that's it, i'm retiring from climbing forever, selling my shoes, becoming a full time couch person 🙃",
      "anyway can you suggest some drills for dynamic moves before thursday's session? i think i climb way too static",
    ],
    /^(?!.*(?:quit|retir|gave up|stopp|no longer)).*(?:boulder|climb)/i,
    [
      asserts("(?:quit|quits|quitting|retir|gave up|giving up|stopped|stopping|no longer)\\w*\\b.*(?:climb|boulder)", JOKED),
      asserts("(?:sold|selling|sells)\\b.*shoes", JOKED),
    ],
  ),
  trap(
    "a portfolio rebuild planned but abandoned, with a copy request",
    [
      "my portfolio lives on readymag (love the layout freedom, hate the price lol). can you review this case study outline and tell me what's missing: problem, research, wireframes, final ui, results",
    ],
    [
      "so i was gonna rebuild my whole portfolio in webflow last weekend... did not happen lol, spent 6 hrs on the nav alone and bailed. staying on readymag for now",
      "can you help me tighten my homepage intro instead? it's 120 words and should be like 50",
    ],
    /Readymag/i,
    [
      asserts("Webflow", `${IMAGINED}|${PLANNED}`),
      asserts("(?:left|leaving|moved|moving|migrat|switch|no longer|replac|rebuilt)\\w*\\b.*Readymag", `${IMAGINED}|${PLANNED}`),
    ],
  ),
];
