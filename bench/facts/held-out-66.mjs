// Held-out set 66: written on 2026-11-27 against main at 10ff31a, by a helper (`set66`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to life admin done with
// an assistant: bank, phone carrier, energy supplier, insurance, gym membership, streaming and
// broadband, with no city, person, product or company reused from scenarios.mjs or held-out sets
// on main or in /work/sets. Users mix British and American English, chat style and plainer, and
// say changes as people do ("moved my account to", "ported my number to", "switched supplier",
// "cancelled X and joined Y", "we're with X now"), usually with a request in the same message.
// Traps are insurance quotes not yet accepted, a spouse's and a parent's provider, a switch
// cancelled in its cooling-off period, a question about another streaming service, and a
// hypothetical move of bank. Time words fit the two conversations' dates (about three weeks
// apart, January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer with X"): `old` then skips such texts.
// First run: 6 of 12 at b460a42 (after rules read from sets 55 to 62), and 6 of 12 on d90bd00, the code
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

/** Words that say someone else (a spouse) did it. */
const SPOUSE = "husband|\\bhis\\b|\\bhe\\b|\\bhim\\b|partner|spouse";
/** Words that say someone else (a parent) did it. */
const PARENT = "\\bmum|mother|\\bmam\\b|\\bher\\b|\\bshe\\b|parent";

