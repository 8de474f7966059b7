// Held-out set 116: written on 2026-11-28 against main at c1dcf90, by a helper (`set116`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 115 in /work/sets.
// Style: one voice throughout, an American long-haul truck driver in his forties or fifties
// dictating by voice while parked: run-on sentences, almost no punctuation or capitals, "uh",
// repeated words, numbers spelled out as heard ("t six eighty", "five seventy nine"), trucking
// talk (reset, seventy hour clock, reefer, derate, bobtail). Changes are over six kinds of fact
// (carrier, home town, truck, relationship, blood pressure medicine, hobby), each told in passing
// with its reason, as such a driver would. Traps are of six kinds: a hypothetical asked out of
// curiosity, a friend's health scare, a joke about living in the sleeper, a recruiter's offer
// turned down, another driver's rant quoted off the CB, and a dealer's loaner truck while his own
// is in the shop. Most messages ask for something. A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer takes X"): `old` then skips it.
// First run: 4 of 12 at 12ea75a (the session's final code), and 4 of 12 on c1dcf90, the code the session
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|\\blol\\b|\\bha\\b|laugh|exaggerat|hyperbol|vent|frustrat|fed up|not serious|not actually|tongue|quipp`;

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_116 = [
  change(
    "a carrier change told as walking off over home time, with a load securement request",
    [
      "uh hey so i drive for hirschbach company driver pullin reefer outta the midwest been with em uh four years now and i need help figurin out how many hours i got left on my seventy hour clock if i drove uh eleven yesterday and nine and a half the day before and like ten ten each day before that",
    ],
    [
      "alright so first week at melton is in the books uh im pullin flatbed now so its straps and chains and tarps the whole the whole nine yards, hirschbach kept jerkin me around on home time so i uh i walked",
      "can you give me a checklist for uh securin steel coils so i dont screw it up my first load",
    ],
    /Melton/i,
    claims("Hirschbach", ["Melton"]),
  ),
  change(
    "a move to the wife's home town, told with a CDL address question",
    [
      "so i got about uh three hundred and ten miles left to get home to tupelo mississippi and my wife wants me home for supper, if im doin uh sixty two average and i leave at ten fifteen what time do i roll in",
    ],
    [
      "well we finally closed on the house up in cape girardeau, uh, her mama is right down the road so thats why we done it, first home time in the new place was this weekend and the driveways a whole lot steeper than the one we had in tupelo",
      "how do i change the address on my cdl in missouri do i gotta go in person or can i do it online, i dont wanna lose a day",
    ],
    /Cape Girardeau/i,
    claims("Tupelo", ["Girardeau"]),
  ),
  change(
    "a new company truck told through the automated transmission",
    [
      "my kenworth t six eighty is throwin a uh a check engine light and a def warning, says derate, whats a def derate mean and how long do i got before it drops me down to uh five miles an hour",
    ],
    [
      "company finally put me in a brand new peterbilt five seventy nine, turned the old kenworth in at the terminal tuesday, this pete's got the automated transmission and i keep uh i keep reachin for a clutch that aint there lol",
      "how do i make the most of the engine brake on this thing comin down a six percent grade with a heavy load",
    ],
    /Peterbilt|\bPete\b|\b579\b|five seventy[- ]nine/i,
    claims("Kenworth|T ?-?680|t six eighty", ["Peterbilt", "\\bPete\\b", "\\b579\\b", "five seventy", "turned"]),
  ),
  change(
    "a girlfriend becomes a fiancee, with a time-off request",
    [
      "me and my girlfriend wanda been together uh goin on three years now, shes the one keeps my dog while im out on the road, can you help me think of somethin nice to send her for her birthday next week thatll ship to a house",
    ],
    [
      "so i uh i went and did it, asked wanda to marry me at the diner where we had our first date and she said yes, she cried i cried the waitress cried, now she wants a june wedding",
      "how do i ask dispatch for two weeks off in june without them gettin all huffy about it",
    ],
    /engaged|fianc/i,
    claims("girlfriend|\\bdating\\b", ["engaged", "fianc", "propos", "marr", "wedding"]),
  ),
  change(
    "a blood pressure medicine switched for a cough, with an interaction question",
    [
      "doc put me on uh benazepril for the blood pressure, ten milligrams once a day, and i gotta pass my dot physical in march, does that med uh disqualify me or nothin",
    ],
    [
      "that benazepril had me coughin like an old diesel all night in the sleeper so the doc switched me over to uh diltiazem, the the once a day kind, and the cough's just about gone",
      "is it ok to take it with my coffee in the mornin, and can i still have grapefruit, my wife packs me a bunch of em",
    ],
    /diltiazem/i,
    claims("benazepril", ["diltiazem"]),
  ),
  change(
    "a hobby dropped after an injury for a new licensed one, with an antenna question",
    [
      "on my thirty four hour reset i whittle uh little animals outta basswood, got a whole shelf of em at home, whats a good easy pattern for a bear i could do with just a pocket knife",
    ],
    [
      "put the whittlin knife away for good after i nicked my thumb real bad, im into ham radio now, uh passed my technician test last saturday and got me a little handheld in the cab",
      "whats the whats the best antenna i can put on a semi for talkin on two meters without drillin holes in the company truck",
    ],
    /ham radio|amateur radio|\bham\b|technician (?:licen|test|exam|class)/i,
    claims("whittl|wood ?carv|basswood", ["\\bham\\b", "radio"]),
  ),
  trap(
    "a switch to flatbed only wondered about, with a reefer question",
    [
      "i pull a reefer for a uh produce outfit outta nogales arizona, mostly tomatoes and peppers goin east, and i gotta know what temp should i set the unit at for uh bell peppers",
    ],
    [
      "been thinkin, uh, if i went over to flatbed would i make more money or is it just more work tarpin in the rain for a nickel more a mile, not sayin im doin it im just uh just curious",
      "also whats the best way to keep the reefer unit from icin up on these cold nights",
    ],
    /reefer|refrigerat|produce|Nogales/i,
    [
      asserts("flatbed", `${IMAGINED}|\\?|curious|wonder|\\bask|whether|question|compar`),
      asserts("(?:left|leaving|quit|stopped|no longer|switch)\\w*\\b.*(?:reefer|produce|Nogales)", IMAGINED),
    ],
  ),
  trap(
    "a friend's heart attack, with the user's own diabetes",
    [
      "i got type two diabetes, on uh glipizide twice a day, and eatin right on the road is killin me, what can i grab at a truck stop that wont spike my sugar",
    ],
    [
      "my buddy dwayne had a heart attack uh right there in his sleeper at a rest area outside amarillo, they put two stents in him, hes fifty one same as me, scared the hell outta me",
      "what are the uh warnin signs i should watch for, should i be askin my doc about my heart too",
    ],
    /diabet|glipizide/i,
    [
      asserts(
        "heart attack|\\bstents?\\b|cardiac|heart disease",
        "buddy|friend|dwayne|\\bhis\\b|\\bhe\\b|\\bhim\\b|warning|sign|risk|worr|scare|concern|\\?|\\bask|check",
      ),
    ],
  ),
  trap(
    "a joke about selling the house and living in the sleeper",
    [
      "home base is scottsbluff nebraska, wife and the kids are there and i get home uh every two weeks or so, is eighty through wyoming gonna be shut down this week with the wind or should i run south",
    ],
    [
      "honestly im about ready to sell the house and just live in the sleeper full time, ha, the wife'd probably help me pack, nah im kiddin she'd kill me",
      "whats a good little space heater thats safe to run in a sleeper when the apu's actin up",
    ],
    /Scottsbluff/i,
    [
      asserts("(?:lives?|living|moved|moving)\\b.*\\b(?:sleeper|truck|cab)\\b|(?:sell|sold)\\w*\\b.*\\bhouse", JOKED),
      asserts("(?:left|moved|moving|no longer)\\w*\\b.*Scottsbluff", JOKED),
    ],
  ),
  trap(
    "a recruiter's offer turned down, with a thank-you note request",
    [
      "i drive company for roehl, uh, regional, home most weekends, and i need help readin my settlement sheet, whats the difference between uh detention pay and layover pay",
    ],
    [
      "recruiter from cowan called me again today, offered me uh six cents more a mile to come over, i told him thanks but no thanks, roehl's been good to me and im stayin put",
      "can you help me write a uh a little note to my dispatcher thankin her for gettin me home for my boy's game",
    ],
    /Roehl/i,
    [
      asserts("Cowan", "recruit|offer|declin|turn|thanks|\\bnot\\b|n't\\b|\\bcalled\\b|contact|reach|approach|stay"),
      asserts("(?:left|leaving|quit|no longer)\\w*\\b.*Roehl", "\\bnot\\b|n't\\b"),
    ],
  ),
  trap(
    "another driver's rant about his wife leaving, quoted off the CB",
    [
      "been married to my wife marlene uh twenty two years this spring and i wanna do somethin special, can you help me plan a weekend trip somewhere within like four hours of home",
    ],
    [
      "fella on the cb last night was goin on and on, 'my wife left me, took the boat, took the dog, took the dang truck payment' uh just rantin for like forty miles, made me call marlene just to hear her voice",
      "anyway whats a good anniversary gift for twenty two years, is there like a traditional thing for that",
    ],
    /Marlene|married/i,
    [
      asserts(
        "(?:wife|Marlene)\\b.*\\bleft\\b|divorc|separat|\\bsplit\\b|\\bsingle\\b",
        "fella|driver|\\bcb\\b|radio|someone|another|\\bguy\\b|\\bman\\b|stranger|rant|heard|\\bsaid\\b|quot",
      ),
      asserts("\\bboat\\b|\\bdogs?\\b", "fella|driver|\\bcb\\b|radio|someone|another|\\bguy\\b|\\bman\\b|rant|heard|\\bsaid\\b|quot|took"),
    ],
  ),
  trap(
    "a dealer's loaner truck while his own is in the shop",
    [
      "i run a uh a mack pinnacle, my own truck, owner operator leased on, and the the turbo's been whistlin funny, is that somethin i can keep drivin on or am i askin for trouble",
    ],
    [
      "well the turbo let go outside of uh big spring texas, the mack's in the shop for at least a week so the dealer put me in a loaner freightliner cascadia, rides like a couch but the cupholders are garbage",
      "what should i ask the shop to put in writin before they start tearin into my engine",
    ],
    /\bMack\b|Pinnacle/i,
    [
      asserts("Freightliner|Cascadia", `${TEMPORARY}|dealer|\\bshop\\b|week`),
      asserts("(?:sold|no longer|replac|switch|traded|got rid)\\w*\\b.*(?:Mack|Pinnacle)", `${TEMPORARY}|\\bshop\\b|turbo`),
    ],
  ),
];
