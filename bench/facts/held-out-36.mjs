// Held-out set 36: written on 2026-11-27 against main at d1b8894, by a helper (`set36`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards everyday
// routines and preferences (drinks, food, games, reading, watching, driving, gym, subscriptions,
// hobbies, schedules) plus a move and a job, with no city, person, product or company reused from
// scenarios.mjs or held-out sets 1 to 34. Lower case with typos and fillers, news after small
// talk, several messages that ramble (two or three pieces of news, the change not in the first
// sentence, other people's news beside it), time words that fit the two conversations' dates
// (about three weeks apart, in January), the way people type to an assistant. A fair fact about
// the old value may stay current once it says the state ended ("Cancelled X", "No longer
// drinks X"): `old` then skips such texts.
// First run: 6 of 12 at d1b8894 (the code this session started from, before any rule was read from sets 35-38). The lead never saw its scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )lived|(?<!has |have )worked|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|scrap|anymore|until|\\bfrom\\b|handed in|put away|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Drinks X", not "Quit X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_36 = [
  change(
    "moved to another town, news after small talk and family news",
    [
      "hi! quick bit about me so you have it: i live in lancaster with my partner and our very loud cat, and i work from home doing the books for a few small businesses",
      "can you help me plan some cheap meals for the week",
    ],
    [
      "hiya, hows things? its been a mad few weeks",
      "so my partner got the job at the uni in aberystwyth and we actually did it, we moved a couple of weeks ago!! the house is a bit damp but you can see the sea from the bathroom window lol. my sister kerry is gutted we're further away but she's already booked to come down at easter. work wise nothing changes, all my clients are fine with me being remote",
    ],
    asserts("Aberystwyth", "partner (?:got|works|has)|\\bjob\\b|\\buni|universit"),
    claims("Lancaster", ["Aberystwyth"]),
  ),
  change(
    "new employer, with a son's news",
    ["morning. i drive buses for arriva, the 38 route mostly, early turns so im up at 4 most days"],
    [
      "not had much sleep this week lol",
      "i handed my notice in at arriva before christmas, the rota there was killing me, and as of monday im at stagecoach. coach driver this time, longer runs but way better hours and every other weekend off. also my lad passed his theory test yesterday so ill be teaching him to drive, pray for me",
    ],
    /Stagecoach/i,
    claims("Arriva", ["Stagecoach"]),
  ),
  change(
    "everyday drink given up, the change after other talk",
    ["honestly i run on irn bru, probably a 2 litre bottle a day, full sugar obviously, the diet one tastes like pennies"],
    [
      "hey! january has been A Month",
      "had my dentist check up and got properly told off, so i quit the irn bru cold turkey on new years day. its just fizzy water now, my mum got me a sodastream for christmas and i make it by the litre. headaches the first week were brutal but im through it. my flatmate keeps nicking my flavour drops tho",
    ],
    /SodaStream|sparkling water|fizzy water|carbonated water/i,
    claims("Irn[- ]?Bru", ["SodaStream", "water"]),
  ),
  change(
    "gym membership switched, with a knee update",
    ["i go to anytime fitness on the way home from work, mostly weights, 4 times a week if im being good"],
    [
      "quick one before i forget",
      "my brother in law took me to bannatynes on a guest pass over christmas and its so much nicer, theres a pool and a sauna, and the monthly is only a fiver more. so i cancelled anytime fitness and joined bannatynes last week. same push pull legs routine. also my knee is finally ok after the physio so i can squat again 💪",
    ],
    asserts("Bannatyne", "brother|in law|guest pass"),
    claims("Anytime Fitness", ["Bannatyne"]),
  ),
  change(
    "streaming subscription swapped, with a son's news",
    ["we pay for britbox mainly for the old detective shows, my husband is obsessed, he's watched every single one at least twice"],
    [
      "ok i'll have a tv question in a sec but first some news",
      "our son got an unconditional offer for his first choice college for september, so proud of him 🎉. and we cancelled britbox since the new year, my husband finally ran out of detectives lol. we've got paramount plus instead, the kids talked us into it. so, whats a good star trek series to start with for someone who has never seen any?",
    ],
    /Paramount/i,
    claims("BritBox", ["Paramount"]),
  ),
  change(
    "hobby changed, with a friend beside it",
    ["my hobby is watercolour painting, mostly landscapes, i go to a class at the community centre on tuesday mornings since i retired"],
    [
      "hello again, i hope you had a nice christmas",
      "my grandson bought me a lino cutting kit and i'm completely hooked. i've pretty much given up the watercolours, it's lino printing most days now, i made all our new year cards with it. the tuesday class lets me do it there too so i still see everyone. my friend joan thinks i've gone mad, there are bits of lino all over the kitchen",
    ],
    /lino/i,
    claims("watercolou?r", ["lino"]),
  ),
  trap(
    "a hypothetical new car",
    ["i drive a vauxhall astra, 2015, about 90k miles on it, its been really reliable tbh"],
    [
      "ugh the astra needed two new tyres this week, £180 i did not have",
      "if i ever get rid of it id get a suzuki jimny, my cousin has one and they look so fun. but the astra's paid off so its not happening any time soon. what tyre pressure should i be running on it?",
    ],
    /Astra|Vauxhall/i,
    [
      asserts(
        "Jimny|Suzuki",
        "\\bif\\b|would|'d\\b|\\bid\\b|might|maybe|consider|someday|one day|cousin|wish|dream|wants?\\b|not\\b|n't\\b|fun",
      ),
      asserts(
        "(?:sold|selling|got rid|get rid|no longer|stopp|switch|replac)\\w*\\b.*(?:Astra|Vauxhall)",
        "\\bif\\b|would|'d\\b|might|not\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a brother's and a coworker's changes",
    ["we've got now tv mainly for the sky dramas, i watch something on it most evenings after the kids are in bed"],
    [
      "family news incoming lol",
      "my brother declan cancelled his now tv and went to dazn for the boxing, hes unbearable about it. and orla from work is moving to whitby with her girlfriend, we're doing her leaving drinks on friday. anyway can you recommend a new drama? ive run out of things to watch on now tv",
    ],
    /NOW ?TV/i,
    [
      asserts("DAZN|boxing", "declan|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling"),
      asserts("Whitby", "orla|cowork|colleague|work|\\bshe\\b|\\bher\\b"),
      asserts("(?:cancel|no longer|stopp|dropp|quit|switch)\\w*\\b.*NOW ?TV", "declan|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
    ],
  ),
  trap(
    "did not sign up for another reading app",
    [
      "i read loads, mostly crime, all borrowed on libby through the library, about 6 books a month",
      "thinking about getting everand though, the waiting lists on libby are really long for new releases",
    ],
    [
      "hiya, happy new year",
      "so i did NOT sign up for everand in the end, our library joined a bigger group and the waits are way shorter now. still on libby, finished four already this month. my neighbour who runs our book club picked a massive one for february though, help",
    ],
    /Libby|librar/i,
    [
      asserts("Everand", "not\\b|n't\\b|\\bno\\b|consider|thinking|might|would|maybe|instead of|rather than|decided against|wait|never"),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved|cancel)\\w*\\b.*Libby", "not\\b|n't\\b|consider|thinking"),
    ],
  ),
  trap(
    "a question about a lunch replacement",
    ["i take leftovers into work for lunch pretty much every day, usually whatever curry or stew we made the night before"],
    [
      "quick question while i eat my actual lunch lol",
      "is huel a decent lunch or is it just expensive powder? a guy at work swears by it and says it saves him loads of time. im not sold but i am a bit curious",
    ],
    /leftover|lunch/i,
    [
      asserts(
        "Huel",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|guy|cowork|colleague|swears|might|question|\\bif\\b|not sold|\\bhe\\b|\\bhim\\b|interest",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|replac)\\w*\\b.*(?:leftover|lunch)", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about giving up a game",
    ["i play darts for our local pub team, league night is wednesday, i'm not bad tbh"],
    [
      "well that was humiliating",
      "we lost 9-0 on wednesday and i missed double 16 about eleven times. thats it, im retiring from darts and taking up the accordion, less pressure lmao. anyway can you give me a practice routine for doubles",
    ],
    /darts/i,
    [
      asserts("accordion", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
      asserts("(?:quit|quitting|retir|left|leaving|no longer|stopp|gave up|give up)\\w*\\b.*darts", "jok|lol|lmao|kidding|humou?r|sarcas"),
    ],
  ),
  trap(
    "quoted speech about a new shift pattern",
    ["i work day shifts at a parcel warehouse, 7 till 3 monday to friday, picking mostly"],
    [
      "mad day at work",
      'our team leader walked in this morning and goes "enjoy your last week of days lads, you\'re all on nights from february" and everyone lost it, half the floor was ready to walk out. turns out he was winding us up, the rota hasnt changed at all. still 7 till 3 for me thank god. my mate on the next aisle nearly handed his notice in on the spot lol',
    ],
    /day shift|warehouse|7 ?(?:am)? ?(?:till|to|-|until) ?3/i,
    [
      asserts("nights?\\b|night shift", "said|says|\\bgoes\\b|told|team leader|boss|manager|jok|wind|not\\b|n't\\b|claim|prank|rumou?r"),
      asserts("(?:no longer|stopp|left|moved|switch|quit)\\w*\\b.*(?:day shift|warehouse|days)", "said|not\\b|n't\\b|mate|half"),
    ],
  ),
];
