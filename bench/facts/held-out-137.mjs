// Held-out set 137: written on 2026-11-28 against main at f5dd0c8, by a helper (`set137`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 146 in /work/sets.
// Style: one voice throughout, a long-haul truck driver from a small prairie town (Canadian
// English, plain and blunt, voice-to-text run-ons with few commas, mostly lowercase) asking about
// logbooks and hours of service, meals in the truck, his kids and his health. Three changes are
// told plainly as news (a move, a switch off paper logs, a new truck); three only show in a detail
// of a request (a new carrier's dispatcher, a new medication while asking about lows, cravings
// after quitting smoking). Traps: a hypothetical money question, a buddy's diagnosis, a wife's
// quoted remark, a negated diagnosis, a joke about living at a truck stop, and a plan not carried
// out. Time words fit the two conversations' dates (about three weeks apart, January). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 3 of 12 at befd6c0 (the final code of the session's first round), and 3 of 12 on f5dd0c8, the code this round
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

/** Words that say a remark was a joke or an exaggeration. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|humou?r|funny|\\blol\\b|exaggerat|hyperbol|basically|tongue|quip|laugh`;

/** Words that say a state is only for a while (a trip, a closure, a wait). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|this month|currently|\\btrip\\b|travel|visit|\\bstay|stuck|stranded|clos|wait|delay|wreck|accident|layover|often|regular|frequent|times";

/** Words that say a thing belongs to someone else. */
const SOMEONE_ELSE = "buddy|friend|Darrell|\\bhis\\b|\\bhe\\b|\\bhim\\b|co-?worker|fellow|another driver|other driver";

