// Held-out set 96: written on 2026-11-27 against main at 55252c9, by a helper (`set96`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: a friendly Indian English speaker ("only", "itself", "kindly", "do the needful",
// "shifted", "alliance", "PG") who nearly always asks for help with something: interview
// preparation, travel plans or a monthly budget. Changes are told the way people say them in
// passing (joined a new company "last Monday itself", "shifted" to a new city for a posting,
// started eggs on a doctor's advice, an engagement after an alliance search, a bike sold for a
// family car on EMI, one exam dropped for another). Traps are an account a colleague suggests
// but not opened, an interview not yet an offer, a trip for a cousin's marriage, a
// brother-in-law's car, a joke about turning non-veg, and a sister's divorce. Time words fit the
// two conversations' dates (about three weeks apart, January). A fair fact about the old value
// may stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips
// such texts.
// First run: 7 of 12 at 542c097 (the session's final code), and 7 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
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
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|tease|teasing|laugh";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

/** Words that put a fact on a relative rather than on the user. */
const RELATIVE = "sister|brother|in-law|sibling|relative|cousin";

export const HELD_OUT_96 = [
  change(
    "a job change told as joining 'last Monday itself', with a learning plan request",
    [
      "Hello! I am working as a software test engineer in Zensar, 3 years experience now, mostly manual and some Selenium. Kindly tell me how to explain my automation work in simple words for my appraisal meeting.",
    ],
    [
      "Good news! I have joined Birlasoft last Monday itself, my last working day at Zensar was the 10th. Notice period was a big headache but finally done.",
      "The new team is doing API testing mostly, kindly do the needful and give me a 2 week plan to learn REST API testing from basics.",
    ],
    /Birlasoft/i,
    claims("Zensar", ["Birlasoft"]),
  ),
  change(
    "a move told as 'shifted' for a new posting, with a budget request",
    [
      "Hi, I stay in Rourkela with my parents only, near Sector 19. Kindly suggest some budget weekend trips from here under 5000 rupees per person.",
    ],
    [
      "Hello again! Finally shifted to Mangaluru for my new posting, took a PG near Hampankatta. The rent itself is 9000 with food, and the humidity here is something else.",
      "Kindly help me make a monthly budget on 42k in-hand salary, I want to save at least 12k every month.",
    ],
    /Mangaluru|Mangalore/i,
    claims("Rourkela", ["Mangal", "shift"]),
  ),
  change(
    "a pure vegetarian starts eggs on the doctor's advice, with a recipe request",
    [
      "I am pure vegetarian from birth itself. Kindly give me a high protein Indian breakfast for gym days, something I can make in 10 minutes.",
    ],
    [
      "Doctor told my protein and B12 both are very low, so I have started eating eggs now, two boiled eggs daily with breakfast. Still no chicken-mutton, that I can't do.",
      "Kindly suggest some quick egg recipes I can make in my PG kitchen with just one induction stove.",
    ],
    /\begg/i,
    claims("vegetarian|\\bveg\\b", ["egg"]),
  ),
  change(
    "single with an alliance search, then engaged, with a honeymoon budget request",
    [
      "I am 28 and single only, my parents are searching alliance for me on matrimony sites. Kindly help me write a nice bio for my profile, not too boring and not too filmy.",
    ],
    [
      "Big news, my engagement happened last Sunday with Tejaswini!! Marriage is fixed for May, both families are very happy.",
      "Now we have to plan the honeymoon on a budget, kindly suggest 5 day options in India under 1.5 lakh for two people including flights.",
    ],
    /engag|fianc|Tejaswini/i,
    claims("\\bsingle\\b|unmarried|alliance|matrimon|looking for a (?:bride|match|partner)", ["engag", "fianc", "Tejaswini"]),
    [
      asserts(
        "\\bmarried\\b|\\bwife\\b|husband|spouse",
        "fix|plan|will|upcoming|\\bMay\\b|wedding|getting|to be|engag|fianc|soon|future|going to|schedul",
      ),
    ],
  ),
  change(
    "a bike sold for a family car on EMI, with a budget request",
    [
      "I go to office on my Hero Splendor daily, 22 km one side. Petrol expense is becoming too much, kindly tell me how to get better mileage from it.",
    ],
    [
      "We sold the Splendor last week and took a Maruti Ertiga on loan, my parents are staying with us now and the bike was not enough for the family. EMI is 14,800 per month.",
      "Kindly help me make a budget so that I can still save 10k monthly after the EMI and petrol.",
    ],
    /Ertiga/i,
    claims("Splendor", ["Ertiga", "sold"]),
  ),
  change(
    "one government exam dropped for another, with a study plan request",
    [
      "I am preparing for MPSC state services exam, this is my second attempt. Kindly make me a daily timetable, I can study around 8 hours a day.",
    ],
    [
      "I have left MPSC preparation itself, too much uncertainty with the exam dates every year. Now I am fully preparing for RBI Grade B, phase 1 is in a few months.",
      "Kindly do the needful and make a new study plan for the Economic and Social Issues paper, I am weakest there.",
    ],
    /RBI|Grade B/i,
    claims("MPSC|state services", ["RBI", "Grade B"]),
  ),
  trap(
    "a bank account a colleague suggests, not opened",
    ["My salary account is in Karur Vysya Bank. Kindly explain how to set up an auto-debit SIP of 3000 every month from it."],
    [
      "My colleague is telling I should open an account in IDFC First, they are giving higher interest on savings. Is it true? I have not opened anything yet, first I want to understand properly.",
    ],
    /Karur Vysya|KVB/i,
    [
      asserts(
        "IDFC",
        `${IMAGINED}|colleague|coworker|co-worker|friend|\\?|\\bask|suggest|recommend|advi|told|telling|whether|compar|understand|learn|question|curious`,
      ),
      asserts("(?:closed|left|switch|moved|no longer)\\w*\\b.*(?:Karur|KVB)", `${IMAGINED}|colleague`),
    ],
  ),
  trap(
    "a job interview elsewhere, nothing decided, with an interview prep request",
    [
      "I am working as a mechanical design engineer in Cyient, mostly CATIA work for aerospace parts. Kindly suggest some good online courses to improve my GD&T.",
    ],
    [
      "I have an interview with Sasken on Friday for a senior role, just to check my market value only. I have not decided anything about leaving.",
      "Kindly give me the common HR questions and how to answer 'why do you want to leave your current company' without sounding negative.",
    ],
    /Cyient/i,
    [
      asserts(
        "(?:works?|working|joined|joining|employ|job|engineer|role|position)\\w*\\b.*Sasken",
        `${IMAGINED}|interview|applied|applying|offer|candida|market value|check|prepar`,
      ),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*Cyient", `${IMAGINED}|interview|undecided`),
    ],
  ),
  trap(
    "a trip for a cousin's marriage, with a travel request",
    [
      "I live in Tirunelveli and run a small tuition centre from home for 10th standard students. Kindly suggest how to make a fair fee structure for maths and science.",
    ],
    [
      "Hello from Guntur! Came here for my cousin's marriage, staying in my uncle's house till Sunday. The food is too spicy even for me haha.",
      "Kindly help me plan the return journey cheaply, train or bus which is better for an overnight trip?",
    ],
    /Tirunelveli|tuition/i,
    [
      asserts("Guntur", `${TEMPORARY}|cousin|marriage|wedding|uncle|function|return|came`),
      asserts("(?:left|moved|moving|relocat|shift|no longer)\\w*\\b.*(?:Tirunelveli|tuition)", `${TEMPORARY}|cousin`),
    ],
  ),
  trap(
    "a brother-in-law's new car, with an EMI request",
    ["I ride a TVS Jupiter scooter for my daily office commute, around 15 km. Kindly tell me the service schedule I should follow."],
    [
      "My brother-in-law booked a Bolero Neo, diesel top model. He is asking me to help with the EMI calculation for a 7 lakh loan at 9 percent for 5 years, kindly do the needful.",
      "I am telling him it is too costly for his salary but he won't listen only.",
    ],
    /Jupiter/i,
    [
      asserts("Bolero", `${RELATIVE}|family member`),
      asserts("(?:sold|replac|switch|no longer|bought|booked|upgrad)\\w*\\b.*(?:Jupiter|scooter)", RELATIVE),
    ],
  ),
  trap(
    "a joke about turning non-veg, with a diet chart request",
    ["We are a Jain family, so I avoid onion, garlic and root vegetables also. Kindly give me a Jain-friendly dinner menu for 4 days."],
    [
      "My gym trainer gave me a diet chart with chicken breast and eggs in every meal 😂 I told him I will become full non-veg from tomorrow only, my mother will throw me out of the house. Just kidding obviously.",
      "Kindly convert this chart to Jain protein sources, I need around 110 grams protein daily.",
    ],
    /Jain/i,
    [
      asserts(
        "non-?veg|chicken|\\bmeat\\b|\\beggs?\\b",
        `${JOKED}|trainer|chart|\\bnot\\b|n't\\b|\\bno\\b|avoid|without|convert|Jain|mother|instead|alternative|replac|substitut`,
      ),
      asserts("(?:no longer|stopped|gave up|quit|left)\\w*\\b.*(?:Jain|vegetarian)", `${JOKED}|trainer`),
    ],
  ),
  trap(
    "a sister's divorce, with a request to help her with interviews",
    [
      "My husband Anirudh and I have been married for 6 years now, we have one daughter. Kindly suggest anniversary gift ideas for him under 5000.",
    ],
    [
      "My younger sister Sharvari's divorce got finalised last week, she is staying with us for some time. She is very low these days.",
      "Kindly suggest how I can support her, and also help her prepare for job interviews since she wants to start working again after 4 years.",
    ],
    /Anirudh|married|husband/i,
    [
      asserts("divorc|separat|\\bsingle\\b", `${RELATIVE}|Sharvari`),
      asserts("job interview|(?:start|return|back)\\w*\\b.*work", `${RELATIVE}|Sharvari`),
    ],
  ),
];
