// Held-out set 133: written on 2026-11-28 against main at 9cc56c8, by a helper (`set133`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 134 in /work/sets.
// Style: one voice, a talkative semi-retired farmer and part-time taxi driver in County Mayo,
// in Hiberno-English ("sure look", "grand", "yer man", "I'm after buying"), asking about sheep,
// the car, his grandchildren and his heart tablets. About half the changes are told plainly as
// news (a move, a new car, a new pup after the old dog died) and half in passing beside a request
// (new heart tablets, a new driving job, a new breed of sheep), each clear to a careful human
// note-taker. Traps are varied: a neighbour's new car, a wish ("if I were twenty years
// younger"), a joke, a question about a pacemaker never mentioned by the doctor, a negation (a
// rumour he is giving up the taxi) and a move a daughter wants that was never agreed. Time words
// fit the two conversations' dates (1 and 20 January). A fair fact about the old value may stay
// current once it says the state ended ("Sold the X", "No longer X"): `old` then skips such texts.
// First run: 10 of 12 at abc63d9 (the session's final code), and 10 of 12 on 9cc56c8, the code this round
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|younger|too old";

/** Words that say something was only said in fun. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|tongue|quip|tease|teasing|laugh|\\bha\\b|banter|exaggerat|not serious`;

/** Words that put a fact on someone else: a neighbour, a daughter, a man at the mart. */
const SOMEONE_ELSE = "neighbou?r|next door|yer man|Packie|\\bhis\\b|\\bhe\\b|\\bhim\\b|someone|fella|\\bman\\b|acquaint";

