// Held-out set 115: written on 2026-11-28 against main at c1dcf90, by a helper (`set115`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 116 in /work/sets.
// Style: one voice in all twelve: a South African high-school teacher in his fifties from a
// farming town, friendly and a little long-winded, South African English with Afrikaans words
// (ja, lekker, bakkie, braai, now-now, eish, oom, manne), most messages with a request about
// lessons, the farm, his family or his health. Changes are told the way he would tell them,
// mostly by their consequences: a first week at a new school, the unpacking in a new town, the
// aircon of a new bakkie and who bought the old one, Saturdays at a new club while the old sport's
// friends still phone, a cough that got a tablet swapped, a new church role's house visits. Traps:
// a question about an early retirement package he is not taking, a son's emigration and new job,
// a joke about farming ostriches in a drought, a neighbour's resignation letter he is correcting
// (quoted, in the first person), a coaching post he turned down, and a daughter's dog staying for
// a few weeks. Time words fit the two conversations' dates (about three weeks apart, January,
// which is the start of the South African school year). A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at 12ea75a (the session's final code), and 6 of 12 on c1dcf90, the code the session
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
const JOKED = "jok|joke|jest|kid|tease|teasing|humou?r|funny|laugh|sarcas|tongue|not serious|half-serious";

/** Words that say a state is only for a while (a trip, a loan, a visit). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|look(?:ing|s)? after|dog-?sit|minding|caring for|few weeks|month";

/** Words that say a fact belongs to someone else. */
const OTHERS = "\\bson\\b|daughter|\\bwife\\b|neighbou?r|\\bher\\b|\\bshe\\b|their|child|family";

