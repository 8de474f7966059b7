// Held-out set 27: written on 2026-11-27 against main at 5e29e57, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, with no city, person, product or company reused from scenarios.mjs,
// held-out sets 1 to 22 on main, or sets 23 to 26 as drafted at the same time. Half the users
// write the way a non-native speaker or an older person does (full sentences, formal words,
// odd word order), half in quick lower-case chat with typos and fillers; news after small
// talk, two things in one message, time words. A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer does X"): `old` then skips such
// texts.
// First run: 9 of 12 at 3277ab7 (code of 141309f, the session's third round of new sets), and 6 of 12 on the
// code the session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|anymore|any more|until|\\bfrom\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_27 = [
  change(
    "move to another country, formal non-native writing",
    [
      "Good evening. I would like help with a letter to my landlord about the heating. For context, I live in Plovdiv with my wife and our son, in a flat near the old town.",
    ],
    [
      "Hello again, I hope you are well.",
      "I have news: since the beginning of March we are living in Lille, in France. My wife got a position at the university there, so we moved all together. Now I must learn French properly, my French is very bad, so maybe you can help me also with this.",
    ],
    /Lille/i,
    claims("Plovdiv", ["Lille"]),
  ),
  change(
    "new employer, with a health aside, quick chat",
    ["yo. context: im a backend dev at mollie, mostly go, payments stuff"],
    [
      "ok im back, what a month 😮‍💨",
      "so i left mollie, last day was friday and i started at wolt on monday, courier app team. ALSO wrist is finally out of the cast so i can type properly again lol",
    ],
    /\bWolt\b/i,
    claims("Mollie", ["Wolt"]),
  ),
  change(
    "a diet ended, older person",
    [
      "Good morning. I am 67 years old and since last autumn I do the intermittent fasting, I only eat between twelve and eight o'clock. Can you suggest a good lunch with vegetables?",
    ],
    [
      "Thank you for the recipes last time, my husband liked the soup very much.",
      "I must tell you, a couple of weeks ago I have stopped the fasting. It gave me headaches in the morning and my doctor said at my age it is better to eat three regular meals. So now I eat breakfast again.",
    ],
    /(?:no longer|stopped|quit|gave up|ended|dropped|not)\b.*fasting|fasting\b.*(?:ended|stopped|over)|three (?:regular |normal )?meals|regular meals|eats? breakfast/i,
    claims("fasting|between (?:twelve|12)(?::00)? and (?:eight|8|20)", ["three", "regular meals", "breakfast"]),
  ),
  change(
    "note app switched, quick chat",
    ["all my uni notes + todo lists live in google keep, its messy but works"],
    [
      "exam season is killing me",
      "also switched my notes to capacities like 3 weeks ago, keep was just a pile of random cards and i couldnt find anything. the linking between notes is sooo nice",
    ],
    /Capacities/i,
    claims("Google Keep", ["Capacities"]),
  ),
  change(
    "nickname the user now goes by",
    ["hi! i'm katarzyna but everyone calls me kasia, doing a masters in bioinformatics, thesis due in june"],
    [
      "random but important lol",
      "i go by kat now, since the new job started in january. nobody here could say kasia right so kat it is, pls call me that from now on 🙏",
    ],
    /\bKat\b/i,
    claims("Kasia", ["\\bKat\\b"]),
  ),
  change(
    "girlfriend to fiancée, formal non-native writing",
    [
      "Hello, I need ideas for a birthday present. My girlfriend Solveig turns 30 next month, we are together four years already and live together in a small flat.",
    ],
    [
      "Good day! The present was a success, thank you.",
      "And even bigger news: on Saturday I asked Solveig to marry me and she said yes. So we are engaged now! The wedding will be next summer, probably.",
    ],
    /engaged|fianc/i,
    claims("girlfriend|dating", ["engaged", "fianc", "marr", "wedding"]),
  ),
  trap(
    "a hypothetical retirement, older person",
    [
      "Good afternoon. I work as a bookkeeper for a small family bakery, three days a week. I am 63, so the computer things are sometimes difficult for me.",
    ],
    [
      "Thank you, the formula worked and the totals are correct now.",
      "If I ever retire, I would like to volunteer at the town library, I have always loved books. But for now the bakery needs me, so I keep working.",
    ],
    /bookkeep/i,
    [
      asserts(
        "\\bretired\\b|\\bretirement\\b|\\bretires?\\b",
        "\\bif\\b|would|someday|one day|wish|dream|hope|like to|maybe|eventually|not yet|future|wants?\\b|might|\\bwhen\\b|after",
      ),
      asserts(
        "volunteer|library",
        "\\bif\\b|would|someday|one day|wish|dream|hope|like to|maybe|eventually|future|wants?\\b|might|\\bwhen\\b|after|loves? books",
      ),
      asserts("(?:no longer|stopp|quit|left|former|retired from)\\w*\\b.*(?:bookkeep|bakery)", "\\bif\\b|would"),
    ],
  ),
  trap(
    "a coworker leaving, quick chat",
    ["im a line cook at a ramen place in belfast, 10 hour shifts but i love it"],
    [
      "brutal service tonight, 140 covers on a tuesday??",
      "and our sous chef just handed in his notice, hes moving to calgary next month to open his own place. gonna be chaos without him tbh",
    ],
    /line cook|ramen|Belfast/i,
    [
      asserts("Calgary|own (?:place|restaurant)", "sous|chef|\\bhis\\b|\\bhe\\b|\\bhim\\b|colleague|co-?worker"),
      asserts(
        "(?:quit|left|leav|notice|moving|moved|no longer)\\w*\\b.*(?:Belfast|ramen|restaurant|cook|job)",
        "sous|chef|\\bhis\\b|\\bhe\\b|\\bhim\\b|colleague|co-?worker",
      ),
    ],
  ),
  trap(
    "a planned move that did not happen, formal non-native writing",
    [
      "Hello. We live in Kaunas, my husband and me, and we plan to move to Riga in spring, because he has a job offer there. Can you help me make a list of things for the move?",
    ],
    [
      "Good evening, a small update.",
      "In the end we did NOT move to Riga. The company took back the offer in March, so we stay in Kaunas, and honestly I am a little bit happy about it.",
    ],
    /Kaunas/i,
    [
      asserts(
        "(?:live|lives|living|moved|moving|move|relocat|plan)\\w*\\b.*Riga|Riga\\b.*(?:move|moving|relocat)",
        "not\\b|n't\\b|cancel|withdr|took back|taken back|instead|stay|fell through|no longer|called off|abandon|dropp|\\boff\\b|never|\\bdid\\b|\\bwas\\b|\\bhad\\b|in the end",
      ),
      asserts("(?:left|leav|moved out|no longer)\\w*\\b.*Kaunas", "not\\b|n't\\b|\\bdid\\b"),
    ],
  ),
  trap(
    "a question about a sport with an injury, older person",
    [
      "Good morning. Since the skiing holiday in February I have a torn meniscus in my left knee, so at the moment I do no sport at all. It is quite frustrating for me.",
    ],
    [
      "Thank you for the exercises you sent.",
      "Tell me please, is it allowed to swim with such a knee injury? My physiotherapist is on holiday until next week and I do not want to make it worse.",
    ],
    /meniscus|knee/i,
    [
      asserts(
        "swim",
        "\\?|\\bask|allowed|whether|wonder|\\bcan\\b|could|\\bmay\\b|question|physio|\\bif\\b|consider|thinking|wants?\\b|would",
      ),
      asserts(
        "(?:knee|meniscus)\\b.*(?:healed|recovered|better|fine|fixed)|(?:healed|recovered)\\w*\\b.*(?:knee|meniscus)",
        "\\?|not\\b|n't\\b|\\bask|whether",
      ),
    ],
  ),
  trap(
    "a joke about being married, quick chat",
    ["hi, planning dinners for one this week, im single and have zero time to cook lol. one very spoiled cat tho"],
    [
      "worked till 11 again, third night in a row 🫠",
      "honestly at this point im basically married to the quarterly report lol. anyway can u give me a 15 min dinner idea",
    ],
    /\bsingle\b/i,
    [asserts("married|husband|wife|spouse|no longer single|not single|in a relationship", "jok|kidding|jest|humou?r|figurative|lol")],
  ),
  trap(
    "a manager's quoted words about another office, quick chat",
    ["im a ux researcher at allegro, working out of the wrocław office, mostly usability tests for the seller app"],
    [
      'so my manager said to me today, word for word, "you\'re moving to the warsaw office in january, we need you closer to product" 😳',
      "like nothing's official, hr hasnt said a word and i havent agreed to anything",
    ],
    /Wroc[łl]aw/i,
    [
      asserts(
        "Warsaw",
        "manager|boss|said|says|told|suggest|not\\b|n't\\b|might|\\bmay\\b|possib|official|propos|would|could|quot|\\bif\\b|wants?\\b",
      ),
      asserts(
        "(?:left|leav|moved|moving|transferr|relocat|no longer)\\w*\\b.*Wroc",
        "manager|boss|said|says|told|suggest|not\\b|n't\\b|might|\\bmay\\b|possib|official|propos|would|could",
      ),
    ],
  ),
];
