// Held-out set 5: written on 2026-11-26 against main at 3dad697, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, on topics the other sets cover
// little (a bank switched, a partner's job, a hobby dropped, a commute, a pet that died, a
// medication; traps: sarcasm about a food, a volunteering plan cancelled before it started, a
// past city told as a story, reported speech about a phone provider, a running habit and a
// "would", a question about a parent's phone). Lower case with typos and fillers, news after
// small talk, the way people type to an assistant. A fair fact about the old value may stay
// current once it says the state ended ("No longer knits"): `old` then skips such texts.
// First run: 5 of 12, by the helper `wording` on its branch (main at 0655867 plus its wording
// changes), before any fix was made from it. It was tuned on afterwards (belief frames, an
// activity named by its verb), 6 of 12 at 8b151b8. Its first run stays the held-out figure.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|closed|moved|switch|changed|instead|dropped";
/** A fact that still states `value`: no word of ENDED before it ("Banks with Barclays", not "Closed Barclays account"). */
const still = (value, ended = ENDED) => new RegExp(`^(?:(?!${ended}).)*${value}`, "i");
/** Any fact about `value` that says none of ENDED nor `also` anywhere (for traps). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");
/** A fact that says `value` was given up. */
const gaveUp = (value) => new RegExp(`(?:no longer|stop|quit|gave up|gives up|given up|dropped|ended|not\\b|n't\\b).*${value}`, "i");
const DIED = "died|passed|put down|put to sleep|lost|death|dead";

export const HELD_OUT_5 = [
  change(
    "switched banks",
    ["ok boring admin stuff, my salary goes into my barclays account and i pay everything from there"],
    [
      "hiya hope ur well. long weekend, finally painted the hallway",
      "oh and i closed my barclays account, moved everything over to monzo a couple of weeks ago, the app is sooo much better",
    ],
    /Monzo/i,
    still("Barclays"),
  ),
  change(
    "wife changed jobs",
    ["my wife dagny is a pharmacist at walgreens, she works crazy hours"],
    ["so much going on lol. dagny quit walgreens in september and shes teaching chemistry at the community college now, way happier"],
    /(?:wife|Dagny).*(?:teach|community college)/i,
    new RegExp(`^(?=.*(?:wife|Dagny))(?:(?!${ENDED}).)*(?:Walgreens|pharmacist)`, "i"),
  ),
  change(
    "gave up knitting",
    ["i knit most evenings while watching tv, currently on my third sweater this year"],
    [
      "ok weird q first, is it normal for a cactus to go soft?? anyway",
      "also i havent touched my needles since march tbh, think i've given up knitting, my wrists hate it",
    ],
    gaveUp("knit"),
    still("knit"),
  ),
  change(
    "bus commute to ferry",
    ["i take the 14 bus to work, its always late and smells like wet dog"],
    ["mornings are so much better lately!! the office moved to the harbour so as of monday i commute by ferry, 20 min w a coffee on deck"],
    /ferry/i,
    still("\\bbus\\b"),
  ),
  change(
    "the old dog died",
    ["we have a grumpy old beagle called biscuit, hes 14 and still steals socks"],
    ["sorry i've been quiet.", "biscuit died on saturday, we had to put him down. the house feels so empty without him"],
    new RegExp(`(?:Biscuit|beagle|dog).*(?:${DIED})|(?:${DIED}|no longer has|has no).*(?:Biscuit|beagle|dog)`, "i"),
    new RegExp(`^(?!.*(?:${DIED}|no longer|used to|\\bhad\\b|\\bwas\\b)).*(?:beagle|Biscuit)`, "i"),
  ),
  change(
    "migraine medication changed",
    ["i take ibuprofen pretty much every day for my migraines, which i know isnt great"],
    ["quick update from the neurologist appt: she put me on propranolol two weeks ago, so no more daily ibuprofen. fingers crossed"],
    /propranolol/i,
    still("ibuprofen"),
  ),
  trap(
    "sarcasm about a casserole",
    ["my favourite food is pho, i could eat it every single day esp when its cold out"],
    [
      "my mother in law made her famous tuna casserole again last night",
      "wow what a delicacy, definitely my new favourite food, i'll be requesting it every sunday 🙃",
      "anyway pho tonight to recover",
    ],
    /\bpho\b/i,
    [/^(?:Favou?rite food|Loves|Likes|Enjoys|Requests)\b.*casserole/i],
  ),
  trap(
    "coaching cancelled before it started",
    ["i volunteer at the riverside food bank every saturday morning, sorting donations mostly"],
    [
      "busy busy. so i was supposed to start coaching my nephew's under-10 basketball team this spring",
      "but the league got cancelled before the first game, not enough kids signed up. so no coaching for me",
    ],
    /food bank/i,
    [claims("coach", ["cancel", "supposed", "was going", "plann?ed"])],
  ),
  trap(
    "past city told as a story",
    ["i live in ghent, moved here for my phd ages ago and never left"],
    [
      "the smell of fresh bread this morning took me right back to when i lived in krakow, i had a tiny flat above a bakery and rode a vespa everywhere",
      "those were the days. anyway can you help me write a birthday message for my aunt",
    ],
    /Ghent/i,
    [/^Lives in Krak[oó]w/i, /^(?:Has|Owns|Rides|Drives) (?:a )?Vespa/i],
  ),
  trap(
    "coworker's phone provider, reported",
    ["my phone plan is with verizon, unlimited data, costs a fortune"],
    [
      "my coworker ravi keeps telling me i should switch to mint mobile, says i'd save like 40 bucks a month",
      "he switched last year and wont shut up about it",
    ],
    /Verizon/i,
    [/^(?:Uses|Is (?:with|on)|Switched|Moved|Changed|Phone (?:plan|provider|carrier)|Provider|Carrier|Has)\b.*Mint/i],
  ),
  trap(
    "an ironman they would do",
    ["i run about 30k a week, mostly easy runs along the river before work"],
    [
      "saw a documentary about ironman races last night",
      "if i had more time i would totally train for one, but i'd need a bike and a pool and like a whole second life lol",
    ],
    /\brun/i,
    [
      claims("(?:ironman|triathlon)", ["\\bif\\b", "would", "documentary", "watched", "saw"]),
      /^(?:Trains|Is training|Training|Plans|Signed up)\b.*(?:ironman|triathlon)/i,
    ],
  ),
  trap(
    "asking about a dad's new phone",
    ["i'm on a samsung galaxy a54, does the job"],
    [
      "my dad's birthday is coming up and he wants a new phone",
      "should we get him a fairphone or a motorola? he mostly does whatsapp and drops it a lot",
    ],
    /Samsung|Galaxy/i,
    [/^(?:Uses|Has|Owns|Bought|Got|Wants|Phone is|Switched)\b.*(?:Fairphone|Motorola)/i, /^Wants a new phone/i],
  ),
];
