// Held-out set 54: written on 2026-11-27 against main at 4b3e5af, by a helper (`set54`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to work, study and tools,
// with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to 50 on
// main or sets 51 to 53 in their worktrees (as they stood at 09:48). Users write British,
// Australian, Irish or Indian English, some formally, some in chat style, with typos, fillers,
// news after small talk, two things in one message, and time words that fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 8 of 12 at 1d98d51 (code of bca91eb, after rules read from sets 35-50), and 5 of 12 on the code
// the session started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
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
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_54 = [
  change(
    "a tester changes employer and role, said formally with family news in the same message",
    [
      "Good evening. I am working as a senior test analyst at Hexaware, based in Vadodara office. Kindly suggest how to prepare for ISTQB advanced level, I have very less time on weekdays.",
    ],
    [
      "Hello, hope you are doing well. Two updates from my side. Firstly my daughter has started her nursery classes and she is enjoying a lot. Secondly I have resigned from Hexaware and joined Cognizant as a Scrum Master with effect from 6th January, still in Vadodara only. It is a new kind of role for me so please do the needful and explain how to run a sprint retrospective properly.",
    ],
    /Cognizant/i,
    claims("Hexaware", ["Cognizant"]),
  ),
  change(
    "a uni student transfers course, after small talk about the holidays",
    ["hiya, first year at uni doing law and honestly the reading is brutal. can you explain what ratio decidendi means in normal words"],
    [
      "hello again! christmas was lovely, mum did the full roast and i slept for about 3 days straight",
      "so bit of news, i've transferred onto criminology, it went through a couple of weeks ago. law just wasn't for me, too much memorising cases and not enough about why people actually do things. first criminology seminar is thursday, could you give me a quick overview of strain theory so i dont look clueless",
    ],
    /criminolog/i,
    claims("\\blaw\\b", ["criminolog"]),
  ),
  change(
    "a small business moves its email app, australian chat with a second request",
    [
      "g'day, i run a little bookkeeping business from home, me and one part timer. we do everything through outlook, emails calendar the lot",
    ],
    [
      "hey hey, hope ur well. crazy hot week here, the aircon's been going nonstop",
      "anyway we ditched outlook last week and moved the business email over to tuta, got sick of the ads and the privacy stuff, my clients deal with a lot of tax info so reckon it's worth it. can u help me write a short email to clients letting them know our address is changing? also whats a good way to do shared calendars in it",
    ],
    /Tuta/i,
    claims("Outlook", ["Tuta"]),
  ),
  change(
    "a phd student's writing app switched, irish chat",
    ["hiya im doing a phd in irish history and i write all my chapters in typora, plain markdown files, keeps me sane"],
    [
      "howya! grand week, supervisor actually liked my chapter 2 draft which is a miracle",
      "oh and i moved over to zettlr since the christmas break, typora was grand but i needed proper citations from my reference library and zettlr just does it. any tips on setting up a citation style for irish historical studies in it?",
    ],
    /Zettlr/i,
    claims("Typora", ["Zettlr"]),
  ),
  change(
    "a couple move up the coast for work, australian, two things in one message",
    [
      "hi! im a dental nurse living in wagga wagga, my partner's a diesel mechanic. can you help me with some easy meal prep ideas for 12 hour days",
    ],
    [
      "ok so heaps has happened!! we packed up and moved to mackay about a fortnight ago, partner got a job on the mines up here fifo and i've already got a start at a dental clinic in town from next week. it's so humid i'm melting lol. what do i need to change on my car rego when you move from nsw to qld?",
    ],
    /Mackay/i,
    claims("Wagga", ["Mackay"]),
  ),
  change(
    "an engineering student's summer placement plan changes",
    [
      "hi, im in 2nd year civil engineering. plan for this summer is my 10 week placement with aecom, just got the offer email last month so pretty chuffed",
    ],
    [
      "hey, happy new year!",
      "change of plan with the summer btw, stantec came back with an offer for their water team and the project's way more my thing, so i've accepted stantec and turned down aecom. bit awkward emailing them but it had to be done. can you help me prep some questions to ask my stantec mentor in the first week?",
    ],
    /Stantec/i,
    claims("AECOM", ["Stantec"]),
  ),
  trap(
    "a hypothetical retraining, australian chat inside a work request",
    [
      "hey, i'm a vet nurse at a mixed practice in shepparton, mostly dogs and the odd cow. can u help me with a client handout on tick prevention",
    ],
    [
      "ugh what a week, had three tick dogs in one day",
      "honestly if i ever get sick of vet nursing i reckon i'd retrain as a sparky, the pay's heaps better and no one vomits on you. anyway not happening anytime soon. can you help me write up a roster for the weekend on call, there's four of us",
    ],
    /Shepparton|vet nurs/i,
    [
      asserts("sparky|electric|apprentic|retrain", IMAGINED),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:vet|nurs|practice)", IMAGINED),
    ],
  ),
  trap(
    "a colleague's move and new employer, indian english, beside a work request",
    ["Hi, I am working as an audit associate in a CA firm in Surat. Mostly GST audits and some statutory audit work for small companies."],
    [
      "Hello. Today was farewell for my colleague Siddharth, he has shifted to Bhubaneswar and joined Sify in their finance team. We all will miss him, he was the one handling all the difficult clients haha.",
      "Now his clients are coming to me only. Can you help me make a checklist for the GST annual return so I don't miss anything?",
    ],
    /Surat|audit/i,
    [
      asserts("Bhubaneswar|Sify", "colleague|siddharth|\\bhe\\b|\\bhis\\b|\\bhim\\b|farewell|co-?worker"),
      asserts("(?:left|leaving|quit|resign|no longer|shift)\\w*\\b.*(?:Surat|CA firm|audit)", "colleague|siddharth|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "a move that did not happen, irish chat",
    [
      "hi im a primary teacher in tullamore, and we were thinking of moving to castlebar to be near my partner's family, its all up in the air",
    ],
    [
      "well we did NOT move to castlebar in the end, the house fell through and the school there had no permanent jobs going. staying put in tullamore for now and to be honest i'm relieved",
      "can you help me plan a fun science week for 3rd class? something with magnets maybe",
    ],
    /Tullamore/i,
    [
      asserts(
        "Castlebar",
        "\\bnot\\b|n't\\b|didn|fell through|consider|thinking|plan|might|maybe|\\bif\\b|instead|in the end|partner|family|near",
      ),
      asserts("(?:left|leaving|moved|no longer)\\w*\\b.*Tullamore", "\\bnot\\b|n't\\b|didn"),
    ],
  ),
  trap(
    "a question about a coding tool, british student, with a second question",
    [
      "hi, i'm doing an msc in environmental science and i write all my python for the dissertation in spyder because that's what our lecturer used",
    ],
    [
      "quick question, would jupyter notebooks be better than spyder for my dissertation analysis? a few people on my course keep banging on about them. do they work ok with big csv files?",
      "also what's the cleanest way to make a map of sampling sites in python",
    ],
    /Spyder/i,
    [
      asserts(
        "Jupyter",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|people|others|course|might|maybe|would",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Spyder", "\\?|should|whether|would|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about quitting after a bad shift, then a real request",
    ["hi, i work on the phones at a bank call centre in dubbo. mostly card disputes and people who forgot their pin lol"],
    [
      "worst shift ever, 40 calls and every one of them yelled at me. that's it i'm chucking it in and moving up to the territory to be a crocodile wrangler 🐊 lol",
      "ok real question, can you give me a few phrases to calm down an angry caller without sounding like a robot",
    ],
    /Dubbo|call cent|bank/i,
    [
      asserts("crocodile|wrangl|territory|\\bNT\\b", JOKED),
      asserts("chuck\\w* it in|\\bquit|resign|\\bleft\\b|leaving|no longer .*(?:call|bank|job)", JOKED),
    ],
  ),
  trap(
    "a manager's quoted proposal to relocate, british, with a request",
    ["hi, i'm a shift supervisor at a parcel depot in nuneaton, nights mostly. can you help me with a better way to do handovers"],
    [
      "bit of drama at work. my area manager stood up in the meeting and said \"right, from april you're moving to the hinckley site, both of you\" and then walked off. hr said it's only a proposal, consultation hasn't even started and nothing's decided, so we'll see",
      "anyway can you help me write a polite email to hr asking what my options are under consultation",
    ],
    /Nuneaton/i,
    [
      asserts(
        "Hinckley",
        "said|says|told|manager|propos|consult|might|maybe|\\bif\\b|plan|could|would|\\bnot\\b|n't\\b|nothing|decided|undecided|possib|potential",
      ),
      asserts(
        "(?:left|leaving|moved|moving|no longer|transferr)\\w*\\b.*Nuneaton",
        "said|manager|propos|consult|might|maybe|\\bnot\\b|n't\\b|potential",
      ),
    ],
  ),
];
