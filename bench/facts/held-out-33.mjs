// Held-out set 33: written on 2026-11-27 against main at 7cb16f3, by a helper (`set33`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs or held-out sets 1 to
// 30. Some users write like older people or non-native speakers (full sentences, formal words,
// odd word order), others in quick lower-case chat with typos; news after small talk, two things
// in one message, time words that fit the two conversations' dates (about three weeks apart).
// A fair fact about the old value may stay current once it says the state ended ("Separated
// from X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 1d03da5 (code of 2a09032, the session's fourth round of new sets; a last batch of rules was read from it after),
// and 7 of 12 on the code the session started from (93a254b), run right after. The lead never saw its scenarios
// before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|\\bhad\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|anymore|until|\\bfrom\\b|died|passed|death|deceased|\\blate\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_33 = [
  change(
    "relationship ended, formal writer",
    [
      "Hello. I am living in a small flat together with my partner Radek, we are together since six years. I work from home as a translator, so I need a quiet place for working.",
    ],
    [
      "Good morning. I must tell you something personal, because it changes some things for me.",
      "Radek and me, we have separated at the beginning of this month. He has moved out to his brother, and I stay in the flat alone. It is sad but it was the right decision for both of us. Can you help me to make a new budget for one person only?",
    ],
    /separat|split|broke up|\bsingle\b|\bex\b|ex-partner|lives alone|living alone|relationship.*ended|ended.*relationship/i,
    claims("Radek|partner", ["separat", "split", "broke", "single", "alone", "divorc"]),
  ),
  change(
    "old pet gone, new pet adopted",
    [
      "our cat pumpkin is 16 now, properly old lady, sleeps on the radiator all day",
      "what temp should the flat be for an old cat in winter",
    ],
    [
      "happy new year-ish! sorry been quiet",
      "sad news first, pumpkin passed away just before christmas, she had a good long life. the flat felt so empty that a couple of weeks ago we adopted a rescue dog, a little terrier mix called mango, and he is CHAOS. any tips for crate training??",
    ],
    /Mango|terrier|\bdog\b/i,
    claims("Pumpkin", ["Mango", "\\blost\\b", "rip\\b", "put down", "memory"]),
  ),
  change(
    "moved abroad, older writer",
    [
      "Good afternoon. I am 71 years old and retired, I live in Harrogate in a bungalow with my wife. My grandson has set up this assistant for me so please be patient with me.",
    ],
    [
      "Good afternoon again. We had a very pleasant Christmas, thank you for asking last time.",
      "I should mention that my wife and I have now moved to Paphos in Cyprus, as of last Monday. We sold the bungalow in the autumn and bought a small apartment here near the harbour, as the winters in Yorkshire were too hard on my wife's joints. Could you tell me how I register with a doctor here?",
    ],
    /Paphos|Cyprus/i,
    claims("Harrogate", ["Paphos", "Cyprus"]),
  ),
  change(
    "goes by a new name",
    ["hey, name's bartholomew but literally nobody calls me that, just bart", "need help with a cover letter for a junior dev job"],
    [
      "got the job btw!! start in feb",
      "also small thing, since new year im going by jasper (my middle name) everywhere, new job new me lol. bart was a school thing and ive never really liked it. so jasper from now on if you ever need to address me",
    ],
    /Jasper/i,
    claims("\\bBart\\b", ["Jasper"]),
  ),
  change(
    "health: insulin pens replaced, with a flatmate's news",
    ["im type 1 diabetic since i was 9, doing injections with pens 4-5 times a day and finger pricks, its fine just annoying"],
    [
      "ok so big week",
      "i finally got my insulin pump!! had the training last thursday and ive been on it since, plus a sensor on my arm so no more finger pricks or pens. my diabetes nurse says my numbers already look better. also my flatmate is moving out end of the month so i need to find someone new ugh",
    ],
    /pump/i,
    claims("\\bpens?\\b|inject|finger ?prick", ["pump", "sensor"]),
  ),
  change(
    "diet changed",
    ["i've been doing the 5:2 diet since september, fasting mondays and thursdays, down 6 kilos so far"],
    [
      "morning! quick update for you to remember",
      "i stopped the 5:2 after christmas, the fast days made me a monster at work honestly. my doctor suggested i just eat mediterranean style instead, lots of veg, fish, olive oil, no counting, so thats what ive been doing for about 2 weeks now. whats a good easy lentil recipe?",
    ],
    /Mediterranean/i,
    claims("5:2|fasting|fast days", ["Mediterranean"]),
  ),
  trap(
    "a hypothetical move back home",
    ["me and my husband rent a 2 bed flat in limerick, 10 min from both our jobs which is the dream tbh"],
    [
      "my mum was on at me again about grandkids at christmas 🙄",
      "tbh if we ever do have kids we'd probably move back to clonmel to be near her for the help. but not for a few years anyway, we're enjoying limerick too much",
    ],
    /Limerick/i,
    [
      asserts(
        "Clonmel",
        "\\bif\\b|would|'d\\b|probabl|might|maybe|consider|someday|one day|eventually|future|plan|not\\b|n't\\b|mum|mother|grew up|from\\b|hometown|home town|family",
      ),
      asserts(
        "pregnan|expecting|(?:has|have|having) (?:a |\\w+ )?(?:kids?|child|children|baby)",
        "\\bif\\b|would|'d\\b|might|maybe|someday|future|plan|not\\b|n't\\b|mum|mother|grandkid|want|hope",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Limerick", "\\bif\\b|would|'d\\b|not\\b|n't\\b"),
    ],
  ),
  trap(
    "a brother's engagement and move, formal writer",
    [
      "Good morning. I work as a dental nurse in Chichester, part time, three days in the week. My husband and I have lived here for twenty years.",
    ],
    [
      "Good morning. We have had big news in our family. My younger brother has become engaged to his girlfriend at New Year, and in the spring they will move together to Lugano, because she has got a position at a bank there.",
      "I would like to write them a nice card. Can you help me with some words?",
    ],
    /dental|Chichester/i,
    [
      asserts("engaged|fianc", "brother|\\bhis\\b|\\bhe\\b|sibling|\\bthey\\b|\\btheir\\b|famil"),
      asserts("Lugano|Switzerland", "brother|\\bhis\\b|\\bhe\\b|sibling|\\bthey\\b|\\btheir\\b|famil|girlfriend|\\bshe\\b|\\bher\\b"),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Chichester", "brother|\\bhe\\b|\\bthey\\b"),
    ],
  ),
  trap(
    "the move did not happen",
    [
      "Hello, I live in Reims with my two children. We plan to move to Metz in February, I have already visited an apartment there which is close to my sister.",
    ],
    [
      "Hello again. About the move: we did NOT move in the end. The owner of the apartment in Metz has given it to another family at the last moment, and my children were also not happy to change school in the middle of the year. So we stay in Reims, at least until the summer.",
      "Can you help me to write a polite message to the agency?",
    ],
    /Reims/i,
    [
      asserts(
        "Metz",
        "not\\b|n't\\b|plan|off|cancel|stay|instead|consider|\\bwas\\b|\\bwere\\b|decided against|fell through|sister|another family|visit|owner|\\bdid\\b|hope|want|intend",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Reims", "not\\b|n't\\b|plan|stay"),
    ],
  ),
  trap(
    "a question about a budgeting app",
    ["i do all our household budgeting in spendee, me and my partner both log stuff there"],
    [
      "ugh january bills",
      "is pocketsmith actually worth paying for? a guy at work swears by it for the forecasting thing but spendee does everything we need rn i think",
    ],
    /Spendee/i,
    [
      asserts(
        "PocketSmith",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|worth|cowork|colleague|guy at work|recommend|swear|might|question|\\bif\\b|compar|interest",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Spendee", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke title",
    ["hi! i'm oona, i do the books for a family bakery and i'm hopeless at anything practical"],
    [
      "GUESS WHO BUILT A WHOLE WARDROBE ALONE with zero screws left over",
      "from now on u may address me as the flatpack queen 👑 hahaha. ok serious question, how do i stop the doors rubbing at the top",
    ],
    /Oona|bakery|books|bookkeep/i,
    [
      asserts(
        "(?:name|called|call|address|goes by|go by|known as|prefer)\\w*\\b.*(?:flatpack|queen)",
        "jok|haha|lol|kidding|jest|humou?r|playful|teas",
      ),
      asserts("queen", "jok|haha|lol|kidding|jest|humou?r|playful|teas|built|assembl|wardrobe|furniture"),
    ],
  ),
  trap(
    "quoted speech about another city, non-native writer",
    ["Hello, I am working as sound technician in the city theatre in Liberec, mostly the evening shows and sometimes concerts."],
    [
      'Today was strange day at work. My director called me in his office and he said: "From April you will run the sound for our new stage in Plzeň, we need you there."',
      "But nothing is decided. I did not say yes, my wife has her work here and our daughter is in the last year of school. I don't know what to do. Can you help me to list the pros and cons?",
    ],
    /Liberec|sound/i,
    [
      asserts(
        "Plze|Pilsen",
        "said|says|told|director|boss|manager|\\bask|want|need|offer|propos|suggest|might|maybe|possib|consider|not\\b|n't\\b|decid|pros and cons|\\bif\\b",
      ),
      asserts(
        "(?:left|leaving|moved|moving|no longer|relocat|transferr)\\w*\\b.*Liberec",
        "said|director|not\\b|n't\\b|might|maybe|offer|consider",
      ),
    ],
  ),
];
