// Held-out set 53: written on 2026-11-27 against main at 4b3e5af, by a helper (`set53`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to 50
// on main or sets 51, 52 and 54 in their worktrees (as they stood while this was written). Several
// messages ramble the way people write to an assistant: two or three pieces of news in one
// message, the change not in the first sentence, kids, partners and friends beside it; mostly
// lower case, typos, fillers, time words that fit the two conversations' dates (about three weeks
// apart, January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer takes X"): `old` then skips such texts.
// First run: 9 of 12 at 1d98d51 (code of bca91eb, after rules read from sets 35-50), and 8 of 12 on the code
// the session started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|\\bfrom\\b|back in|split|broke|separat|\\boff\\b|taper|came off|finish";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_53 = [
  change(
    "moved to another country with the family, said after news about the kids",
    [
      "hi! we live in lecce, me my husband and our two girls (7 and 10). i teach english at a language school so can you help me with lesson ideas sometimes",
    ],
    [
      "ciao 😅 sorry its been a while, total chaos here. the girls started at their new school on monday, the little one already has a best friend called mateja and the big one is sulking because the wifi in the flat is terrible. oh and yes we moved to rijeka a couple of weeks ago!! my husband got the job at the shipyard so we just went for it. can you help me write a short intro about myself for the school parents group chat? in english, i'll do the croatian bit myself with a dictionary lol",
    ],
    /Rijeka/i,
    claims("Lecce", ["Rijeka"]),
  ),
  change(
    "a new employer, said after a sister's news in the same message",
    [
      "hiya, im cabin crew with ryanair, 6 years now, mostly early starts and screaming stag dos lol. can you help me with a meal prep plan for weird shift patterns",
    ],
    [
      "ok so much news. my sister had her baby on friday, a little boy, 3.2kg, everyone is fine and im an auntie!!! 😭 and also i handed my ryanair id back before christmas and started with aer lingus on the 6th, long haul training is intense but the hotels are sooo much nicer. anyway can you help me build a sleep routine for transatlantic trips? we land at like 5am our time and im wrecked for days after",
    ],
    /Aer Lingus/i,
    claims("Ryanair", ["Aer Lingus"]),
  ),
  change(
    "split up with a boyfriend, said after small talk about a visiting mum",
    [
      "i live with my boyfriend bartosz in a tiny flat, we've been together 4 years. can you suggest some space saving ideas for a kitchen with basically one cupboard",
    ],
    [
      "hey. so my mum is staying with me this week which is nice but shes reorganised my whole kitchen 🙃",
      "and i guess i should say, bartosz and i split up about 10 days ago. it was mutual mostly, he moved back in with his brother and i kept the flat. im ok, sad but ok. can you help me make a budget now that its just me paying the rent? rent is 1150 and i take home about 2400",
    ],
    /split|broke up|break ?up|separated|\bsingle\b|ex-?(?:boy)?(?:friend|partner)|no longer (?:with|dating|together|in a relationship)/i,
    claims("boyfriend|partner|dating|in a relationship|together|\\bwith Bartosz", ["\\bsingle\\b"]),
  ),
  change(
    "goes by a new name, said after news about a party",
    ["hello, im marguerite but please call me maggie, everyone does. i need help writing a speech for my dads 70th"],
    [
      "hi again! the party went great btw, dad cried, my uncle sang, very loud night",
      "small thing but since new year im going by rita, new year new me lol. maggie always felt like a name for a grandma and marguerite is too long for anyone to spell. can you help me write a new email signature and a message to the team letting them know? keep it casual",
    ],
    /\bRita\b/i,
    claims("\\bMaggie\\b", ["\\bRita\\b"]),
  ),
  change(
    "came off a medication, said third in a list of news",
    ["ive been on sertraline for about two years, 100mg. is it ok to have the odd glass of wine with it? my friends birthday is saturday"],
    [
      "hiya!! sorry random order but: my son got into the football academy 🎉, my car got a flat on the motorway on tuesday (of course), and im officially off the sertraline since last week! been tapering down since october with my gp and she's happy with how im doing. feels strange but good. can you give me some ideas for keeping my mood steady through the rest of winter? walks, routines, that kind of thing",
    ],
    /(?:no longer|stopped|\boff\b|came off|quit|finished)\b.*(?:sertraline|antidepressant)|(?:sertraline|antidepressant)s?\b.*(?:stopped|ended|no longer|free|\boff\b)/i,
    claims("sertraline|antidepressant"),
  ),
  change(
    "the family's shopping list app switched, said after a wife's news",
    [
      "our whole house runs on out of milk, me and my wife and the two teenagers all add stuff to the shopping list. can you suggest a weekly meal plan for 4 thats not just pasta",
    ],
    [
      "hiya. my wife finally passed her driving test on thursday, third time lucky!! so proud of her. also we gave up on out of milk, the shared list kept not syncing, so since a couple of weeks ago were all on buy me a pie, even my son uses it (mostly to add crisps). anyway can you do me a meal plan for this week, budget 120 euros",
    ],
    /Buy Me a Pie/i,
    claims("Out of Milk", ["Buy Me a Pie"]),
  ),
  trap(
    "a hypothetical move near a sister, beside a running update",
    ["i live in sligo, work in the county council planning office, and i'm trying to get fit for a 10k in may. can you make me a plan?"],
    [
      "did my first 5k without stopping!!! 🏃‍♀️",
      "also had a long chat with my sister last night, shes in wexford and just had twins so i'm down there every second weekend. if i ever leave sligo it'd be to move near her honestly, but not with my job and the mortgage. anyway can you update my plan? week 4 now, knee is a bit sore",
    ],
    /Sligo/i,
    [
      asserts("Wexford", `${IMAGINED}|sister|\\bshe\\b|\\bher\\b|twin|visit|weekend|near|trip`),
      asserts("(?:left|leav|moved|moving|relocat)\\w*\\b.*Sligo", IMAGINED),
    ],
  ),
  trap(
    "a flatmate's move and new job, inside a request for a room ad",
    [
      "i live in umeå, in a flatshare with my friend kerstin, and im doing a phd in forest ecology. can you explain mixed effects models to me like im tired",
    ],
    [
      "ugh ok so kerstin is moving out 😭 she got a job at the hospital in luleå and starts in february, she already packed half her room. so now i have to find a new flatmate by the 1st. can you help me write an ad? cheap room, 15 min cycle from campus, no smokers, must tolerate my sourdough experiments",
    ],
    /Ume[aå]/i,
    [
      asserts("Lule[aå]|hospital", "kerstin|flatmate|friend|\\bshe\\b|\\bher\\b"),
      asserts(
        "(?:moving|moved|leaving|left|relocat)\\w*\\b.*(?:Ume[aå]|Lule[aå])|(?:moving|moved|relocat)\\w* (?:out|to)",
        "kerstin|flatmate|friend|\\bshe\\b|\\bher\\b",
      ),
    ],
  ),
  trap(
    "a house purchase that did not happen, after news about the cat",
    [
      "we rent a flat in dijon, me and my partner and a very old cat. we put an offer in on a little house in besançon last month, fingers crossed!! can you explain how notaire fees work in france",
    ],
    [
      "hi! so the cat is fine, vet said its just old age stuff, phew",
      "and the house thing, we did NOT buy it in the end. the survey found damp everywhere and the sellers wouldnt budge, so we pulled out. still renting in dijon for now, honestly im a bit relieved. can you help me write a polite email to our landlord asking if we can extend the lease by a year?",
    ],
    /Dijon/i,
    [
      asserts("Besan[cç]on", `${IMAGINED}|offer|\\bbid\\b|pull|fell|survey|damp|plan|look|tried|attempt|fingers|crossed|didn|never`),
      asserts("(?:bought|owns?\\b|purchas)\\w*\\b.*house|homeowner", "\\bnot\\b|n't\\b|offer|pull|fell|didn|never|\\bif\\b|want|hop"),
    ],
  ),
  trap(
    "a question about a diet a daughter started, with a second request",
    [
      "ive been vegetarian since i was 16, so about 20 years now. my daughter is 14 and wants to learn to cook, can you suggest 5 easy veggie dinners she could do",
    ],
    [
      "quick one: my daughter went vegan over christmas (of course she did lol) and now she's on at me to do it too. would it be a big jump from vegetarian? do i need to take b12 or anything, and what would i even put in my coffee",
      "also whats a good vegan birthday cake, her birthday is feb 2nd",
    ],
    /vegetarian|veggie/i,
    [
      asserts(
        "\\bvegan",
        `${IMAGINED}|daughter|\\bshe\\b|\\bher\\b|\\?|should|wonder|\\bask|question|curious|\\btry|pressure|on at|cake|birthday`,
      ),
      asserts(
        "(?:no longer|stopp|quit|gave up|giving up|dropp)\\w*\\b.*(?:vegetarian|veggie)",
        `${IMAGINED}|daughter|\\bshe\\b|\\bher\\b|\\?|should`,
      ),
    ],
  ),
  trap(
    "a joke about a new name after a weekend of driving kids around",
    ["hi im pippa, mum of 3, i run a little cleaning business from home. can you help me price a deep clean for a 3 bed house"],
    [
      "this weekend: 2 football matches, 1 ballet recital, a birthday party at a trampoline park and 140 miles in the car. i should just change my name to mums taxi at this point lol 🚕",
      "anyway, can you help me write a friendly text to a client who hasnt paid for 3 weeks? dont want to lose her but i need the money",
    ],
    /Pippa/i,
    [
      asserts("taxi", `${JOKED}|should`),
      asserts("(?:no longer|not)\\b.*Pippa|(?:changed|changing|change)\\w*\\b.*name", `${JOKED}|should`),
    ],
  ),
  trap(
    "a manager's quoted word about a transfer, inside a request for a post",
    [
      "i live in murcia and work in marketing for a fruit exporter, lemons mostly lol. can you help me with some posts for our company blog",
    ],
    [
      'so weird day. we had a big all hands and afterwards my manager pulled me aside and literally said "congrats, you\'re moving to the cartagena office in spring, its basically decided". nothing is signed, hr hasnt said a word, and my partner has a job here so honestly i dont think im going anywhere',
      "anyway, can you help me write a blog post about our new organic lemon line? upbeat but not cringe",
    ],
    /Murcia/i,
    [
      asserts(
        "Cartagena",
        `${IMAGINED}|said|says|told|manager|boss|suggest|propos|unconfirmed|signed|plan|rumou?r|offer|quot|claim|expect|\\bmay\\b|decided`,
      ),
      asserts(
        "(?:moving|relocat|transfer|leaving)\\w*\\b.*(?:Murcia|office)",
        `${IMAGINED}|said|says|told|manager|boss|suggest|propos|unconfirmed|signed|quot|claim`,
      ),
    ],
  ),
];
