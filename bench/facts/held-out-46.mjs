// Held-out set 46: written on 2026-11-27 against main at 7c33b92, by a helper (`set46`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or held-out sets 1 to 42 on main (sets 43 to 45 had no file
// yet in their worktrees when this one was written). Weighted to work, study and tools; mostly
// lower case with typos and fillers, news after small talk, several messages that ramble (two or
// three pieces of news, the change not in the first sentence, details about kids, partners and
// coworkers beside it), time words that fit the two conversations' dates (about three weeks
// apart, January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at 549faef (after rules read from sets 35-42), and 6 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|transferr|anymore|any more|until|\\bfrom\\b|back in|died|broke|dead";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_46 = [
  change(
    "a lift engineer changes employer, after school-run small talk",
    [
      "hi, i'm a lift service engineer at kone, mostly out on the road fixing elevators in office blocks, so sorry if i reply at weird times",
    ],
    [
      "morning! kids went back to school today finally, my youngest lost a tooth at breakfast so that was a whole drama",
      "anyway bit of news, i handed my notice in at kone before christmas and started at schindler last monday. same sort of work but modernisation projects not callouts, so no more weekend on-call!! my wife is thrilled. also got a company van now which is nice. can you help me make a little checklist for site surveys?",
    ],
    /Schindler/i,
    claims("\\bKone\\b", ["Schindler"]),
  ),
  change(
    "a first-year changes degree, with a flatmate going the other way",
    ["hey, first year uni student here, im studying chemical engineering and honestly the maths is killing me"],
    [
      "hiii happy new year (bit late lol)",
      "so i had a long chat with my personal tutor and my parents over the break and ive transferred out of chem eng, im doing biomedical science now as of this semester, lectures started on the 13th. the labs are way more my thing tbh. my flatmate tomasz is doing the opposite and wants to switch INTO engineering haha. could you explain the difference between innate and adaptive immunity like im 5",
    ],
    /biomedical|biomed/i,
    claims("chemical engineering|chem eng", ["biomed"]),
  ),
  change(
    "an office manager's practice moves its project tool, in a chaotic week",
    [
      "i'm the office manager at a small architecture practice, 14 people. we run every project in basecamp and im the one who keeps it tidy lol",
    ],
    [
      "ugh this week. the boiler broke, one of the partners is off with flu and the other one just had twins (!!) so its been me holding the fort",
      "also we moved everything over from basecamp to wrike as of monday, the partners wanted gantt charts for the bigger jobs and basecamp doesnt really do that. im still figuring out the folders. can you help me write a short how-to email for the team on logging time in wrike?",
    ],
    /Wrike/i,
    claims("Basecamp", ["Wrike"]),
  ),
  change(
    "a runner's watch replaced, after a long-run report",
    ["training for my first half in april, i log everything on my old polar watch, the m430, it's been with me for years"],
    [
      "long run done, 16k in the rain, my knees have opinions",
      "the polar finally gave up on new years day so i got a suunto race the week after, the battery is insane. my partner says i talk about pace zones more than i talk to her now lol. can you help me set up a training plan for the next 10 weeks on it? it does structured workouts i think",
    ],
    /Suunto/i,
    claims("Polar|M430", ["Suunto"]),
  ),
  change(
    "a study plan changes university, said before the real request",
    [
      "i work in the environmental health team at the council, and the plan is to start a part time msc in epidemiology at leiden in september",
    ],
    [
      "quick life update before my actual question: i got the scholarship letter on friday!!",
      "so change of plan, im doing the msc at groningen instead of leiden, they offered a full fee waiver and its a 20 min train from where my girlfriend works. leiden was always going to be a stretch money wise. anyway can you help me write a thank you email to the scholarship committee, nothing too gushing",
    ],
    /Groningen/i,
    claims("Leiden", ["Groningen"]),
  ),
  change(
    "a family moves provinces, two pieces of news in one message",
    ["hello! i live in moncton with my husband and our daughter (she's 3), i do the accounts for a couple of local businesses from home"],
    [
      "hi again, sorry its been a while, our daughter had croup over the holidays and then everything happened at once",
      "we moved to saskatoon about two weeks ago, my husband got a transfer with the railway and i can keep all my clients remote so it made sense. its MINUS 30 here. also the little one starts daycare next week which im not emotionally ready for. can you help me figure out what i need to change for my business registration when you move provinces?",
    ],
    /Saskatoon/i,
    claims("Moncton", ["Saskatoon"]),
  ),
  trap(
    "a hypothetical employer, inside a request for a bio",
    ["i'm a landscape architect in the council team in zwolle, mostly parks and playgrounds"],
    [
      "morning, finally back after the holidays, the kids were feral by the end lol",
      "can you help me write a short bio for a conference talk? keep it simple. and between us, if i ever leave the council i'd go to arcadis, a couple of people from my old uni year are there and they do the big waterfront schemes. but not now, the pension here is too good and i like my team",
    ],
    /landscape architect|Zwolle|council/i,
    [
      asserts(
        "Arcadis",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|want|dream|wish|thinking|hope|plan|idea|friend|people|peers|classmate|former|uni\\b|university|acquaint|know",
      ),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:council|Zwolle|landscape)", "\\bif\\b|would|'d\\b|not\\b|n't\\b|might"),
    ],
  ),
  trap(
    "a husband's new trade and a coworker's diagnosis, beside a meal plan",
    ["i'm an audiologist at the hospital in arnhem, been there about six years"],
    [
      "happy new year! ok so lots going on in my house",
      "my husband finally quit his job at the print shop and started training as a gas engineer last week, hes 41 so the young lads on the course call him grandad lol. and my coworker femke was diagnosed with epilepsy just before new year after a seizure at her kids party, so ive been covering her clinics. can you help me make a simple weekly meal plan thats cheap? money's a bit tighter with his trainee wage",
    ],
    /audiolog|Arnhem/i,
    [
      asserts("gas engineer|trainee|training", "husband|partner|spouse|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts("epilep|seizure", "femke|cowork|colleague|\\bshe\\b|\\bher\\b"),
      asserts(
        "print shop|(?:quit|left|leaving|no longer)\\w*\\b.*(?:hospital|Arnhem|audiolog|job)",
        "husband|partner|spouse|\\bhe\\b|\\bhis\\b|\\bhim\\b",
      ),
    ],
  ),
  trap(
    "a job offer not taken, inside a request for an email",
    ["i'm a network engineer at elisa, and i have a final interview with telia next week, fingers crossed"],
    [
      "so update, i did NOT take the telia job in the end. they offered it but elisa matched the salary and gave me the lead role on the core network team, so im staying put. my girlfriend thinks i was mad to say no but the commute would have been brutal. can you help me write a polite no thanks email to the telia recruiter, ive been putting it off for days",
    ],
    /Elisa/i,
    [
      asserts(
        "Telia",
        "not\\b|n't\\b|\\bno\\b|offer|declin|turn|interview|consider|recruit|instead|refus|reject|stay|candidate|appl|\\bif\\b|pass",
      ),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*Elisa", "not\\b|n't\\b|stay"),
    ],
  ),
  trap(
    "a question about a diagram tool, beside a question about a child",
    ["i'm a solutions architect at an insurance company, all our architecture diagrams live in lucidchart, i spend half my life in it"],
    [
      "quick q before my 1:1 with my manager. a few of the devs on my team keep sketching stuff in excalidraw and it looks kind of nice and loose. is excalidraw actually any good for proper architecture diagrams, like with layers and c4 stuff? or should i just stick with lucidchart? also my daughter wants to learn to code, what's a good first language for a 10 year old lol",
    ],
    /Lucidchart/i,
    [
      asserts(
        "Excalidraw",
        "\\?|\\bask|consider|wonder|should|whether|devs?\\b|team|colleague|cowork|others|curious|might|question|\\bif\\b|compar|interest|recommend|thinking|evaluat",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Lucidchart",
        "\\?|should|whether|consider|wonder|\\bif\\b|stick",
      ),
    ],
  ),
  trap(
    "a joke new name after year end, then a thank-you note",
    ["hi! i'm wiebke, i run the accounts for a chain of hardware stores, 9 shops, so january is my own personal hell"],
    [
      "year end is DONE. i am no longer wiebke, i am now the supreme overlord of the general ledger, please address me accordingly 👑 lol",
      "ok seriously though can you help me write a thank you note to my team, they stayed late three nights in a row and my colleague joris even brought his own kettle in",
    ],
    asserts("Wiebke", "no longer|not\\b|n't\\b|formerly|used to|\\bwas\\b|previous"),
    [
      asserts("overlord|supreme", "jok|lol|kidding|jest|humou?r|sarcas|playful|tongue|fun"),
      asserts("(?:no longer|not)\\b.*Wiebke", "jok|lol|kidding|jest|humou?r|sarcas|playful"),
    ],
  ),
  trap(
    "a new CTO's quoted rewrite, inside a request for an argument",
    ["i'm a backend dev at a logistics startup, we write basically everything in clojure and i love it"],
    [
      'had our kickoff yesterday and the new cto literally said "we\'re rewriting the whole platform in c# this year, clojure is a hiring problem". nothing has actually been decided, no plan, no budget, and im still writing clojure every day, the q1 roadmap is all clojure work. can you help me put together a calm one-page argument for keeping clojure? also my son just got into the school football team so im a football dad now apparently',
    ],
    asserts("Clojure", "no longer|stopp|quit|switch|moving|moved|replac|rewrit|instead|former|used to|\\bwas\\b"),
    [
      asserts(
        "C#|\\.NET|dotnet",
        "said|says|told|cto|boss|manager|want|plan|propos|suggest|might|maybe|possib|consider|not\\b|n't\\b|decid|\\bif\\b|claim|team|company|platform|startup|rewrit|quot",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|replac|moved|moving|rewrit)\\w*\\b.*Clojure",
        "said|cto|not\\b|n't\\b|might|maybe|plan|want|propos",
      ),
    ],
  ),
];