export const HELD_OUT_137 = [
  change(
    "a move from one prairie town to another, told plainly as news",
    [
      "im a long haul driver out of minnedosa been at it 19 years, wife and three kids at home. whats the easiest way to keep my hours straight when i cross into the states the rules are different down there right",
    ],
    [
      "well we did it sold the house in minnedosa and moved to steinbach last week, wife wanted to be closer to her mom with the baby due in the spring and the yard is 40 minutes away now instead of two and a half hours",
      "can you make me a checklist of everything i gotta change my address on, licence medical insurance all that",
    ],
    /Steinbach/i,
    claims("Minnedosa", ["Steinbach", "\\bsold\\b"]),
  ),
  change(
    "a new carrier shows only in who dispatches him, with a load securement question",
    [
      "i drive for tamarack freightways hauling reefer, mostly frozen potatoes and fries going east. how long can a frozen load sit at a receiver before i gotta start worrying about the temp",
    ],
    [
      "first month at grosbeak transport and dispatch has me on flatbed so i gotta learn to tarp and chain for real, the boys back at tamarack would be laughing at me. how many straps do i need on a 48 foot load of lumber",
    ],
    /Grosbeak/i,
    claims("Tamarack", ["Grosbeak", "back at"]),
  ),
  change(
    "paper logs replaced by an electronic logging app, told plainly as news",
    [
      "i still do my logbook on paper, old school, the company hasnt pushed the electronic thing on us yet. can you explain cycle 1 vs cycle 2 again the 70 hours in 7 days and 120 in 14, i mix them up every time",
    ],
    [
      "big news the paper logbook is done, company put bigroad on a tablet in every truck as of monday and im on it now whether i like it or not",
      "how do i fix it when it puts me on driving while im just creeping up in line at the yard",
    ],
    /BigRoad|electronic log|\bELD\b/i,
    claims("paper", ["BigRoad", "electronic", "\\bapp\\b", "tablet", "\\bELD\\b"]),
  ),
  change(
    "a diabetes medication change shows only in a question about lows",
    [
      "type 2 diabetic here on glyburide twice a day. whats something i can grab at a truck stop for supper that wont send my sugar through the roof",
    ],
    [
      "since the doc took me off the glyburide and put me on trajenta my sugars have been way steadier, so do i still need to keep juice boxes in the cab for lows or is that overkill now",
      "also need some breakfast ideas i can do with just a kettle",
    ],
    /Trajenta|linagliptin/i,
    claims("glyburide", ["Trajenta", "linagliptin", "\\boff\\b"]),
  ),
  change(
    "a new truck, told plainly as news, with a cooking question",
    [
      "my truck is a 2012 western star 4900 with the big condo sleeper and the fridge in it just died. whats a good 12 volt cooler that actually keeps stuff cold for a week and a half",
    ],
    [
      "got my new truck yesterday finally, brand new western star 5700 and the old 4900 went to a new guy in the yard. it has an inverter so can i run a small microwave off it when im parked or am i gonna kill the batteries",
    ],
    /5700/,
    claims("4900", ["5700", "\\bold\\b", "went to"]),
  ),
  change(
    "quitting smoking shows only in cravings on the road",
    [
      "ive smoked a pack a day since i was 17, its about the only thing that keeps me awake on the night runs. what are some other ways to stay alert driving at 3 in the morning",
    ],
    [
      "two weeks off the smokes now and the nicorette gum is garbage, by hour 6 i want to rip the steering wheel off. any snacks that help with cravings that arent gonna make me put on 30 pounds",
    ],
    /quit|stopp|off (?:the )?(?:smokes|cigarettes)|no longer smok|non-?smoker|ex-?smoker|nicotine|nicorette/i,
    claims("smok|cigarette|pack a day", ["nicorette", "nicotine", "\\boff\\b"]),
  ),
  trap(
    "a hypothetical owner-operator money question",
    [
      "i drive company for whiteshell carriers, dry van mostly brandon down to the border and back. how many hours am i allowed to drive in a day in canada compared to the states",
    ],
    [
      "say i bought my own truck and went owner operator leased on to somebody, what would i actually clear in a year after fuel insurance and the truck payment? not doing it anytime soon just wondering, me and the wife were talking money for the kids braces",
    ],
    /Whiteshell/i,
    [
      asserts(
        "owner.?operator|owns? (?:his own|a) truck|bought (?:his own|a) truck|leased on",
        `${IMAGINED}|\\?|\\bask|wonder|curious|question|whether|talk|earn|clear|cost|money`,
      ),
      asserts("(?:left|leaving|quit|no longer)\\w*\\b.*Whiteshell", IMAGINED),
    ],
  ),
  trap(
    "a buddy's sleep apnea and CPAP, with a question for the buddy",
    [
      "doc says my blood pressure is too high, 160 over 100 last visit and i gotta cut the salt. whats something i can eat at a truck stop thats not loaded with sodium",
    ],
    [
      "my buddy darrell finally did the sleep study and turns out he has bad sleep apnea, hes on a cpap machine now and swears he feels 20 years younger. hes asking me how to run it in his bunk off the inverter, you know anything about that",
    ],
    /blood pressure|hypertension/i,
    [asserts("sleep apnea|CPAP|sleep study", `${SOMEONE_ELSE}|${IMAGINED}`)],
  ),
  trap(
    "a wife's quoted order to go vegetarian, laughed off",
    [
      "i cook most of my meals in the truck with a 12 volt crock pot, chili stew pulled pork that kinda thing, saves me a fortune. got any new recipes i can throw in there in the morning and eat at the end of my shift",
    ],
    [
      "my wife darlene saw my cholesterol numbers and said and i quote 'from now on youre a vegetarian mister, no more pulled pork in that truck'. yeah we'll see about that lol. whats a chili i can do in the crock pot with less fat that still tastes like something",
    ],
    /crock|slow cooker|12.?volt/i,
    [asserts("vegetarian|vegan|plant.based|meatless|no (?:more )?meat", `wife|Darlene|\\bshe\\b|\\bher\\b|said|says|told|quot|${JOKED}`)],
  ),
  trap(
    "a diabetes test that came back negative, with a leg exercise request",
    [
      "wrecked my left shoulder throwing chains last fall, doing physio twice a week when im home. any stretches i can do in the sleeper so it doesnt seize up",
    ],
    [
      "my feet have been going numb on long stretches so i got bloodwork done and no its not diabetes, sugar came back totally normal, doc figures its my boots and sitting too long. what can i do at a rest stop to get the blood moving in my legs",
    ],
    /shoulder/i,
    [asserts("diabet|high (?:blood )?sugar", `\\bno\\b|normal|negative|\\brul|test|check|screen|bloodwork|fine|${IMAGINED}`)],
  ),
  trap(
    "a joke about living at a truck stop while the highway is closed",
    [
      "me and the wife and kids live in virden right off the highway so im home every other weekend. whats a good way to stay in touch with the kids when im gone 12 days straight, theyre 7 and 10",
    ],
    [
      "i basically live at the truck stop in dryden now lol, third time this month the 17 closed on me for a wreck and here i sit again. what can i make for supper with just a kettle and a microwave",
    ],
    /Virden/i,
    [
      asserts("(?:lives?|living|based|resid|home|moved|relocat)\\w*\\b.*Dryden", `${JOKED}|${TEMPORARY}`),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*Virden", `${JOKED}|${TEMPORARY}`),
    ],
  ),
  trap(
    "a dispatcher course he planned but did not sign up for",
    [
      "i drive long haul for souris river transport, two weeks out and four days home, and it feels like my three kids are growing up without me. how do i make the most of home time with them",
    ],
    [
      "i was gonna sign up for the dispatcher course at the college in brandon so id be home every night, but me and the wife sat down with the numbers and it just dont work right now so im staying on the road a couple more years",
      "can you help me plan a cheap weekend with the kids for when im home next",
    ],
    /Souris River|long.?haul|truck driver/i,
    [
      asserts(
        "dispatch|college|course|studying|enrolled",
        `${IMAGINED}|\\bwas\\b|gonna|going to|plan|decid|against|afford|numbers|staying`,
      ),
      asserts(
        "(?:left|leaving|quit|no longer|off the road|became)\\w*\\b.*(?:Souris River|driv|truck|road|dispatch)",
        `${IMAGINED}|staying|stays`,
      ),
    ],
  ),
];