export const HELD_OUT_133 = [
  change(
    "a move to a bungalow in town, told plainly as news",
    [
      "Happy new year to you! I'm living in Kiltimagh this forty year, on the farm the father left me. Would you ever tell me the best way to keep the water pipes in the yard from freezing? There's a hard frost forecast all week.",
    ],
    [
      "Well, big news. Myself and the wife are after moving into a bungalow in Foxford, we got the keys on the 10th and we're in since. The son has the farm now, God help him.",
      "Sure look, would you give me a few ideas for a small housewarming do for the family? Nothing fancy, sandwiches and a few cans.",
    ],
    /Foxford/i,
    claims("Kiltimagh", ["Foxford", "\\bson\\b", "sold"]),
  ),
  change(
    "new heart tablets mentioned in passing beside a reminder-app request",
    [
      "I'm on the Pradaxa for the heart, the blood thinner, twice a day since I had a bit of a flutter last year. Is it alright to take a paracetamol for the back with that, or should I leave it?",
    ],
    [
      "The heart doctor took me off the Pradaxa at the check-up and I'm on the Xarelto now, the one a day, which suits me better with the taxi hours. Anyway what I wanted to ask you, is there an app that would remind me to take a tablet at the same time every day? The grandson says there is.",
    ],
    /Xarelto|rivaroxaban/i,
    claims("Pradaxa|dabigatran", ["Xarelto", "rivaroxaban"]),
  ),
  change(
    "a new taxi car, told plainly as news",
    [
      "I drive the taxi part-time in an Auris hybrid, a 2016, and she has 380,000 km on the clock. What should I be checking on her before she goes in for the car test next month?",
    ],
    [
      "I'm after buying a Qashqai! Traded in the old Auris at the garage in Swinford on Friday and got a fair price for her, all things considered. Grand big boot for the suitcases on the airport runs.",
      "What tyre pressure should I run her at with a full load of passengers and bags?",
    ],
    /Qashqai/i,
    claims("Auris", ["Qashqai", "trade"]),
  ),
  change(
    "a new driving job mentioned in passing beside a sign request",
    [
      "I do a bit of taxi driving around Ballina to keep me out from under the wife's feet, mostly weekends and the airport runs. Could you help me write a small notice for the shop window advertising the taxi?",
    ],
    [
      "Since I gave up the taxi and started driving the Local Link bus I'm up at half six every morning, and the pensioners on the route have me demented asking about the times. Would you help me write out a simple timetable sign in big letters for the front window of the bus?",
    ],
    /Local Link|\bbus\b/i,
    claims("taxi", ["Local Link", "\\bbus\\b"]),
  ),
  change(
    "a new breed of sheep mentioned in passing beside a feeding question",
    [
      "I keep about forty Blackface ewes up on the hill, and lambing starts the middle of March. What should I have in the lambing kit this year?",
    ],
    [
      "Since I sold the Blackface ewes at the mart last week and bought the dozen Zwartbles off a man in Belmullet, I'm only learning how soft they are compared to the hill sheep. What do Zwartbles need for winter feed, and should they be housed?",
    ],
    /Zwartbles/i,
    claims("Blackface", ["Zwartbles", "sold", "\\bsell"]),
  ),
  change(
    "the old sheepdog dies and a new pup arrives, told plainly as news",
    [
      "My sheepdog Toss is eleven now and getting very stiff in the back legs. Is there anything I could give an old collie for the joints?",
    ],
    [
      "Sad news, poor old Toss died last week, he went in his sleep beside the range. But I'm after getting a collie pup from a man in Ballyhaunis, a little bitch, and we're calling her Nell.",
      "How would I start training her to the sheep? She's only ten weeks.",
    ],
    /\bNell\b/i,
    claims("\\bToss\\b", ["\\bNell\\b", "died", "passed", "put down", "death", "\\blate\\b", "\\blost\\b", "RIP"]),
  ),
  trap(
    "a neighbour's new electric car, with a question about it",
    [
      "I drive a Sharan for the taxi, the seven seater, handy for the big families coming home from the airport. How often should the cambelt be done on one of them?",
    ],
    [
      "Yer man next door, Packie, is after buying one of them electric Enyaqs and he won't shut up about it, he has it plugged in at the gable end of the house every night.",
      "Is it true them electric cars are no good in the cold? I'd want to have something to say back to him.",
    ],
    /Sharan/i,
    [
      asserts("Enyaq|electric (?:car|vehicle)|\\bEV\\b", `${SOMEONE_ELSE}|\\?|ask|question|whether|cold`),
      asserts("(?:sold|selling|traded|no longer|replac|switch)\\w*\\b.*Sharan", SOMEONE_ELSE),
    ],
  ),
  trap(
    "a wish for suckler cows if he were younger",
    [
      "I've sixty Lleyn ewes on the farm and they're great mothers altogether. What's the best mineral to give them in the run-up to lambing?",
    ],
    [
      "God, if I were twenty years younger I'd get rid of the sheep and go into suckler cows, there's more money in it and cattle don't die on you out of spite. Ah sure look, I'm too old for that now.",
      "Would you tell me how to work out how much silage the ewes will need between now and lambing?",
    ],
    /Lleyn|sheep|ewes/i,
    [
      asserts("suckler|cattle|\\bcows?\\b|beef", IMAGINED),
      asserts("(?:sold|got rid|getting rid|no longer|gave up|giving up|stopped|quit)\\w*\\b.*(?:sheep|ewes|Lleyn|flock)", IMAGINED),
    ],
  ),
  trap(
    "a joke about swapping the jeep for a donkey and cart",
    [
      "The jeep is a Land Cruiser, a 2009, and she's the only thing that'll get up the bog road in the winter. Is there any trick for a diesel that won't start on a frosty morning?",
    ],
    [
      "Diesel is that dear now I'm going to sell the Land Cruiser and go back to the donkey and cart like my grandfather, ha! Sure the donkey would start on a cold morning at least.",
      "Seriously though, would it be worth putting a block heater on her?",
    ],
    /Land Cruiser/i,
    [asserts("donkey", JOKED), asserts("(?:sell|sold|getting rid|got rid|no longer|replac|switch)\\w*\\b.*Land Cruiser", JOKED)],
  ),
  trap(
    "a question about a pacemaker the doctor never mentioned",
    [
      "I have atrial fibrillation and I'm on sotalol for it, 80 mg twice a day. Is it true I shouldn't be drinking the tea too strong with it?",
    ],
    [
      "Would they let me keep the taxi licence if I ever had to get a pacemaker put in? The cardiologist never said a word about one, I'm only wondering because a fella at the mart had one fitted before Christmas.",
      "And tell me, what would be a good present for the grandkids Fiachra and Ríona? Their birthdays are next month, they'll be 7 and 9.",
    ],
    /sotalol|atrial fibrillation|\bAF\b/i,
    [asserts("pacemaker", `${IMAGINED}|\\?|ask|wonder|question|whether|curious|${SOMEONE_ELSE}`)],
  ),
  trap(
    "a rumour he is giving up the taxi, which he denies",
    [
      "I drive a taxi part-time around Claremorris, mostly the weekend nights and the odd run to the airport. What's the best way to keep track of the mileage for the tax man?",
    ],
    [
      "The daughter has it told all over the parish that I'm giving up the taxi, but I'm not, sure what else would I be doing with myself? I'm only cutting back the late Saturday nights because of the drunks.",
      "Would you give me a simple way to keep the fares and the expenses apart in a notebook?",
    ],
    /taxi/i,
    [
      asserts(
        "(?:gave up|giving up|give up|quit|stopp|retir|no longer|left|leaving|sold)\\w*\\b.*taxi|taxi.*(?:ended|retired|given up)",
        "\\bnot\\b|n't\\b|daughter|rumou?r|claim|deni|says|said|told|despite|contrary|\\bbut\\b|only|late|night",
      ),
    ],
  ),
  trap(
    "a daughter's wish that he move in with her, never agreed",
    [
      "I live on my own out the road from Crossmolina since the wife passed. The grandkids are over every Sunday. What's a handy dinner I could do in the slow cooker for six?",
    ],
    [
      "Dympna, my daughter, is on at me again to sell up and move in with her crowd in Birr. We talked about it over Christmas but nothing's decided and I haven't said yes, I'd miss the place something awful.",
      "Would you help me make a list of the pros and cons so I can think it out straight?",
    ],
    /Crossmolina/i,
    [
      asserts(
        "(?:lives?|living|moved|moving|relocat|based|settl)\\w*\\b.*Birr",
        `${IMAGINED}|daughter|Dympna|\\bher\\b|undecid|decid|suggest|ask|urg|pressur|pros and cons|weigh|invit|offer`,
      ),
      asserts(
        "^(?:lives?|living|moved|relocat|based|settl)\\w*\\b.*Birr",
        `${IMAGINED}|undecid|decid|suggest|ask|urg|pressur|pros and cons|weigh|invit|offer`,
      ),
      asserts(
        "(?:sold|selling|sell up|left|leaving|moved|moving|no longer)\\w*\\b.*Crossmolina",
        `${IMAGINED}|daughter|Dympna|undecid|decid|suggest|ask|urg|pressur|pros and cons|weigh`,
      ),
    ],
  ),
];
