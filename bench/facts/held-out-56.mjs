// Held-out set 56: written on 2026-11-27 against main at d90bd00, by a helper (`set56`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to school and major,
// part-time jobs, relationships, sports teams, apps, phones, diet and where the user lives, with
// no city, person, product, company or school reused from scenarios.mjs or held-out sets on main
// (as they stood when written). Users are US teenagers and college students texting: all
// lowercase, slang and abbreviations ("ngl", "tbh", "lowkey", "fr", "rn", "bc", "idk"), emojis,
// little or no punctuation, several thoughts run together, news next to a request, and time words
// that fit the two conversations' dates (about three weeks apart, January). A fair fact about the
// old value may stay current once it says the state ended ("Left X", "No longer uses X"): `old`
// then skips such texts.
// First run: 7 of 12 at d90bd00, the code the session of 2026-11-27 (afternoon) started from. The lead never saw its
// scenarios before this run.
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

export const HELD_OUT_56 = [
  change(
    "a freshman switches major over winter break, texting with a class question",
    [
      "ok so im a freshman at ball state majoring in kinesiology and i have an anatomy exam friday 😭 can u quiz me on the bones of the hand",
    ],
    [
      "heyyy so update i switched my major to marketing over break lowkey the best decision ever anatomy was destroying me fr",
      "anyway spring classes started last week and i have intro to consumer behavior can u explain the 4 ps like im 12",
    ],
    /marketing/i,
    claims("kinesiology", ["marketing"]),
  ),
  change(
    "a student quits a coffee job for a trampoline park, news and a request in one text",
    [
      "ngl working the morning shift at dutch bros rn is killing me 😵 i open at 5am three days a week bc i have class at 11 how do i stop falling asleep in lecture",
    ],
    [
      "ok so i quit dutch bros lol the 5am opens were not it",
      "started at sky zone last week doing front desk and bday parties way more chill and i get to jump for free 💀 can u help me write a little script for hosting the parties bc the kids are feral",
    ],
    /Sky ?Zone/i,
    claims("Dutch Bros", ["Sky ?Zone"]),
  ),
  change(
    "a girl breaks up with her boyfriend, said casually before a gym question",
    ["me and my bf kaden have been together 8 months as of this week 🥹 help me think of a cute anniversary gift under 40 bucks pls"],
    [
      "so kaden and i broke up like two weeks ago 🙃 idk it was kinda mutual he wanted space and tbh i did too",
      "anyways im single now and trying to focus on me lol can u give me a beginner gym plan 3 days a week",
    ],
    /single|broke up|broken up|break ?up|split (?:up )?(?:with|from)|\bex\b|ex-/i,
    claims("Kaden|boyfriend|\\bbf\\b|dating|relationship|together", ["broke|broken|break|split|single"]),
  ),
  change(
    "a pescatarian goes vegan at new year, with a protein question",
    [
      "im pescatarian so its fish and veggies for me but the dining hall salmon is so sad 😭 whats a cheap high protein lunch i can grab on campus",
    ],
    [
      "update i went fully vegan at the start of january ngl its been easier than i thought 🌱 no more fish or eggs or anything",
      "but my roommate keeps saying im not getting enough protein now is that true?? what are some vegan protein sources that arent just tofu",
    ],
    /vegan/i,
    claims("pescatarian", ["vegan"]),
  ),
  change(
    "a student leaves the dorm and moves back home to commute",
    [
      "i live in a dorm at the university of toledo and my suitemates are so loud rn 😩 any tips for sleeping with noise bc earplugs arent cutting it",
    ],
    [
      "ok so i moved back home with my mom in sylvania for spring semester the dorm was way too expensive and i was never sleeping anyway",
      "now i commute like 20 min to campus every day whats a good podcast for the drive thats not true crime lol",
    ],
    /Sylvania|back home|at home|with (?:her |his |their )?(?:mom|mother|parents)|commut/i,
    claims("dorm|suitemate|on campus|on-campus|campus housing", ["Sylvania|home|commut|mom|mother|parent"]),
  ),
  change(
    "a teen swaps a flip phone for a minimalist phone, with a group chat question",
    [
      "my razr screen crease is getting so bad already 😭 is it worth fixing or nah also how do i turn off the cover screen notifications they drain my battery",
    ],
    [
      "so i did a thing and switched to a light phone last week lol no tiktok no snapchat no nothing i was on my razr like 9 hours a day fr",
      "its lowkey peaceful but how do i get my group chat to stop sending me videos i cant even open 😭 whats a nice way to tell them",
    ],
    /light ?phone/i,
    claims("razr", ["light ?phone"]),
  ),
  trap(
    "a joke about quitting a fast food job to stream, then a real question",
    [
      "i work at culvers part time after school mostly drive thru can u help me write a text to my manager asking for fridays off bc of basketball",
    ],
    [
      "bro a lady threw her concrete mixer back at me thru the window today 💀 thats it im quitting and becoming a full time twitch streamer my chat will be like 3 ppl lol jk",
      "fr tho how do i deal w rude customers without crying in the walk in",
    ],
    /Culver/i,
    [
      asserts("twitch|stream", `${JOKED}|${IMAGINED}`),
      asserts("(?:quit|left|leaving|resign|no longer)\\w*\\b.*(?:culver|job|drive)", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a roommate's breakup and move, next to the user's own relationship",
    [
      "my gf brielle is visiting this weekend and i wanna take her somewhere nice but im broke lol any date ideas under 30 bucks in a college town",
    ],
    [
      "so my roommate and his gf broke up last night and hes been playing sad songs on speaker for like 6 hours 💀 hes moving back home to lubbock next month too so rip",
      "me and brielle are good tho lol what do i even say to him im so bad at this stuff",
    ],
    /Brielle/i,
    [
      asserts("broke up|broken up|break ?up|split|\\bsingle\\b|\\bex\\b", "roommate|room-mate|\\bfriend|suitemate"),
      asserts("Lubbock", "roommate|room-mate|\\bfriend|suitemate"),
    ],
  ),
  trap(
    "a question about another flashcard app, nursing student",
    ["nursing major here and i basically live on brainscape for pharm flashcards 😅 can u make me like 10 cards on beta blockers"],
    [
      "ok random q is knowt better than brainscape?? everyone in my cohort keeps talking about it and idk if its worth moving all my decks over",
      "also can u explain the difference between ace inhibitors and arbs",
    ],
    /Brainscape/i,
    [
      asserts(
        "Knowt",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|cohort|classmates|people|others|everyone|might|maybe|would|unsure|\\bnot\\b|n't\\b",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|moving)\\w*\\b.*Brainscape",
        "\\?|should|whether|would|consider|wonder|\\bif\\b|ask|unsure|undecided",
      ),
    ],
  ),
  trap(
    "a hypothetical switch of football team after a bad season",
    ["lifelong bengals fan born and raised in cincinnati 🐯 who dey. explain how nfl playoff tiebreakers work bc i am so lost"],
    [
      "the bengals missing the playoffs again is actually ruining my life 😭 ngl if they flop again next year im becoming a lions fan idc",
      "anyway help me make a march madness style bracket for my friend group but for fast food chains lol",
    ],
    /Bengals/i,
    [
      asserts("Lions", `${IMAGINED}|${JOKED}|threat|vow|swore|says|said`),
      asserts("(?:no longer|stopped|quit|gave up on|dropped|ditch|abandon)\\w*\\b.*Bengals", `${IMAGINED}|${JOKED}|threat`),
    ],
  ),
  trap(
    "a mom's quoted ultimatum about moving back home",
    [
      "i live in ridley hall at rutgers this year 4th floor no elevator 💀 how do i get my roommate to stop leaving the lights on at 2am without it being weird",
    ],
    [
      'my mom literally texted me "if your gpa is under a 3.0 again this semester you\'re moving back home and commuting" like ok mother 🙄 its not even decided she just says stuff',
      "can u help me make a study schedule for 5 classes so that doesnt happen lol",
    ],
    /Ridley|dorm|Rutgers/i,
    [
      asserts(
        "(?:mov\\w*|liv\\w*) (?:back )?(?:at )?home|commut|lives with (?:her |his |their )?(?:mom|mother|parents)",
        "said|says|told|texted|threat|warn|ultimat|\\bif\\b|would|might|unless|gpa|grade|condition|could|possib|\\bnot\\b|n't\\b",
      ),
      asserts(
        "(?:left|leaving|moved out|moving out|no longer)\\w*\\b.*(?:Ridley|dorm|campus)",
        "said|says|told|texted|threat|warn|ultimat|\\bif\\b|would|might|unless|gpa|grade|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a sister's veganuary and a flat no, vegetarian student",
    ["vegetarian since 8th grade and my dining hall is so mid for it ngl any easy high protein snacks i can keep in my dorm"],
    [
      "my sister went vegan for veganuary and has been trying to convert me all month 😭 i did NOT go vegan i love cheese way too much lol",
      "can u give me a good veggie chili recipe for like 4 ppl",
    ],
    /vegetarian/i,
    [asserts("vegan", "sister|sibling|\\bnot\\b|n't\\b|didn|convert|pressur|refus|\\bno\\b|declin|resist|tried|trying")],
  ),
];
