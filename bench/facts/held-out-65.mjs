// Held-out set 65: written on 2026-11-27 against main at 10ff31a, by a helper (`set65`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to gaming setups, main
// games, streaming, teams, jobs and cities, with no city, person, product or company reused from
// scenarios.mjs or held-out sets on main or in /work/sets (as they stood when written). Users are
// gamers, streamers and hobbyists writing in Discord style: short lines, lowercase with CAPS for
// emphasis, gaming slang ("main", "grind", "ranked", "setup", "rig"), news after small talk, and
// time words that fit the two conversations' dates (about three weeks apart, January). Traps are
// friends' setups, a game only wishlisted, a purchase promised on reaching a rank, sarcasm, quoted
// chat messages and a tryout that failed. A fair fact about the old value may stay current once
// it says the state ended ("No longer streams on X", "Sold the PS4"): `old` then skips such texts.
// First run: 7 of 12 at b460a42 (after rules read from sets 55 to 62), and 7 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Streams on X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

/** Words that say something was only said in a stream's chat, and not done. */
const CHATTED = "chat|viewer|said|\\bsay|ask|spam|request|want|told|typed|people|demand|audience|\\bnot\\b|n't\\b|refus|meme";

export const HELD_OUT_65 = [
  change(
    "a streamer moves platforms, discord style with a setup question",
    [
      "yo",
      "so i stream on facebook gaming like 4 nights a week, mostly chill apex ranked. like 40 followers lol. can u help me write a short bio for my page, something funny but not cringe",
    ],
    [
      "ok BIG news",
      "moved my stream to trovo last week. fb gaming discoverability is DEAD, nobody ever found me there. already got 12 followers on trovo in like 5 days. how do i set up a raid message and a follower alert on there",
    ],
    /Trovo/i,
    claims("Facebook|\\bFB\\b", ["Trovo"]),
  ),
  change(
    "a student uninstalls one main game for another, caps and slang",
    [
      "i main rainbow six siege, grinding ranked every night after class. stuck in emerald for like 2 months 😭 any tips for playing anchor on bank",
    ],
    [
      "UNINSTALLED siege lmao. 2 months in emerald broke me",
      "im maining marvel rivals now, been on it since new years, mostly magik. who does she pair well with for team ups?",
    ],
    /Marvel Rivals|\bRivals\b/i,
    claims("Siege|Rainbow|\\bR6\\b", ["Rivals"]),
  ),
  change(
    "a mouse swapped after it broke, with a sensitivity question",
    [
      "my setup rn: razer viper v3 pro, 1600 dpi, 240hz monitor, cloth pad",
      "can u help me work out a sens for the finals that matches my old cs sens",
    ],
    [
      "swapped my viper for a lamzu atlantis, the viper's side buttons started double clicking after like a year. atlantis feels SO light. if the dpi is the same do i need to redo my sens or nah",
    ],
    /Lamzu|Atlantis/i,
    claims("Viper|Razer", ["Lamzu", "Atlantis"]),
  ),
  change(
    "a late-night gamer moves city over the holidays",
    [
      "just got home from my shift lol. im in fort wayne, its 2am, cant sleep. whats a good warm up routine for aim trainers, like 15 min max",
    ],
    [
      "gm (its 3pm)",
      "moved to knoxville over the holidays!! new apartment is tiny but the internet is fiber. tech guy comes thursday to hook it up. what ping should i expect to east coast servers from here, and should i go wired or is wifi 6 fine",
    ],
    /Knoxville/i,
    claims("Fort Wayne", ["Knoxville"]),
  ),
  change(
    "a night-shift cook gets a day job and has to fix a sleep schedule",
    [
      "im a line cook at waffle house, night shift, so i grind ranked from like 8am to noon then sleep lmao",
      "anyway whats a good dota 2 hero for someone who keeps dying in lane",
    ],
    [
      "QUIT WAFFLE HOUSE!!! got hired doing IT helpdesk at a hospital, started monday, 9 to 5 like a normal human",
      "problem is my sleep schedule is destroyed. how do i fix it in like a week without dying",
    ],
    /help ?desk|hospital/i,
    claims("Waffle House|line cook", ["help ?desk", "hospital"]),
  ),
  change(
    "a console player finally builds a PC",
    ["im on ps4 still lol, mostly play fortnite with my cousins. is ps plus even worth it if i only play free games"],
    [
      "FINALLY upgraded to a pc!!! built it myself over christmas, 4070 and a ryzen 7, took me 6 hours and i almost cried twice",
      "sold the ps4 to my neighbor. how do i get my fortnite account and skins over to pc",
    ],
    /\bPC\b|4070|Ryzen|computer/i,
    claims("PS4|PlayStation", ["\\bPC\\b", "upgrad", "4070", "sold", "\\bfrom\\b"]),
  ),
  trap(
    "a duo partner's new rig, with a settings question",
    ["my rig is a ryzen 5 with an rtx 3060, 1080p 144hz. tryna get more fps in helldivers 2, it dips hard on big bug maps"],
    [
      "my duo just built an absolute BEAST, 4090 and a 4k 240hz monitor",
      "im SO jealous lmao. anyway any settings to squeeze more out of my 3060 in helldivers",
    ],
    /3060/,
    [
      asserts("4090|\\b4k\\b", "duo|friend|buddy|partner|\\bhis\\b|\\bhe\\b|\\bher\\b|\\bshe\\b|\\bthey\\b|jealous|envy|want|wish"),
      asserts("(?:upgrad|replac|sold|no longer)\\w*\\b.*3060", "duo|friend|want|wish|would|\\bif\\b"),
    ],
  ),
  trap(
    "a game only wishlisted, beside a farming question",
    [
      "my main game rn is path of exile 2, like 300 hours in, playing a monk. can u explain how the atlas passive tree works, its so confusing",
    ],
    [
      "wishlisted expedition 33 on steam, not buying it till the sale tho, im broke after christmas",
      "anyway whats the best way to farm exalts in poe2 right now",
    ],
    /Path of Exile|PoE/i,
    [
      asserts(
        "Expedition 33|Clair Obscur",
        "wishlist|sale|\\bnot\\b|n't\\b|until|till|plan|want|would|might|maybe|\\bif\\b|interest|hope|consider|later|afford",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp)\\w*\\b.*(?:Path of Exile|PoE)", IMAGINED),
    ],
  ),
  trap(
    "a keyboard promised as a reward for a rank not yet hit",
    [
      "im plat 2 in overwatch, tank main. typing on a ducky one 3 with silent reds",
      "can you help me with a checklist for reviewing my reinhardt vods",
    ],
    [
      "OK if i hit diamond this season im buying myself a wooting 80HE as a reward. currently plat 1 so CLOSE",
      "what should i focus on for the last push",
    ],
    /Ducky/i,
    [
      asserts("Wooting", `${IMAGINED}|diamond|goal|reward|promis|once|when|plan|aim`),
      asserts("(?:reached|hit|is|in|ranked|achieved)\\s+diamond", `${IMAGINED}|goal|aim|push|close|toward|once|when`),
    ],
  ),
  trap(
    "sarcasm about quitting a fighting game after a losing streak",
    ["tekken 8 is my main game, i main lee and im tekken king rn. help me make a punishment drill list for practice mode"],
    [
      "lost 14 in a row online tonight 💀",
      "yeah im TOTALLY uninstalling tekken and going pro in minecraft parkour, great career move /s. anyway can u explain how to deal with hwoarang pressure",
    ],
    /Tekken/i,
    [
      asserts("Minecraft|parkour", `${JOKED}|/s\\b|ironic`),
      asserts("(?:uninstall|quit|stop|dropp|no longer|gave up)\\w*\\b.*Tekken", `${JOKED}|/s\\b|ironic`),
    ],
  ),
  trap(
    "a quoted chat demand to switch games, refused",
    ["i stream warframe most nights, been a tenno since 2019. can u help me plan a weekly schedule so i dont burn out"],
    [
      'chat was spamming "PLAY TARKOV COWARD" all stream last night lmaooo',
      "not happening, warframe till i die. can u help me write a !commands list for my chat bot",
    ],
    /Warframe/i,
    [asserts("Tarkov", CHATTED), asserts("(?:stop|quit|dropp|no longer|switch)\\w*\\b.*Warframe", CHATTED)],
  ),
  trap(
    "a failed tryout for another team, still with the old one",
    [
      "im the awper on an amateur cs2 team called nightjar, we play a faceit league tuesdays and thursdays. what should an awper be doing on ct side mirage",
    ],
    [
      "tried out for kinetic academy on saturday... didnt make the cut lol. coach said my utility is mid",
      "still with nightjar tho, the boys got me. can you give me a utility practice routine for mirage",
    ],
    /Nightjar/i,
    [
      asserts("Kinetic|academy", "tri(?:ed|es)? ?out|tryout|\\bnot\\b|n't\\b|didn|fail|\\bcut\\b|reject|attempt|applied|unsuccess"),
      asserts("(?:left|leaving|quit|no longer|joined)\\w*\\b.*Nightjar", "\\bnot\\b|n't\\b|didn|still"),
    ],
  ),
];
