// Held-out set 163: written on 2026-11-28 against main at cbacb6d, by a helper (`set163`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets (so the
// student's city is never named: she says "here" and names only its neighbourhoods).
// Style: one voice throughout, a 20-year-old exchange student from Curitiba doing a year of
// computer science abroad, who types quick, Portuguese-influenced chat English ("kkkk", "né", "I am
// with hunger", "how I do", "is very expensive here", "I have 16 years", a bike called "her"), with
// emoji, and asks about rent, bills, her part-time jobs, her visa card, her girlfriend back home,
// her phone plan, her gym, her diet and her bank. Three changes are told plainly as news (a move
// from Rathmines to Drumcondra, going from vegetarian to vegan, leaving a café job for a shop) and
// three only in passing beside a request (a new eSIM that will not install, a first week at a new
// gym with no hip-thrust machine, the battery of a second-hand laptop).
// Traps: a wish asked as a hypothetical visa question (a master's at another university), a best
// friend's break-up while her own relationship stays, a quoted remark from her GP (maybe not
// asthma, maybe a dust-mite allergy), a negation (a bike not sold, the ad was someone else's), a
// joke (dropping computer science to be a barista forever), and a plan not carried out (a bank
// switch booked and cancelled). Time words fit the two conversations' dates (New Year's Day, and
// about three weeks later in January). A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 5685ef4 (the session's final code), and 8 of 12 on cbacb6d, the code the
// session's second round started from (run first, scores only).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|aspir|goal|future|after (?:her |she )?graduat";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|playful|tongue|quip|tease|exaggerat|\\blol\\b|laugh|fun\\b|serious`;

/** Words that put a remark in someone else's mouth (her GP's), or make it only a suspicion to test. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|\\bmay\\b|\\btry|possib|potential|chance|plan|suspect|unsure|sure|convinc|question|whether|test|check|GP|doctor|uncertain|unclear`;

/** Words that make a bank switch only a plan, a question or something given up on. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|look|kept|keep|still|cancel|appointment|book|friend|recommend|stay|document|proof|hassle|stress|gave up|give up|worth`;

/** Words that give the break-up to her best friend, not to her. */
const FRIEND = "Bia|\\bfriend";

/** Words that say the bike was not sold: a denial, or the ad was someone else's. */
const DENIED = "\\bnot\\b|n't|never|deni|flatmate|someone|other|another|mistak|thought|confus|rumou?r|same model";

