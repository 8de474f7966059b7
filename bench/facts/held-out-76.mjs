// Held-out set 76: written on 2026-11-27 against main at 1598cc8, by a helper (`set76`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 74 in /work/sets.
// Style: personal life told in ordinary chat by adults of different ages (twenties to seventies)
// in Australia, Canada, Ireland and the US: partners and their names, health (an injury, a
// condition, a medication), pets, languages being learned, sports, volunteering. Changes are told
// the way people say them ("we broke up", "I'm back on ...", "no more ... for me", "these days
// I ..."), each clear to a careful human note-taker. Traps are a friend's engagement, a mother's
// quoted advice about medication, a sarcastic "retirement" from a sport, a language class the
// user's wife suggested but nobody signed up for, a surgery the user did NOT need, and a sister's
// divorce. Most messages carry a request; time words fit two conversations about three weeks
// apart. A fair fact about the old value may stay current once it says the state ended ("Broke
// up with X", "No longer takes X"): `old` then skips such texts.
// First run: 8 of 12 at cd6a713, and 8 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\boff\\b|\\bdone\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_76 = [
  change(
    "a breakup told as 'we broke up', with a rent budget request",
    [
      "my boyfriend Eoghan and I are doing a weekend away for our four year anniversary next month. can you suggest a few coastal walks on the Copper Coast that aren't too savage? I'm grand with hills, he is not",
    ],
    [
      "well. Eoghan and I broke up, so the anniversary weekend is off. four years and it ended over a text message, I'm still raging",
      "it's just me on the lease in Dungarvan now. can you help me work out a budget for the rent on my own salary?",
    ],
    /\bsingle\b|broke up|break-?up|\bsplit\b|ex-?boyfriend|\bex\b|separated|ended/i,
    claims("Eoghan", ["broke", "break", "split", "single", "separat"]),
  ),
  change(
    "a migraine medication switch told as 'she took me off', with a side effect question",
    [
      "I'm 54 and I've been on pizotifen for my migraines for about a year. it helps but I've put on weight and I'm starving all the time. any tips for snacking less in the evenings?",
    ],
    [
      "saw my neurologist in Peterborough last week and she took me off the pizotifen, I'm on flunarizine now. the first few nights I've been pretty drowsy",
      "is it normal to feel this tired on a new migraine med, and should I avoid driving first thing in the morning?",
    ],
    /flunarizine/i,
    claims("pizotifen", ["flunarizine"]),
  ),
  change(
    "a language class dropped, told as 'no more ... for me' and 'I'm back on ...'",
    [
      "I've started Indonesian at TAFE two nights a week, selamat pagi and all that! I'm 63 so the vocab isn't sticking like it did when I was young. any memory tricks for learning words in a new language?",
    ],
    [
      "no more Indonesian for me, the TAFE class got cancelled for low numbers and honestly I wasn't loving it",
      "I'm back on Auslan instead, I did a bit years ago when my grandson was diagnosed deaf and I want to be able to really chat with him. can you suggest ways to practise fingerspelling at home?",
    ],
    /Auslan/i,
    claims("Indonesian", ["Auslan"]),
  ),
  change(
    "a dog rehomed and a kitten arrives, with a shopping list request",
    [
      "we've a collie cross called Fennel, she's two and has more energy than the three kids put together. any ideas for games to tire her out in a small back garden?",
    ],
    [
      "we had to rehome Fennel with my brother-in-law, he has a farm outside Enniscorthy and she's in her element with the sheep. broke the kids' hearts though",
      "so we got them a kitten to soften the blow, a little ginger lad called Pistachio. what should we have in the house for a 10 week old kitten?",
    ],
    /Pistachio/i,
    claims("Fennel|collie", ["rehom", "brother", "farm", "Pistachio"]),
  ),
  change(
    "a sport ended by a knee injury, told as 'these days I swim'",
    [
      "I play ringette in a rec league here in Lethbridge, games are Thursday nights. what should I eat before a late game so I'm not sluggish?",
    ],
    [
      "no more ringette for me, I tore my ACL in a game last month and the surgeon says I'm done with anything with sudden pivots",
      "these days I swim lengths at the pool three mornings a week. can you write me a 30 minute swim workout for a beginner who's rehabbing a knee?",
    ],
    /\bswim|pool|lengths/i,
    claims("ringette", ["ACL", "\\btor[en]\\b", "injur", "swim"]),
  ),
  change(
    "a retiree's volunteering changes, told as 'I stepped back ... these days I ...'",
    [
      "since I retired I volunteer at the food pantry at our church in Dayton every Saturday morning, mostly sorting donations. can you help me make a simple sign-up sheet for new volunteers?",
    ],
    [
      "I stepped back from the food pantry, my back couldn't take the lifting. these days I answer phones on the overnight crisis line twice a month",
      "the training covered a lot but can you give me some phrases for staying calm when a caller is really upset?",
    ],
    /crisis (?:line|hotline|phone|support)|hotline/i,
    claims("pantry", ["stepped back", "crisis", "hotline"]),
  ),
  trap(
    "a best mate's engagement, with a speech request",
    [
      "my girlfriend Imogen and I just signed a lease on a place in Bundaberg together, first time living with a partner for both of us. what's a fair way to split bills when we earn different amounts?",
    ],
    [
      "my best mate Lorne just got engaged to his girlfriend!! stoked for him. he's asked me to be best man and I've never given a speech in my life",
      "can you help me write a best man speech that's funny but won't get me in trouble with his nan?",
    ],
    /Imogen/i,
    [
      asserts("engaged|fianc|propos", "Lorne|friend|\\bmate\\b|\\bhis\\b|\\bhe\\b|best man"),
      asserts("(?:getting married|wedding|married)", "Lorne|friend|\\bmate\\b|\\bhis\\b|\\bhe\\b|best man|speech"),
    ],
  ),
  trap(
    "a mother's quoted advice to stop a medication",
    [
      "I have ulcerative colitis and I'm on mesalazine, 4 tablets a day. it's well controlled at the minute thank god. can you suggest a few low-residue lunches I can bring to work?",
    ],
    [
      "my mam said I should come off the mesalazine and just take turmeric, her friend from bingo swears by it. I love her but no",
      "can you explain in plain English why stopping my meds without talking to my consultant could be a bad idea? I want something I can show her",
    ],
    /mesalazine|colitis/i,
    [
      asserts(
        "turmeric",
        `mam|\\bmum|mother|\\bsaid|suggest|advi|should|friend|\\bnot\\b|n't|refus|declin|why|risk|whether|explain|recommend`,
      ),
      asserts(
        "(?:stop|came off|come off|coming off|quit|no longer|discontinu)\\w*\\b.*(?:mesalazine|medication|meds)",
        `mam|\\bmum|mother|\\bsaid|suggest|advi|should|friend|\\bnot\\b|n't|refus|declin|why|risk|whether|explain|recommend|consult`,
      ),
    ],
  ),
  trap(
    "a sarcastic 'retirement' from running after a wet training run",
    [
      "I'm training for my first half marathon in March, up to 9 miles on my long runs now. what should my taper look like in the last two weeks?",
    ],
    [
      "today's 6 miler was in sideways rain and I'm officially retiring from running to take up competitive napping lol",
      "ok real question though, what should I eat the night before the race? I get a nervous stomach",
    ],
    /half marathon|\brunn?(?:ing|er|s)?\b/i,
    [asserts("(?:quit|retir|gave up|give up|stopped|no longer)\\w*\\b.*run", JOKED), asserts("napping|\\bnaps?\\b", JOKED)],
  ),
  trap(
    "a language class the wife suggested, not signed up for",
    [
      "I'm 71 and learning Gaelic through a weekly class at the community hall in Antigonish, my grandmother spoke it. can you give me a few simple phrases for greeting people?",
    ],
    [
      "my wife keeps saying we should take Cantonese lessons before our daughter-in-law's family visits next summer, but we haven't signed up for anything and frankly one language at a time is plenty for me",
      "could you help me practise the Gaelic days of the week?",
    ],
    /Gaelic/i,
    [
      asserts("Cantonese", `${IMAGINED}|wife|\\bshe\\b|suggest|should|plan|signed up|sign up|visit|family`),
      asserts("(?:stop|quit|gave up|no longer|dropp|switch)\\w*\\b.*Gaelic", IMAGINED),
    ],
  ),
  trap(
    "a surgery the user did NOT need, with a meal request",
    [
      "I've got a stress fracture in my right foot from touch footy, so I'm in a moon boot for six weeks, and if it doesn't heal they might have to put a screw in. any upper body workouts I can do sitting down?",
    ],
    [
      "good news, I did NOT need the surgery! the specialist in Lismore says the bone is knitting fine on its own, so it's just more boot time",
      "can you help me plan meals with enough calcium and vitamin D for bone healing?",
    ],
    /fracture|moon boot|\bfoot\b/i,
    [asserts("surg|screw|operat|pinned", `\\bnot\\b|n't\\b|\\bno\\b|avoid|without|might|\\bif\\b|possib|maybe|instead|unnecessary`)],
  ),
  trap(
    "a sister's divorce, and she stays for a while",
    [
      "my wife Harriet and I are coming up on 15 years married in April. can you suggest a few anniversary gift ideas that aren't jewelry? she's into pottery and hiking around Loveland",
    ],
    [
      "my sister's divorce just went through and she's staying with us for a while until she finds her feet. it's been a rough year for her",
      "any advice on how to make a guest feel welcome without hovering? our guest room is basically a storage closet right now",
    ],
    /Harriet/i,
    [
      asserts("divorc|separat|\\bsplit\\b", "sister|\\bher\\b|\\bshe\\b|sibling"),
      asserts("\\bsingle\\b|ex-wife|no longer married", "sister|\\bher\\b|\\bshe\\b|sibling"),
    ],
  ),
];
