// Held-out set 127: written on 2026-11-28 against main at c177dac, by a helper (`set127`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a backend developer in the Pacific Northwest writing terse,
// lowercase, Slack-style messages full of shorthand ("fwiw", "imo", "ngl", "afaik", "w/o"),
// asking for help with code, gear, running and cooking. About half the changes are told plainly
// as news ("update: i switched to ..."), the rest only in passing beside a request, each still
// clear to a careful human note-taker. Traps are varied: a teammate's news, a wish, sarcasm, a
// question comparing products, a negation (something not done) and a hypothetical. A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 7 of 12 at ebc769e (the code frozen for their first run), and 7 of 12 on c177dac, the code the session
// started from (run first, scores only).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|love to|kill to";

/** Words that say something was said in jest or sarcasm. */
const JOKED = "jok|sarcas|kidding|ironic|tongue|/s\\b|\\blol\\b|humor|humour|teas|mock|self-deprecat";

/** Words that say something was only asked about, not done. */
const ASKED = "\\?|\\bask|wonder|whether|curious|question|compar|\\bvs\\b|versus|worth|hype|hypothetic";

/** Words that put a piece of news on someone other than the user. */
const TEAMMATE = "teammate|team ?mate|Dhruv|colleague|coworker|co-worker|\\bhis\\b|\\bhe\\b|\\bhim\\b";

