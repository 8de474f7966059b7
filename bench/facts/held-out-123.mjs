// Held-out set 123: written on 2026-11-28 against main at c177dac, by a helper (`set123`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 128 in /work/sets.
// Style: one voice throughout, a Polish long-haul truck driver based in the Netherlands who
// dictates by voice on the road: few commas, run-on sentences, lowercase, a few Polish words
// ("no", "dobra", "tak"), broken-but-clear English, asking for route, food and paperwork help.
// Changes: about half told plainly as news (a move, a new truck, quitting smoking), half only in
// passing beside a request (a new employer's planner, a new regular route, a new navigation
// app), each clear to a careful human note-taker. Traps are varied: a colleague's job change,
// a wish to go back to Poland one day, a joke about giving up a diet, a question about another
// medication, a negation of an engagement rumour, and a course the user meant to take but did
// not sign up for. Time words fit the two conversations' dates (about three weeks apart,
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at ebc769e (the code frozen for their first run), and 9 of 12 on c177dac, the code the session
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only said in jest or in a moment of frustration. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|haha|kidding|jest|sarcas|humou?r|banter|tongue|laugh|vent|frustrat|fed up|bad day|rough day`;

/** Words that say the news is someone else's (a colleague, another driver). */
const OTHERS = "colleague|co-?worker|\\bfriend|Darek|\\bhis\\b|\\bhe\\b|\\bhim\\b|another driver|other driver";

export const HELD_OUT_123 = [
  change(
    "a move told plainly as news, with an address paperwork request",
    [
      "hallo so i live in venlo with my wife and two kids and i drive international mostly germany and poland. i need good place to park overnight near hannover with clean showers tak clean is important",
    ],
    [
      "no so big news we moved to helmond two weeks ago bigger house and my wife found job there. dobra now i need to change my address for the tachograph card and the polish papers what do i have to do first",
      "also how long from helmond to the a67 when i go to germany early morning",
    ],
    /Helmond/i,
    claims("Venlo", ["Helmond"]),
  ),
  change(
    "a new employer told in passing through its planner, with a Dutch message request",
    [
      "i drive for tromp transport from moerdijk mostly reefer with flowers and vegetables to poland. can you explain me simple how the weekly rest works when i sleep on the ferry",
    ],
    [
      "dobra first full week with wijnen koeltransport is done and the planner there is much more relaxed than at tromp no calling me every hour where are you where are you. can you help me write short message in dutch to the planner that i need friday free for my son communion",
    ],
    /Wijnen/i,
    claims("Tromp", ["Wijnen"]),
  ),
  change(
    "a new truck told plainly as news, with a reversing question",
    [
      "my truck is a daf xf 480 from 2019 and the adblue warning comes on again. what can it be and can i still drive it to opole tomorrow or i risk it",
    ],
    [
      "so i switched trucks the company gave me a brand new actros last week and the old daf went to a young guy. tak it has the cameras instead of mirrors and at night i cannot judge the distance when i reverse to the dock any tips",
    ],
    /Actros/i,
    claims("\\bDAF\\b|\\bXF\\b", ["Actros", "gave", "went to", "handed"]),
  ),
  change(
    "a new regular route told in passing through Norwegian prices, with a food request",
    [
      "most weeks i do the italy run to brescia and back over the brenner. where is good cheap food near brescia where i can park a 40 ton truck without problem",
    ],
    [
      "the food in norway is so expensive no one hot dog at the gas station is like 10 euro, since they put me on the alesund tours i bring everything from home. what can i cook in the truck on small electric cooker that lasts 5 days without fridge",
    ],
    /[ÅA]lesund|Norw/i,
    claims("Brescia|Ital|Brenner", ["[ÅA]lesund", "Norw"]),
  ),
  change(
    "quitting smoking told plainly as news, with a cravings request",
    [
      "i smoke like a pack a day on long days its the only thing that keeps me awake at night driving. what is a snack that is more healthy and also helps to stay awake",
    ],
    [
      "no i quit smoking three weeks now not one cigarette only nicotine gum. the hardest is after eating and in traffic jam. tak give me some tricks for the cravings when i am stuck at the border waiting hours",
    ],
    /quit|stopped smok|non-?smoker|ex-?smoker|no longer smok|gave up smok|nicotine gum/i,
    claims("smok|cigarette|pack a day", ["quit", "gum", "craving", "non-?smok"]),
  ),
  change(
    "a navigation app switch told in passing through its bug, with a how-to question",
    [
      "i use sygic truck for navigation because it knows my height and weight but it always wants to send me through the aachen center. how do i make it avoid the cities",
    ],
    [
      "the tomtom go expert is much better with the lanes than sygic was but it keeps saying road closed for trucks near herford when its open i drove it yesterday. how do i report wrong closure in tomtom",
    ],
    /TomTom/i,
    claims("Sygic", ["TomTom"]),
  ),
  trap(
    "a colleague leaves for a Danish firm and the user stays",
    [
      "i work for lemmens logistiek 6 years now curtainsider mostly benelux to poland. can you explain how the mobility package rule works that the truck must go home every 8 weeks",
    ],
    [
      "my colleague darek left lemmens he went to some danish company for 400 euro more a month and he keeps sending me photos of his new truck. now i do his saturday tours too. no i am staying the kids school is here",
      "can you help me ask the boss for a raise in english polite but firm",
    ],
    /Lemmens/i,
    [asserts("Danish|Denmark", OTHERS), asserts("(?:left|leaving|quit|no longer|resign)\\w*\\b.*Lemmens", OTHERS)],
  ),
  trap(
    "a wish to go back to Masuria one day, with a savings request",
    [
      "i live in roermond already 9 years and my dutch is still bad haha. i have a week off what can i do with the kids near here in winter when it rains",
    ],
    [
      "my dream is one day go back to mazury buy a small house by the lake near gizycko and fish all day. but not before the kids finish school so maybe 10 years. tak for now help me calculate how much i must save per month if the house costs 150 thousand euro",
    ],
    /Roermond/i,
    [
      asserts(
        "(?:lives?|living|based|moved|moving|resid|relocat|home)\\w*\\b.*(?:Gi[zż]ycko|Mazury|Masuria)",
        `${IMAGINED}|retire|plan|future|sav|years|goal|aim`,
      ),
      asserts("(?:left|leaving|moved|moving|no longer)\\w*\\b.*Roermond", IMAGINED),
    ],
  ),
  trap(
    "a joke about giving up being vegetarian at a truck stop",
    [
      "i am vegetarian since 5 years and at the truck stops in germany its hard only fries and salad. can you make a list what i can buy at aldi for one week in the truck i have small fridge in the cab",
    ],
    [
      "haha at this autohof near hamm the only vegetarian thing is the beer and i cannot even drink it so dobra i am meat eater now schnitzel every day. joking joking. really is there some app that shows vegetarian food near the autobahn",
    ],
    /^(?!.*(?:no longer|\bnot\b|n't\b|stopp|quit|used to|\bwas\b|gave up)).*vegetarian/i,
    [
      asserts(
        "meat[- ]?eater|eats? meat|schnitzel|no longer vegetarian|(?:stopped|quit|gave up|giving up) (?:being )?vegetarian",
        `${JOKED}|only vegetarian|beer`,
      ),
    ],
  ),
  trap(
    "a question about another driver's reflux medication",
    [
      "i take rabeprazole every morning for the reflux too much coffee and sitting all day. what can i eat in the evening that doesnt make the heartburn worse",
    ],
    [
      "question is esomeprazole stronger than what i take? a driver at the parking in hamm said his works much better. i dont want to change without the doctor just asking what is the difference",
    ],
    /rabeprazole/i,
    [
      asserts("esomeprazole", `${IMAGINED}|${OTHERS}|\\?|\\bask|question|curious|wonder|compar|differen|doctor|without`),
      asserts("(?:stopped|quit|no longer|switch|replac|changed)\\w*\\b.*rabeprazole", IMAGINED),
    ],
  ),
  trap(
    "an engagement rumour denied, with a family group message request",
    [
      "my girlfriend ewelina and me live together 3 years now and her birthday is next week. what is a nice gift under 100 euro she likes hiking and taking photos",
    ],
    [
      "no we are not engaged!! my mother heard from my aunt who saw the ring in the family chat but it was just the birthday ring normal silver one. now all the family is calling me. tak help me write funny message for the family group that we are NOT getting married",
    ],
    /Ewelina/i,
    [
      asserts(
        "engaged|fianc|getting married|wedding|proposed|\\bmarried\\b|\\bwife\\b",
        `${IMAGINED}|rumou?r|mother|aunt|family|believ|misunder|assum|deni|mistak|gossip`,
      ),
    ],
  ),
  trap(
    "a dangerous goods course planned but never signed up for",
    [
      "i am learning dutch evening course in venray two times a week level a2. my grammar is terrible can you explain de and het simple like for a child",
    ],
    [
      "i was going to sign up for the adr course in january for the dangerous goods more money but no i didnt, the course is on weekends and my wife said we never see you already. dobra forget it",
      "can you help me with the dutch tax return which box is for the income from poland",
    ],
    /Dutch/i,
    [asserts("\\bADR\\b|dangerous goods", `${IMAGINED}|plan|meant|going to|skip|decid|later|forget|forgot|drop|abandon|gave up`)],
  ),
];
