// Held-out set 146: written on 2026-11-28 against main at f5dd0c8, by a helper (`set146`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a Korean graduate student in mechanical engineering at a university
// in Texas, writing clear but slightly formal non-native English (a few dropped articles, "I am
// wondering if", "kindly"), asking about a thesis, a lab, visa paperwork, Korean cooking with local
// ingredients and a part-time campus job. Half of the changes are told plainly as news (a new
// campus job, an engagement, a move), half only in passing beside a request (a new CFD tool in a
// meshing question, a new car in an insurance question, a new sport in a stretching question).
// Traps: a hypothetical PhD question, a labmate's job news, an advisor's quoted remark the user
// does not follow, a negation (a car not bought), irony (a hated herb called a favourite) and a
// plan not carried out (a job application not sent). Time words fit the two conversations' dates
// (1 and 20 January). A fair fact about the old value may stay current once it says the state
// ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at befd6c0 (the final code of the session's first round), and 9 of 12 on f5dd0c8, the code this round
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

/** Words that say something was said in jest, sarcastically or the other way round. */
const JOKED = "jok|joke|sarcas|iron|kidding|tongue|\\bnot\\b|n't\\b|cannot|dislik|hate|soap|picked out|pick out|avoid";

/** Words that say news or words belong to someone else. */
const OTHERS = "labmate|lab-mate|lab mate|colleague|friend|\\bhis\\b|\\bhe\\b|\\bhim\\b|\\bher\\b|\\bshe\\b|their";

