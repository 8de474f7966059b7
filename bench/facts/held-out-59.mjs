// Held-out set 59: written on 2026-11-27 against main at d90bd00, by a helper (`set59`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to the user's own job,
// car, home, diet, sport and health, with no city, person, product or company reused from
// scenarios.mjs or held-out sets on main. Users are busy parents writing in fragments between
// chores: dropped subjects ("Started at ... Monday. Loves it."), several updates in one message,
// news tucked after a request. Traps put a kid's or partner's news next to the user's own facts,
// or tell a plan not decided, a question, a joke, or something the user denies. Time words fit
// the two conversations' dates (about three weeks apart, January). A fair fact about the old
// value may stay current once it says the state ended ("Sold X", "Left X"): `old` then skips
// such texts.
// First run: 5 of 12 at f1da78c (after rules read from sets 56, 57, 60 and 61), and 5 of 12 on d90bd00, the code
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

export const HELD_OUT_59 = [
  change(
    "a parent swaps the minivan for a hybrid, news tucked after a recipe request",
    ["can you give me a packing list for a 4 hr drive with 3 kids under 8. we have a 2015 kia sedona so space isnt the problem, sanity is"],
    [
      "Need a slow cooker recipe, chicken thighs, nothing spicy, has to be in by 7am. Oh - sold the Sedona. Got a Sorento hybrid last week. Mileage is unreal. Kids fight over the third row now",
    ],
    /Sorento/i,
    claims("Sedona", ["Sorento", "\\bsold\\b", "\\bsell", "traded"]),
  ),
  change(
    "a payroll worker changes employer, in a message with a sick kid and a note request",
    [
      "I do payroll at Fastenal, full time, hybrid so 2 days at home. whats a good way to batch chores on home days so im not folding laundry on calls",
    ],
    [
      "Lots going on. Brody's got strep, again. Gave notice at Fastenal right after New Year's, started at Graybar Monday. Same payroll work, 4 miles from the house instead of 25. Can you help me write a short thank you note to my old manager?",
    ],
    /Graybar/i,
    claims("Fastenal", ["Graybar", "notice"]),
  ),
  change(
    "a family moves suburbs, told in fragments inside a checklist request",
    ["we're in ankeny, 2 kids both in hockey so basically I live at the rink. cheap healthy dinners I can eat in the car?"],
    [
      "can you make me a change of address checklist. closed on the house in Waukee on the 10th, moved in that weekend. boxes everywhere still. kids stay at their old schools till June, so lots of driving",
    ],
    /Waukee/i,
    claims("Ankeny", ["Waukee"]),
  ),
  change(
    "a parent drops keto for a doctor's diet, with a partner update in the same message",
    ["Been doing keto since October, down 14 lbs. Need lunches I can pack while doing the kids' lunches, same 10 minutes"],
    [
      "Packed lunch ideas again pls but not keto this time. Quit keto over the holidays, couldn't face another egg. Mediterranean now, doctor's idea. Also hubby finally fixed the garage door, only took him 8 months",
    ],
    /Mediterranean/i,
    claims("keto", ["Mediterranean"]),
  ),
  change(
    "a parent's league sport changes after an injury, question first",
    [
      "thursday nights are my rec volleyball league, only me-time I get all week. any stretches for a sore shoulder after spiking all night?",
    ],
    [
      "quick q first: how do I stop curling shoes from smelling. yes curling. volleyball's done for me, rolled my ankle bad at the first game back after new year's. joined the curling club with my husband instead, tuesday nights. terrible at it, love it",
    ],
    /curling|\bcurls\b|\bcurler/i,
    claims("volleyball", ["curling"]),
  ),
  change(
    "a blood pressure medicine is swapped, told after a reminder request, with baby news",
    ["im on lisinopril 10mg for blood pressure. ok to take it with ibuprofen? back's killing me from hauling the baby car seat around"],
    [
      "Can you help me set up a pill reminder that isn't my phone alarm, I snooze those. Doc took me off lisinopril, the cough was constant. On chlorthalidone since last Tuesday. Also baby slept through twice this week!!",
    ],
    /chlorthalidone/i,
    claims("lisinopril", ["chlorthalidone", "\\boff\\b"]),
  ),
  trap(
    "a kid starts at a new school, told with a dropped subject next to the parent's night shifts",
    ["respiratory therapist, nights at the hospital in kearney. need a sleep schedule for my days off that doesnt wreck me"],
    [
      "Nolan's first week done. Started at Meadowlark Elementary Monday. Loves it. Bus comes 7:05 which is rough coming off a night. Can you give me a nap plan for after he's on the bus?",
    ],
    /respiratory|Kearney/i,
    [
      asserts(
        "Meadowlark|new school|elementary|started school",
        "Nolan|\\bson\\b|daughter|\\bkid|child|\\bhis\\b|\\bhe\\b|\\bher\\b|\\bshe\\b",
      ),
      asserts("(?:left|quit|no longer|stopp)\\w*\\b.*(?:respiratory|hospital|nights)", IMAGINED),
    ],
  ),
  trap(
    "a husband's promotion and new workout, beside a dinner request",
    ["I'm a dental hygienist, 4 days a week, Fridays off. whats a good 20 min workout for friday mornings once the kids are at school"],
    [
      "Big news here: Jared got the promotion! Shift supervisor at the plant starting Feb. And he's doing 5am boot camp now, who even is he. Can you help me plan a celebration dinner Saturday, 8 people, one is gluten-free?",
    ],
    /hygienist/i,
    [
      asserts("supervis|promot|\\bplant\\b", "Jared|husband|partner|spouse|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts("boot ?camp", "Jared|husband|partner|spouse|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
    ],
  ),
  trap(
    "a team lead offer not yet decided, with a pros and cons request",
    ["I'm a claims adjuster at Grinnell Mutual, mostly auto claims. fully remote which is the only reason daycare pickup works"],
    [
      "They offered me a team lead spot at work. Haven't said yes. More money but evening meetings and pickup is 5:30. Leaning no, talking it over with my wife this weekend. Can you do a pros and cons list?",
    ],
    /claims adjuster|Grinnell/i,
    [
      asserts("team lead|lead role|\\blead\\b", `${IMAGINED}|offer|decid|lean|talk|pros|haven|undecided|weigh`),
      asserts("(?:left|leaving|quit|no longer)\\w*\\b.*(?:claims|adjuster|Grinnell|remote)", `${IMAGINED}|offer`),
    ],
  ),
  trap(
    "a parent denies a second diagnosis, with a bulk cooking request",
    ["I have celiac so the whole kitchen is gluten-free now. need a birthday cake recipe my 6yo wont notice is GF"],
    [
      "GI follow-up today. No, I'm not lactose intolerant, test came back negative, just celiac being celiac. So ice cream's back on. Can you give me a GF pancake mix I can make in bulk?",
    ],
    /celiac|gluten/i,
    [
      asserts("lactose intoleran|dairy[- ]free|avoids dairy|no dairy", "\\bnot\\b|n't\\b|negative|ruled out|\\bclear"),
      asserts("(?:no longer|doesn't have|does not have|not)\\b.*(?:celiac)", "lactose|dairy"),
    ],
  ),
  trap(
    "a joke about selling the house after a plumbing mess, then a real repair question",
    ["4 kids 1 bathroom, split-level in sheboygan. pray for me. how do I make a morning bathroom schedule that actually works"],
    [
      "Toilet overflowed AGAIN. Listing the house tomorrow and we're all moving into a tent in the yard lol. ok seriously how do I replace a toilet flapper, never done one",
    ],
    /Sheboygan|split-level/i,
    [
      asserts("\\btent\\b|(?:listing|list|sell|selling|sold)\\b.*house|house\\b.*(?:market|listed|for sale)", JOKED),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*Sheboygan", JOKED),
    ],
  ),
  trap(
    "a question about a garage gym instead of the membership, with a warm-up request",
    [
      "started powerlifting at the gym last spring, 3x a week at 5am before anyone's up. deadlift's at 275. what should my next 8 weeks look like",
    ],
    [
      "Gym membership renews in Feb. Would a rower and a rack in the garage make more sense than $60 a month? Just asking, haven't looked at anything yet. Also what's a decent warm-up for heavy squat days",
    ],
    /powerlift/i,
    [
      asserts("rower|rowing|home gym|garage", `${IMAGINED}|\\?|\\bask|question|whether|should|compar|look|weigh|wonder`),
      asserts("(?:cancel|quit|stopp|no longer|dropp|left)\\w*\\b.*(?:gym|membership|powerlift)", `${IMAGINED}|\\?|whether|should|\\bask`),
    ],
  ),
];
