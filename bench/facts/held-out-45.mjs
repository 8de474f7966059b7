// Held-out set 45: written on 2026-11-27 against main at 7c33b92, by a helper (`set45`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to 42
// on main or sets 43, 44 and 46 in their worktrees (as they stood while this was written). The
// news comes in the middle of a request to the assistant, the way agent users write: mostly lower
// case, typos, fillers, two things in one message, time words that fit the two conversations'
// dates (about three weeks apart, January). A fair fact about the old value may stay current once
// it says the state ended ("Left X", "No longer smokes"): `old` then skips such texts.
// First run: 7 of 12 at 549faef (after rules read from sets 35-42), and 7 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|\\bhad\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropp|replac|anymore|until|\\bfrom\\b|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_45 = [
  change(
    "moved to another country, said inside a request for a letter",
    ["hi! i live in deventer with my partner, i work from home as a translator (dutch, english and spanish)"],
    [
      "hola from catalonia lol. can you help me write an email to my bank to change my adress? we moved to girona two weeks ago, my partners family is from round here and i can work from anywhere so why not. formal but short pls. also do i have to tell the dutch tax office myself or is that automatic",
    ],
    /Girona/i,
    claims("Deventer", ["Girona"]),
  ),
  change(
    "engaged, said inside a request for a party budget",
    [
      "me and my boyfriend aurelio started a pottery class on thursdays, can you suggest some easy first projects? we are both hopeless lol",
    ],
    [
      "hiii can you help me budget a small party? so aurelio proposed on new years eve!!! 💍 we're engaged, still cant quite believe it. thinking like 30 people at a restaurant sometime in march, max 1500 euros, what should i ask the restaurant about",
    ],
    /engaged|fianc/i,
    claims("boyfriend|dating", ["engaged", "fianc", "propos"]),
  ),
  change(
    "a pet died and a new one came, said inside a request for a plan",
    [
      "i have a cat, marmite, she's 16 and very much the boss of the house. which houseplants are safe for cats? want a few for the living room",
    ],
    [
      "can you help me make a plan for the first week with a rescue dog? we lost marmite just after christmas 😢 the house was way too quiet so on saturday we adopted a staffie called turnip, he's 3 and nervous of everything esp the hoover. what should we do first, and how long before he can be left alone for a bit",
    ],
    /Turnip|\bdog\b|staff(?:ie|ordshire)/i,
    claims("Marmite|\\bcat\\b", [
      "died",
      "passed",
      "lost",
      "death",
      "dead",
      "\\blate\\b",
      "\\brip\\b",
      "griev",
      "Turnip",
      "\\bdog\\b",
      "staff",
    ]),
  ),
  change(
    "goes by a new nickname, said inside a request for a cv",
    ["hi, im krystyna but everyone calls me krysia. can you help me make my cv look less like 2012"],
    [
      "hey can you redo the header on my cv? put tyna not krysia. ive been going by tyna since new year, krysia is what my mum calls me and im 34 lol. oh and add the first aid course i finished in december",
    ],
    /\bTyna\b/i,
    claims("\\bKrysia\\b", ["\\bTyna\\b", "\\bmum\\b", "mother"]),
  ),
  change(
    "quit smoking, said inside a request for a savings plan",
    [
      "i smoke, about 10 a day, been meaning to cut down for ages. can you work out roughly what that costs me a year? a pack of 20 is £16 here",
    ],
    [
      "can you help me set up a little savings plan for a holiday? i quit smoking on the 11th!! 9 days no cigarettes, on the patches and chewing gum like a maniac lol. want to put the fag money in a pot every week and go somewhere warm in the summer, my daughter is campaigning for corfu",
    ],
    /quit smoking|no longer smok|stopped smoking|gave up smoking|given up smoking|non-?smoker|smoke-?free|(?:doesn't|does not) smoke|nicotine patch/i,
    claims("smok|cigarette", ["patch", "free", "non-?smok"]),
  ),
  change(
    "a diet ended, said inside a request for dinners",
    [
      "ive been doing keto since october, down 6 kilos so far 💪 so no bread pasta rice potatoes etc. can you give me some keto lunch ideas for work",
    ],
    [
      "can you help me plan dinners for next week for me my husband and our toddler? btw i stopped keto a couple of weeks ago, it was making me miserable and my cholesterol went up at my last check so my gp said knock it off lol. so carbs are back, just normal balanced food now. nothing spicy for the little one",
    ],
    /^(?!.*\bif\b).*(?:(?:no longer|stopp\w*|quit|gave up|given up|ended|off|not|n't|dropp\w*)\b.*keto|carbs? (?:again|are back|back)|eats? carbs|balanced (?:diet|food|meals)|normal (?:diet|food|meals))/i,
    claims("keto", ["\\boff\\b", "carb", "lost", "kilo", "\\bkg\\b", "weight", "cholesterol"]),
  ),
  trap(
    "a hypothetical employer, inside a request to prepare a review",
    ["im a wind turbine technician with vattenfall, mostly offshore, 2 weeks on 2 weeks off"],
    [
      "can you help me prep for my annual review on thursday? i want to ask for a pay rise and a move to the onshore team. honestly if vattenfall says no again id probably jump ship to nordex, their recruiter has been sliding into my dms for months lol. but i like my crew so fingers crossed. what numbers should i bring",
    ],
    /Vattenfall|wind turbine/i,
    [
      asserts(
        "Nordex",
        "\\bif\\b|would|'d\\b|might|maybe|consider|probabl|recruit|linkedin|\\bdms?\\b|messag|contact|approach|offer|could|thinking|not\\b|n't\\b|possib|option",
      ),
      asserts(
        "(?:left|leaving|quit|no longer|resign|moved|moving|jump)\\w*\\b.*Vattenfall",
        "\\bif\\b|would|'d\\b|might|maybe|probabl|consider|not\\b|n't\\b",
      ),
      asserts("onshore", "\\bask|want|request|hope|review|would|plan|wish|like|\\bif\\b|rise|raise|prefer|seek|aim"),
    ],
  ),
  trap(
    "a sister's break-up, inside a request for dinners",
    ["me and my husband ambrose have been married 8 years, weve got two girls (6 and 9) and a very small terraced house"],
    [
      "can you help me plan a week of cheap easy dinners for 7 people?? long story, my sister fenna split up with her husband a couple of weeks ago and shes staying with us with her 3 boys until she finds a place. so chaos. ambrose is being a saint about it. nothing with mushrooms, two of the boys wont touch them",
    ],
    /Ambrose|married|husband/i,
    [
      asserts("split|separat|divorc|broke up|break.?up|\\bsingle\\b|ex-?husband", "fenna|sister|\\bher\\b|\\bshe\\b|sibling|in-law|nephew"),
      asserts("(?:three|3) (?:boys|sons)", "fenna|sister|\\bher\\b|\\bshe\\b|nephew|sibling"),
    ],
  ),
  trap(
    "a move that did not happen, inside a request for a nursery",
    [
      "big changes coming, we're selling our flat in verona and moving to lucerne at the end of january, my husband ottavio got offered a job at a hospital there. can you help me make a moving checklist",
    ],
    [
      "can you help me find a good nursery near us for our son for september? we did NOT move in the end lol. the buyer pulled out at the last minute and then ottavio turned the lucerne job down anyway, so we're staying in verona for the foreseeable. honestly relieved",
    ],
    /Verona/i,
    [
      asserts(
        "Lucerne|Luzern|Switzerland",
        "not\\b|n't\\b|\\bno\\b|cancel|fell through|pulled|instead|stay|declin|turn|offer|ottavio|husband|\\bhe\\b|\\bhis\\b|was going|were going|had planned|previous|\\bwas\\b|\\bwere\\b|abandon|scrap|dropp|called off|decided against",
      ),
      asserts(
        "(?:left|leaving|moved|moving|sold|selling|relocat)\\w*\\b.*Verona",
        "not\\b|n't\\b|stay|fell|pulled|cancel|instead|was going|were going|abandon|called off",
      ),
    ],
  ),
  trap(
    "a question about another bill app, inside a request for a message",
    ["me and my 3 flatmates split all the bills in splitwise, can you help me think of fair categories? one of us is barely ever home"],
    [
      "can you help me write a message to the flat group chat about the heating bill, it was insane this month 😬 also random q, is tricount actually better than splitwise? someone at work says splitwise limits how many expenses you can add a day on the free version now?? wondering if we should switch. no rush",
    ],
    /Splitwise/i,
    [
      asserts(
        "Tricount",
        "\\?|\\bask|consider|wonder|thinking|should|whether|than|cowork|colleague|someone|said|says|might|maybe|curious|question|\\bif\\b|recommend|interest|compar|look",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Splitwise",
        "\\?|should|whether|consider|wonder|\\bif\\b|might|maybe|thinking",
      ),
    ],
  ),
  trap(
    "a joke about a new pet, inside a request for a story",
    [
      "we cant have pets, me and my son are both allergic to cats and dogs and hes gutted about it. any ideas for a 7 year old who really wants an animal?",
    ],
    [
      "can you write a short bedtime story for my son (7) about a spider? context lol: theres a massive spider living behind the bathroom mirror, he named it gerald and now insists its our family pet. so i guess we have a pet now 🙃 he'd love one where gerald goes on an adventure round the house",
    ],
    /allerg/i,
    [
      asserts("spider|Gerald", "jok|lol|kidding|humou?r|sarcas|\\bson\\b|\\bhe\\b|\\bhis\\b|story|bathroom|insist|named by|wall|mirror"),
      asserts(
        "(?:has|have|owns?|got|adopted)\\s+(?:a\\s+)?(?:family\\s+|new\\s+)?pets?\\b",
        "\\bno\\b|not\\b|n't\\b|allerg|jok|lol|kidding|\\bson\\b",
      ),
    ],
  ),
  trap(
    "quoted speech about a diet, inside a request for a shop special",
    [
      "i work at my uncles butcher shop in derry 4 days a week and do bbq catering at weekends, can you help me price up a bbq for 40 people",
    ],
    [
      'can you help me come up with a special for the shop this weekend, something warming for the cold? also lol at sunday dinner my mum goes "so you\'re vegan now are you" just because i ordered an oat flat white when we were out. mum i work in a butchers. anyway thinking beef shin or a stew pack?',
    ],
    /butcher/i,
    [
      asserts(
        "vegan|plant.?based|vegetarian|(?:no longer|doesn't|does not|stopped) eat\\w* meat",
        "\\bmum\\b|mother|said|says|\\bask|\\?|jok|lol|not (?:a )?(?:vegan|vegetarian|plant)|n't (?:a )?(?:vegan|vegetarian|plant)|\\boat\\b|teas|accus|think|claim|assum",
      ),
    ],
  ),
];
