// Held-out set 44: written on 2026-11-27 against main at 7c33b92, by a helper (`set44`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards everyday
// routines and preferences (what the user drinks, plays, watches, reads, drives, their sport,
// gym and schedule) plus a move and a job, with no city, person, product or company reused from
// scenarios.mjs or held-out sets 1 to 42. Users write British, Australian, Irish or Indian
// English, some formally, some in chat style, with typos, fillers, news after small talk, two
// pieces of news in one message, and time words that fit the two conversations' dates (about
// three weeks apart, January). A fair fact about the old value may stay current once it says the
// state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at 549faef (after rules read from sets 35-42), and 5 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|packed in|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )lived|(?<!has |have )stayed|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|shifted|switch|changed|gone over|instead|dropped|replac|uninstall|deleted|handed|notice|resign|anymore|until|\\bfrom\\b|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_44 = [
  change(
    "tea brand switched, after small talk (Irish, chat)",
    ["hiya, i'm a barrys tea woman through and through, 5 or 6 cups a day, milk no sugar. can you help me sort out a weekly shopping list"],
    [
      "howya, happy new year! hope santy was good to you",
      "right so don't judge me but i've gone over to lyons since christmas 🙈 my sister clodagh had it in the house and i'm a convert now. put lyons on the list instead of barrys. and we need more milk, i'm going through it like water",
    ],
    /Lyons/i,
    claims("Barry", ["Lyons"]),
  ),
  change(
    "sport changed, after small talk (British, chat)",
    [
      "evening! i play five a side every thursday with some lads from work, been doing it for years",
      "can you suggest a decent stretching routine for after",
    ],
    [
      "hiya, hope you had a nice break",
      "so i've packed in the five a side for good, my knees can't take astroturf anymore. started lawn bowls a couple of weeks ago at the club round the corner, im the youngest there by about 40 years lol. any tips for a complete beginner?",
    ],
    /bowls/i,
    claims("five.a.side|football|footy", ["bowls"]),
  ),
  change(
    "subscription switched, with other news (Australian, chat)",
    ["g'day! we've got foxtel mainly for the footy and the cricket, costs a bomb tho. can u help me do a household budget"],
    [
      "hey hey, scorcher today, 41 in bendigo, the dog won't leave the aircon lol",
      "quick update for the budget, i cancelled foxtel last month and we just use kayo now for the sport, way cheaper. also the rego on the car went up so can you redo the numbers",
    ],
    /Kayo/i,
    claims("Foxtel", ["Kayo"]),
  ),
  change(
    "game switched (Indian, chat)",
    ["hi bro, i play BGMI almost every night with my college friends, mostly till 2am 😅 can u suggest how to improve my sleep"],
    [
      "hello again",
      "sleep is little better now. actually i uninstalled BGMI only, since sankranti i am playing valorant on my new laptop, my cousin gifted it. but matches are long so again sleeping late 🙃 what to do",
    ],
    /Valorant/i,
    claims("BGMI|Battlegrounds", ["Valorant"]),
  ),
  change(
    "moved to another city (Indian, formal)",
    [
      "Good evening. I am working as a software tester in an IT company and I stay in Nagpur with my parents. Kindly suggest some online courses for automation testing.",
    ],
    [
      "Good morning. Thank you for the course suggestions, I have enrolled in one.",
      "Kindly note that I have shifted to Indore as of Monday, my company has opened a new office here and I have taken a PG near Vijay Nagar. Please suggest a weekly budget for food and travel in Indore.",
    ],
    /Indore/i,
    claims("Nagpur", ["Indore"]),
  ),
  change(
    "new employer (British, formal)",
    [
      "Hello. I am an area manager for Greggs, covering eleven shops across Stoke and the Potteries. Could you help me draft a rota template?",
    ],
    [
      "Good afternoon. I hope you are well.",
      "A bit of news: I handed my notice in at Greggs before Christmas and started with Pret as an area manager on the 6th. Different systems entirely, so could you help me draft a short introduction email to my new store managers?",
    ],
    /\bPret\b/i,
    claims("Greggs", ["\\bPret\\b"]),
  ),
  trap(
    "a hypothetical car (Australian, chat)",
    [
      "hey, we drive a prado, me the missus and three kids, plus the dog in the boot. can you help plan a road trip to the coast over easter",
    ],
    [
      "righto, easter plan looks good, cheers",
      "the missus reckons if we ever have a fourth we'll need a bigger car lol. if it came to it i'd sell the prado and get a tarago, but thats not happening, three is plenty. can you add a stop at a bakery on the way",
    ],
    /Prado/i,
    [
      asserts(
        "Tarago",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|missus|wife|reckon|want|dream|wish|thinking|hope|idea|fourth",
      ),
      asserts("(?:sold|sell|trad|got rid|no longer|replac)\\w*\\b.*Prado", "\\bif\\b|would|'d\\b|might|maybe|not\\b|n't\\b"),
    ],
  ),
  trap(
    "a brother's and a colleague's changes (Indian, chat)",
    ["hi, i go for yoga class every morning 6 am near my house, been 2 years now. can you give me a simple breakfast plan after class"],
    [
      "hello, breakfast plan is working nicely thanks",
      "small thing, my brother rohan has stopped yoga and joined a gym, he is doing some keto diet also, mummy is very worried lol. and my colleague sandeep shifted to bhopal last week so i am handling his clients also. can you suggest a quick lunch i can carry to office",
    ],
    /yoga/i,
    [
      asserts("(?:stopp|quit|no longer|gave up|left)\\w*\\b.*yoga", "rohan|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling"),
      asserts("\\bgym\\b|keto", "rohan|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling"),
      asserts("Bhopal", "sandeep|colleague|cowork|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
    ],
  ),
  trap(
    "the gym was not cancelled after all (Irish, chat)",
    [
      "i'm a member of flyefit, go 4 mornings a week before work",
      "thinking of cancelling tho, they're putting the price up a tenner in january and money's tight",
    ],
    [
      "well, happy new year and all that",
      "so i did NOT cancel flyefit in the end, rang them and they kept me on the old price if i stay another year. so still going, still 6am, still hate it lol. can you give me a new 4 day plan, i'm bored of my current one",
    ],
    /Flyefit/i,
    [
      asserts(
        "(?:cancel|quit|no longer|stopp|left|gave up|dropp)\\w*\\b.*(?:Flyefit|gym)",
        "not cancel|n't cancel|did not|didn't|might|may\\b|consider|thinking|still|\\bif\\b|plan|want",
      ),
      asserts("Flyefit.*(?:cancel|quit|is off)", "not cancel|n't cancel|did not|didn't|might|may\\b|consider|thinking|still|\\bif\\b"),
    ],
  ),
  trap(
    "a question about another newspaper (Indian, formal)",
    [
      "Good morning. I read The Hindu every day with my morning coffee, it is a habit from my college days. Kindly suggest how to improve my vocabulary from it.",
    ],
    [
      "Good morning. Thank you for the vocabulary tips, they are very useful.",
      "One query: should I switch to The Indian Express? My neighbour says its editorials are better for UPSC preparation. Is it true, or should I continue with The Hindu? Please advise.",
    ],
    /Hindu/i,
    [
      asserts(
        "Indian Express|\\bExpress\\b",
        "\\?|should|whether|consider|advis|suggest|wonder|thinking|\\bif\\b|compar|recommend|query|question|\\bask|neighbou?r|says|better",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|cancel)\\w*\\b.*Hindu",
        "\\?|should|whether|consider|\\bif\\b|advis|query",
      ),
    ],
  ),
  trap(
    "a joke about retiring from running (Australian, chat)",
    ["i run the river loop in albury most mornings before work, usually 5k, sometimes 8 if i'm feeling keen"],
    [
      "ran in the hail this morning. in january. that's it, i'm retiring from running and taking up competitive napping 😂",
      "anyway can you help me plan something for my mum's 60th? she loves a high tea",
    ],
    /\bruns?\b|running|jog/i,
    [
      asserts("\\bnap", "jok|lol|lmao|kidding|jest|humou?r|sarcas|playful"),
      asserts("(?:quit|retir|stopp|gave up|giv\\w* up|no longer)\\w*\\b.*run", "jok|lol|kidding|jest|humou?r|sarcas|playful"),
    ],
  ),
  trap(
    "quoted speech about a night shift (Irish, chat)",
    ["i work in a call centre in tralee for an energy company, 9 to 5 monday to friday thank god"],
    [
      "what a week, the phones haven't stopped since the storm",
      'my team lead donncha said "you\'re on the night shift from february, congrats" in front of everyone at the huddle, he was only messing, he does it to whoever is in earliest. anyway can you help me write a call script for people whose power is still off',
    ],
    /Tralee|call cent(?:re|er)|9\s*(?:am)?\s*(?:to|-|–)\s*5|Monday to Friday|weekdays/i,
    [
      asserts("night", "said|says|told|lead|manager|boss|donncha|messing|jok|slag|teas|not\\b|n't\\b|might|maybe|\\bif\\b|claim"),
      asserts(
        "(?:no longer|stopp|quit|left|moved|moving|switch)\\w*\\b.*(?:day|9|Monday|Tralee|call cent)",
        "said|lead|donncha|not\\b|n't\\b|might|messing",
      ),
    ],
  ),
];
