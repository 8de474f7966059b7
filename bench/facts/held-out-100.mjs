// Held-out set 100: written on 2026-11-27 against main at bcff5c5, by a helper (`set100`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 98 in /work/sets.
// Style: a gruff self-employed UK plumber typing on his phone between jobs: short, few capitals,
// trade and regional slang ("the van", "missus", "me back", "made up", "cheers mate"), most
// messages with a request. Changes are mentioned as asides to some other question (a new van
// told through charging it, a move through changing addresses, a new app through importing into
// it, a new medicine through its side effects, an engagement through wedding costs, a new sport
// after an injury). Traps are a wife's wish to emigrate, an apprentice's new van, a joke about
// quitting the trade after a bad day, a puppy looked at but not taken, a doctor's quoted
// conditional about a second medicine and a mate's challenge not agreed to. Time words fit the
// two conversations' dates (about three weeks apart, January). A fair fact about the old value
// may stay current once it says the state ended ("Sold the Vito"): `old` then skips such texts.
// First run: 3 of 12 at 60a8253 (the session's final code), and 3 of 12 on bcff5c5, the code the session started
// from.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\bsold\\b|got rid|binned|swapped";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Drives a Vito", not "Sold the Vito"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only joked about or said in a temper. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|banter|tongue|laugh|vent|frustrat|fed up|bad day|rough day|swore|swear|threaten`;

