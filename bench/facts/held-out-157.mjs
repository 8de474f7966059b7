// Held-out set 157: written on 2026-11-28 against main at 938e4f8, by a helper (`set157`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets (her city
// is never named, since it appears in scenarios.mjs: only its neighbourhoods, train lines and hospitals).
// Style: one voice throughout, a Pakistani-American third-year medical student, tired and precise,
// who types in lowercase with heavy abbreviations (MS3, IM, rn, idk, tbh, w/, bc, q4) and the odd
// Urdu word (yaar, inshallah, alhamdulillah, khala), and asks about shelf exams, rotations, her
// commute, her fiancé, her parents in the suburbs, her laptop and her gym. Three changes are told
// plainly as news (a move from Bridgeport to Logan Square, surgery finished and a pediatrics
// rotation begun, a lifting gym given up for a bouldering gym) and three only in passing beside a
// request (an allergy pill she now takes, asked about with orange juice; an e-bike she now rides
// to the hospital, asked about lights and gloves; a new bank account her aid refund must go to).
// Traps: a hypothetical move to Dallas for residency, a sister's news (going keto) while she stays
// vegetarian, an attending's quoted remark that she should do surgery, a negation (an engagement
// not broken off, only rumoured to be), a joke about dropping out to open a chai stall, and a plan
// not carried out (a new laptop held in the queue at the shop and put back). Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer takes X"): `old` then skips such texts.
// First run: 6 of 12 at cbacb6d (a pastime taken up now ends the one of the same kind), and 6 of 12 on
// 938e4f8, the code the session started from (run first, scores only). Before the first run the lead
// saw the names of the scenarios missed on 938e4f8 (a verbose replay picked the file up); cbacb6d had
// been written before that and was not changed after.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|closed";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|tongue|quip|tease|self-deprecat|exaggerat|frustrat|struggl|disappoint|\\blol\\b`;

/** Words that make a move or a purchase only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|almost|nearly|put back|\\bput\\b.*\\bback\\b|return|look|kept|keep|still`;

/** Words that give the diet news to her sister, not to her. */
const SISTER = "sister|Mahnoor|sibling|family|\\bher\\b|\\bshe\\b|convert|pressur";

/** Words that put a remark in her attending's mouth, or say she turned it down. */
const QUOTED =
  "attending|Kowalski|said|says|\\bsay\\b|told|quot|remark|comment|suggest|compliment|encourag|praise|hands|\\bnot\\b|n't|rather than|instead of|hates?\\b|dislike|despite";

/** Words that make a broken engagement a rumour she denies. */
const RUMOUR = "\\bnot\\b|n't|never|rumou?r|khala|aunt|thought|believ|assum|misunderst|false|deni|gossip|group chat|cry|crying";

