// Held-out set 86: written on 2026-11-27 against main at 1598cc8, by a helper (`set86`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: the change is told in the middle of a story or a complaint, never as news (a move told
// while moaning about a new train commute, a breakup told while asking how to drop someone from
// a shared family plan, a new job told while asking about onboarding paperwork, a diet change
// told while asking for a recipe, a new car told while complaining about its lane assist, a new
// phone told while complaining about its weight). Traps: a sister's dropping out of university,
// a move to another city argued over but not decided, a resignation the user nearly sent, a
// question about an insulin pump, a joke about retiring from running, and a friend's divorce.
// Ordinary adult English from mixed countries (Malaysia, Canada, UK, India, Ireland, Nigeria, New
// Zealand, Poland, South Africa, Germany, the Philippines, Scotland), each message with a
// request; time words fit the two conversations' dates (about three weeks apart, January). A
// fair fact about the old value may stay current once it says the state ended ("Left X", "No
// longer uses X"): `old` then skips such texts.
// First run: 5 of 12 at e7fb7f9, and 5 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|swapp";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|tease|teasing|figurative|not serious";

/** Words that put a state on someone else (a sibling, a friend). */
const OTHERS = "sister|brother|sibling|friend|\\bmate\\b|\\bhis\\b|\\bher\\b|\\bhe\\b|\\bshe\\b|\\bhim\\b";

