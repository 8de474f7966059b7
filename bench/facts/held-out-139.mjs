// Held-out set 139: written on 2026-11-28 against main at f5dd0c8, by a helper (`set139`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a 17-year-old high-school senior in suburban Atlanta texting in
// Gen-Z style (lowercase, "ngl", "lowkey", "fr", "bro", emoji, short messages), asking for help
// with homework, college applications, a part-time job and a car. Half of the changes are told
// plainly as news (a new job, a dropped-down class, a breakup), half only in passing beside a
// request (a new car's bluetooth, a new section's practice, a new food order). Traps: a
// hypothetical move asked as a question, a friend's college news, a parent's quoted threat, a
// negation (a failed road test), sarcasm, and a plan to quit that was not carried out. Time words
// fit the two conversations' dates (1 and 20 January, senior year). A fair fact about the old
// value may stay current once it says the state ended ("Quit X", "No longer vegetarian"): `old`
// then skips such texts.
// First run: 7 of 12 at befd6c0 (the final code of the session's first round), and 7 of 12 on f5dd0c8, the code this round
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothetic";

/** Words that say something was said as a joke or sarcastically. */
const JOKED = `jok|sarcas|kidding|ironic|humou?r|funny|tease|teasing|exaggerat|not serious|\\blol\\b|${IMAGINED}`;

