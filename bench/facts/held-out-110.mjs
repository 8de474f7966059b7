// Held-out set 110: written on 2026-11-28 against main at d276c8f, by a helper (`set110`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: a Canadian woman in her sixties, warm and chatty, full sentences with asides in
// parentheses, family everywhere (husband, children, grandchildren, a sister), polite requests.
// Changes are said in different ways: a move announced with relief and boxes still unpacked, a
// last day at work followed by "retirement suits me", a pet's death and a shelter cat, a lapsed
// subscription and a tree moved elsewhere, a medication stopped for side effects and a first
// injection of the new one, a vote at an annual meeting. Traps: a sister's invitation to move
// ("if it weren't for the grandchildren I might"), a granddaughter's university news, a joke to a
// son about running a marathon after a hip replacement, a test drive that ended in keeping the
// old car, a daughter's dog minded for two weeks, and a question about learning an instrument.
// Time words fit the two conversations' dates (about three weeks apart, January). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 7 of 12 at fd90240 (the session's final code), and 7 of 12 on d276c8f, the code the session
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|tempt";

/** Words that say something was only said in fun. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|tongue|quip|tease|teasing|laugh|\\bha\\b|exaggerat|hyperbol|not serious|not actually|playful`;

/** Words that say a state is only for a while (a trip, a loan, minding someone's pet). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|two weeks|currently|\\btrip\\b|travel|visit|vacation|holiday|away|\\bstay|hotel|rent|borrow|loan|lent|\\bsit|minding|\\bmind|watch|look(?:ing)? after|caring for";

export const HELD_OUT_110 = [
  change(
    "a move to be near a daughter, told with boxes still unpacked",
    [
      "Good morning! My husband Lyle and I live in Kenora (right on Lake of the Woods, lucky us) and we're hoping to have the whole family up for a long weekend this summer. Could you help me plan some easy meals for fourteen people, with two vegetarian grandkids in the mix?",
    ],
    [
      "Well, we finally did it! We sold the house in Kenora and we're now in a little condo in Cobourg, not ten minutes from our daughter (she's over the moon, and so am I, though Lyle pretends not to be). I'm still finding boxes I don't remember packing.",
      "Could you suggest a few ways for a couple our age to meet people in a new town? I don't think I'm ready for bingo just yet.",
    ],
    /Cobourg/i,
    claims("Kenora", ["Cobourg", "sold"]),
  ),
  change(
    "a part-time job ends in retirement, told as a last day and a thank-you card",
    [
      "Hello there! I work three mornings a week as the receptionist at a veterinary clinic (I adore the animals, the phones not so much). Could you help me word a polite little sign asking clients to keep their dogs on a short leash in the waiting room?",
    ],
    [
      "Friday was my last day at the clinic, and I must say retirement suits me already (my son teases that I'll be bored silly by Easter, but we'll see about that). Could you help me write a thank-you card to the vets and the girls at the front desk? Something heartfelt but not too gushy, please.",
    ],
    /retir/i,
    claims("receptionist|vet(?:erinary)? clinic|animal (?:clinic|hospital)", ["retir", "last day"]),
  ),
  change(
    "an old beagle dies and a shelter cat arrives",
    [
      "My beagle Winston is eleven now and getting a bit stiff in the back legs (aren't we all, dear). Are there any gentle exercises or supplements you'd suggest for an older dog?",
    ],
    [
      "We had to say goodbye to Winston just before New Year's, and the house felt so empty that my granddaughter marched me down to the shelter. So now there's a grey tabby named Thelma asleep on my good armchair (she's seven and terribly dignified about it).",
      "What should I have on hand for a cat who's spent the last year in a shelter? I haven't had a cat since the kids were small.",
    ],
    /Thelma/i,
    claims("Winston|beagle", ["goodbye", "passed", "died", "\\bdeath", "\\blost\\b", "put down", "\\blate\\b", "memor", "griev", "Thelma"]),
  ),
  change(
    "a genealogy site dropped for a free one, with a duplicate-records question",
    [
      "I've been building our family tree on Ancestry all winter (my mother's side goes back to County Leitrim, apparently, which thrilled my sister to bits). How can I tell whether two records with the same name are really the same person?",
    ],
    [
      "I let my Ancestry subscription lapse at Christmas (it was getting far too dear for a pensioner) and moved the whole tree over to FamilySearch, which is free, thank goodness. Is there a way to merge duplicate people on there? My great-aunt Dolores shows up three times, bless her.",
    ],
    /FamilySearch/i,
    claims(
      "(?:on|uses|using|with|via|through|at) Ancestry\\b|Ancestry(?:\\.c|\\s+(?:account|subscription|membership|site|website|app|tree))",
      ["FamilySearch", "lapse"],
    ),
  ),
  change(
    "an osteoporosis pill stopped for heartburn, replaced by an injection",
    [
      "My doctor has me on alendronate for osteoporosis (the once-a-week pill where you have to stay upright for half an hour with a full glass of water, what a production). Could you give me some calcium-rich breakfast ideas that aren't just yogurt?",
    ],
    [
      "That alendronate was giving me dreadful heartburn, so my doctor took me off it and I had my first Prolia shot on Tuesday (only every six months, hallelujah!).",
      "Are there any side effects I ought to keep an eye out for? My daughter worries, so I'd like to be able to tell her something sensible.",
    ],
    /Prolia|denosumab/i,
    claims("alendronate|Fosamax", ["Prolia", "denosumab", "heartburn", "took (?:her )?off", "\\boff\\b"]),
  ),
  change(
    "a horticultural society treasurer voted in as president",
    [
      "I'm the treasurer of our horticultural society here in Orillia (forty-odd members, mostly lovely, a few as prickly as their roses). Could you help me set up a simple spreadsheet to keep track of membership dues?",
    ],
    [
      "Guess who was voted in as president of the horticultural society at our annual meeting? Me! (I'm still in shock, and my husband hasn't stopped laughing.) Beulah has very kindly taken over the books from me.",
      "Could you help me write a short, friendly welcome speech for the spring meeting? Nothing longer than three minutes, please, or they'll start eyeing the sandwiches.",
    ],
    /president/i,
    claims("treasurer", ["president", "took over", "taken over", "handed", "hand over"]),
  ),
  trap(
    "a sister's invitation to move west, half tempted but staying for the grandchildren",
    [
      "Hello! I'm in Moose Jaw and it was minus thirty-two this morning (the car very nearly didn't start, even plugged in). What's the best way to keep my block heater from tripping the breaker in the garage?",
    ],
    [
      "My sister Bernice keeps phoning from Penticton telling me to sell up and move out there with her, and honestly, if it weren't for the grandchildren here I might just be tempted!",
      "Just out of curiosity, what's winter really like in the Okanagan? She swears it hardly snows, but she also swore her husband could fix the dishwasher.",
    ],
    /Moose Jaw/i,
    [
      asserts("Penticton|Okanagan", `${IMAGINED}|sister|Bernice|\\bher\\b|\\bshe\\b|\\?|\\bask|curio|wonder|suggest|urg|invit|phon`),
      asserts("(?:moved|moving|relocat|left|sold|selling|no longer)\\w*\\b.*Moose Jaw", `${IMAGINED}|sister|Bernice|grandchild`),
    ],
  ),
  trap(
    "a granddaughter's acceptance into nursing, told by a hospice volunteer",
    [
      "I volunteer at the hospice in Lunenburg every Thursday afternoon (mostly tea, cards and listening, which is the important part). Could you suggest some gentle conversation starters for residents who don't get many visitors?",
    ],
    [
      "Oh, I have to share this with someone: my granddaughter Aislinn just got her acceptance to Dalhousie for nursing! I'm so proud I could burst (she says it was coming along with me on Thursdays that put the idea in her head).",
      "Could you help me think of a nice practical gift for a girl heading off to university in the fall?",
    ],
    /hospice/i,
    [
      asserts("Dalhousie|nursing|\\bnurse\\b", "granddaughter|grandchild|grandkid|Aislinn|\\bher\\b|\\bshe\\b|family|proud|gift"),
      asserts("(?:university|student|studies|studying)", "granddaughter|grandchild|grandkid|Aislinn|\\bher\\b|\\bshe\\b|family|proud|gift"),
    ],
  ),
  trap(
    "a joke about running a marathon while still on a cane after a hip replacement",
    [
      "I had my left hip replaced at the end of October and I'm still walking with a cane (my physiotherapist is a very kind slave driver). Could you suggest some seated exercises I can do while my programs are on?",
    ],
    [
      "My son asked if I'd be entering the Ottawa marathon this spring, and I told him absolutely, right after I learn to fly, ha! (Some days getting in and out of the bathtub feels like a marathon.)",
      "Is it normal to still have a bit of swelling around the ankle this many weeks after surgery? I don't want to pester the clinic if it's nothing.",
    ],
    /\bhip\b/i,
    [
      asserts("marathon|\\brun(?:s|ning)?\\b|runner|\\brace\\b", `${JOKED}|\\bson\\b|asked|fly`),
      asserts("(?:no longer|stopped|doesn't|does not|without)\\b.*cane", JOKED),
    ],
  ),
  trap(
    "a test drive of an electric car that ends in keeping the old one",
    [
      "I drive a Murano (burgundy, eight years old, never once let me down). How often do I really need to change the oil? The dealer says every five thousand kilometres and my husband Everett says that's a racket.",
    ],
    [
      "Everett and I test drove one of those electric Solterras on the weekend. Lovely and quiet, but once the salesman showed us the price we decided the Murano can carry on for a few more years, thank you very much.",
      "Is it worth getting a rust-proofing spray done on a car that age, or is that money down the drain?",
    ],
    /Murano/i,
    [
      asserts("Solterra", `${IMAGINED}|test|look|dealer|decid|price|salesman|consider|instead|shop|expensive|pricey`),
      asserts("(?:sold|selling|traded|replac|switch|no longer|got rid|getting rid)\\w*\\b.*Murano", `${IMAGINED}|keep|kept|decid`),
      asserts("(?:drives?|driving|owns?|bought|got)\\b.*\\b(?:electric|EV)\\b", `${IMAGINED}|test|decid|price`),
    ],
  ),
  trap(
    "a daughter's dog minded for two weeks, and the user's old cat sulks",
    [
      "My cat Muriel is fourteen and has decided she'll only eat one brand of wet food, which of course the store has stopped carrying. How do I switch a fussy old lady to a new food without a hunger strike?",
    ],
    [
      "I'm minding my daughter's golden retriever, Hartley, for two weeks while she and her husband are off in Costa Rica (Muriel is NOT amused and has moved into the linen closet).",
      "How much exercise does a young retriever really need in a day? My knees would like to know.",
    ],
    /Muriel/i,
    [
      asserts("Hartley|retriever|\\bdog\\b|puppy", `${TEMPORARY}|daughter|\\bher\\b|\\bshe\\b|their|closet|amused|upset|hiding`),
      asserts("Costa Rica", "daughter|\\bher\\b|\\bshe\\b|their|husband|son-in-law"),
    ],
  ),
  trap(
    "a question about learning the harp, asked by a bagpiper",
    [
      "I play the bagpipes with our local pipe band (yes, really, and the neighbours have been very patient about it). Could you recommend some exercises for building up my breath control?",
    ],
    [
      "Do you think sixty-six is too late to start learning the harp? My grandson Reuben plays and he makes it look so easy, but my knuckles aren't what they used to be.",
      "And be honest with me, would I be silly to buy one before trying a few lessons?",
    ],
    /bagpipe|pipe band/i,
    [
      asserts("\\bharp", `${IMAGINED}|\\?|\\bask|curio|wonder|grandson|Reuben|\\bhis\\b|\\bhe\\b|too late|whether|silly`),
      asserts("(?:quit|stopped|gave up|no longer|left)\\w*\\b.*(?:bagpipe|pipe band)", IMAGINED),
    ],
  ),
];
