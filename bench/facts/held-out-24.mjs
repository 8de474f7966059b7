// Held-out set 24: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards everyday routines and preferences with two core life
// changes, with no city, person, product or company reused from scenarios.mjs, held-out sets 1
// to 18, sets 19 to 22, or sets 23, 25 and 26 as drafted at the same time. Lower case with
// typos and fillers, news after small talk, two things in one message, time words, the way
// people type to an assistant. A fair fact about the old value may stay current once it says
// the state ended ("Cancelled X", "Cut out X"): `old` then skips such texts.
// First run: 8 of 12 at 1b26551 (code of a0f567b, the session's second round of new sets), and 6 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bused\\b|\\bwas\\b|\\bwere\\b|lived|worked|played|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|swapped|instead|dropped|replac|cut out|sold|\\boff\\b|anymore|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Cancelled X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that keep a fact hypothetical rather than true. */
const IFFY =
  "\\bif\\b|would|'d\\b|probabl|prob\\b|someday|one day|eventually|future|consider|thinking|might|maybe|plans?\\b|wants?\\b|wish|dream|not until";
/** Words that keep a fact a question rather than a statement. */
const ASKED = "\\?|asks?\\b|asked|consider|wonder|thinking|curious|should|whether|would|might|recommend|question|better|compar";
/** Words that keep a fact a joke rather than a statement. */
const JOKED = "jok|\\blol\\b|kidding|jest|sarcas|not serious|humou?r";

