// Held-out set 98: written on 2026-11-27 against main at 55252c9, by a helper (`set98`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of fair hedged facts a trap may leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: a UK nurse doing shift work, writing tired short messages at odd hours (post-nights,
// 3am breaks), lowercase, abbreviations ("u", "tmrw"), ward and drug vocabulary (band 5/6, off
// duty, resus, obs), nearly every message with a request (rosters, meal prep, revision, drug
// questions). Changes: a new hospital, nights to long days, a migraine preventive swapped, a
// course dropped for a shorter module, pescatarian to vegan, one hobby given up for another.
// Traps: a hypothetical agency question, a friend's promotion, a one-night redeployment, a
// medication offered and declined, a joke about breaking up, a manager's suggestion quoted.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer takes X"): `old` then skips such texts.
// First run: 4 of 12 at 542c097 (the session's final code), and 4 of 12 on 7edddd3, the code the session started
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

/** Words that say something was said in jest or in a temper. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|tease|teasing|vent|frustrat|exasperat";

/** Words that say a state is only for a while (a shift, a cover, a trip). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_98 = [
  change(
    "a move to another hospital told as week two there, with a policy request",
    [
      "just off a 12.5hr on the acute medical unit at glangwili, feet are wrecked. can u give me a 5 day meal prep plan i can batch cook on my day off? needs to be eaten cold or microwaved in 3 mins",
    ],
    [
      "week 2 at morriston now. the drive over from carmarthen is 50 mins but the new health board pays more with the enhancements so. glangwili didnt even do me a leaving card lol",
      "can u make me a cheat sheet for NEWS2 escalation, their policy is different to what im used to",
    ],
    /Morriston/i,
    claims("Glangwili", ["Morriston"]),
  ),
  change(
    "permanent nights become long days after a rota change, with a sleep request",
    [
      "permanent nights on the renal ward, 4 on 3 off. its 0340 and im eating cold toast out of a napkin. whats actually good to eat on nights that wont make me feel sick?",
    ],
    [
      "finally off nights!! went onto long days on the 12th when they redid the rota, 0730 to 2000. body has no idea whats going on, still wide awake at 2am",
      "how do i reset my sleep fast? got 3 long days in a row from thurs",
    ],
    /long days|day shifts?|\bdays\b(?! off)/i,
    claims("\\bnights?\\b|night shift", ["\\bdays\\b", "day shift", "\\brota\\b", "off nights"]),
  ),
  change(
    "a migraine preventive swapped by neurology, told with side-effect worries",
    [
      "0410 and a migraine starting, on a night shift obviously. i take nortriptyline 25mg at night for prevention, is it ok to take sumatriptan with that? also what can i eat that wont make the nausea worse",
    ],
    [
      "neuro took me off the nortriptyline, i was a zombie at handover and put on like 4kg. started fremanezumab last week, monthly injection in my thigh, did it myself like a pro lol",
      "what side effects should i actually watch for with it? want to know whats normal before i panic",
    ],
    /fremanezumab/i,
    claims("nortriptyline", ["fremanezumab", "\\boff\\b"]),
  ),
  change(
    "a part-time masters dropped for a short diabetes module, with a quiz request",
    [
      "doing a part time MSc in advanced clinical practice at keele on top of full time hours, first assignment due in feb. its 1am and ive written 200 words. can u help me structure a 3000 word reflective essay",
    ],
    [
      "pulled out of the msc last week. couldnt do it on top of 37.5 hrs and nights, i was crying in the car park. signed up for a 20 credit diabetes management module instead, way more doable",
      "can u quiz me on insulin types? onset, peak, duration",
    ],
    /diabetes/i,
    claims("\\bMSc\\b|master'?s|advanced clinical practice|\\bACP\\b|Keele", ["diabetes", "pulled out", "withdr", "defer"]),
  ),
  change(
    "pescatarian to vegan, told as three weeks in, with a meal prep request",
    [
      "pescatarian, i live off tinned fish and eggs on shift cos theyre quick. can u do me a high protein meal prep for 3 long days? no microwave on our ward, only a kettle",
    ],
    [
      "3 weeks vegan now!! not missing the tuna at all, surprised myself. what can i take on a long day thats high protein with no fridge and only a kettle",
      "also do i actually need a b12 supplement or is that a myth",
    ],
    /vegan|plant.based/i,
    claims("pesc[ae]tarian|\\bfish\\b|tuna|sardine", ["vegan", "plant"]),
  ),
  change(
    "aerial silks given up on physio advice, lindy hop taken up",
    [
      "aerial silks twice a week on my days off, only thing keeping me sane tbh. any stretches for tight shoulders after a shift of turning patients all day?",
    ],
    [
      "had to pack in aerial silks, physio says my rotator cuff cant take it on top of all the manual handling at work. started lindy hop classes on tuesdays, im terrible but its so fun",
      "any tips for not stepping on peoples feet constantly lol",
    ],
    /lindy|swing danc/i,
    claims("aerial|silks", ["lindy", "swing", "physio", "rotator", "injur", "pack"]),
  ),
  trap(
    "a hypothetical agency question at 3am, not leaving",
    ["scrub nurse in theatres at derriford, mostly trauma lists. need a cheap batch cook i can eat in the 15 min gap between cases"],
    [
      "if i went full agency would i actually take home more after tax? some of the agency lot on our lists get nearly double. not leaving, id lose my pension, just wondering at 3am as you do",
      "can u do the maths, 3 x 12hr shifts a week at £24/hr vs £42/hr",
    ],
    /Derriford|theatre/i,
    [
      asserts(
        "(?:works?|working|went|gone|joined|now|is)\\b.*\\bagency\\b|agency (?:nurse|work)",
        `${IMAGINED}|\\?|\\bask|wonder|curious|question|whether|compar|pension|earn|paid|\\bpay|double|colleague|staff|\\blot\\b|others`,
      ),
      asserts("(?:left|leaving|quit|no longer|resign)\\w*\\b.*(?:Derriford|theatre|permanent|staff post)", `${IMAGINED}|pension`),
    ],
  ),
  trap(
    "a friend gets the ward manager job the user did not apply for",
    [
      "just made band 6 junior sister on haematology and now i have to do the off duty 😩 can u help me make a fair rota template for 14 nurses, 3 on each night",
    ],
    [
      "my mate eluned got the band 7 ward manager job on our ward!! so chuffed for her, she deserves it. i didnt apply, not ready for that level of emails",
      "can u help me write a card thats funny but not unprofessional",
    ],
    /band 6|junior sister|\bsister\b/i,
    [asserts("band 7|ward manager", "eluned|friend|\\bmate\\b|colleague|\\bher\\b|\\bshe\\b|\\bnot\\b|n't\\b|didn|appl|congrat|card")],
  ),
  trap(
    "pulled to ED for one night, back on the stroke unit tomorrow",
    [
      "staff nurse on the stroke unit at treliske, long days mostly. relatives keep bringing in crisps for patients on modified diets 🙄 any swallow-safe snack ideas i can suggest to them?",
    ],
    [
      "got pulled to ED for tonight, theyre 6 nurses down. not been in resus since my student placement and im bricking it. back on stroke tmrw thank god",
      "quick refresher pls, whats in an adult sepsis screen and what do i escalate first",
    ],
    /stroke/i,
    [
      asserts(
        "\\bED\\b|A&E|emergency (?:dep|med|nurs|room)|resus",
        `${TEMPORARY}|tonight|one (?:night|shift)|pulled|cover|redeploy|short|\\bdown\\b|nervous|anxious|bricking|\\bnot\\b|n't|since|student|placement`,
      ),
      asserts("(?:left|moved|no longer|transferr)\\w*\\b.*stroke", `${TEMPORARY}|tonight|pulled|tomorrow|tmrw|\\bback\\b`),
    ],
  ),
  trap(
    "a biologic offered by rheumatology and declined for now",
    [
      "got psoriatic arthritis, on sulfasalazine 1g twice a day. hands are stiff as anything after a run of nights. any easy meal prep that doesnt need much chopping?",
    ],
    [
      "rheum wanted to start me on adalimumab injections but i said not yet, id rather see if the sulfasalazine settles once im off this block of nights. shes reviewing me in april",
      "can u do me a list of anti inflammatory foods thats actually evidence based not influencer nonsense",
    ],
    /sulfasalazine|psoriatic/i,
    [
      asserts(
        "adalimumab|biologic",
        `${IMAGINED}|offer|declin|turn|refus|said no|suggest|recommend|review|discuss|\\byet\\b|later|rather|rheum|propos`,
      ),
      asserts("(?:stopp|no longer|came off|switch)\\w*\\b.*sulfasalazine", IMAGINED),
    ],
  ),
  trap(
    "a joke about breaking up over pink scrubs",
    [
      "my girlfriend morwenna is a paramedic so our rotas never line up, we see each other like twice a week. can u help me plan a cheap date for a tuesday afternoon",
    ],
    [
      "morwenna put my scrubs in with her red hoodie so now i own pink scrubs. we're breaking up. (we're not, i love her, im just furious lol)",
      "how do i get dye run out of polycotton",
    ],
    /Morwenna/i,
    [
      asserts(
        "break(?:ing)? up|broke up|\\bsplit|\\bsingle\\b|separat|\\bex\\b|ex-girlfriend|\\bended",
        `${JOKED}|\\bnot\\b|n't|love|furious|angry|annoy|\\bdye|scrub|pink|hoodie`,
      ),
    ],
  ),
  trap(
    "a manager's suggestion of another course, quoted and laughed off",
    [
      "doing my V300 prescribing course at edge hill alongside work, pharmacology exam in march. its 5am post nights and i cant sleep so may as well revise. can u make flashcards on drug interactions with digoxin",
    ],
    [
      "my ward manager said 'you should do the district nursing SPQ next year, youd smash it' which was nice but lol no. one course at a time",
      "can u quiz me on cyp450 inducers and inhibitors, i always mix them up",
    ],
    /V300|prescrib/i,
    [
      asserts(
        "district nurs|\\bSPQ\\b|specialist practi",
        `${IMAGINED}|said|suggest|manager|encourag|\\bno\\b|next year|future|recommend|told|\\burg|pushed|one course|${JOKED}`,
      ),
    ],
  ),
];
