// Held-out set 55: written on 2026-11-27 against main at d90bd00, by a helper (`set55`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to health, diet, home,
// hobbies, devices and giving up the car, with no city, person, product or company reused from
// scenarios.mjs or held-out sets 1 to 54 on main. Users are retired or older (60s-70s), write
// politely in long email-like messages with greetings and sign-offs, and often tell their news as
// a story with the change in the middle of a long sentence; time words fit the two conversations'
// dates (about three weeks apart, January). A fair fact about the old value may stay current once
// it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at f1da78c (after rules read from sets 56, 57, 60 and 61), and 6 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
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
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

/** Words that say a thing was only asked about or suggested by someone else. */
const ASKED =
  "\\?|\\bask|consider|wonder|should|ought|whether|curious|question|\\bif\\b|compar|interest|thinking|evaluat|neighbou|might|maybe|would|could|\\bnot\\b|n't\\b|convinc|sceptic|skeptic|unsure|doubt|suggest|advice";

export const HELD_OUT_55 = [
  change(
    "a statin swapped by the GP, told in the middle of a long sentence",
    [
      "Good morning, and I hope you had a pleasant Christmas. I am 71 and I take atorvastatin, 40mg every evening, for my cholesterol; my GP started me on it last spring. Could you tell me whether grapefruit juice is really a problem with it? My daughter insists it is and I should like to know for certain. Kind regards, Margaret",
    ],
    [
      "Hello again, and thank you for your help just after New Year.",
      "I went back to the surgery last Thursday about the aching in my thighs, which had been getting steadily worse on the stairs, and the nice young doctor, after a great deal of tapping at her computer and questions about my walking, took me off the atorvastatin and put me on rosuvastatin, 10mg, to see whether the aches settle down. Is there anything I ought to watch out for in the first few weeks on the new tablets? Kind regards, Margaret",
    ],
    /rosuvastatin/i,
    claims("atorvastatin", ["rosuvastatin"]),
  ),
  change(
    "a couple downsize to a bungalow near the grandchildren",
    [
      "Dear assistant, a happy New Year to you. My husband Bernard and I live in Great Malvern, in the house we have had since 1979: four bedrooms and a garden far too big for us now. I would be grateful for some advice on sorting out forty years of belongings. Where on earth does one start?",
      "Also, do you happen to know whether charity shops still take old encyclopaedias? Warm wishes, Doreen",
    ],
    [
      "Good afternoon. You may remember I was fretting about all our clutter. Well, things moved a good deal faster than either of us expected, because our buyers wanted a quick completion and the little bungalow in Ludlow, ten minutes' walk from our son and the grandchildren, came up the very same week, so we moved in on the 14th and are now living among boxes, but very happily. Could you suggest a simple way of letting friends know our new address, and tell me who I must inform officially (bank, pension, GP and so on)? Warm wishes, Doreen",
    ],
    /Ludlow/i,
    claims("Malvern", ["Ludlow", "sold"]),
  ),
  change(
    "a widower's old tablet put away for one made for older people",
    [
      "Hello, my name is Keith and I am 76. I do my emails and my video calls with the grandchildren on a Lenovo tablet that my late wife bought, but the writing on it is terribly small. How can I make the letters bigger, please? Many thanks, Keith",
    ],
    [
      "Good evening. My daughter, who has been on at me for months about my eyesight and that old tablet, turned up last weekend with a GrandPad, one of those tablets made for people my age with the big buttons, and set it all up for me while I made the tea, so the Lenovo has gone in the drawer and I must say I have taken to the new one. Could you explain how I add my brother on Orkney so that he can video call me on it? Many thanks, Keith",
    ],
    /GrandPad/i,
    claims("Lenovo", ["GrandPad", "drawer"]),
  ),
  change(
    "an old man gives up his car after a small bump",
    [
      "Good morning. I am 78 and still drive myself about in my old Rover 75, mostly to the shops in Skipton and to church on Sundays. The MOT is due in February. Could you give me a list of things I can check myself beforehand so I am not caught out? Best regards, Malcolm",
    ],
    [
      "Hello again, and a happy New Year, if a little late.",
      "I have had a bit of a fright since we last spoke: a little bump in the supermarket car park, nobody hurt, thank goodness, and after a long talk with my son and a good deal of thinking on my own I decided that was my lot, so the Rover has been sold to a young chap who restores them and I have applied for my bus pass. Could you help me write a short note to our churchwarden asking whether anyone might give me a lift on Sunday mornings? Best regards, Malcolm",
    ],
    /no longer (?:drives|driving|has a car|owns a car)|(?:gave|given|giving) up (?:driving|(?:his |the |her )?(?:car|Rover))|sold (?:his |the |her )?(?:car|Rover)|stopped driving|(?:doesn't|does not) (?:drive|have a car|own a car)|bus pass|without a car|car-free/i,
    claims("Rover|\\bdrives\\b", ["sold", "bus pass"]),
  ),
  change(
    "a lifelong vegetarian starts eating fish on the nurse's advice",
    [
      "Dear sir or madam, I have been a vegetarian since 1974, long before it was fashionable, and I cook all my own meals. I am 68 now and my energy has been rather poor lately. Could you suggest some iron-rich vegetarian suppers that are not too fiddly? Yours, Hazel",
    ],
    [
      "Good morning. An update, and a confession of sorts. When my blood tests came back low in B12 and iron, the practice nurse and I had a long chat, and I have, after fifty years, started eating fish again, mostly salmon and sardines twice a week, which my late mother would have found hilarious. Could you give me a few simple ways to cook mackerel? I have rather forgotten how. Yours, Hazel",
    ],
    /fish|salmon|sardine|mackerel|pescatarian/i,
    claims("vegetarian", ["fish", "pescatarian", "salmon", "sardine"]),
  ),
  change(
    "a croquet player takes up tai chi for her shoulder",
    [
      "Hello. I am a keen member of our local croquet club, have been for twelve years, and I play three mornings a week in the season. Could you explain the rules of croquet to my grandson in words a ten-year-old would follow? Many thanks, Sylvia",
    ],
    [
      "Good afternoon. I thought I ought to tell you that I have hung up my mallet. My shoulder has been playing up since the autumn and, after the physio, a very kind but very blunt young man, told me that swinging a mallet three mornings a week was the worst thing I could do for it, I resigned from the croquet club at its New Year meeting and have joined a tai chi class at the village hall on Tuesdays. What should I wear for it, and are there any gentle movements I could practise at home? Many thanks, Sylvia",
    ],
    /tai chi/i,
    claims("croquet", ["tai chi"]),
  ),
  trap(
    "a daughter's suggestion to move north, and a wish the user turns down",
    [
      "Good evening. My wife Irene and I are retired and live in a cottage in Exmouth, and we love it here; the sea air suits us both. Could you suggest a few gentle coastal walks nearby for two people in their seventies? Regards, Ronald",
    ],
    [
      "Hello again. We had our daughter on the phone from Peebles on Sunday, and she said, as she does every few weeks, that if we sold up and moved to Scotland we would be ten minutes from the grandchildren and she could keep an eye on us. I must admit that if I were ten years younger I'd be tempted, but Irene won't hear of leaving the sea and frankly nor will I. Could you help me put together a list of questions to ask about having a stairlift fitted instead? Regards, Ronald",
    ],
    /Exmouth/i,
    [
      asserts("Peebles|Scotland", `${IMAGINED}|daughter|suggest|said|tempt|grandchildren (?:live|are)|grandchildren in|family in`),
      asserts("(?:left|leaving|moved|moving|sold|selling|relocat)\\w*\\b.*Exmouth", `${IMAGINED}|daughter|suggest|said`),
    ],
  ),
  trap(
    "a husband's hip replacement beside the user's own thyroid medication",
    [
      "Good morning. I have had an underactive thyroid since my fifties and I take levothyroxine, 100 micrograms, every morning before breakfast. Can I take it at the same time as my calcium tablets, or should I leave a gap? With thanks, Valerie",
    ],
    [
      "Hello. A busy few weeks here. My husband Norman, who has been hobbling about on a stick since the summer and grumbling about it at great length, finally had his hip replaced at the hospital in Hereford on the 8th, and he is home now, doing his exercises with a great deal of complaint. Could you suggest some easy meals I can make ahead while I am looking after him? With thanks, Valerie",
    ],
    /levothyroxine|thyroid/i,
    [
      asserts("\\bhip\\b", "husband|norman|\\bhe\\b|\\bhis\\b|\\bhim\\b|spouse|partner|caring|looking after|carer"),
      asserts("\\bstick\\b|hobbl", "husband|norman|\\bhe\\b|\\bhis\\b|\\bhim\\b|spouse|partner"),
    ],
  ),
  trap(
    "new hearing aids shown at the clinic but not taken",
    [
      "Good afternoon. I have worn Phonak hearing aids in both ears for about six years now. Could you tell me how to get them to connect to my television? The instructions are in such tiny print. Kind regards, Brian",
    ],
    [
      "Hello there. I went for my check-up at the audiology clinic on Monday, and the young lady spent a good twenty minutes showing me a pair of Oticon aids with all sorts of clever features, but I did not take them in the end, as they wanted over three thousand pounds and mine work perfectly well, so I came home with my old Phonaks and a new set of domes. How often should the domes be changed, would you say? Kind regards, Brian",
    ],
    /Phonak/i,
    [
      asserts(
        "Oticon",
        "\\bnot\\b|n't\\b|didn|declin|turned down|offered|shown|showed|demonstrat|consider|might|maybe|\\bif\\b|would|could|instead of|rather than|refus|expensive|cost|pound|£",
      ),
      asserts("(?:stopp|no longer|switch|gave up|given up|left)\\w*\\b.*Phonak", "\\bnot\\b|n't\\b|didn|consider|would|might"),
    ],
  ),
  trap(
    "a joke at a birthday tea about abandoning a low-sugar diet",
    [
      "Good morning. After a blood test before Christmas my doctor told me I am pre-diabetic, so I am now on a low-sugar diet and cutting right back on bread and puddings. Could you suggest some breakfasts that are not porridge? I am already thoroughly sick of porridge. All the best, Gillian",
    ],
    [
      "Hello again! Three weeks in and I am sticking to it, mostly. Although after my sister-in-law's birthday tea on Saturday I did announce to the whole table that I was giving it all up and living on Victoria sponge and sherry from now on, and you should have seen my husband's face. Ha!",
      "Could you help me with a nice sugar-free pudding for when the family come next weekend? All the best, Gillian",
    ],
    /pre-?diabet|low[- ]sugar|sugar-free|cutting (?:back|down) on sugar/i,
    [
      asserts("sponge|sherry|\\bcake", `${JOKED}|announc|said|birthday|\\btea\\b`),
      asserts("(?:gave|given|giving|stopp|quit|abandon|no longer)\\w*\\b.*(?:diet|low[- ]sugar)", `${JOKED}|announc|said|sticking|mostly`),
    ],
  ),
  trap(
    "a question about going electric, put by a neighbour",
    [
      "Good evening. I am 69, retired from teaching, and I drive a Jaguar X-Type, my pride and joy, bought new in 2006. It has started making a knocking noise when I go over speed bumps. What might that be, before I take it into the garage? Regards, Clive",
    ],
    [
      "Hello, I hope you are keeping well. My neighbour has just got one of these electric cars and he is forever telling me I ought to do the same, what with petrol prices. Would an electric car really make sense for someone doing barely three thousand miles a year, and can you even charge one if you have not got a driveway? I am not convinced, but I would value an honest answer. Regards, Clive",
    ],
    /Jaguar|X-Type/i,
    [
      asserts("electric|\\bEV\\b|hybrid", ASKED),
      asserts("(?:sold|selling|gave up|given up|replac|no longer|swap|trad)\\w*\\b.*(?:Jaguar|X-Type)", ASKED),
    ],
  ),
  trap(
    "a consultant's quoted guess about a new knee, nothing booked",
    [
      "Good morning. I have osteoarthritis in my right knee and I manage it with physio exercises and paracetamol. I still walk with our rambling group on Wednesdays. Could you suggest a few exercises to do before a walk to loosen it up? Best wishes, Audrey",
    ],
    [
      "Hello again. I saw the consultant at last on Friday, and after a good deal of poking and prodding and peering at the X-ray he leaned back and said, 'Well, I expect we'll be giving you a new knee before the summer,' and then in the same breath said he wanted to see how the physio goes first and nothing would be booked before March. So we shall see. In the meantime, could you help me write down some questions to take to my next appointment? Best wishes, Audrey",
    ],
    /osteoarthritis|arthritis/i,
    [
      asserts(
        "knee replace|new knee|knee surgery|knee operation",
        "said|says|told|consultant|expect|might|maybe|\\bif\\b|\\bmay\\b|probabl|possib|could|would|discuss|suggest|option|consider|\\bnot\\b|n't\\b|nothing|plan|potential|physio|pending|future|likely",
      ),
    ],
  ),
];