export const HELD_OUT_139 = [
  change(
    "a part-time job change told plainly as news",
    [
      "ngl i need help w my resume lol. i work at brusters scooping ice cream after school like 15 hrs a week, how do i make that sound professional 😭",
    ],
    [
      "update: i quit brusters fr. started at tropical smoothie cafe last week and the pay is lowkey better",
      "how do i get faster at making orders when theres a line out the door 💀",
    ],
    /Tropical Smoothie/i,
    claims("Bruster", ["Tropical"]),
  ),
  change(
    "dropping from AP Calc BC to AB, told plainly as news",
    ["bro im in ap calc bc and the series unit is killing me. can u explain the ratio test like im dumb"],
    [
      "ok news: i dropped down to ap calc ab for second semester. counselor said colleges wont care",
      "can u explain u-sub again, we're redoing it in ab",
    ],
    /Calc\w*\s+AB\b|\bAB\b/i,
    claims("\\bBC\\b", ["\\bAB\\b"]),
  ),
  change(
    "a breakup told plainly as news, with a request",
    ["my gf kaliyah's bday is next week and im broke 😭 whats a cute cheap gift idea, she likes boba and sunsets lol"],
    ["kaliyah and i broke up fr. it was mutual ig but im still lowkey sad", "anyway can u make me a playlist thats not depressing lol"],
    /single|broke up|break ?up|split|ex-?girlfriend|\bex\b|no longer (?:dating|together|in a relationship|with)/i,
    claims("Kaliyah|girlfriend|\\bgf\\b|dating|relationship", ["broke", "break", "split", "single"]),
  ),
  change(
    "a new car shows only in a bluetooth question",
    [
      "my car is a 2006 xterra w like 190k miles lol. check engine light just came on, is it safe to drive to school til my dad can look at it",
    ],
    [
      "how do i connect my phone to the bluetooth in my veloster?? had it like 2 weeks and still cant figure out the menu 😭 the xterra didnt even have bluetooth lmao",
    ],
    /Veloster/i,
    claims("Xterra", ["Veloster", "trade"]),
  ),
  change(
    "a switch from alto sax to drumline shows only in a practice complaint",
    ["im in marching band, i play alto sax. can u help me memorize the fingerings for a chromatic scale"],
    [
      "my wrists are DEAD from carrying quads at indoor drumline, way heavier than my sax ever was lol",
      "any stretches so i dont get tendinitis? also how do i count 16th note triplets",
    ],
    /drum|\bquads\b|percussion/i,
    claims("\\bsax", ["drum", "\\bquads\\b", "percussion"]),
  ),
  change(
    "a vegetarian eats chicken again, shown only in a food question",
    ["im vegetarian (since 8th grade) and my school cafeteria is so bad. can u give me some easy lunches i can pack that arent pb&j"],
    [
      "whats the best dipping sauce for chicken tenders lol. been eating chicken again since christmas and im making up for lost time 💀",
      "also is it normal to feel kinda weird after eating meat again",
    ],
    /chicken|\bmeat|no longer vegetarian|not vegetarian/i,
    claims("vegetarian", ["chicken", "\\bmeat"]),
  ),
  trap(
    "a hypothetical family move asked as a question",
    ["im a senior in snellville and my common app activities list is a mess. how do i describe being club captain in 150 characters"],
    [
      "lowkey random q but if my fam moved to huntsville over the summer would i still get in-state tuition at schools back home?? we're not moving or anything my mom just brought it up once lol",
    ],
    /Snellville/i,
    [
      asserts("Huntsville|Alabama", `${IMAGINED}|\\?|\\bask|curious|wonder|question|whether|mom|mother|mention|brought up`),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Snellville", IMAGINED),
    ],
  ),
  trap(
    "a best friend's early-action acceptance",
    ["im applying to kennesaw state, its my top choice ngl. can u check if my essay intro actually hooks u"],
    [
      "bro my best friend treyvon just got into clemson early action 😭 so happy for him. help me write a congrats text thats not corny",
      "im still waiting on kennesaw fr",
    ],
    /Kennesaw/i,
    [
      asserts("Clemson", "friend|treyvon|\\bhis\\b|\\bhe\\b|\\bhim\\b|congrat"),
      asserts("(?:accepted|admitted|got in|got into|admission)\\w*\\b.*Kennesaw", `waiting|pending|await|not yet|hasn't|${IMAGINED}`),
    ],
  ),
  trap(
    "a dad's quoted threat to end soccer",
    ["i play center back on my travel soccer team, we practice 3x a week. can u make me a workout for off days that wont wreck my legs"],
    [
      "my dad literally said 'you're done with soccer if that chem grade isn't a B by march' 💀💀",
      "so pls help me study for my stoichiometry test lol",
    ],
    /soccer|center back/i,
    [
      asserts(
        "(?:quit|quitting|done with|stopp|no longer|left|dropp|off the)\\w*\\b.*(?:soccer|team)",
        "dad|father|mom|parent|\\bif\\b|unless|threat|warn|said|says|grade|\\bmay\\b|might|could",
      ),
    ],
  ),
  trap(
    "a failed road test, told as a negation",
    ["i have my learners permit and my road test is in 2 weeks 😬 can u give me parallel parking tips"],
    [
      "nah i did NOT pass my road test lmao. hit a cone parallel parking so still on my permit 💀",
      "how soon can i retake it and what should i practice",
    ],
    /permit/i,
    [
      asserts(
        "(?:passed|got|has|have|earned|holds?)\\b.*licen[cs]e|passed (?:the |a |his |her |their )?(?:road|driving|driver'?s?) test",
        "\\bnot\\b|n't|fail|\\bdid\\b|permit|learner|hope|want|retake|trying|working toward",
      ),
    ],
  ),
  trap(
    "a sarcastic plan to trade the car for a supercar",
    ["my car is a 2004 saturn ion and it sounds like a lawnmower lol. how often am i supposed to change the oil"],
    [
      "the ion died in the school parking lot AGAIN. love that for me 🙃 totally trading it for a bugatti this weekend fr fr",
      "anyway how do i jump start a car, which cable goes on first",
    ],
    /Saturn|\bIon\b/i,
    [
      asserts("Bugatti", JOKED),
      asserts("(?:sold|traded|trading|no longer|replac|switch|get rid|got rid)\\w*\\b.*(?:Saturn|\\bIon\\b)", `${JOKED}|bugatti`),
    ],
  ),
  trap(
    "a plan to quit the theater job that was not carried out",
    [
      "i work concessions at the cinemark by my house like 20 hrs a week. how do i ask for fewer shifts during exam week without sounding lazy",
    ],
    [
      "i was gonna quit cinemark last week but they gave me a raise to $13 so... i stayed lol",
      "can u help me make a budget, trying to save up for a car",
    ],
    /Cinemark|concession/i,
    [
      asserts(
        "(?:quit|left|leaving|no longer|resign|former)\\w*\\b.*(?:Cinemark|concession|theater|job)",
        `${IMAGINED}|almost|nearly|was going|gonna|plan|but\\b|stay|raise|decided against`,
      ),
    ],
  ),
];
