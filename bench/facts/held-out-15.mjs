// Held-out set 15: written on 2026-11-27 against main at ec0c0e0, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap,
// and of the state that must stay), in a small script outside the repository.
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps covering the core life changes of
// issue 26, with no city, person, product or company reused from scenarios.mjs or held-out sets
// 1 to 14. Lower case with typos and fillers, news after small talk, two things in one message,
// time words, the way people type to an assistant. A fair fact about the old value may stay
// current once it says the state ended ("No longer works at ..."): `old` then skips such texts.
// First run: 6 of 12 at c5af8a2 (bench:facts, final code of the first round). The lead never saw
// its scenarios before this run, and the helper's report named none.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|moved|moving|switch|changed|instead|dropped|replac|anymore";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses Safari", not "Switched from Safari"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only asked, wished, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_15 = [
  change(
    "moved abroad for a research stay",
    [
      "hi! so im doing a phd in marine biology and i live in rennes, which is lovely but it rains constantly lol",
      "expect lots of dumb stats questions from me",
    ],
    [
      "sorry been mia, the last month was chaos",
      "i moved to aarhus a couple of weeks ago for a research stay at the uni, its for 2 years at least. the language is impossible but everyone speaks english thank god",
    ],
    /Aarhus/i,
    claims("(?:live|living|based|home|resid)\\w*\\b.*Rennes|^Rennes", ["Aarhus"]),
  ),
  change(
    "new employer",
    [
      "morning. im a test engineer at siemens, mostly train signalling stuff, been there about 5 years",
      "can you help me tidy up a test report later?",
    ],
    [
      "ok life update, i left siemens end of last month 😬",
      "started at bosch as of monday, doing test automation for their ebike motors. new badge, new laptop, same old ticket queue lol",
    ],
    /Bosch/i,
    claims("Siemens", ["Bosch", "end of"]),
  ),
  change(
    "vegetarian no more, for health",
    ["ive been vegetarian for like 8 years now so please no meat recipes 🙏", "i mostly cook indian and mexican stuff at home"],
    [
      "so turns out im anaemic, the gp did bloods last month and my iron was really low",
      "she suggested i try eating some meat again so ive been having chicken and fish since about the start of the month. feels so weird after all this time but i do have more energy",
    ],
    /(?:no longer|not|stopped|quit|gave up|ended|dropped|came off)\b.*(?:vegetarian|veggie)|(?:vegetarian|veggie)\b.*(?:ended|over|stopped)|^(?!.*(?:\bnot\b|n't|\bno\b|never|without)).*\b(?:eats?|eating|having|started)\b.*\b(?:meat|chicken|fish)\b|omnivore/i,
    claims("vegetarian|veggie|no meat|meat-free|meatless", ["anaemi", "iron", "chicken", "fish", "again"]),
  ),
  change(
    "browser switched",
    ["i use safari for everything, i have like 40 tabs open at all times lol"],
    [
      "can you explain what a tracker blocker actually does",
      "asking bc i switched to the duckduckgo browser a few weeks ago, safari kept eating my battery somehow. so far so good",
    ],
    /DuckDuckGo/i,
    claims("Safari", ["DuckDuckGo", "battery"]),
  ),
  change(
    "goes by a middle name now",
    ["hi! im florence but literally everyone calls me flo, so flo is fine", "i need help writing a cover letter"],
    [
      "hey, small thing first: ive been going by my middle name, juno, with friends since march and now at work too. flo never really felt like me. so juno from now on please!",
      "ok now the cover letter again, they want it by friday",
    ],
    /\bJuno\b/i,
    claims("\\bFlo\\b", ["Juno"]),
  ),
  change(
    "got engaged",
    ["my boyfriend matteo and i are doing a big family lunch sunday, his nonna will judge my tiramisu, help"],
    [
      "ok i have NEWS",
      "matteo proposed last weekend on the beach in the freezing wind and i said yes!!! we're engaged 💍 still cant stop looking at my hand lol. wedding probably next summer",
    ],
    /engaged|fianc[eé]/i,
    claims("^(?:Has an? )?boyfriend(?: is\\b|,|:|$| named| called| \\(| \\w+$)|^(?:Is )?(?:in a relationship|dating)\\b|^Relationship", [
      "engaged",
      "fianc",
      "propos",
      "wedding",
    ]),
  ),
  trap(
    "if i ever quit teaching",
    ["i teach year 4 at a primary school, 29 kids, send help lol"],
    [
      "marking 29 stories about dragons this weekend 🐉",
      "honestly if i ever quit teaching id retrain as a carpenter, my grandad had a workshop and i loved it in there. anyway not happening any time soon, can you help me with a rubric for the stories",
    ],
    /teach|year 4|primary school/i,
    [
      asserts("carpent|joiner|woodwork", "if\\b|ever|would|'d\\b|dream|someday|one day|grandad|loved|not happening"),
      /^(?:Quit|Left|No longer|Stopped|Is quitting|Quitting|Leaving|Is leaving)\b.*teach/i,
    ],
  ),
  trap(
    "a sister's separation",
    ["my husband bongani and i are celebrating 10 years married next month, any ideas that arent a fancy dinner?"],
    [
      "bit of a heavy week. my sister and her husband split up a few weeks ago and shes staying with us for now with her two kids",
      "house is chaos lol but we'll manage. bongani is being a saint about it",
    ],
    /Bongani|^(?!.*sister).*(?:married|husband)/i,
    [asserts("split|separat|divorc|broke up|\\bsingle\\b", "sister|sibling"), /no longer (?:married|with Bongani)/i],
  ),
  trap(
    "did not move in the end",
    ["we live in ipswich, 2 kids, a very old dog and a garden thats mostly mud"],
    [
      "happy new year! hope you had a good one",
      "and to answer the question everyone keeps asking: no, we did NOT move to swansea in the end. my partners transfer got cancelled in november so we're staying put in ipswich, honestly a bit relieved",
    ],
    /Ipswich/i,
    [
      asserts("Swansea", "not\\b|n't|\\bno\\b|cancel|fell through|in the end|staying|stays|almost|nearly|planned"),
      /(?:left|no longer (?:lives|living) in|moved (?:away )?from)\b.*Ipswich/i,
    ],
  ),
  trap(
    "asking about another task app",
    ["i run my whole life out of todoist, work stuff, groceries, bin day reminders, all of it"],
    [
      "quick q",
      "is ticktick actually better than todoist? a guy at work keeps going on about the habit tracker and the pomodoro thing. would i lose my recurring tasks if i moved everything over?",
    ],
    /Todoist/i,
    [
      asserts(
        "TickTick",
        "consider|thinking|wonder|ask|question|curious|compar|better|guy at work|coworker|colleague|whether|might|maybe|\\?",
      ),
      /^(?:No longer|Stopped|Left|Quit|Moved (?:away )?from|Switched from)\b.*Todoist/i,
    ],
  ),
  trap(
    "a joke about a new name",
    ["hi, im hamish 👋 i run a small bike shop and i need help with a caption for a photo"],
    [
      "the coffee place next door wrote 'hummus' on my cup AGAIN today",
      "at this point im just gonna change my name to hummus lol, easier for everyone. anyway, caption for a photo of a blue gravel bike pls",
    ],
    /Hamish/i,
    [asserts("Hummus", "cup|coffee|barista|jok|lol|kidding|jest|wrote|misspel|mistak|gets called|keeps")],
  ),
  trap(
    "the boss's words about another office",
    ["i work in our wolverhampton office, its a small team, hybrid 3 days in"],
    [
      "standup was weird today",
      'my boss goes "you\'re moving to the derby office next week" and i nearly choked on my tea. turns out he meant my LAPTOP is being sent to the derby it desk for repair 🙄 im going nowhere lol',
    ],
    /Wolverhampton/i,
    [
      asserts("Derby", "laptop|boss|repair|\\bit\\b|said|says|misunder|joke|not\\b|n't|nowhere"),
      /(?:left|no longer (?:works|working) (?:in|at|from)|moved (?:away )?from)\b.*Wolverhampton/i,
    ],
  ),
];
