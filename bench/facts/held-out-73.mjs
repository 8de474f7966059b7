// Held-out set 73: written on 2026-11-27 against main at ac9f618, by a helper (`set73`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, spread over town, job, vehicle,
// diet, partner, health, sport club, phone and a child's school (the school only as a trap), with
// no city, person, product, company or school reused from scenarios.mjs or the held-out sets
// (main and /work/sets as they stood). Users write South African, New Zealand, Scottish or
// Caribbean English, casually, with local words ("howzit", "lekker", "bakkie", "sweet as",
// "shifted", "wee", "doesnae", "wah gwaan", "ent"), changes told the local way, small talk before
// news, and time words that fit the two conversations' dates (about three weeks apart, January).
// Traps are relatives' news, a wishful plan, a question, a negation and a joke. A fair fact about
// the old value may stay current once it says the state ended ("Left X", "No longer uses X"):
// `old` then skips such texts.
// First run: 5 of 12 at ac9f618 (after rules read from sets 55 to 70), and 5 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_73 = [
  change(
    "a kiwi shifts towns, told as 'shifted down', after new-year small talk",
    [
      "kia ora! just moved into a flat in Whanganui with two mates, sweet as so far. how do we split the power bill fairly if one of us works from home all day?",
    ],
    [
      "hey hey, hope the new year's treating you good. bit of news, I've shifted down to Timaru, got the keys to a wee place near Caroline Bay on the 10th. the boys were gutted but sweet as, they found someone for my room. whats a good way to meet people in a new town when you're a bit shy?",
    ],
    /Timaru/i,
    claims("Whanganui", ["Timaru", "shift"]),
  ),
  change(
    "a scottish barber jacks it in for the ferries, after talk about the weather",
    [
      "awright, I'm a barber in Oban, been cutting hair in the same wee shop for six year. need a hand writing a price list for the window, something that doesnae look naff",
    ],
    [
      "hiya, braw to be back. weather's been pure baltic all week, the hills are white",
      "so big news, I chucked the barbering right after New Year and started wi CalMac last Monday, I'm a steward on the Oban to Craignure boat now. early starts but the crossing's bonnie. can you help me brush up on basic food hygiene, we've got an assessment next week",
    ],
    /CalMac|steward|ferr/i,
    claims("barber", ["CalMac", "steward", "ferr", "chuck"]),
  ),
  change(
    "a south african gardener's bakkie dies and is replaced, with a maintenance question",
    [
      "howzit! I do garden services in Pietermaritzburg, run the whole thing out of my old Hardbody bakkie, 2004 model but she's solid. can you help me make a simple quote template for clients?",
    ],
    [
      "howzit bru, lekker holidays? so the Hardbody finally packed up on the N3 last week, gearbox is finished, so I sold her for scrap and bought a second hand Isuzu KB 250. much nicer to drive hey. what's a good service schedule for a diesel bakkie that does lots of short trips?",
    ],
    /Isuzu|\bKB\b/i,
    claims("Hardbody", ["Isuzu", "\\bKB\\b", "sold", "scrap", "packed up"]),
  ),
  change(
    "a trini vegan starts back eating fish on the doctor's word",
    [
      "good morning! trini here, from San Fernando. I'm vegan since 2023, no meat no fish no dairy, nothing. give me some ideas for a vegan pelau that still taste real good nah",
    ],
    [
      "ay! ent it hot for January",
      "ok so confession, I start back eating fish since around the 5th, doctor say my B12 and iron was real low and I was tired all the time. still no meat but fish back on the menu, so I guess I'm pescatarian now. what's a quick way to cook kingfish that isn't fried?",
    ],
    /pescatarian|(?:started|starts|start|began|begun|now|back|again)\b.*\bfish|fish again/i,
    claims("vegan", ["pescatarian", "start\\w* (?:back )?eat", "eats? fish", "eating fish", "fish again", "now eats", "after being"]),
  ),
  change(
    "a south african woman splits with her boyfriend and is seeing someone new",
    [
      "hey there, my boyfriend Riaan's birthday is next Saturday and I want to do a lekker braai for him in the garden, maybe 15 people. help me with a shopping list?",
    ],
    [
      "hi again. eish, it's been a rough couple of weeks",
      "Riaan and I broke up about two weeks ago, it was mutual, we just want different things. and ja, funnily enough I'm already seeing someone new, Thabang, we met at my cousin's wedding last weekend. he's taking me to a concert at Kirstenbosch on Sunday, what should I pack for a picnic?",
    ],
    /Thabang/i,
    claims("Riaan", ["Thabang", "broke", "break", "split", "separat", "\\bex"]),
  ),
  change(
    "a scot's reflux medicine switched by the GP",
    [
      "hiya, I've got acid reflux and the GP has me on omeprazole, 20mg every morning. what foods should I be steering clear of? I'm a wee bit lost",
    ],
    [
      "hello again, hope you're keeping well. the omeprazole wasnae cutting it so the doc put me onto lansoprazole about ten days ago, 30mg. feeling a bit better already. is it fine to take it with my morning coffee or should I wait a wee while?",
    ],
    /lansoprazole/i,
    claims("\\bomeprazole", ["lansoprazole"]),
  ),
  trap(
    "a bajan parent decided against moving a son's school, with homework help",
    [
      "morning! my son Jaden is in second form at the Lodge School, fractions giving him real trouble. can you explain fractions simple for a 12 year old?",
    ],
    [
      "hey! so we was talking bout moving Jaden to Combermere for September cause his cousin there, but we decide against it, he staying at Lodge, he happy there and the drive woulda kill we. anyway he got a test on decimals friday, can you make him some practice questions?",
    ],
    /Lodge/i,
    [
      asserts(
        "Combermere",
        "\\bnot\\b|n't\\b|against|consider|talk|thought|thinking|decid|instead|cousin|might|maybe|\\bif\\b|would|plan|stay|rather",
      ),
      asserts("(?:left|leaving|moved|moving|transferr|switch|change)\\w*\\b.*Lodge", "\\bnot\\b|n't\\b|against|consider|decid|stay"),
    ],
  ),
  trap(
    "a scottish shinty player's dream club, said with a laugh at himself",
    [
      "hiya, I play shinty for Lovat, mostly the second team, it's quiet the now. any tips for keeping my fitness up over the winter? I work shifts so it's hard",
    ],
    [
      "awright! had a wee look at the fixtures for the new season. honestly if I ever got good enough I'd love to get a game for Kingussie, they're the dream, but that's no happening any time soon, I can barely hit the ball on my weak side lol. what drills could I do on my own for my left side?",
    ],
    /Lovat|shinty/i,
    [
      asserts("Kingussie", `${IMAGINED}|love|aspir|goal|ambition|admir|favourite|\\baim|\\blol\\b`),
      asserts("(?:left|leaving|quit|moved|join|switch|transferr)\\w*\\b.*Lovat", IMAGINED),
    ],
  ),
  trap(
    "a south african asks whether another phone is worth it",
    [
      "howzit, my phone is a Hisense Infinity H50, battery's still lekker but it's so slow now. how do I clear up storage on it without losing my photos?",
    ],
    [
      "hey hey! quick q, is a Vivo V40 worth the money compared to what I've got now? my contract's up for upgrade in March and the oke at the shop was punting it hard. also how do I back up my contacts before I do anything?",
    ],
    /Hisense/i,
    [
      asserts(
        "Vivo",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|might|maybe|would|upgrade|shop|sales|punt|worth|option|plan|march",
      ),
      asserts(
        "(?:replac|switch|upgrad|sold|no longer|stop|moved)\\w*\\b.*Hisense",
        "\\?|should|whether|would|consider|wonder|\\bif\\b|due|eligible|march|plan",
      ),
    ],
  ),
  trap(
    "a kiwi's mum is diagnosed, not the user, with a cooking request",
    [
      "kia ora, I've got an underactive thyroid, been on Eltroxin about five years now. is it ok to take it at night instead of first thing? mornings are chaos with the kids",
    ],
    [
      "hey, bit of a heavy one. Mum got told last week she's got type 2 diabetes, she's pretty shaken up. I'm going round Sunday to cook for her, can you give me a few low-carb dinners that are still proper kiwi comfort food? she loves a mince and cheese pie haha",
    ],
    /thyroid|Eltroxin/i,
    [asserts("diabet", "mum|mother|\\bher\\b|\\bshe\\b|parent|family|relative")],
  ),
  trap(
    "a jamaican bus driver jokes about joining the bobsled team",
    [
      "wah gwaan! mi drive bus fi JUTC in Kingston, traffic on Spanish Town Road a kill mi every day. can you help me find some stretches for back pain from sitting all shift?",
    ],
    [
      "wah gwaan, mi back again lol. nine hour shift today, passenger dem vex, AC bruk. mi done wid this, mi a go join the bobsled team like Cool Runnings 😂 at least it cold",
      "anyway serious ting, can you help me write a letter to the depot manager bout the broken AC in my bus?",
    ],
    /JUTC|bus/i,
    [
      asserts("bobsle|Cool Runnings", `${JOKED}|laugh|😂`),
      asserts("(?:quit|resign|\\bleft\\b|leaving|done with|no longer)\\w*\\b.*(?:JUTC|bus|driv|job)", JOKED),
    ],
  ),
  trap(
    "a kiwi's brother buys a new ute, the user keeps theirs",
    [
      "gidday, I'm a fencing contractor out near Ashburton, the Triton does all the heavy lifting, towing the post driver round every day. what's the best way to keep track of my hours for invoicing?",
    ],
    [
      "yo, hope you had a good one. my brother traded in his hatchback and picked up a Holden Colorado off Trade Me last week, he's stoked as. told him my Triton would still tow it out of a ditch haha",
      "anyway can you help me set up a simple spreadsheet for fuel costs per job?",
    ],
    /Triton/i,
    [
      asserts("Colorado|Holden", "brother|\\bhis\\b|\\bhe\\b|\\bhim\\b|sibling|family|relative"),
      asserts("(?:sold|replac|no longer|switch|traded)\\w*\\b.*Triton", "brother|\\bhis\\b|\\bhe\\b"),
    ],
  ),
];