export const HELD_OUT_115 = [
  change(
    "a school change told as the first week at the new school, with a lesson request",
    [
      "Morning! Happy new year from the Swartland. I teach History and Afrikaans at Hoërskool Dirkie Uys here in Moorreesburg, going on 22 years now, and before the schools open I want to freshen up my Grade 10 work. Can you give me a lekker way to start the section on the French Revolution so the kids don't fall asleep in the first period?",
    ],
    [
      "Ja well, first full week at Hoërskool Swartland is behind me! The post in Malmesbury came up at the last minute and I took the gap. The staff room here is twice the size of what I had at Dirkie Uys and I still get lost looking for the photocopier, haha.",
      "The head of department here wants every History teacher to do a source-based test in the first term. Can you help me set one on the causes of the First World War for Grade 11, with a memo?",
    ],
    /Swartland/i,
    claims("Dirkie Uys", ["Swartland"]),
  ),
  change(
    "a move to another town told through unpacking and who bought the old plot",
    [
      "Good day. I live on a small plot just outside Hopetown, by the Orange River, and the heat this week has been something else, 39 degrees in the shade by the braai. What can I plant in the veggie garden in January that won't just cook in the ground?",
    ],
    [
      "Eish, the unpacking never ends. We're in Prieska now, a little house two streets from the river, and the Hopetown plot went to a young couple who want to do pecan nuts. My wife says we must unpack the kitchen first, I say the garage, you can guess who is winning.",
      "Anyway, the soil at the new place is pure sand. What can I mix in to get a small veggie bed going here?",
    ],
    /Prieska/i,
    claims("Hopetown", ["Prieska", "sold", "went to"]),
  ),
  change(
    "a new bakkie told through its aircon and who bought the old one",
    [
      "Howzit. I drive an old Datsun 1400 bakkie, 1983 model, and she still starts every morning, but now the clutch is slipping on the hills. Is that something I can fix myself on the weekend or must I take it to the garage in town?",
    ],
    [
      "Ag man, the aircon in the GWM Steed is the best thing that happened to me this summer! The old Datsun went to my neighbour's son for eight thousand rand, he wants to restore it, so she's in good hands.",
      "Now the Steed's manual says I must do the first service at 10 000 km. Is it true I'll lose the warranty if I let the oom in town do it instead of the dealer?",
    ],
    /Steed|GWM/i,
    claims("Datsun|1400", ["Steed", "GWM", "sold", "went to", "neighbou?r"]),
  ),
  change(
    "a sport change told as Saturdays at a new club while the old team still phones",
    [
      "Hallo there. Every Saturday morning I play jukskei with the manne at the club in Burgersdorp, it's been my sport for thirty years. We've got a league match next week against Molteno. Can you help me write a short welcome speech for the visiting team at the braai afterwards?",
    ],
    [
      "Since the clay pigeon shooting club outside Aliwal North signed me up, I'm there every Saturday with my shotgun and my earmuffs, hit 14 out of 25 last week! The jukskei manne still phone me to come back, but my knees said enough, ja.",
      "What's a good way to stop flinching just before I pull the trigger? The chairman says I'm jerking the gun.",
    ],
    /clay|shoot/i,
    claims("jukskei", ["shoot", "clay", "knee"]),
  ),
  change(
    "a blood pressure tablet swapped because of a cough, with a health question",
    [
      "Good evening. I'm on enalapril for my blood pressure, one tablet in the morning, and my wife has me on a strict no-salt diet now that I'm 56. Can you give me a few braai marinade ideas that don't need salt but still taste lekker?",
    ],
    [
      "So Dr Coetzee took me off the enalapril, that dry cough was keeping the whole house awake at night. Now it's irbesartan, one in the morning with my coffee, and the cough is nearly gone already.",
      "Is there anything I must watch out for with irbesartan? I do like a glass of red with the Sunday lunch.",
    ],
    /irbesartan/i,
    claims("enalapril", ["irbesartan", "cough"]),
  ),
  change(
    "a church role change told through the new house visits",
    [
      "Hi. I'm a deacon in the NG gemeente here in our town, so I help with the collection and the poor fund, and next month it's my turn to do the welcome at the service. Can you help me write a short welcome for the congregation, something warm but not too long?",
    ],
    [
      "Ja, since the gemeente confirmed me as ouderling last Sunday I've got my own wyk of about thirty families to visit, so my evenings are full now-now. I never knew so many people keep their pets in the lounge, haha.",
      "Can you give me a simple structure for a house visit, with a short Bible reading and a prayer, that takes about half an hour?",
    ],
    /\belder\b|ouderling/i,
    claims("deacon|diaken", ["\\belder\\b", "ouderling"]),
  ),
  trap(
    "a question about an early retirement package he is not taking",
    [
      "Good morning! I teach Maths at Hoërskool Vryburg, Grade 11 and 12 mostly, and the matric results were lekker this year. Can you help me plan a revision lesson on the sine and cosine rules for the first week back?",
    ],
    [
      "The department is offering early retirement packages again. If I took one at 56, what would happen to my GEPF pension, would I lose a big chunk? Not that I'm taking it, my wife will kill me if I sit at home all day, I'm just curious because the whole staff room is talking about it.",
      "Also, what's a good way to explain the difference between a rate and a ratio to Grade 10s?",
    ],
    /Vryburg|\bmath/i,
    [
      asserts("retir|package", `${IMAGINED}|\\?|\\bask|curious|wonder|question|whether|offer|department|staff`),
      asserts("(?:left|leaving|quit|no longer|resign|stopp)\\w*\\b.*(?:Vryburg|school|teach|math)", IMAGINED),
    ],
  ),
  trap(
    "a son's emigration and new job, with a family request",
    [
      "Hello. We farm outside Ventersdorp, mostly maize and a few sheep, and I teach Agricultural Sciences at the school in town. Can you explain the difference between no-till and conventional tillage in simple words for my Grade 10s?",
    ],
    [
      "Big news in our house: our son Wian emigrated to Tauranga in New Zealand last week, he got a job as an electrician at a big kiwifruit packhouse there. His mother cried the whole way back from the airport in Joburg.",
      "What time difference is there between South Africa and New Zealand? I want to set up a video call every Sunday that doesn't wake the poor boy at 3 in the morning.",
    ],
    /Ventersdorp|Agricultural Sciences/i,
    [
      asserts("Tauranga|New Zealand|emigrat", `${OTHERS}|Wian|boy`),
      asserts("electrician|kiwifruit|packhouse", `${OTHERS}|Wian|boy`),
      asserts("(?:left|leaving|moved|moving|no longer)\\w*\\b.*(?:Ventersdorp|farm|school)", `${OTHERS}|Wian|boy`),
    ],
  ),
  trap(
    "a joke about selling the cattle and farming ostriches, with a farm request",
    [
      "Morning. Besides teaching I run about eighty Bonsmara cows on the family farm outside Lichtenburg, my late father's herd. Can you help me work out a simple record sheet for the calving season, nothing fancy, I'm not a computer man.",
    ],
    [
      "With this drought and the price of lick, I told my wife we should just sell the lot and farm with ostriches, haha, can you picture me chasing an ostrich around the kraal at my age? She didn't laugh.",
      "Seriously though, what can I feed the cows besides lick to get them through till the rain comes? The veld is bare.",
    ],
    /Bonsmara|cattle|cows/i,
    [
      asserts("ostrich", `${JOKED}|${IMAGINED}|haha`),
      asserts("(?:sold|selling|sell|no longer|got rid)\\w*\\b.*(?:Bonsmara|cattle|cows|herd)", `${JOKED}|${IMAGINED}|haha`),
    ],
  ),
  trap(
    "a neighbour's resignation letter, quoted in the first person",
    [
      "Good day. Apart from teaching I'm the secretary of the Zastron Farmers' Association, so I take the minutes and send out the notices. Can you help me write a notice for our February meeting about the stock theft problem?",
    ],
    [
      'My neighbour Gert asked me to fix up the English in his letter before he sends it, can you check it for me? Here it is: "Dear members, I hereby resign as chairman of the Zastron Farmers\' Association from 1 February, because of my health. I am selling the farm to my nephew and moving to Bloemfontein to be near the doctors."',
      "Ja, it's sad, Gert has been chairman for fifteen years. Please make it sound a bit more formal but still warm.",
    ],
    /secretary/i,
    [
      asserts(
        "resign|stepp\\w* down|(?:left|leaving|no longer)\\b.*(?:association|vereniging)",
        `Gert|${OTHERS}|letter|help|draft|edit|check|fix`,
      ),
      asserts("chairman|\\bchair\\b", `Gert|${OTHERS}|letter|help|draft|edit|check|fix`),
      asserts("sell\\w*\\b.*farm|farm\\b.*sold|Bloemfontein", `Gert|${OTHERS}|letter|help|draft|edit|check|fix`),
    ],
  ),
  trap(
    "a first-team coaching post he turned down",
    [
      "Hi there. I coach the under-15 rugby team at our school in Ladybrand, and the season starts in a few weeks. Can you give me a fitness programme for 14-year-olds that doesn't need a gym?",
    ],
    [
      "No, I did NOT take the first team in the end. The headmaster asked me twice, but I told him I'm staying with my under-15s, they're my boys and we've got unfinished business with Ficksburg.",
      "Can you give me a safe tackling drill for fourteen-year-olds? Some of the small ones are scared of contact.",
    ],
    /under[\s-]?15|\bu[\s/-]?15/i,
    [asserts("first team|1st team|first XV|1st XV|open team", `${IMAGINED}|\\bask|offer|declin|turn|refus|instead`)],
  ),
  trap(
    "a daughter's dog staying for a few weeks, with a pet request",
    [
      "Evening! We've got two Rhodesian Ridgebacks on the smallholding, Tsotsi and Sarie, brother and sister, four years old. They're lekker watchdogs but Sarie digs up my wife's roses. How do I stop a dog digging?",
    ],
    [
      "Our daughter Lettie is on a nursing course in Bloemfontein for five weeks, so her Great Dane Duke is with us till she's back. Duke is as big as a calf and eats like one too!",
      "How do I get Tsotsi and Sarie to accept a big dog in their yard without fights? Tsotsi keeps growling at him.",
    ],
    /Ridgeback|Tsotsi|Sarie/i,
    [
      asserts("Great Dane|Duke", `${TEMPORARY}|${OTHERS}|Lettie|five weeks|course|back`),
      asserts("(?:lives?|living|moved|studies|studying)\\w*\\b.*Bloemfontein", `${OTHERS}|Lettie|course`),
    ],
  ),
];
