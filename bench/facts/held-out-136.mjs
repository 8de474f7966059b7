// Held-out set 136: written on 2026-11-28 against main at f5dd0c8, by a helper (`set136`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company or school reused from scenarios.mjs, the held-out sets on main or sets 55 to 134 in
// /work/sets (the user's own city is never named, only its neighbourhoods).
// Style: one voice, a 24-year-old software tester in Bangalore writing Indian English in quick
// lowercase chat ("pls", "itself", "only", "na", "yaar", "PFA"), asking about test plans,
// interview prep, cooking and family matters, nearly every message with a request. Changes: half
// told plainly as news (a new employer, a diet that now takes eggs, a medicine swapped by the
// doctor), half in passing beside a request (a new flat's gas connection, a flaky-spec question
// in the new test tool, range anxiety on a new scooter). Traps: a hypothetical second pet, a
// cousin's engagement, a manager's quoted remark, a negation ("NOT quitting"), sarcasm about
// giving up fitness, and a resignation typed but never sent. Time words fit two conversations
// about three weeks apart in January.
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at befd6c0 (the final code of the session's first round), and 8 of 12 on f5dd0c8, the code this round
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

/** Words that say something was only joked, teased or said in sarcasm. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|funny|tongue|quip|tease|teasing|exaggerat|vent|frustrat|self-deprecat|laugh`;

/** Words that put the news on the cousin rather than on the user. */
const COUSIN = "cousin|nivedita|aunt|relative|family|asked|asking|\\bturn\\b|pressure";

/** Words that say a remark was only someone else's words. */
const SAID =
  "manager|\\bboss\\b|said|says|saying|calls?\\b|called|quot|remark|whenever|every time|on leave|cover|fill|stand-?in|informal|unofficial";

export const HELD_OUT_136 = [
  change(
    "a new employer told plainly as news, with a self-intro request",
    [
      "hi, i'm a QA engineer at nagarro, 2 yrs exp, mostly manual testing for a retail client. pls help me write test cases for a login page with OTP, positive and negative both",
    ],
    [
      "yaar big news, i resigned from nagarro and joined happiest minds last monday itself!! same QA role only but the hike is good and no more retail client drama",
      "team intro call is tomorrow, pls help me prepare a 1 min self intro that doesn't sound too rehearsed",
    ],
    /Happiest Minds/i,
    claims("Nagarro", ["Happiest"]),
  ),
  change(
    "a move told in passing through the new flat's gas connection, with a cooking request",
    [
      "i stay in a PG in marathahalli and the ORR traffic is killing me, 1 hr by bus for 9 km 😩. pls suggest some testing or tech podcasts for the ride",
    ],
    [
      "new flat in hennur still doesn't have a gas connection, the agency guy is saying 2 more weeks only. till then i have just an induction stove and a rice cooker",
      "pls give me 3 easy dinner recipes i can make with these two, simple south indian style is fine",
    ],
    /Hennur/i,
    claims("Marathahalli", ["Hennur"]),
  ),
  change(
    "a pure-veg diet now takes eggs, told plainly, with a recipe request",
    [
      "i'm pure veg, whole family is very strict about it, not even eggs. pls give me some high protein breakfast ideas, my gym trainer keeps scolding me about protein",
    ],
    [
      "ok update, i've started eating eggs now 🙈 trainer won the argument. amma doesn't know yet so pls don't judge",
      "how to make egg bhurji that doesn't become rubbery? hostel style with lots of onion",
    ],
    /eggetarian|^(?!.*(?:doesn't|does not|don't|not even|no eggs|avoids?|never)).*\beggs?\b/i,
    /^(?!.*(?:eggetarian|ovo|eats eggs|eating eggs|eat eggs now|started|began|now eats?|except|includ|no longer|used to|\bwas\b|previous|former|until|anymore|any more|changed|switch)).*(?:pure veg|vegetarian|(?:doesn't|does not|don't|never) eats? eggs|not even eggs|no eggs)/i,
  ),
  change(
    "a test tool migration told in passing beside a flaky-spec question",
    [
      "at work we use katalon studio for UI automation and i'm the one maintaining our regression suite. how do i handle a dropdown whose values load only after an api call? it fails randomly",
    ],
    [
      "how do i make wdio retry only the flaky specs and not rerun the whole suite? ever since we moved the regression suite from katalon to webdriverio my mornings are just reading red reports 😑",
      "also pls tell me a clean folder structure for page objects in it",
    ],
    /WebdriverIO|\bwdio\b/i,
    claims("Katalon", ["WebdriverIO", "\\bwdio\\b"]),
  ),
  change(
    "a new electric scooter told in passing through range anxiety, with a trip question",
    [
      "i ride my activa to office, 14 km each way. these january mornings are so cold yaar, any tips to keep my hands and face warm on the ride?",
    ],
    [
      "range anxiety on my ather is real yaar, the old activa never made me think about km even once 😅",
      "planning a weekend ride to chikkamagaluru with friends, around 240 km one way. how many charging stops should i plan and how long each?",
    ],
    /\bAther\b/i,
    claims("\\bActiva\\b", ["\\bAther\\b", "\\bold\\b", "sold"]),
  ),
  change(
    "an allergy medicine swapped by the doctor, told plainly",
    [
      "i'm on montelukast 10 mg every night for my dust allergy cough. PFA my evening schedule, pls tell me if taking it at 11 pm is ok: logoff 9, dinner 9:30, bed 11:30",
    ],
    [
      "update from the doctor visit: she stopped the montelukast since it was giving me weird dreams, now i'm on bilastine 20 mg once in the morning instead",
      "can i take it with my morning coffee or should i wait? and any food to avoid?",
    ],
    /bilastine/i,
    claims("montelukast", ["bilastine"]),
  ),
  trap(
    "a hypothetical second pet asked about, with a request for the dog",
    [
      "we have an indie dog at home called chintu, 3 yrs old, and he's terrified of the pressure cooker whistle lol. how do i calm him down when amma is cooking?",
    ],
    [
      "hypothetically if we adopted a pair of lovebirds also, would chintu go crazy chasing them? just asking, appa will never agree and the balcony is too small itself",
      "meanwhile pls suggest some cheap puzzle toys for chintu, he gets bored when we're all at work",
    ],
    /Chintu/i,
    [asserts("lovebird|\\bbirds?\\b|parrot", `${IMAGINED}|\\?|\\bask|appa|father|\\bdad\\b|agree|balcony|chas`)],
  ),
  trap(
    "a cousin's engagement, with a caption request",
    [
      "me and my boyfriend pranav have been together 3 years, he's doing his masters abroad so long distance for now. pls suggest some online games we can play on video call on weekends",
    ],
    [
      "my cousin nivedita got engaged yesterday!! ring ceremony was in udupi and the whole family went mad. now every aunty is asking me 'when is your turn' 🙄",
      "pls help me write a short cute congrats caption for her engagement post, something not cringe",
    ],
    /^(?!.*(?:\bex\b|ex-|broke up|former|used to)).*Pranav/i,
    [
      asserts("engaged|fianc|engagement|ring ceremony", `${COUSIN}|attend|went|congrat|caption`),
      asserts("Udupi", `${COUSIN}|ceremony|visit|trip|travel|went|attend`),
    ],
  ),
  trap(
    "a manager's quoted remark in standup, with a career request",
    [
      "i'm a manual tester in the payments team, 2 yrs now. PFA the test plan outline for our upi refund feature, pls check if anything is missing: scope, test approach, entry/exit criteria, test data, risks, schedule",
    ],
    [
      "lol my manager said in standup today 'from now on you're our scrum master also na, you anyway chase everyone for updates' 😂. he says this every time the real SM is on leave",
      "pls give me some good questions to ask in my 1:1 about moving into automation, that's what i actually want",
    ],
    /^(?!.*(?:no longer|\bleft\b|moved (?:from|out)|former|used to)).*(?:payments?|manual test)/i,
    [
      asserts("scrum master|\\bSM\\b", `${JOKED}|${SAID}`),
      asserts(
        "(?:moved|switched|transferred|promoted)\\w*\\b.*automation|automation (?:engineer|tester|role|team)|\\bSDET\\b",
        `${IMAGINED}|1:1|\\bask|goal|aspir|\\baim|career|move into|moving into|grow`,
      ),
    ],
  ),
  trap(
    "a negation: not quitting a sport after a sprain",
    [
      "i play throwball for our office team every saturday morning, the inter-company tournament is in february. pls suggest some drills to improve my serve",
    ],
    [
      "no no, i'm NOT quitting throwball, whatever my team lead thinks just because i sprained my finger last week. it's taped and i'm playing saturday only",
      "pls tell me the proper buddy taping method and a warmup so it doesn't get worse",
    ],
    /^(?!.*(?:(?<!not |never )\bquit|stopp|gave up|given up|no longer|used to)).*throwball/i,
    [
      asserts(
        "(?:quit|stopp|gave up|given up|no longer|\\bleft\\b|dropp)\\w*\\b.*throwball|throwball.*(?:quit|stopped|given up)",
        "\\bnot\\b|n't\\b|never|despite|still|continu|lead|thinks|assum|deni|refus|keeps?\\b",
      ),
    ],
  ),
  trap(
    "sarcasm about giving up fitness after a busy week, with a stretch request",
    [
      "i do yoga every morning 6 to 6:45 in an online batch before logging in, been 8 months now. pls suggest a light breakfast i can eat after that before my 9:30 standup",
    ],
    [
      "wow release week means i skipped yoga 4 days straight, great, officially a couch potato who has given up on fitness forever 🙄😂",
      "pls give me a 15 min stretch routine i can do at 11 pm after the defect triage call, my back is dead",
    ],
    /^(?!.*(?:quit|stopp|gave up|given up|no longer|used to|skipp)).*yoga/i,
    [
      asserts(
        "(?:quit|stopp|gave up|given up|no longer|abandon)\\w*\\b.*(?:yoga|fitness|exercis|work ?out)|couch potato",
        `${JOKED}|skip|release|week|days|busy|temporar|brief`,
      ),
    ],
  ),
  trap(
    "a resignation typed but never sent, with a request to decline the offer",
    [
      "i'm a test engineer at sonata software, almost 3 yrs, lead is nice but growth is slow. pls give me top 10 api testing interview questions, just keeping myself ready",
    ],
    [
      "so i almost resigned to join that fintech startup in gurugram, had the mail typed and everything, but backed out last minute after sonata gave a counter offer. staying here only",
      "pls help me write a polite reply to the startup HR declining the offer without burning bridges",
    ],
    /^(?!.*(?:\bleft\b|\bquit\b|former|no longer|ex-|used to)).*Sonata/i,
    [
      asserts("fintech|startup|Gurugram", `${IMAGINED}|declin|backed|almost|nearly|offer|turn|reject|plan|counter|instead|stay`),
      asserts(
        "(?:\\bleft\\b|resign|\\bquit|no longer|moved)\\w*\\b.*Sonata|former.*Sonata",
        `${IMAGINED}|almost|nearly|backed|counter|stay|declin|plan`,
      ),
    ],
  ),
];
