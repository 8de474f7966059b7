// Held-out set 145: written on 2026-11-28 against main at f5dd0c8, by a helper (`set145`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the other sets in /work/sets.
// Style: one voice throughout, a stay-at-home dad of twins who is also a part-time musician, in
// chatty, self-deprecating Australian English ("reckon", "arvo", "heaps", "mate"), asking about
// meal plans, gigs, sleep routines, his ute and a home studio. Half of the changes are told plainly
// as news, half only in passing beside a request (the change shows in a detail of the request).
// Traps: a hypothetical move, a bandmate's news, a quoted remark from his partner, a negation (a
// condition ruled out), a joke, and a trade-in planned but not carried out. Time words fit the two
// conversations' dates (about three weeks apart, January, summer in Australia). A fair fact about
// the old value may stay current once it says the state ended ("Left X", "No longer uses X"):
// `old` then skips such texts.
// First run: 9 of 12 at befd6c0 (the final code of the session's first round), and 9 of 12 on f5dd0c8, the code this round
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|hung up|swapp|traded";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothetic";

/** Words that say something was only said in jest. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|humou?r|banter|tongue|laugh|quip|tease|self-deprecat|pretend|mock`;

export const HELD_OUT_145 = [
  change(
    "a move out of the city told plainly as news, with a meal plan request",
    [
      "g'day! stay-at-home dad of twin girls here, we live in marrickville and the planes overhead wake them up at 5 every single morning. any cheap tricks for blocking out noise in a kids' room?",
    ],
    [
      "big news mate, we finally did it and moved up to katoomba last weekend! cheaper rent, heaps quieter, and the twins reckon the fog is 'clouds that fell down'. only catch is it's a two hour drive down to my gigs now",
      "can you help me plan a week of freezer meals i can batch cook on a sunday arvo? the kitchen in the new place is tiny so nothing that needs five pots",
    ],
    /Katoomba|Blue Mountains/i,
    claims("Marrickville", ["Katoomba", "Blue Mountains"]),
  ),
  change(
    "a new ute shown only in a load-strapping question",
    [
      "my old bravo ute has started blowing a bit of blue smoke on startup. reckon it's the valve stem seals? it's a 2003 with 340k on the clock and it's what i lug all my gear to gigs in",
    ],
    [
      "first proper gig with the musso this saturday and the tub liner it came with is slippery as. what's the best way to strap down a 4x12 cab and a double pram in the tray so nothing slides around? the bravo had those old timber slats so it was never an issue",
    ],
    /Musso/i,
    claims("Bravo", ["Musso"]),
  ),
  change(
    "a recording software switch told plainly, with a project question",
    [
      "i record all my demos in reaper in the spare room, which is now half studio, half nappy storage lol. how do i set up a template so i'm not rebuilding tracks every time i get 20 mins while the twins nap?",
    ],
    [
      "news from the studio front: i've ditched reaper and moved everything over to bitwig. the modulators are ridiculous fun for synth stuff, i lost a whole arvo to it",
      "what's a good way to organise my bitwig projects so i can pick up right where i left off in a 40 minute nap window?",
    ],
    /Bitwig/i,
    claims("Reaper", ["Bitwig"]),
  ),
  change(
    "a switch from bass to keys in the band, shown in a voicing question",
    [
      "i play bass in a covers band, mostly pub gigs around the inner west on friday nights. can you give me a practice routine for my plucking hand when i only get 15 mins a day?",
    ],
    [
      "can you suggest some easy left hand voicings for 70s rock covers? now i'm the keys guy in the band and our new bassist has the low end covered, my left hand is kinda lost. and lugging a stage piano up the pub stairs is way worse than my bass ever was haha",
    ],
    /\bkeys\b|keyboard|piano/i,
    claims("\\bbass\\b", ["\\bkeys\\b", "keyboard", "piano"]),
  ),
  change(
    "a sport given up after an injury, told plainly, with a swimming question",
    ["i play indoor cricket on tuesday nights, it's my one night off dad duty. any stretches for a stiff lower back the morning after?"],
    [
      "bit of news, i've hung up the indoor cricket shoes after tearing my hamstring diving for a catch like an idiot. physio's got me doing ocean swims at clovelly instead, three mornings a week before the twins wake up",
      "any tips for sighting and breathing in choppy water? i keep swallowing half the ocean",
    ],
    /swim/i,
    claims("indoor cricket", ["swim"]),
  ),
  change(
    "a diet change shown only in a lunch request",
    [
      "i'm doing keto to try and shift the dad bod, while my partner and the twins eat normal. can you write me a week of keto dinners i can mostly share with them by adding rice or pasta on the side?",
    ],
    [
      "since i don't eat till midday now with the 16:8 thing, what are some lunches that'll keep me going through an arvo of two toddlers? bread's back on the menu at least, the keto had me a cranky bugger",
    ],
    /16[:/ ]8|intermittent fasting|fasting/i,
    claims("keto", ["fasting", "16[:/ ]8", "off keto"]),
  ),
  trap(
    "a hypothetical move up the coast, asked during a night wake-up",
    [
      "we're in a little two bedroom semi in petersham and the twins share the second room, so when one wakes up the other does too. any ideas for a bedtime routine that staggers them a bit?",
    ],
    [
      "hypothetically, if we sold up and moved to mullumbimby, how would the cost of living actually compare? not doing it, my partner would have my head, i just keep daydreaming about it during the 3am wake ups",
      "also what's a quick dinner i can throw together in 15 mins tonight",
    ],
    /Petersham/i,
    [
      asserts("Mullumbimby|Mullum", `${IMAGINED}|\\?|daydream|\\bask|curious|wonder|compar|cost of living|question|whether`),
      asserts("(?:left|moved|moving|relocat|sold|selling)\\w*\\b.*Petersham", `${IMAGINED}|daydream|\\bask|curious|compar`),
    ],
  ),
  trap(
    "the band's drummer quits for a cruise ship gig",
    [
      "i play lead guitar in a wedding band called the southerly busters, most saturdays from october to april. can you suggest a few first dance songs that aren't the same five everyone plays?",
    ],
    [
      "bad news mate, thommo our drummer just quit the southerly busters to take a six month gig on a cruise ship, and we've got 8 weddings booked before the end of april",
      "can you help me write a short ad for a new drummer to post in the local muso groups?",
    ],
    /Southerly Busters|wedding band/i,
    [
      asserts("cruise", "Thommo|drummer|bandmate|band member|\\bmate\\b|\\bhis\\b|\\bhe\\b"),
      asserts(
        "(?:quit|left|leaving|no longer)\\w*\\b.*(?:Southerly|band)",
        "Thommo|drummer|bandmate|band member|\\bmate\\b|\\bhis\\b|\\bhe\\b|replac|new drummer|looking for|hunt|\\bad\\b",
      ),
    ],
  ),
  trap(
    "his partner's quoted prediction that he'll eat meat again",
    [
      "been vegetarian since uni, nearly 15 years now. can you help me plan a week of vego dinners that a pair of fussy three year olds will actually eat?",
    ],
    [
      "ailsa said last night 'you'll be back on the snags before footy season, mark my words' just because i was eyeing off the neighbour's barbie lol. not happening",
      "what's a good vego thing i can chuck on the barbie on saturday so i don't feel left out?",
    ],
    /vegetarian|vego/i,
    [
      asserts(
        "(?:eats?|eating|back on)\\b.*(?:meat|snags?\\b|sausage)",
        "\\bnot\\b|n't\\b|\\bno\\b|never|Ailsa|partner|said|predict|tease|joke|wife|girlfriend|\\bshe\\b|\\bher\\b|mark my|\\bif\\b|will|would|vego|vegetarian (?:snag|sausage)",
      ),
      asserts(
        "(?:no longer|stopped|quit|gave up|given up|ended)\\b.*vegetarian",
        "Ailsa|partner|said|predict|tease|joke|wife|girlfriend|\\bshe\\b|\\bher\\b|mark my|\\bif\\b|will|would|\\bnot\\b|n't\\b|never",
      ),
    ],
  ),
  trap(
    "a wrist condition ruled out, with a warm-up request",
    [
      "i've got de quervain's tendinitis in my left wrist, apparently it's heaps common in parents from lifting babies all day. it's making chord shapes on guitar pretty painful. any stretches that won't make it worse?",
    ],
    [
      "update on the wrist: got the ultrasound back and it's definitely NOT carpal tunnel, which my GP was a bit worried about, so no surgery talk. still just the same old de quervain's",
      "can you help me put together a short warm up for before gigs that goes easy on my thumb?",
    ],
    /de Quervain|tendin/i,
    [
      asserts(
        "carpal tunnel",
        "\\bnot\\b|n't\\b|\\bno\\b|ruled|negative|worr|concern|suspect|possib|check|test|ultrasound|scan|\\bGP\\b|doctor|feared|instead",
      ),
      asserts("surgery", "\\bnot\\b|n't\\b|\\bno\\b|avoid|without|ruled"),
    ],
  ),
  trap(
    "a joke about retiring from music to change nappies",
    [
      "i play drums in a jazz trio, we've got a regular thursday spot at a little wine bar in dulwich hill. can you suggest a few brush patterns for ballads? i'm rusty as",
    ],
    [
      "that's it, i'm officially retiring from music to become a full time professional nappy changer. pay's rubbish but the audience is loyal lol. nah, just had a shocker at the gig last thursday, dropped a stick twice",
      "any tips for keeping a loose grip when i'm running on 4 hours sleep?",
    ],
    /drum/i,
    [
      asserts("(?:retir|quit|gave up|give up|stopp|no longer|left)\\w*\\b.*(?:music|drum|trio|gig|wine bar)", JOKED),
      asserts("nappy changer", JOKED),
    ],
  ),
  trap(
    "a ute trade-in walked away from at the dealer",
    [
      "i drive an old XR6 ute, it's my gig wagon and does the daycare run on the side. what should i check before a long drive up the coast to a festival next month?",
    ],
    [
      "so i was all set to trade the XR6 in on a gladiator last week, test drive and everything, but the dealer offered me a measly 6 grand for it so i walked. keeping the old girl",
      "what's a reasonable amount to spend on new shocks for it, roughly?",
    ],
    /XR6/i,
    [
      asserts("Gladiator", `${IMAGINED}|test|walk|plan|set to|trade|offer|dealer|almost|nearly|look|against|decid|instead of`),
      asserts(
        "(?:sold|traded|replac|switch|no longer|got rid)\\w*\\b.*XR6",
        `${IMAGINED}|almost|nearly|plan|set to|offer|walk|kept|keep|against|decid`,
      ),
    ],
  ),
];
