// Held-out set 60: written on 2026-11-27 against main at d90bd00, by a helper (`set60`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to home state and town,
// job, truck or car, church, hobbies (fishing, quilting), pets and diet, with no city, person,
// product or company reused from scenarios.mjs or held-out sets on main. Users are American
// Midwestern and Southern storytellers: chatty, folksy idioms ("y'all", "fixing to", "a couple
// weeks back", "finally did it", "traded in"), long stories before the point, and changes told
// indirectly ("we're Tennessee folks now", "hung up my apron"), with time words that fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 4 of 12 at d90bd00, the code the session of 2026-11-27 (afternoon) started from. The lead never saw its
// scenarios before this run.
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

export const HELD_OUT_60 = [
  change(
    "an iowa couple moves to tennessee, told as 'we're tennessee folks now' after a long moving story",
    [
      "Happy New Year, hon! Me and my husband Doyle live out in Ottumwa, Iowa, been here thirty-some years now, and I'm fixing to make my mama's black-eyed peas for good luck today. How long do I need to soak 'em?",
    ],
    [
      "Well hey there! You would not believe the month we've had. Doyle's cousin brought his truck and trailer and we loaded up every last thing we own, even that ugly recliner of his I been trying to get rid of since 1998. Drove eleven hours straight through sleet.",
      "Anyhow, long story short, we're Tennessee folks now! Closed on a little brick house outside Cookeville a couple weeks back, right down the road from our daughter. What do I need to do to get a Tennessee driver's license, and do I have to take the test all over again?",
    ],
    /Cookeville|Tennessee/i,
    claims("Ottumwa|Iowa", ["Cookeville", "Tennessee"]),
  ),
  change(
    "a diner waitress hangs up her apron and drives a school bus",
    [
      "Hey there. I've been waiting tables at the Dew Drop Diner in Sedalia going on nineteen years, breakfast shift, six days a week, and my feet are just killing me. Any good stretches for plantar fasciitis?",
    ],
    [
      "Morning! Well, I finally did it. I hung up my apron at the Dew Drop right after New Year's, gave 'em two weeks' notice and a coconut cream pie. I'm driving a school bus for the Sedalia district now, mornings and afternoons, and those kids are a hoot. Got any tips for keeping a rowdy back row in line without hollering?",
    ],
    /\bbus\b/i,
    claims("diner|waitress|waiting tables|\\bserver|Dew Drop", ["\\bbus\\b", "retir", "hung up"]),
  ),
  change(
    "an old pickup finally traded in for a different make",
    [
      "Y'all, I need some help. I drive a 2009 Chevy Silverado, got 240,000 miles on her, haul feed and hay in it every week, and the check engine light's been on since Thanksgiving. What's the cheapest way to find out what the code means?",
    ],
    [
      "Well, a couple weeks back the Silverado gave up the ghost halfway to the feed store, had to get towed and everything. So I finally did it and traded her in. Got me a GMC Canyon, gray, only 40,000 miles, rides smooth as butter. How often should I be changing the oil on a newer truck like that?",
    ],
    /Canyon/i,
    claims("Silverado", ["Canyon", "trade"]),
  ),
  change(
    "an old coonhound put down over christmas and a new heeler pup brought home",
    [
      "Hey! Our bluetick coonhound Tater is twelve now and getting slow, sleeps on the porch most of the day and only gets up for supper. What's a good soft food for an old dog with bad teeth?",
    ],
    [
      "Hey there. Sad news first, we had to put ol' Tater down the week after Christmas. Cried like a baby right there at the vet's.",
      "But the house was way too quiet, so my husband came home Saturday with a blue heeler pup from a farm down the road. We named her Gravy and she's already chewed up two pairs of boots. How do I get a heeler puppy to quit nipping at everybody's ankles?",
    ],
    /Gravy/i,
    claims("Tater", [
      "Gravy",
      "put down",
      "passed",
      "died",
      "\\blost\\b",
      "late\\b",
      "euthan",
      "rest\\b",
      "death",
      "deceased",
      "\\bhad\\b",
    ]),
  ),
  change(
    "a keto eater moved to a heart-healthy diet after a checkup, with a fish recipe request",
    [
      "Howdy! I've been eating strict keto since last spring, down 30 pounds, bacon and eggs every morning. Can you give me a keto-friendly chili recipe for the church supper Sunday?",
    ],
    [
      "Well, the doc about had a fit over my cholesterol numbers at my checkup, so that's the end of the bacon and eggs. He's got me on the DASH diet now, lots of vegetables, whole grains, fish a couple times a week, easy on the salt. What's a good way to cook catfish without frying it?",
    ],
    /\bDASH\b/i,
    claims("keto", ["\\bDASH\\b"]),
  ),
  change(
    "a family changes churches and the choir comes along",
    [
      "Hi there. We're members at Cedar Grove Baptist and I sing alto in the choir. Could you help me find a few hymns that would work for a small choir at our winter revival?",
    ],
    [
      "Hey there, hope your week is off to a good start! Little bit of news, we've moved our membership over to Bethel Methodist, been going since Christmas. Cedar Grove got a new preacher and it just wasn't the same, plus Bethel's five minutes from the house. They already roped me into the choir, of course. Can you suggest a few Methodist hymns an alto ought to know?",
    ],
    /Bethel/i,
    claims("Cedar Grove", ["Bethel"]),
  ),
  trap(
    "a lottery daydream about moving to the gulf coast, from a deckhand at home on his off rotation",
    [
      "Hey, I work as a deckhand on a towboat out of Paducah, Kentucky, 28 days on and 28 off. Could you help me put together a budget for the weeks I'm home?",
    ],
    [
      "Home for my 28 off, thank the Lord. It's been spitting ice here all week.",
      "Me and the boys were jawing at the bait shop and I swear if I ever hit that Powerball I'd buy me a pontoon and move down to Gulf Shores and never look at another barge again. Ain't happening on a deckhand's pay though, ha. Anyhow, can you help me plan some meals I can freeze before I head back out on the boat?",
    ],
    /Paducah/i,
    [
      asserts("Gulf Shores|Alabama|pontoon|Powerball|lottery", `${IMAGINED}|${JOKED}`),
      asserts("(?:left|leaving|quit|no longer|moved|moving)\\w*\\b.*(?:Paducah|deckhand|towboat|barge)", `${IMAGINED}|${JOKED}`),
    ],
  ),
  trap(
    "a neighbor's car trade, told as gossip beside a car battery question",
    [
      "Morning! I drive a burgundy Buick Enclave and haul the grandbabies to their ball games in it every weekend. What's the best way to get melted crayon off the back seat?",
    ],
    [
      "Well, my neighbor Loretta finally went and traded in her Buick for one of them electric Rivians, and now she's telling the whole cul-de-sac about it like she invented the wheel. Lord help us. Anyway, how long does a car battery usually last? Mine was slow to turn over this morning in the cold.",
    ],
    /Enclave/i,
    [
      asserts("Rivian|electric", "Loretta|neighbo|friend|\\bshe\\b"),
      asserts("(?:traded|sold|no longer|replac|switch)\\w*\\b.*(?:Buick|Enclave)", "Loretta|neighbo|friend|\\bshe\\b"),
    ],
  ),
  trap(
    "a joke about giving up a low-sodium diet after a fish fry",
    [
      "Hi! My doctor put me on a low-sodium diet for my blood pressure back in the fall, no more than 1,500 milligrams a day. Can you help me find a pot roast recipe that doesn't taste like cardboard?",
    ],
    [
      "Lord, y'all. Went to the Friday fish fry down at the Legion hall and smelled them fried pickles and funnel cakes and about lost my religion. Told my sister I'm done with this low-salt business and fixing to live on fried pickles and funnel cake from here on out, ha! Don't you dare tell my doctor. Seriously though, what's a good salt-free seasoning blend I can mix up at home?",
    ],
    /sodium|salt/i,
    [
      asserts("fried pickle|funnel cake", JOKED),
      asserts("(?:no longer|quit|stopp|gave up|done with|dropp|abandon|off)\\w*\\b.*(?:sodium|salt)", JOKED),
    ],
  ),
  trap(
    "a foreman job offered and turned down, press operator stays put",
    [
      "Hey, I run a press on first shift at the stamping plant in Kokomo, going on twelve years now. My shoulder's been barking at me, got any stretches I can do on break?",
    ],
    [
      "Well, they called me up to the office last week and offered me the foreman job on second shift. More money, but I'd never see my grandkids' ball games and I'd be babysitting grown men all night, so I told 'em thank you kindly but no. I'm staying right on my press. Can you help me write a short polite note to the plant manager so there's no hard feelings?",
    ],
    /press|stamping|Kokomo/i,
    [
      asserts("foreman|second shift|supervis", "offer|turn|declin|\\bnot\\b|n't\\b|\\bno\\b|refus|pass|\\bif\\b|would"),
      asserts("(?:left|leaving|quit|no longer|promot)\\w*\\b.*(?:press|stamping|first shift)", "offer|declin|turn|\\bnot\\b|n't\\b"),
    ],
  ),
  trap(
    "a quilter asks whether a friend's longarm machine is worth buying",
    [
      "Hey! I've been quilting forty years and I piece everything on my old Bernina, she's older than some of my grandkids. Can you help me figure yardage for a queen-size log cabin quilt?",
    ],
    [
      "Hey there, question for ya. A gal at quilt guild swears by her Janome longarm and keeps telling me I ought to get one. Would a longarm be worth it for somebody who does three or four quilts a year, or is that just a lot of money for a fancy machine? And do you reckon one would fit in a spare bedroom about 11 by 12?",
    ],
    /Bernina/i,
    [
      asserts(
        "Janome|longarm",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|guild|friend|\\bgal\\b|might|maybe|would|worth|\\bought\\b|suggest",
      ),
      asserts("(?:stop|quit|no longer|switch|replac|sold|traded)\\w*\\b.*Bernina", "\\?|should|whether|would|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a wife's quoted advice to sell the fishing boat and take up golf",
    [
      "Howdy. Every Saturday I'm out on Lake Guntersville in my little jon boat after crappie, rain or shine. What's the best jig color for cold, muddy water?",
    ],
    [
      "Well, my wife Earlene stood in the kitchen last night and said, \"Hollis, you ought to sell that old boat and take up golf like a normal retired man.\" I just laughed. Ain't nobody selling nothing, and I've never swung a golf club in my life. Anyhow, what's a good way to keep my hands warm out on the water this time of year?",
    ],
    /crappie|fish|jon boat|Guntersville/i,
    [
      asserts("golf", "said|says|told|wife|Earlene|suggest|\\bought\\b|should|want|urge|\\bnot\\b|n't\\b|never"),
      asserts(
        "(?:sold|selling|quit|gave up|no longer|stopp)\\w*\\b.*(?:boat|fishing|crappie)",
        "said|wife|Earlene|suggest|\\bought\\b|should|\\bnot\\b|n't\\b|never|nobody",
      ),
    ],
  ),
];
