// Held-out set 49: written on 2026-11-27 against main at ee47d2b, by a helper (`set49`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to 46
// on main or sets 48 and 50 in their worktrees as they stood at its last commit (set 47 had no
// file yet). Users write British, Australian, Irish or Indian English, some formally, some in chat
// style, with fillers, news after small talk, two things in one message, and time words that fit
// the two conversations' dates (about three weeks apart, January). A fair fact about the old
// value may stay current once it says the state ended ("Left X", "No longer smokes"): `old` then
// skips such texts.
// First run: 8 of 12 at 34d4e2b (after rules read from sets 35-46), and 5 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|moved|moving|switch|changed|instead|dropp|replac|resign|anymore|any more|until|\\bfrom\\b|back in|broke|split";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_49 = [
  change(
    "an irish couple move up the country, after small talk",
    [
      "hiya, i'm renting a tiny flat in athlone with my partner eoin, i work in a pharmacy in the town. can you give me some ideas for cheap dinners, the rent here is daylight robbery",
    ],
    [
      "howya, hope you're keeping well. mad few weeks here",
      "so we've only gone and moved up to letterkenny, a couple of weeks ago now. eoin's mam isn't well so we wanted to be near her, and i got a transfer to a pharmacy up here, same chain. the new gaff is a bit damp but grand. any tips for getting rid of mould on the bedroom walls?",
    ],
    /Letterkenny/i,
    claims("Athlone", ["Letterkenny"]),
  ),
  change(
    "a QA lead changes employer, said formally",
    [
      "Good morning. I am working as a QA lead at Tech Mahindra, posted in Kochi, handling testing for a telecom client. Please suggest some good books on test automation.",
    ],
    [
      "Hello, kindly note a small update. I have resigned from Tech Mahindra after serving my notice period and joined Freshworks as of Monday, in their test engineering team. I am still working from Kochi only, hybrid. My wife is also happy as the timings are better. Please do the needful and help me prepare a 30-60-90 day plan for the new role.",
    ],
    /Freshworks/i,
    claims("Tech Mahindra", ["Freshworks"]),
  ),
  change(
    "a student now goes by a short name, said before an essay request",
    [
      "hello! i'm gwendolyn, second year at uni doing history, and i'm drowning in reading lists. can you help me make a revision timetable?",
    ],
    [
      "hiya, back after the christmas break, mum fed me far too much",
      "oh also, small thing but please call me gwen from now on? everyone at uni has been calling me gwen since last term and gwendolyn makes me sound like a victorian great-aunt lol. anyway i've got a 3000 word essay on the corn laws due friday, can you help me plan it",
    ],
    /\bGwen\b/i,
    claims("Gwendolyn", ["\\bGwen\\b", "full name", "legal", "formal"]),
  ),
  change(
    "an engagement called off, inside a request to cancel a booking",
    [
      "g'day! me and my fiancé jarrah are planning our wedding for october, we're thinking a winery somewhere near canberra. can you help me make a checklist of things to book first?",
    ],
    [
      "hey. bit of a rough few weeks tbh",
      "jarrah and i called off the engagement and split up a couple of weeks ago, it was mutual-ish, we just want different things. so i'm single again and back at my mum's for a bit. can you help me write a short message to the winery to cancel the booking, and ask about the deposit? trying to keep it polite",
    ],
    /single|split|broke up|separated|called off|no longer (?:engaged|with|together)/i,
    claims("engaged|fianc|wedding", ["single", "separat", "\\boff\\b"]),
  ),
  change(
    "a pet goes to live with mum and a new one arrives, two pieces of news",
    [
      "morning! we've got a tortoise called gordon, he's 52 and older than me and my husband put together nearly lol. what salad leaves are safe for him? he's very fussy",
    ],
    [
      "afternoon, the house is chaos, the kids are off sick",
      "also pet news: gordon has gone to live with my mum in lincoln, she's got a huge walled garden and he's much happier there honestly. and the kids talked us into a cockatiel, nutmeg, we got her last saturday, she whistles the theme tune from the telly already. what should we feed her and how often do i clean the cage?",
    ],
    /cockatiel|Nutmeg/i,
    claims("tortoise|Gordon", ["\\bmum\\b", "mother", "rehom", "gave", "lives with", "now lives", "gone to", "went to"]),
  ),
  change(
    "a smoker has stopped, said formally beside a request for snacks",
    [
      "Hi, I am a civil engineer from Nashik, I smoke around 10 cigarettes a day, mostly at site. Can you suggest some simple exercises I can do at home in the morning?",
    ],
    [
      "Hello again. Happy to share that I have left smoking since 1st January, almost 3 weeks now, using nicotine gum when the craving comes. My mother is very happy. Also can you tell me some healthy snacks to keep in my bag at site?",
    ],
    /^(?=.*(?:smok|cigarette))(?=.*(?:quit|stopp|gave up|given up|\bleft\b|no longer|non-?smok|smoke-?free|n't|\bnot\b|\bex-)).*/i,
    claims("smok|cigarette", ["non-?smok", "smoke-?free"]),
  ),
  trap(
    "a hypothetical diet, beside a request for lunches",
    [
      "hey, i'm a physio in mildura, work's flat out with all the footy injuries. can you suggest some good lunches i can take to work? i eat pretty much anything",
    ],
    [
      "arvo! stinking hot here, 44 yesterday",
      "random thought, if i ever went vegan i reckon i'd last about a week, i'd miss a snag on the barbie too much haha. my housemate reckons i should try it for a month. anyway can you help me plan high protein lunches for the week? under $60 at the shops if poss",
    ],
    /physio|Mildura/i,
    [
      asserts(
        "vegan|plant-based",
        "\\bif\\b|would|'d\\b|might|consider|housemate|reckon|\\btry|someday|one day|hypothet|thinking|\\bnot\\b|n't\\b|jok|suggest|idea",
      ),
      asserts("(?:no longer|stopp|quit|gave up|cut out|does ?n[o']t eat)\\w*\\b.*meat", "\\bif\\b|would|'d\\b|might"),
    ],
  ),
  trap(
    "a brother's move and engagement, beside a question about the time difference",
    ["hi there, i'm a secondary school teacher in mullingar, maths and geography, can you help me with a quiz on rivers for first years?"],
    [
      "hey! right, family news first because it's been a week",
      "my brother only went and moved to brisbane with his girlfriend, flew out on tuesday, and he rang last night to say they're engaged!! mam is in bits, happy and sad at the same time. i'm staying put obviously, the job's here. can you help me work out a good time to video call him, what's the time difference with brisbane?",
    ],
    /Mullingar|teacher/i,
    [
      asserts("Brisbane", "brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling|time difference|time zone"),
      asserts("engaged|fianc", "brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling|girlfriend"),
      asserts("(?:moved|moving|left|leaving|relocat)\\w*\\b.*Mullingar", "brother|\\bhe\\b|\\bhis\\b|stay|not\\b|n't\\b"),
    ],
  ),
  trap(
    "a move that did not happen, inside a request to cancel removals",
    [
      "hello, we rent a flat in taunton but we're meant to be moving to carlisle in the new year for my partner's new job. can you give me a moving-house checklist?",
    ],
    [
      "hi, update on the move: we did NOT move in the end. the carlisle job fell through at the last minute (the company froze hiring), so we're staying in taunton and we've renewed the lease on the flat for another year. bit gutted tbh but also relieved, i love it here. can you help me write a polite email to the removals firm cancelling our booking?",
    ],
    /Taunton/i,
    [
      asserts(
        "Carlisle",
        "not\\b|n't\\b|\\bno\\b|plan|meant|going to|\\bwas\\b|\\bwere\\b|fell|would|instead|consider|cancel|partner|\\bjob\\b|offer|almost|nearly|intend|hop",
      ),
      asserts("(?:moved|moving|left|leaving|relocat)\\w*\\b.*Taunton", "not\\b|n't\\b|stay|renew"),
    ],
  ),
  trap(
    "a question about a route app, beside a question about boots",
    [
      "hiya, i'm a postie in newry, and at the weekends i go hillwalking in the mournes, i plan all my routes on komoot. can you suggest a few good winter walks?",
    ],
    [
      "quick one. a couple of the lads in my walking club keep banging on about alltrails, is it any better than komoot for offline maps? should i switch or just stick with komoot? also what's the best way to stop my boots leaking lol",
    ],
    /Komoot/i,
    [
      asserts(
        "AllTrails",
        "\\?|\\bask|consider|wonder|should|whether|lads|club|friends|others|curious|might|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|suggest",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Komoot", "\\?|should|whether|consider|wonder|\\bif\\b|stick"),
    ],
  ),
  trap(
    "a joke relationship with an appliance, then a real question",
    ["hi! i'm single and honestly loving it, just me and my flat in wrexham. can you suggest some nice things to do on a solo weekend?"],
    [
      "big news everyone, i'm officially in a committed relationship. with my new bean-to-cup coffee machine ☕❤️ we're very happy, she makes a mean flat white. lol. ok actual question, how do i descale it, the manual is useless",
    ],
    /single/i,
    [
      asserts(
        "relationship|partner|dating|girlfriend|boyfriend|married|engaged|taken",
        "jok|lol|kidding|jest|humou?r|sarcas|playful|coffee|machine|tongue|\\bfun",
      ),
      asserts("(?:no longer|not)\\b.*single", "jok|lol|kidding|jest|coffee|machine"),
    ],
  ),
  trap(
    "a manager's quoted transfer, said formally",
    [
      "Hello, I am a business analyst at Mphasis, working from the Mysuru office. Please help me with SQL window functions, I am getting confused with PARTITION BY.",
    ],
    [
      'Good evening. In today\'s one-on-one my manager told me "you are moving to the Kolkata office from next quarter, start preparing". But nothing is in writing, HR has not confirmed anything and I have not agreed also. My parents are here in Mysuru only, so I am not keen. How should I respond to him politely? Please draft a reply.',
    ],
    /Mysuru|Mphasis/i,
    [
      asserts(
        "Kolkata",
        "said|says|told|manager|boss|might|maybe|possib|consider|not\\b|n't\\b|confirm|propos|plan|\\bif\\b|quot|\\bmay\\b|asked|expect|potential|suggest|unconfirmed",
      ),
      asserts(
        "(?:moved|moving|left|leaving|relocat|transferr)\\w*\\b.*(?:Mysuru|Mphasis)",
        "said|manager|not\\b|n't\\b|might|maybe|plan|\\bmay\\b",
      ),
    ],
  ),
];
