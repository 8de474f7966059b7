// Held-out set 144: written on 2026-11-28 against main at f5dd0c8, by a helper (`set144`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 140 in /work/sets.
// Style: one voice in all twelve: a junior lawyer in Johannesburg in her late twenties,
// South African English (now now, just now, lekker, eish, robots for traffic lights), articulate
// and quick, every message with a request about drafting, gym plans, a side hustle, her family or
// travel. About half of the changes are told plainly as news (a new firm, a new car, a side
// hustle shut down for another), half only in passing, in a detail of a request (a new suburb's
// dam walks, a new class's teacher with the old training spot left behind, lobola negotiations
// where there was a boyfriend). Traps: a hypothetical secondment abroad, a colleague poached by
// another firm, a partner's quoted remark about her future role, a negation of a family rumour,
// sarcasm about a luxury car, and a switch of sport she nearly made but did not. Time words fit
// the two conversations' dates (1 and 20 January: New Year's Day, midsummer). A fair fact about
// the old value may stay current once it says the state ended ("Left X", "No longer does X"):
// `old` then skips such texts.
// First run: 9 of 12 at befd6c0 (the final code of the session's first round), and 9 of 12 on f5dd0c8, the code this round
// started from (run first, scores only).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothet";

/** Words that say something was said in jest. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|ironic|humou?r|tongue|quip|tease|exaggerat|hyperbol|vent|frustrat|rolling in`;

/** Words that put a fact on a colleague rather than on the user. */
const COLLEAGUE = "Zinhle|colleague|co-?worker|\\bher\\b|\\bshe\\b|\\bdesk|sits next|inherit|handover|hand over|taking over|files";