export const HELD_OUT_127 = [
  change(
    "a job change told plainly as news, with a build-tool request",
    [
      "backend eng at remitly, mostly go services on the payouts team. can u explain idempotency keys w a quick example? want to sanity check my mental model",
    ],
    [
      "news: left remitly, started at offerup as a senior backend eng a couple weeks ago 🎉",
      "their monorepo is all bazel and ngl i'm lost. any quick primer on how targets and deps work?",
    ],
    /OfferUp/i,
    claims("Remitly", ["OfferUp"]),
  ),
  change(
    "an editor switch told in passing beside a reindexing complaint",
    [
      "been on lazyvim for ~2 yrs, it's basically my whole IDE. how do i get rust-analyzer inlay hints to show up in it? afaik they should be on by default",
    ],
    [
      "how do i stop rustrover from reindexing the whole workspace every time i switch branches?? fwiw the debugger alone was worth ditching lazyvim for but this is painful",
    ],
    /RustRover/i,
    claims("LazyVim", ["RustRover"]),
  ),
  change(
    "a move told plainly as news, with a running-route request",
    ["we live in bothell. know any indian grocery around here that reliably has fresh curry leaves? the one i go to is always out"],
    ["fyi we moved to renton last month, closer to my wife's office. need a new flat-ish 10k loop for weekday mornings, any ideas?"],
    /Renton/i,
    claims("Bothell", ["Renton"]),
  ),
  change(
    "a vegetarian diet ends, told in passing beside a marinade request",
    ["i'm vegetarian, grew up that way. need high protein lunch ideas for the office that aren't paneer every single day"],
    [
      "ok so since i started eating chicken again earlier this month, hitting my protein is way easier lol. what's a solid tandoori-style marinade for chicken thighs i can meal prep on sunday?",
    ],
    /chicken|\bmeat\b|non-?veg|omnivor/i,
    claims("vegetarian|\\bveggie\\b", ["chicken", "meat", "non-?veg", "omnivor"]),
  ),
  change(
    "a run tracker switch told plainly as news, with a heart-rate request",
    [
      "i track all my runs on nike run club on my phone. it's fine but the pace data gets jumpy under tree cover, any tips for cleaner gps?",
    ],
    [
      "update: i switched to a forerunner 265 last week, phone stays home now",
      "how should i set up hr zones on it? never trained by heart rate before",
    ],
    /Forerunner/i,
    claims("Nike Run Club|\\bNRC\\b", ["Forerunner"]),
  ),
  change(
    "a keyboard switch told in passing beside a typing-speed request",
    [
      "typing on a keychron k2 all day and my wrists start aching by like 4pm. imo it's the keyboard not the chair but idk. any stretches that actually help?",
    ],
    [
      "the glove80 took a solid week to get used to, keychron's in a drawer now and wrists are def happier. typing speed is still trash tho, any drills for split ergo boards?",
    ],
    /Glove80/i,
    claims("Keychron", ["Glove80"]),
  ),
  trap(
    "a teammate's news of leaving, with a handoff-doc request",
    ["i'm a backend dev at qumulo on the storage api team, mostly c++ w some python glue. best way to profile a slow grpc endpoint?"],
    [
      "my teammate dhruv just told us he's leaving for icertis, last day is friday. lowkey bummed, he's the only other person who gets our build system",
      "can u give me a template for a handoff doc so his knowledge doesn't walk out the door w him?",
    ],
    /Qumulo/i,
    [asserts("Icertis", TEAMMATE), asserts("(?:left|leaving|quit|no longer|joined|switch|resign)\\w*\\b.*Qumulo", TEAMMATE)],
  ),
  trap(
    "a wish to live somewhere sunnier, with a motivation request",
    ["we live in edmonds, love the water views but this gray is brutal. any vitamin d recs for winter? i run 4x a week outside"],
    [
      "ngl i'd kill to live in wenatchee someday, 300 days of sun sounds unreal rn. anyway how do i keep running motivation up when it's dark by 4:30?",
    ],
    /Edmonds/i,
    [asserts("Wenatchee", IMAGINED), asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Edmonds", IMAGINED)],
  ),
  trap(
    "sarcasm about becoming a legacy-language dev after one ticket",
    [
      "most of my work is erlang, we run a chat backend on the BEAM. can u explain how supervision trees pick a restart strategy? one_for_one vs rest_for_one",
    ],
    [
      "my lead just asked me to fix the one coldfusion admin page nobody has touched since 2011. guess i'm a coldfusion dev now, living the dream 🙃",
      "is there a docker image or something so i can run it locally w/o installing a whole app server?",
    ],
    /Erlang|\bBEAM\b/i,
    [
      asserts("ColdFusion", `${JOKED}|asked|task|\\bfix|legacy|admin page|one[- ]off|assign|ticket|\\blead\\b|maint`),
      asserts("(?:no longer|stopped|switch|moved|left|quit)\\w*\\b.*Erlang", JOKED),
    ],
  ),
  trap(
    "a question comparing pressure cookers, with a recipe request",
    ["i cook dal almost every night in my hawkins pressure cooker, 3 whistles. how do i stop toor dal from foaming out the vent?"],
    [
      "real q: is an instant pot actually better than a stovetop hawkins or is it just hype? my cousin swears by hers. also what's a quick rajma recipe for a weeknight",
    ],
    /Hawkins|pressure cooker/i,
    [
      asserts("Instant ?Pot", `${IMAGINED}|${ASKED}|cousin|\\bher\\b|\\bshe\\b`),
      asserts("(?:stopped|no longer|replac|switch|ditch|gave up)\\w*\\b.*Hawkins", `${IMAGINED}|${ASKED}`),
    ],
  ),
  trap(
    "a dog that was not adopted after all, with a cat request",
    ["our cat pakoda is 3, indoor only, and lately she's been knocking stuff off the counter at 5am. how do i make that stop"],
    [
      "so we did NOT end up adopting the sheltie, landlord said no dogs, so it's still just pakoda running the place. what are good enrichment toys for a bored indoor cat?",
    ],
    /Pakoda/i,
    [
      asserts(
        "sheltie|shetland|\\bdogs?\\b|pupp",
        "\\bnot\\b|n't\\b|\\bno\\b|landlord|declin|denied|refus|wanted|tried|consider|plan|hop|fell through|without|only pet|just (?:the )?cat",
      ),
    ],
  ),
  trap(
    "a hypothetical ultra asked about, with a fueling request",
    ["i run half marathons, usually 3 or 4 a year on a ~25 mi/week base. what's a good taper when the next one is 2 weeks out?"],
    [
      "hypothetically, if i signed up for a 50 miler in the fall, how many weeks would i need to build from half marathon shape? not signing up for anything yet lol, just curious",
      "also best way to fuel on long runs w/o gels, they wreck my stomach",
    ],
    /half[- ]?marathon/i,
    [asserts("50[- ]?mile|ultra", `${IMAGINED}|${ASKED}|yet\\b|plan`)],
  ),
];
