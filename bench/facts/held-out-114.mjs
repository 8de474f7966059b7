// Held-out set 114: written on 2026-11-28 against main at c1dcf90, by a helper (`set114`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 116 in /work/sets.
// Style: one voice in all 12, a B2B sales rep in her late twenties on the Front Range, writing in
// busy corporate shorthand (dashes, "quick q", "circling back", "ngl", CRM / QBR / OOO / AE),
// often pasting context (call notes, a calendar line) before the ask. Changes cover employer,
// home (suburb to a city neighbourhood), the CRM she lives in, a fitness habit, a relationship
// and a diet, each told in passing the way such a person says it ("week 2 at X", "keap is
// read-only now", "tanner and i are done"), still clear to a careful human note-taker. Traps are
// a hypothetical territory question, a manager's own job news, a prospect's quoted words about a
// tool she uses, a sarcastic "moving to Tulum lol" after a lost deal, a job offer she turned down
// and a sister's dog she is only sitting. Time words fit the two conversations' dates (about
// three weeks apart, January). A fair fact about the old value may stay current once it says the
// state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at 12ea75a (the session's final code), and 6 of 12 on c1dcf90, the code the session
// started from, run first (only the scores were seen).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothetic";

/** Words that say something was said in jest or frustration. */
const JOKED = `${IMAGINED}|jok|\\bjk\\b|kidding|\\blol\\b|sarcas|humou?r|tongue|laugh|vent|frustrat|rough day|bad day|exaggerat|not serious`;

