// Held-out set 121: written on 2026-11-28 against main at a664163, by a helper (`set121`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a ranch woman in her sixties in West Texas, folksy and warm
// ("y'all", "fixin' to", "bless his heart"), typing slowly in full sentences with long asides
// about the herd, church, grandkids, the weather; January talk (ice, sleet, calving season, the
// holidays just past) to fit the two conversations' dates. Changes are over six kinds of fact
// (arthritis medicine, truck, home town, church role, herd-record tool, job), each told inside a
// story with its reason, never announced. Traps are of six kinds: a joke about selling the herd,
// a grandson's advice quoted at Sunday dinner, a hypothetical move talked over at supper, a
// rumour the user denies (a thing she did NOT do), a daughter's new puppy, and a phone she only
// looked at and did not buy. Most messages ask for something. A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer takes X"): `old` then skips it.
// First run: 6 of 12 at b0bc179 (the session's final code), and 6 of 12 on a664163, the code the session
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

/** Words that say a thing was only said in fun, or in a temper. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|tongue|quip|tease|teasing|exaggerat|hyperbol|vent|frustrat|threat|swore|swear|\\bha\\b|laugh|playful`;

/** Words that say a thing was only advised, asked about or said by someone else. */
const SAID = "said|says|told|tell|advi[cs]|recommend|suggest|urg|should|ought|ask|question|curious|wonder|\\?";

