// Held-out set 140: written on 2026-11-28 against main at f5dd0c8, by a helper (`set140`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 146 in /work/sets.
// Style: one voice throughout, a small-business owner running a bakery (suburbs only, the city is
// never named), in New Zealand English ("heaps", "sweet as", "chur", "keen", "togs"), friendly and
// brisk, asking for help with rosters, pricing, social posts, her teenage kids and her own health.
// Half of the changes are told plainly as news (a house move, a medication swap, a second shop's
// site), half only in passing beside a request (a new sport in a togs question, a new rostering
// app in a how-to, a new delivery van in a charger question). Traps: a hypothetical cut to her own
// hours, a staff member's news, a customer's quoted remark at the till, a negation of a rumour
// from her son, a joke about selling up, and a plan to drop a class she did not carry out. Time
// words fit the two conversations' dates (1 and 20 January: NZ summer, school holidays).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothet|whether|\\bask";

/** Words that say something was only said in jest or in a moment of frustration. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|banter|tongue|laugh|vent|frustrat|fed up|rough week|bad week|broken oven|oven`;

/** Words that say the news belongs to a staff member, not the user. */
const STAFF = "Lusia|decorator|staff|employee|colleague|worker|team member|replac|hire|hiring|job ad|recruit";

export const HELD_OUT_140 = [
  change(
    "a house move told plainly as news, with a morning routine request",
    [
      "kia ora! quick one, we live out in titirangi and with the school holidays the kids are home all day while i'm at the shop from 4am. can you make me a simple chores chart for two teenagers (15 and 17) that they won't just ignore?",
    ],
    [
      "big news, we've moved!! sold the titirangi place and we're in helensville now. more land, cheaper, and the kids can finally have the chooks they've been on about for years. the drive in to the shop is heaps longer but sweet as",
      "can you help me work out a new morning routine now that i'm leaving home at quarter past 3?",
    ],
    /Helensville/i,
    claims("Titirangi", ["Helensville", "\\bsold\\b", "selling"]),
  ),
  change(
    "touch rugby gives way to waka ama, shown only in a togs question",
    [
      "i play touch rugby thursday nights in a social team with a few of my staff, honestly the best part of my week. can you write a fun insta post for the bakery sponsoring our team's new shirts?",
    ],
    [
      "can you suggest some togs that actually stay put?? fell out of the waka twice at ama training on saturday and my kids were crying laughing on the beach. paddling's been heaps kinder on my hamstring than touch ever was, chur",
    ],
    /waka|outrigger|paddl/i,
    claims("touch rugby|\\btouch\\b", ["waka", "paddl", "outrigger", "hamstring"]),
  ),
  change(
    "a diabetes medication swap told plainly, with a question about taking it",
    [
      "i'm on vildagliptin for my type 2 diabetes and mostly it's fine, but tasting everything in a bakery all day doesn't help my numbers lol. any tips for keeping my sugars steady on a 4am start?",
    ],
    [
      "update from the GP: she's taken me off the vildagliptin and put me on empagliflozin, apparently it's better for the heart and kidneys long term. she said to drink heaps of water with it",
      "is it better to take it first thing at 3:30am or wait till my break at 9? and how much water is heaps, realistically, in a hot kitchen?",
    ],
    /empagliflozin/i,
    claims("vildagliptin", ["empagliflozin"]),
  ),
  change(
    "the rostering app changes, shown only in a how-to for the new one",
    [
      "we do all our rosters in homebase, 8 staff, mostly uni students. can you help me write a short message to the team about the rules for swapping shifts?",
    ],
    [
      "how do i set up availability templates in 7shifts so the uni students can block out their exam weeks ahead of time? took me a whole weekend to get everyone's details across from homebase but the team are already loving the app",
    ],
    /7shifts/i,
    claims("Homebase", ["7shifts", "across"]),
  ),
  change(
    "a second shop's site changes, told plainly with a social post request",
    [
      "we're planning to open a second shop in mt eden later this year, the lease is nearly sorted. can you help me think through how many staff i'd need for a 6am to 3pm counter?",
    ],
    [
      "change of plans on the second shop, the mt eden landlord pulled out at the last minute so we've signed a lease on a spot in onehunga instead. opening in april if the fit-out behaves itself",
      "can you write me a short 'coming soon' post for the new onehunga shop? keen for it to sound local, not corporate",
    ],
    /Onehunga/i,
    claims("Mt\\.? Eden|Mount Eden", ["Onehunga", "pulled out", "fell through"]),
  ),
  change(
    "the delivery van is now electric, shown only in a charger question",
    [
      "our delivery van is a 2007 hiace with about 400k on it, it does the café runs out west every morning. what should i be checking on it before winter so it doesn't leave me stranded?",
    ],
    [
      "is it worth putting a fast charger in at the shop? the BYD only just makes the kumeu run and back on a full charge now the cafés out west keep upping their orders, and the hiace went to the wreckers so there's no backup",
    ],
    /BYD/i,
    claims("Hiace", ["BYD", "wrecker", "electric"]),
  ),
  trap(
    "a hypothetical cut to her own working days, with a numbers request",
    [
      "i work six days a week at the shop, tuesday to sunday, and i'm knackered. can you help me price a new line of custard squares? butter's up again and i'm paying about $4.20 a unit in ingredients and packaging",
    ],
    [
      "hypothetically, if i hired a manager at $30 an hour and dropped myself down to four days a week, would the numbers even stack up? we turn over about $18k a week. not doing anything yet, just daydreaming over my flat white",
    ],
    /six days|6 days|six-day|6-day|Tuesday to Sunday/i,
    [
      asserts("four days|4 days|four-day|4-day", `${IMAGINED}|\\?|daydream|plan`),
      asserts("(?:hired|employs|has)\\b.*\\bmanager", `${IMAGINED}|\\?|daydream|plan|\\bno\\b`),
    ],
  ),
  trap(
    "a cake decorator's pregnancy and move, with a job ad request",
    [
      "we live in māngere bridge, me, my husband and our two teens, about 10 minutes from the shop. can you help me plan a cheap family day out for the school holidays? the kids are 15 and 17 so nothing too babyish",
    ],
    [
      "my cake decorator lusia just told me she's pregnant AND moving to the gold coast in march 😭 stoked for her but gutted for me",
      "can you help me write a job ad for a cake decorator that'll actually get good applicants? must be keen on early starts",
    ],
    /M[aā]ngere/i,
    [
      asserts("pregnan|expecting|\\bbaby\\b", STAFF),
      asserts("Gold Coast|Australia|Queensland", STAFF),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*M[aā]ngere", STAFF),
    ],
  ),
  trap(
    "a customer's quoted remark at the till, with a pricing sign request",
    [
      "i still drive my old tiida, 300k on the clock and it's never once let me down. can you help me write a price rise notice for the counter? butter's gone up again and i'm sick of apologising",
    ],
    [
      "had a customer grumble at the till this morning: 'with these prices you must be driving a porsche by now!' 😂 if only mate",
      "can you help me write a friendly sign explaining why our mince pies went up 50c? i don't want it to sound defensive",
    ],
    /Tiida/i,
    [
      asserts("Porsche", `${IMAGINED}|customer|jok|quot|said|grumbl|complain|remark|tease|sarcas|comment|only`),
      asserts("(?:sold|replac|no longer|switch|upgrad|traded)\\w*\\b.*Tiida", `${IMAGINED}|customer|jok|remark`),
    ],
  ),
  trap(
    "a denied rumour of a separation, with a parenting request",
    [
      "my husband rawiri and i have been married 19 years this march! can you give me some anniversary ideas that don't involve me baking my own cake lol",
    ],
    [
      "no, rawiri and i are NOT splitting up 🙄 apparently my 15 year old told his mates we were, because rawiri's been sleeping in the sleepout while we re-gib our bedroom",
      "can you help me write a text to my son that's firm but not a lecture? he's a good kid, just a stirrer",
    ],
    /Rawiri|married|husband/i,
    [
      asserts(
        "separat|splitting|split up|divorc|estranged|\\bsingle\\b|broke up|breaking up",
        "\\bnot\\b|n't\\b|\\bno\\b|rumou|\\bson\\b|told his|mates|claim|deni|deny|false|untrue",
      ),
    ],
  ),
  trap(
    "a joke about selling up for the islands, with a complaint email request",
    [
      "i run a little bakery in sandringham, 11 years now, pies and sourdough mostly. can you help me come up with a sunday special for january that isn't just another pie?",
    ],
    [
      "right, that's it, i'm selling up and moving to rarotonga to flog coconuts on the beach 😂 kidding, it's just been a week of broken ovens",
      "can you help me write a polite but firm email to the oven repair company? third callout this month and the same element has gone again",
    ],
    /Sandringham|bakery/i,
    [
      asserts("Rarotonga|Cook Islands|coconut", JOKED),
      asserts("(?:sell|sold|selling|closing|closed|quit|left|leaving)\\w*\\b.*(?:bakery|shop|business)", JOKED),
    ],
  ),
  trap(
    "a plan to drop a te reo class that was not carried out",
    [
      "i'm doing a te reo māori night class at the local wānanga on mondays, level 2 this year. can you quiz me on some kitchen words? i know parāoa and kai but that's about it",
    ],
    [
      "i was going to drop te reo this term because mondays are brutal after a 4am start, but i re-enrolled anyway, couldn't bring myself to quit",
      "can you help me sort a monday routine so i'm not a zombie in class by 7pm?",
    ],
    /te reo|M[aā]ori/i,
    [
      asserts(
        "(?:quit|dropp|stopp|gave up|no longer|withdr|left)\\w*\\b.*(?:te reo|M[aā]ori|class)",
        "going to|plann|almost|nearly|consider|re-?enrol|anyway|\\bbut\\b|didn't|did not|\\bnot\\b|thought|want|tempt",
      ),
    ],
  ),
];
