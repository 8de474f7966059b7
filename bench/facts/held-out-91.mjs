// Held-out set 91: written on 2026-11-27 against main at 55252c9, by a helper (`set91`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: a retired person living in the countryside (British), writing long, rambling, friendly
// messages full of asides and run-on sentences, nearly always asking for help with a letter, a
// recipe or a gadget. The fact sits somewhere in the middle of the ramble. Changes are told as
// news among other news (a move to a bungalow, a GP's switch of blood pressure tablet, fibre
// arriving up the lane, an old car scrapped, an old dog dying and a rescue dog arriving, a hobby
// given up for another). Traps are a friend's new medication with a "should I ask too?", a joke
// at the tyre garage, a grandson's provider advice declined, a daughter's dog staying a
// fortnight, an invitation to a course turned down, and a brother's urging plus a hypothetical
// question about moving. Time words fit the two conversations' dates (about three weeks apart,
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 4 of 12 at 542c097 (the session's final code), and 3 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|fancie|fancy";

/** Words that say something was said in jest. */
const JOKED = "jok|jest|kidding|humou?r|sarcas|playful|tongue|\\bfun\\b|teas|banter|quip|laugh|\\bha\\b";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|fortnight|two weeks|currently|\\btrip\\b|travel|visit|vacation|holiday|cruise|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_91 = [
  change(
    "a move from a farmhouse to a bungalow in the next town, told amid a change-of-address request",
    [
      "Hello there, and a happy new year to you, I hope you don't mind me rambling on a bit, my daughter set this up for me and said I could ask you anything. I'm seventy-three, retired from the county council years back, and I live just outside Llanidloes in an old farmhouse that's far too big for one woman and a dog if I'm honest, and the heating oil bill has just arrived and very nearly finished me off. Could you help me write a polite letter to the oil company asking whether I can spread the payments over the year instead of paying it all in one go?",
    ],
    [
      "Well, I've gone and done it, the removal men came on Tuesday and I'm now in a little bungalow in Rhayader, two streets up from the clock tower, and the farmhouse has gone to a young couple with three children who I hope will be happier with the heating than I ever was! Boxes everywhere still, mind you, I found the kettle in a box marked 'bathroom', don't ask.",
      "What I need now is a short change of address letter I can send to my pension people and the bank, something I can copy out and sign, nothing too formal.",
    ],
    /Rhayader/i,
    claims("Llanidloes", ["Rhayader", "sold", "\\bgone\\b"]),
  ),
  change(
    "a blood pressure tablet swapped by the practice nurse, with a potassium recipe request",
    [
      "Morning! Quick one for you, or not so quick knowing me. The GP put me on felodipine for my blood pressure back in the autumn, 5mg once a day, and by teatime my ankles have swelled up like a pair of balloons, which my late husband would have found very funny. Is that a known thing with felodipine, and is there anything I can do about it apart from putting my feet up, which I do plenty of already with the dog on my lap?",
    ],
    [
      "Good news on the ankles front! The nurse practitioner took me off the felodipine last week and I'm on indapamide now, 2.5mg first thing in the morning, and the swelling has nearly gone down already, though I'm up and down to the loo all morning which is a nuisance when you're halfway through the paper. She said to eat more bananas and the like for the potassium, so could you give me a few simple recipes with plenty of potassium in them that don't need anything fancy, the nearest proper supermarket is forty minutes away and the bus only goes Tuesdays and Fridays?",
    ],
    /indapamide/i,
    claims("felodipine", ["indapamide", "\\boff\\b"]),
  ),
  change(
    "rural broadband moves from a radio dish to fibre, told with a router and printer question",
    [
      "Hello, I wonder if you can help me, I'm not very technical but I'm learning, slowly. We're right at the end of a long lane outside the village so there's no cable broadband, we're with Airband who put a little dish on the chimney that talks to a mast on the hill, and most days it's fine, but when it's windy, which up here is most days, the video calls with my grandchildren on the other side of the world freeze up. Is there anything I can do at my end, moving the router or some such, before I ring them up and make a fuss?",
    ],
    [
      "You'll never guess, after years of being told we were too far out, the Gigaclear men finally dug the fibre up our lane just after new year and we've been connected since Friday, and it's like magic, the grandchildren came through on the video call as clear as if they were sat in my kitchen. I've rung Airband and given them notice and they're coming to take the dish off the chimney.",
      "Now the silly thing is the new router has a different wifi name and password and I need to put it into the printer, the tablet and the telly. Could you walk me through the printer first? It's an old one with a tiny screen and little arrow buttons.",
    ],
    /Gigaclear/i,
    claims("Airband", ["Gigaclear", "notice", "dish off"]),
  ),
  change(
    "an old 4x4 scrapped after its MOT and a secondhand van-car bought, with a Bluetooth question",
    [
      "Hello again, I've a letter to write and I'm hopeless at sounding firm without sounding rude. My old Land Rover Freelander, she's a 2004 and has done the school run, the dog run and the tip run more times than I can count, failed her MOT on Thursday on the rear subframe, which the garage says is rusted through, and they want £1,400 to weld it. Could you help me write to them asking for a breakdown of that figure before I agree to anything, because it seems a lot for a car worth about half that?",
    ],
    [
      "Well the Freelander went to the scrapyard in the end, it broke my heart a bit, and I've got myself a secondhand Rifter from the dealer in town, grey, 2019, with sliding doors on both sides which is marvellous for getting the dog in and out and for the bags of compost. Only thing is it has one of these touchscreens and I can't for the life of me get my phone to connect to it by Bluetooth so I can listen to my radio programmes through the speakers, can you tell me the steps in plain English?",
    ],
    /Rifter/i,
    claims("Freelander|Land Rover", ["Rifter", "scrap"]),
  ),
  change(
    "an old dog dies and a rescue terrier arrives, with a lead-training question",
    [
      "Good afternoon, I've a question about my Jack Russell, Nettle, she's fourteen now and a bit doddery on her back legs bless her, and she's gone right off her dry food, she'll only eat if I put a bit of warm chicken on top. Could you suggest a homemade topper or gravy that would be safe for an old dog? Nothing with onion in, I know that much.",
    ],
    [
      "I'm afraid we lost Nettle the week after new year, the vet came out to the house and she went peacefully on her blanket by the Rayburn. I thought I'd not have another at my age, but the house was so quiet that my son drove me over to the rescue centre and I came home with Tansy, a two-year-old Patterdale who has more energy than the whole village put together.",
      "She pulls like a train on the lead, what's the kindest way to teach a young terrier to walk nicely without pulling my arm out of its socket?",
    ],
    /Tansy|Patterdale/i,
    claims("Nettle|Jack Russell", [
      "Tansy",
      "Patterdale",
      "died",
      "\\blost\\b",
      "passed",
      "put to sleep",
      "put down",
      "\\blate\\b",
      "death",
      "memory",
    ]),
  ),
  change(
    "fly fishing given up on the physio's advice and marquetry taken up, with a glue question",
    [
      "Hello, I'm after a bit of help with a recipe, of all things. Fly fishing is what's kept me sane since I retired, I'm down on the river most mornings from April onwards and I tie all my own flies over the winter at the kitchen table, and my neighbour has given me a couple of pheasants which I've no idea what to do with. What's a nice simple way to cook them that won't leave them dry as a bone?",
    ],
    [
      "I've hung up the rods for good, I'm sorry to say, the physio says that with my balance the way it is, wading in the river is asking for trouble, and she's right, I went in up to my waist back in October and was lucky to get out. So I've sold the lot to a young lad in the next village and taken up marquetry instead, the evening class at the village hall on Wednesdays, and I'm hooked, if you'll pardon the pun.",
      "We're doing a little coaster with a leaf pattern first. What glue do people use for sticking veneers down onto a board, and is there a knack to it?",
    ],
    /marquetry|veneer/i,
    claims("fly[- ]?fish|fishing|\\bflies\\b|angl(?:er|ing)", ["marquetry", "hung up", "\\bsold\\b", "physio", "balance"]),
  ),
  trap(
    "a friend's new prostate tablet, and the user only wonders about asking",
    [
      "Hello, my wife tells me I should ask you rather than shouting at the television during the health programmes. I'm seventy-eight, and the doctor has had me on tamsulosin for my prostate for about two years now, one capsule after breakfast, and I get a bit dizzy if I stand up too quick, particularly first thing. Is that usual, and is there a sensible way to get out of bed so I don't go over?",
    ],
    [
      "I was talking to my old pal Mervyn at the chapel coffee morning and he's just been put on dutasteride on top of his other tablets for the same trouble as mine, and he says it's done him the world of good, so now I'm wondering whether I ought to be asking for it too, though I'm not keen on rattling with any more pills than I already do.",
      "What sort of questions should I take to the doctor if I do go and ask about it? I always forget half of what I meant to say once I'm sat in there.",
    ],
    /tamsulosin/i,
    [
      asserts("dutasteride", `${IMAGINED}|mervyn|friend|\\bpal\\b|\\bhis\\b|\\bhe\\b|\\bask|question|wonder|whether|\\?`),
      asserts("(?:stopped|no longer|switch|replac|came off|taken off)\\w*\\b.*tamsulosin", IMAGINED),
    ],
  ),
  trap(
    "a joke at the tyre garage about trading the old 4x4 for a sports three-wheeler",
    [
      "Evening. My old Shogun needs new tyres all round now the winter's really biting, she's a 2008 diesel and I use her for pulling the log trailer up from the wood as much as for getting into town. Are all-terrain tyres worth the extra money for someone like me, or are ordinary road tyres fine?",
    ],
    [
      "Ha, the lad at the tyre place asked if I'd ever fancied something a bit sportier and I told him I'd swap the Shogun for a Morgan three-wheeler tomorrow if he'd throw in a flat cap and a pair of goggles, can you imagine me pulling the log trailer with one of those! Anyway, the new tyres are on and she's gripping lovely on the lane.",
      "Now my real question: I've been asked to write a few words for the village newsletter about keeping cars going in the cold. Could you give me a short friendly piece about batteries, screenwash and the like?",
    ],
    /Shogun/i,
    [
      asserts("Morgan", `${JOKED}|${IMAGINED}`),
      asserts("(?:sold|swapp|traded|no longer|replac|switch|got rid)\\w*\\b.*Shogun", `${JOKED}|${IMAGINED}|tyre`),
    ],
  ),
  trap(
    "a grandson urges a mobile provider switch and the user stays put",
    [
      "Hello dear, I've a mobile phone on Smarty, the SIM only one, ten pounds a month, which suits me as I mostly use it for ringing my sister and looking at the weather, and I've had a text saying I've used most of my data this month, which I can't understand at all. How do I find out what's been using it all up? It's the phone my son gave me, with the big buttons setting turned on.",
    ],
    [
      "My grandson Wilf was here for the weekend and had a good look at my phone, it turned out to be some app updating itself over and over, he fixed it in two minutes, clever lad. He kept on at me to move over to iD Mobile because they've a deal on, but I told him I've been perfectly happy with Smarty and I can't be doing with all that palaver at my age, so I'm staying put.",
      "Could you help me write a thank-you note to him, something a bit funny that a fifteen-year-old wouldn't be embarrassed by?",
    ],
    /Smarty/i,
    [
      asserts("iD Mobile", `${IMAGINED}|grandson|wilf|deal|offer|suggest|urg|kept on|recommend|declin|stay|advis`),
      asserts("(?:left|leav|switch|moved|moving|no longer|cancel)\\w*\\b.*Smarty", `${IMAGINED}|grandson|wilf|suggest|urg|stay`),
    ],
  ),
  trap(
    "a daughter's big dog staying a fortnight, and the user's cat sulks",
    [
      "Hello, I've a tortoiseshell cat called Tiggy, she's about nine and rules the house with a rod of iron, and she's started being sick on the landing carpet a couple of times a week, hairballs I think. Is there something I can add to her food to help? She's very fussy and won't touch anything that smells different.",
    ],
    [
      "Well, Tiggy is not speaking to me, because I've got my daughter's Weimaraner, Hector, staying for a fortnight while she and her husband are off on a cruise, and he's the size of a small pony and thinks the cat is a toy. Tiggy has moved up to the top of the wardrobe and only comes down at night.",
      "Could you give me a recipe for some homemade dog biscuits? I thought I'd spoil him a bit while he's here, the poor lamb doesn't understand why he's not at home.",
    ],
    /Tiggy/i,
    [
      asserts("Weimaraner|Hector", `${TEMPORARY}|daughter|sitting|look(?:ing)? after|guest`),
      asserts("(?:has|owns|adopted|got)\\b.{0,20}\\bdogs?\\b", `${TEMPORARY}|daughter|sitting|look(?:ing)? after|guest`),
    ],
  ),
  trap(
    "an invitation to a walling course turned down, with a reply-letter request",
    [
      "Hello there, I play tenor horn in our village band, have done since I was a lad, we're only small, eleven of us on a good night, and we've been asked to play in the church for a wedding in the spring. The bride wants something modern, whatever that means! Could you suggest a few pieces that would suit a little band like ours and not be too hard for the older players, of which I'm very much one?",
    ],
    [
      "Dilys from the parish council tried to rope me into the dry stone walling course the National Park are running on Saturdays, but I said no thank you, my back wouldn't thank me for it and I'd rather keep my puff for the horn. She's a persuasive woman though, so I may need your help writing a polite but firm reply to her email, she's sent me three already!",
    ],
    /tenor horn|village band/i,
    [
      asserts("dry[- ]?stone|walling", `${IMAGINED}|dilys|rope|invit|asked|declin|refus|said no|turned down|persua|urg`),
      asserts("(?:quit|gave up|stopped|left|no longer)\\w*\\b.*(?:horn|band)", IMAGINED),
    ],
  ),
  trap(
    "a brother's urging to move to the seaside and a what-if question about the cost",
    [
      "Morning, I live in Hawes up in the Dales, and I've taken on making the puddings for the Sunday lunch club at the chapel, about twenty of us usually, mostly pensioners like me. Could you give me a recipe for a proper sticky toffee pudding that scales up for twenty and can be made the day before?",
    ],
    [
      "My brother Bryn has been on at me again to sell up and move down to Tywyn near him, he says the winters are kinder by the sea, and he's not wrong, we've had snow on the tops for a fortnight here. I'm not going anywhere, mind, all my friends are here.",
      "But just out of curiosity, if I did sell up, roughly what would it cost to move the contents of a two-bedroom house that distance, and what sort of things would I need to think about?",
    ],
    /Hawes/i,
    [
      asserts("Tywyn", `${IMAGINED}|brother|bryn|\\bhis\\b|\\bhe\\b|curio|\\?|suggest|urg|on at|\\bask`),
      asserts("(?:left|leav|moved|moving|relocat|sell|sold)\\w*\\b.*Hawes", `${IMAGINED}|brother|bryn|urg|suggest|on at`),
    ],
  ),
];
