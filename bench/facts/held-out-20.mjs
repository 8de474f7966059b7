// Held-out set 20: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards everyday routines and preferences, with two core life
// changes; no city, person, product or company reused from scenarios.mjs or held-out sets 1 to
// 18. Lower case with typos and fillers, news after small talk, two things in one message, time
// words, the way people type to an assistant. The time words of each change fall between the
// two conversations (which are 19 days apart), so the new value is also the newer one. A fair
// fact about the old value may stay current once it says the state ended ("Left X", "Quit X"):
// `old` then skips such texts.
// First run: 8 of 12 at 7f3f3d2 (code of 421a14e, the session's first round of new sets), and 8 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|never\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|worked|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|swapp|changed|instead|dropped|replac|sold|anymore|until|last day";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_20 = [
  change(
    "moved abroad, news after small talk",
    [
      "hoi! random q: i live in nijmegen and my bike got nicked AGAIN, is it worth getting a second hand one or just the cheapest new one",
      "third one this year lol, this city and bikes",
    ],
    [
      "sorry its been a while, everything's been in boxes",
      "we moved to seville last weekend!! my boyfriend got a post at the university here and i work remote anyway so why not. its 20 degrees in january which feels ilegal",
    ],
    /Sevill/i,
    claims("Nijmegen", ["Sevill"]),
  ),
  change(
    "new employer",
    [
      "i'm a quality engineer at vestas, turbine blades mostly, so my hair is permanently full of fibreglass dust",
      "can you help me word a non-conformance report so it doesnt sound passive agressive",
    ],
    [
      "hi again, hope ur well",
      "so my last day at vestas was friday before last and i started at maersk on monday, doing supplier audits. more travel, less fibreglass, and the canteen is way better tbh",
    ],
    /Maersk/i,
    claims("Vestas", ["Maersk"]),
  ),
  change(
    "energy drinks dropped for kombucha",
    [
      "morning!! on my second monster of the day already, i basically live on energy drinks in exam season",
      "can you quiz me on organic chem reactions, the ones with the wierd names",
    ],
    [
      "exams are DONE, survived somehow",
      "also i quit energy drinks about two weeks ago, the heart palpitations were not it. i'm on kombucha now, like one bottle in the afternoon, the ginger one is actually nice",
    ],
    /kombucha/i,
    claims("Monster|energy drink", ["kombucha"]),
  ),
  change(
    "kickboxing stopped, netball started",
    ["i do kickboxing three evenings a week at a gym by the station, its basically my therapy"],
    [
      "ok update on the knee: physio says no kicking for months, so as of last week i've stopped kickboxing 😭",
      "but i joined the netball team at work on monday, games thursday nights, lower impact and way more gossip",
    ],
    /netball/i,
    claims("kick ?box", ["netball"]),
  ),
  change(
    "meal kit subscription switched",
    ["we get a hellofresh box every week, 3 meals for 2, it's honestly the only reason we eat vegetables"],
    [
      "what's a good quick lunch for work that isn't a sad sandwich",
      "oh and we cancelled hellofresh and went with gousto as of last week, its cheaper and the recipes are less fiddly. first box was good!",
    ],
    /Gousto/i,
    claims("Hello ?Fresh", ["Gousto"]),
  ),
  change(
    "night shift to day shift",
    ["i work nights at the dhl hub by the airport, 10pm to 6am, so if i message you at 4am thats why lol"],
    [
      "guess who's a day person now",
      "got moved to the day shift as of monday, 7 till 3! same hub, same team lead, but i saw the sun today and nearly cried",
    ],
    /day ?shift|\bdays\b|\b7 ?(?:am)? ?(?:to|till|until|-|–) ?3/i,
    claims("night|10 ?pm", ["\\bdays?\\b"]),
  ),
  trap(
    "a hypothetical hobby",
    ["i play bass in a covers band, mostly weddings and the odd pub gig, the money pays for my gear habit lol"],
    [
      "gig last night was chaos, the drummer forgot half the setlist and the bride's uncle grabbed the mic",
      "honestly if i ever quit the band i'd take up beekeeping, something quiet where nobody requests the same five songs. but i won't, i'd miss it too much",
    ],
    /\bbass\b|covers band/i,
    [
      asserts(
        "beekeep|\\bbees?\\b",
        "\\bif\\b|would|'d\\b|wants?\\b|wish|dream|someday|one day|might|consider|thinking|interest|n't\\b|\\bnot\\b|miss",
      ),
      asserts("(?:quit|quitting|left|leaving|no longer)\\b.*(?:band|bass)", "\\bif\\b|would|'d\\b|wish|dream|n't\\b|\\bnot\\b"),
    ],
  ),
  trap(
    "a sister's new car",
    ["i drive a volvo v70, the old estate, 240k km and still going. perfect for the dog and tip runs"],
    [
      "my sister finally got rid of her ancient corsa and bought an mg4, its electric and she won't shut up about it lol",
      "i'm keeping the volvo till it literally falls apart though",
    ],
    /Volvo|V70/i,
    [
      asserts("\\bMG ?4\\b|\\bMG\\b|electric", "sister|\\bher\\b|\\bshe\\b|sibling"),
      asserts(
        "(?:sold|selling|no longer|got rid|gave up|replac)\\w*\\b.*(?:Volvo|V70)|Corsa",
        "sister|\\bher\\b|\\bshe\\b|sibling|keep|until|till",
      ),
    ],
  ),
  trap(
    "did not cancel the subscription",
    ["i've got a crunchyroll subscription, anime before bed is my whole wind down routine"],
    [
      "was gonna cancel crunchyroll this month to save a bit, money's tight after christmas",
      "but i did NOT cancel it in the end lol, cut takeaways instead. too many good shows airing rn",
    ],
    /Crunchyroll/i,
    [
      asserts(
        "(?:cancel|unsubscrib|no longer|stopp|ended|dropp|quit|gave up)\\w*\\b.*Crunchyroll|Crunchyroll.*(?:cancel|ended)",
        "not\\b|n't\\b|gonna|going to|plan|consider|thinking|almost|nearly|wanted|still|keep",
      ),
    ],
  ),
  trap(
    "a question about another console",
    ["i game on a ps5 most evenings, racing games and whatever my mates are on"],
    [
      "is a steam deck actually worth it? like could i play the same stuff on it or is it a totally different library",
      "asking cos it's my birthday next month and my mum wants ideas",
    ],
    /PS5|PlayStation/i,
    [
      asserts(
        "Steam Deck|\\bSteam\\b",
        "\\?|asks?\\b|asked|asking|wonder|consider|worth|would|could|thinking|curious|question|interest|birthday|gift|idea|mum|wants?\\b",
      ),
      asserts("(?:no longer|stopp|sold|selling|switch|gave up|replac)\\w*\\b.*(?:PS5|PlayStation)", "\\?|would|could|consider|thinking"),
    ],
  ),
  trap(
    "a joke about leaving the book club",
    ["i'm in a book club, we read one sci-fi novel a month and argue about it at the pub on the last thursday"],
    [
      "this month's pick was 600 pages of nothing happening, i'm still mad",
      "that's it, i'm leaving to start a rival club that only reads pamphlets 😂 nah i'll be there thursday moaning about it like everyone else",
    ],
    /book club/i,
    [
      asserts("(?:quit|quitting|left|leaving|no longer|stopp)\\w*\\b.*(?:book club|club)", "jok|lol|kidding|jest|nah|😂"),
      asserts("rival|pamphlet", "jok|lol|kidding|jest|nah|😂"),
    ],
  ),
  trap(
    "quoted speech about moving",
    ["i live in freiburg, came for uni 6 years ago and never left. small city but the hills are right there"],
    [
      "it's rained 9 days straight here",
      "my flatmate keeps saying \"thats it, we're all moving to tenerife and working from the beach\" lol, she says it every time it rains. nobody's going anywhere, i'm happy here",
    ],
    /Freiburg/i,
    [
      asserts("Tenerife", "flatmate|said|says|saying|keeps|jok|lol|rain|not\\b|n't\\b|nobody|never|\\bshe\\b|\\bher\\b|would|wants?\\b"),
      asserts(
        "(?:moving|moved|relocat)\\w* (?:away )?from Freiburg|(?:leaving|left) Freiburg",
        "flatmate|said|says|saying|jok|not\\b|n't\\b|nobody|never",
      ),
    ],
  ),
];
