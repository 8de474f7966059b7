// Held-out set 29: written on 2026-11-27 against main at 5e29e57, by a helper (`set29`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap and of its harmless reading).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to 22
// on main or sets 23 to 26 in their worktrees. Some users write in quick lower-case chat with
// typos and fillers; others the way a non-native speaker or an older person writes (full
// sentences, odd word order, formal words). News after small talk, two things in one message,
// time words that fit the two conversations' dates (about three weeks apart). A fair fact about
// the old value may stay current once it says the state ended ("No longer ..."): `old` then
// skips such texts.
// First run: 10 of 12 at 3277ab7 (code of 141309f, the session's third round of new sets), and 8 of 12 on the
// code the session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|\\bsold\\b|anymore|any more|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_29 = [
  change(
    "move abroad, written formally",
    [
      "Good evening. I am a retired school teacher and I live in Bydgoszcz with my husband. I would like that you help me sometimes to write emails in English, because my English is not so good.",
    ],
    [
      "Good morning, I hope you are well.",
      "I must tell you some news. Since one week we are living in Calgary, near to our daughter and the grandchildren. It was a big decision at our age, but we sold the flat in Bydgoszcz and now we are here. It is very cold!",
    ],
    /Calgary/i,
    claims("Bydgoszcz", ["Calgary"]),
  ),
  change(
    "goes by another name now",
    ["heyy so im birdie, everyone calls me that since primary school dont ask lol. need help with a cover letter"],
    [
      "ok the cover letter worked, i got the job!!",
      "also small thing but can you not call me birdie anymore? i go by roberta now, since i started at the new place a couple of weeks ago. feels more grown up tbh 😅",
    ],
    /Roberta/i,
    claims("Birdie", ["Roberta"]),
  ),
  change(
    "relationship ended",
    [
      "me and my boyfriend tobiah have been together 4 years and his parents are coming for sunday lunch 😬 can u help me plan a menu thats not too fancy",
    ],
    [
      "hiii long time",
      "so um. tobiah and i broke up, about a week ago. mutual-ish, were both ok, mostly. on a brighter note i signed up for a salsa class lol new year new me",
    ],
    /broke up|break-?up|split|separated|\bsingle\b|\bended\b|\bex\b|ex-/i,
    claims("boyfriend|partner|Tobiah|relationship|together|dating", ["broke", "break", "split", "separat", "single"]),
  ),
  change(
    "pet died, new pet, written by an older user",
    [
      "Dear assistant, I am 78 years old and I live alone with my dog Barnaby, an old basset hound. He is 13 and a little deaf but he is my best companion.",
    ],
    [
      "Good afternoon. I am sorry I did not write for some time.",
      "I have sad news, Barnaby died last week, in his sleep. My daughter said I should not be alone in the house, so on Saturday we went to the animal shelter and I took home a kitten, a small grey female. I call her Smokey. She is very naughty but it is nice to have company again.",
    ],
    /kitten|\bcat\b|Smokey/i,
    claims("Barnaby|basset|\\bdog\\b|hound", [
      "died",
      "dead",
      "death",
      "passed",
      "lost",
      "put down",
      "\\blate\\b",
      "kitten",
      "\\bcat\\b",
      "Smokey",
    ]),
  ),
  change(
    "medication stopped, written by a non-native speaker",
    [
      "Hello. I have the diabetes type 2 since five years and I take metformin two times in the day. Please, can you give me some recipes for dinner with not much sugar?",
    ],
    [
      "Hello again, I have a good news.",
      "Since two weeks I do not take the metformin anymore, the doctor has stopped it because my blood sugar is normal now. I lost 12 kilo with walking every day with my neighbour and her dog.",
    ],
    /(?:no longer|stopped|quit|\boff\b|not tak|n't tak|discontinu|came off|no more|ceased).*metformin|metformin.*(?:stopped|discontinu|no longer|ended|anymore)/i,
    claims("metformin", ["discontinu", "ceased", "came off", "\\boff\\b"]),
  ),
  change(
    "new employer, with other news",
    ["evening! im a cashier at tesco, mostly the late shift, so sorry if i message at weird hours"],
    [
      "ok guess what",
      "i left tesco!! started at asda on monday as a shift lead, bit more money and i get weekends off finally 🙌 oh and my nan's coming to stay with us next week so the house is gonna be chaos lol",
    ],
    /Asda/i,
    claims("Tesco", ["Asda"]),
  ),
  trap(
    "a hypothetical move",
    ["hi! i live in zadar and i run a little guesthouse with my mum, 6 rooms, its basically my whole life from may to september"],
    [
      "ugh booking season already, the emails never stop",
      "honestly if i ever sell the guesthouse i'd move to reykjavik and never look at a beach again. but thats a someday thing, mum would kill me 😅",
    ],
    /Zadar/i,
    [
      asserts(
        "Reykjavik",
        "\\bif\\b|would|'d\\b|someday|some day|one day|dream|maybe|might|probably|consider|wish|hypothet|wants? to|would like",
      ),
      asserts(
        "(?:sold|no longer runs|closed|gave up|quit)\\b.*guesthouse|(?:left|no longer lives in|moved (?:away )?from)\\s+Zadar",
        "\\bif\\b|would|'d\\b|someday|some day|one day",
      ),
    ],
  ),
  trap(
    "a son's move abroad, written formally",
    [
      "Good day. I am a retired railway engineer and I live in Plovdiv with my wife. I want to learn how to make video calls with my family.",
    ],
    [
      "Thank you for the help last time, the video call works very well.",
      "Our son has moved with his family to Auckland since March, for his work in a hospital there, so now we speak only on the computer. It is far away but they are happy.",
    ],
    /Plovdiv/i,
    [
      asserts("Auckland", "\\bson\\b|\\bhis\\b|\\bhe\\b|family|their|they|grandchild|daughter-in-law"),
      asserts("hospital", "\\bson\\b|\\bhis\\b|\\bhe\\b|family|their|they"),
      asserts("(?:no longer|left|moved|moving)\\w*\\b.*Plovdiv", "\\bson\\b|\\bhis\\b|\\bhe\\b|family|they"),
    ],
  ),
  trap(
    "did not buy the house",
    [
      "we rent a flat in lyon near the river, been here 6 years",
      "and we just put an offer on a farmhouse outside bordeaux!! fingers crossed, if it goes through we'd move in the spring",
    ],
    [
      "update on the house saga",
      "we did NOT buy it in the end. the survey found damp everywhere and the seller wouldnt budge on price so we pulled out. so we're staying in lyon for now, honestly kinda relieved",
    ],
    /Lyon/i,
    [
      asserts(
        "Bordeaux|farmhouse",
        "not\\b|n't\\b|\\bno\\b|offer|hop|fingers|might|maybe|pulled out|fell through|withdr|\\bif\\b|would|'d\\b|damp|survey|decided against|instead|cancel|called off|gave up",
      ),
      asserts("(?:no longer|left|leaving|moved|moving)\\w*\\b.*Lyon", "not\\b|n't\\b|staying|stays"),
    ],
  ),
  trap(
    "a question about a diet",
    ["i work in a care home, mostly earlies, 6am starts are killing me lol"],
    [
      "random q but is going dairy free actually good for bloating or is that just an internet thing?",
      "my sister swears by it but she also believes in horoscopes so 🤷‍♀️",
    ],
    /care home|carer|care (?:worker|assistant)/i,
    [
      asserts(
        "dairy.?free|no dairy|cut (?:out )?dairy|avoids dairy|lactose",
        "\\?|\\bask|consider|wonder|whether|curious|question|myth|\\bif\\b|sister|\\bshe\\b|\\bher\\b|thinking|interest|might|maybe",
      ),
    ],
  ),
  trap(
    "a joke about divorce",
    ["me and my wife just had our second baby!! so expect a lot of very tired questions from now on"],
    [
      "she put the empty milk carton back in the fridge AGAIN. thats it, im filing for divorce 😂😂",
      "anyway how do i get a 3 week old to sleep longer than 2 hours at a time",
    ],
    /married|wife|spouse/i,
    [
      asserts("divorc|separat|split up|\\bsingle\\b", "jok|lol|kidding|jest|humou|😂|milk|fridge|not serious"),
      asserts("no longer married|not married|ex-?wife", "jok|lol|kidding|jest|humou"),
    ],
  ),
  trap(
    "quoted speech about a messaging app, written by an older user",
    [
      "Good morning. In our family we all write to each other on Viber, also with my sister in Greece. I would like to know how to send photos in bigger size.",
    ],
    [
      "Thank you, the photos are now much better.",
      'My grandson told me on Sunday: "Grandma, Viber is old, you must install Telegram like everybody." But I do not want to learn a new program at my age. Viber is good for me and the whole family is there.',
    ],
    /Viber/i,
    [
      asserts(
        "Telegram",
        "grandson|grandchild|said|says|told|suggest|should|must|recommend|advis|not\\b|n't\\b|\\bno\\b|want|refus|everybody|everyone|declin|prefer|\\bover\\b|rather|instead of",
      ),
      asserts("(?:stop|quit|no longer|switch|replac|left|dropp|moved)\\w*\\b.*Viber", "grandson|said|told|not\\b|n't\\b"),
    ],
  ),
];
