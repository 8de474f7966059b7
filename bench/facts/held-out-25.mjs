// Held-out set 25: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards people and the home, with no city, person, product
// or company reused from scenarios.mjs or held-out sets 1 to 22. Some users write as a
// non-native speaker or an older person would (full sentences, formal words, odd word order),
// others in quick chat style: lower case, typos, fillers, news after small talk, two things in
// one message, time words. A fair fact about the old value may stay current once it says the
// state ended ("Separated from X", "Cast came off"): `old` then skips such texts.
// First run: 6 of 12 at 1b26551 (code of a0f567b, the session's second round of new sets), and 6 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bused\\b|\\bwas\\b|\\bwere\\b|worked|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|anymore|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_25 = [
  change(
    "move abroad, written formally",
    [
      "Good evening. I live in Thessaloniki, near to the sea, and I work from home as a translator for Greek and English.",
      "Can you help me to write a polite email for a client who does not pay since three months?",
    ],
    [
      "Hello again, I hope you are well.",
      "I have some news: since the beginning of August we are living in Malmö, because my wife has found a position at the university there. Everything is very expensive and the winter comes soon, but the apartment is nice and bright.",
    ],
    /Malm[öo]/i,
    claims("Thessaloniki", ["Malm"]),
  ),
  change(
    "a long relationship ended, written by an older user",
    [
      "My partner Gunnar and I have been together for eleven years now. We never married, we did not see the need for it.",
      "Could you please explain me the difference between a will and a living will?",
    ],
    [
      "It has been a difficult winter for me.",
      "I should tell you that Gunnar and I separated in January. It was mutual and we are still on friendly terms, but I live on my own again now and I am still getting used to the quiet.",
    ],
    /separat|split up|broke up|single|lives (?:alone|on (?:their|her|his) own)|no longer (?:with|together|in a relationship)|ex-?partner/i,
    claims("Gunnar|partner|relationship|together", ["separat", "split", "broke", "single", "alone", "own\\b", "friend", "terms"]),
  ),
  change(
    "pet rehomed, new pet",
    ["we've got a budgie called pretzel, he screams every morning at 6 on the dot lol", "anyway how do i get candle wax out of a carpet"],
    [
      "ok pet update 🐶",
      "pretzel went to live with my niece a couple of weeks ago, she'd been begging for months and honestly he's way happier with all the attention. and as of saturday we have a dachshund puppy called noodle!! zero sleep, 10/10",
    ],
    /dachshund|puppy|\bdog\b|Noodle/i,
    claims("budgie|Pretzel", ["niece", "rehom", "gave", "\\bgone\\b"]),
  ),
  change(
    "goes by a new short name",
    [
      "hiya, i'm theodora but literally everyone calls me teddy, so teddy is fine",
      "can you help me plan meals for a week on a really tight budget",
    ],
    [
      "quick thing before my question",
      "i've been going by theo since i started my new course in september, teddy felt a bit babyish tbh. so theo from now on please! anyway, cheap high protein lunches??",
    ],
    /\bTheo\b/i,
    claims("Teddy", ["\\bTheo\\b", "babyish"]),
  ),
  change(
    "out of the cast",
    [
      "slipped on the ice outside the gym on saturday and broke my ankle 🙃 in a cast for six weeks, on crutches, working from the sofa",
      "what can i do so i dont go insane",
    ],
    [
      "the weather has been gorgeous this week",
      "and the cast came off a fortnight ago!! walking again, bit wobbly, doing physio twice a week. never been so happy to wear two shoes lol",
    ],
    /\bcast\b.*\boff\b|out of (?:the |a |their |her |his )?cast|walking again|heal|recover|physio|off (?:the )?crutches/i,
    claims("\\bcast\\b|crutch", ["\\boff\\b", "out of", "heal", "recover", "walking", "physio"]),
  ),
  change(
    "retired, written by an older user",
    [
      "Good morning. I am the postman in our village since 31 years, I start very early and I finish at lunch time.",
      "Please, how do I make the letters bigger on my tablet?",
    ],
    [
      "Thank you for the help last time, the letters are much better now.",
      "Since the first of October I am retired! My colleagues gave me a party and a new bicycle, which is funny because I rode a bicycle for 31 years. Now I have time for my garden and for my grandchildren.",
    ],
    /retir/i,
    claims("post(?:man|al|ie)|mail ?(?:carrier|man)|deliver", ["retir"]),
  ),
  trap(
    "a hypothetical return to meat",
    [
      "been vegetarian since uni, so like 12 years now, the smell of bacon does nothing for me",
      "whats a good high protein breakfast that isnt eggs",
    ],
    [
      "went to my nan's for her birthday on sunday, she made her famous lamb roast and i had the potatoes lol",
      "tbh if i ever went back to eating meat it would be for that roast. but nah, not happening, i'm good",
    ],
    /vegetarian|veggie/i,
    [
      asserts(
        "(?:eats?|eating) meat|meat[- ]?eater|lamb",
        "\\bif\\b|would|'d\\b|tempt|\\bnan\\b|grandm|birthday|potato|not\\b|n't\\b|\\bno\\b|never|nothing",
      ),
      asserts("(?:no longer|stopped being|quit being|not) (?:a )?vegetarian|gave up (?:being )?vegetarian", "\\bif\\b|would|'d\\b"),
    ],
  ),
  trap(
    "a sister moved away",
    ["i live in adelaide, been here my whole life, cant imagine leaving the beaches tbh"],
    [
      "sad week, my big sister moved to christchurch on tuesday for her husband's job 😢 first time we've not lived in the same city",
      "anyway i'm staying right here in adelaide. can you help me put together a care package to send her",
    ],
    /Adelaide/i,
    [
      asserts("Christchurch|New Zealand", "sister|sibling|\\bher\\b|\\bshe\\b|husband|brother-in-law"),
      asserts("(?:moved|moving|relocat).*(?:away from|out of) Adelaide|left Adelaide", "sister|sibling|\\bher\\b|\\bshe\\b"),
    ],
  ),
  trap(
    "a planned move that did not happen",
    [
      "Hello. I live in Sapporo with my husband and our son. We plan to move to Fukuoka next spring, because the winter here is too long for us.",
    ],
    [
      "Good evening. I have an update about our plan.",
      "In the end we did NOT move to Fukuoka. My husband's company cancelled the transfer, so we stay in Sapporo. Honestly I am a little relieved, our son loves his school here.",
    ],
    /Sapporo/i,
    [
      asserts(
        "Fukuoka",
        "not\\b|n't\\b|cancel|no longer|called off|scrap|abandon|decided against|instead|\\bwas\\b|\\bwere\\b|had planned|stay",
      ),
    ],
  ),
  trap(
    "a question about a calendar app",
    ["our whole family runs on cozi, the shared calendar and the shopping list, my husband would be lost without it lol"],
    [
      "kids are back at school finally 🙌",
      "random q: is timetree any good? my sister swears by it. would it be worth switching the family over or is it more hassle than its worth",
    ],
    /Cozi/i,
    [
      asserts(
        "Time ?Tree",
        "\\?|asks?\\b|asked|consider|wonder|thinking|curious|sister|should|whether|would|might|worth|recommend|question|swears",
      ),
    ],
  ),
  trap(
    "a joke about divorce",
    [
      "me and my wife got married last may, still getting used to saying wife lol",
      "need ideas for a first anniversary present, its paper apparently??",
    ],
    [
      "we had a HUGE fight about the thermostat again, she wants 24 degrees, i want to not die of heat",
      "thats it, i'm filing for divorce 😂 jk obviously, i already gave in and we're getting a fan. anyway, the paper gift, help",
    ],
    /married|wife|spouse/i,
    [asserts("divorc|separat|split|single|broke up", "jok|\\bjk\\b|kidding|lol|😂|thermostat|not\\b|n't\\b")],
  ),
  trap(
    "quoted speech about the family shop",
    ["i'm a vet nurse at a small animal practice, mostly cats with ear infections and dogs who ate socks, been there 6 yrs"],
    [
      "my dad rang last night and he's still on about it, he literally said \"you're taking over the hardware shop when i retire, end of discussion\" lol",
      "i love him but no. i'm staying a vet nurse, i like my job",
    ],
    /vet(?:erinary)? nurse|\bvets?\b|animal practice/i,
    [
      asserts("hardware|\\bshop\\b|take over|taking over", "dad|father|said|says|wants|expects|not\\b|n't\\b|\\bno\\b|refus"),
      asserts("retir|(?:leaving|quit|no longer).*(?:\\bvet|nurs)", "dad|father|\\bhe\\b|\\bhis\\b"),
    ],
  ),
];
