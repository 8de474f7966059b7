// Held-out set 78: written on 2026-11-27 against main at 1598cc8, by a helper (`set78`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: users who give context in longer messages of three to five sentences, several facts in
// one message (where they live, what they do, family, a habit), with the change told in the
// middle of them rather than first, and a request at the end; mixed topics (home, studies, phone,
// partner, car, medication). Traps are hidden the same way inside longer messages: a sister's
// move, an "I almost handed in my notice", a car deal that fell through, "people keep asking if
// I've gone vegan", a question about proposing, and a joke about being a chauffeur. British and
// Canadian chat style; time words fit the two conversations' dates (about three weeks apart,
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at cd6a713, and 7 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|swapp|split";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|almost|nearly|tempt";

/** Words that say something was said in jest or as a figure of speech. */
const JOKED =
  "jok|jest|\\bha\\b|humou?r|quip|kidding|teas|sarcas|tongue|basically|feels like|describ|calls? (?:him|her|them)sel|like a|figurative|laugh";

export const HELD_OUT_78 = [
  change(
    "a move to Forfar told between a childminder and hill runs",
    [
      "I'm a dispensing optician in Montrose, married with a wee boy who turned three last month, and most mornings I squeeze in a 6k run along the beach before work. I've been stuck at the same pace since the summer though. Could you give me a simple interval session to get a bit quicker?",
    ],
    [
      "Bit of a mad month here. My mother-in-law has started taking our boy on Tuesdays, the opticians let me transfer to their Forfar branch once we got the keys to our new house there, and now my runs are all hills round the loch instead of the flat beach. My calves are screaming in the best way. How should I change my training for a much hillier route?",
    ],
    /Forfar/i,
    claims("Montrose", ["Forfar"]),
  ),
  change(
    "a course swap from geology to zoology told among house and bakery news",
    [
      "I'm in second year doing geology at uni and I share a terraced house with four other students who never, ever wash up. I work Saturdays at a bakery to cover my rent. Can you explain the difference between igneous and metamorphic rocks in a way that'll actually stick for my exam?",
    ],
    [
      "Term's back and the house is as grim as ever, someone's had a pan soaking since before Christmas. I'm still doing Saturdays at the bakery, but I've swapped off geology onto zoology now, the department let me carry my first-year credits over, so it's animal behaviour and physiology from here on. My first lab report is due Friday, on woodlouse habitat choice.",
      "Could you give me a structure for a short lab report?",
    ],
    /zoolog/i,
    claims("geolog", ["zoolog"]),
  ),
  change(
    "a new work phone told in passing after the old one fell out of a tree",
    [
      "I'm a tree surgeon working all over the Borders, my partner runs a farm shop, and we've got a pair of rescue terriers who rule the house. I use a rugged Ulefone for work because normal phones don't survive a week with me. What's a good way to auto-back up my photos of job sites without paying for a massive cloud plan?",
    ],
    [
      "The terriers have discovered the sofa and there's no going back. Work's picking up with all the storm damage, and the Cat S62 I got after the Ulefone fell out of a sycamore and smashed has a thermal camera that's genuinely handy for spotting rot in trunks. My partner's farm shop just had its best month on record too. How do I get the thermal photos to save with the location so I can match them to jobs?",
    ],
    /S62|Cat phone|Caterpillar/i,
    claims("Ulefone", ["S62", "\\bCat\\b", "smash", "broke", "\\bfell\\b"]),
  ),
  change(
    "a breakup told among school, flat and cooking news",
    [
      "I'm a secondary school music teacher and I live with my boyfriend Evander in a flat above a chip shop, which is exactly as smelly as it sounds. We've been together four years and he does most of the cooking, so I'm trying to pull my weight. Any easy batch-cooking ideas for two people?",
    ],
    [
      "Term's started again and I've got a Year 9 class that's going to be the death of me. Evander and I split up over Christmas and he's gone back to his parents', so it's just me above the chip shop now, and I've finally got room for a keyboard in the spare room. I'm still trying to cook properly rather than living on chips. Can you scale batch-cooking down for one person so I'm not eating the same curry all week?",
    ],
    /\bsingle\b|split|broke up|break-?up|separat|\bex\b|ex-|lives alone|living alone|lives on (?:her|his|their) own|ended.*relationship|relationship.*ended/i,
    claims("Evander|boyfriend|in a relationship", ["single", "broke", "break", "separat", "alone", "gone back", "own"]),
  ),
  change(
    "a car trade-in told between a bigger patch and vegetarian teenagers",
    [
      "I'm a district nurse covering a big rural patch outside Alnwick, so I'm in my Picanto for hours every day. I've got two teenagers and a spaniel who comes along on most of my rounds, and the car now smells permanently of wet dog. Any tips for getting that smell out of the seats?",
    ],
    [
      "The patch has got even bigger since a colleague retired, and both teenagers have announced they're vegetarian, so dinner is chaos. The Kuga I traded the Picanto in for has been brilliant on the farm tracks, I don't know how I lasted so long in that wee thing, and the spaniel loves having a proper boot to himself. What's the best way to protect a boot floor from muddy paws?",
    ],
    /Kuga/i,
    claims("Picanto", ["Kuga", "trade"]),
  ),
  change(
    "an antihistamine swap told among venue and coffee news",
    [
      "I'm a sound engineer at a live music venue so my hours are all over the place, and I've got a dust mite allergy that flares up every winter. I take cetirizine every morning for it, and I drink far too much coffee on show nights. Is it okay to have that much coffee while I'm on antihistamines?",
    ],
    [
      "Mad few weeks at the venue, we had four sold-out nights in a row. The cetirizine was making me so groggy at the desk that my GP has moved me over to fexofenadine, and I've cut down to two coffees a day like you said. I've also bought mite-proof covers for the mattress. Is there anything else I can do around the flat to keep the dust mites down?",
    ],
    /fexofenadine/i,
    claims("cetirizine", ["fexofenadine", "groggy", "drows", "\\boff\\b"]),
  ),
  trap(
    "a sister's move to Whitehorse inside a long message about packing and a present",
    [
      "I live in Sherbrooke and work as a dental lab technician, making crowns and bridges all day. Can you suggest some stretches for a stiff neck from hunching over a bench?",
    ],
    [
      "My sister just moved to Whitehorse for her husband's job, so I spent the last two weekends helping her pack up the whole house, and my niece is heartbroken about leaving her school. Meanwhile I'm still hunched over crowns all week and my neck hasn't forgiven me. She wants me to fly out in March to see the new place. Any ideas for a going-away present for a ten-year-old that would help her stay in touch with her friends back here?",
    ],
    /Sherbrooke|dental (?:lab|tech)/i,
    [
      asserts("Whitehorse|Yukon", "sister|sibling|\\bher\\b|\\bshe\\b|niece|visit|\\bfly|trip|march|brother-in-law|family|want"),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Sherbrooke", "sister|\\bher\\b|\\bshe\\b|niece"),
    ],
  ),
  trap(
    "an 'I almost handed in my notice' among knees and yoga",
    [
      "I'm the plant area supervisor at Hollybrook Garden Centre, been there about five years now. Can you help me set up a fair weekend rota for six staff over February half-term?",
    ],
    [
      "Honestly, I almost handed in my notice on Friday after the owner scrapped everyone's overtime without any warning. My partner talked me down, and I do love the job, so I'm staying put. My knees are also complaining from hauling compost bags, so I've started Sunday morning yoga. Could you help me word an email to the owner pushing back on the overtime change without it sounding like a resignation?",
    ],
    /Hollybrook|garden cent/i,
    [
      asserts(
        "(?:quit|left|leav|resign|handed in|gave notice|no longer|former)\\w*\\b.*(?:Hollybrook|garden cent|job|supervisor)",
        "almost|nearly|consider|thinking|tempt|talked|didn't|\\bnot\\b|n't|stay|without|sound",
      ),
      asserts("unemployed|job.?hunting|looking for (?:a )?(?:new )?(?:job|work)", IMAGINED),
    ],
  ),
  trap(
    "a car deal that fell through, told among cycling and a brother-in-law's guess",
    [
      "I drive a 2011 Meriva and it's started making a whining noise that gets louder when I speed up. Could that be the gearbox, or something cheaper?",
    ],
    [
      "I'm back to cycling to the office two days a week to save money, which my physio is thrilled about for my back. The deal on that secondhand Citigo fell through when the finance company turned me down, so I'm nursing the Meriva along for another year at least. My brother-in-law reckons the whine is just a wheel bearing.",
      "Roughly how much should a wheel bearing replacement cost, and is it a DIY job?",
    ],
    /Meriva/i,
    [
      asserts(
        "Citigo",
        `${IMAGINED}|fell through|turned down|declin|financ|deal|plan|tried|attempt|was going|look|reject|refus|unable|fail`,
      ),
      asserts("(?:sold|traded|replac|no longer|switch|got rid|gave up)\\w*\\b.*Meriva", `${IMAGINED}|fell through|turned down|declin`),
    ],
  ),
  trap(
    "'people keep asking if I've gone vegan' among oat milk and a trip",
    [
      "I'm pescatarian, so fish yes but no meat, and I cook most of my dinners from scratch. Can you give me three quick weeknight dinners using white fish?",
    ],
    [
      "I've been on a big oat milk and tofu kick because the supermarket had them on offer, and now people at work keep asking if I've gone vegan. Nope, I still have fish a couple of times a week, I just love a bargain. I'm also bringing lunch in every day to save up for a trip to Faro in June. Could you give me a few packed lunch ideas that don't need a microwave?",
    ],
    /pescatarian|\bfish\b|seafood/i,
    [asserts("\\bvegan", "ask|wonder|people|keep|\\?|\\bnot\\b|n't|cowork|colleague|nope|assum|think|thought|jok|whether|\\bif\\b|mistak")],
  ),
  trap(
    "a question about proposing, after a sister-in-law's engagement",
    [
      "My girlfriend Itzel and I have been together three years, and we share a little flat in Viborg with a very opinionated conure. Could you suggest a nice winter day out for our anniversary that doesn't involve a fancy restaurant?",
    ],
    [
      "Work's been hectic, I'm covering for my manager while she's on leave, and the conure has learned to copy the microwave beep, which is exactly as annoying as it sounds. Itzel's sister got engaged at Christmas and it's got me wondering, is three years too soon to propose, or is that about normal? What are some low-key proposal ideas for someone who hates being the centre of attention?",
    ],
    /Itzel|girlfriend/i,
    [asserts("engaged|fianc|\\bproposed\\b|\\bmarried\\b", `${IMAGINED}|sister|\\?|ask|wonder|plan|whether|too soon|propos(?:e|ing)\\b`)],
  ),
  trap(
    "a joke about being a full-time chauffeur, among a new cat and extensions",
    [
      "I'm an architect at a small practice in Thetford, mostly timber-frame houses and the odd barn conversion. Could you explain passive house standards in plain terms that I can reuse for a client?",
    ],
    [
      "Between my son's swimming galas, my daughter's Scouts and my own deadlines, I've basically become a full-time chauffeur with architecture as a side hustle, ha. We've also just adopted a rescue cat called Sorrel who insists on sleeping across my drawings. Work itself is mostly extensions right now, which I don't mind.",
      "Can you help me build a weekly family schedule so nobody gets forgotten at the pool?",
    ],
    /architect/i,
    [
      asserts("chauffeur|\\bdriver\\b|taxi|side hustle|side gig|part-time architect", JOKED),
      asserts("(?:quit|left|no longer|gave up)\\w*\\b.*architect", JOKED),
    ],
  ),
];