export const HELD_OUT_144 = [
  change(
    "a new firm told plainly as news, with a drafting request",
    [
      "Morning! Happy new year. I'm an attorney at Nkosi Hendricks Attorneys in Rosebank, mostly commercial litigation. Can you help me tighten up a paragraph from a letter of demand so it sounds less wishy-washy?",
    ],
    [
      "Big news: I resigned from Nkosi Hendricks and started at Moodley Sithole Inc on Monday. Still litigation, but a proper associate post and the pay is much better, eish, finally.",
      "Can you help me draft a short, warm email introducing myself to my new team?",
    ],
    /Moodley|Sithole/i,
    claims("Nkosi|Hendricks", ["Moodley", "Sithole"]),
  ),
  change(
    "a suburb move shown only by Sunday walks round the new dam",
    [
      "Hi! I live in Melville, in a tiny flat above a coffee shop on 7th Street, and the noise on weekends is a lot. Any tips for sleeping through it? Earplugs aren't cutting it.",
    ],
    [
      "Okay so walking around the dam has become my Sunday thing since I got the keys to my new place in Emmarentia, and I actually sleep through the night now, lekker. Can you make me a 4-week plan to go from walking the dam to jogging 5k?",
    ],
    /Emmarentia/i,
    claims("Melville", ["Emmarentia"]),
  ),
  change(
    "a car sold and another bought, told plainly, with a service question",
    [
      "I drive a 2009 Getz that I bought from my aunt, and the clutch has started slipping. Is it worth fixing on a junior lawyer's salary or should I start saving for something else?",
    ],
    [
      "Update: I sold the Getz last weekend and bought a second-hand Ignis, 2021, low mileage. My dad negotiated at the dealership like it was a hostage situation.",
      "What should I ask them to check at its first service, and is a tracker worth it for insurance?",
    ],
    /Ignis/i,
    claims("Getz", ["Ignis", "sold"]),
  ),
  change(
    "a training switch shown by a new teacher and the old bars left behind",
    [
      "I do calisthenics at the outdoor gym at Zoo Lake three mornings a week before work, pull-ups, dips, the works. Can you give me a progression to get my first muscle-up?",
    ],
    [
      "My barre teacher keeps telling me to 'tuck the pelvis' and I have no idea what she means. My shoulders are so much happier now that I'm not hanging off the Zoo Lake bars at 6am anymore though. Can you explain the tuck and give me a 10-minute stretch for after class?",
    ],
    /\bbarre\b/i,
    claims("calisthenics", ["barre", "trad"]),
  ),
  change(
    "a side hustle shut down for another, told plainly, with a pricing request",
    [
      "My side hustle is making biltong in my flat and selling it to people at the office and my gym. Can you help me work out a price per 250g if silverside costs me R180 a kilo?",
    ],
    [
      "So I've shut down the biltong side hustle. Drying boxes sold, and the flat finally doesn't smell of vinegar and coriander. I'm doing wedding calligraphy now instead: place cards, menus, welcome boards.",
      "Can you help me write a short blurb for my calligraphy price list that doesn't sound cheap?",
    ],
    /calligraph/i,
    claims("biltong", ["calligraph", "shut", "sold", "closed"]),
  ),
  change(
    "a boyfriend becomes a fiancé, shown only by the lobola negotiations",
    [
      "My boyfriend Sizwe and I are doing New Year's lunch with his family in Soweto today and I'm bringing dessert. What's something impressive but foolproof I can make in two hours?",
    ],
    [
      "Eish, help. Sizwe's uncles are coming to my parents' house for the lobola negotiations on the 8th and my mom wants a short welcome for the programme. Can you help me write a respectful opening my dad can read? And what is the bride-to-be actually supposed to do on the day?",
    ],
    /fianc|engaged|bride|lobola|getting married|to marry|to be married/i,
    claims("boyfriend", ["fianc", "engaged", "bride", "lobola", "marr"]),
  ),
  trap(
    "a secondment abroad asked about as a hypothetical",
    [
      "I live in Johannesburg, in Greenside, and work in Rosebank. The robots on Jan Smuts were out again and my 10-minute drive took 45. Can you help me write a complaint to the city that will actually get read?",
    ],
    [
      "Hypothetical question: if I took the six-month secondment to our Gaborone office that the firm keeps dangling, would I need a work permit for Botswana, and could I keep my flat here? Not saying yes, I just want to know before the partners corner me.",
      "Also, what's a polite way to say 'I need time to think' in an email to a partner? I must send it just now.",
    ],
    /Johannesburg|Greenside/i,
    [
      asserts("Gaborone|Botswana", `${IMAGINED}|offer|dangl|\\?|\\bask|question|whether|wonder|undecided|deciding|time to think`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*(?:Johannesburg|Greenside)", `${IMAGINED}|offer|dangl|question`),
    ],
  ),
  trap(
    "a colleague poached by another firm, with a handover request",
    [
      "I'm a second-year associate at Mahlangu Rademeyer Attorneys, in the property and conveyancing team. Can you help me write a checklist for a sectional title transfer so I stop missing documents?",
    ],
    [
      "Office drama: Zinhle, the associate who sits next to me, just got poached by Kekana Letsoalo Inc. She starts there on the 1st and I'm inheriting half her files. Lekker for her, eish for me.",
      "Can you help me make a handover template so she doesn't leave me with chaos?",
    ],
    /Mahlangu|Rademeyer/i,
    [
      asserts("Kekana|Letsoalo", COLLEAGUE),
      asserts("(?:left|leaving|resign|poach|quit|no longer|moved|moving)\\w*\\b.*(?:Mahlangu|Rademeyer)", COLLEAGUE),
    ],
  ),
  trap(
    "a senior partner's quoted remark about her future role",
    [
      "I'm in the second year of my articles as a candidate attorney at a firm in Sandton, and my board exams are in May. Can you make me a study timetable that works around 50-hour weeks?",
    ],
    [
      "So at my review the senior partner literally said, 'Once you're admitted, you're staying on as an associate in my team, I'm not losing you to the big firms.' I nearly cried in the boardroom.",
      "Can you help me write a short thank-you email now now, one that doesn't sound like I'm treating that as a contract?",
    ],
    /candidate attorney|articles|articled/i,
    [
      asserts(
        "\\bassociate\\b|\\badmitted\\b|qualified attorney",
        `${IMAGINED}|said|told|promis|once|after|when|will|expect|future|offer|plan|review|prais|pending|\\byet\\b|prospect|potential|exam`,
      ),
    ],
  ),
  trap(
    "a family rumour about eating meat, denied",
    [
      "I've been vegetarian for six years and we're braaiing at my cousin's today for New Year's. What can I bring that's more exciting than a mielie and a sad veggie skewer?",
    ],
    [
      "My aunt is telling the whole family group chat that I've started eating meat again because she saw boerewors on my plate at the braai. I did NOT. It was my brother's plate, I was holding it while he got the tongs. Still vegetarian, thank you very much.",
      "Can you help me draft a polite-but-firm message for the family chat that ends this without starting a war?",
    ],
    /^(?!.*(?:no longer|stopped|quit|gave up|give up|former|used to|\bex-)).*vegetarian/i,
    [
      asserts(
        "(?:eats?|eating|started|resumed|back (?:to|on))\\b.*(?:meat|boerewors)|(?:no longer|stopped being|quit being|gave up being|former)\\b.*vegetarian|meat[- ]eater|omnivore",
        "aunt|\\bnot\\b|n't\\b|rumou?r|claim|accus|false|brother|den(?:y|ie)|wrong|mistak|thought|thinks|gossip|allege",
      ),
    ],
  ),
  trap(
    "sarcasm about trading in for a luxury car, with a repair question",
    [
      "I drive a white 2014 Etios, 240 000 km and still going. Can you give me a basic checklist of things I can check myself before the long drive to my folks in Polokwane next weekend?",
    ],
    [
      "The Etios aircon died again in 34 degrees. So ja, obviously I'm trading it in for a G-Wagon this weekend, because junior lawyers are famously rolling in cash.",
      "Seriously though, what does it roughly cost to regas a car aircon, and how do I tell if it's the compressor?",
    ],
    /Etios/i,
    [
      asserts("G-?Wagon|G-Class|Mercedes|\\bAMG\\b", JOKED),
      asserts("(?:sold|sell|trad|replac|no longer|got rid|switch)\\w*\\b.*Etios", JOKED),
    ],
  ),
  trap(
    "a switch of sport nearly made but not carried out",
    [
      "I play in a social dodgeball league on Tuesday nights with a team from the office. We're terrible but it's the highlight of my week. Any tips for catching without jamming my fingers every single game?",
    ],
    [
      "I was this close to quitting dodgeball and joining an orienteering club in Northcliff, I even filled in half the sign-up form. Then Tuesday came, the team begged, and I never sent it. So, still on the team.",
      "Can you give me a 20-minute warm-up for before games? My hamstrings are not 21 anymore.",
    ],
    /dodgeball/i,
    [
      asserts("orienteering", `${IMAGINED}|almost|nearly|close to|half|never|didn't|did not|form|instead of`),
      asserts(
        "(?:quit|left|stopped|no longer|gave up|dropp)\\w*\\b.*dodgeball",
        `${IMAGINED}|almost|nearly|close to|never|didn't|did not|still`,
      ),
    ],
  ),
];
