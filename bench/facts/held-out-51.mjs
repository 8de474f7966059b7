// Held-out set 51: written on 2026-11-27 against main at 4b3e5af, by a helper (`set51`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, held-out sets 1 to 50 on main, or the sets being written in
// the other worktrees (as they stood while this one was written). Written the way agent users
// write: the news comes in the middle of a request to the assistant, mostly lower case, typos,
// fillers, two pieces of news in one message, time words that fit the two conversations' dates
// (about three weeks apart, January). A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer on X"): `old` then skips such texts. A stale plan
// that the user said did not happen counts as a trap.
// First run: 8 of 12 at 1d98d51 (code of bca91eb, after rules read from sets 35-50), and 7 of 12 on the code
// the session started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|relocat|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|back in|broke|break|split|separat|single|\\boff\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|hope|idea|fantas|could|possib|love to|loves? the idea|\\blike to\\b";
/** Words that say a statement was a joke. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|tease|teasing|figurative";

export const HELD_OUT_51 = [
  change(
    "a translator moves to another country, said inside a request about an invoice",
    [
      "hola! i'm a freelance translator (spanish, english, basque), i live in pamplona and mostly do legal stuff for law firms. can you help me with terminology sometimes?",
    ],
    [
      "hi again! ok so i need to update my invoice template, can you help me rewrite the footer? we moved to östersund a couple of weeks ago (my partner got a postdoc at the uni here, its -18 today lol) so the address and the tax line need changing, it should say im registered in sweden now. also is the swedish word for invoice just faktura?",
    ],
    /[ÖO]stersund/i,
    claims("Pamplona", ["stersund"]),
  ),
  change(
    "a service engineer changes employer, said inside a request for a packing list",
    ["im a service engineer at wärtsilä, ship engines mostly, so i live out of a suitcase half the year lol"],
    [
      "morning. can you make me a packing checklist for a 5 day sea trial? new employer so new rules lol, i started at kongsberg on the 6th, left wärtsilä right before christmas, and now its dynamic positioning systems instead of engines. the list needs PPE, laptop stuff and the usual offshore paperwork, i always forget somthing",
    ],
    /Kongsberg/i,
    claims("W[aä]rtsil[aä]", ["Kongsberg"]),
  ),
  change(
    "a diet ended after a health result, said inside a request for a recipe",
    [
      "hey, strict keto since october, under 20g carbs a day and down 6 kilos already! can you give me some ideas for keto lunches i can take to work?",
    ],
    [
      "can you give me a pasta bake recipie for 4 that freezes well? yes pasta lol. i quit keto a couple of weeks ago, my LDL came back really high and my doctor basically said stop, so im trying to do more of a mediterranean thing now. oh and no mushrooms, my son hates them",
    ],
    /(?:no longer|\bnot\b|stopped|quit|gave up|given up|ended|dropped|\boff\b|left|came off)\b.*keto|keto\b.*(?:ended|stopped|quit|over)|Mediterranean/i,
    claims("keto", ["Mediterranean"]),
  ),
  change(
    "a teacher's note app switched, said inside a request for a lesson plan",
    ["i teach year 7 and 8 science. all my lesson plans live in dynalist, one giant outline, dont judge"],
    [
      "happy monday 🙃 can you turn these notes into a lesson plan on states of matter for year 7, 50 mins, with a starter and an exit ticket? ill paste it into notesnook after, i moved everything over from dynalist during the holidays cause i wanted proper offline notes on my phone. notes: solids liquids gases, particle model, ice melting demo, kids always mix up evaporation and boiling",
    ],
    /Notesnook/i,
    claims("Dynalist", ["Notesnook"]),
  ),
  change(
    "a bookkeeper now goes by a shorter name, said inside a spreadsheet question",
    ["hi, i'm ludmila, i do the books for a couple of small cafés. can you help me with spreadsheet formulas now and then?"],
    [
      "hey, can you help me with a SUMIFS thing? i need totals per supplier per month. oh and small thing, can you call me mila from now on? everyone at the cafés does and honestly ludmila always felt like my grandmas name lol. the sheet has the date in column A, supplier in B, amount in D",
    ],
    /\bMila\b/i,
    claims("Ludmila", ["\\bMila\\b"]),
  ),
  change(
    "a relationship ends, said inside a request for a budget",
    [
      "me and my boyfriend wouter are doing a road trip in may, 10 days, can you suggest a route through the ardennes? we'll have a tent and his old car",
    ],
    [
      "hi. can you help me make a budget for living on my own? wouter and i broke up just after new year so im looking at 1-bed flats, max 850 a month, and i take home about 2300. also the road trip is off obviously, so the may holiday money can go on a deposit",
    ],
    /broke up|break-?up|\bsplit|separated|\bsingle\b|no longer .*(?:with|dating|together|boyfriend|Wouter|relationship)|ex-?boyfriend|\bex\b|relationship .*ended|ended .*relationship/i,
    claims("boyfriend|Wouter|dating|in a relationship"),
  ),
  trap(
    "a hypothetical move abroad, inside a request for a savings plan",
    ["hi! i teach english online from puebla, mostly business english to adults on zoom"],
    [
      "can you help me make a savings plan for this year? i earn around 28k pesos a month and want to save at least 20%. honestly if i ever manage to save properly id love to live in kanazawa for a year, i went in 2019 and still think about it, but thats a someday thing. anyway i'd like the plan as a simple table by month",
    ],
    /Puebla/i,
    [
      asserts("Kanazawa|Japan", `${IMAGINED}|2019|visit|trip|went|travel|holiday|vacation`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Puebla", IMAGINED),
    ],
  ),
  trap(
    "a coworker's diagnosis, inside a request to redo a snack order",
    ["im the office manager at a small architecture studio, 14 people, i do the snacks, the rota, the leaking roof, everything lol"],
    [
      "morning! can you help me redo our weekly snack order? my coworker brecht got diagnosed with coeliac disease last week so we need proper gluten free options, and can you remind me what we need to do about crumbs and the shared toaster? i dont want to make him ill. budget is about 60 euros a week",
    ],
    /office manager/i,
    [
      asserts(
        "coeliac|celiac|gluten",
        "brecht|co-?worker|colleague|\\bhe\\b|\\bhis\\b|\\bhim\\b|office|snack|team|order|staff|studio|toaster|\\bfor\\b",
      ),
      /^(?:Name is|Is named|Is called|Goes by|Called)\s+Brecht/i,
      asserts("(?:left|leaving|quit|no longer)\\w*\\b.*(?:office manager|studio)", "brecht|co-?worker|colleague"),
    ],
  ),
  trap(
    "a move that did not happen in the end, before a request for a menu",
    [
      "hey, im a line cook at a hotel in oaxaca, 6 years now. got offered a sous chef job at a restaurant in querétaro starting february, pretty sure im going to take it, can you help me think through the pros and cons?",
    ],
    [
      "hola! quick update then a question: i did NOT move to querétaro in the end, they changed the salary after the second interview and it was less than what i make here, so im staying at the hotel. my boss even gave me a raise to stay lol. anyway can you help me write a new breakfast menu for the hotel, local stuff, like 8 dishes, with short english descriptions for the tourists",
    ],
    /Oaxaca|line cook/i,
    [
      asserts(
        "Quer[eé]taro|sous chef",
        "\\bnot\\b|n't\\b|offer|turn|declin|instead|stay|fell through|pulled|withdr|cancel|never|almost|nearly|decided against|salary|consider|interview|thinking|\\bif\\b",
      ),
      asserts("(?:left|leaving|quit|moved|moving|relocat|no longer)\\w*\\b.*(?:Oaxaca|hotel)", "\\bnot\\b|n't\\b|stay|never"),
    ],
  ),
  trap(
    "a question about another browser, beside a request for a script",
    ["i use waterfox on my laptop for literally everything, 200 tabs minimum lol"],
    [
      "ok two things. is orion any good or is it just hype? half the people on mastodon say its the only browser that doesnt eat their battery, would it even import my waterfox bookmarks? and second, can you help me write a shell script that renames my screenshots by date, theyre all called Screenshot 2025-01-... with spaces in the name which breaks everything",
    ],
    /Waterfox/i,
    [
      asserts(
        "\\bOrion\\b",
        "\\?|\\bask|consider|wonder|curious|question|whether|\\bif\\b|interest|thinking|hype|people|mastodon|others|might|maybe|look|compar|evaluat|research|\\bgood\\b",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|moving)\\w*\\b.*Waterfox",
        "\\?|whether|consider|wonder|\\bif\\b|people|others|might|maybe|thinking",
      ),
    ],
  ),
  trap(
    "a joke about marrying an appliance, inside a request for a meal plan",
    ["hi, single dad of two here (8 and 11), i work nights as a paramedic so meal planning is basically survival"],
    [
      "can you help me plan a week of dinners i can batch cook on sunday? kids are fussy, no fish. also the new dishwasher finally arrived and im going to marry it, best relationship ive had in years 😂 anyway around 30 quid for the week if possible",
    ],
    /paramedic|single (?:dad|father|parent)/i,
    [
      asserts("marri|marry|engaged|wedding|spouse|husband|wife|fianc|relationship|dating|partner", JOKED),
      asserts("(?:no longer|\\bnot\\b|stopped)\\b.*single|(?:no longer|\\bnot\\b|stopped|quit|left)\\b.*paramedic", JOKED),
    ],
  ),
  trap(
    "a manager's quoted transfer, inside a request for an email",
    ["hej, i do production planning at scania in södertälje, mostly truck cab schedules, lots of spreadsheets"],
    [
      'ugh. in my 1:1 today my manager said "you\'re moving to the oskarshamn plant in april, they need a planner there" like it was already decided. nothing is signed and i really dont want to, my kids school is here. can you help me write a calm email back asking what the options are and wether i can say no?',
    ],
    /S[öo]dert[äa]lje|Scania/i,
    [
      asserts(
        "Oskarshamn",
        "said|says|told|manager|boss|suggest|propos|might|\\bmay\\b|\\bif\\b|possib|\\bnot\\b|n't\\b|consider|rumou?r|want|\\bask|expect|offer|request|option|decid|pressure|unsigned|unconfirmed",
      ),
      asserts(
        "(?:left|leaving|moved|moving|relocat|transfer|no longer)\\w*\\b.*S[öo]dert",
        "said|manager|boss|might|\\bnot\\b|n't\\b|\\bif\\b|propos|\\bask|want",
      ),
    ],
  ),
];
