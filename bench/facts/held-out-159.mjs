// Held-out set 159: written on 2026-11-28 against main at cbacb6d, by a helper (`set159`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a secondary-school PE and Irish teacher in his forties in the west of
// Ireland who coaches an under-14 hurling team, writing chatty Hiberno-English ("grand", "sound",
// "yoke", "giving out", "craic", "so it is", "I'm after ...") in medium-length messages, asking for
// lesson plans, training drills and help with his parents' farm, his car, his health and his
// wife's new business. Three changes are told plainly as news (a move from Miltown Malbay to
// Corofin, a new permanent post in another school, five-a-side given up for golf) and three only in
// passing beside a request (a new Omoda whose screen will not take the phone, a salary form for a
// new Bank of Ireland account, a repeating training event on a new team app, Heja). Traps: a
// hypothetical house on a site on his parents' farm, asked as a what-if; his wife's news (she left
// the council to open a café) while he stays at his school; a quoted remark from his GP about a
// preventer inhaler he has not started; a negation (he did not step down as under-14 manager, nor
// take the minors); a joke about quitting his Master's to join the circus; and a plan not carried
// out (a sheepdog pup that stayed on the farm). Time words fit the two conversations' dates (New
// Year's Day, and about three weeks later in January). A fair fact about the old value may stay
// current once it says the state ended ("Left Kilrush", "No longer uses ClubZap"): `old` then skips
// such texts.
// First run: 7 of 12 at 5685ef4 (the session's final code), and 7 of 12 on cbacb6d, the code the
// session's second round started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|pack|finish|trade|(?<!has |have )(?:lived|taught|worked|played|banked)|\\bhad\\b|gone|\\bused\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Teaches in X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that make a move or a purchase only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|what.if|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|look|\\boffer|undecided|cost|estimat|weigh`;

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|wry|tongue|quip|tease|self-deprecat|exaggerat|frustrat|struggl|\\blol\\b|feedback|critic|supervisor`;

/** Words that put a remark in the GP's mouth, or leave it as advice not yet taken. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|recommend|advis|\\bGP\\b|doctor|\\bmay\\b|\\btry|trial|potential|chance|plan|reluctan|hesita|unsure|undecided|concern|worr|ask`;

/** Words that give the news to his wife, not to him. */
const WIFE = "Sin[eé]ad|wife|\\bher\\b|\\bshe\\b|spouse|partner|help|support|weekend|\\bteas\\b|will\\b|would|'d\\b|plan";

/** Words that deny, or put the step-down in someone else's mouth. */
const DENIED =
  "\\bnot\\b|n't|never|deni|rumou?r|false|untrue|nowhere|staying|stays|remain|continu|still|chairman|committee|\\bif\\b|would|might|asked|offer|think|thought|say|said|claim";