export const HELD_OUT_121 = [
  change(
    "an arthritis medicine switched by the doctor, told through her stomach and a dosing question",
    [
      "Good morning and happy New Year to you. I have arthritis real bad in both of my hands, and Dr. Wendell has me on meloxicam, one pill every morning with my coffee. It helps some, but on these cold mornings when I'm out breaking the ice on the water trough my knuckles just ache something awful. Do you have any ideas for keeping my hands warm and limber while I do my chores?",
    ],
    [
      "Well, I went back to see Dr. Wendell on Tuesday, bless his heart, he is fixin' to retire and he still wears the same bolo tie he had on when my kids were little. He said that meloxicam was tearing up my stomach lining, so he put me on Celebrex, one capsule in the morning and one at night, and I have to say my stomach is a good deal happier this week.",
      "Can you tell me if it is all right to take the Celebrex with my evening glass of buttermilk, or does it need to go down with a real meal?",
    ],
    /Celebrex|celecoxib/i,
    claims("meloxicam|Mobic", ["Celebrex", "celecoxib"]),
  ),
  change(
    "a worn-out truck replaced, told as a breakdown story and an oil question",
    [
      "Y'all would not believe the wind out here today, it blew my clothesline clean over into the pens. I drive a 2003 Sierra with about 280,000 miles on her, and she has hauled every sack of feed and every sick calf we've had for twenty years. The heater fan only works on high now. Is that something my husband Delbert could fix himself, or does it have to go to the shop?",
    ],
    [
      "The old Sierra finally gave out on me by the north cattle guard the Saturday after New Year's, and Delbert had to come tow me home with the tractor while I sat there in the cold saying my prayers. We drove over to Odessa on Monday and I came home in a gray Tundra, only two years old, and it is so quiet I keep checking to see if it's even running. How often should I change the oil in one of these, and does it really need that fancy synthetic kind?",
    ],
    /Tundra/i,
    claims("Sierra", ["Tundra", "gave out", "broke", "died", "dead"]),
  ),
  change(
    "a ranch sold and a move into town, told through walking to church and a recipe request",
    [
      "Happy New Year from our little ranch outside of Iraan! We have lived out here thirty-one years and the nearest real grocery store is still a good long drive, so I stock up like the world is ending. Could you help me put together a list of pantry staples that keep a long time, for a household of just the two of us?",
    ],
    [
      "I'll tell you what, selling the ranch to the Ybarra boys was the hardest thing I've done since we buried Mama, but now that Delbert and I are settled into the little brick house in Fort Stockton I can walk to the grocery store and to church both, and my knees sure do thank me.",
      "I'm having the ladies from my Sunday class over for coffee next week. Could you give me a recipe for a good coffee cake that would feed about ten?",
    ],
    /Fort Stockton/i,
    claims("Iraan", ["Fort Stockton", "sold", "sell"]),
  ),
  change(
    "a church pianist hands over the bench and takes a Bible study, with a lesson request",
    [
      "I have been the pianist at the Crane Church of the Nazarene going on twenty-two years now, and I play for both services every Sunday. Our song leader wants to do How Great Thou Art this week in a lower key than I'm used to. Can you tell me how to move it from B-flat down to A-flat without my head spinning?",
    ],
    [
      "You know, my fingers just could not keep up with the arthritis, so at Christmas I handed the piano bench over to the Lavelle girl, she's sixteen and plays like an angel, bless her heart. Pastor asked me to teach the ladies' Wednesday night Bible study in its place, and I said yes before I could think better of it.",
      "We're starting in the book of Ruth. Could you help me write out some discussion questions for the first chapter?",
    ],
    /Bible (?:study|class)/i,
    claims("pianist|plays? (?:the )?piano|piano (?:at|for)", ["Bible", "handed", "passed"]),
  ),
  change(
    "herd records move from a ledger to an app a grandson set up, with a how-to question",
    [
      "I keep every one of our herd records in a green ledger book, by hand, the way my daddy did, calving dates and weights and shots and all of it. We run about ninety head of black baldy mamas. I'm trying to figure our calving percentage for last year. If I had 88 cows exposed and 81 live calves on the ground, how do I work that out?",
    ],
    [
      "My grandson Colt came out over the holidays, he's off at college studying ag science now, and he put all of my herd records into CattleMax on the tablet. I fought him on it something fierce, but I'll admit it's nice not squinting at my own chicken scratch. The old green ledger is up on the shelf next to the family Bible now.",
      "How do I put in a calf that was born to a first-calf heifer who isn't in the system yet?",
    ],
    /CattleMax/i,
    claims("ledger|by hand|paper|notebook", ["CattleMax", "shelf"]),
  ),
  change(
    "a school bus driver retires from her route and works a farm supply counter, with a product question",
    [
      "I drive the school bus for McCamey ISD, the long county route, seventy-some miles every morning and evening, and I've got the sweetest bunch of kids, even the ones who holler. With all this ice we've been having, what should I check on the bus before I head out on a cold morning?",
    ],
    [
      "Well, I turned in my bus keys at Christmas after thirty years on that route, and the kids made me a card with every one of their names on it, I cried like a baby. But I can't sit still to save my life, so now I work the front counter at Pruett's Farm Supply three mornings a week, ringing up feed and fence staples and visiting with everybody who comes in.",
      "Can you help me learn the difference between all these mineral tubs, so I don't sound like a fool when the men ask me?",
    ],
    /Pruett|farm supply/i,
    claims("\\bbus\\b", ["Pruett", "farm supply", "turned in", "retir"]),
  ),
  trap(
    "a joke about selling the herd for a beach condo, with a stock tank question",
    [
      "We run about sixty head of registered Angus on our place south of Rankin, and my husband Delbert says I love those cows more than I love him, which is only a little bit true. We're getting close to calving season. What should I have in my calving kit this year?",
    ],
    [
      "I swear, if it sleets one more time this month I am selling every last Angus on this place and buying me a condo in Galveston with a pool boy, ha! Don't you tell Delbert. Bless his heart, he's out there right now chopping ice on the stock tank in his Sunday hat because he couldn't find his other one.",
      "Anyway, how do I keep a stock tank from freezing over without running an electric line all the way out to it?",
    ],
    /Angus/i,
    [
      asserts("Galveston|condo|beach|pool boy", JOKED),
      asserts("(?:sold|sell|selling|get rid|getting out|quit|no longer)\\w*\\b.*(?:Angus|herd|cattle|cows|ranch)", JOKED),
    ],
  ),
  trap(
    "a grandson's vegan advice quoted at Sunday dinner, with a recipe request",
    [
      "My doctor told me back in the fall that I'm a type 2 diabetic, so I've been cutting back on the biscuits and the sweet tea, Lord help me. I still cook for the whole family every Sunday after church. Can you give me a good pot roast recipe that won't run my sugar up?",
    ],
    [
      "Our grandson Colt came home from college a vegan, if you can believe it, on a cattle ranch no less. At Sunday dinner he looked right at my pot roast and said, Mamaw, you ought to go vegan like me, it would fix your sugar in a month. I told him I love him to pieces but I am not giving up beef.",
      "I do want him fed, though. What's a hearty meatless dish I could make him that won't spike my blood sugar either?",
    ],
    /diabet/i,
    [
      asserts(
        "vegan|plant.based|meatless",
        `${SAID}|grandson|Colt|\\bhis\\b|\\bhe\\b|\\bhim\\b|for (?:her|the|a)\\b|cook|make|feed|recipe|dish|\\bnot\\b|n't\\b|refus`,
      ),
      asserts(
        "(?:gave up|giving up|quit|stopped|no longer eat|cut out)\\w*\\b.*(?:beef|meat)",
        `${SAID}|\\bnot\\b|n't\\b|refus|grandson|Colt`,
      ),
    ],
  ),
  trap(
    "a move to the mountains only talked over at supper, asked as a question",
    [
      "We live on a ranch outside Sanderson, out in Terrell County, about as far from anywhere as you can get and still have a post office. My grandkids call it the end of the world. The wind has been howling for three days straight. Is there anything I could plant along the north fence line for a windbreak that would survive out here with no water to speak of?",
    ],
    [
      "Delbert and I got to talking over supper last night. If we ever sold out and moved up to Ruidoso to be near the mountains, would the altitude be hard on a couple of old folks with bad hearts and worse knees? We're not going anywhere, mind you, our people are buried out here, it's just fun to talk about on a cold night. What is the elevation up there anyhow?",
    ],
    /Sanderson/i,
    [
      asserts("Ruidoso|New Mexico", `${IMAGINED}|\\?|ask|curious|wonder|talk|discuss|question|elevation|altitude`),
      asserts("(?:sold|sell|left|leaving|moved|moving|relocat)\\w*\\b.*(?:Sanderson|ranch|Terrell)", `${IMAGINED}|\\?|ask|talk|discuss`),
    ],
  ),
  trap(
    "a rumour that she quit her domino night, which she denies, with a writing request",
    [
      "Every Thursday night I play 42 with three other gals at the community center in Monahans, we've had the same table since 1994 and we take it serious, let me tell you. My partner Juanita keeps bidding 84 on hands she has no business bidding on. Can you explain the odds of making an 84 bid so I can show her in black and white?",
    ],
    [
      "Now Dottie Fenner has been telling everybody at church that I quit 42 night, which I most certainly did not. I missed two Thursdays because of the ice on the highway and my hip acting up, that's all, and I'll be right back at that table this Thursday if the good Lord's willing and the roads are clear.",
      "Could you help me write a sweet but firm little text to Dottie setting her straight, without starting a feud in the choir?",
    ],
    /\b42\b|domino/i,
    [
      asserts(
        "(?:quit|stopp|gave up|given up|no longer|doesn't|does not|left)\\w*\\b.*(?:\\b42\\b|domino)",
        "did not|didn't|rumou?r|Dottie|claim|telling|said|says|missed|\\bice\\b|false|untrue|deni|deny|back",
      ),
    ],
  ),
  trap(
    "a daughter's new puppy visits and her own dog sulks, with a dog question",
    [
      "My Catahoula, Pistol, is the best cow dog I have ever had, and I have had a few. He's nine now and going gray around the muzzle, but he'll still work cattle all day if I let him. What can I give him for stiff joints on these cold mornings?",
    ],
    [
      "Our daughter Marisela and her husband drove out from San Angelo for the weekend and brought the Great Pyrenees puppy they got the grandkids for Christmas, a big white fluffball named Marshmallow. Pistol took one look at him and went and sulked under the porch the whole weekend, bless his heart.",
      "How can I help an old dog get along with a puppy before they come visit again at Easter?",
    ],
    /Pistol|Catahoula/i,
    [
      asserts(
        "Pyrenees|pupp|Marshmallow",
        "daughter|Marisela|son-in-law|grandkid|grandchild|\\bher\\b|their|they|visit|family|sulk|jealous|adjust|get along|react|introduc",
      ),
    ],
  ),
  trap(
    "a smartphone looked at in a store and not bought, with a phone question",
    [
      "I've got one of those Jitterbug phones with the great big buttons, and it suits me just fine because I can read the numbers without hunting for my readers. But I cannot figure out how to save a new number in it. Our new preacher gave me his cell and I wrote it on my hand. Can you walk me through adding a contact?",
    ],
    [
      "My granddaughter Kinsley keeps after me to get one of those smartphones so I can see pictures of the great-grandbaby, and I did go look at them at the store in Odessa on Saturday. But that salesman talked so fast my head swam, and I came home with nothing but a free keychain. I'll keep my Jitterbug till it quits on me.",
      "Is there some way she could send baby pictures to my Jitterbug instead?",
    ],
    /Jitterbug/i,
    [
      asserts(
        "smartphone|touch ?screen|new phone",
        `${IMAGINED}|granddaughter|Kinsley|urg|push|suggest|keeps after|look|shop|salesman|store|browse`,
      ),
      asserts("(?:no longer|stopped|replac|switch|got rid|upgrad|traded)\\w*\\b.*Jitterbug", IMAGINED),
    ],
  ),
];