export const HELD_OUT_146 = [
  change(
    "a campus job change told plainly as news, with a grading request",
    [
      "Hello. I am second-year master's student in mechanical engineering at Lamar University, and for part-time job I work the front desk at the campus recreation center, 15 hours a week. Kindly help me write short polite email to my supervisor to swap my Thursday shift, because it conflicts with lab meeting.",
    ],
    [
      "I have some news: I quit the rec center front desk job last week. From this spring semester I am the grader for the undergraduate Heat Transfer course, 10 hours a week, and the pay is better.",
      "I am wondering if you can help me make a simple rubric for a homework problem about fin efficiency. I want to be fair with the partial credit.",
    ],
    /\bgrader\b|grading for|grades (?:for|homework)|heat transfer/i,
    claims("rec(?:reation)? cent|front desk", ["grader", "heat transfer"]),
  ),
  change(
    "a CFD tool switch shown only in a meshing question",
    [
      "For my thesis I simulate airflow over heat sink fins, and I do all the CFD in STAR-CCM+ on our lab workstation. Kindly explain the difference between k-epsilon and k-omega SST turbulence models in simple words?",
    ],
    [
      "My snappyHexMesh run keeps failing at the layer addition step on the heat sink geometry. This is first of my thesis cases I am rebuilding in OpenFOAM, since the department did not renew the STAR-CCM+ license this month, and my advisor wants results by February. I am wondering which parameters in snappyHexMeshDict I should check first?",
    ],
    /OpenFOAM/i,
    claims("STAR-?CCM", ["OpenFOAM", "licen", "renew", "expir"]),
  ),
  change(
    "a long-distance girlfriend becomes a fiancee, told plainly as news",
    [
      "My girlfriend Ji-hye is still in Daejeon, so we are long distance with 15 hours time difference. I am wondering if you can suggest some video call date ideas that are not boring?",
    ],
    [
      "Big news for me: Ji-hye came to visit Texas for two weeks this January, and I proposed to her at the San Antonio riverwalk. She said yes! We are engaged now.",
      "Kindly help me write a short announcement for my lab group chat, not too cheesy please.",
    ],
    /\bengaged\b|fianc[eé]/i,
    claims("girlfriend|dating|long[- ]distance", ["engaged", "fianc", "propos"]),
  ),
  change(
    "a new car shown only in an insurance question",
    [
      "I drive a 2007 Cobalt that I bought from a graduating Korean student, and since yesterday the AC blows only warm air. In Texas summer this is dangerous. Roughly how much does it cost to recharge the refrigerant?",
    ],
    [
      "I am adding my 2014 Verano to my auto insurance, and the agent asks if I want to keep the Cobalt on the policy until title transfer is done, but I already sold it to a freshman last Saturday. Kindly explain what 'comprehensive' and 'collision' mean, I am confused which one I need.",
    ],
    /Verano/i,
    claims("Cobalt", ["Verano", "sold", "sell"]),
  ),
  change(
    "a move to a cheaper town told plainly, with a visa address request",
    [
      "I live in Kingsville for my master's program. It is small town, so the nearest Korean grocery is 40 minutes drive. Kindly give me a kimchi recipe that works with regular green cabbage from the normal supermarket?",
    ],
    [
      "I moved to Robstown last weekend. The rent is much cheaper and it is closer to the big Asian market, so now I drive about 30 minutes to campus, but it is okay.",
      "Kindly help me make a checklist of who I need to tell about my new address, especially for my F-1 visa and SEVIS records.",
    ],
    /Robstown/i,
    claims("(?:lives?|living|resid|based|home|apartment)\\w*\\b.*Kingsville", ["Robstown"]),
  ),
  change(
    "a sport change shown only in a stretching question",
    [
      "Every Saturday I play jokgu with other Korean students, it is like volleyball with the feet and it is my only exercise besides walking to lab. Kindly suggest a warm-up routine so my ankle does not hurt?",
    ],
    [
      "My right shoulder is sore after playing disc golf on the campus course four times this week, I even gave my jokgu shoes to a new Korean student because I do not need them now. I am wondering if you can suggest some stretches, and how to throw a backhand without using only the arm.",
    ],
    /disc golf/i,
    claims("jokgu|foot volleyball", ["disc golf", "gave"]),
  ),
  trap(
    "a hypothetical PhD question about the I-20",
    [
      "I am master's student in mechanical engineering at UT Tyler, thesis option, and I plan to graduate this coming August. Kindly help me outline a thesis timeline for spring and summer.",
    ],
    [
      "Hypothetically, if I continue to a PhD after my master's, do I need a new I-20 or can the school just extend the current one? I have not decided anything, my advisor only mentioned it once.",
      "Also how long does a SEVIS record update usually take, just in case?",
    ],
    /master/i,
    [
      asserts(
        "Ph\\.?D|doctora",
        `${IMAGINED}|\\?|\\bask|wonder|curious|question|whether|decid|mention|suggest|advisor|hypothe|in case|option`,
      ),
    ],
  ),
  trap(
    "a labmate's job offer and departure, with a farewell request",
    [
      "I am master's student in the tribology lab at Prairie View A&M, and I run pin-on-disk wear tests most of the day. Kindly explain how to calculate specific wear rate from the mass loss?",
    ],
    [
      "My labmate Dong-hyun just got a full-time offer from a refinery in Port Arthur and he will leave the lab in February, so now I have to learn his friction tester too. I am happy for him but a little scared.",
      "I am wondering if you can help me write a good farewell card message for him, in slightly funny tone.",
    ],
    /tribology|Prairie View|wear test|pin-on-disk/i,
    [
      asserts("Port Arthur|refinery|full[- ]time (?:offer|job)|job offer", OTHERS + "|Dong-hyun"),
      asserts("(?:left|leaving|leave|quit|no longer)\\w*\\b.*(?:lab|tribology|Prairie View)", OTHERS + "|Dong-hyun"),
    ],
  ),
  trap(
    "an advisor's quoted remark about dropping MATLAB that the user does not follow",
    [
      "All my data processing for the thesis is in MATLAB, mostly strain gauge signals from fatigue tests. Kindly help me write a function for a low-pass Butterworth filter?",
    ],
    [
      'My advisor said in group meeting, quote, "Everyone in this lab should move to GNU Octave by summer, the department will not pay for MATLAB licenses forever." Honestly I am not switching, my code is 3,000 lines and I defend in May.',
      "Can you help me speed up this MATLAB loop that does rainflow counting? Now it takes 20 minutes for one file.",
    ],
    /MATLAB/i,
    [
      asserts(
        "Octave",
        `${IMAGINED}|advisor|professor|supervisor|\\bsaid|told|suggest|recommend|urg|push|should|everyone|group meeting|lab members`,
      ),
      asserts(
        "(?:stopp|switch|mov|no longer|replac|migrat|drop)\\w*\\b.*MATLAB",
        `${IMAGINED}|advisor|professor|supervisor|\\bsaid|told|suggest|recommend|urg|push|should|everyone|group meeting|lab members`,
      ),
    ],
  ),
  trap(
    "a car not bought, told as a negation, with a bike request",
    [
      "I don't have a car, I bike 3 miles to campus every day, even in the August heat. Kindly suggest how I can avoid arriving at the lab completely sweaty?",
    ],
    [
      "No, I still did not buy the car. My labmate offered me his 2010 Forenza for 6,000 dollars, but it was too much for my stipend, so I keep biking.",
      "I am wondering how I can carry a 20 lb bag of rice home from the grocery store on my bike safely. Any cheap rack or basket idea?",
    ],
    /\bbik(?:e|es|ing)\b|bicycl|cycl/i,
    [
      asserts(
        "(?:owns?|drives?|bought|has|purchas)\\w*\\b.*(?:\\bcar\\b|Forenza)|Forenza",
        `${IMAGINED}|\\bno\\b|without|labmate|offer|declin|too (?:much|expensive)|afford|turned down|pass(?:ed)? on`,
      ),
    ],
  ),
  trap(
    "irony about a hated herb at a potluck, with a cooking request",
    [
      "I cannot stand cilantro, for me it tastes like soap, but in Texas every taco and salsa has it. Kindly give me a simple pico de gallo recipe without cilantro but still fresh tasting?",
    ],
    [
      "Wow, my favorite herb in the whole world, cilantro, was all over the 'Korean BBQ' tacos at the department potluck. Truly I was blessed. Haha, of course I picked out every single leaf.",
      "Kindly help me make a bulgogi marinade with ingredients from a normal Texas grocery store, I want to bring real Korean food to the next potluck.",
    ],
    /(?:dislik|hate|can'?t stand|cannot stand|avoid|not (?:a )?fan|doesn'?t like|does not like|aversion)\w*.*cilantro|cilantro.*(?:soap|dislik|hate|avoid)/i,
    [asserts("(?:likes?|loves?|enjoys?|favou?rite)\\b.*cilantro|cilantro\\b.*(?:favou?rite|loves?|likes?|enjoys?)", JOKED)],
  ),
  trap(
    "a research assistant application written but not sent",
    [
      "I am mechanical engineering master's student at Tarleton State, and I work part-time as a barista at the coffee shop in our student union, about 12 hours per week. Kindly suggest how I can memorize the drink recipes faster, I keep mixing up the syrups.",
    ],
    [
      "I was going to apply for the research assistant position in Dr. Vanterpool's combustion lab, I even wrote the cover letter, but in the end I did not submit it because the hours conflict with my thesis experiments. So I stay at the coffee shop.",
      "Kindly help me politely tell Dr. Vanterpool that I will not apply this time, but I am interested for the future.",
    ],
    /barista|coffee shop/i,
    [
      asserts(
        "research assistant|\\bRA\\b|combustion lab|Vanterpool",
        `${IMAGINED}|almost|going to|cover letter|decided against|future|later|\\bask|email|message`,
      ),
      asserts("(?:left|quit|no longer|stopp|leaving)\\w*\\b.*(?:barista|coffee)", IMAGINED),
    ],
  ),
];
