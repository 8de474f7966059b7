// Held-out set 143: written on 2026-11-28 against main at f5dd0c8, by a helper (`set143`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a dairy farmer in his sixties in rural Wisconsin, plain Midwestern
// English, short practical messages with typos and little punctuation, asking for help with
// equipment, forms, his grandkids, church and his heart condition. Three changes are told plainly
// as news (a heart medicine switch, a church office, selling the milk herd) and three only in
// passing beside a request (a new tractor's cab radio, a new phone's text size, a card game on the
// night a league used to be). Traps: a hypothetical move asked about, a neighbour's news, a quoted
// warning from his doctor, a negation (a sign-up he refuses), a dry joke about retiring, and a
// purchase he walked away from. Time words fit the two conversations' dates (1 and 20 January).
// A fair fact about the old value may stay current once it says the state ended ("Quit X", "No
// longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at befd6c0 (the final code of the session's first round), and 6 of 12 on f5dd0c8, the code this round
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Drives X", not "Traded in X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothet";

/** Words that say something was said in jest. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|\\blol\\b|tongue|quip|wry|dry|tease|every (?:morning|day)|anyway|still milk`;

/** Words that say something belongs to someone else. */
const OTHERS = "neighbo|Orvin|next farm|down the road|friend|someone|somebody";