export const HELD_OUT_163 = [
  change(
    "a move from a shared house in Rathmines to a room in Drumcondra, told plainly as news",
    [
      "feliz ano novo!! 🎆 I am in my room in Rathmines eating lentils for luck kkkk. question: we are 5 in the house and the electricity bill came 410 euro for two months 😱 how I do the division if one girl went home for all december?",
    ],
    [
      "some news!! I move to Drumcondra last week 🙌 I rent a room in the house of an old lady, 650 with bills, is more cheap than Rathmines and I walk to DCU in 15 min, no more bus 2 times per day",
      "now I need change my address in the immigration for the IRP card. how I do this, is online or I need go there in person?",
    ],
    /Drumcondra/i,
    claims("Rathmines", ["Drumcondra", "\\blived\\b", "cheaper than", "more cheap"]),
  ),
  change(
    "vegetarian becomes vegan, told plainly as news",
    [
      "I am vegetarian since I have 16 years, but here is difficult, everything have ham or bacon kkkk. can you give me ideas of cheap lunch for take to college? I have only a microwave in the campus and I am always with hunger at 3pm",
    ],
    [
      "news: I am vegan now!! 🌱 me and my girlfriend watch a documentary in video call and we decide together to stop the cheese and the eggs. already 10 days, the cheese is the most hard né 😭",
      "what I eat for protein now? I train 4 times per week and I am with hunger all the time kkkk",
    ],
    /vegan|plant.based/i,
    claims("vegetarian", ["vegan", "plant.based"]),
  ),
  change(
    "a café job left for a shop stock room, told plainly as news",
    [
      "I work part time in Bewley's in Grafton Street, normally 15 hours per week, but for christmas my manager put me 32 hours. is legal for student? I don't want problem with my visa 😬",
    ],
    [
      "news: I leave Bewley's!! now I work in Penneys in Henry Street, in the stock room. more hours, more money and the discount is very good kkkk",
      "can you help me write a message for my old manager asking my last payslip? he don't answer me since 2 weeks",
    ],
    /Penneys/i,
    claims("Bewley", ["Penneys", "\\bworked\\b", "payslip"]),
  ),
  change(
    "a new phone plan shown only by an eSIM that will not install, with a request",
    [
      "I have Vodafone prepay, 20 euro per month, but the data finish always in two weeks because every night I do video call with my girlfriend 🙈 how I see in the phone which app is using more data?",
    ],
    [
      "the GoMo esim is not working 😩 they send me a QR code in the email and when I scan, my phone say 'unable to add'. what I do?",
      "and my number from Vodafone pass automatic to GoMo or I need call them? I don't want lose my number, the bank and everything is in it",
    ],
    /GoMo/i,
    claims("Vodafone", ["GoMo", "\\bport", "\\bused\\b", "\\bhad\\b"]),
  ),
  change(
    "a new gym shown only by a missing hip-thrust machine, with a request",
    [
      "happy new year!! new year new me kkkk. I go to the Westwood in Clontarf 4 times per week, can you make me a program for glutes and legs? max 45 min because after I have my shift",
    ],
    [
      "first week in Energie and they don't have the hip thrust machine 😭 how I do hip thrust with the barbell without destroy my hip bones?",
    ],
    /Energie/i,
    claims("Westwood", ["Energie", "\\bwent\\b", "expensive"]),
  ),
  change(
    "a second-hand laptop shown only by its battery, with a request",
    [
      "my notebook is a Positivo that I bring from home, 4gb of RAM 🥲 for my assignment the program take like 3 minutes for compile. is my notebook or my code? kkkk",
    ],
    [
      "how I make the battery of the MSI last more? I buy it second hand in DoneDeal for 450 and in the library it die in 2 hours, I need carry the charger everywhere and is heavy like a brick",
    ],
    /\bMSI\b/i,
    claims("Positivo", ["\\bMSI\\b", "\\bhad\\b"]),
  ),
  trap(
    "a master's at another university, only a dream asked as a visa question",
    [
      "I am doing one year of exchange in DCU, computer science, until may. for the semester 2 I need choose between Machine Learning and Distributed Systems, which one is better for get a job after?",
    ],
    [
      "question about visa: if I come back after my graduation for do a master in UCD, I would get the visa for stay and work after? is my dream kkkk but for now is only a dream, first I need finish my course at home",
      "and I choose Machine Learning!! can you explain gradient descent like I have 5 years? 😅",
    ],
    /DCU/i,
    [asserts("UCD|master", UNDONE)],
  ),
  trap(
    "a best friend's break-up, while her own long-distance relationship stays",
    [
      "my girlfriend Larissa stay in Curitiba, we are together 3 years 🥰 her birthday is 14 of january and I want send a present from here, something typical but not a sheep of wool kkkk, ideas?",
    ],
    [
      "ai my best friend Bia broke up with her girlfriend yesterday, 4 years together 💔 she call me crying at 4am my time. how I help her from so far?",
      "Larissa love the present by the way kkkk, she use the scarf even with 30 degrees there",
    ],
    /Larissa/i,
    [asserts("broke up|break.?up|broken up|split|\\bsingle\\b|ex-girlfriend|\\bex\\b|\\bended", FRIEND)],
  ),
  trap(
    "a GP's remark that it may be a dust-mite allergy and not asthma",
    [
      "I have asthma since child and I use the salbutamol inhaler, the blue one. I have only one left 😬 in my country I buy in the pharmacy normal, here they ask prescription. how I get one?",
    ],
    [
      "I went finally in the GP, 60 euro 😭 is very expensive here. she listen my lungs and said 'I'm not convinced this is asthma, it could be an allergy to dust mites, these old houses are full of them'. she want do a test in february",
      "but she give me the prescription for the inhaler, thank god. how I clean my room for dust mites? I have carpet 🙃",
    ],
    /asthma|salbutamol|inhaler/i,
    [
      asserts("allerg", QUOTED),
      asserts(
        "(?:\\bnot\\b|n't|no longer|without)\\b.*asthma|asthma\\b.*(?:misdiagnos|wrong|mistak)",
        QUOTED.replace("\\bnot\\b|n't\\b|", ""),
      ),
    ],
  ),
  trap(
    "a bike not sold: the ad the flatmate saw was someone else's",
    [
      "I go to DCU every day with my bike, an old Raleigh I buy in marketplace for 80 euro 🚲 the chain is making a horrible noise, how I fix? I don't have tools kkkk",
    ],
    [
      "no no, I didn't sell my Raleigh kkkk my flatmate saw an ad in marketplace and think is mine but is only the same model, from other person. I still go to college with her every day",
      "anyway, what lights I need for the bike by law? a police stop me yesterday in the night 😳",
    ],
    /Raleigh/i,
    [
      asserts(
        "(?:sold|sell|selling|got rid|gave up|given up|listed)\\w*\\b.*(?:Raleigh|bike|bicycle)|(?:no longer|stopped) (?:cycl|rid|using|has|owns)",
        DENIED,
      ),
    ],
  ),
  trap(
    "a joke about dropping computer science to be a barista forever",
    [
      "I work part time as barista in a small coffee shop in Smithfield, 15 hours per week. in my payslip have a thing called USC and I don't understand nothing, is a tax? I pay too much?",
    ],
    [
      "this week I made 90 euro in tips!!! more than my salary kkkkkk I will drop computer science and be barista forever, who need algorithms when you have latte art 😂",
      "but serious now, the marks of semester 1 came out in percentage and my university at home use 0 to 10. how I convert for send to them?",
    ],
    /barista/i,
    [
      asserts(
        "(?:drop|dropp|quit|left|leave|leaving|gave up|give up|abandon|no longer)\\w*\\b.*(?:computer science|course|degree|studies|studying|college|universit)|full.?time barista|barista (?:forever|full)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a switch to another bank booked and then cancelled",
    [
      "I have a student account in PTSB. my parents send me money every month and the bank take a fee of like 20 euro every time 😭 there is a way more cheap?",
    ],
    [
      "I was going to open account in An Post because my friend say there is no fees, I even book appointment in the post office, but they ask proof of address AND a letter of college AND the IRP AND more things, so I cancel, I stay in PTSB, is not worth the stress kkkk",
      "can you explain what is this 'quarterly fee' in my statement? I thought student was free",
    ],
    /PTSB|permanent ?tsb/i,
    [
      asserts("\\bAn Post\\b", UNDONE),
      asserts("(?:left|leav|switch|moved|closed|changed|no longer)\\w*\\b.*(?:PTSB|permanent ?tsb)", UNDONE),
    ],
  ),
];
