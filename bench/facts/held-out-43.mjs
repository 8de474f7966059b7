// Held-out set 43: written on 2026-11-27 against main at 7c33b92, by a helper (`set43`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, held-out sets 1 to 42 or sets 44 to 46 (written beside it).
// Half the users dictate by voice (no punctuation, run-on sentences, "so" and "anyway" for commas),
// half type in quick chat style (lower case, typos, emoji, a greeting as its own message); news
// comes after small talk or beside a request, sometimes two things in one message, with time words
// that fit the two conversations' dates (about three weeks apart, January). A fair fact about the
// old value may stay current once it says the state ended ("Left X", "No longer uses X"): `old`
// then skips such texts.
// First run: 9 of 12 at 549faef (after rules read from sets 35-42), and 7 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|packed in|ended|used to|\\bwas\\b|\\bwere\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|ditch|anymore|until|\\bfrom\\b|back in|handed";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_43 = [
  change(
    "moved to another country (voice)",
    [
      "hi there so i'm a high school music teacher i live in napier with my wife and our two dogs and i'm trying to get better at sight reading on the piano can you help me make a practice plan",
    ],
    [
      "hey again so quick update we actually moved to launceston a couple of weeks ago my wife got a job at the hospital there so we packed up the dogs and crossed the ditch and now i need to figure out how to get my teaching registration sorted in tasmania can you walk me through it",
    ],
    /Launceston/i,
    claims("Napier", ["Launceston"]),
  ),
  change(
    "new employer (chat)",
    [
      "heyy",
      "im a field service tech at miele, i fix washing machines and dishwashers all day lol. can u help me make a simple spreadsheet for my mileage",
    ],
    [
      "hiya hope ur well",
      "so news!! as of monday i work at vaillant, doing boiler servicing now. handed my notice in at miele before xmas. same van life but better pay 🙌 can u redo the mileage sheet with a column for the new postcode areas",
    ],
    /Vaillant/i,
    claims("Miele", ["Vaillant"]),
  ),
  change(
    "diet programme ended (voice)",
    [
      "ok so i've been doing slimming world with my mum since march and it's going really well so far can you give me some ideas for syn free lunches i can take to work",
    ],
    [
      "right so i packed in slimming world a couple of weeks ago the weekly weigh ins were really getting in my head and my mum stopped going too so now i'm just eating normally and walking every day can you give me some easy lunches that aren't diet food just normal balanced stuff",
    ],
    /(?:no longer|stopped|quit|gave up|given up|packed in|left|ended|dropped|not)\b.*Slimming World|Slimming World.*\b(?:ended|stopped|over)\b|eat(?:s|ing)? normally/i,
    claims("Slimming World"),
  ),
  change(
    "editor switched with a new laptop (chat)",
    ["quick q, i write all my little perl scripts in notepad++ at work, how do i make it run the script with one key"],
    [
      "morning ☕",
      "so work finally gave me an imac (yay) and i'm using bbedit now since there's no notepad++ for it 😭 how do i set up a shortcut to run perl scripts in bbedit",
    ],
    /BBEdit/i,
    claims("Notepad\\+\\+", ["BBEdit"]),
  ),
  change(
    "goes by a new name (voice)",
    [
      "hello my name is evangeline but honestly everybody calls me vangie i'm a second year vet nursing student and i need help making flashcards for anatomy",
    ],
    [
      "hi it's me again just so you know i'm going by lina now instead of vangie since new year i never really liked vangie it always sounded like a cartoon character so please call me lina from now on anyway can we do more flashcards this time for pharmacology",
    ],
    /\bLina\b/i,
    claims("\\bVangie\\b", ["\\bLina\\b"]),
  ),
  change(
    "got engaged (chat)",
    [
      "hey! bit of background so u can help better: im 29, dental hygienist, and ive been with my girlfriend ingrid for three years",
      "we also have a very loud parrot lol. can u help me plan a budget for the year",
    ],
    [
      "HAPPY NEW YEAR!!!",
      "ok i have to tell someone, ingrid and i got engaged on new years eve 💍 i asked at midnight on the harbour and she said yes (obviously lol). can u help me figure out a rough wedding budget on top of the other one",
    ],
    /engaged|fianc/i,
    claims("girlfriend|\\bdating\\b|in a relationship", ["engaged", "fianc"]),
  ),
  trap(
    "a hypothetical new employer (voice)",
    [
      "hi so i work as a maintenance planner at stihl in the chainsaw plant and i'm trying to get better at spreadsheets pivot tables and all that can you help",
    ],
    [
      "ok so my cousin keeps sending me job ads from haribo because they're hiring in the next town over and if i ever leave stihl i'd probably go there the pay is a bit better and it smells like gummy bears all day but i'm really not planning to go anywhere right now i like my team anyway can you explain lookup formulas to me",
    ],
    /Stihl/i,
    [
      asserts(
        "Haribo",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|eventually|not\\b|n't\\b|cousin|\\bads?\\b|hiring|want|dream|wish|thinking|hope|idea|possib|interest|option",
      ),
      asserts("(?:left|leaving|quit|no longer|moved|moving|switch)\\w*\\b.*Stihl", "\\bif\\b|would|'d\\b|not\\b|n't\\b|might"),
    ],
  ),
  trap(
    "a coworker's diagnosis and a brother's move (chat)",
    ["hi :) im a sign language interpreter in maribor, mostly in courts and hospitals"],
    [
      "ugh what a week",
      "my coworker tjaša found out she has type 1 diabetes, at 38!! and my brother rok moved to tilburg with his wife on saturday, he starts a phd there next month. can u help me put together a little care package list for both of them",
    ],
    /Maribor|interpret/i,
    [
      asserts("diabet", "tja|cowork|colleague|\\bshe\\b|\\bher\\b|friend"),
      asserts("Tilburg", "\\brok\\b|brother|\\bhe\\b|\\bhis\\b|sibling"),
      asserts("\\bPhD\\b", "\\brok\\b|brother|\\bhe\\b|\\bhis\\b|sibling"),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Maribor", "\\brok\\b|brother|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "the planned move did not happen (voice)",
    [
      "hello i live in kuching and i'm supposed to be moving to kota kinabalu in january because my company is transferring me to the sabah office so can you help me make a moving checklist",
    ],
    [
      "so update i did NOT move to kota kinabalu in the end the transfer got cancelled at the last minute because the sabah office is being merged so i'm staying in kuching which honestly i'm kind of relieved about can you help me write a message to my landlord asking to extend my lease",
    ],
    /Kuching/i,
    [
      asserts(
        "(?:lives|living|moved|based|relocated|resides|home)\\w*\\b.*Kota Kinabalu",
        "not\\b|n't\\b|no longer|plan|cancel|suppos|instead|stay|\\bif\\b|was going|transfer",
      ),
      asserts("(?:transferred|works?|working|based)\\b.*Sabah", "not\\b|n't\\b|no longer|cancel|suppos|plan|merg|\\bif\\b|was going|being"),
      asserts("(?:left|leaving|moved|moving|no longer lives)\\w*\\b.*Kuching", "not\\b|n't\\b|plan|cancel|suppos|stay"),
    ],
  ),
  trap(
    "a question about another watch (chat)",
    ["hey, i log all my runs on my wahoo elemnt rival, mostly trail stuff on weekends"],
    [
      "yo",
      "random q: is the amazfit balance actually any good or is it cheap junk? like half my running club got one for christmas. also can u make me a 6 week plan for a 15k trail race in march",
    ],
    /Wahoo|ELEMNT/i,
    [
      asserts(
        "Amazfit",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|club|half|might|question|\\bif\\b|compar|interest|recommend|others|friends|opinion",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|ditch)\\w*\\b.*(?:Wahoo|ELEMNT)",
        "\\?|should|whether|consider|wonder|\\bif\\b",
      ),
    ],
  ),
  trap(
    "a joke title after night shifts (voice)",
    ["hi i'm hedda i work nights as a hotel night porter at a big place by the station and i'm trying to sort out my sleep"],
    [
      "ugh five night shifts in a row i am no longer a person you may now address me as the undead countess of the fourth floor lol anyway can you help me plan a sleep schedule for my two days off",
    ],
    /\bHedda\b|porter/i,
    [
      asserts("undead|countess", "jok|lol|lmao|humou?r|kidding|jest|sarcas|playful|feel|tired|exhaust"),
      asserts("no longer a person|not a person", "jok|lol|lmao|humou?r|kidding|jest|sarcas|playful|feel"),
    ],
  ),
  trap(
    "quoted speech about a move and a boyfriend (chat)",
    ["hi! im a barista and part time history student in valladolid, living with two flatmates near the plaza mayor"],
    [
      "omg ok so",
      "at our party on saturday my flatmate literally announced to everyone \"she's moving to salamanca with her boyfriend in the summer\" which is SO made up, i don't even have a boyfriend and im not going anywhere lol. people keep texting me congrats 🙃 can u help me write a funny group message clearing it up",
    ],
    /Valladolid|barista/i,
    [
      asserts("Salamanca", "flatmate|said|says|announc|told|claim|made up|rumou?r|not\\b|n't\\b|jok|falsely|\\bif\\b|congrat"),
      asserts(
        "\\bboyfriend\\b|\\bdating\\b|in a relationship",
        "not\\b|n't\\b|\\bno\\b|single|flatmate|said|claim|rumou?r|made up|announc|without",
      ),
      asserts("(?:left|leaving|moved|moving|no longer)\\w*\\b.*Valladolid", "not\\b|n't\\b|said|flatmate|claim|rumou?r"),
    ],
  ),
];
