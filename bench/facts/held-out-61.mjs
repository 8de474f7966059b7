// Held-out set 61: written on 2026-11-27 against main at d90bd00, by a helper (`set61`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, spread over city, job, diet,
// tools, partner, pets, sports and languages, with no city, person, product or company reused
// from scenarios.mjs or held-out sets on main. Users correct or update themselves ("actually I
// misspoke last time", "scratch that", "update:", "turns out", "as of this week", "not X anymore,
// it's Y", "I'm a Y person now", or "now" alone), mixed with traps that look like changes but are
// not: correcting what someone else said, "thought about switching but nah", "people keep asking
// if I moved, I haven't", sarcasm, rhetorical questions, and another person's "turns out" news.
// Time words fit the two conversations' dates (about three weeks apart, January). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 6 of 12 at d90bd00, the code the session of 2026-11-27 (afternoon) started from. The lead never saw its
// scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|misspoke|correct|mistak";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_61 = [
  change(
    "a remote worker's city, changed 'as of this week'",
    [
      "hey quick one, i live in eau claire, wisconsin and work remote for a small software company. whats a good way to keep my home office warm without running the furnace all day? it's brutal here",
    ],
    [
      "ok so as of this week i'm officially a duluth resident 🎉 closed on the house friday and the movers finally showed up yesterday. same remote job thankfully",
      "what should i know about driving the hills here in winter? i've got a little front wheel drive hatchback and i'm nervous",
    ],
    /Duluth/i,
    claims("Eau Claire", ["Duluth"]),
  ),
  change(
    "an 'update:' on a new employer and role, 'not at X anymore'",
    ["I'm a paralegal at Hargrove & Lusk in Tacoma, mostly family law. Can you give me a template for a client intake checklist?"],
    [
      "update: I'm not at Hargrove & Lusk anymore! Started at the Pierce County public defender's office this week as an investigator. Totally different pace, lots of driving around. What's the best way to organize witness interview notes so they hold up later if I get called to testify?",
    ],
    /public defender|investigator/i,
    claims("Hargrove|Lusk|paralegal", ["public defender", "investigator"]),
  ),
  change(
    "a diet change said as 'not X anymore, it's Y' and 'I'm a Y person now'",
    ["I've been vegan for about two years now. Can you give me a week of cheap lunch ideas I can batch cook on Sundays?"],
    [
      "so my bloodwork came back and my iron and B12 were in the basement 😬",
      "not vegan anymore, it's pescatarian - my doctor and I agreed fish and eggs were the easiest fix. I'm a sardines-on-toast person now apparently lol. can you redo those batch lunches with fish and eggs in them?",
    ],
    /pescatarian|\bfish\b|seafood/i,
    claims("\\bvegan", ["pescatarian", "\\bfish\\b", "seafood"]),
  ),
  change(
    "a notes app swapped, said with 'scratch that' mid-message",
    [
      "i keep all my thesis research notes in trilium, self-hosted on an old laptop under my desk. can you help me come up with a tagging scheme for primary vs secondary sources?",
    ],
    [
      "back at it after the break. for my thesis notes i'm in trilium - scratch that, not anymore, i moved everything to siyuan over the weekend when the old laptop running the trilium server finally died and i couldnt be bothered setting it up again",
      "can you explain how block references work in siyuan and whether i can link straight to a highlighted bit of a pdf?",
    ],
    /SiYuan/i,
    claims("Trilium", ["SiYuan"]),
  ),
  change(
    "a boyfriend becomes a fiance, said with 'now' alone",
    [
      "my boyfriend Tadeo and I are hosting his parents for dinner on saturday for the first time. any ideas for a main that looks impressive but won't have me panicking in the kitchen?",
    ],
    [
      "Tadeo's my fiancé now!! he proposed on new year's eve out on the pier and I cried so much lol. can you help me write a short message to announce it in my family group chat? nothing too cheesy please",
    ],
    /fianc|engaged/i,
    claims("boyfriend", ["fianc", "engag"]),
  ),
  change(
    "a language corrected with 'actually I misspoke last time'",
    [
      "i'm learning tagalog so i can actually talk to my girlfriend's lola when we visit her family this summer. can you give me 10 basic greetings to start with?",
    ],
    [
      "actually i misspoke last time, it's not tagalog. her family is from bohol and they speak cebuano at home, so cebuano is what i'm learning. sorry! can you redo those greetings in cebuano instead?",
    ],
    /Cebuano|Bisaya|Visayan/i,
    claims("Tagalog", ["Cebuano", "Bisaya", "Visayan"]),
  ),
  trap(
    "people keep asking if the user moved, they haven't",
    ["I teach 7th grade science in Bozeman. Can you give me a quick lab idea using stuff from the grocery store?"],
    [
      "people keep asking if I moved to Missoula after all my holiday posts from there. I haven't! still teaching in Bozeman, we just spent two weeks at my brother's place over break",
      "anyway can you help me make a simple rubric for a science fair poster? 4 categories max",
    ],
    /Bozeman/i,
    [
      asserts(
        "Missoula",
        "brother|sibling|\\bhis\\b|visit|holiday|christmas|break|stay|spent|trip|\\bnot\\b|n't|haven|ask|post|people|rumou?r|assum",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Bozeman", "\\bnot\\b|n't|haven|ask|people|assum"),
    ],
  ),
  trap(
    "a password manager switch thought about, then 'nah'",
    [
      "i use keepassxc for all my passwords, the database syncs between my devices with syncthing. how do i set up a second keyfile as a backup safely?",
    ],
    [
      "thought about switching to roboform since work gives everyone a free license now, but nah, i like owning the file myself",
      "can you explain the right way to keep an offline backup of the kdbx on a usb stick?",
    ],
    /KeePassXC/i,
    [
      asserts("RoboForm", `${IMAGINED}|nah|decided|against|declin|stick|stay|reject|chose|prefer|rather|work|license|offer`),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*KeePassXC",
        "thought|consider|\\bnot\\b|n't|nah|decided|against|stay|stick",
      ),
    ],
  ),
  trap(
    "a sarcastic 'I'm a marathoner now' about a race a coworker entered them in",
    [
      "I curl in a league on thursday nights, I'm the lead on our team. any stretches for my knees? the slide out of the hack is killing them",
    ],
    [
      "my coworker signed our whole department up for a charity half marathon in april without asking anyone. oh sure, I'm a marathoner now 🙄 I get winded on the stairs to the break room",
      "can you help me write a polite but firm message to her saying count me out?",
    ],
    /curl/i,
    [
      asserts(
        "marathon|\\brunner|\\brunning|\\brace\\b",
        `${JOKED}|cowork|colleague|signed|entered|without ask|count me out|declin|\\bnot\\b|n't|refus|opt|\\bher\\b|\\bshe\\b`,
      ),
      asserts("(?:stop|quit|no longer|left|gave up|dropp)\\w*\\b.*curl", JOKED),
    ],
  ),
  trap(
    "rhetorical questions about owning rabbits after a chewed cable",
    ["I've got two house rabbits, Biscotti and Pierogi, they free-roam the living room. what greens are safe to give them every day?"],
    [
      "why do I even have rabbits?? Pierogi chewed through my laptop charger at 2am, second one this month. who needs electricity, right? should I just get a goldfish like a normal person 😂",
      "(I'm not getting rid of them, I love the little menaces.) how do I bunny-proof cables properly?",
    ],
    /rabbit|bunn|Biscotti|Pierogi/i,
    [
      asserts("goldfish|\\bfish\\b", `${JOKED}|${IMAGINED}|\\?|rhetor|\\bask|wonder|should|instead`),
      asserts(
        "(?:rehom|gave away|giving away|give away|got rid|getting rid|no longer|gave up|sold|selling)\\w*\\b.*(?:rabbit|bunn|Biscotti|Pierogi)",
        `\\bnot\\b|n't|never|${JOKED}`,
      ),
    ],
  ),
  trap(
    "an aunt's wrong claim about the user's job, corrected by the user",
    [
      "I'm a phlebotomist at the hospital lab in Spokane, mostly early shifts. can you give me tips for finding veins on dehydrated patients?",
    ],
    [
      "my aunt told literally everyone at christmas dinner that I'm a nurse now. I'm not, I'm still a phlebotomist, she hears 'hospital' and stops listening",
      "anyway, what's a quick friendly way to explain what I actually do to family without sounding snippy?",
    ],
    /phlebotom/i,
    [
      asserts(
        "\\bnurse\\b|\\bnursing\\b",
        "aunt|\\bshe\\b|\\bher\\b|family|relative|told|said|says|claim|think|believ|mistak|wrong|\\bnot\\b|n't|confus|assum",
      ),
      asserts("(?:left|quit|no longer|former|stopped|used to)\\w*\\b.*phlebotom", "\\bnot\\b|n't|aunt"),
    ],
  ),
  trap(
    "a flatmate's 'turns out' diet news beside a vegetarian's request",
    [
      "i've been vegetarian since i was 14, don't really miss meat. can you suggest some high-protein dinners? trying to build muscle at the gym",
    ],
    [
      "my flatmate went full carnivore diet at new year's, the fridge is literally just steak and butter now 😩 turns out he's dropped 4 kilos and he won't shut up about it",
      "anyway i need more protein ideas that aren't tofu again, any thoughts?",
    ],
    /vegetarian|veggie/i,
    [
      asserts(
        "carnivore|steak|\\bmeat\\b",
        "flatmate|room-?mate|housemate|\\bhe\\b|\\bhis\\b|\\bhim\\b|\\bnot\\b|n't|miss|without|free|no meat",
      ),
      asserts("(?:no longer|stopped|quit|gave up|former|used to|ended)\\w*\\b.*vegetarian", "flatmate|\\bhe\\b|\\bnot\\b|n't"),
    ],
  ),
];
