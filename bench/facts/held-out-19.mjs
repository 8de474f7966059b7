// Held-out set 19: written on 2026-11-27 against main at 93a254b, by a helper (`set19`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap and of its harmless reading).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or held-out sets 1 to 18. The core life changes of issue 26,
// said casually; lower case with typos and fillers, news after small talk, two things in one
// message, time words that fit the two conversations' dates (about three weeks apart), the way
// people type to an assistant. A fair fact about the old value may stay current once it says the
// state ended ("No longer ..."): `old` then skips such texts.
// First run: 10 of 12 at 7f3f3d2 (code of 421a14e, the session's first round of new sets), and 9 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|\\bsold\\b|anymore|any more|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_19 = [
  change(
    "grenoble to eindhoven",
    [
      "hey! quick bit of context: i live in grenoble, im a mechanical engineer at a small pump manufacturer and i ski basically every weekend in winter",
    ],
    [
      "sorry its been a while, the last few weeks were insane",
      "we moved to eindhoven last week!! my wife got a postdoc at the tu and it all happend super fast. flat is tiny and there are zero mountains, im in mourning lol. still working for the same company remotely for now",
    ],
    /Eindhoven/i,
    claims("Grenoble", ["Eindhoven"]),
  ),
  change(
    "pharmacist changes chain",
    ["im a pharmacist at boots, mostly the early shift, so i'm usually asking you stuff at silly o'clock"],
    [
      "morning! survived my first week",
      "so i finished at boots on friday and started at superdrug as of monday, better hours and its a 10 min walk from home. also my back is finally ok after 6 weeks of physio so honestly double win",
    ],
    /Superdrug/i,
    claims("\\bBoots\\b", ["Superdrug", "notice", "resign", "finish"]),
  ),
  change(
    "weight watchers dropped",
    ["i've been on weight watchers for about 3 months now, down 6 kilos!! so if you give me recipes can you keep them low points pls"],
    [
      "hiya, hope you're good",
      "so i quit weight watchers a couple of weeks ago, the points thing was making me kind of obsessive tbh. just eating normally now, more veg, less counting. anyway can you give me a good lentil soup recipe",
    ],
    /(?:no longer|\bnot\b|stopped|quit|gave up|left|cancel|ended|done with|\boff\b).*(?:Weight ?Watchers|\bWW\b|points)|eat(?:s|ing)? normally|(?:stopped|quit|no longer) counting/i,
    claims("Weight ?Watchers|\\bWW\\b|low points|counts? points", ["kilo", "\\blost\\b", "\\bdown\\b", "weight loss", "\\boff\\b"]),
  ),
  change(
    "phone replaced",
    ["my phone is a oneplus 8, it's old but it works, im really not a phone person"],
    [
      "small update on the tech front lol",
      "the oneplus finally died last week (dropped it in a lake, long story), so i got a sony xperia 10 instead. mostly becuase it still has a headphone jack and an sd card slot, which apparently makes me a dinosaur",
    ],
    /Xperia|Sony/i,
    claims("One ?Plus", ["Xperia", "Sony", "died", "dead", "broke", "lake", "dropped", "lost"]),
  ),
  change(
    "goes by a short name now",
    ["hi, im wilhelmina (yes really, blame my grandma). can you help me write a cover letter for a receptionist job?"],
    [
      "hello again! i got the job btw, thank you!!",
      "oh and can you call me mina from now on? everyone at the new place has been calling me that since new year and honestly i like it way better than wilhelmina, it always felt like a name for a ship",
    ],
    /\bMina\b/i,
    claims("Wilhelmina", ["\\bMina\\b", "prefer", "goes by", "\\bcall", "full name", "nickname", "birth"]),
  ),
  change(
    "split up with the boyfriend",
    ["me and my boyfriend joaquin share a tiny flat, he does all the cooking thank god, i burn pasta"],
    [
      "ugh what a month",
      "joaquin and i split up a couple of weeks ago. it was mutual, mostly. he moved out on sunday so i guess i'm learning to cook now lol. can you give me like 3 idiot proof dinners",
    ],
    /split|broke up|break ?up|separated|\bsingle\b|ended .*relationship|no longer (?:together|dating|in a relationship|with)|ex-? ?boyfriend|\bex\b/i,
    claims("boyfriend|Joaquin|in a relationship|\\bdating\\b|\\bpartner\\b", ["split", "broke", "break", "separat", "single"]),
  ),
  trap(
    "if i ever get laser eye surgery",
    ["i'm super short sighted, like -7, been wearing glasses since i was six"],
    [
      "my glasses fogged up about 40 times on the bus today, winter is the worst",
      "if i ever get lasik done i'm throwing a party. have you seen the price though?? maybe when i'm rich lol. anyway what's a good anti fog spray",
    ],
    /short[- ]?sighted|near[- ]?sighted|myopi|glasses|-7/i,
    [
      asserts(
        "lasik|laser|eye surgery|(?:no longer|doesn't|does not|stopped) (?:wears?|wearing|needs?) glasses",
        "\\bif\\b|would|'d\\b|\\bever\\b|consider|think|want|wish|dream|one day|someday|maybe|might|price|afford|rich|cost|party|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "sister's marriage ending",
    ["i'm married to dmitri, 6 years this may, we live with two very loud cats"],
    [
      "heavy week tbh",
      "my sister yusra and her husband are splitting up, so she's staying with us for a bit. dmitri has been amazing about it. any tips for helping someone through a divorce without making it weird?",
    ],
    asserts("married|husband|Dmitri", "sister|Yusra|\\bher\\b|\\bshe\\b|no longer|divorc|separat|split"),
    [
      asserts(
        "divorc|separat|split|broke up|break ?up|\\bsingle\\b|no longer married",
        "sister|Yusra|\\bher\\b|\\bshe\\b|someone|help|support|tips|advice",
      ),
    ],
  ),
  trap(
    "did not cancel the trip",
    ["planning a cycling trip round sardinia in may with my dad, ferries booked and everything, so i'm trying to actually train this time"],
    [
      "everyone keeps asking if i've cancelled sardinia because of my knee",
      "i did NOT cancel lol. physio says it's just tendinitis and i'm cleared to ride, so we're still going in may. can you make me a training plan for the next 12 weeks",
    ],
    /Sardinia/i,
    [
      asserts(
        "(?:cancel|called off|postpon|scrap|no longer|not going|won't go|will not go).*(?:Sardinia|trip|cycling)|(?:Sardinia|trip|cycling).*(?:cancel|called off|postpon|scrap)",
        "did not|didn't|never|asking|asked|\\bif\\b|still|whether|keeps",
      ),
    ],
  ),
  trap(
    "asking about another note app",
    ["i keep literally everything in bear, recipes, my journal, work notes, it's like 3000 notes at this point"],
    [
      "random q",
      "is tana actually any good or is it just hype? everyone on my timeline is obsessed with it and i'm wondering if it's worth moving all my bear stuff over. feels like a lot of work",
    ],
    /\bBear\b/i,
    [
      asserts("Tana", "\\?|ask|wonder|consider|think|curious|hype|worth|whether|obsess|timeline|everyone|question|\\bif\\b"),
      /^(?:No longer|Stopped|Quit|Left|Moved (?:away )?from|Switched (?:away )?from)\b.*\bBear\b/i,
    ],
  ),
  trap(
    "a seafood diet joke",
    ["fyi im allergic to shellfish, like carry-an-epipen allergic, so keep that in mind for recipe ideas"],
    [
      "my friend asked me what diet i'm on these days",
      "i told her i'm on a seafood diet: i see food and i eat it 😂 anyway can i get a quick weeknight curry? no prawns obviously",
    ],
    /shellfish|prawn|crustacean/i,
    [
      asserts(
        "seafood|pescatarian|pescetarian|\\bfish\\b",
        "jok|lol|😂|see food|kidding|allerg|no prawns|avoid|\\bnot\\b|n't\\b|friend|asked",
      ),
    ],
  ),
  trap(
    "mother-in-law's quoted plan",
    ["i live in albuquerque, teach middle school science, been here 11 years and i still get excited about the balloon fiesta"],
    [
      "sunday lunch at the in-laws was A Lot",
      'my mother-in-law announced to the whole table "so when you two move to tucson next year the kids can have the pool" like its decided?? we are NOT moving, we love it here',
    ],
    /Albuquerque/i,
    [
      asserts("Tucson", "mother|in-law|said|says|announce|asked|\\bnot\\b|n't\\b|nobody|decided|lunch"),
      asserts("(?:no longer|moving|moved|relocat|leaving|left)\\b.*Albuquerque", "\\bnot\\b|n't\\b|mother|in-law"),
    ],
  ),
];