export const HELD_OUT_157 = [
  change(
    "a move from Bridgeport to Logan Square, told plainly as news",
    [
      "hi. MS3 here, i live in bridgeport rn and my commute to the hospital is like 35 min (orange line + a bus). can u help me make a realistic weekly study schedule for my IM shelf? i get home ~7pm most days and i'm useless after 10",
    ],
    [
      "ok some news: we finally moved!! me and my roommate are in logan square now, lease signed, moved in last sat. my parents drove in from naperville to help and my dad is still recovering from carrying my bookshelf up 3 flights lol",
      "can u redo my study schedule for the new commute? it's ~40 min on the train now but no bus so i can actually do qs on my phone the whole way",
    ],
    /Logan Square/i,
    claims("Bridgeport", ["Logan"]),
  ),
  change(
    "surgery finished and a pediatrics rotation begun, told plainly as news",
    [
      "i'm on my surgery clerkship rn, q4 call, and i have maybe 1 hr a day to study if i'm lucky 💀 how do ppl actually prep for the surg shelf on this schedule? idk what to prioritize",
    ],
    [
      "news: surgery is DONE alhamdulillah, shelf passed, and i started my peds rotation at lurie on monday. everyone is so nice it feels illegal tbh",
      "what are the highest-yield resources for the peds shelf? and how do i present a newborn on rounds w/o sounding like i'm reading a grocery list",
    ],
    /pediatric|\bpeds\b|Lurie/i,
    claims("surg", ["peds", "pediatric", "Lurie", "finish", "done", "complet", "passed", "wrapped"]),
  ),
  change(
    "a lifting gym given up for a bouldering gym, told plainly as news",
    [
      "i go to the xsport by my apt like 4x a wk, mostly lifting. can u give me a 45 min upper/lower split that fits around 12 hr shifts? i usually go at 8pm when it's empty",
    ],
    [
      "some news, new year new gym lol: i cancelled xsport and faraz and i joined first ascent, the bouldering gym. we go tue/thu nights and sat mornings now, it's honestly the only time we see each other rn",
      "my forearms are DEAD yaar. how do i keep doing some leg work at home w/o wrecking my climbing days?",
    ],
    /First Ascent|boulder|climb/i,
    claims("XSport", ["First Ascent", "boulder", "climb"]),
  ),
  change(
    "an allergy pill she now takes, shown only in a question about orange juice",
    [
      "i take zyrtec every morning for allergies (my parents' cat is the main enemy lol). is it ok to have like 3 cups of chai on top of that on call days or is that dumb",
    ],
    [
      "quick q: someone on my team said fruit juice blocks allegra?? i've been taking mine w/ the OJ from the nurses' station every morning since my PCP put me on it. is that real or a hospital myth. also can i take it at the same time as my iron pill",
    ],
    /Allegra/i,
    claims("Zyrtec", ["Allegra"]),
  ),
  change(
    "the train given up for an e-bike, shown only in a question about lights and gloves",
    [
      "i take the pink line to stroger for my rotation, leave at 5:15 to make 6am prerounds. what can i realistically do on a 25 min train ride that isn't doomscrolling",
    ],
    [
      "what lights + gloves do i need for biking to stroger at 5am in january? been riding my new aventon e-bike every day since the pink line delays made me late to prerounds twice and my resident noticed 🙃 my fingers are literally numb by the time i lock up",
    ],
    /\bbik|Aventon|cycl/i,
    claims("Pink Line|\\btrain\\b|\\bCTA\\b", ["bik", "Aventon", "cycl"]),
  ),
  change(
    "a new bank account for her aid refund, shown only in a question about the school portal",
    [
      "i bank w/ BMO, checking + savings, had it since high school in naperville. my financial aid refund hits next wk, how should i budget ~$4,200 for the semester's rent + food + my gym?",
    ],
    [
      "how do i change where my fin aid refund gets deposited on the school portal? it has to go into my chime acct now, i closed the BMO stuff after the overdraft fee drama. disbursement is next fri and the portal is so confusing idk where direct deposit even lives",
    ],
    /Chime/i,
    claims("BMO", ["Chime"]),
  ),
  trap(
    "a hypothetical move to Dallas for residency, asked late at night",
    [
      "i live in uptown, near the lawrence stop on the red line. can u help me find a quiet place to study on weekends around here that's open late? my apt is loud bc of my upstairs neighbors",
    ],
    [
      "ok random hypothetical, ERAS brain at 1am: if i end up matching IM at UT southwestern, is dallas a place a resident can live w/o a car? faraz says he could work remote. nothing decided obv, i don't even apply till next fall lol",
      "also rn i need a late-night study spot in uptown that isn't my kitchen table, anything open past 10 near lawrence?",
    ],
    /Uptown/i,
    [
      asserts("Dallas|Southwestern", `${UNDONE}|apply|applic|remote`),
      asserts("(?:moved|moving|relocat|left|leaving)\\w*\\b.*Uptown", UNDONE),
    ],
  ),
  trap(
    "a sister goes keto, and the user stays vegetarian",
    [
      "i've been vegetarian since undergrad (my family still thinks it's a phase lol). can u give me some high protein vegetarian meals i can prep on sunday for a 6 day week? i have like 2 hrs max",
    ],
    [
      "my sister mahnoor went full keto for new year's, like eggs and steak 3x a day, and at sunday dinner at my parents' she spent an hour trying to convert everyone incl my ammi 🙄",
      "anyway can u give me a vegetarian haleem-ish lentil thing i can freeze in portions? need it to survive the next 3 wks",
    ],
    /vegetarian/i,
    [asserts("keto|steak|carnivore|low.carb", SISTER)],
  ),
  trap(
    "an attending's quoted remark that she should do surgery, while she stays set on IM",
    [
      "i'm planning to apply internal medicine, maybe cards after inshallah. what should i be doing as an MS3 to be competitive for IM at a good academic program? research, step 2 score, what matters most",
    ],
    [
      "so my attending on surg, dr kowalski, said on rounds today 'you've got good hands, you should seriously think about general surgery' and the whole team turned to look at me lol. flattered but i'm still IM, i hate the OR and i like thinking more than cutting",
      "can u help me write him a thank you email at the end of the rotation that doesn't make it sound like i'm switching?",
    ],
    /[Ii]nternal [Mm]edicine|\bIM\b|[Cc]ardiolog/,
    [
      asserts(
        "(?:apply|applying|pursu|going into|go into|switch|specialt|career|plan|become|becoming|want|interest|consider|match|chang)\\w*\\b.*surg|surg\\w*\\b.*(?:career|specialt|residen|match)",
        QUOTED,
      ),
    ],
  ),
  trap(
    "an engagement not broken off, only rumoured to be",
    [
      "i'm engaged to faraz (he's a civil engineer), wedding is next august inshallah. can u help me figure out when to do the mehndi and nikkah around my 4th year sub-i schedule? i can't take more than a wk off",
    ],
    [
      "no we did NOT break off the engagement lol. my khala saw me crying in the car outside my parents' house after a bad call shift and somehow by sunday the whole family group chat thought faraz and i split up 😭",
      "can u help me write a short msg for the group chat that kills the rumor w/o making it weirder? faraz thinks it's hilarious, i do not",
    ],
    /Faraz|engaged|fianc/i,
    [
      asserts(
        "broke|broken|break(?:ing)? (?:up|off)|split|ended|called off|call off|\\bsingle\\b|no longer engaged|ex-fianc|not engaged",
        RUMOUR,
      ),
    ],
  ),
  trap(
    "a joke about dropping out of med school to open a chai stall",
    [
      "3rd yr med student, my OB shelf is in 2 wks. can u quiz me on postpartum hemorrhage management? like the stepwise thing, uterotonics and doses",
    ],
    [
      "just got my shelf score back and it's... a number. that's all i'll say. officially dropping out to open a chai stall on devon, faraz can do the accounting lol",
      "ok for real tho can u make me a plan for my weak areas (antepartum, gyn onc) before my next shelf? i have 3 wks and a 6 day schedule",
    ],
    /medical student|med student|medical school|med school|\bMS3\b|third.year|3rd.y(?:ea)?r/i,
    [
      asserts(
        "(?:dropp|drop out|dropped out|quit|left|leav|withdr)\\w*\\b.*(?:\\bmed|school)|chai (?:stall|shop|stand|business)|open\\w* a (?:chai|tea)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a new laptop held in the queue at the shop and put back",
    [
      "my laptop is a toshiba satellite from like 2017 and the fan sounds like a jet engine during uworld blocks. is it worth cleaning the fan or is it time to let it go? i really can't afford a new one before boards",
    ],
    [
      "ok so i was literally in line at best buy w/ a vaio in my hands and then my cousin zaid texted that he could fix the toshiba fan for $20. so i put it back lol, the toshiba lives another yr",
      "how do i stop uworld from lagging in the browser on an old laptop? it freezes on the images",
    ],
    /Toshiba/i,
    [asserts("Vaio", UNDONE), asserts("(?:replac|bought|buy|new laptop|got rid|retir|sold|upgrad)\\w*\\b.*(?:laptop|Toshiba)", UNDONE)],
  ),
];
