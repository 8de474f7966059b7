// Held-out set 71: written on 2026-11-27 against main at ac9f618, by a helper (`set71`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, topics spread evenly over home
// city, employer, job title, diet, partner, car, phone, pet, sport or hobby, health, language
// learning and tools at work, with no city, person, product or company reused from scenarios.mjs,
// held-out sets 1 to 54 on main or sets 55 to 70 as they stood. Users are ordinary adults writing
// plain everyday English, neither formal nor slangy: a sentence or two of news and a request.
// Traps are a hypothetical, another person's news, a negation, a question, a joke and a plan not
// decided. Time words fit the two conversations' dates (about three weeks apart, January). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer
// uses X"): `old` then skips such texts.
// First run: 11 of 12 at ac9f618 (after rules read from sets 55 to 70), and 12 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
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

export const HELD_OUT_71 = [
  change(
    "a family moves to another city for a spouse's job",
    [
      "Hi! I live in Sioux Falls and it's way too cold to do anything outside right now. Can you give me some ideas for indoor things to do with two kids this weekend?",
    ],
    [
      "Quick update, we moved to Fargo last weekend for my husband's new job, so we're still living out of boxes. Can you help me make a checklist of things to update now that we've changed states, like my license and voter registration?",
    ],
    /Fargo/i,
    claims("Sioux Falls", ["Fargo"]),
  ),
  change(
    "a regulatory specialist changes employer, same kind of work",
    [
      "I'm a regulatory affairs specialist at Medtronic, mostly working on submissions for cardiac devices. Could you help me tighten up the wording in this cover letter?",
    ],
    [
      "Some news on my end: I left Medtronic and started at Boston Scientific on Monday, doing pretty much the same regulatory work. Could you help me put together a 30-day plan for getting up to speed at a new company?",
    ],
    /Boston Scientific/i,
    claims("Medtronic", ["Boston Scientific"]),
  ),
  change(
    "a vegan starts eating eggs and cheese again",
    ["I've been vegan for about two years now. Can you give me a few high-protein lunch ideas I can bring to work?"],
    [
      "So I've started eating eggs and cheese again, my energy was just really low all through December. I guess that makes me vegetarian now instead of vegan.",
      "Could you give me an easy frittata recipe I can make on Sunday and eat through the week?",
    ],
    /vegetarian|eat(?:s|ing)? eggs|eggs and cheese/i,
    claims("\\bvegan", ["vegetarian"]),
  ),
  change(
    "a warehouse worker replaces a phone after cracking the screen",
    ["I've got a Poco F5 and the battery is dead by about 3pm every day. Can you walk me through which settings I should turn off?"],
    [
      "I finally gave up on the Poco after cracking the screen for the third time at the warehouse. I got a Kyocera DuraForce last week, it's basically a brick but it survives anything. How do I move my contacts and photos over from the old phone?",
    ],
    /Kyocera|DuraForce/i,
    claims("Poco", ["Kyocera", "DuraForce"]),
  ),
  change(
    "a car traded in after a transmission failure, news and a question in two messages",
    [
      "I drive a 2015 Crosstrek and the check engine light just came on this morning. What are the most common causes I should ask the mechanic about?",
    ],
    [
      "Well, the Crosstrek needed a whole new transmission, so I traded it in. I'm driving a used 2019 Prius now and I love the gas mileage.",
      "Is there anything different I need to know about maintenance on a hybrid?",
    ],
    /Prius/i,
    claims("Crosstrek", ["Prius", "trade", "sold"]),
  ),
  change(
    "a language learner drops one language for another after a trip is canceled",
    [
      "I'm learning Swahili for a volunteer trip to Tanzania this summer, about 20 minutes a day. Can you give me a few everyday greetings to practice?",
    ],
    [
      "Change of plans, the Tanzania trip got canceled so I stopped doing Swahili. I'm learning Vietnamese now, my boyfriend's family is from Hanoi and I'd really like to be able to talk with his grandma. Can you help me understand how the tones work?",
    ],
    /Vietnamese/i,
    claims("Swahili", ["Vietnamese"]),
  ),
  trap(
    "a possible promotion that is not decided, beside a work request",
    [
      "I'm a medical coder at a hospital, mostly outpatient surgery charts. Can you explain the difference between modifier 59 and XS in plain terms?",
    ],
    [
      "My manager pulled me aside and said a coding supervisor spot might open up in the spring and that I should think about it. Nothing's posted yet and honestly I don't know if I even want it.",
      "Anyway, can you help me make a cheat sheet for the E/M guidelines?",
    ],
    /medical cod|\bcoder\b/i,
    [
      asserts(
        "supervisor",
        `${IMAGINED}|manager|spring|open|posted|appl|suggest|encourag|potential|plan|offer|unsure|undecided|mention|said`,
      ),
      asserts("(?:no longer|left|leaving|quit|promot)\\w*\\b.*(?:coder|coding)", `${IMAGINED}|manager|spring|open|potential|said`),
    ],
  ),
  trap(
    "a brother's engagement, with a request for a toast",
    [
      "My girlfriend Lorna and I just signed a lease on a bigger apartment. Can you help me figure out a fair way to divide the rent when she makes more than I do?",
    ],
    [
      "Big news in the family, my brother Corbin got engaged on Saturday! He proposed at the same diner where they had their first date.",
      "He asked me to be his best man, so can you help me start a toast that's funny but not embarrassing?",
    ],
    /Lorna/i,
    [
      asserts("engaged|fianc", "brother|corbin|\\bhe\\b|\\bhis\\b|sibling|best man|toast"),
      asserts("\\bmarri|wedding", "brother|corbin|\\bhe\\b|\\bhis\\b|sibling|best man|toast"),
    ],
  ),
  trap(
    "a joke about giving away a puppy that chews everything",
    [
      "We adopted a corgi puppy named Rufus over the holidays and he's already chewing everything in sight. What are some good chew toys for a puppy his age?",
    ],
    [
      "Rufus ate one of my good boots this morning. That's it, I'm trading him in for a cactus, at least a cactus doesn't chew lol",
      "Seriously though, how do I crate train him without him crying all night?",
    ],
    /Rufus|corgi/i,
    [
      asserts("cactus", JOKED),
      asserts(
        "rehom|gave (?:away|up)|giving (?:away|up)|trad(?:ed|ing) (?:in )?(?:him|Rufus|the dog|the puppy|the corgi)|got rid|no longer (?:has|owns)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a hobby league the user did not join",
    ["I play racquetball at my gym three mornings a week, it's pretty much my whole social life. How can I get more power on my backhand?"],
    [
      "A coworker kept pushing me to join his axe throwing league, but I didn't sign up. It's not really my thing and the nights don't work for me. Still playing racquetball though.",
      "Can you suggest a good stretching routine for after games? My shoulder has been a bit tight.",
    ],
    /racquetball/i,
    [
      asserts(
        "\\baxe",
        "\\bnot\\b|n't\\b|didn|declin|turned down|coworker|co-worker|colleague|push|invit|asked|\\bhis\\b|\\bhe\\b|suggest|encourag|pressur|\\bno\\b",
      ),
      asserts("(?:stop|quit|no longer|gave up|dropp)\\w*\\b.*racquetball", "\\bnot\\b|n't\\b|still"),
    ],
  ),
  trap(
    "a question about another inhaler before a doctor's appointment",
    ["I have asthma and I'm on Symbicort, two puffs morning and night. Does cold air actually make asthma worse or is that a myth?"],
    [
      "Quick question before my lung doctor appointment next month: would Breztri be better than Symbicort for someone like me? She brought it up last time but didn't change anything.",
      "Also, what should I ask her about it?",
    ],
    /Symbicort/i,
    [
      asserts(
        "Breztri",
        "\\?|\\bask|consider|wonder|should|whether|question|\\bif\\b|compar|might|maybe|would|could|possib|brought up|mention|suggest|option|discuss|\\bnot\\b|n't\\b|curious|interest",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|replac|dropp|changed)\\w*\\b.*Symbicort",
        "\\?|\\bask|should|whether|would|consider|wonder|\\bif\\b|might|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a coordinator wishes for another work tool the owners will not allow",
    [
      "I'm a project coordinator for a commercial roofing company and we run every job schedule through Smartsheet. Can you help me set up a formula that flags tasks more than three days late?",
    ],
    [
      "Honestly, if it were up to me we'd dump Smartsheet and move to Coda, it just feels less clunky. But the owners love Smartsheet, so it's not happening.",
      "Can you help me build a simple Smartsheet dashboard for our weekly crew meeting?",
    ],
    /Smartsheet/i,
    [
      asserts("\\bCoda\\b", `${IMAGINED}|prefer|rather|up to|owner|clunk`),
      asserts("(?:stop|quit|no longer|switch|dropp|dump|replac|moved|left)\\w*\\b.*Smartsheet", `${IMAGINED}|prefer|rather|owner`),
    ],
  ),
];
