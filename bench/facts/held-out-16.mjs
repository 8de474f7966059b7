// Held-out set 16: written on 2026-11-27 against main at ec0c0e0, by a helper (`set16`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// state ended, of each trap and of its harmless reading).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or held-out sets 1 to 14. Two core life changes, the rest
// everyday routines and preferences; lower case with typos and fillers, news after small talk,
// two things in one message, time words, the way people type to an assistant. A fair fact about
// the old value may stay current once it says the state ended ("No longer sings in the choir"):
// `old` then skips such texts.
// First run: 8 of 12 at c5af8a2 (bench:facts, final code of the first round). The lead never saw
// its scenarios before this run, and the helper's report named none.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended or does not hold (per scenario, `also` adds the new value and its own words). */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|gives up|give up|given up|giving up|\\bended|used to|former|previous|cancel|instead|dropped|replac|ditch|anymore|any more|\\bsold\\b|traded";
/** A fact about `value` that says none of ENDED nor `also` ("Drives a Fiat Panda", not "Sold the Fiat Panda"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only asked, wished, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_16 = [
  change(
    "poitiers to innsbruck",
    [
      "hiii ok some context about me first: i live in poitiers, came here for uni and just never left lol",
      "i work in a bike shop, mostly repairs, so my hands are always covered in grease",
    ],
    [
      "sorry for the radio silence, last month was insane",
      "we moved to innsbruck!! got here a couple of weeks ago. it has rained literally every single day but the mountains kind of make up for it",
    ],
    /Innsbruck/i,
    claims("Poitiers", ["Innsbruck", "\\bleft poitiers", "moved (?:away )?from"]),
  ),
  change(
    "deliveroo to skyscanner",
    ["i'm a backend dev at deliveroo, on the payments team. lots of on-call, not gonna lie"],
    [
      "hows your day going? mine's been chaos",
      "so i finally handed in my notice at deliveroo and started at skyscanner on monday, totally different world, waay more meetings but zero pager duty which is bliss",
    ],
    /Skyscanner/i,
    claims("Deliveroo", ["Skyscanner", "\\bleft\\b", "notice", "resign"]),
  ),
  change(
    "matcha to hojicha",
    ["context for recipe stuff: i make myself a matcha latte every morning, oat milk, non negotiable"],
    [
      "ok small update on the morning drink lol",
      "been on hojicha since march instead of matcha, way less of a caffeine kick and i sleep so much better. tastes kinda toasty, in a good way",
    ],
    /hoji ?cha/i,
    claims("matcha", ["hoji", "switch"]),
  ),
  change(
    "elden ring to balatro",
    ["i'm playing elden ring atm, every night after work. currently stuck on the same boss for like 3 days"],
    [
      "gave up on elden ring tbh, it got too frustrating",
      "now i'm completely hooked on balatro, its just a card game but ive lost whole evenings to it this week",
    ],
    /Balatro/i,
    claims("Elden Ring", ["Balatro", "frustrat"]),
  ),
  change(
    "fiat panda to hyundai ioniq",
    ["i drive an old fiat panda, 2009, it's held together by tape and hope but it gets me to work"],
    [
      "the panda finally died on the ring road lol, rip little guy",
      "so as of monday i'm driving a hyundai ioniq 5, second hand. electric!! still getting used to how quiet it is",
    ],
    /Ioniq|Hyundai/i,
    claims("Panda|Fiat", ["Hyundai", "Ioniq", "died", "dead", "broke", "\\brip\\b"]),
  ),
  change(
    "left the choir",
    ["i sing in a community choir on wednesday nights, alto section, honestly the best part of my week"],
    [
      "bit of a sad one today",
      "i left the choir a couple weeks ago. the new conductor and i just did not get along and it stopped being fun. wednesdays are free now i guess",
    ],
    /(?:no longer|\bnot\b|\bleft\b|\bquit|stopped|gave up|ended|dropped out).*(?:choir|\bsing)|choir\b.*(?:ended|over|no longer)/i,
    claims("choir|\\bsings?\\b", ["\\bleft\\b", "conductor"]),
  ),
  trap(
    "if i ever give up badminton",
    ["i play badminton at the leisure centre, tuesdays and fridays, doubles with the same group for years now"],
    [
      "shoulder's a bit sore after fridays sesion, icing it now",
      "honestly if i ever have to give it up i'd probably just switch to table tennis, less overhead smashing lol. but not yet, back on court tuesday",
    ],
    /badminton/i,
    [
      asserts("table tennis|ping ?pong", "\\bif\\b|\\bever\\b|would|'d\\b|probabl|might|maybe|consider|hypothet|could"),
      asserts("(?:no longer|stopped|quit|gave up|gives up|given up).*badminton", "\\bif\\b|would|\\bever\\b|could|might"),
    ],
  ),
  trap(
    "coworker off to thales",
    ["i'm a test engineer at airbus, mostly avionics stuff, been there about 5 years"],
    [
      "work gossip time lol",
      "my coworker tobias just quit, he's going to thales as of next month. gonna miss him, he was the only one who understood our test rig. anyway im staying put, still love my team",
    ],
    /Airbus/i,
    [
      asserts("Thales", "tobias|co-?worker|colleague|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts("(?:left|quit|no longer|leaving|stopped).*Airbus", "tobias|co-?worker|colleague|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "did not start eating meat",
    ["fyi i'm vegetarian, have been for like 8 years, so no meat recipes pls"],
    [
      "my cousin saw the pics from the bbq on saturday and now the whole family thinks i started eating meat again 🙄",
      "i did NOT, that was a pulled jackfruit burger. still veggie, still annoyed",
    ],
    /vegetarian|veggie|(?:does not|doesn't|don't|no) (?:eat )?meat/i,
    [
      asserts(
        "eats? meat|eating meat|no longer (?:a )?veg|stopped being (?:a )?veg|quit being (?:a )?veg|^not (?:a )?veg|gave up being (?:a )?veg",
        "did not|didn't|does not|doesn't|don't|never|\\bthinks?\\b|thought|family|cousin|jackfruit|assum|rumou?r",
      ),
    ],
  ),
  trap(
    "asking about actual budget",
    ["i do all my budgeting in goodbudget, every single purchase goes in, my partner thinks im obsessed"],
    [
      "goodbudget's sync has been sooo buggy lately",
      "has anyone switched to actual budget? is it any good or a pain to set up? kinda tempted but idk",
    ],
    /Goodbudget|Good ?budget/i,
    [
      asserts(
        "Actual Budget|(?:uses|switched to|moved to) Actual\\b",
        "consider|thinking|tempt|wonder|asks?\\b|asked|curious|question|\\bgood\\b|pain|idk|whether|might|looking",
      ),
      asserts(
        "(?:no longer|stopped using|quit|cancel|dropped|left|(?:switched|moved) (?:away )?from|ditched).*Good ?budget",
        "buggy|sync|tempt|consider|thinking|might",
      ),
    ],
  ),
  trap(
    "retiring from running, jk",
    ["training for my first half marathon in may, running 4x a week, mostly early mornings before work"],
    [
      "did 18k in the rain this morning and my legs are jelly",
      "that's it, i'm retiring from running and taking up competitive napping 😂 jk, long run again on sunday, not quitting now",
    ],
    /half ?marathon|\bruns?\b|running/i,
    [
      asserts("napp?ing|\\bnaps?\\b", "joke|jok|\\bjk\\b|kidding|lol|😂"),
      asserts("(?:retir|no longer|stopped|quit|gave up|giving up).*(?:\\brun|marathon)", "\\bjk\\b|jok|kidding|\\bnot\\b|lol|😂"),
    ],
  ),
  trap(
    "manager said five days in the office",
    ["i work from home most of the week, only go into the office on thursdays. works really well with school pickups"],
    [
      'so my manager said in standup "from next month everyone\'s back in the office five days a week" and the whole team just went silent lol',
      "turns out he was just repeating a rumour, hr confirmed nothing's changing. still home except thursdays, phew",
    ],
    /\bhome\b|remote|thursday/i,
    [
      asserts(
        "(?:five|5) days|full[- ]time in (?:the )?office|office full[- ]time|back (?:in|to) the office|in the office every day|no longer (?:works? )?(?:from home|remote)",
        "manager|\\bsaid\\b|\\bsays\\b|rumou?r|\\bhr\\b|\\bnot\\b|n't\\b|nothing",
      ),
    ],
  ),
];
