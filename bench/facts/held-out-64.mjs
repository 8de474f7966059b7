// Held-out set 64: written on 2026-11-27 against main at 10ff31a, by a helper (`set64`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, all about the user's own health:
// a medication switched, an injury healed and a new one, quitting smoking, an exercise routine
// replaced, a sleep device replaced and a pregnancy, with no city, person, product, company or
// drug name reused from scenarios.mjs or held-out sets on main. Users talk to a health-coach
// assistant with worry, relief or medical jargon (AHI, cross-taper, epicondylitis, HbA1c), in
// British chat or plainer English, often with a second request. Traps are a parent's diagnosis
// and drug, a drug only discussed with a specialist, symptoms asked about, a test result
// pending, a joke about eating a whole cake, and quoted pressure to drink that the user refused.
// Time words fit the two conversations' dates (about three weeks apart, January). A fair fact
// about the old value may stay current once it says the state ended ("Stopped escitalopram",
// "Quit smoking"): `old` then skips such texts.
// First run: 6 of 12 at b460a42 (after rules read from sets 55 to 62), and 5 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Takes X", not "Stopped X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_64 = [
  change(
    "an antidepressant switched for emotional blunting, with relief and a question about side effects",
    [
      "hi, so I've been on escitalopram 10mg for my anxiety for about a year now and it mostly helps. can you give me some tips for sleeping better? I wake up at 4am most nights and just lie there",
    ],
    [
      "hey, update on the meds front. saw my GP last week and she took me off the escitalopram because of the emotional blunting, I just felt flat about everything, even stuff I used to love. we cross-tapered and I'm on vortioxetine 10mg now, day 9 today. bit nauseous in the mornings but honestly so relieved to feel something again. does the nausea usually settle after a couple of weeks? and should I take it with food?",
    ],
    /vortioxetine/i,
    claims("escitalopram", ["vortioxetine"]),
  ),
  change(
    "a broken foot healed and a new elbow injury from the crutches, good news then bad news",
    [
      "ugh, broke the fifth metatarsal in my right foot stepping off a kerb before christmas, so I'm stuck in a moon boot for another few weeks. any upper body workouts I can do sitting down so I don't go stir crazy?",
    ],
    [
      "good news first: fracture clinic discharged me on tuesday, the x-ray shows it's fully united and the boot is in the back of the cupboard 🎉",
      "bad news: all that crutch work has wrecked my elbow. the physio says it's lateral epicondylitis, aka tennis elbow, and I've never held a tennis racket in my life. what eccentric exercises are good for it, and how long does it usually take to calm down?",
    ],
    /epicondyl|tennis elbow/i,
    claims("metatars|moon boot|fractur|\\bbroke", ["heal", "united", "recover", "discharg", "out of", "epicondyl", "tennis"]),
  ),
  change(
    "a smoker quits with patches from a stop smoking service, British chat",
    [
      "evening. I'm 38, smoke about 15 roll-ups a day and I'm out of breath by the second flight of stairs at work. can you suggest a gentle way to start being a bit more active?",
    ],
    [
      "Right, big one. I've packed in the smoking. Last roll-up was on the 6th, so two weeks today. I'm on 21mg patches from the stop smoking service plus gum for the bad moments. Cravings are worst after tea and when I'm on the phone. What can I do with my hands in the evenings? Feel like I'm going up the wall",
    ],
    /(?:quit|stopp|packed in|given up|gave up|giv\w* up)\w*\b.*smok|smoke-?free|non-?smok|ex-?smok|nicotine patch|patches/i,
    claims("smok|roll-?ups?|tobacco|cigarette", ["patch", "free", "packed in"]),
  ),
  change(
    "a dance fitness class replaced by kettlebells after knee pain, with a home workout request",
    [
      "hey! I do Zumba three evenings a week at the leisure centre, absolutely love it. what should I eat before a 7pm class so I'm not starving but not bloated either?",
    ],
    [
      "hiya, so my knees finally said no to all the jumping, the physio reckons it's patellofemoral pain. I've stopped Zumba and joined a kettlebell class instead, twice a week, much lower impact and I'm actually getting stronger!",
      "could you give me a 15 minute kettlebell routine I could do at home on the other days? I've got a 12kg one",
    ],
    /kettlebell/i,
    claims("zumba", ["kettlebell"]),
  ),
  change(
    "nasal strips and mouth tape replaced by a mandibular advancement splint after a sleep study",
    [
      "My wife says my snoring sounds like a chainsaw. I've been using nasal strips and mouth tape every night for a few months and it helps a bit. Any other tips before I get banished to the spare room?",
    ],
    [
      "Update: had the home sleep study, AHI came back at 11, so mild obstructive sleep apnoea. The dentist has fitted me with a mandibular advancement splint and I've binned the nasal strips and the tape. Jaw's a bit achy in the mornings though. Is that normal, and does it settle?",
    ],
    /mandibular|splint|oral appliance/i,
    claims("nasal strip|mouth tap", ["splint", "mandibular", "binn"]),
  ),
  change(
    "trying for a baby, then pregnant, told with excitement and worry",
    [
      "hi, my husband and I have been trying for a baby for about 8 months now. I'm taking folic acid and vitamin D. are there any foods I should be eating more of to help?",
    ],
    [
      "I'M PREGNANT!! positive test on the 11th and the early scan on friday showed a heartbeat, about 7 weeks along. still terrified something will go wrong tbh. what foods do I need to avoid now, and is my one morning coffee ok?",
    ],
    /(?<!get |getting |become |becoming )pregnan|expecting a baby|weeks along/i,
    claims("trying (?:for a baby|to conceive|to get pregnant)|\\bTTC\\b", [
      "weeks pregnant",
      "is pregnant",
      "now pregnant",
      "got pregnant",
      "expecting",
      "positive",
      "weeks along",
      "\\bdue\\b",
    ]),
  ),
  trap(
    "a mother's Parkinson's diagnosis and new drug, beside the user's own skin condition",
    [
      "hi, I've had plaque psoriasis on my elbows and scalp since my twenties, currently using calcipotriol gel. what's a good moisturising routine in winter when it flares?",
    ],
    [
      "rough couple of weeks. my mum has been diagnosed with Parkinson's, the neurologist started her on co-careldopa and she's scared, and honestly so am I.",
      "how can I support her without being overbearing? and what kind of exercise is meant to help with Parkinson's, so I can look for a class for her?",
    ],
    /psoria|calcipotriol/i,
    [
      asserts("Parkinson|careldopa|levodopa", "mum|mother|\\bher\\b|\\bshe\\b|famil|parent"),
      asserts("(?:stop|quit|no longer|switch|replac)\\w*\\b.*(?:calcipotriol|psoriasis)", IMAGINED),
    ],
  ),
  trap(
    "a preventive injection only discussed at a neurology review, staying on the current drug",
    [
      "Hi. I have chronic migraine, about 16 headache days a month, and I've been on topiramate 50mg twice a day since the summer as a preventive. Could you help me set up a simple headache diary?",
    ],
    [
      "Had my neurology review yesterday. We talked about maybe trying erenumab, the monthly CGRP injection, if the topiramate still isn't cutting it by spring, but nothing's been prescribed. She wants three more months of diary data first and I'm staying on 50mg twice daily for now.",
      "Can you explain in plain English how the CGRP ones work, and what would make me eligible?",
    ],
    /topiramate/i,
    [
      asserts(
        "erenumab|CGRP",
        `${IMAGINED}|talk|discuss|option|review|suggest|neurolog|eligib|explain|ask|\\?|plan|prescrib|\\bmay\\b|spring|future|later`,
      ),
      asserts("(?:stop|quit|no longer|off|switch|replac|dropp)\\w*\\b.*topiramate", `${IMAGINED}|talk|discuss|staying|still`),
    ],
  ),
  trap(
    "shin pain asked about by a runner, worried it is a stress fracture",
    [
      "training for my first 10k race in march, running 4 times a week. any ideas to make my long runs less boring? podcasts are getting old",
    ],
    [
      "quick q, been getting this sharp ache along the inside of my left shin after my long runs, it's gone by the next morning. is that shin splints?? could it be a stress fracture? kind of freaking out",
      "also what's a good warm-up before running in the cold, it was -3 this morning",
    ],
    /10 ?k|running|\bruns\b|runner/i,
    [
      asserts(
        "shin splint|stress fracture|medial tibial|MTSS",
        "\\?|ask|wonder|whether|could|might|maybe|possib|concern|worr|question|\\bif\\b|unsure|suspect|query|afraid|fear|freak|rule",
      ),
      asserts("(?:stop|quit|no longer|gave up|paus)\\w*\\b.*(?:running|\\bruns?\\b|10 ?k|training)", IMAGINED),
    ],
  ),
  trap(
    "a blood test for a second condition with results pending, methotrexate unchanged",
    [
      "hello, I have rheumatoid arthritis and inject methotrexate 15mg every Friday. the day after is always a write-off with nausea, any tips for that?",
    ],
    [
      "my rheumatologist noticed my eyes and mouth are really dry and sent off bloods to check for Sjögren's, anti-Ro and anti-La I think. results won't be back for a couple of weeks so I'm in limbo and googling way too much.",
      "she said even if it comes back positive nothing changes with my methotrexate. what can I do for the dry eyes in the meantime?",
    ],
    /rheumatoid|\bRA\b|methotrexate/i,
    [
      asserts(
        "Sj[oö]gren",
        "test|check|pending|result|await|wait|possib|suspect|might|maybe|rule|screen|investigat|sent|whether|\\bif\\b|worr|bloods|limbo|evaluat|assess",
      ),
      asserts("(?:stop|quit|no longer|off|switch|replac|dropp|chang)\\w*\\b.*methotrexate", `${IMAGINED}|nothing|unchang|same`),
    ],
  ),
  trap(
    "a joke about eating a whole cake at a leaving do, while cutting sugar for prediabetes",
    [
      "hiya, found out at my check-up that I'm prediabetic, HbA1c was 44. so I'm cutting right back on sugar and white carbs. what's a decent breakfast that isn't just porridge every single day?",
    ],
    [
      "it's someone's leaving do at work and there is a WHOLE carrot cake in the staff room. I'm going to eat the lot and become one with the cake. goodbye cruel world 🍰😂",
      "(I'm not, I had an apple and sulked.) what's a good low GI snack for the 3pm slump?",
    ],
    /pre-?diabet|HbA1c|(?:cut|cutting|avoid|reduc|low)\w*\b.*(?:sugar|carb)/i,
    [
      asserts("\\b(?:ate|eats|eating|eat)\\b.*cake", `${JOKED}|\\bnot\\b|n't\\b|tempt|resist|staff|leaving|colleague|work`),
      asserts("(?:stop|quit|gave up|giv\\w* up|abandon|no longer|broke|ditch)\\w*\\b.*(?:sugar|diet|carb)", `${JOKED}|\\bnot\\b|n't\\b`),
    ],
  ),
  trap(
    "quoted pressure to drink at a wedding, refused, sobriety unchanged",
    [
      "Hi, I'm five months alcohol free as of this week, stopped drinking in August after a bad year. What are some good alcohol-free drinks for a dinner party I'm hosting?",
    ],
    [
      "Survived my cousin's wedding on Saturday. Half the table kept saying 'go on, one glass of champagne for the toast won't kill you' and the best man literally put a flute in front of me. I didn't touch it, toasted with elderflower. Still sober and weirdly proud.",
      "Can you help me come up with a few short lines for turning down a drink that don't make it a whole thing?",
    ],
    /alcohol.?free|sober|(?:stopp|quit|gave up|given up)\w*\b.*(?:drink|alcohol)|teetotal|doesn'?t drink|no alcohol|abstain/i,
    [
      asserts(
        "champagne|relaps|\\bdrank\\b|drinks? (?:again|socially|occasionally)|had a (?:drink|glass)|back (?:on|to) (?:the )?(?:drink|alcohol)",
        "\\bnot\\b|n't\\b|didn|refus|declin|resist|pressur|saying|urg|offer|tempt|turn\\w* down|avoid|instead|elderflower|without",
      ),
      asserts("(?:no longer|ended|broke|lost)\\w*\\b.*(?:sober|sobriety|alcohol.?free)", "\\bnot\\b|n't\\b|didn|resist"),
    ],
  ),
];