export const HELD_OUT_24 = [
  change(
    "moved countries, news after small talk",
    ["hey so quick background before i ask anything: i live in poznan, work in logistics, 2 kids and one very loud cat"],
    [
      "hi again! sorry for dissapearing, the last month was total chaos",
      "we moved to tbilisi a couple of weeks ago, my husband got transferred here. im still working remote for the same company so at least that didnt change lol. kids start at the new school on monday",
    ],
    /Tbilisi/i,
    claims("Pozna[nń]", ["Tbilisi"]),
  ),
  change(
    "new employer, two things in one message",
    [
      "i'm a quality analyst at arla, dairy plant, 6am starts and way too many hairnets lol",
      "can you help me write a short procedure for allergen swabbing on the packing line",
    ],
    [
      "morning! weather here is grim, again",
      "anyway news: i left arla end of october and as of monday im at novo nordisk, still qa but pharma now so even MORE paperwork. better pay tho so cant complain",
    ],
    /Novo ?Nordisk/i,
    claims("\\bArla\\b", ["Novo"]),
  ),
  change(
    "a daily drink replaced",
    ["i basically run on diet coke, like 3 cans a day at my desk, my dentist hates me", "anyway whats a good lunch i can prep on sundays"],
    [
      "ok tiny win to report",
      "cut out diet coke completely since march!! i drink iced rooibos now, make a big jug every sunday night. havent had a headache in weeks",
    ],
    /rooibos/i,
    claims("Diet Coke|\\bcoke\\b", ["rooibos"]),
  ),
  change(
    "evening game changed",
    ["stardew valley has completely taken over my evenings, im in year 3 and my farm is honestly beautiful"],
    [
      "work is fine, boring, whatever",
      "big confession: havent touched stardew in ages, factorio was on sale a couple weeks ago and now i literally dream about conveyor belts. send help",
    ],
    /Factorio/i,
    claims("Stardew", ["Factorio", "touched", "ages"]),
  ),
  change(
    "sport swapped after an injury",
    ["i do capoeira twice a week, tuesdays and saturdays, been at it about 2 years now"],
    [
      "so my knee finally gave out lol, nothing serious but the doc said no more kicks for a while",
      "since january ive been doing reformer pilates instead, 3 mornings a week before work. weirdly i love it??",
    ],
    /pilates/i,
    claims("capoeira", ["pilates", "knee", "injur"]),
  ),
  change(
    "audiobook subscription switched",
    ["i listen to audiobooks constantly, got an audible subscription, mostly fantasy on the commute"],
    [
      "just finished a 40 hour fantasy brick and im emotionally destroyed lol",
      "also cancelled audible last month and went with storytel, its unlimited listening for a flat fee and i was buying extra credits every month anyway",
    ],
    /Storytel/i,
    claims("Audible", ["Storytel"]),
  ),
  trap(
    "a hypothetical car",
    ["i drive a 2014 subaru outback, 190k km on it and still going strong, its a tank"],
    [
      "had it serviced yesterday, new brake pads, ouch my wallet",
      "if i ever go electric it'd probably be a polestar, but honestly not until the subaru dies. which at this rate is never lol",
    ],
    /Subaru|Outback/i,
    [
      asserts("Polestar", IFFY),
      asserts("electric|\\bEVs?\\b", IFFY),
      asserts("(?:sold|selling|no longer|replac|got rid|gave up).*(?:Subaru|Outback)", IFFY),
    ],
  ),
  trap(
    "a brother moved abroad",
    ["i live in winnipeg, yes its cold, no i dont want to talk about it lol. i teach grade 5"],
    [
      "my little brother just moved to perth for a mining job, flew out last week, mum is devastated",
      "im not going anywhere though, someone has to shovel her driveway lol",
    ],
    /Winnipeg/i,
    [
      asserts("Perth", "brother|sibling|\\bhis\\b|\\bhe\\b|family"),
      asserts("(?:moved|moving|left|leaving|no longer).*Winnipeg", "brother|sibling|\\bhis\\b|\\bhe\\b|not\\b|n't\\b"),
    ],
  ),
  trap(
    "did not quit a class",
    ["i go to a life drawing class every wednesday night at the community arts centre, best 2 hours of my week"],
    [
      "update nobody asked for: i was gonna drop life drawing bc money's tight, but i did NOT quit in the end",
      "my mum paid for the spring term as an early birthday present so still going every wednesday. currently trying to draw hands that dont look like bananas",
    ],
    /life drawing|drawing class/i,
    [
      asserts(
        "(?:quit|quits|dropped|dropping|stopped|no longer|gave up|left|leaving).*(?:drawing|class|art)",
        "not\\b|n't\\b|gonna|going to|almost|nearly|consider|thinking|planned|intended|in the end",
      ),
    ],
  ),
  trap(
    "a question about a running app",
    ["i log all my runs on strava, about 25k a week at the moment, training for my first half marathon"],
    [
      "quick q",
      "is garmin connect actually better than strava for training plans? would it be dumb to switch halfway through a training block",
    ],
    /Strava/i,
    [asserts("Garmin", ASKED), asserts("(?:switched|moved|no longer|stopped|left|quit).*Strava", ASKED)],
  ),
  trap(
    "a joke about a hobby",
    ["my hobby is woodturning, i have a little lathe in the garage and make bowls for everyone whether they want one or not lol"],
    [
      "the lathe jammed AGAIN and i lost a walnut blank i'd been saving for months 😤",
      "thats it, im selling the lathe and taking up crochet like a sensible person lol. anyway got it unjammed, back in the garage tonight",
    ],
    /wood ?turn|lathe/i,
    [asserts("crochet", JOKED), asserts("(?:sell|sold|selling|quit|gave up|giving up|no longer|stopped).*(?:lathe|wood ?turn)", JOKED)],
  ),
  trap(
    "quoted speech from a physio",
    ["i play 5-a-side football every thursday night with guys from work, been doing it like 6 years"],
    [
      "physio appointment today for my ankle",
      "she said, word for word, \"you're done with football, it's swimming from now on\" 😂 i'll do the exercises but no chance im giving up thursdays, back on the pitch in two weeks",
    ],
    /football|5-a-side|five-a-side/i,
    [
      asserts("swim", "physio|said|says|told|advi[cs]|recommend|suggest|doctor|should"),
      asserts(
        "(?:quit|quitting|stopped|no longer|gave up|giving up|done with).*football",
        "physio|said|told|advi[cs]|recommend|suggest|not\\b|n't\\b|no chance",
      ),
    ],
  ),
];
