// Held-out set 79: written on 2026-11-27 against main at 1598cc8, by a helper (`set79`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: retirees and older adults writing to an assistant in plain, slightly formal English
// (US, UK, Canada), about grandchildren, appointments, medication, downsizing, cars, church and
// club membership, hobbies and a spouse's health. Changes are said the way older people say
// them ("we've sold the house and are now in a flat in ...", "the doctor has taken me off ...
// and put me on ...", a family doctor retiring and a new one taking them on, a hobby given up
// for another). Traps are a grandchild's news, a neighbour's move, "my daughter keeps telling me
// to get ...", a question about something they might take up, a memory of the past told as a
// story, and a spouse's medication switch told in the same words as a change. Time words fit the
// two conversations' dates (about three weeks apart, January). A fair fact about the old value
// may stay current once it says the state ended ("Left X", "No longer takes X"): `old` then
// skips such texts.
// First run: 7 of 12 at ec69935, and 6 of 12 on 1598cc8, the code the session started from, run right after.
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

/** Words that say a thing belongs to the past, told as a memory. */
const PAST =
  "lived|\\bwas\\b|\\bwere\\b|used to|\\b19\\d0|sixties|'?60s|years ago|in the past|\\bonce\\b|formerly|former|previous|remember|recall|back then|memor|stor(?:y|ies)|earlier|past|\\bran\\b|\\bkept\\b|\\bhad\\b";

/** Words that put a fact on the user's husband rather than the user. */
const HUSBAND = "Walter|husband|spouse|partner|\\bhis\\b|\\bhim\\b|\\bhe\\b";

/** Words that put a fact on the granddaughter rather than the user. */
const GRANDDAUGHTER = "grand|Brianna|\\bher\\b|\\bshe\\b|student|school|universit|program|accept";

/** Words that put a fact on the neighbours rather than the user. */
const NEIGHBOURS = "neighbou?r|next door|Colin|Mavis|\\btheir\\b|\\bthey\\b|friends|couple";

/** Words that say the daughter only urges it and the user has not done it. */
const URGED = "daughter|keeps|tell|suggest|urg|insist|nag|pressur|ready|want|would|might|consider|\\bif\\b|should";

