// Held-out set 104: written on 2026-11-27 against main at bcff5c5, by a helper (`set104`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of fair hedged facts a trap may leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 98 in /work/sets.
// Style: a chatty Irish mother of three teenagers writing long run-on messages full of family
// news ("grand", "sure look", "himself" for her husband, "our Dearbhla"), where the change to her
// own life (a new job, car, medication, hobby, house, slimming plan) is told in passing between
// other people's news, and the request comes at the end. Traps are other people's news (a
// sister emigrating, a husband's new job and his quoted advice, a brother's January diet), a wish
// ("I'd be on the plane with her"), a husband's joke bet, a stay at her mother's while the kitchen
// is redone, a job she did NOT get, and a hypothetical dog asked about "out of curiosity". Time
// words fit the two conversations' dates (New Year's Day, then about three weeks later in
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 60a8253 (the session's final code), and 8 of 12 on bcff5c5, the code the session started
// from.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|finished|packed in|swapped";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only a joke, a tease or a bet. */
const JOKED = "jok|tease|teasing|\\bbet\\b|betting|kidding|banter|laugh|\\bha\\b|predict|claims?\\b|insist";

/** Words that say a state is only for a while (a stay, a loan, a repair, building work). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

/** Words that say it belongs to the husband, not the user. */
const HUSBAND = "husband|himself|\\bhe\\b|\\bhis\\b|\\bhim\\b|spouse|partner";

export const HELD_OUT_104 = [
  change(
    "a job change told in passing between a driving test and a broken collarbone",
    [
      "happy new year! I'm only in the door from a double shift on the tills in the Centra, sure half the town was in for milk and sliced pans, and now the eldest has the mocks in February and won't open a book, he says he 'studies better in his head', the cheek of him. Can you give me a study timetable I could print off and stick on the fridge for a 17 year old that won't have him rolling his eyes at me?",
    ],
    [
      "well the news here is our Caoimhe passed her driving theory at the second go, thanks be to God, and the middle lad is after breaking his collarbone at the rugby so that's him out for six weeks and moping around the house. And sure I finished up in the Centra the week after New Year, I'm three mornings a week in the office of the credit union now, no more standing at tills, my back is thanking me already",
      "anyway what I wanted to ask, a member asked me today what a loan-to-income ratio is and I hadn't a notion, can you explain it in plain English so I don't look like an eejit next time?",
    ],
    /credit union/i,
    claims("Centra", ["credit union"]),
  ),
  change(
    "a new car told through the old one going to the scrapyard, among kitchen chaos",
    [
      "himself is away with work till Friday so I'm doing all the runs in my old Carens, school, camogie, the grinds, the lot, and the check engine light came on this morning outside the chipper. Is it safe to keep driving it for a few days or will I be stranded on the side of the road with three teenagers giving out to me?",
    ],
    [
      "ah you'd want to see the state of the kitchen, the young one is doing a baking challenge for her transition year project and there's flour in places flour has no business being. Oh and the Carens finally went to the scrapyard in the sky, God rest it, so we got a second-hand Alhambra off a man in Edenderry, seven seats, so no more fighting over who gets stuck in the boot. How often should I be checking the tyre pressure on a bigger car like that and what should it be roughly?",
    ],
    /Alhambra/i,
    claims("Carens", ["Alhambra", "scrap"]),
  ),
  change(
    "an HRT switch from patches to gel told between a mother's cataract and a dog's feast",
    [
      "grand so I'm 48 and on the HRT since last spring, the Evorel patches, and honestly they've given me my life back, no more sweating through the sheets at 3am. But the brain fog is still there some days, I forgot the youngest's orthodontist appointment twice last month. Any tips for remembering things that don't involve yet another app?",
    ],
    [
      "sure look it's been mad here, my mother had her cataract done and she's with us till she's right, and the dog ate a whole tin of biscuits off the counter and was sick in himself's shoe, you couldn't make it up. I'm on the Oestrogel now, the GP swapped me over because the patches kept peeling off at the swimming and leaving a red rash",
      "it's two pumps rubbed on the arm every morning, is it alright to put moisturiser on after or does that stop it working?",
      "and how long should I wait before getting dressed?",
    ],
    /Oestrogel/i,
    claims("Evorel|patch", ["Oestrogel", "\\bgel\\b"]),
  ),
  change(
    "the choir given up for line dancing, told while a sister is home and a son gets an apprenticeship",
    [
      "I'm in the parish choir, Thursday nights and the Sunday 11 o'clock, I sing alto, and we've a funeral Saturday so I need to learn a new harmony in a hurry. Can you explain how to practise an alto line on my own when I can barely read music? Himself says I sound like a kettle when I practise in the kitchen, charming",
    ],
    [
      "my sister's home from abroad for a fortnight so the house is full to the rafters, and the eldest got an offer for an electrician apprenticeship, I nearly cried in the middle of the kitchen. Oh and I packed in the choir, the new director has us doing these modern pieces I couldn't warm to, so I've gone to the line dancing in the GAA hall on a Thursday night and I'm loving it, the craic is ninety. Would you give me a few easy stretches for the calves, they're in bits after last week?",
    ],
    /line danc/i,
    claims("choir", ["line danc"]),
  ),
  change(
    "a house move told as boxes, a fight over the en suite and a new school",
    [
      "happy new year from a very frosty Nenagh, we're living here twelve years and I've never seen the windscreen this bad. Himself has the whole house doing a dry January and the teenagers are raging. Can you give me a few non-alcoholic cocktail recipes that'd fool a 16 year old into thinking they're fancy?",
    ],
    [
      "well we're finally in, the new house in Thurles, there's still boxes everywhere and the youngest claimed the room with the en suite which caused murder. Himself's cousin did the move for us with his van, fair play to him. The lads start in the new school on Monday and the middle one is already saying he won't know anyone",
      "how do I get the new Eircode sorted on all the bills and the bank and the child benefit without spending a week on hold?",
    ],
    /Thurles/i,
    claims("Nenagh", ["Thurles"]),
  ),
  change(
    "a slimming class given up for an app, told between an 80th birthday and a new girlfriend",
    [
      "I'm doing Unislim on a Tuesday night with two of the girls from work, down 9 pounds since October and I'm determined to keep going. What's a filling lunch I can bring to work that isn't another bowl of soup?",
    ],
    [
      "Mam's 80th is on Saturday so we're all in a tizzy, and the eldest wants to bring the new girlfriend, which is a whole thing with his granny. I gave up the Unislim class in the end, I couldn't stick the weigh-in in front of everyone, so I'm doing Noom on the phone now and it's grand, it gives out to me about my portions. What could I eat at a party buffet that won't undo the whole week?",
    ],
    /Noom/i,
    claims("Unislim", ["Noom"]),
  ),
  trap(
    "a sister emigrating, and a wish to go with her",
    [
      "we're in Ennis and the rain hasn't stopped since Stephen's Day, I've three teenagers climbing the walls and one of them has taken up the drums. Can you suggest a few indoor things we could do as a family that don't involve a screen?",
    ],
    [
      "big news, our Dearbhla is emigrating to Sydney in March with her husband and the two small ones and I'm heartbroken but delighted for her. Honestly if it wasn't for the kids' school and himself's job I'd be on the plane with her, the sunshine! Sure look",
      "she's asked me to say a few words at the going-away do, can you help me draft something that'll make them cry but not too much?",
    ],
    /Ennis/i,
    [
      asserts("Sydney|Australia|emigrat", `${IMAGINED}|sister|Dearbhla|\\bher\\b|\\bshe\\b|heartbroken|miss|speech|going-away|going away`),
      asserts("(?:left|moved|moving|leaving|relocat|no longer)\\w*\\b.*Ennis", `${IMAGINED}|sister|Dearbhla`),
    ],
  ),
  trap(
    "a stay at her mother's while the kitchen is redone",
    [
      "I live in Longford with himself and the three teenagers, and we're getting the kitchen ripped out after the holidays. What questions should I be asking the kitchen fitter before we sign anything?",
    ],
    [
      "we're all squashed into my mother's in Granard till the kitchen's done, the fitter says three weeks but sure we know what that means. Five of us plus Mam and her cat in a three-bed bungalow, and the teenagers are killing each other over the one bathroom. Can you give me a bathroom rota for six people that's fair and that a 15 year old won't argue with?",
    ],
    /Longford/i,
    [
      asserts("Granard", `${TEMPORARY}|mother|\\bmam\\b|\\bmum\\b|kitchen|renovat|fitter|\\bdone\\b|building work`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Longford", `${TEMPORARY}|kitchen|renovat|mother`),
    ],
  ),
  trap(
    "a job she did not get, among a musical and a first girlfriend",
    [
      "I'm on reception in a dental practice in Tuam, four days a week, and I've an interview coming up for a clerical officer job in the Revenue office. Can you give me the questions they'd usually ask and how I'd answer them without waffling?",
    ],
    [
      "well I didn't get the Revenue job in the end, they gave it to someone already inside, so I'm staying put on the reception desk, sure look it wasn't meant to be. Meanwhile the youngest is after getting a part in the school musical and the middle one has a girlfriend, God help us all. Can you help me write a nice reply to the HR woman thanking her and asking to be kept in mind for the next one?",
    ],
    /dental|dentist/i,
    [
      asserts("Revenue", `${IMAGINED}|interview|appl|unsuccessful|reject|turned down|not offered|missed out|in mind|future|next|candidate`),
      asserts("(?:left|quit|leaving|no longer|resign)\\w*\\b.*(?:dental|dentist|reception)", IMAGINED),
    ],
  ),
  trap(
    "a husband's joke bet that she'll eat meat, and a brother's vegan January",
    [
      "I've been vegetarian since I was 15, nearly 30 years now, though I still cook meat for the rest of the house. Can you give me a vegetarian Sunday dinner idea that'll stand up next to a roast chicken?",
    ],
    [
      "himself has a bet on with the kids that I'll be eating a rasher sandwich by Paddy's Day, ha, he's been saying that since 1998, sure look he can keep dreaming. Meanwhile my brother's gone vegan for January and he's insufferable about it. Would you give me a good lentil shepherd's pie recipe, I'm doing it for the whole lot of them on Sunday and I'm not telling them there's no meat in it",
    ],
    /vegetarian/i,
    [
      asserts(
        "(?:eats?|eating|ate)\\b.*(?:meat|rasher|bacon|pork)",
        `${HUSBAND}|${JOKED}|${IMAGINED}|\\bno\\b|without|free|vegetarian|family|household|rest of`,
      ),
      asserts("no longer vegetarian|(?:stopp|quit|gave up|giving up|given up)\\w*\\b.*vegetarian", `${HUSBAND}|${JOKED}|${IMAGINED}`),
      asserts("\\bvegan\\b", `brother|${HUSBAND}|\\bnot\\b|n't\\b|January`),
    ],
  ),
  trap(
    "a dog asked about 'out of curiosity' while the old cat rules the house",
    [
      "our cat Pangur is 14 and has started yowling at 4 in the morning, every single morning, and I'm demented. He's an old ginger tom, eating grand, seems healthy otherwise. Could it be something medical or is he just an auld divil?",
    ],
    [
      "the kids have been on at me for a dog since Christmas, the middle one made a whole slideshow, the cheek. Not a hope while Pangur is alive, he'd have a stroke",
      "but just out of curiosity, if we did get one some day, what breed would be calmest around an elderly cat? And what does a dog actually cost a year over here, roughly, so I've numbers to shut them up with",
    ],
    /Pangur/i,
    [asserts("\\bdog\\b|puppy|breed", `${IMAGINED}|\\bkids\\b|children|teen|slideshow|\\bask|begg|curio|cost|\\?|on at|pester|nag`)],
  ),
  trap(
    "a husband's new job and his quoted advice to pack in hers",
    [
      "I'm an SNA in a primary school, I've a lovely little lad with autism in second class that I'm with all day. Can you give me some ideas for calm-down activities for him when the classroom gets too loud?",
    ],
    [
      "himself got a new job driving a bin lorry, thank God, after the factory closed in November, and now he keeps saying 'you should pack in the school and do childminding from home, you'd make twice the money'. Sure look, I love my job, I'm not going anywhere",
      "meanwhile the eldest is learning to drive and I've aged ten years. Could you give me some visual timetable ideas for my little man in school, he's struggling with the change after the Christmas holidays?",
    ],
    /\bSNA\b|special needs/i,
    [
      asserts("childmind|child-mind|from home", `${IMAGINED}|${HUSBAND}|suggest|\\bsay|said|urg|keeps|advice|advis`),
      asserts(
        "(?:left|leaving|quit|pack|no longer)\\w*\\b.*(?:school|SNA|special needs|job)",
        `${IMAGINED}|${HUSBAND}|suggest|\\bsay|said|urg|factory`,
      ),
      asserts("bin lorr|factory", `${HUSBAND}|eldest|son|daughter`),
    ],
  ),
];
