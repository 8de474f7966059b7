// Held-out set 89: written on 2026-11-27 against main at 0584df2, by a helper (`set89`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 86 in /work/sets.
// Style: health, relationships and family life told to an assistant by adults of mixed ages (a
// partner's name and status, a pregnancy and a new baby, a divorce, a medication switch, an
// injury healing, a diet for health reasons, a pet, caring for a parent), changes said warmly or
// matter-of-factly, most messages with a request. Traps are a sibling's and a friend's news, what
// a doctor only suggested, a worry that is not a fact ("I might be ..."), a question, and quoted
// speech the user rejects. A fair fact about the old value may stay current once it says the
// state ended ("Divorced", "No longer takes X"): `old` then skips such texts.
// First run: 5 of 12 at 0584df2 (the session's final code), and 5 of 12 on 1598cc8, the code the session started
// from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Takes X", not "Stopped X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say a thing was only suggested, feared or asked about. */
const UNSURE =
  "\\?|\\bask|wonder|whether|question|curious|suggest|mention|recommend|advis|worr|fear|scared|afraid|suspect|unsure|unconfirm|late\\b|\\btest|may\\b|later|option";

export const HELD_OUT_89 = [
  change(
    "a girlfriend becomes a fiancée, told warmly with a planning request",
    [
      "my girlfriend zdenka and i have been together almost four years and we're hosting her parents for dinner saturday. can you suggest a vegetarian main that feels a bit special?",
    ],
    [
      "so i proposed on the beach on sunday and zdenka said yes!! still grinning like an idiot. we're thinking a small wedding next autumn",
      "can you give me a rough checklist of what to sort out in the first couple of months of being engaged?",
    ],
    /engaged|fianc/i,
    claims("girlfriend|dating|\\bin a relationship", ["engaged", "fianc", "propos"]),
  ),
  change(
    "a pregnancy ends in a birth, told through the newborn's name",
    ["i'm 33 weeks pregnant with our first and my back is killing me at night. what sleeping positions are actually safe this late on?"],
    [
      "wrenna arrived twelve days ago, 3.4kg and absolutely perfect, and i have never been this tired in my life. she cluster feeds every evening from about 6 to 10",
      "is that normal at this age, and how do i get anything to eat while she's doing it?",
    ],
    /Wrenna|(?:daughter|baby girl|newborn)/i,
    claims("pregnan|weeks along|expecting|due date|\\bis due\\b", ["born", "birth", "arrived", "deliver", "Wrenna", "daughter", "newborn"]),
  ),
  change(
    "a marriage ends in a divorce, said matter-of-factly with a money question",
    [
      "my husband clement and i are trying to sort out our retirement savings, we're both 58. can you explain the difference between a roth and a traditional ira in plain english?",
    ],
    [
      "the divorce from clement was finalised on tuesday. it was amicable enough, thirty years is thirty years. i'm keeping the house",
      "what do i need to change on my accounts and beneficiaries now that i'm single again?",
    ],
    /divorc|\bsingle\b/i,
    claims("married|husband|spouse", ["divorc", "separat", "single"]),
  ),
  change(
    "an antidepressant switch, told in passing with a sleep question",
    [
      "i've been on effexor for my anxiety for about two years and it mostly works. any tips for remembering to take a daily pill? i keep forgetting on weekends",
    ],
    [
      "my psychiatrist took me off effexor, the tapering was rough but i'm on wellbutrin now and about two weeks in. i feel a bit wired in the evenings",
      "any ideas for winding down before bed that aren't just 'put your phone away'?",
    ],
    /Wellbutrin|bupropion/i,
    claims("Effexor|venlafaxine", ["Wellbutrin", "bupropion", "taper", "took .* off", "off effexor"]),
  ),
  change(
    "a broken wrist heals, told as the cast coming off and a hobby resuming",
    ["i broke my right wrist falling off a stepladder, so i'm in a cast for the next six weeks. how do i shower without getting it wet?"],
    [
      "cast came off on thursday!! the wrist is stiff and weirdly skinny but the x-ray showed it's fully healed. the physio gave me squeezing exercises with putty",
      "can you make me a little daily schedule for the exercises so i actually do them?",
    ],
    /heal|cast (?:came |is |was )?(?:off|removed)|out of (?:the |a )?cast|recover/i,
    claims("\\bcast\\b|broken (?:right )?wrist|broke (?:his|her|their|the|a|right)? ?(?:right )?wrist|fractur", [
      "off",
      "removed",
      "heal",
      "recover",
      "physio",
    ]),
  ),
  change(
    "a gluten-free trial ends after a negative coeliac test, told with a baking request",
    [
      "my gp thinks i might be coeliac so i've gone completely gluten free while we wait for the tests. what can i pack for work lunches that isn't just rice cakes?",
    ],
    [
      "good news, the biopsy came back clear, so not coeliac after all, just a grumbly gut. i've gone back to eating normal bread and honestly i missed it so much",
      "can you give me a simple sourdough recipe for a total beginner?",
    ],
    /(?:eat|eating|eats)\b.*(?:gluten|bread|wheat)|(?:gluten|bread|wheat).*again|not (?:coeliac|celiac)|(?:coeliac|celiac).*(?:negative|clear|ruled out)|(?:negative|clear|ruled out).*(?:coeliac|celiac)/i,
    claims("gluten[- ]free", ["negative", "clear", "ruled out", "again", "reintroduc", "bread", "trial"]),
  ),
  trap(
    "a sister's pregnancy announcement, with a gift request",
    [
      "my partner leopold and i have been together six years, no kids, just two very spoiled cats. can you recommend a cat water fountain that's quiet?",
    ],
    [
      "my little sister just told us she's pregnant with twins!! i'm going to be an auntie and i cried in the middle of a restaurant",
      "what's a thoughtful gift for a first time mum that isn't another pile of onesies?",
    ],
    /Leopold/i,
    [
      asserts("pregnan|expecting|twins|\\bbaby\\b|\\bmum\\b|\\bmother\\b", "sister|sibling|\\bher\\b|\\bshe\\b|niece|nephew|aunt|gift"),
      asserts("(?:has|have) (?:kids|children)", "sister|sibling|\\bher\\b|\\bshe\\b|niece|nephew|aunt"),
    ],
  ),
  trap(
    "a doctor only suggests adding a second blood pressure pill",
    ["i'm 67 and take telmisartan every morning for my blood pressure. can you suggest some low salt lunches that aren't boring?"],
    [
      "saw my gp today. she said if my readings are still high in three months she may add hydrochlorothiazide, but for now i just stay on the telmisartan and walk more",
      "how do i take my blood pressure at home properly so the readings are fair?",
    ],
    /telmisartan/i,
    [
      asserts("hydrochlorothiazide|water pill|diuretic", `${IMAGINED}|${UNSURE}|doctor|\\bgp\\b|\\bshe\\b|three months|readings`),
      asserts("(?:stopped|no longer|switch|replac|came off|off)\\w*\\b.*telmisartan", IMAGINED),
    ],
  ),
  trap(
    "a worry of being pregnant, not confirmed, with a question",
    [
      "my husband emrys and i have been trying for a baby for about a year now. can you suggest some fertility friendly dinners that we'd both actually eat?",
    ],
    [
      "i might be pregnant?? i'm four days late but i'm too scared to test in case it's negative again. how early is a home test actually accurate?",
    ],
    /Emrys|trying (?:for a baby|to (?:conceive|get pregnant))|\bTTC\b/i,
    [asserts("pregnan|expecting", `${IMAGINED}|${UNSURE}|trying|conceiv|\\bTTC\\b`)],
  ),
  trap(
    "a question about getting a second dog",
    [
      "our bernese pilchard is nine now and getting a bit creaky on walks. are there joint supplements for older dogs that actually do anything?",
    ],
    ["do you think we should get a second dog? would a young border terrier keep pilchard lively or just drive him mad?"],
    /Pilchard/i,
    [
      asserts("border terrier|second dog|two dogs|new (?:dog|puppy)", `${IMAGINED}|${UNSURE}|should`),
      asserts("(?:died|passed|lost|rehom|gave away)\\w*\\b.*Pilchard", IMAGINED),
    ],
  ),
  trap(
    "a brother's quoted advice to move their father into a care home, rejected",
    [
      "my dad has lived with me in kalgoorlie since his stroke last spring, and i do most of his care around my shifts. how do i get him to drink more water without nagging?",
    ],
    [
      "my brother rang and said \"just put him in a care home, that's what everyone does\". not happening. dad's doing well here and he'd hate it",
      "can you help me find some gentle chair exercises he could do in the afternoons?",
    ],
    /(?:father|dad).*(?:lives? with|living with|stroke|care)|(?:car(?:es|ing) for|looks? after|lives? with|living with).*(?:father|dad)/i,
    [
      asserts(
        "(?:care|nursing|retirement) home|aged care|assisted living",
        `${IMAGINED}|brother|said|says|suggest|refus|won't|against|reject|happening`,
      ),
      asserts(
        "(?:father|dad)\\b.*(?:moved|moving) (?:out|to a|into a)|(?:moved|moving) (?:father|dad)|no longer (?:lives|living|cares|caring)",
        IMAGINED,
      ),
    ],
  ),
  trap(
    "a friend's divorce and a friend staying over",
    [
      "my husband benedek and i are celebrating 25 years married next month. can you help me plan a weekend away that isn't too far from home?",
    ],
    [
      "my oldest friend oriel is going through a really nasty divorce and she's staying in our spare room for a few weeks. i want to be supportive without smothering her",
      "what are some kind, low pressure ways to help a friend who's going through this?",
    ],
    /Benedek/i,
    [
      asserts("divorc|separat|split", "friend|Oriel|\\bher\\b|\\bshe\\b"),
      asserts("(?:lives?|living) with.*Oriel|Oriel.*(?:lives?|living) with", `friend|temporar|staying|for a few|spare room|${IMAGINED}`),
    ],
  ),
];
