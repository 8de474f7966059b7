// Held-out set 30: written on 2026-11-27 against main at 5e29e57, by a helper (`set30`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards work, study and
// tools, with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to
// 22 or sets 23 to 26. Lower case with typos and fillers, news after small talk, several messages
// that ramble (two or three pieces of news, the change not in the first sentence, other people's
// news beside it), time words that fit the two conversations' dates (about three weeks apart),
// the way people type to an assistant. A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 3277ab7 (code of 141309f, the session's third round of new sets), and 6 of 12 on the
// code the session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )studied|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|scrap|anymore|until|\\bfrom\\b|handed in|retired|in a drawer";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_30 = [
  change(
    "new employer, news dump after small talk",
    [
      "hiya, some context so i dont have to keep explaining: i'm a supply chain analyst at unilever, mostly demand forecasting for the ice cream brands so summer is absolute chaos",
      "can you explain exponential smoothing like im five",
    ],
    [
      "hope your holidays were good! mine were loud, 14 people at my mums for christmas lol",
      "ok news dump. my sister had her baby on the 3rd, a little girl, im an auntie!! and work wise i handed in my notice at unilever back in november, and as of monday im at tesco, category planning for frozen food. new team seems nice, my manager there is super chill so far",
    ],
    /Tesco/i,
    claims("Unilever", ["Tesco"]),
  ),
  change(
    "evening course switched",
    [
      "i'm doing a part time diploma in quantity surveying, two evenings a week at the local college, on top of my day job in a builders merchants",
    ],
    [
      "bit of a mad start to the year",
      "the college cancelled the quantity surveying evening group because not enough people signed up, so since the new year im doing a project management certificate instead, online, the prince2 foundation one. my boss is paying half which is nice of him tbh",
    ],
    /project management|PRINCE ?2/i,
    claims("quantity survey", ["project management", "PRINCE ?2"]),
  ),
  change(
    "password manager switched, with other news",
    ["i keep all our passwords in dashlane, me and my wife share the family plan so we can both get into the energy account etc"],
    [
      "couple of things happened since we last talked",
      "our it dept rolled out 1password for everyone at work in december, and you get a free family account with it, so i moved all our personal logins over too and cancelled dashlane last week. oh and my wife finally passed her driving test on the fourth try!! 🎉",
    ],
    /1 ?Password/i,
    claims("Dashlane", ["1 ?Password"]),
  ),
  change(
    "running watch replaced",
    ["i track all my runs on a fitbit charge, its basic but does the job for parkrun and the odd 10k"],
    [
      "signed up for my first half marathon in april eek",
      "and because of that i treated myself to a coros pace 3 a couple of weeks ago, the fitbit is in a drawer now. the battery lasts like 2 weeks and the gps is miles better, my running club mate talked me into it",
    ],
    /Coros/i,
    claims("Fitbit", ["Coros"]),
  ),
  change(
    "study plan changed",
    [
      "my plan after this year is to apply for a phd in soil science next autumn, i've been helping on my supervisor's field project and i really like the lab side",
    ],
    [
      "hiii, sorry, december was a blur",
      "so i had a long think over christmas and i'm not doing the phd after all. four more years on a stipend just isnt doable with my rent. i'm going to do a pgce from september instead and teach secondary science, already sent my application off. my supervisor was really nice about it actually",
    ],
    /PGCE|teach/i,
    claims("PhD|soil science", ["PGCE", "teach"]),
  ),
  change(
    "moved to another country, with other people's news",
    ["hello! i live in wroclaw, work remote as a backend dev for a uk company, and i'm trying to learn to cook properly this year lol"],
    [
      "long time no talk, things have been hectic",
      "my girlfriend's company opened a new office and she asked to be moved there, and since i can work from anywhere we just went for it: we've been living in valletta since last week! the flat is tiny but we can see the sea from the balcony. my brother is keeping our cat until we find somewhere bigger",
    ],
    /Valletta|Malta/i,
    claims("Wroc", ["Valletta", "Malta"]),
  ),
  trap(
    "a hypothetical retraining",
    ["i'm a pastry chef in a hotel kitchen, 5am starts, croissants for like 300 people every morning"],
    [
      "my feet are wrecked this week, we had two weddings back to back",
      "honestly if i ever get out of kitchens i'd retrain as an electrician, my cousin did it at 35 and he earns way more than me now. not happening any time soon though, i still love the job most days",
    ],
    /pastry|chef/i,
    [
      asserts(
        "electrician",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|cousin|\\bhe\\b|\\bhis\\b|wish|dream|idea|thinking",
      ),
      asserts(
        "(?:quit|left|leaving|no longer|stopp|retir|retrain)\\w*\\b.*(?:chef|pastry|kitchen|hotel)",
        "\\bif\\b|would|'d\\b|cousin|not\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a coworker leaves for another company",
    ["i'm a junior account manager at an ad agency, mostly on the lego account, lots of spreadsheets and even more meetings"],
    [
      "office is so weird this week",
      "my desk buddy kasia just quit to go in-house at airtable as a designer, and our head of accounts is retiring in march so everyone's shuffling around. i'm inheriting two of kasia's clients which is kind of exciting. can you help me write a handover checklist?",
    ],
    /account manag|ad agency|advertising|LEGO/i,
    [
      asserts("Airtable|designer", "kasia|desk|colleague|cowork|friend|\\bher\\b|\\bshe\\b"),
      asserts(
        "(?:quit|left|leaving|no longer|retir)\\w*\\b.*(?:agency|account|job|work)",
        "kasia|\\bher\\b|\\bshe\\b|head of|boss|colleague|cowork|desk",
      ),
    ],
  ),
  trap(
    "did not take the offer",
    [
      "i'm a bookkeeper at a small accounting practice, there's just 4 of us",
      "also got a second interview at xero on thursday, customer success role, fingers crossed",
    ],
    [
      "update on the xero thing: i did NOT take it in the end. they offered but it was 5 days in the office and 90 min each way, with two kids thats a no from me",
      "so still at the practice, and the partners bumped my pay a bit to keep me 😄",
    ],
    /bookkeep|accounting practice/i,
    [
      asserts(
        "Xero|customer success",
        "not\\b|n't\\b|\\bno\\b|interview|offer|declin|turn|consider|appl|fingers|hope|might|would|instead of|staying|stays?\\b|rejected",
      ),
      asserts("(?:quit|left|leaving|no longer|stopp|moved)\\w*\\b.*(?:practice|bookkeep|firm)", "not\\b|n't\\b"),
    ],
  ),
  trap(
    "a question about a project tracker",
    ["im an engineering manager at a small startup, 8 devs, and we track everything in asana"],
    [
      "quick one before standup",
      "is linear actually better than asana for a dev team? two of my devs keep pushing for it and i can't tell if its real or just shiny new tool syndrome lol",
    ],
    /Asana/i,
    [
      asserts(
        "Linear",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|better than|push|want|might|question|\\bif\\b|shiny|can't tell|compar",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Asana", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about quitting",
    ["i do it support at a university, mostly password resets and projectors that won't turn on"],
    [
      "today someone logged a P1 ticket because their computer was 'dead' and it wasnt plugged in 🙃 and my manager wants us all in on saturday for the email migration",
      "thats it im throwing my laptop in the sea and becoming a lighthouse keeper in the shetlands lmao. anyway how do i bulk reset passwords with powershell",
    ],
    /support|help ?desk/i,
    [
      asserts("lighthouse|Shetland", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
      asserts(
        "(?:quit|quitting|left|leaving|no longer|stopp)\\w*\\b.*(?:support|help ?desk|universit|job|work)",
        "jok|lol|lmao|kidding|humou?r",
      ),
    ],
  ),
  trap(
    "quoted speech about another office",
    ["i'm a structural engineer at a consultancy, based in our loughborough office, mostly footbridges and the odd car park"],
    [
      'weird one today. my director pulled me into a meeting room and said "we need you in the brighton office from january, the rail job is yours if you want it"',
      "nothing's signed and i haven't said yes. my partner's job is here and the kids are settled at school so im really not keen tbh",
    ],
    /Loughborough|structural/i,
    [
      asserts(
        "Brighton",
        "said|says|told|director|boss|manager|\\bask|want|need|offer|propos|suggest|might|maybe|possibl|consider|not\\b|n't\\b|keen|if they",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*Loughborough", "said|director|not\\b|n't\\b|might|maybe|offer"),
    ],
  ),
];
