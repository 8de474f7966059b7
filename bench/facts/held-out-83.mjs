// Held-out set 83: written on 2026-11-27 against main at 1598cc8, by a helper (`set83`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 82 in /work/sets.
// Style: each user opens the first conversation with a "Quick context:" line about themselves
// (where they live, what they do, what they drive or use, what they eat, who they live with) and
// then asks for help, in plain North American English. The second conversation gives its news the
// same way ("Quick update: ...", "FYI ..."), often with a time expression ("two weeks ago", "as of
// Monday", "since the new year", "last Saturday") that fits the two conversations' dates (about
// three weeks apart, January). Changes cover home, employer, editor, diet, car and partner. Traps
// are a partner's news told as "FYI my partner ..." (a new job, a new diet), a hypothetical move,
// a question about a new laptop, and two "I was going to ... but didn't" (a gym, a car trade-in).
// A fair fact about the old value may stay current once it says the state ended ("Left X", "No
// longer uses X"): `old` then skips such texts.
// First run: 10 of 12 at e7fb7f9, and 10 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
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

/** Words that say something was only asked about, not done. */
const ASKED = "\\?|\\bask|curious|wonder|question|whether|should|hypothetic|decid|weigh|overkill|daydream";

/** Words that say something was planned and then not done. */
const NOT_DONE = "going to|did not|plan|almost|nearly|decid|held off|hold off|skip|kept|keep|still";

/** Words that say the news belongs to the user's partner. */
const PARTNER = "partner|spouse|husband|wife|boyfriend|girlfriend|\\bhis\\b|\\bher\\b|\\bhe\\b|\\bshe\\b|\\bthey\\b|\\btheir\\b|\\bthem\\b";

