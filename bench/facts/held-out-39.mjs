// Held-out set 39: written on 2026-11-27 against main at d1b8894, by a helper (`set39`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards health, diet and
// fitness, plus a tool and a job, with no city, person, product or company reused from
// scenarios.mjs, held-out sets 1 to 34 or the sets written beside it. Lower case with typos and
// fillers, news after small talk, two things in one message, time words that fit the two
// conversations' dates (about three weeks apart, early January); some messages dictated by voice
// (little punctuation, run-on sentences), others typed in quick chat style. A fair fact about the
// old value may stay current once it says the state ended ("Quit X", "No longer takes X"): `old`
// then skips such texts.
// First run: 8 of 12 at 9bf65c9 (after rules read from sets 35-38), and 8 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|packed in|ended|used to|\\bwas\\b|\\bwere\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|ditched|replac|taken off|took off|came off|anymore|until|\\bfrom\\b|cut out|retired|handed in|notice|avoid|\\boff\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Takes X", not "Stopped X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_39 = [
  change(
    "blood pressure tablets changed, dictated",
    [
      "hi so i'm 52 and i've got high blood pressure i take amlodipine 5 milligrams every morning and i'm trying to get my numbers down can you help me make a plan for walking more",
    ],
    [
      "morning hope you're well it's freezing here",
      "so update the amlodipine was making my ankles swell up like balloons so the gp took me off it and i've been on losartan since the sixth fifty milligrams once a day no swelling so far touch wood and my readings are a bit better already anyway can we look at that walking plan again",
    ],
    /losartan/i,
    claims("amlodipine", ["losartan"]),
  ),
  change(
    "contact sport quit after an injury, new sport taken up",
    ["hiya! i play rugby for a vets team on saturdays, second row, been at the club about 10 yrs"],
    [
      "lol guess who pulled his hamstring AGAIN",
      "physio says no more contact sport for me, so ive packed in rugby for good 😢 took up ultimate frisbee instead a couple of weeks ago, its non contact and the lot at the uni club are realy friendly. still going to the rugby club for a pint on saturdays tho",
    ],
    /frisbee|ultimate/i,
    claims("rugby", ["frisbee", "ultimate", "pint", "bar", "social"]),
  ),
  change(
    "coffee cut out, quick chat",
    ["i basically run on americanos lol. like 5 a day, first one before im even dressed"],
    [
      "ok weird q first, are headaches normal when you stop caffiene",
      "bc i cut it out completely as of last monday. heart was doing little flutters at night and the gp said caffeine might be it. decaf only now, day 6 and my head is pounding",
    ],
    /decaf|caffeine.free|(?:no longer|no more|quit|stopped|gave up|cut out|cut|off|no|avoids?)\b.*(?:caffeine|coffee|americano)/i,
    claims("americano|coffee|caffeine", ["decaf", "free"]),
  ),
  change(
    "allergy found, dictated",
    [
      "no allergies or anything like that i'll eat pretty much whatever you put in front of me so go wild with the recipes i want stuff for a dinner party of six",
    ],
    [
      "happy new year to you too",
      "so bit of a scary one i had a reaction to a bagel on boxing day my lips and throat went all puffy and we ended up in a and e and last week the allergy clinic did the tests and it's sesame so i'm allergic to sesame now which is a nightmare because it's in everything can you help me check recipes for it from now on",
    ],
    /allerg\w*.*sesame|sesame.*allerg/i,
    /^(?!.*(?:sesame|used to|thought|\bwas\b|\bwere\b|until)).*(?:no (?:known )?(?:food )?allerg|not allergic|(?:any|zero) (?:food )?allerg|allergy.free)/i,
  ),
  change(
    "food tracking app switched",
    ["i log everything i eat in myfitnesspal, trying to hit 140g protein a day for the gym"],
    [
      "gym has been packed since new year, all the resolution people lol",
      "oh and i ditched myfitnesspal, the free version is basically just ads now. been on cronometer since the 2nd, it does micronutrients too which is kinda cool. already found out im low on magnesium",
    ],
    /Cronometer/i,
    claims("MyFitnessPal|MFP", ["Cronometer"]),
  ),
  change(
    "new employer, news after small talk",
    [
      "hey, i work at wickes on the trade desk, mostly builders ordering timber and plasterboard at 7am. can you help me write a better out of office",
    ],
    [
      "how was your christmas? ours was chaos, the dog ate half the turkey",
      "also big news, i handed my notice in at wickes before the break and as of monday i'm at screwfix as an assistant manager!! more money and no more 6am starts. first week has been a lot tbh",
    ],
    /Screwfix/i,
    claims("Wickes", ["Screwfix"]),
  ),
  trap(
    "a hypothetical diet change, dictated",
    ["i'm a big meat eater steak at least twice a week and a roast every sunday can you give me some ideas for cuts i haven't tried"],
    [
      "my wife keeps sending me documentaries about factory farming and honestly if i ever went vegetarian it would be because of her nagging not the documentaries but that's not happening any time soon anyway steak tonight what wine goes with a ribeye",
    ],
    /meat|steak|roast/i,
    [
      asserts(
        "vegetarian|veggie|plant.based|meat.free|(?:no longer|stopp|quit|gave up|cut out|giv)\\w*\\b.*(?:meat|steak)",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|eventually|wife|not\\b|n't\\b|thinking|documentar|nag",
      ),
    ],
  ),
  trap(
    "brother's diagnosis and a coworker quitting, dictated",
    ["i cycle to work every day it's about twelve miles each way rain or shine"],
    [
      "bit of a week my brother tadhg got diagnosed with sleep apnoea so he's got one of those cpap machines now and he says he sleeps like a baby and my coworker kwabena quit vaping cold turkey as of monday so the office is a bit tense lol any tips for being supportive to both of them",
    ],
    /cycl|bike/i,
    [
      asserts("apnoea|apnea|CPAP", "tadhg|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling"),
      asserts("vap", "kwabena|cowork|colleague|\\bhe\\b|\\bhis\\b|\\bhim\\b|\\bshe\\b|\\bher\\b"),
    ],
  ),
  trap(
    "did not do the alcohol-free month",
    [
      "i have a glass of red with dinner most nights, definately nothing crazy",
      "thinking of doing dry january this year tho, my mate is doing it and wants company",
    ],
    [
      "lol so i did NOT do dry january in the end. lasted till the 3rd, my mate caved first so it doesnt count",
      "still just the one glass of red with dinner. whats a good one under a tenner",
    ],
    /wine|glass of red|red with dinner/i,
    [
      asserts(
        "dry january|sober|teetotal|alcohol.free|no alcohol|not drinking|(?:no longer|stopp|quit|gave up|cut out|off)\\w*\\b.*(?:drink|alcohol|wine|booze)",
        "did not|didn't|not do|never did|failed|lasted|till|until|thinking|consider|plan|tried|attempt|mate|friend|might|would|gave in|caved",
      ),
    ],
  ),
  trap(
    "a question about a sleep supplement",
    ["i take magnesium before bed and im usually out by 11"],
    [
      "quick q",
      "is melatonin actually better than magnesium for sleep? my flatmate swears by it but i dont wanna get dependent on anything",
    ],
    /magnesium/i,
    [
      asserts("melatonin", "\\?|\\bask|should|whether|consider|wonder|better|flatmate|swear|question|\\bif\\b|curious|thinking|depend"),
      asserts("(?:stop|quit|no longer|switch|dropp|replac)\\w*\\b.*magnesium", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about giving up running",
    ["started a beginners running plan, week 5 of 9, three runs a week round the park"],
    [
      "week 6 run 3 nearly killed me",
      "thats it im retiring from running and becoming a professional sofa lmao. anyway what should i eat before a run, i keep getting a stitch",
    ],
    /\brun/i,
    [
      asserts("(?:quit|retir|gave up|giv|stopp|no longer)\\w*\\b.*run", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
      asserts("sofa", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
    ],
  ),
  trap(
    "quoted speech from a physio",
    ["i play hockey on saturdays for a local club, midfield, been playing since school"],
    [
      "rolled my ankle at training on thursday ugh",
      'physio had a look and went "right, well that\'s your hockey career over then" with a totally straight face 😂 its just a sprain, shes given me exercises and i should be back in 2 weeks',
    ],
    /hockey/i,
    [
      asserts(
        "(?:no longer|quit|stopp|gave up|retir|ended|over)\\w*\\b.*hockey|hockey.*\\b(?:over|ended)\\b",
        "said|says|physio|told|jok|straight face|not\\b|n't\\b|sprain|temporar|weeks|back",
      ),
    ],
  ),
];