export const HELD_OUT_143 = [
  change(
    "a heart rhythm medicine switched, told plainly as news with a form request",
    [
      "cardiologist has me on propafenone for the afib, 150 mg twice a day. can it make me dizzy when i get up quick off the milking stool? near about went over yesterday",
    ],
    [
      "update on the ticker. cardiologist took me off the propafenone, said it wasnt doing enough, so now im on dofetilide. had to stay 3 nights at gundersen in la crosse while they started it, they watch your heart the whole time",
      "pharmacy gave me a med list form to fill out. do i write it as dofetilide or the brand name, and where does the dose go",
    ],
    /dofetilide|Tikosyn/i,
    claims("propafenone", ["dofetilide", "Tikosyn"]),
  ),
  change(
    "a new tractor shows only in a question about its cab radio",
    [
      "my allis chalmers 7080 wont turn over when its below zero. block heater is plugged in all night. what else should i check before i call the mechanic out",
    ],
    [
      "dealer kid showed me the heat on the new fendt but not the radio. the old allis went on trade for it so no more cold starts at least. how do i get my phone to play the farm report thru the cab speakers, it says bluetooth on the screen",
    ],
    /Fendt/i,
    claims("Allis", ["Fendt", "trade"]),
  ),
  change(
    "a church office changes, told plainly with a request for an agenda",
    [
      "im treasurer for the church council at our saviors lutheran in coon valley. can you help me make a simple spreadsheet for the sunday offering, cash and checks separate",
    ],
    [
      "well they voted me in as council president at the annual meeting sunday. somebody else gets to count the offering now, ha. never ran a meeting in my life",
      "can you help me write an agenda for my first council meeting in february? the pastor wants it short",
    ],
    /president/i,
    claims("treasurer", ["president", "handed", "passed", "stepped down", "step down"]),
  ),
  change(
    "a new phone shows only in a question about its text size",
    ["i got a plain flip phone, a sonim, i dont text much. voicemail says its full but i never check it. how do i clear it out"],
    [
      "the grandkids went together and got me an orbic smartphone for my birthday, brynlee set it all up and the sonim went in the junk drawer. how do i make the letters bigger on this thing, cant read nothing without my cheaters",
    ],
    /Orbic|smart ?phone/i,
    claims("Sonim|flip phone", ["Orbic", "smart ?phone", "junk drawer"]),
  ),
  change(
    "the milk herd is sold, told plainly as news with a paperwork question",
    [
      "i milk 60 holsteins on the home place, twice a day, been at it 41 years. whats a good way to keep the waterers from freezing up when it gets to 20 below",
    ],
    [
      "well we done it. sold the milk cows saturday, all 60 head went to a young couple over by cashton. dont know what to do with myself at 4 in the morning now",
      "gonna keep the land in hay and raise a few beef steers. what paperwork do i need to send the co-op to tell them im done shipping milk",
    ],
    /(?:sold|sell|no longer|stopp|quit|retir|done)\w*\b.*(?:herd|cows|holstein|dairy|milk)|beef|steers?\b/i,
    claims("milk|dairy|holstein|\\bcows\\b", ["sold", "sell", "beef", "steer", "retir", "done", "hay"]),
  ),
  change(
    "a league night becomes cards, told only in passing with a rules question",
    [
      "i throw in the church dartball league thursday nights, our team is pretty bad. we got a new scorekeeper, can you explain how scoring works on a dartball board",
    ],
    [
      "thursday nights its sheepshead down at the vfw now since i quit dartball, shoulder cant take throwing anymore. whats the rule when everybody passes and nobody picks",
    ],
    /sheepshead/i,
    claims("dartball", ["sheepshead"]),
  ),
  trap(
    "a hypothetical move to sell the farm, asked only for the numbers",
    [
      "we're on the home farm outside chaseburg, 3rd generation. can you help me with the fsa acreage report, what goes in the field for intended use on hay ground",
    ],
    [
      "hypothetical question. if i was to sell the farm to my nephew and we moved down to lake havasu, would i owe a bunch of capital gains? not doing it, delores wont leave the grandkids, i just like to know the numbers",
    ],
    /Chaseburg/i,
    [
      asserts("Havasu", `${IMAGINED}|\\?|ask|question|wonder|capital gains|\\btax|numbers|curious`),
      asserts(
        "(?:sold|selling|sells|moved|moving|left|leaving|relocat)\\b.*(?:farm|Chaseburg)",
        `${IMAGINED}|\\?|ask|question|wonder|capital gains|\\btax|numbers|curious`,
      ),
    ],
  ),
  trap(
    "a neighbour's milking robots, with a cost question",
    [
      "we milk 45 brown swiss in a tie stall barn. the pipeline is old. whats the best way to clean a milk line so the bacteria count stays down",
    ],
    [
      "orvin next farm over put in two milking robots last month and sold off his tie stalls. says hes sleeping past 5 for the first time in 30 years and i oughta come look",
      "what does one of them robots run, ballpark, and whats the upkeep like",
    ],
    /Brown Swiss|tie[- ]?stall/i,
    [
      asserts("robot", `${IMAGINED}|${OTHERS}|\\?|ask|cost|price|ballpark|upkeep|curious|wonder`),
      asserts("(?:sold|selling|no longer|removed|replac)\\w*\\b.*(?:tie ?stall|pipeline|barn|herd|cows)", `${IMAGINED}|${OTHERS}`),
    ],
  ),
  trap(
    "a doctor's quoted warning about surgery, with a diet request",
    [
      "doc says i got congestive heart failure, the mild kind, and im supposed to keep salt under 2000 mg a day. whats a breakfast that aint oatmeal every single day",
    ],
    [
      "seen doc tollefson tuesday. he said duane you keep shoveling snow off that barn roof and youll be getting a bypass or a box in the ground. so the grandson shoveled it",
      "what low salt snacks can i keep in the truck that dont taste like cardboard",
    ],
    /heart failure|\bCHF\b|(?:salt|sodium)\b.*(?:2,?000|limit|under)/i,
    [asserts("bypass|heart surgery", `${IMAGINED}|doctor|\\bdoc\\b|Tollefson|warn|said|told|risk|unless|avoid|keeps?\\b|shovel`)],
  ),
  trap(
    "a church dinner sign-up he refuses, told as a negation",
    [
      "i usher at the 8 oclock service at our saviors lutheran. can you help me remember the order for passing the plates, we got new ushers coming on",
    ],
    [
      "somebody put my name down as head cook on the lutefisk dinner signup sheet. i am NOT cooking, never have never will, i can barely boil water",
      "help me write a polite note to the pastor asking him to take me off the list",
    ],
    /usher/i,
    [
      asserts(
        "lutefisk|head cook|\\bcook(?:s|ing)?\\b",
        `${IMAGINED}|never|refus|declin|\\boff\\b|remov|without|someone|somebody|put down|name down|signed up by|ask|note`,
      ),
    ],
  ),
  trap(
    "a dry joke about retiring every morning, with a form request",
    [
      "i run a dairy farm near chaseburg, milk about 70 holsteins with my son. can you explain the dairy margin coverage program in plain english",
    ],
    [
      "i retire every morning at 4:30 when the alarm goes off and then i go out and milk anyway. help me fill out the dairy margin coverage form for this year, what tier should a 70 cow herd pick",
    ],
    /dairy|holstein|milk/i,
    [asserts("retir", JOKED), asserts("(?:sold|selling|no longer|quit|stopp|gave up)\\w*\\b.*(?:herd|cows|milk|dairy|farm)", JOKED)],
  ),
  trap(
    "a side-by-side he nearly bought and walked away from",
    ["i check fence and haul salt blocks on my arctic cat 4 wheeler, a 2009. the winch quit pulling, what should i check first"],
    [
      "almost bought a polaris side by side saturday, had the checkbook out at the dealer in viroqua and then seen the price with tax and walked right back out. so the old arctic cat keeps going",
      "now it wont idle when its cold. is that the choke or the carb",
    ],
    /Arctic Cat/i,
    [
      asserts(
        "Polaris|side[- ]by[- ]side|UTV",
        `${IMAGINED}|almost|nearly|walked|price|decid|didn|did not|changed his mind|backed out|talked out`,
      ),
      asserts("(?:sold|replac|no longer|traded|got rid|upgrad)\\w*\\b.*Arctic Cat", IMAGINED),
    ],
  ),
];
