// Held-out set 132: written on 2026-11-28 against main at 9cc56c8, by a helper (`set132`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 128 in /work/sets.
// Style: one voice throughout, a Vietnamese-American college junior in Houston texting Gen Z
// style (lowercase, "fr", "lowkey", "bestie", "its giving", emoji), asking about classes,
// internships, her part-time job and skincare. About half the changes are told plainly as news
// ("update: ...", "i officially switched ...") and half in passing beside a request (a new
// prescription's side effects, a new car's insurance, a new app's settings), each still clear to
// a careful human note-taker. Traps are varied: a roommate's news, a wish, a joke, sarcasm, a
// negation of a rumour, and a hypothetical question. Every message carries a request; time words
// fit the two conversations' dates (1 and 20 January, winter break in between). A fair fact about
// the old value may stay current once it says the state ended ("Left X", "No longer uses X"):
// `old` then skips such texts.
// First run: 5 of 12 at abc63d9 (the session's final code), and 4 of 12 on 9cc56c8, the code this round
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only said in jest, sarcasm or venting. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|\\blol\\b|lmao|tongue|quip|tease|teasing|mock|facetious|exaggerat|hyperbol|dramatic|vent|frustrat|stress|meme|not serious`;

/** Words that put a fact on the roommate rather than on the user. */
const ROOMMATE = "roommate|room-mate|housemate|friend|\\bher\\b|\\bshe\\b|\\bhers\\b|their|congrat|card";

export const HELD_OUT_132 = [
  change(
    "a part-time job change told plainly as news, with a tutoring request",
    [
      "hiii so i work part time at tiger sugar near campus (boba girlie era fr 🧋) and my manager wants me to make a cute chalkboard sign for the new brown sugar drink. can u give me some punny lines",
    ],
    [
      "ok life update bestie: i quit tiger sugar over winter break and now im a math tutor at mathnasium 😭 lowkey way better pay and no more sticky hands",
      "any tips for explaining fractions to a 4th grader who just says 'idk' to everything lol",
    ],
    /Mathnasium/i,
    claims("Tiger Sugar", ["Mathnasium"]),
  ),
  change(
    "a major change told plainly as news, with a course request",
    [
      "im a pre-pharmacy major and its giving stress 😩 can u make me a study schedule for gen chem 2 and bio so i dont fail again this spring",
    ],
    [
      "news!! i officially switched my major to marketing last week, pre-pharm was NOT it for me 💀 my advisor signed off and everything",
      "what skills should i focus on as a junior so im not behind everyone who started marketing freshman year",
    ],
    /marketing/i,
    claims("pharm", ["marketing"]),
  ),
  change(
    "a move out of the parents' house told plainly as news, with a budget request",
    ["i still live w my parents in pearland and the drive to campus is killing me 😭 whats a good podcast for a 45 min commute"],
    [
      "update: me and my cousin moved into an apartment in the heights last month!! first time living away from my parents fr 🥹",
      "can u help me make a grocery list for two broke college girls, budget like $60 a week",
    ],
    /Heights/i,
    claims("(?:lives?|living|based|resid|home)\\w*\\b.*Pearland", ["Heights", "parents'? (?:live|house|home|place)"]),
  ),
  change(
    "an acne prescription change told in passing through its side effects",
    [
      "my derm has me on differin every night for my hormonal acne and its been ok ig. what moisturizer pairs well w it that wont break me out",
    ],
    [
      "bestie the tretinoin my derm switched me to is making me PURGE 😭 its giving 8th grade me again. is this normal and how long does it last??",
      "also can i still use my vitamin c serum in the morning w it",
    ],
    /tretinoin/i,
    claims("Differin|adapalene", ["tretinoin"]),
  ),
  change(
    "a new car told in passing through its insurance bill",
    ["my scion tc is making this clicking noise when i turn left 😬 is it safe to drive to class til i can get it looked at this weekend"],
    [
      "rip to my scion 🪦 the used jetta i got over break is cute but the insurance is like $40 more a month 💀 any tips to lower car insurance as a 21 yo student?",
    ],
    /Jetta/i,
    claims("Scion", ["Jetta", "\\brip\\b", "sold", "traded", "totaled", "died"]),
  ),
  change(
    "a video editing app switch told in passing through a settings question",
    ["i edit all my skincare vids in capcut, can u give me 5 hook ideas for a 'night routine as a broke college student' video ✨"],
    [
      "since i moved all my editing over to inshot i cant figure out how to add auto captions 😩 where is that setting??",
      "also whats a good posting schedule if i can only film on weekends",
    ],
    /InShot/i,
    claims("CapCut", ["InShot"]),
  ),
  trap(
    "a roommate's internship offer, with a congrats card request",
    [
      "i got a part-time data analytics internship at phillips 66 this semester!! 🥹 can u help me brush up on excel pivot tables before my first day",
    ],
    [
      "my roommate just got a summer offer from halliburton and shes literally crying happy tears rn 😭 so proud of her fr",
      "can u help me write a cute congrats card for her? shes into astrology if that helps lol",
    ],
    /Phillips 66/i,
    [
      asserts("Halliburton", ROOMMATE),
      asserts("(?:left|quit|no longer|ended|finished|leaving)\\w*\\b.*Phillips", ROOMMATE),
      asserts("astrolog", ROOMMATE),
    ],
  ),
  trap(
    "a wish for a dog the lease forbids, with a fish care request",
    ["my betta fish xoài has been kinda lethargic and just sitting at the bottom of the tank 🥺 what could be wrong"],
    [
      "lowkey wish i could get a pomeranian so bad 😭 my lease says no dogs tho",
      "anyway how often should i be doing water changes for a 5 gallon betta tank",
    ],
    /Xo[aà]i|betta/i,
    [asserts("pomeranian|\\bdogs?\\b|puppy", `${IMAGINED}|lease|allow|permit|ban|no dogs|rule`)],
  ),
  trap(
    "a joke about dropping out and moving abroad, with a chemistry request",
    ["born and raised in houston and still here lol 🤠 whats something fun to do this weekend thats under $20"],
    [
      "this orgo exam is actually ending me 💀 im dropping out and moving to nha trang to sell bánh mì on the beach, see yall never lmaooo",
      "ok fr tho can u explain sn1 vs sn2 like im 5",
    ],
    /Houston/i,
    [
      asserts("Nha Trang|dropp\\w* out|b[aá]nh m[iì]|Vietnam", JOKED),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Houston", JOKED),
    ],
  ),
  trap(
    "sarcasm about eating meat again, with a vegetarian recipe request",
    ["ive been vegetarian since high school, can u give me a high protein meal prep plan for the week thats not just beans lol"],
    [
      "my bà ngoại keeps telling everyone im 'going through a phase' 🙄 yeah totally, im gonna start eating thịt kho again any day now grandma. its been 6 years 💀",
      "anyway can u give me a vegetarian version of thịt kho for tết",
    ],
    /vegetarian|meat-free/i,
    [
      asserts(
        "(?:eats?|eating|started|resum|back to)\\w*\\b.*(?:meat|pork|th[iị]t kho)|no longer (?:a )?vegetarian|(?:stopp|quit|gave up|ended)\\w*\\b.*vegetarian|carnivore",
        `${JOKED}|grandm|b[aà] ngo|phase|version|recipe|veggie|tofu|mushroom`,
      ),
    ],
  ),
  trap(
    "a negated rumour about dropping a class, with a study request",
    ["taking genetics this semester and the prof is lowkey terrifying 😳 can u explain punnett squares w a dihybrid cross"],
    [
      "no bc my mom told the whole church i dropped genetics 😭 i did NOT drop it, i just switched lab sections. why are aunties like this",
      "anyway can u quiz me on linkage and recombination",
    ],
    /genetics/i,
    [
      asserts(
        "(?:dropp|withdr|quit|no longer|left|stopp)\\w*\\b.*genetics",
        "\\bnot\\b|n't\\b|\\bmom\\b|mother|church|rumou?r|aunt|claim|told|said|thought|false|wrong|lab section",
      ),
    ],
  ),
  trap(
    "a hypothetical transfer asked as a question, with a finance request",
    [
      "hii im a junior at the university of houston, finance major 📈 can u explain the difference between a roth ira and a traditional one like im 5",
    ],
    [
      "hypothetically if i transferred to a&m for senior year would my credits even carry over?? not doing it, my best friend goes there and keeps begging me lol",
      "also whats the best way to study for a corporate finance midterm",
    ],
    /University of Houston|\bUH\b/i,
    [
      asserts("A&M|Texas A", `${IMAGINED}|\\?|hypothetic|\\bask|curious|wonder|friend|bestie|beg|question|whether|credit`),
      asserts(
        "(?:left|leaving|no longer|transferr\\w* (?:out|from|away))\\w*\\b.*(?:University of Houston|\\bUH\\b)",
        `${IMAGINED}|hypothetic|\\bask|whether|credit`,
      ),
    ],
  ),
];
