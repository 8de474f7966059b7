// Held-out set 52: written on 2026-11-27 against main at 4b3e5af, by a helper (`set52`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to everyday routines and
// preferences (drinks, food, games, what is watched, the car, sport and the gym, a hobby, a work
// schedule) with one move and one new job, and no city, person, product or company reused from
// scenarios.mjs, held-out sets 1 to 50 on main, or sets 51, 53 and 54 in their worktrees (as they
// stood while this was written). Some messages are dictated by voice (little punctuation, run-on
// sentences), others typed in quick chat style: mostly lower case, typos, fillers, news after
// small talk, two pieces of news in one message, time words that fit the two conversations'
// dates (about three weeks apart, January). A fair fact about the old value may stay current once
// it says the state ended ("Left X", "No longer drinks X"): `old` then skips such texts.
// First run: 7 of 12 at 1d98d51 (code of bca91eb, after rules read from sets 35-50), and 7 of 12 on the code
// the session started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|\\bfrom\\b|back in|traded|sold|\\boff\\b|\\bcut\\b|finished";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|could|possib|hypothet|only because";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|vent|frustrat|exasperat|half-serious";
/** Words that say a question or others' opinion, not a decision. */
const ASKED =
  "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|friends|people|everyone|others|group|might|maybe|worth|heard|suggest";