export const HELD_OUT_79 = [
  change(
    "downsizing from a house to a flat, said the way older people say it",
    [
      "We have lived in our house in Cheltenham for forty-one years, and my husband still insists on doing the gutters himself at seventy-eight. Could you tell me what sort of firm I ought to ring to have them cleared properly, so that he stays off the ladder?",
    ],
    [
      "Well, we did it at last: we've sold the house and are now in a two-bedroom flat in Whitstable, ten minutes' walk from our son. It is a great deal smaller than we are used to.",
      "Could you suggest some clever storage ideas for a small flat? We have far too many books and I refuse to part with most of them.",
    ],
    /Whitstable/i,
    claims("Cheltenham", ["Whitstable", "sold"]),
  ),
  change(
    "a doctor takes the user off one blood thinner and puts him on another",
    [
      "I've been on warfarin for my atrial fibrillation for about six years now, and the INR checks every three weeks are a real nuisance. Are there any foods I should be careful with? I'm never quite sure about the leafy greens.",
    ],
    [
      "Some good news from my cardiology appointment on Tuesday. The doctor has taken me off the warfarin and put me on Eliquis, twice a day. No more INR clinic, which my wife is thrilled about since she does the driving.",
      "Does that mean I can eat spinach again without worrying? And is a glass of red wine with supper still all right?",
    ],
    /apixaban|Eliquis/i,
    claims("warfarin|Coumadin", ["apixaban", "Eliquis", "\\boff\\b"]),
  ),
  change(
    "a big family car let go for a small one once the grandchildren are grown",
    [
      "We still have the Grand Caravan we bought when we were ferrying the grandchildren about. The tire pressure light came on during the cold snap here in Guelph. How do I reset it once I've put air in?",
    ],
    [
      "We finally let the Caravan go last week. With the grandchildren all grown, seven seats was just silly, so we've bought a little RVR, and my wife says it is far easier to park at the hospital.",
      "How do I pair my phone with it? The salesman showed me, but it went straight out of my head.",
    ],
    /\bRVR\b/i,
    claims("Caravan", ["RVR", "sold", "trade", "\\blet\\b"]),
  ),
  change(
    "church membership moved to another congregation",
    [
      "My husband and I have been members of Trinity Lutheran here in Sarasota since we retired to Florida. I'm on the flower committee and need a short notice for the bulletin asking for volunteers for Easter. Could you draft one for me?",
    ],
    [
      "We have moved our membership over to Zion Lutheran on Bee Ridge Road. It was not an easy decision after fourteen years, but after all the upset at Trinity we felt it was time.",
      "The ladies there have already roped me into the altar guild! Could you explain what an altar guild actually does? I didn't like to ask.",
    ],
    /Zion/i,
    claims("Trinity", ["Zion"]),
  ),
  change(
    "bell ringing given up for bridge after a shoulder injury",
    [
      "I ring the bells at our parish church every Sunday morning and on Thursday practice nights; I have been a ringer since I was a girl. My hands get terribly cold in the tower at this time of year. Are there gloves that don't spoil one's grip on the rope?",
    ],
    [
      "My shoulder has put paid to the bell ringing, I'm afraid; the physio was quite firm about it. So I've taken up bridge, and I partner my friend Dulcie at the village hall on Tuesday afternoons.",
      "Could you explain, simply, what a takeout double is? Dulcie keeps using the term and I just nod along.",
    ],
    /bridge/i,
    claims("\\bbells?\\b|\\bring(?:s|ing|er|ers)?\\b", ["bridge", "shoulder", "put paid"]),
  ),
  change(
    "a family doctor retires and a new one takes the user on",
    [
      "My family doctor, Dr. Marchetti, says I must get my cholesterol down before he will consider another prescription. Could you suggest some breakfasts that would help? I am rather tired of porridge.",
    ],
    [
      "After Dr. Marchetti retired in the autumn I was without a family doctor for months, but I have finally been taken on by Dr. Oyelaran at the Colborne Street clinic here in Brantford.",
      "My first appointment with her is on Thursday. What should I bring along so that we don't waste the visit?",
    ],
    /Oyelaran/i,
    claims("Marchetti", ["Oyelaran", "retir"]),
  ),
  trap(
    "a granddaughter's move for university, with a gift request",
    [
      "My husband and I are retired from the farm and live in Red Deer now. What is a good hearty soup for these cold nights? Something that keeps well for a few days.",
    ],
    [
      "Wonderful news: our granddaughter Brianna has been accepted into the nursing program at UPEI, so she will be moving out to Charlottetown in August! Her grandfather hasn't stopped grinning.",
      "What would be a sensible gift for a girl setting off to university so far from home?",
    ],
    /Red Deer/i,
    [
      asserts("Charlottetown|Prince Edward|\\bPEI\\b|UPEI", GRANDDAUGHTER),
      asserts("nurs", GRANDDAUGHTER),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Red Deer", GRANDDAUGHTER),
    ],
  ),
  trap(
    "the neighbours of thirty years move away",
    [
      "My wife and I have lived in the same semi in Colchester since 1979, and I have kept the garden going all that time. What should I be doing with the roses this month, if anything?",
    ],
    [
      "Sad news on our road. Colin and Mavis next door, our neighbours of thirty years, have sold up and moved to a bungalow in Bridport to be near their daughter.",
      "Could you help me word a card to send to them in their new home? Something warm, but not soppy.",
    ],
    /Colchester/i,
    [
      asserts("Bridport", NEIGHBOURS),
      asserts("bungalow", NEIGHBOURS),
      asserts("(?:sold|left|moved|moving|no longer)\\w*\\b.*(?:Colchester|semi|house|home)", NEIGHBOURS),
    ],
  ),
  trap(
    "a daughter keeps telling the user to get an electric car or stop driving",
    [
      "I'm 81 and still drive myself to church and the store in my 2003 Mercury Grand Marquis. It has started making a whistling noise at highway speed. Any idea what that might be?",
    ],
    [
      "My daughter keeps telling me to get one of those little electric cars, or else to give up driving altogether and let her book me taxis. I'm not ready for either, thank you very much.",
      "In the meantime, could you tell me how often a car of that age ought to have its brakes looked at?",
    ],
    /Grand Marquis|Mercury/i,
    [
      asserts("electric|\\bEV\\b", URGED),
      asserts("(?:gave up|given up|giving up|stopped|no longer|doesn't|does not|quit)\\w*\\b.*driv", URGED),
      asserts("taxi|\\bcabs?\\b", URGED),
      asserts("(?:sold|no longer|replac|switch|got rid)\\w*\\b.*(?:Mercury|Grand Marquis)", URGED),
    ],
  ),
  trap(
    "a question about taking up a new sport at seventy-seven",
    [
      "I've sung bass in the Kingsway Community Chorus for twelve years. We have a concert in March, and I would like some exercises to keep my voice in shape between rehearsals.",
    ],
    [
      "Would a man of seventy-seven be foolish to take up pickleball? A friend from the chorus keeps asking me along to the Tuesday morning session at the rec center. What are the rules, in a nutshell?",
    ],
    /Kingsway|chorus|choir|\bbass\b/i,
    [
      asserts("pickleball", `${IMAGINED}|\\?|\\bask|curious|invit|rules|wonder|whether|foolish|too old`),
      asserts("(?:left|quit|stopped|gave up|no longer)\\w*\\b.*(?:chorus|choir|sing)", IMAGINED),
    ],
  ),
  trap(
    "a memory of life abroad told as a story, with a writing request",
    [
      "I'm a widow, a retired district nurse, and I live in Sidmouth. Could you suggest some gentle exercises for stiff knees that I can do in a chair?",
    ],
    [
      "Your answer put me in mind of Mombasa. Harold and I lived there in the sixties when he was with the shipping line, and I ran a little dispensary at the back of the mission hall. We kept hens and a very bad-tempered goat.",
      "My granddaughter wants me to write some of these stories down for her. Could you help me begin with that one?",
    ],
    /Sidmouth/i,
    [
      asserts("Mombasa|Kenya", PAST),
      asserts("\\bhens\\b|chicken|goat", PAST),
      asserts("dispensary|mission", PAST),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*Sidmouth", PAST),
    ],
  ),
  trap(
    "a husband taken off a blood pressure pill the user also takes",
    [
      "I take perindopril for my blood pressure, four milligrams first thing in the morning. Is it all right to take it with my coffee, or should I wait?",
    ],
    [
      "The doctor has taken Walter off his perindopril and put him on valsartan, on account of a dry cough that has kept us both awake for weeks.",
      "Is that cough a common side effect? I've been on the same pill for years and now I am wondering about mine.",
    ],
    /^(?!.*(?:Walter|husband|spouse|\bhis\b|\bhim\b|\bhe\b|valsartan)).*perindopril/i,
    [asserts("valsartan", HUSBAND), asserts("(?:off|stopped|no longer|switch|replac|changed)\\w*\\b.*perindopril", HUSBAND)],
  ),
];
