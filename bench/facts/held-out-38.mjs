// Held-out set 38: written on 2026-11-27 against main at d1b8894, by a helper (`set38`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap or a change may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards work, study and
// tools, with no city, person, product or company reused from scenarios.mjs or held-out sets 1 to
// 34. Lower case with typos and fillers, news after small talk, several messages that ramble (two
// or three pieces of news, the change not in the first sentence, other people's news beside it),
// time words that fit the two conversations' dates (about three weeks apart, early January), the
// way people type to an assistant. A fair fact about the old value may stay current once it says
// the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at d1b8894 (the code this session started from, before any rule was read from sets 35-38). The lead never saw its scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )studied|(?<!has |have )lived|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|finished|cancel|moved|moving|relocat|transferr|switch|changed|instead|dropped|ditched|replac|sold|gone|anymore|until|\\bfrom\\b|jumped ship|decided against|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** As `claims`, for a plan whose fair text names its start ("from October"). */
const claimsPlan = (value, also = []) =>
  new RegExp(`^(?!.*(?:${[ENDED.replace("|\\bfrom\\b", ""), ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_38 = [
  change(
    "new employer and shifts, after small talk and a sister's news",
    [
      "hey, quick intro so you know me: i work at telstra in the network operations centre, mostly night shifts watching alarms and logging faults",
      "can you help me sort my sleep out at some point lol",
    ],
    [
      "stinking hot here again, 41 yesterday and the aircon at our place finally gave up",
      "so bit of news. my sister tegan got engaged on boxing day (finally, theyve been together 9 yrs) and her fiance is moving in with her and mum. and me, i finally jumped ship: finished up at telstra right before christmas and started at optus two weeks ago as a network engineer, day shifts only!! sleeping like a normal human for once",
    ],
    /Optus/i,
    claims("Telstra", ["Optus"]),
  ),
  change(
    "accounting qualification switched, with a rant beside it",
    [
      "hi! i work in accounts payable at a logistics firm and im studying for the CIMA certificate in business accounting on the side, distance learning, first exam is in march",
    ],
    [
      "ok so update on the studying front, and also a rant",
      "my manager deepak sat me down before christmas and said the company will only fund AAT, not CIMA, so ive dropped cima and since the new year i'm doing AAT level 3 with an online college instead, work pays for all of it. honestly fine, i was paying for cima myself. the rant is that our finance system crashed on the 2nd and we're STILL catching up on invoices",
    ],
    /\bAAT\b|Accounting Technicians/i,
    claims("CIMA|Chartered Institute of Management|Business Accounting", ["\\bAAT\\b", "Accounting Technicians"]),
  ),
  change(
    "editing software switched at work",
    [
      "i'm an assistant editor at a little post production house, we cut everything on final cut pro, mostly corporate videos and the odd music video",
    ],
    [
      "hiya, hope ur well",
      "so we landed a proper tv contract, a six part documentary, which is amazing but it means the whole place moved over to avid media composer since last week. the broadcaster wants avid so thats that, final cut is gone from the edit suites. my boss zanele is learning it too so at least im not the only one swearing at the timeline lol. any good shortcut cheat sheets?",
    ],
    /Avid|Media Composer/i,
    claims("Final Cut", ["Avid", "Media Composer"]),
  ),
  change(
    "laptop replaced, change not first",
    ["im a second year computer science student, i do all my coding on a chromebook with the linux thing turned on, its slow but it works"],
    [
      "results are out, got a 2:1 average for first semester!! so so happy",
      "and the other news is my nan gave me money for christmas so i finally replaced the chromebook, got a surface laptop 7 in the sales and been using it since boxing day. my IDE actually opens in under a minute now lol. my flatmate thabo has already asked to borrow it twice",
    ],
    /Surface/i,
    claims("Chromebook", ["Surface"]),
  ),
  change(
    "plan after the degree changed",
    [
      "final year chemistry student here. plan after graduating is to stay on and do a PhD in catalysis with my project supervisor, starting in october",
    ],
    [
      "morning! bit of a plot twist since we last spoke",
      "i'm not doing the phd anymore. went to a careers fair on a whim, ended up interviewing with johnson matthey and they offered me a place on their graduate scheme as an analytical chemist, starting september. accepted it last thursday. my supervisor was a bit sad but said she gets it, the phd stipend is tiny. also my little brother passed his driving test first time which is annoying bc i failed mine twice",
    ],
    /Johnson Matthey/i,
    claimsPlan("PhD|doctorate|catalysis", ["Johnson Matthey"]),
  ),
  change(
    "moved to another city with an internal transfer, after a wedding",
    ["hi, i'm a QA engineer at wipro, based at the chennai campus, been here 4 years now. i commute on my scooter every day"],
    [
      "hello! sorry for the long gap, it was wedding season, my cousin anand got married and it was 3 days of functions",
      "big change on my side also: i took the internal transfer and moved to hyderabad, joined the hyderabad office from 6th jan. same company, same project, but new city, new flat, no friends yet haha. my parents are still in chennai, i went home for the long weekend already and my mother packed me 2 kg of murukku. can you suggest some weekend things to do in hyderabad?",
    ],
    /Hyderabad/i,
    claims("Chennai", ["Hyderabad", "parent", "family", "mother", "\\bmum\\b", "\\bhome\\b", "\\bwent\\b", "long weekend", "visit"]),
  ),
  trap(
    "a hypothetical switch of drawing software",
    ["i'm a draughtsman at a small architects practice, extensions and loft conversions mostly, we draw everything in autocad"],
    [
      "planning portal was down all morning, fun times",
      "been watching videos about archicad and honestly if i ever go out on my own i'd use that instead of autocad, the 3d stuff looks so much easier. but thats years away, the practice is autocad through and through and i'm happy here for now",
    ],
    /AutoCAD/i,
    [
      asserts(
        "ArchiCAD",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|future|not\\b|n't\\b|video|watch|interest|love to|wish|dream|idea|thinking|hope|own practice|on (?:their|his|her) own",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*AutoCAD", "\\bif\\b|would|'d\\b|might|not\\b|n't\\b"),
    ],
  ),
  trap(
    "a colleague and a brother change course, the user stays",
    ["i teach maths at a secondary school, mostly year 9 and 10, and i'm second in department"],
    [
      "staffroom has been dramatic this term",
      "our head of department bronwyn handed her notice in, she's off to AQA to write exam papers from easter. and my brother mitch quit his bar job and started a law conversion course in january, at 34, fair play to him. so there's all this change around me and i'm just... still teaching quadratics to year 9 lol. should i apply for bronwyn's job though?",
    ],
    /maths|\bmath\b/i,
    [
      asserts("AQA|exam (?:board|paper)", "bronwyn|head of|colleague|boss|\\bshe\\b|\\bher\\b"),
      asserts("law|conversion|GDL|bar job", "mitch|brother|\\bhe\\b|\\bhis\\b|sibling"),
      asserts(
        "(?:\\bis\\b|\\bas\\b|became|now|promoted)\\b.*head of (?:maths|department)",
        "bronwyn|\\bher\\b|\\bshe\\b|apply|should|\\?|consider|might|thinking|whether|wonder|leav|notice",
      ),
    ],
  ),
  trap(
    "did not take the job offer in the end",
    [
      "i'm a strength and conditioning coach at a david lloyd club, mostly 1 to 1 clients and a few classes",
      "got an interview with harlequins next week for an academy s&c role, nervous!!",
    ],
    [
      "so the harlequins thing. they offered it, which was amazing, but i did NOT take it in the end. it was a 12 month contract, every weekend away, and a pay cut. so i'm staying at david lloyd and my manager gave me a small raise to keep me which was nice",
      "anyway can you help me plan a 6 week block for a client coming back from a knee op",
    ],
    /David Lloyd/i,
    [
      asserts(
        "Harlequins",
        "not\\b|n't\\b|\\bno\\b|interview|offer|turned|declin|consider|might|would|applied|instead of|rather than|staying|stays|decided against|almost|nearly",
      ),
      asserts("(?:quit|left|leaving|no longer|stopp|moved)\\w*\\b.*David Lloyd", "not\\b|n't\\b|staying|stays"),
    ],
  ),
  trap(
    "a question about a flashcard app",
    ["2nd year med student, i live on anki, like 300 reviews every morning before lectures"],
    [
      "pharm exam in 3 weeks, send help",
      "genuine question: is quizlet any better than anki for drug names? half my year swears by it and my friend kavya says the spaced repetition on quizlet is just as good. i dont want to switch mid year if its worse tho",
    ],
    /Anki/i,
    [
      asserts(
        "Quizlet",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|than|friend|kavya|half|classmate|coursemate|peer|might|question|\\bif\\b|not\\b|n't\\b",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Anki",
        "\\?|should|whether|consider|wonder|\\bif\\b|not\\b|n't\\b|mid",
      ),
    ],
  ),
  trap(
    "a joke about quitting a ward",
    ["i'm a staff nurse on a cardiology ward, 12.5 hour shifts, mostly nights at the moment"],
    [
      "what a week. flu season has wiped out half the ward and we've had agency staff every single night",
      "honestly im handing in my notice and becoming a hermit, just me and a cave and zero call bells lmao. anyway serious q, whats a good thing to eat at 3am that isnt biscuits",
    ],
    /nurs|cardiology/i,
    [
      asserts("hermit|\\bcave\\b", "jok|lol|lmao|kidding|jest|humou?r|sarcas|fantas"),
      asserts(
        "(?:quit|quitting|left|leaving|no longer|stopp|hand(?:ed|ing|s)? in)\\w*\\b.*(?:nurs|ward|cardiology|notice|job|work)",
        "jok|lol|lmao|kidding|humou?r|sarcas",
      ),
    ],
  ),
  trap(
    "quoted speech about a move abroad that is a cousin's",
    ["i'm a graphic designer at a print shop in wollongong, mostly flyers, signage and footy club merch"],
    [
      "christmas was chaos as usual",
      "at lunch my mum announced to the whole table \"our girl's moving to dubai, big job with emirates!\" and everyone started congratulating me?? she got it completely mixed up, it's my cousin kylie who got the emirates cabin crew job. i'm not going anywhere, still at the print shop in wollongong, still doing footy club banners lol",
    ],
    /Wollongong|print shop|graphic design/i,
    [
      asserts(
        "Dubai|Emirates|cabin crew",
        "mum|mother|said|announc|kylie|cousin|\\bshe\\b|\\bher\\b|not\\b|n't\\b|mixed|mix-up|thought|claim",
      ),
      asserts("(?:left|leaving|moved|moving|quit|no longer)\\w*\\b.*(?:Wollongong|print shop|job)", "mum|said|kylie|cousin|not\\b|n't\\b"),
    ],
  ),
];
