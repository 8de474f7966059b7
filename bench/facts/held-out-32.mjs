// Held-out set 32: written on 2026-11-27 against main at 7cb16f3, by a helper (`set32`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards everyday
// routines and preferences, plus one move and one job, with no city, person, product or company
// reused from scenarios.mjs or held-out sets 1 to 30. Lower case with typos and fillers, news
// after small talk, several messages that ramble (two or three pieces of news, the change not in
// the first sentence, other people's news beside it), time words that fit the two conversations'
// dates (about three weeks apart), the way people type to an assistant. A fair fact about the old
// value may stay current once it says the state ended ("Stopped X", "No longer uses X"): `old`
// then skips such texts.
// First run: 7 of 12 at 1d03da5 (code of 2a09032, the session's fourth round of new sets; a last batch of rules was read from it after),
// and 7 of 12 on the code the session started from (93a254b), run right after. The lead never saw its scenarios
// before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switched|switching|switch (?:to|from)|changed|instead|dropped|replac|sold|anymore|until|\\bfrom\\b|finish|done with|handed in|resign";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_32 = [
  change(
    "morning drink switched, with other news",
    ["morning! quick q, how do i descale a nespresso machine? i get through like three pods before 9am every day so its working hard lol"],
    [
      "ok so a few things. my flatmate got engaged on new years eve, the ring is massive, we're all very excited",
      "and me, i've kind of quit coffee? the jitters were getting bad so since the new year i drink sencha instead, loose leaf, my aunt sent me a tin from her trip. the nespresso is basically my flatmates now haha. also started going to bed before midnight which is new for me",
    ],
    /sencha|green tea/i,
    claims("Nespresso|coffee", ["sencha", "\\btea\\b", "flatmate"]),
  ),
  change(
    "gym swapped for yoga",
    ["i go to puregym near my office most lunchtimes, mainly weights, 45 mins in and out"],
    [
      "hii. work has been mental, we lost two people in december and nobody's been replaced yet",
      "on the plus side i cancelled the puregym membership a couple of weeks ago, my back was not loving the deadlifts tbh. i do yoga now at a little studio round the corner from my flat, tues thurs and sat mornings. my boyfriend came to one class and fell asleep in savasana lmao",
    ],
    /yoga/i,
    claims("Pure ?Gym", ["yoga"]),
  ),
  change(
    "evening game changed",
    ["my evening wind down is hollow knight on the switch, im stuck on the mantis lords and its driving me insane"],
    [
      "happy new year!! my little brother built me a gaming pc for christmas out of his old parts, best present ever",
      "so i finally beat the mantis lords and then just.. never went back to hollow knight lol. these days its baldur's gate 3 on the new pc every night, im like 40 hours in, playing a very chaotic bard. my partner thinks i have a problem",
    ],
    /Baldur/i,
    claims("Hollow Knight", ["Baldur", "beat"]),
  ),
  change(
    "day off moved",
    ["i work a four day week, fridays are my day off, its the best thing about this job honestly"],
    [
      "quick update for you, new rota at work",
      "my manager went on mat leave and the cover manager redid everyones days, so as of this week my day off is wednesday not friday anymore. bit annoying because friday was long weekend vibes, but wednesday means i can do my mums shopping with her so its fine. whats a good midweek routine?",
    ],
    /Wednesday/i,
    claims("Friday", ["Wednesday"]),
  ),
  change(
    "moved to another country, news buried",
    [
      "hey, i'm a translator, i live in bratislava with my partner and our two cats, mostly doing legal stuff from slovak and czech into english",
    ],
    [
      "sorry i vanished, the last few weeks were a lot",
      "my partner got a job at the university in zagreb so we packed up the cats and moved, we've been in zagreb since the 10th. my croatian is terrible lol. work's the same, all remote, though a new client sent me a huge contract to translate so that's a nice welcome",
    ],
    /Zagreb|Croatia/i,
    claims("Bratislava", ["Zagreb", "Croatia"]),
  ),
  change(
    "new employer, after a moan about the car",
    ["i'm a store supervisor at halfords, bikes and car parts mostly, weekend shifts are brutal"],
    [
      "my car failed its mot yesterday, brake pipes, typical",
      "anyway other news!! i left halfords at christmas and started at b&q last monday as a department manager, garden and outdoor. proper step up. my old team got me a cake which was sweet, my mate wojtek from there is thinking of following me lol",
    ],
    /B ?& ?Q|B and Q/i,
    claims("Halfords", ["B ?& ?Q", "B and Q", "\\bold\\b"]),
  ),
  trap(
    "a hypothetical car",
    ["i dont drive, i cycle everywhere on my old bianchi, 12 km each way to work, rain or shine"],
    [
      "got absolutely soaked this morning, the bianchi needs new brake pads too",
      "my sister says if i ever cave and buy a car it should be a yaris hybrid like hers. honestly if i ever did i probably would get one, but not this year, i love the bike too much. can you recommend good waterproof trousers",
    ],
    /Bianchi|cycl|bike/i,
    [
      asserts(
        "Yaris",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|sister|\\bher\\b|\\bshe\\b|wish|idea|thinking|suggest|recommend|should",
      ),
      asserts(
        "(?:stop|quit|no longer|sold|gave up|giving up|bought)\\w*\\b.*(?:cycl|bike|Bianchi|car\\b)",
        "\\bif\\b|would|'d\\b|not\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a coworker switches language app",
    ["im learning japanese for a trip next year, doing busuu every day on the bus, 112 day streak!"],
    [
      "ugh monday. the heating at the office is broken again",
      "my coworker mateusz just switched from busuu to babbel and now wont shut up about how much better the grammar bits are. hes also doing the trip with us in october. anyway can you quiz me on hiragana",
    ],
    /Busuu|Japanese/i,
    [
      asserts("Babbel", "mateusz|cowork|colleague|\\bhe\\b|\\bhis\\b|friend"),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Busuu", "mateusz|cowork|colleague|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "did not cancel the subscription",
    [
      "i do the peloton app classes at home, i've got a cheap spin bike in the spare room",
      "thinking of cancelling it though, its getting pricey",
    ],
    [
      "so update on peloton, i did NOT cancel in the end. they offered me three months at half price when i went to cancel and i caved lol",
      "still doing the 20 min rides most mornings before work. my husband's started joining me on the weekend ones too",
    ],
    /Peloton/i,
    [
      asserts(
        "(?:cancel|stop|quit|no longer|dropp|ended|gave up)\\w*\\b.*Peloton",
        "not\\b|n't\\b|almost|nearly|consider|thinking|kept|keep|planned|plan|went to|tried|instead of",
      ),
    ],
  ),
  trap(
    "a question about a camera",
    ["photography is my big hobby, i shoot street stuff on a fuji x100v, it basically never leaves my bag"],
    [
      "went out shooting in the fog on sunday, got some lovely ones",
      "is the leica q3 actually worth the money or is it just a status thing? a guy at my camera club has one and wont stop showing it off. not that i could afford it lol",
    ],
    /Fuji|X100/i,
    [
      asserts(
        "Leica|Q3",
        "\\?|ask|consider|wonder|thinking|curious|should|whether|worth|want|might|question|\\bif\\b|compar|status|club|\\bguy\\b|afford|not\\b|n't\\b",
      ),
      asserts("(?:stop|sold|no longer|switch|replac|upgrad)\\w*\\b.*(?:Fuji|X100)", "\\?|should|whether|consider|wonder|\\bif\\b|might"),
    ],
  ),
  trap(
    "a joke about giving up a hobby",
    ["i do a cryptic crossword every morning with my breakfast, its my little ritual before the kids wake up"],
    [
      "my daughter lost a tooth last night and the tooth fairy forgot, had to do emergency damage control 😅",
      "also spent 40 minutes on ONE clue today. thats it, im retiring from crosswords forever and taking up competitive mahjong lmao. anyway what does 'ermine' have to do with 'stoat'",
    ],
    /crossword|cryptic/i,
    [
      asserts("mahjong", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
      asserts("(?:quit|retir|gave up|giving up|no longer|stopp)\\w*\\b.*(?:crossword|cryptic)", "jok|lol|lmao|kidding|humou?r|sarcas"),
    ],
  ),
  trap(
    "quoted speech about another office",
    ["i live in turin and work in logistics for a shipping company, mostly scheduling containers, lots of spreadsheets"],
    [
      'long day. my boss called me in and said "from april you\'ll be working out of the genoa office, three days a week"',
      "nothing is decided though, hr hasn't confirmed anything and i told him i'm not keen, my partner's job is here and we just renewed our lease. can you help me write a polite email pushing back?",
    ],
    /Turin|Torino/i,
    [
      asserts(
        "Genoa|Genova",
        "said|says|told|boss|manager|\\bask|want|need|offer|propos|suggest|might|maybe|possibl|consider|not\\b|n't\\b|keen|push|if they",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*(?:Turin|Torino)", "said|boss|not\\b|n't\\b|might|maybe|offer"),
    ],
  ),
];