export const HELD_OUT_83 = [
  change(
    "a quick-context home city, then 'we moved ... two weeks ago'",
    [
      "Quick context: I live in Cheyenne and work from home as a bookkeeper. Can you suggest a good way to keep my home office warm without running the furnace all day?",
    ],
    [
      "Quick update: we moved to Laramie two weeks ago, so I'm still figuring out the new place. It has old radiators instead of forced air. Any tips for drying laundry indoors without making everything humid?",
    ],
    /Laramie/i,
    claims("Cheyenne", ["Laramie"]),
  ),
  change(
    "a quick-context employer, then 'as of Monday I'm at' a new one",
    [
      "Quick context: I'm a quality engineer at Paccar, mostly supplier audits for the truck cab line. Can you explain the difference between Cpk and Ppk in plain English?",
    ],
    [
      "Quick update: as of Monday I'm at Cummins, same kind of quality role but on the engine side. Left Paccar on good terms.",
      "Can you help me put together a list of questions to ask my new team in my first week?",
    ],
    /Cummins/i,
    claims("Paccar", ["Cummins"]),
  ),
  change(
    "a quick-context IDE, then 'FYI I switched ... since the new year'",
    [
      "Quick context: I'm an embedded C++ dev and I do everything in Eclipse, mostly out of habit. How do I find where a macro is defined when it's buried three headers deep?",
    ],
    [
      "FYI I switched to CLion at the start of the year, my company finally paid for licenses and Eclipse kept freezing on our big project.",
      "How do I get CLion to pick up our CMake presets for the cross-compiler?",
    ],
    /CLion/i,
    claims("Eclipse", ["CLion"]),
  ),
  change(
    "a quick-context keto diet, then 'I went vegan on January 1st'",
    [
      "Quick context: I've been doing strict keto for about a year, under 20g of carbs a day. Can you give me a few breakfast ideas that aren't just eggs and bacon?",
    ],
    [
      "Quick update: I went vegan on January 1st. A documentary got to me and honestly I haven't looked back. What's a good vegan protein source that isn't soy? I'm getting bored of tofu.",
    ],
    /vegan|plant-based/i,
    claims("\\bketo", ["vegan", "plant"]),
  ),
  change(
    "a quick-context high-mileage car, then a replacement bought two weeks ago",
    [
      "Quick context: I commute about 60 miles a day in a 2011 Rogue with almost 200k on it. Is it worth replacing the struts at this mileage or should I just ride it out?",
    ],
    [
      "Quick update: the Rogue's transmission gave out, so two weeks ago I bought a used Pacifica hybrid.",
      "What's the best way to get the most electric-only range out of it on a mostly highway commute?",
    ],
    /Pacifica/i,
    claims("Rogue", ["Pacifica", "gave out", "died", "dead", "totaled", "sold", "traded"]),
  ),
  change(
    "a quick-context boyfriend, then 'he proposed last Saturday'",
    [
      "Quick context: my boyfriend Teodoro and I have been together four years and just signed our first lease together. Can you help me make a fair chore split for two people who both work full time?",
    ],
    [
      "Quick update: Teodoro proposed last Saturday and I said yes!! We're engaged. Can you help me write a short announcement for our family group chat that isn't too cheesy?",
    ],
    /fianc|engaged/i,
    claims("boyfriend", ["fianc", "engaged", "propos"]),
  ),
  trap(
    "a quick-context teacher asks hypothetically about moving, just daydreaming",
    [
      "Quick context: I live in Topeka and teach fourth grade. Can you help me come up with a quick morning warm-up activity for fractions?",
    ],
    [
      "Random question: hypothetically, if I moved to Savannah, would my Kansas teaching license transfer or would I have to start over? Not planning anything, just daydreaming on a snow day.",
    ],
    /Topeka/i,
    [
      asserts("Savannah|Georgia", `${IMAGINED}|${ASKED}`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Topeka", `${IMAGINED}|${ASKED}`),
    ],
  ),
  trap(
    "a quick-context student laptop, then only a question about another one",
    [
      "Quick context: I'm a GIS grad student and I run everything on an Acer Aspire 5. QGIS keeps crashing on big shapefiles, any settings I should tweak?",
    ],
    [
      "Should I switch to a refurbished ZBook for my thesis work, or is that overkill on a student budget? Trying to figure it out before spring semester starts.",
    ],
    /Aspire/i,
    [
      asserts("ZBook", `${IMAGINED}|${ASKED}|figur`),
      asserts("(?:switch|replac|no longer|sold|upgrad|bought|got)\\w*\\b.*(?:ZBook|Aspire)", `${IMAGINED}|${ASKED}|figur`),
    ],
  ),
  trap(
    "'I was going to' leave the gym for a bouldering gym 'but didn't'",
    [
      "Quick context: I lift at Chuze Fitness four mornings a week, mostly a push/pull/legs split. Can you suggest a leg day that's easier on my knees?",
    ],
    [
      "Quick update: I was going to cancel Chuze and join Mesa Rim for bouldering but didn't, the intro fee was wild and I'd miss the squat racks.",
      "Can you give me a grip strength finisher I can add at the end of my pull days?",
    ],
    /Chuze/i,
    [
      asserts("Mesa Rim|boulder", `${IMAGINED}|${NOT_DONE}|fee`),
      asserts("(?:cancel|left|quit|no longer|switch|stopp)\\w*\\b.*Chuze", `${IMAGINED}|${NOT_DONE}|fee`),
    ],
  ),
  trap(
    "'FYI my partner started at' another grocer as of Monday",
    [
      "Quick context: I'm a pharmacy tech at Meijer, usually on the evening shift. Can you help me memorize the top 50 brand/generic drug pairs with some mnemonics?",
    ],
    [
      "FYI my partner started at Kroger as of Monday, overnight stocking, so our schedules are basically opposite now. Any ideas for staying connected when we barely overlap?",
    ],
    /Meijer|pharmacy tech/i,
    [asserts("Kroger|stocking|overnight", PARTNER), asserts("(?:left|quit|no longer|moved|switch)\\w*\\b.*(?:Meijer|pharmacy)", PARTNER)],
  ),
  trap(
    "'FYI my partner went carnivore' while the user stays vegetarian",
    [
      "Quick context: I've been vegetarian since college, no meat or fish, but I do eat eggs and cheese. Can you suggest a hearty vegetarian chili recipe?",
    ],
    [
      "FYI my partner went carnivore two weeks ago, it's all steak and eggs over there now. How do I meal prep for both of us without cooking two totally separate dinners every night?",
    ],
    asserts("vegetarian", "no longer|stopped|quit|gave up|\\bnot\\b|n't\\b|used to|former"),
    [
      asserts("carnivore|steak", PARTNER),
      asserts("(?:eats|eating|started|back to) (?:meat|steak)|(?:stopped|quit|gave up|no longer)\\w*\\b.*vegetarian", PARTNER),
    ],
  ),
  trap(
    "'I was going to trade' the car in 'but didn't', with a towing question",
    [
      "Quick context: I drive a 2019 Tiguan and tow a small utility trailer up to the lake most weekends. What's the safest way to load the trailer so it doesn't sway?",
    ],
    [
      "Quick update: I was going to trade the Tiguan in for a Ridgeline last weekend but didn't, the dealer wanted way too much and the Tiguan's paid off.",
      "Do I need a weight distribution hitch or is that overkill for a 1,500 lb trailer?",
    ],
    /Tiguan/i,
    [
      asserts("Ridgeline", `${IMAGINED}|${NOT_DONE}|dealer|too much`),
      asserts("(?:traded|sold|no longer|replac|switch)\\w*\\b.*Tiguan", `${IMAGINED}|${NOT_DONE}|dealer|too much`),
    ],
  ),
];
