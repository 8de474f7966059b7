// Held-out set 125: written on 2026-11-28 against main at c177dac, by a helper (`set125`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 128 in /work/sets.
// Style: one voice throughout, a retired primary teacher in the Scottish Highlands writing long,
// chatty messages in full sentences with a few Scots words ("wee", "dreich", "flitting", "bairns"),
// asking about her garden, grandchildren, health and church choir. About half the changes are told
// plainly as news (a move, a switched tablet, a class given up for another) and half in passing
// beside a request (a new voice part, a new evening class, a new volunteering place), each clear
// to a careful human note-taker. Traps are varied: a neighbour's news, a wish, a joke, a question
// about stopping a medicine, a negation of what a grandson claims, and something she nearly did.
// Time words fit the two conversations' dates (1 and 20 January). A fair fact about the old value
// may stay current once it says the state ended ("Left X", "No longer X"): `old` then skips it.
// First run: 8 of 12 at ebc769e (the code frozen for their first run), and 8 of 12 on c177dac, the code the session
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|giving up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|swapped";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|longing|daydream";

/** Words that say something was only said in fun. */
const JOKED = `${IMAGINED}|jok|jest|kid|tease|teasing|pull\\w* \\w+ leg|humou?r|funny|laugh|prank|pretend|never`;

/** Words that put news on the neighbours, not the user. */
const NEIGHBOURS = "neighbou?r|next door|Mackenzie|\\btheir\\b|\\bthey\\b";

