// Held-out set 156: written on 2026-11-28 against main at 938e4f8, by a helper (`set156`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a bubbly mom in her forties in small-town western Ohio who runs an
// online craft shop (wreaths, signs, vinyl shirts) and writes long run-on messages full of
// exclamation marks, emoji, "lol" and "y'all", asking about her listings, her kids' winter sports,
// church potlucks, the minivan, her diet and her husband's job at the plant. Three changes are told
// plainly as news (a move from one small town to the next, a diet plan cancelled for another, a
// card league quit for the church handbell choir) and three only in passing beside a request (a new
// minivan's Bluetooth reading texts aloud, SVG files that won't open on a new cutting machine, shop
// payouts to be pointed at a new bank). Traps: a wish for a puppy the husband has vetoed, a sister
// who joined a different gym while the user keeps hers, a doctor's quoted "we might switch you" about
// a thyroid pill, a negation (a rumour at a potluck that she dropped her college class), a joke that
// she has retired to be a full-time taxi for her kids and lives in the van, and a plan not carried
// out (a switch of phone carrier abandoned at the store). Time words fit the two conversations'
// dates (about three weeks apart, January). A fair fact about the old value may stay current once
// it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at cbacb6d (a pastime taken up now ends the one of the same kind), and 9 of 12 on
// 938e4f8, the code the session started from (run first, scores only). Before the first run the lead
// saw the names of the scenarios missed on 938e4f8 (a verbose replay picked the file up); cbacb6d had
// been written before that and was not changed after.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\bold\\b|traded|sold|closed";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Banks at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|love to|beg|\\bask";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|tongue|quip|tease|self-deprecat|exaggerat|feel|feels|\\blike\\b|basically|practically|unpaid|\\blol\\b|busy|hectic`;

/** Words that put a remark in her doctor's mouth, or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|mention|\\bmay\\b|\\btry|trial|spring|potential|chance|plan|doctor|\\bdr\\b|Schwieterman|discuss|option|future|tired`;

/** Words that make a carrier switch only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|\\?|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|balk|look|kept|keep|stay|still|almost|nearly|visited|went to|went in|store|pay off|payoff`;

/** Words that give the gym news to her sister, not to her. */
const SISTER = "Tonya|sister|invit|\\bask|want|urg|push|suggest|\\bnot\\b|n't\\b|\\bif\\b|would|might|rather than|instead of|declin|stick";