export const HELD_OUT_52 = [
  change(
    "a move up north, dictated by voice from the car",
    [
      "hey so i live in sudbury ontario and i work from home doing payroll for a trucking company can you help me figure out a budget for heating this winter because the bills are insane",
    ],
    [
      "okay im using the voice thing on my phone so sorry for no punctuation",
      "so the drive was long but we made it we moved to thunder bay a week and a bit ago my wifes mom is up here and shes getting older so it just made sense and i kept the payroll job since its remote anyway the view of the lake from the new place is unreal can you help me find out if i need to change the address on my health card or is it fine since its the same province",
    ],
    /Thunder Bay/i,
    claims("Sudbury", ["Thunder Bay"]),
  ),
  change(
    "a retail worker changes employer, two pieces of news in one chat message",
    [
      "hi! im a team member at kmart, mostly on the checkouts and some nights doing replen. can u help me write a cover letter, i want something with better hours",
    ],
    [
      "heyyy guess what 😁 the cover letter worked!! finished up at kmart on the friday and started at officeworks monday as a print and copy team leader. AND i passed my driving test the same week lol what a month",
      "so can you give me some tips for my first week as a team leader? bit nervous bossing around people older then me",
    ],
    /Officeworks/i,
    claims("Kmart", ["Officeworks"]),
  ),
  change(
    "an energy drink swapped for a tea on night shifts, quick chat",
    ["morning. forklift driver on nights here, running on red bull, like 2-3 cans a shift honestly. any tips for sleeping during the day?"],
    [
      "hey again. small win, i've been off the red bull for like two weeks now, not one can!! switched to barley tea, a guy on my shift brings a massive flask of it and got me hooked, roasty and no caffiene crash",
      "question tho, is barley tea ok to drink cold or does it go funny? want to bring a bottle for the 10 hour shifts",
    ],
    /barley tea/i,
    claims("Red ?Bull", ["barley"]),
  ),
  change(
    "a small car traded for a bigger one, dictated by voice during a nap",
    [
      "hi i need help planning a road trip to the coast in april me and my husband and our toddler in my little peugeot 208 what should we pack for a 6 hour drive with a 2 year old",
    ],
    [
      "hi again its me with the toddler dictating this while she naps",
      "so update we traded in the peugeot last saturday and got a second hand mitsubishi outlander because surprise were having twins in june so we needed the seats lol anyway can you redo the packing list for the road trip but now im pregnant too and we have loads more boot space",
    ],
    /Outlander|Mitsubishi/i,
    claims("Peugeot|\\b208\\b", ["Outlander", "Mitsubishi"]),
  ),
  change(
    "a streaming subscription cancelled for a free one, quick chat",
    ["horror nerd here 🎃 i pay for shudder and watch basically one film a night. give me 5 underrated 80s slashers?"],
    [
      "ok confession, cancelled shudder at the start of the month, money's tight after xmas. turns out my library card gets me kanopy for free so thats my movie thing now, they have a suprising amount of old horror",
      "what are the best horror films on kanopy right now? nothing too gory tonight, my partner's watching with me",
    ],
    /Kanopy/i,
    claims("Shudder", ["Kanopy"]),
  ),
  change(
    "a team sport stopped for a calmer one after an injury, news after small talk",
    [
      "i play handball in a club team, training tuesdays and thursdays and games on sunday. can you suggest a stretching routine for after training? my hamstrings are always tight",
    ],
    [
      "hii, just back from the physio ugh",
      "so my knee is not great, she said no more jumping and pivoting, so i stopped handball after the christmas break 😭 i've started sea kayaking instead with a club down at the harbour, saturday mornings, which is weirdly calm and nice. what stretches should i do before a paddle? my shoulders are killing me after 2 hours",
    ],
    /kayak/i,
    claims("handball", ["kayak"]),
  ),
  trap(
    "a hypothetical end to a way of eating, dictated by voice on the way to the bus",
    ["hi so i do intermittent fasting 16:8 so i eat between 12 and 8 and i need some ideas for a big lunch that keeps me full till dinner"],
    [
      "morning sorry im talking to my phone while i walk to the bus",
      "so the fasting thing is going fine actually three months in but if i ever stopped it would only be because of my nans sunday pancakes i swear they are worth breaking any fast for anyway can you give me a few high protein dinners i can make in under half an hour i finish work at 6",
    ],
    /16:8|intermittent|fasting|eating window|12 (?:and|to|-) ?8/i,
    [
      asserts("(?:stop|quit|gave up|give up|no longer|ended|dropp|broke|break)\\w*\\b.*(?:16:8|fasting|\\bfast\\b)", IMAGINED),
      asserts("pancake|breakfast", `${IMAGINED}|\\bnan|grandm|\\bher\\b|worth`),
    ],
  ),
  trap(
    "a coworker's notice and move, beside a kitchen request",
    ["im a sous chef at a hotel restaurant, breakfast and lunch service mostly. need a cheap staff meal idea for 12 people"],
    [
      "ugh what a week. our pastry chef bronagh handed in her notice and moved to regina on sunday!! she's opening her own bakery with her sister. kitchen is chaos without her, im covering desserts on top of everything lol",
      "can you give me a really simple plated dessert i can do for 60 covers without a pastry section",
    ],
    /sous chef/i,
    [
      asserts("Regina", "Bronagh|\\bshe\\b|\\bher\\b|cowork|colleague|pastry chef|sister"),
      asserts("bakery|own business", "Bronagh|\\bshe\\b|\\bher\\b|cowork|colleague|pastry chef|sister"),
      asserts(
        "hand\\w* in .*notice|\\bresign|\\bquit|no longer .*(?:chef|hotel|kitchen)|\\bleft\\b.*(?:hotel|job|kitchen)|\\bmoved\\b",
        "Bronagh|\\bshe\\b|\\bher\\b|cowork|colleague|pastry chef",
      ),
    ],
  ),
  trap(
    "a gym membership that was not cancelled, quick chat",
    [
      "hey! i'm a member at nuffield, go before work mon wed fri. but honestly thinking of cancelling and just doing les mills on demand at home, it's half the price. thoughts?",
    ],
    [
      "so i did NOT cancel nuffield in the end lol. went to cancel and they offered me 3 months at half price, and tbh i missed the pool after a week of jumping around my living room",
      "can you write me a 45 min swim session? i'm slow but i can do front crawl",
    ],
    /Nuffield/i,
    [
      asserts(
        "Les Mills|on demand|at home|living room",
        "\\bnot\\b|n't\\b|\\bnever\\b|tri(?:ed|al)|\\btry|consider|thinking|instead|\\bweek\\b|briefly|\\bif\\b|might|maybe|cheap|price|half|missed|plan",
      ),
      asserts(
        "(?:cancel|quit|stop|left|leav|no longer|dropp)\\w*\\b.*Nuffield",
        "\\bnot\\b|n't\\b|\\bnever\\b|almost|nearly|consider|thinking|went to|tried to|instead|offer",
      ),
    ],
  ),
  trap(
    "a question about another card game, with a second question",
    [
      "i play hearthstone most nights after the kids are in bed, been playing since like 2015. got any tips for getting to legend this season?",
    ],
    [
      "random q, everyone in my group chat keeps saying marvel snap is better than hearthstone now, games are quicker and less grindy. is that true? is it pay to win? would it be worth switching or nah",
      "also whats a good budget deck for hearthstone right now",
    ],
    /Hearthstone/i,
    [
      asserts("Marvel Snap|\\bSnap\\b", ASKED),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved|gave up)\\w*\\b.*Hearthstone", ASKED),
    ],
  ),
  trap(
    "a joke about giving up a hobby, then a real question",
    [
      "i got into bonsai last spring, got 3 trees on the balcony now, a chinese elm, a trident maple and a little jade. how often should i be repotting them?",
    ],
    [
      "RIP to the trident maple 😭 third tree i've killed since the summer. thats it, im retiring from bonsai and taking up something i cant kill, like collecting rocks lol",
      "ok serious question tho, the elm's leaves are going yellow and dropping, it lives on the balcony. too much water or too cold?",
    ],
    /bonsai/i,
    [asserts("(?:retir|quit|gave up|give up|giving up|stop|no longer|done with)\\w*\\b.*bonsai", JOKED), asserts("\\brocks?\\b", JOKED)],
  ),
  trap(
    "a director's quoted end to a compressed week, beside an allotment request",
    [
      "hi, i'm a civil servant on a four day week, fridays off, which i mostly spend at my allotment. can you suggest some fruit bushes that are hard to kill?",
    ],
    [
      'hi again. so in our team meeting my director literally said "from april everyone\'s back on five days, no exceptions, the compressed hours pilot is over". nothing has been sent in writing and the union is already kicking off about it, so who knows',
      "anyway can you help me plan the allotment for spring assuming i still get my fridays? potatoes, beans, that sort of thing",
    ],
    /four[- ]day|4[- ]day|fridays? off|compressed/i,
    [
      asserts(
        "five[- ]days?|5[- ]days?|full[- ]week|monday to friday|mon-fri",
        "said|says|told|director|manager|boss|might|maybe|possib|consider|\\bnot\\b|n't\\b|confirm|propos|plan|\\bif\\b|quot|\\bmay\\b|expect|potential|union|unclear|uncertain|writing|announc",
      ),
      asserts(
        "no longer\\b.*(?:four|4|friday|compressed)|(?:pilot|compressed).*(?:over|ended|ending|scrapped)|lost .*friday",
        "said|says|told|director|manager|boss|might|maybe|possib|\\bnot\\b|n't\\b|confirm|propos|\\bif\\b|quot|\\bmay\\b|union|unclear|writing|announc",
      ),
    ],
  ),
];