export const HELD_OUT_159 = [
  change(
    "a move from Miltown Malbay to a house in Corofin, told plainly as news",
    [
      "Happy New Year! I'm a PE and Irish teacher living in Miltown Malbay this ten years, and I'm trying to get a head start on a unit on an trá (the beach) for my first years in Irish class. Could you give me 20 or so words and phrases with the English beside them? Nothing too fancy now, half of them can barely say 'dia dhuit' yet.",
    ],
    [
      "Bit of news since I was last on, we're after moving house! We got the keys of a place in Corofin the week after New Year and we're in since Saturday, boxes everywhere and the wife giving out about the state of the kitchen. Sad enough leaving Miltown after ten years but it's far handier for the parents' farm.",
      "Now the new place has a fine big shed out the back and I'd love to turn it into a small home gym for myself. What would you put in it for about 1,500 euro? I'm not looking for anything fancy, a few yokes for strength work mainly.",
    ],
    /Corofin/i,
    claims("Miltown|Malbay", ["Corofin"]),
  ),
  change(
    "a new permanent post in Ennistymon after eleven years in Kilrush, told plainly as news",
    [
      "Dia dhuit, I teach PE and Irish in the community school in Kilrush and I want to do a six-week block of handball with my second years when we go back. Could you lay out a rough plan, one lesson a week, 40 minute classes, with a warm-up and a game at the end of each one? They're a lively bunch so the more moving the better.",
    ],
    [
      "Big news — I've started a permanent job in the secondary school in Ennistymon! A teacher there went out on early retirement at Christmas and they rang me the first week back, so I finished up in Kilrush after eleven years and started in Ennistymon last Monday. Sound crowd so far and no more 50 minute drive every morning, thank God.",
      "They've given me a Leaving Cert higher level Irish class, which I haven't had in a good while. Any tips for getting them talking about the poetry in their own words instead of learning off notes word for word?",
    ],
    /Ennistymon/i,
    claims("Kilrush", ["Ennistymon"]),
  ),
  change(
    "five-a-side given up for golf at Lahinch, told plainly as news",
    [
      "I still play five-a-side soccer every Tuesday night on the astro with a crowd of lads from around, and the hamstrings aren't what they were, I'm 46 in March. Could you give me a decent 10 minute warm-up we could do before we start, instead of just belting the ball around the place for two minutes and calling it a warm-up?",
    ],
    [
      "News on the sporting front: I've packed in the five-a-side altogether. Pulled the hamstring again the first Tuesday back and the wife said enough is enough. I've joined the golf club in Lahinch instead, and the handicap is somewhere around 'hopeless' at the minute, so it is.",
      "Any drills you'd recommend to stop me slicing? Every second drive is going out over the dunes and the lads I play with are getting great craic out of it.",
    ],
    /golf|Lahinch/i,
    claims("five.a.side|soccer|astro", ["golf", "Lahinch", "hamstring", "injur", "pull"]),
  ),
  change(
    "an old Terrano traded for an Omoda, shown only in a question about connecting the phone",
    [
      "I drive an 05 Terrano, a big old jeep that's great for pulling the trailer of hurleys and cones to matches, but the diesel is killing me. It's on 310,000 km now. How often should the timing belt be done on a yoke that age, and is it worth doing at all at this stage?",
    ],
    [
      "Quick one: I can't for the life of me get my phone to come up on the screen in the Omoda I collected from the garage last week. The salesman showed me once and I nodded along like an eejit. Is it a cable job or should it work without one?",
      "And now that the Terrano's gone in against it, is there any handy way of fitting 30 hurleys, helmets and a bag of sliotars in the boot? The old jeep would swallow the lot.",
    ],
    /Omoda/i,
    claims("Terrano", ["Omoda"]),
  ),
  change(
    "a bank moved from AIB to Bank of Ireland, shown only in a question about a salary form",
    [
      "Happy New Year. I want to start putting a bit away every month for the young lad's college, he's only nine but the way fees are going. I'm with AIB since I was in college myself. What's the handiest way of doing it, a standing order into a savings account or is there something better out there?",
    ],
    [
      "How do I get the salary paid into the new Bank of Ireland account? I moved everything over from AIB after Christmas, I was fed up with them, and I've the form here from the school payroll but I haven't a notion what a BIC is or where I'd find it.",
    ],
    /Bank of Ireland|\bBOI\b/i,
    claims("AIB", ["Bank of Ireland", "\\bBOI\\b"]),
  ),
  change(
    "the under-14s' messages moved from ClubZap to Heja, shown only in a question about a repeating event",
    [
      "I coach the under-14 hurlers in the club and I do all the messages to the parents through ClubZap. Could you draft me a short message to send them about training starting back on Saturday the 11th, indoors in the school hall from 10 to 11, helmets and a bottle of water, and no lifts home with anyone they don't know?",
    ],
    [
      "How do I set up a repeating event on Heja for training every Saturday at 10? I moved the under-14s off ClubZap onto it last week because half the parents weren't getting the notifications, and now I'm lost in the yoke. The young lads figured it out quicker than I did, which is a bit of a sore point.",
    ],
    /Heja/i,
    claims("ClubZap", ["Heja"]),
  ),
  trap(
    "a hypothetical house on a site on his parents' farm, asked as a what-if",
    [
      "I live in Crusheen, grand quiet spot, and I'm doing a bit of local place names with my first years in Irish class after the holidays. Could you give me the Irish for Crusheen and maybe ten other townlands and villages around, with what the names mean? I'd like them to see the place names aren't just random sounds.",
    ],
    [
      "A what-if for you. Mam and Daddy have offered us a site on the farm outside Kilfenora, and I'm wondering if we were ever to build out there, roughly what would a three-bed cost to build these days? And would we lose much selling the house in Crusheen? We haven't said yes or no, the wife isn't sold on living next door to the mother-in-law, ha.",
    ],
    /Crusheen/i,
    [
      asserts(
        "(?:\\blives?\\b|living|moved|built|house|home)\\b.*(?:Kilfenora|\\bfarm\\b|\\bsite\\b)",
        `${UNDONE}|parents? (?:live|have|has|own|run|farm)|\\bMam\\b|Daddy|father|mother|Crusheen`,
      ),
      asserts(
        "(?:sold|selling|left|leaving|moved|moving|relocat)\\w*\\b.*(?:Crusheen|house|home)",
        `${UNDONE}|parents? (?:live|have|has|own|run|farm)`,
      ),
    ],
  ),
  trap(
    "his wife leaves the council to open a café in Kilkee, and he stays at his school",
    [
      "I teach PE and Irish in St. Flannan's, and I'm putting together a list of handy indoor games for when the weather's too bad for the pitch, which around here is most of January. Could you give me eight or ten that work for a class of 28 in a small-enough gym hall, with not much gear?",
    ],
    [
      "Big news in our house: Sinéad handed in her notice in the county council after 18 years and she's opening her own café on the seafront in Kilkee! She has the keys got and she's hoping to open for Easter. I'm staying put in St. Flannan's, one of us has to keep the pension going, ha, though I'd say I'll be doing the teas at weekends.",
      "Could you help me put together a simple business plan for her, one or two pages, the kind of thing the credit union would want to see before they'd give her a loan for the coffee machine?",
    ],
    /Flannan|teach/i,
    [
      asserts("caf[eé]|Kilkee|coffee|own business|self.?employ|business owner", WIFE),
      asserts("(?:quit|left|resign|handed in|stepped down)\\w*\\b.*(?:job|notice|council|teach|school|Flannan)", WIFE),
    ],
  ),
  trap(
    "a GP's remark that he should be on a preventer inhaler, not taken up",
    [
      "I've had asthma since I was a child, I take two puffs of the blue inhaler, Airomir, before training and matches and that does me grand. A few of the under-14s have it too. What should I keep in the team's first aid bag for them, and what are the signs I should be watching for on a cold morning?",
    ],
    [
      "I was in with the GP last week with a chest that wouldn't clear after Christmas, and she said to me, 'You should really be on a preventer, I'd put you on Alvesco morning and night and you'd hardly need the blue one at all.' I told her I'd think about it, I'm not mad about taking something every day when I feel grand.",
      "Is there any harm in those steroid inhalers long term? I don't want to be giving the lads a bad example either way.",
    ],
    /Airomir|asthma/i,
    [asserts("Alvesco|preventer", QUOTED), asserts("steroid", QUOTED)],
  ),
  trap(
    "a step-down as under-14 manager denied, and the minors turned down",
    [
      "I'm manager of the under-14 hurlers in the club this three years, and we've a league starting in February. Could you give me a six-week pre-season plan for them, two sessions a week, bearing in mind they're 13 and I don't want anyone getting hurt or going off the game?",
    ],
    [
      "There's a story going round the club that I'm after stepping down as under-14 manager because I wasn't at the last committee meeting. I didn't step down at all, I was at the wife's cousin's 50th! I'm going nowhere, and no, I'm not taking the minors either, whatever the chairman's telling people.",
      "Anyway, could you give me a few ground hurling drills for a wet heavy pitch? Half the lads want to be lifting and soloing in the muck and it's not working.",
    ],
    /under.?14|\bU.?14\b/i,
    [
      asserts("(?:step|gave up|give up|quit|left|stopped|no longer|resign)\\w*\\b.*(?:under|\\bU.?14|coach|manag|team)", DENIED),
      asserts("\\bminors?\\b", DENIED),
    ],
  ),
  trap(
    "a joke about quitting his Master's to join the circus",
    [
      "I'm doing a part-time Master's in Education in Mary Immaculate, two evenings a week and the odd Saturday, and my thesis is on why teenage girls drop out of sport. Could you help me sketch out a structure for the literature review chapter? I've a first draft to get to my supervisor by the end of next week.",
    ],
    [
      "Got the feedback back on the lit review and the supervisor wrote 'needs substantial restructuring' on every second page, so I'm quitting the Master's and running away to join the circus, so I am. I'd say they'd take a man who can juggle three sliotars.",
      "Ah no, seriously: could you help me reorganise it into themes instead of going study by study? That was her main complaint.",
    ],
    /Master|Mary Immaculate/i,
    [
      asserts(
        "(?:quit|dropp|drop out|dropped out|left|leaving|withdr|gave up|give up|stopp)\\w*\\b.*(?:Master|Mary Immaculate|course|degree|thesis|studies)",
        JOKED,
      ),
      asserts("circus|juggl", JOKED),
    ],
  ),
  trap(
    "a sheepdog pup from the farm that stayed on the farm",
    [
      "We've an old cat, Smudge, she's fourteen now and going a bit stiff in the back legs, she's slow enough getting up on the windowsill these days. Is there anything we can give her for it ourselves, or is it a trip to the vet?",
    ],
    [
      "We were all set to take one of the pups off Daddy's sheepdog at the weekend, the young lad had a name picked out and everything. But when it came to it Sinéad said with the new business starting and Smudge the way she is, not a hope, so the pup stayed on the farm.",
      "The young lad's not talking to either of us since. How do you cheer up a nine-year-old who's after being refused a dog?",
    ],
    /Smudge|\bcat\b/i,
    [
      asserts(
        "(?:\\bhas\\b|\\bhave\\b|\\bgot\\b|getting|adopt|took|taken|owns|\\bnew\\b|brought)\\w*\\b.*(?:\\bpup|\\bdog)|(?:\\bpup|\\bdog)\\w*\\b.*(?:joined|arrived|home)",
        `${UNDONE}|stayed|veto|refus|denied|almost|nearly|was going|all set|upset|sulk|father'?s? ha[sd]|dad'?s? ha[sd]|Daddy'?s? ha[sd]|parents'? ha(?:ve|d)`,
      ),
    ],
  ),
];