export const HELD_OUT_125 = [
  change(
    "a move told plainly as news, with a gardening request",
    [
      "A happy New Year to you! I'm a retired primary teacher living in Ullapool, and my wee garden takes a terrible battering from the wind coming in off Loch Broom. Could you suggest a few shrubs that would stand up to salt and gales and still give me a bit of colour in the spring?",
    ],
    [
      "Hello again. Well, it's done at last: we moved to Dornoch ten days ago, into a bungalow just round the corner from my daughter, and after thirty-one years Ullapool is behind us. The flitting nearly finished me, but the house is lovely and warm.",
      "The garden here is far more sheltered but the soil is awful sandy. What would you put in a south-facing border in sand? I'd like something for the bees, and nothing that needs a lot of watering, as my back is not what it was.",
    ],
    /Dornoch/i,
    claims("Ullapool", ["Dornoch"]),
  ),
  change(
    "a new voice part in the choir, told in passing beside a singing question",
    [
      "Good morning! I sing soprano in the church choir at Creich, and we've a big anthem to learn for Easter that has me fair terrified. Have you any tips for keeping an older voice steady on the high notes? I'm seventy-three and they're not what they were.",
    ],
    [
      "Since I moved down to the altos at the new year the high notes have stopped being my problem, but now I cannot hear my own line at all with the sopranos going full tilt beside me! How do folk learn to hold a harmony part when everybody round about is singing the tune? Our choir mistress says to practise along with a recording, but the ones I find online are all the melody.",
    ],
    /\balto/i,
    claims("soprano", ["alto"]),
  ),
  change(
    "a blood pressure tablet switched, told plainly, with a diet request",
    [
      "I've been on lercanidipine for my blood pressure for about two years now, and by teatime my ankles are swollen up like balloons. Is that a known thing with that tablet, or is it more likely all the standing about at choir practice? I've an appointment at the surgery later in the month, so I'd like to know what to ask.",
    ],
    [
      "Well, the doctor has switched me from the lercanidipine to doxazosin, and I started the new tablets on Monday. She says I'm to get up slowly in the mornings in case I go dizzy, and the ankles are already a wee bit better.",
      "Could you give me some gentle ideas for breakfasts that are low in salt? I've always had a rasher of bacon on a Saturday and I suppose that will have to go.",
    ],
    /doxazosin/i,
    claims("lercanidipine", ["doxazosin"]),
  ),
  change(
    "an evening class changed, told in passing beside a grandchild request",
    [
      "Tha mi ag ionnsachadh Gàidhlig! That's me showing off: I go to a Gaelic class every Wednesday night in the community hall at Bonar Bridge, and I'm the oldest in it by a good twenty years. Could you give me a few easy phrases for wishing folk a happy new year that I can try out at the church on Sunday?",
    ],
    [
      "My grandson Finlay has just been fitted with his hearing aids, the wee lamb, and he's the reason I've given up the Gaelic and gone to the British Sign Language class on Wednesdays instead. Could you give me a few simple tips for signing with a five-year-old? I'd like it to feel like a game rather than homework, because he's had enough of grown-ups fussing over him.",
    ],
    /sign language|\bBSL\b|signing/i,
    claims("Gaelic", ["sign", "\\bBSL\\b"]),
  ),
  change(
    "a dancing class given up for aqua aerobics, told plainly as news",
    [
      "I go to the Scottish country dancing at the village hall every Tuesday night, and it's the highlight of my week, though my left knee is grumbling about it something awful. Are there any stretches I could do before a class to keep the knee happy?",
    ],
    [
      "I've given up the country dancing, I'm sorry to say, the knee won that battle. I've switched to aqua aerobics at the swimming pool in Alness instead, on Tuesday mornings, and I'm loving it, though I look a right sight in my swimming cap.",
      "Is there anything I should eat before a class in the water? I'm always starving after it and I end up having a rock cake and a pot of tea in the café, which rather undoes the good.",
    ],
    /aqua ?aerobics|water aerobics|aquafit/i,
    claims("country danc|Scottish danc", ["aqua", "water"]),
  ),
  change(
    "a volunteering place changed, told in passing beside a request",
    [
      "Could you help me write a wee notice for the window of the charity shop in Golspie where I volunteer on Thursdays? We're desperate for more helpers, and it needs to be friendly without sounding like we're pleading. It should say you don't need any experience and that the tea and biscuits are free.",
    ],
    [
      "Now that I'm doing my Thursdays at the foodbank instead of the charity shop, I'm seeing how many families are struggling this winter, and it fair breaks my heart. Could you help me put together a list of cheap, filling meals that only need a kettle or a microwave? Some of our folk have no proper cooker at all.",
    ],
    /food ?bank/i,
    claims("charity shop", ["food ?bank"]),
  ),
  trap(
    "the neighbours give up their hens for bees, and hers start laying again",
    [
      "I keep five hens in the back garden, and they've stopped laying altogether now the mornings are so dark. Is that normal up here in the Highlands in winter, or should I be worried about them? They're hybrids, and the oldest is four.",
    ],
    [
      "You'll laugh: the Mackenzies next door have given up their hens altogether and got two beehives instead. Mrs Mackenzie says bees are far less bother, but I'm not so sure, and I'll be keeping well clear of them come the summer.",
      "Mine have started laying again, thank goodness. Could you give me a nice recipe for using up a glut of eggs? I've three dozen in the larder and my daughter says she cannot look at another omelette.",
    ],
    /\bhens\b|chickens/i,
    [
      asserts("\\bbees?\\b|beekeep|beehive|\\bhives?\\b", NEIGHBOURS),
      asserts("(?:gave up|given up|no longer|stopped keeping|got rid|sold|rehom)\\w*\\b.*(?:hens|chickens)", NEIGHBOURS),
    ],
  ),
  trap(
    "a wish to live somewhere sunny on a dreich day",
    [
      "I live just outside Lairg, up by the loch, and the wind took half my fence down over the New Year. Could you help me write a polite letter to the factor asking when it'll be mended? It's the estate's fence, not mine, and the sheep are getting into my vegetable patch.",
    ],
    [
      "It's that dreich today I can hardly see across the loch, and I'll admit I've been sitting here wishing I could up sticks and go and live on Kefalonia, in a wee white house with a lemon tree at the door. Not that I ever would, mind, all my folk are here.",
      "Could you tell me how much vitamin D I should be taking in the winter at my age? The nurse mentioned it and I clean forgot to ask how much.",
    ],
    /Lairg/i,
    [asserts("Kefalonia|Greece|Greek", IMAGINED), asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Lairg", IMAGINED)],
  ),
  trap(
    "a joke about leaving the choir for a heavy metal band",
    [
      "I've sung in the choir at the parish church in Brora for twenty years now. Could you suggest a couple of cheery Scottish hymns for our service on the last Sunday of January? The minister wants something with a bit of life in it, not a dirge.",
    ],
    [
      "I told our choir mistress on Thursday that I was handing in my notice to join a heavy metal band, and she went white as a sheet before I let her off the hook! I was only pulling her leg, of course, I'd never leave the choir.",
      "We're doing a soup lunch after the service to raise funds for the organ repairs. Could you help me work out how much soup to make for about sixty people, and what to charge?",
    ],
    /choir/i,
    [
      asserts("heavy metal|\\bband\\b", JOKED),
      asserts("(?:left|leaving|quit|resign|no longer|stopp|gave up|given up|handing in|handed in)\\w*\\b.*choir", JOKED),
    ],
  ),
  trap(
    "a question about stopping a steroid, asked before seeing the doctor",
    [
      "I was diagnosed with polymyalgia in the autumn and I'm on prednisolone for it, ten milligrams a day. It's worked wonders on the stiffness, but I'm hungry all the time! Could you suggest some filling snacks that won't pile the weight on?",
    ],
    [
      "My shoulders are that much better now that I'm wondering, could I just come off the prednisolone altogether, or is that a daft idea? I'll not do anything without speaking to the doctor first, I'm only asking so I know what to take to her on Friday.",
    ],
    /prednisolone|polymyalgia/i,
    [
      asserts(
        "(?:stopp|came off|come off|coming off|no longer|quit|\\boff)\\w*\\b.*prednisolone|prednisolone.*(?:stopped|ended|finished)",
        `${IMAGINED}|\\?|\\bask|wonder|whether|question|doctor|\\bGP\\b|plan|consult|discuss`,
      ),
    ],
  ),
  trap(
    "a grandson's claim that she eats meat again, flatly denied",
    [
      "I've been a vegetarian since 1979, long before it was fashionable, and I'm having the family round for Sunday dinner next week. Could you suggest a main course that will satisfy my son-in-law, who thinks a meal without meat is only a starter?",
    ],
    [
      "My grandson Ruaridh is telling the whole family I've gone back to eating meat, because he caught me with a sausage roll outside the bakery in Helmsdale. It was a vegetarian one, I'll have you know, and I've not touched meat in forty-odd years!",
      "Could you give me a recipe for a good veggie sausage roll, so I can make a batch and prove it to him?",
    ],
    /vegetarian|veggie/i,
    [
      asserts(
        "\\b(?:eats|eating|ate|gone back to|went back to|started eating|returned to eating) meat|meat.?eater|carnivore",
        "\\bnot\\b|n't|grandson|Ruaridh|think|convinc|believ|accus|suspect|claim|says|tease|joke",
      ),
      asserts(
        "(?:no longer|stopped being|gave up being|given up being)\\s+(?:a\\s+)?vegetarian",
        "\\bnot\\b|n't|grandson|Ruaridh|think|convinc|believ|accus|suspect|claim|says|tease|joke",
      ),
    ],
  ),
  trap(
    "a kitten she nearly brought home from the rescue",
    [
      "My border collie Corrie is eleven now and she's getting a bit stiff in the back legs on our walks along the beach. Is there anything I can add to her food to help her joints? She's otherwise a happy wee soul.",
    ],
    [
      "I very nearly came home with a kitten yesterday! I was at the animal rescue in Golspie dropping off old towels, and there was a wee ginger thing that looked right at me. I even asked for the adoption form, but I turned back at the door, as Corrie would never have forgiven me.",
      "Corrie's had a bit of a dicky tummy these last two days. What should I feed her to settle it?",
    ],
    /Corrie|collie/i,
    [
      asserts(
        "(?:has|have|got|adopted|took in|taken in|owns|new|brought home|came home)\\b.*(?:kitten|\\bcats?\\b)|(?:kitten|\\bcat\\b) (?:named|called)",
        `nearly|almost|decided against|turned|tempt|resist|${IMAGINED}`,
      ),
    ],
  ),
];
