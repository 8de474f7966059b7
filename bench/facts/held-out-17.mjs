// Held-out set 17: written on 2026-11-27 against main at ec0c0e0, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs or held-out sets 1 to
// 14. Lower case with typos and fillers, news after small talk, two things in one message, time
// words, the way people type to an assistant. A fair fact about the old value may stay current
// once it says the state ended ("No longer ..."): `old` then skips such texts.
// First run: 6 of 12 at c5af8a2 (bench:facts, final code of the first round). The lead never saw
// its scenarios before this run, and the helper's report named none.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|moved|moving|switch|changed|instead|dropped|replac|anymore";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only asked, wished, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_17 = [
  change(
    "moved to another country",
    [
      "bonjour lol. i live in nantes, came here for my masters and never left. i work remote for a translation agency so my laptop is my office",
    ],
    [
      "sorry for the radio silence, life has been chaos",
      "we moved to cluj a couple of weeks ago! my wife's family is from here and her dad isnt well so it made sense. still figuring out the buses and my romanian is terrible",
    ],
    /Cluj/i,
    claims("Nantes", ["Cluj"]),
  ),
  change(
    "new employer",
    ["hiya, im an assistant store manager at lidl, mostly early shifts, so if i ask you stuff at 5am thats why"],
    [
      "so i finally handed in my notice at lidl 🙌",
      "started at octopus energy as of monday, on their customer team. no more 5am starts, i actually saw daylight before work today",
    ],
    /Octopus/i,
    claims("Lidl", ["Octopus", "notice", "handed"]),
  ),
  change(
    "goes by a short name now",
    ["hi, im philippa. can you help me plan meals for the week? nothing with mushrooms pls"],
    [
      "oh before i forget, can you call me pip from now on? everyone at work started calling me that in october and honestly i like it way more than philippa",
      "anyway meal plan time again, same rules, no mushrooms",
    ],
    /\bPip\b/i,
    claims("Philippa", ["\\bPip\\b", "prefer", "goes by", "call"]),
  ),
  change(
    "seeing someone now",
    ["im single, no kids, so my weekends are basically five a side football and naps lol"],
    [
      "ok small update on the life front",
      "i'm seeing someone!! her name's ottilie, we met at a friend's barbecue in the spring and we've been official since june. so weekends are a bit busier now haha",
    ],
    /Ottilie|in a relationship|dating|girlfriend|partner|seeing someone|taken|no longer single/i,
    claims("\\bsingle\\b", ["Ottilie", "relationship", "dating", "girlfriend", "partner", "seeing"]),
  ),
  change(
    "cat died, dog adopted",
    ["my cat marmalade just knocked my tea over the laptop, she's 16 and has zero regrets"],
    [
      "sad news, marmalade died at the end of august. she was 17, went peacefully at home",
      "we held off for a bit but we adopted a whippet a couple of weeks ago, he's called pickle and he's scared of the kettle lol",
    ],
    /whippet|\bdog\b|Pickle/i,
    claims("\\bcat\\b|Marmalade", ["died", "passed", "death", "\\brip\\b", "lost", "whippet", "Pickle"]),
  ),
  change(
    "broken collarbone healed",
    ["typing one handed sorry, my collarbone is broken (fell off my bike on ice) so my arm's in a sling for another few weeks"],
    [
      "finally some good news",
      "the collarbone has healed!! fracture clinic signed me off last thursday and the sling's been in a drawer since. back on the bike this weekend, carefully",
    ],
    /heal|recover|signed off|out of (?:the |a )?sling|sling (?:is )?off|no longer (?:in|wears|wearing|needs) (?:a |the )?sling/i,
    claims("broken collar ?bone|collar ?bone (?:is )?broken|has a fractured collar ?bone|sling", [
      "heal",
      "recover",
      "signed off",
      "drawer",
      "out of",
      "\\boff\\b",
    ]),
  ),
  trap(
    "if i ever went vegan",
    ["i've been veggie since i was 15, so 20 years now, my family still thinks it's a phase lol"],
    [
      "made the best halloumi traybake last night",
      "people at work keep asking why i dont just go vegan. honestly if i ever went fully vegan id last about a week, i love cheese way too much. anyway can you give me a midweek pasta idea",
    ],
    /vegetarian|veggie|(?:no|not|doesn't|does not|don't) eat meat/i,
    [asserts("vegan", "if\\b|would|'d\\b|ever|wonder|consider|ask|why|week|keep|not|n't|never|cheese")],
  ),
  trap(
    "a flatmate's new job and city",
    ["i live in swansea, share a flat in uplands with my mate ifeoma, i work at the uni library"],
    [
      "bit of a weird week",
      "ifeoma got a job at dyson (!!) so shes moving to bristol at the end of the month. gonna be so quiet here, ill need a new flatmate. any tips for writing a flatmate ad?",
    ],
    /Swansea/i,
    [
      asserts("(?:Works? (?:at|for)|Job at|Employed|Joined|Starting|Started|Got a job).*Dyson", "Ifeoma|flatmate|friend|\\bmate\\b"),
      asserts("(?:Lives in|Moving to|Moved to|Is moving|Will move|Relocat).*Bristol", "Ifeoma|flatmate|friend|\\bmate\\b"),
    ],
  ),
  trap(
    "did not move in the end",
    ["i live in zaragoza, teach pe at a secondary school, it's 38 degrees today send help"],
    [
      "remember i was thinking about that job in bilbao?",
      "well i did NOT move in the end. the flat fell through two days before signing and then my school offered me head of department so. still in zaragoza, still melting",
    ],
    /Zaragoza/i,
    [
      asserts(
        "(?:Lives in|Moved to|Moving to|Is moving|Relocat|Works in|Based in).*Bilbao",
        "not|n't|didn|fell through|consider|thinking|offer|in the end",
      ),
      /^(?:Left|No longer lives in|Moved (?:away )?from)\b.*Zaragoza/i,
    ],
  ),
  trap(
    "asking about a budgeting app",
    ["i do all my budgeting in a libreoffice calc spreadsheet i built myself, its held together with duct tape and vlookups but it works"],
    [
      "payday today so budget time",
      "quick question tho, is ynab actually worth paying for? a guy at work wont shut up about it. would it do anything my spreadsheet cant, like does it handle joint accounts?",
    ],
    /LibreOffice|\bCalc\b|spreadsheet/i,
    [
      asserts("YNAB", "\\?|consider|thinking|wonder|ask|worth|curious|question|whether|coworker|colleague|guy at work|recommend"),
      /^(?:No longer|Stopped|Quit|Left|Moved away from)\b.*(?:spreadsheet|LibreOffice|\bCalc\b)/i,
    ],
  ),
  trap(
    "a joke about leaving the husband",
    ["my husband cormac and i are redoing the kitchen this year, married 9 years and this is our biggest fight yet lol"],
    [
      "the new dishwasher got delivered today and its SILENT",
      "honestly im leaving cormac for it, its the only one in this house that cleans up after itself 😂 anyway what does the eco setting actually do",
    ],
    /married|husband|Cormac/i,
    [
      asserts(
        "divorc|separat|split up|broke up|single\\b|no longer married|(?:leaving|left|leave) (?:her |his |their )?(?:husband|Cormac)",
        "jok|lol|dishwasher|😂|kidding|jest",
      ),
    ],
  ),
  trap(
    "mum's quoted job title",
    ["im an architectural technician at a small practice, mostly drawing up extensions and loft conversions in revit"],
    [
      "went to my aunt's 60th on saturday",
      'my mum introduced me to literally everyone as "my son the architect" 🙃 im not, im a technician, i dont have the qualifications and probably never will. whatever, the cake was good',
    ],
    /architectural technician|technician/i,
    [asserts("\\barchitect\\b", "mum|mom|mother|introduc|call|not|n't|never|said|says")],
  ),
];