export const HELD_OUT_100 = [
  change(
    "a new electric van told through charging it in the cold",
    [
      "the vito's sliding door keeps sticking when its cold, any quick fix before i get to a job at 8? its an 09 plate so not spending much on it",
    ],
    [
      "charging the maxus off the house overnight is fine but the range drops right off in this cold, some days im doing 90 mile. old vito went through the auction for scrap money near enough",
      "is there a way to get the heater going before i set off without killing the battery?",
    ],
    /Maxus|eDeliver/i,
    claims("\\bVito\\b", ["Maxus", "eDeliver", "auction", "scrap"]),
  ),
  change(
    "a move told through changing addresses on the paperwork",
    [
      "im a self employed plumber in ilkeston, mostly bathrooms and boiler swaps. whats a fair day rate round here these days for a one man band",
    ],
    [
      "quick one mate, how do i change my address on the van insurance and the tax return stuff? post still going to ilkeston and weve been in heanor 2 weeks now, missus finally got her bigger kitchen",
    ],
    /Heanor/i,
    claims("Ilkeston", ["Heanor"]),
  ),
  change(
    "an invoicing app switch told through importing customers into the new one",
    [
      "do all me quotes and invoices on tradify on the phone, works alright. can you write me a polite message chasing a customer whos 6 weeks late paying 380 quid",
    ],
    [
      "servicem8 is miles better for job sheets, should of binned tradify years ago. hows the best way to get my old customer list into it, its a csv i think",
    ],
    /ServiceM8/i,
    claims("Tradify", ["ServiceM8", "binned"]),
  ),
  change(
    "a painkiller swap told through drowsiness on the new one",
    [
      "doc has me on diclofenac for me back, sciatica right down the left leg. what stretches can i do in the van between jobs without looking daft",
    ],
    [
      "this gabapentin the doc swapped me onto makes me proper dozy after me tea, she says give it a fortnight. diclofenac was doing sod all anyway",
      "is it safe to be driving the van on it? cheers",
    ],
    /gabapentin/i,
    claims("diclofenac", ["gabapentin", "swap", "sod all", "nothing"]),
  ),
  change(
    "a girlfriend becomes a fiancee, told through wedding costs",
    [
      "me and my girlfriend leanne are doing the bathroom in our own place this weekend for once. whats best to seal round a bath so it dont crack every few months",
    ],
    [
      "leanne's got a folder of wedding dresses on the go already and i only popped the question last saturday lol. roughly what does a wedding cost these days, asking for me wallet",
    ],
    /engaged|fianc|propos/i,
    claims("girlfriend", ["engaged", "fianc", "propos", "wedding", "marr"]),
  ),
  change(
    "football given up after a knee injury, told through a new snooker league",
    ["i play sunday league football for the plough, centre half, 41 and still going lol. whats good for stiff hamstrings the day after"],
    [
      "boots are hung up since the knee went so its the tuesday snooker league at the club now. how do i stop jabbing at the cue ball, its embarrassing",
    ],
    /snooker/i,
    claims("football|sunday league|Plough|centre.half", ["snooker", "hung up", "knee went", "injur"]),
  ),
  trap(
    "the missus wants to emigrate one day, asked as a question",
    [
      "plumber based in chesterfield, doing a lot of landlord work. can you make me a simple checklist for an annual boiler service i can leave with tenants",
    ],
    [
      "missus is on at me again about packing up and moving out to fuerteventura when the kids are grown. would a uk plumber even get work out there or is it all cash in hand?",
      "not going anywhere for years mind, just want something to shut her up with",
    ],
    /Chesterfield/i,
    [
      asserts("Fuerteventura", `${IMAGINED}|missus|wife|partner|\\?|\\bask|curious|when the kids|grown|retire|future|later|years`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Chesterfield", `${IMAGINED}|missus|wife|partner|when the kids|years`),
    ],
  ),
  trap(
    "the apprentice's first van, with a request for him",
    [
      "the iveco daily's a tank but its costing me a fortune in diesel. any tips for getting better mpg out of a big van doing short runs round town",
    ],
    [
      "my apprentice jordan just got his first van, a little kangoo, hes made up with it. can you do me a list of what he should keep stocked in it so hes not ringing me every 5 mins",
    ],
    /Iveco/i,
    [
      asserts("Kangoo", "apprentice|Jordan|\\bhis\\b|\\bhe\\b"),
      asserts("(?:sold|traded|no longer|replac|switch|got rid)\\w*\\b.*Iveco", "apprentice|Jordan|\\bhis\\b|\\bhe\\b"),
    ],
  ),
  trap(
    "a joke about quitting the trade after a bad day",
    [
      "self employed plumber 20 odd years, mostly heating. can you explain how to balance radiators properly so i can send it to a customer who keeps moaning",
    ],
    [
      "three airlocks and a customers dog bit me today. swear down im packing it in to be a lollipop man, at least they get a hat lol",
      "anyway whats the quickest way to bleed a sealed system without making a mess of their carpet",
    ],
    /plumb|heating/i,
    [
      asserts("lollipop|crossing patrol|school crossing", JOKED),
      asserts(
        "(?:quit|quitting|left|leaving|packing|packed|no longer|retir|career change|changing career)\\w*\\b.*(?:plumb|heating|trade)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a puppy looked at but not taken",
    ["got a staffie called rocco, soft as anything but he pulls like a train on the lead. whats the best harness for a strong dog"],
    [
      "went to look at a cockapoo pup saturday for the kids but we didnt have it in the end, missus reckons one dog's plenty and rocco would flatten it",
      "any ideas to cheer the kids up, theyre gutted",
    ],
    /Rocco|staff/i,
    [
      asserts(
        "cockapoo|\\bpup\\b|puppy|second dog|two dogs",
        `${IMAGINED}|look|view|\\bsaw\\b|\\bsee\\b|visit|decid|against|declin|\\bturn|passed on|in the end|one dog|enough|plenty|kids were|gutted`,
      ),
    ],
  ),
  trap(
    "a doctor's quoted condition about a second diabetes medicine",
    ["type 2 diabetic, on gliclazide twice a day. what can i grab at a garage for lunch that wont spike me sugars, im in the van all day"],
    [
      "had me review, doc said 'if your hba1c is still up in april we'll add sitagliptin on top'. what does that one even do?",
      "and give us some easy lunches i can make the night before",
    ],
    /gliclazide|diabet/i,
    [asserts("sitagliptin", `${IMAGINED}|\\bdoc\\b|doctor|\\bGP\\b|\\bsaid\\b|suggest|review|potential|unless|depend|hba1c|\\?|\\bask`)],
  ),
  trap(
    "a mate's charity challenge not agreed to",
    ["sea fishing off filey most sundays, only thing that keeps me sane. whats the best rig for cod off the rocks this time of year"],
    [
      "me mate keeps on at me to do the three peaks with him in june. not said yes, me knees are knackered from 25 years kneeling under sinks",
      "is it even doable for a fat 48 year old? be honest lol",
    ],
    /fishing|Filey/i,
    [
      asserts(
        "three peaks",
        `${IMAGINED}|\\bmate\\b|friend|\\bask|invit|\\?|\\byet\\b|undecid|unsure|pressur|keeps on|on at|knee|doable|whether`,
      ),
    ],
  ),
];