export const HELD_OUT_156 = [
  change(
    "a move from Wapakoneta to Celina, told plainly as news",
    [
      "Happy New Year y'all!!! 🎉🎉 We've lived in Wapakoneta going on 15 years now and I still love this little town lol. Ok so I run a little online craft shop out of our spare bedroom (Buckeye Bows & Burlap lol 🎀) and I need help writing a listing for my new Valentine's door wreaths, they're red and pink burlap with a little wood heart in the middle and I always sound like a robot when I write these so can you make it cute and cozy sounding?? Thank you!!!",
    ],
    [
      "OK BIG NEWS y'all!!! 🏡📦 We closed on the new house and we officially moved to Celina last weekend!!! Randy's drive to the plant is like 10 minutes now instead of 35 and he is one happy man lol, and the kids start at their new school Monday so pray for me 🙏😅 My whole craft room is still in about 40 boxes in the garage lol",
      "Can you help me write a little note to put at the top of my shop page letting my customers know orders might ship a couple days slower for the next two weeks while I get unpacked?? Keep it sweet and not too long!! 💕",
    ],
    /Celina/i,
    claims("Wapak", ["Celina"]),
  ),
  change(
    "a diet plan cancelled for another, told plainly as news",
    [
      "Ok so confession time lol 🙈 I've been on Nutrisystem since right before Thanksgiving trying to lose the last 20 lbs before my sister's wedding in June, and I'm doing pretty good with the boxes but we have a church potluck Sunday after second service and I NEVER know what to bring that I can actually eat lol. Can you give me a couple dish ideas that fit the plan but that the church ladies won't side-eye?? 😂",
    ],
    [
      "Diet update y'all!!! 🥗💪 I cancelled my Nutrisystem, those boxes were costing us an arm and a leg and Randy about fell over when he saw the credit card bill lol 💸 so now my friend Sherri from church got me doing Optavia with her, she's my coach and everything, I'm on day 9 and I'm already down 4 lbs!!!",
      "Can you give me a lean and green dinner idea that my kids will actually eat too?? Because I am NOT making two dinners every night lol 😅",
    ],
    /Optavia/i,
    claims("Nutrisystem", ["Optavia"]),
  ),
  change(
    "a euchre league quit for the church handbell choir, told plainly as news",
    [
      "Me and Randy have played in the Thursday night euchre league at the Eagles for like 6 years now lol 🃏 and last week there was a HUGE argument at our table about stick the dealer, like people were getting heated y'all 😂 can you explain how stick the dealer is actually supposed to work so I can settle this once and for all?!",
    ],
    [
      "Okay so news!! I quit euchre league 😬 (long story, it involves a lady named Pam and a renege she will not admit to lol) and I joined the handbell choir at church instead!!! 🔔🔔 We play for the first time on Sunday and I am SO nervous, I'm on the two little high bells and I keep ringing on the wrong beat lol",
      "Do you have any tips for not losing my place in the music when everybody else is ringing?? 🙏",
    ],
    /handbell|bell choir/i,
    claims("euchre", ["handbell", "bell choir"]),
  ),
  change(
    "a new minivan shown only by its Bluetooth reading texts aloud",
    [
      "Our Uplander has 212,000 miles on it and the check engine light came on AGAIN on the way to Brantley's basketball game last night 🙄🚐 I got the code read at the parts store and it says P0420, what does that even mean and is it safe to keep driving it to practices til Randy can look at it this weekend?? He works second shift so he's never home when stuff breaks lol",
    ],
    [
      "How do I get the Bluetooth in our new Voyager to stop reading every single text message out loud over the speakers?!? 😂😂 Addison's friends text her the whole way home from swim practice and the van just announces all of it to the whole car lol, she was MORTIFIED",
      "Also is there a way to turn off that rear seat reminder thing? It dings at me every time I get out at the gas station even when nobody's back there lol 🙄",
    ],
    /Voyager/i,
    claims("Uplander", ["Voyager"]),
  ),
  change(
    "a new cutting machine shown only by SVG files that won't open",
    [
      "I make all my vinyl shirts and decals for the shop on my Cricut Maker 3 ✂️ and lately it's been cutting kinda janky, like the mat slips halfway through and ruins the whole sheet of vinyl 😩 how do I fix that?? I've got a big order of 24 team shirts for Brantley's basketball team due next week and I cannot be wasting vinyl lol",
    ],
    [
      "Ok how do I get my SVG files to open in Silhouette Studio?? 😫 I'm trying to cut on my new Cameo 5 and it keeps telling me the file type isn't supported, and every single one of my designs is an SVG from back when I had the Cricut lol. Do I have to pay for the upgraded version of the software or is there a free way to do it?? I have 3 orders waiting on me y'all 🙏",
    ],
    /Silhouette|Cameo/i,
    claims("Cricut", ["Silhouette", "Cameo"]),
  ),
  change(
    "shop payouts moved to a new bank, shown only in a request",
    [
      "We've banked at Fifth Third forever, like since Randy and I got married lol 🏦 and that's where all my shop payouts go. Can you explain how I should be setting money aside for taxes from my shop sales?? My sister-in-law says I should be putting away like a third of everything and I about had a heart attack 😳",
    ],
    [
      "How do I change where my shop payouts get deposited?? We moved all our banking over to Huntington after Christmas and I do NOT want my money going to the old account lol 😅 do I need the routing number and the account number both, and how long does it usually take before the payouts start showing up in the new one??",
    ],
    /Huntington/i,
    claims("Fifth Third", ["Huntington"]),
  ),
  trap(
    "a wish for a puppy the husband has vetoed, while the cat stays",
    [
      "Our cat Doodlebug has decided my craft room is HER room now lol 😹 and she keeps knocking my ribbon spools off the shelf and batting them under the couch, I've lost like 5 rolls of plaid ribbon this week y'all. How do I cat-proof my shelves without making the room look ugly??",
    ],
    [
      "The kids have been begging for a puppy ALL winter and honestly if we ever got a little Cavalier I would just die of cuteness 🥹🐶 but Randy says absolutely no more animals til the kids are out of the house, and Doodlebug would probably pack her bags and leave lol 😂",
      "Anyway can you help me write a listing for my new Valentine's cat toys?? They're little felt hearts with catnip inside and a jingle bell 💕🐱",
    ],
    /Doodlebug/i,
    [
      asserts(
        "(?:\\bhas\\b|\\bhave\\b|\\bgot\\b|\\bgets\\b|owns|owner|adopted|bought|brought home|\\bnew\\b)\\b.*(?:Cavalier|pupp|\\bdog)|(?:Cavalier|pupp|\\bdog)\\w*\\b.*named",
        `${IMAGINED}|kids|children|Randy|husband|no more|cute`,
      ),
    ],
  ),
  trap(
    "a sister joins a barre studio while the user keeps her own gym",
    [
      "I go to Snap Fitness here in town at like 5:30 in the morning before the kids get up 💪😴 and I'm getting SO bored of the same treadmill and machines every day lol. Can you give me a 30 minute routine I can do there 3 days a week that isn't just walking on the treadmill watching HGTV??",
    ],
    [
      "So my sister Tonya quit her gym and joined Pure Barre over in Findlay and now she will NOT stop talking about it lol 🙄 every phone call is tuck your pelvis this and tiny pulses that 😂 she keeps wanting me to drive up with her but I'm sticking with Snap, I just renewed my membership for the year and it's 5 minutes from my house!!",
      "Can you help me with a leg day I can do at my gym that won't make me cry going down the stairs the next morning lol",
    ],
    /Snap/i,
    [asserts("Pure Barre|\\bbarre\\b|Findlay", SISTER), asserts("(?:quit|left|cancel|stopped|no longer)\\w*\\b.*(?:Snap|gym)", SISTER)],
  ),
  trap(
    "a doctor's remark that she might be switched to another thyroid pill",
    [
      "I take Synthroid for my thyroid every morning, 75 mcg, and I can never remember how long I'm supposed to wait after I take it before I can have my coffee ☕😩 because y'all I NEED that coffee lol. How long is it really, and does it matter if I put creamer in it??",
    ],
    [
      "Had my checkup Tuesday and Dr. Schwieterman looked at my bloodwork and goes 'if you're still this tired come spring, we might try switching you over to Armour Thyroid' 😳 and I was like ok doc lol, so for now it's the same old same old every morning.",
      "In the meantime what kinds of foods are supposed to help with energy when you've got a slow thyroid?? I'm so tired by 2pm I could lay down on the packing table lol 😴",
    ],
    /Synthroid|levothyroxine/i,
    [
      asserts("Armour", QUOTED),
      asserts("(?:stop|\\boff\\b|quit|no longer|discontinu|switched from|came off)\\w*\\b.*(?:Synthroid|levothyroxine)", QUOTED),
    ],
  ),
  trap(
    "a potluck rumour that she dropped her college class, denied",
    [
      "I'm taking an online bookkeeping certificate through Edison State, this is my second semester 📚🤓 so I can finally do the books for my shop myself instead of shoving receipts in a shoebox lol. Can you explain what a 1099-K is in normal people words?? Because my textbook makes it sound like a foreign language 😂",
    ],
    [
      "LOL no I did NOT drop out of my Edison State class!! 😂 My mom heard from somebody at the church potluck Sunday that I quit because I missed one of the online sessions, I was at Brantley's basketball tournament y'all!! I'm still in it and I have a B+ thank you very much 💅",
      "Anyway can you explain how depreciation works on a heat press I bought for the shop?? That's what we're on this week and I am LOST lol",
    ],
    /Edison|bookkeeping/i,
    [
      asserts(
        "(?:drop|quit|withdr|\\bleft\\b|stopped|no longer|gave up)\\w*\\b.*(?:Edison|class|course|bookkeeping|certificate|school)",
        "\\bnot\\b|n't\\b|never|rumou?r|deni|\\bmom\\b|mother|heard|potluck|thought|assum|gossip|false|untrue",
      ),
    ],
  ),
  trap(
    "a joke that she retired to be a full-time taxi for her kids and lives in the van",
    [
      "I run Buckeye Bows & Burlap, it's my little online craft shop 🎀 mostly wreaths and farmhouse signs and vinyl shirts, and I need help writing a description for a big wood 'Welcome To Our Porch' sign I just finished, it's whitewashed with black letters and a little sunflower on the corner 🌻 can you make it sound homey??",
    ],
    [
      "Y'all I have officially retired from the craft business and become a full time unpaid taxi service for two kids in winter sports lol 🚐😂 basketball Monday Wednesday Thursday, swim meets every Saturday, I swear I live in that van now!! I ate dinner in the parking lot of the middle school 3 nights this week 🙃",
      "Anyway for real can you help me make a weekly schedule so I can squeeze in making and packing orders between all the practices?? I have 11 orders to get out by Friday lol",
    ],
    /Buckeye Bows|craft/i,
    [
      asserts("taxi|chauffeur|(?:full.?time|professional|works as|job as)\\b.*driver", JOKED),
      asserts("(?:retired|quit|closed|shut|left|gave up|no longer)\\w*\\b.*(?:craft|shop|business|Buckeye)", JOKED),
      asserts("lives in (?:the |a |her |their |that )?(?:mini)?van", JOKED),
    ],
  ),
  trap(
    "a switch of phone carrier abandoned at the store",
    [
      "We've had AT&T forever and my phone is getting SO slow when I try to upload listing photos for my shop 📸😤 like it just spins and spins. Is that my phone being old or is it our data plan?? Randy says it's because I have 9,000 pictures of wreaths on there lol",
    ],
    [
      "So I was all set to switch our whole family to T-Mobile for that free phone deal, I even went into the store in St. Marys with Randy on his day off, but then they said we'd have to pay off our AT&T phones first and I was like NOPE lol 🙅‍♀️ so we're staying put for now.",
      "Soooo how do I clear storage on my phone so the camera stops lagging when I'm trying to take pictures of my orders?? 📦",
    ],
    /AT&T|AT ?and ?T/i,
    [asserts("T-Mobile", UNDONE), asserts("(?:switched|left|cancel|dropped|no longer)\\w*\\b.*AT&T", UNDONE)],
  ),
];