export const HELD_OUT_86 = [
  change(
    "a move told while complaining about the new train commute",
    ["I live in Ipoh and the haze is bad again this week. Any tips to keep the air indoors cleaner without buying an expensive purifier?"],
    [
      "Honestly regretting this commute already. Since we shifted to Seremban I'm on the KTM Komuter into KL every morning, 1 hour 20 each way if nothing breaks down, and the house still smells of paint.",
      "Can you suggest some podcasts for the train? Business or history, nothing too shouty.",
    ],
    /Seremban/i,
    claims("Ipoh", ["Seremban"]),
  ),
  change(
    "a breakup told while asking how to drop the ex from a shared family plan",
    [
      "My boyfriend Dorian and I are sorting out our budget for the year, we split rent and groceries 50/50. Can you suggest a simple spreadsheet layout for shared expenses?",
    ],
    [
      "How do I remove someone from the family plan on a music streaming app? Dorian's still on mine and since we broke up last week I'm not paying for his playlists any more. Do I have to warn him first or can I just do it?",
    ],
    /single|broke up|break-?up|split up|separated|\bex\b|ex-boyfriend|no longer (?:dating|together|in a relationship)/i,
    claims("boyfriend|dating|in a relationship|partner", ["broke", "break-?up", "split up", "splitting up", "single", "separat"]),
  ),
  change(
    "a new job told while asking about onboarding paperwork",
    [
      "I'm an area manager for Timpson, I look after 14 shops across the East Midlands. Can you help me write a short, friendly email reminding staff about the holiday booking deadline?",
    ],
    [
      "HR at Toolstation keep chasing my P45 for onboarding and I only finished at Timpson last Friday, so I haven't got it yet. Can I start without it?",
      "And what does an emergency tax code actually do to my first payslip?",
    ],
    /Toolstation/i,
    claims("Timpson", ["Toolstation", "finish"]),
  ),
  change(
    "a diet change told while asking for a recipe",
    [
      "I've been on strict keto for almost a year now, lost 11 kg. Can you suggest a keto-friendly breakfast that isn't eggs? I'm in Mysore so local ingredients please.",
    ],
    [
      "Need a filling dal recipe that isn't too heavy on ghee. Ever since the cardiologist saw my LDL numbers he put a full stop on keto, so it's low-fat vegetarian food for me now with proper rice and rotis again, and I'm hungry all the time lol",
    ],
    /vegetarian|low[- ]fat/i,
    claims("keto|low[- ]carb", ["vegetarian", "low[- ]fat", "cardiolog", "full stop"]),
  ),
  change(
    "a new car told while complaining about its lane assist",
    ["My 2007 Mondeo failed the NCT on the brake discs. Roughly what should I budget to get them done somewhere around Kildare?"],
    [
      "The lane assist on the Arona keeps tugging the wheel on the back roads out of Naas and it's driving me mad. How do I turn it off for good, not just for one trip? The Mondeo went to the scrapyard in the end, the discs were the least of its problems.",
    ],
    /Arona/i,
    claims("Mondeo", ["Arona", "scrap"]),
  ),
  change(
    "a new phone told while complaining about its weight",
    ["I use a Cubot phone, the battery is great but the camera is poor. What settings can I change to get better pictures at night?"],
    [
      "This Blackview is heavy like a brick, my wrist is paining me after scrolling for one hour. My brother has taken the old Cubot since the screen was cracked anyway.",
      "Please how do I bring back my chats from the old backup on the new phone? I'm in Enugu and the network here is slow so I want to do it on wifi.",
    ],
    /Blackview/i,
    claims("Cubot", ["Blackview", "brother"]),
  ),
  trap(
    "a sister drops out of university, with a family request",
    ["I'm in the second year of a vet nursing diploma at Toi Ohomai in Rotorua. Can you quiz me on the core dog vaccines?"],
    [
      "My younger sister dropped out of her uni course last week and came home, and now she's in a mood with everyone and Mum is blaming me for 'putting ideas in her head'.",
      "How do I talk to her without it turning into a fight? I've got placement at the clinic all week so I'm barely around anyway.",
    ],
    /vet(?:erinary)? nurs|Toi Ohomai/i,
    [
      asserts(
        "(?:dropped out|drop out|quit|left|withdr|no longer|gave up)\\w*\\b.*(?:course|diploma|stud|Toi Ohomai|vet|uni)",
        "sister|sibling|younger",
      ),
      asserts("dropped out|drop-?out", "sister|sibling|younger"),
    ],
  ),
  trap(
    "a move to another city argued over, nothing decided",
    ["We live in Toruń, in a small flat near the old town. Can you suggest cheap ways to make a 38 m² flat feel bigger?"],
    [
      "Spent the whole weekend going round in circles with my husband about his offer from a shipyard in Szczecin. Nothing is decided, we might not go at all, I love it here.",
      "Can you help me make a pros and cons list that isn't just me crying into my coffee?",
    ],
    /Toru[nń]/i,
    [
      asserts("Szczecin", `${IMAGINED}|offer|decid|discuss|debat|argu|pros|cons|weigh|whether`),
      asserts("(?:moved|moving|relocat|left|leaving|no longer)\\w*\\b.*Toru[nń]", `${IMAGINED}|offer|decid|discuss|debat|argu|whether`),
    ],
  ),
  trap(
    "a resignation the user nearly sent, with a work request",
    [
      "I'm a sous chef at a seafood restaurant on the Durban beachfront. Can you help me scale a peri-peri prawn marinade from 4 portions to 60?",
    ],
    [
      "Saturday I nearly walked out in the middle of service. The head chef threw a pan at the pass and I had my apron off and my resignation message typed, but I didn't send it and I finished the shift.",
      "How do I raise it with the owner without torching my job?",
    ],
    /sous chef|Durban/i,
    [
      asserts(
        "(?:quit|resign|walked out|left|leaving|no longer|former|ex-)\\w*\\b.*(?:restaurant|job|sous|kitchen|chef)|unemployed|between jobs|job ?hunting",
        `${IMAGINED}|nearly|almost|didn't|did not|tempted|typed|close to`,
      ),
    ],
  ),
  trap(
    "an insulin pump asked about, not chosen",
    ["I have type 1 diabetes and wear a Dexcom sensor. My readings go high most nights around 3am, what could be causing that?"],
    [
      "Would an Omnipod be worth it for someone who's still on pens? My endo brought it up and I said I'd think about it, I genuinely don't know yet.",
      "What questions should I ask at my next appointment in Mannheim?",
    ],
    /Dexcom|type 1/i,
    [
      asserts(
        "Omnipod|insulin pump|\\bpump\\b",
        `${IMAGINED}|\\?|\\bask|endo|doctor|suggest|brought|recommend|question|whether|unsure|undecided|decid|weigh|appointment|discuss`,
      ),
      asserts("(?:stopped|no longer|switched|replac|ditch|dropp)\\w*\\b.*(?:Dexcom|\\bpens?\\b)", IMAGINED),
    ],
  ),
  trap(
    "a joke about retiring from running, with a training question",
    ["I'm training for my first 21K in March here in Bacolod, running 4 times a week. Can you give me a 10-week plan?"],
    [
      "After Sunday's long run in this heat I have officially retired from running and will now be a full-time merienda enthusiast. Joke lang.",
      "What should I eat the night before a long run so I don't hit the wall at km 14?",
    ],
    /21\s?K|half[- ]marathon|running|runner|\bruns\b/i,
    [
      asserts("(?:retir|quit|stopp|gave up|given up|no longer)\\w*\\b.*(?:run|21\\s?K|marathon)", JOKED),
      asserts("merienda enthusiast", JOKED),
    ],
  ),
  trap(
    "a best friend's divorce, with a request for what to say",
    [
      "My wife Morag and I have our tenth anniversary next month. Any ideas for a weekend away within two hours of Paisley that isn't just another spa?",
    ],
    [
      "My best mate's divorce went through on Friday and he's been kipping on our sofa since, which Morag is being a saint about.",
      "What can I actually say to him that isn't useless? He's not a talker.",
    ],
    /Morag|\bwife\b|married/i,
    [asserts("divorc|separated|\\bsingle\\b|ex-wife|former wife", `${OTHERS}|\\bmate's`)],
  ),
];