export const HELD_OUT_66 = [
  change(
    "a current account moved through the switch service, british, with a budgeting request",
    [
      "Morning! Happy new year. My current account's with Metro Bank and I really want to get on top of my direct debits this year. Can you help me make a simple monthly budget template? Wages come in on the 28th.",
    ],
    [
      "hiya, quick one. I moved my account to Kroo last week using the current account switch service, all the direct debits came across fine apparently. Metro was alright but the interest on Kroo is loads better.",
      "can you help me plan some savings pots on it? want one for car insurance and one for a holiday in the summer",
    ],
    /Kroo/i,
    claims("\\bMetro\\b", ["Kroo"]),
  ),
  change(
    "a phone number ported to a cheaper carrier, american chat with a settings question",
    [
      "hey so my phone plan is with Xfinity Mobile and the bill keeps creeping up every month. can you explain what these fees on my statement mean? there's a 'regulatory cost recovery' line I don't get",
    ],
    [
      "ok update, I ported my number to Tello a couple weeks ago, it's like $15 a month now instead of $45 and the whole thing took 20 minutes. only thing is wifi calling isn't working on my iphone, how do i turn that on?",
    ],
    /Tello/i,
    claims("Xfinity", ["Tello"]),
  ),
  change(
    "an energy supplier switched, british, with a meter reading question",
    [
      "We're with Ecotricity for our energy at the moment and the bill's just gone up again. Can you help me work out our average daily usage if we used 310 kWh of electricity in December?",
    ],
    [
      "Evening. Right, we've switched supplier, we're with Outfox the Market now. It went live on the 14th and so far so good.",
      "They want an opening meter reading from me though. Where do I find the right number on a smart meter display? There are about six screens",
    ],
    /Outfox/i,
    claims("Ecotricity", ["Outfox"]),
  ),
  change(
    "a gym membership cancelled for a class studio, american, news then a food question",
    ["I'm a member at Gold's Gym, been going like 4x a week. can you write me a push/pull/legs split? I've got about an hour each session"],
    [
      "happy friday!! so I cancelled Gold's and joined Orangetheory right after new year, the classes keep me way more accountable than lifting on my own",
      "what should I eat before a 6am class so I don't feel sick halfway through?",
    ],
    /Orangetheory/i,
    claims("Gold.?s", ["Orangetheory"]),
  ),
  change(
    "broadband provider changed, british family, said as we're with X now",
    [
      "our broadband is Plusnet and it keeps dropping out every evening when the kids are gaming. can you walk me through what to check on the router before I ring them?",
    ],
    [
      "good news on the internet front, we're with Hyperoptic now. full fibre, got installed just after new year and it hasn't dropped once. do you know how I change the wifi name and password on their router? the kids keep asking me for it anyway lol",
    ],
    /Hyperoptic/i,
    claims("Plusnet", ["Hyperoptic"]),
  ),
  change(
    "renters insurance moved to another insurer, american, with a coverage question",
    [
      "Hi! I have renters insurance through State Farm for my apartment. Can you help me make a list of everything in my place for a home inventory? My landlord suggested doing one.",
    ],
    [
      "Hey again. I switched my renters insurance over to Lemonade a couple weeks back, it was literally half the price and the app is super easy.",
      "Can you help me figure out how much personal property coverage I actually need? I just put $20k as a guess",
    ],
    /Lemonade/i,
    claims("State Farm", ["Lemonade"]),
  ),
  trap(
    "home insurance quotes compared but none accepted, british",
    [
      "Our home insurance is with Hastings Direct and the renewal's due at the end of January. Can you explain what 'accidental damage cover' actually covers? Not sure we need it",
    ],
    [
      "Renewal came through from Hastings and it's gone up £90, cheeky. So I've been getting quotes: Churchill came in at £212 and LV at £238. Haven't accepted either yet, I still need to check the excesses.",
      "Can you make me a little comparison table, Hastings renewal £301, Churchill £212, LV £238, and list what I should ask before I switch?",
    ],
    /Hastings/i,
    [
      asserts(
        "Churchill|\\bLV\\b",
        "quote|compar|consider|\\bnot\\b|n't\\b|haven|\\byet\\b|might|maybe|thinking|look|shop|offer|option|\\?|whether|\\bif\\b|should|could|would|possib|potential|alternative",
      ),
      asserts(
        "(?:left|leaving|switch|moved|moving|cancel|no longer)\\w*\\b.*Hastings",
        "quote|consider|\\bnot\\b|n't\\b|haven|\\byet\\b|might|maybe|thinking|whether|\\bif\\b|plan|\\?|should|could|would|possib",
      ),
    ],
  ),
  trap(
    "a husband cancels his gym and joins another, american, user stays",
    [
      "I go to Blink Fitness near my office, mostly treadmill and some machines. can you build me a 30 min beginner routine for the machines? I feel lost in there",
    ],
    [
      "so my husband finally cancelled his Blink membership and joined Equinox, he says the towels alone are worth it 🙄 $250 a month though, not for me, I'm staying at Blink.",
      "anyway can you give me a harder version of my machine routine? the beginner one is getting easy",
    ],
    /Blink/i,
    [asserts("Equinox", `${SPOUSE}|\\bnot\\b|n't\\b`), asserts("(?:cancel|left|quit|no longer|switch|moved)\\w*\\b.*Blink", SPOUSE)],
  ),
  trap(
    "an energy switch cancelled in the cooling-off period, british",
    [
      "we're with So Energy for gas and electric. can you help me figure out if it's worth going on an Economy 7 tariff? we've got storage heaters in the back bedroom",
    ],
    [
      "ugh, energy saga. I signed up to switch to Utility Warehouse after a mate pitched it at a christmas do, then read the small print and cancelled it inside the 14-day cooling-off, so the switch never happened and we're still with So Energy.",
      "can you help me word an email to them confirming the cancellation in writing so they don't start billing me?",
    ],
    /So Energy/i,
    [
      asserts(
        "Utility Warehouse|\\bUW\\b",
        "cancel|cooling|never|\\bnot\\b|n't\\b|didn|fail|abandon|revers|backed out|pulled out|tried|almost|nearly|\\bstill\\b|mate|pitch",
      ),
      asserts(
        "(?:left|leaving|switch|moved|no longer)\\w*\\b.*So Energy",
        "never|\\bnot\\b|n't\\b|cancel|\\bstill\\b|didn|fail|revers|tried",
      ),
    ],
  ),
  trap(
    "a question about another streaming service, american, with a second question",
    [
      "we cut the cord last year and use Philo for live TV, it's just the two of us and the dog. can you suggest a few cozy mystery shows for a snowy weekend?",
    ],
    [
      "quick q: does Fubo carry the NHL games that Philo doesn't? my brother-in-law swears by Fubo but it's like three times the price. worth it for hockey season or no?",
      "also what's a good cheap antenna for local channels",
    ],
    /Philo/i,
    [
      asserts(
        "Fubo",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|brother|in-law|might|maybe|would|worth|\\bnot\\b|n't\\b|possib",
      ),
      asserts(
        "(?:cancel|stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Philo",
        "\\?|should|whether|would|consider|wonder|\\bif\\b|might|maybe",
      ),
    ],
  ),
  trap(
    "a hypothetical move of bank, american, user says not doing it",
    [
      "I bank with Navy Federal, checking and savings, ever since my time in the Army. can you help me set up a simple envelope budget? I get paid on the 1st and 15th",
    ],
    [
      "random thought: if I moved my checking to SoFi for the higher APY, would my direct deposit and autopays all have to be redone? not doing it yet, just curious how painful it'd be. Navy Fed has been fine honestly",
      "also can you explain APY vs APR, I always mix them up",
    ],
    /Navy Fed/i,
    [
      asserts("SoFi", `${IMAGINED}|curious|\\?|\\bask|question|whether|\\byet\\b`),
      asserts("(?:left|leaving|switch|moved|moving|no longer|closed)\\w*\\b.*Navy Fed", `${IMAGINED}|curious|\\?|whether|\\byet\\b`),
    ],
  ),
  trap(
    "a mum's number ported to another network, british, with a request for her",
    ["I'm on giffgaff, SIM only, about £10 a month. can you help me work out if I need more than 20GB? I mostly stream music on the bus"],
    [
      "spent saturday at my mum's sorting her phone out. she's ported her number to Lebara, her old contract ran out and it's a fiver a month. took ages to explain what a PAC code is lol",
      "can you write really simple step-by-step instructions for her on setting up voicemail? big clear steps please, she's 74",
    ],
    /giffgaff/i,
    [asserts("Lebara", PARENT), asserts("(?:port|switch|moved|left|no longer)\\w*\\b.*giffgaff", PARENT)],
  ),
];