/** Words that say a state is only for a while (a trip, a loan, a favour). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|thru\\b|through|this week|next week|few days|weekend|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|borrow|loan|lent";

export const HELD_OUT_114 = [
  change(
    "an employer change told as 'week 2 at' the new one, with a 30-60-90 request",
    [
      "quick q — i'm a mid-market AE at Pax8 and my QBR deck for a channel partner is due fri. can u give me a clean 5-slide structure that doesn't turn into a data dump?",
    ],
    [
      "ok circling back from a whole new life lol — week 2 at Loopio and onboarding is a firehose. ngl i still catch myself saying 'we' about pax8 on calls",
      "can u help me build a 30-60-90 for a new AE role? RFP software, selling into proposal teams",
    ],
    /Loopio/i,
    claims("Pax8", ["Loopio"]),
  ),
  change(
    "a move from the suburbs told as a new lease and a walk to the office",
    [
      "i live down in highlands ranch and the drive up I-25 to the office is like 50 min each way — it's killing me. any sales podcasts that make the commute feel less wasted?",
    ],
    [
      "update — signed the lease, officially a RiNo girl now 🙃 walking to the office in 12 min is unreal. boxes everywhere still tho",
      "quick q — how do i ask my new landlord to fix a leaky dishwasher without sounding annoying? first week in the loft and already lol",
    ],
    /\bRiNo\b|River North/i,
    claims("Highlands Ranch", ["\\bRiNo\\b", "River North"]),
  ),
  change(
    "a CRM switch told through the cutover, with a how-to in the new tool",
    [
      "pasting my notes — 'freight co, disco call, BANT: B ✔ A ? N ✔ T Q2'. i basically live in Keap all day for my pipeline. quick q: cleanest way to log a multi-threaded deal w/ 3 stakeholders?",
    ],
    [
      "the Dynamics 365 cutover finally happened over the weekend and keap is read-only now. my pipeline views are a mess",
      "how do i set up a saved view in dynamics that only shows my opps closing this quarter, sorted by amount?",
    ],
    /Dynamics/i,
    claims("Keap", ["Dynamics", "read-only"]),
  ),
  change(
    "hot yoga swapped for bouldering, told through sore forearms",
    [
      "6am hot yoga at CorePower is basically my whole personality rn, like 4x a week before i hit the phones. quick q — what should i eat after so i'm not starving by my 9am standup?",
    ],
    [
      "cancelled CorePower — been bouldering at Earth Treks 3x a week instead and my forearms are destroyed lol. ngl typing follow-up emails hurts",
      "any stretches for sore fingers and forearm pump after climbing?",
    ],
    /boulder|climb|Earth Treks/i,
    claims("CorePower|hot yoga|\\byoga", ["boulder", "climb", "Earth Treks"]),
  ),
  change(
    "a breakup told as 'we're done, he moved out', with a solo-plans request",
    [
      "my bf Tanner's bday is next sat and i'm slammed w end of quarter. we've been together 2 yrs — can u give me 5 gift ideas for a guy who's super into fly fishing?",
    ],
    [
      "so tanner and i are done — he moved his stuff out last weekend. honestly it's fine, it was a long time coming",
      "quick q, what's a fun solo thing to do on a friday night that isn't just doom scrolling in my apt?",
    ],
    /single|broke up|break ?up|\bsplit|ex-boyfriend|\bex\b|relationship (?:with Tanner )?(?:has )?(?:ended|is over)|no longer (?:dating|with|together|in a relationship)|(?:are|is) done|moved (?:his stuff |things )?out/i,
    claims("Tanner|boyfriend|\\bbf\\b", ["single", "broke", "split", "break", "\\bdone\\b", "\\bout\\b", "over\\b"]),
  ),
  change(
    "keto dropped for a Mediterranean diet after a doctor's visit, with a meal prep request",
    [
      "been strict keto since march, under 20 net carbs a day. quick q — what can i order at a client lunch at a mexican place that won't blow it?",
    ],
    [
      "my cholesterol came back kinda scary so my doctor took me off keto — doing the mediterranean thing now, lots of beans, fish, olive oil. carbs are back and i'm not mad about it",
      "can u give me 5 quick lunches i can meal prep on sunday?",
    ],
    /Mediterranean/i,
    claims("keto|net carbs?", ["Mediterranean", "\\boff\\b"]),
  ),
  trap(
    "a hypothetical question about a different sales territory",
    [
      "i'm an AE covering the Mountain West territory — CO, UT, MT, WY, mostly SMB. can u tighten this cold email opener: 'Hi {first}, noticed you're hiring 3 SDRs this quarter...'",
    ],
    [
      "quick q — hypothetically if the Pacific Northwest patch opens up when our rep there goes on leave, would asking for it be a step up or lateral? not raising it w my manager yet, just thinking out loud",
      "also can u draft a super short OOO reply for next mon-tue",
    ],
    /Mountain West/i,
    [
      asserts("Pacific Northwest|\\bPNW\\b", `${IMAGINED}|\\?|\\bask|curious|wonder|question|whether`),
      asserts("(?:left|no longer|moved|moving|switch|transferr|reassign)\\w*\\b.*Mountain West", IMAGINED),
    ],
  ),
  trap(
    "a manager leaves for another company, with a goodbye-card request",
    ["i'm an enterprise AE at Highspot, almost 3 yrs in. quick q — how do i write a mutual action plan a CFO will actually read?"],
    [
      "ugh my manager Kaylee just told the team she's leaving for Vendr, last day is the 31st. ngl kinda spiraling, she's half the reason i've stayed",
      "can u help me draft a goodbye card msg from the whole team? warm but not cheesy",
    ],
    /Highspot/i,
    [
      asserts("Vendr", "manager|Kaylee|\\bshe\\b|\\bher\\b|boss|team lead"),
      asserts("(?:left|leaving|quit|no longer|resign|join)\\w*\\b.*Highspot", "manager|Kaylee|\\bshe\\b|\\bher\\b|boss"),
    ],
  ),
  trap(
    "a prospect's quoted words about ripping out a tool she uses",
    [
      "i run all my sequences out of Salesloft, like 6 cadences live rn. quick q — how many touches is too many for a cold outbound sequence to VP Ops?",
    ],
    [
      "pasting from my disco call notes: prospect said 'honestly we ripped out Salesloft last qtr, total shelfware, the reps hated it.' LOL awkward bc that's literally my whole day",
      "how do i handle it when a prospect trashes a tool i use myself without getting defensive?",
    ],
    /Salesloft/i,
    [
      asserts(
        "(?:ripped|no longer|stopped|ditch|dropp|switch|quit|hate|remov|cancel)\\w*\\b.*Salesloft|Salesloft.*(?:shelfware|ripped out)",
        "prospect|client|customer|\\bthey\\b|their|buyer|\\bsaid\\b|call|company's",
      ),
    ],
  ),
  trap(
    "a sarcastic plan to move abroad after a lost deal",
    ["i live in wheat ridge and my apt lot never gets plowed. quick q — are snow socks legit or should i just buy chains?"],
    [
      "lost the big renewal today bc procurement ghosted us for 3 wks. ngl i'm moving to Tulum to sell timeshares and never opening my inbox again lol",
      "ok real q — can u help me write the deal loss review for my VP? bullets, no excuses",
    ],
    /Wheat Ridge/i,
    [asserts("Tulum|timeshare", JOKED), asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Wheat Ridge", JOKED)],
  ),
  trap(
    "a job offer she turned down, with a raise-prep request",
    ["i'm an AE at Fleetio, selling fleet mgmt software to logistics cos. can u help me prep 3 discovery qs for a VP of Fleet?"],
    [
      "so i turned down the Vanta offer — comp was better on paper but the quota was wild and i'd be starting pipeline from zero. staying put at fleetio",
      "circling back w my manager about a title bump instead — can u help me prep talking points for that 1:1?",
    ],
    /Fleetio/i,
    [
      asserts("Vanta", "turn|declin|offer|\\bnot\\b|n't|pass|reject|recruit|interview|instead|stay"),
      asserts("(?:left|leaving|quit|no longer|resign)\\w*\\b.*Fleetio", "turn|declin|\\bnot\\b|n't|stay"),
    ],
  ),
  trap(
    "a sister's dog staying for a few days, and the user's cat objects",
    ["my cat Cannoli keeps knocking my phone off the desk during client calls lol. quick q — any way to cat-proof a WFH desk setup?"],
    [
      "dog-sitting my sister's goldendoodle Rigatoni thru sunday while she's in Cabo and Cannoli is NOT having it — hissing from the top of the fridge",
      "any tips for keeping a cat and a big dog apart in a 1bd for a few days?",
    ],
    /Cannoli/i,
    [
      asserts(
        "Rigatoni|doodle|\\bdog\\b|\\bpupp",
        `${TEMPORARY}|sister|\\bher\\b|\\bshe\\b|\\bsit|hiss|stress|upset|apart|sunday|not having`,
      ),
      asserts("Cabo", `${TEMPORARY}|sister|\\bher\\b|\\bshe\\b`),
    ],
  ),
];
