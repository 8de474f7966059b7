// Held-out set 41: written on 2026-11-27 against main at d1b8894, by a helper (`set41`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards plans that
// change, relationships, a job and a tool, with no city, person, product or company reused from
// scenarios.mjs or held-out sets 1 to 34. Users write British, Australian, Irish or Indian
// English, some formally, some in chat style, with typos, fillers, news after small talk, two
// pieces of news in one message, and time words that fit the two conversations' dates (about
// three weeks apart, early January). A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at 9bf65c9 (after rules read from sets 35-38), and 6 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )lived|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|scrap|anymore|until|\\bfrom\\b|finish|split|broke|broken|single|separat|against|ditch|called off|is off|revised|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** As `claims`, for a plan whose fair text names its start ("from April") or a planned move ("Moving to X"). */
const PLANNED = ENDED.replace("|\\bfrom\\b", "").replace("|moving", "").replace("|moved", "");
const claimsPlan = (value, also = []) => new RegExp(`^(?!.*(?:${[PLANNED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_41 = [
  change(
    "planned relocation, destination revised (formal)",
    [
      "Good morning. I am a chartered accountant working with a mid-sized audit firm. Kindly note that I will be relocating to Coimbatore in April, as the firm is transferring me to their branch office there.",
      "Could you please help me prepare a checklist for the shifting?",
    ],
    [
      "Good afternoon. Hope you are doing well.",
      "There is one update regarding my relocation. The transfer order was revised last week and I will now be posted to Visakhapatnam and not Coimbatore, joining date remains in April. Kindly update the checklist accordingly and do the needful. Also my younger sister has cleared her CA intermediate, so we are having a small function at home on Sunday.",
    ],
    /Visakhapatnam|Vizag/i,
    claimsPlan("Coimbatore", ["Visakhapatnam", "Vizag"]),
  ),
  change(
    "new employer, after footy talk",
    [
      "g'day, i'm a retail analyst at woolies head office, mostly looking at fresh produce wastage numbers all day. spreadsheets for africa",
    ],
    [
      "arvo! how good was the cricket on the weekend, absolute scenes",
      "anyway bit of news, i finished up at woolworths just before christmas and started at bunnings on monday. same sort of analyst gig but for the garden and outdoor range. new team seems pretty chill, and the sausage sizzle jokes have already started lol",
    ],
    /Bunnings/i,
    claims("Woolworths|Woolies", ["Bunnings"]),
  ),
  change(
    "dj software switched, with a mate's news",
    [
      "hiya, i do a bit of mobile DJing at weekends on the side, weddings and 40ths mostly. my whole library lives in rekordbox, about 9000 tracks",
    ],
    [
      "cheers for the help with the invoice template last time, worked a treat",
      "right so two things. my mate Gethin's got engaged, so i'm doing his do in the summer for free (cheeky sod). and i've gone over to serato, bought a new controller in the boxing day sales and it only really plays nice with serato dj so i moved the whole library across a couple of weeks ago. took forever to sort the cue points but it's done now",
    ],
    /Serato/i,
    claims("Rekordbox", ["Serato"]),
  ),
  change(
    "relationship ended",
    [
      "hi there. me and my boyfriend darragh are saving for a deposit on a house, we've been together four years now, so i want to get a proper budget going",
    ],
    [
      "ah sure look, no point pretending, the budget is changing a fair bit",
      "darragh and i split up after christmas. it's grand, it was mostly mutual, just wasn't working anymore. so it's only me saving now and i've moved back in with my mam for the time being. can we redo the budget for one person?",
    ],
    /split|broke(n)? up|separated|single|ex-?boyfriend|no longer .*(with|together|dating|relationship)|(relationship|together) .*ended|ended .*relationship/i,
    claims("Darragh|boyfriend|together|relationship", ["mam"]),
  ),
  change(
    "wedding plan changed",
    [
      "hey! so we're getting married in ballarat in october, at a little winery out of town, save the dates went out last week 😅 need help with a seating plan at some point",
    ],
    [
      "happy new year!! hope you had a good one",
      "ok don't laugh but we've ditched the big wedding. we're eloping to fiji in march instead, just the two of us and a couple of witnesses. mum's a bit cut about it but she'll come round. the winery gave us most of the deposit back thank god, so scrap the seating plan haha",
    ],
    /Fiji/i,
    claimsPlan("Ballarat|winery", ["Fiji", "elop"]),
  ),
  change(
    "car purchase plan changed (chat)",
    ["hi, we are planning to buy tata nexon EV next month, test drive is on saturday. can u tell me what all to check in test drive"],
    [
      "arre change of plans yaar",
      "we didnt go for nexon finally, booked mahindra XUV 3XO petrol last week, delivery will be before pongal. no charging point in our society and the builder is not allowing, so EV made no sense. also my father in law is coming to stay for 2 months from next week so house is full 😅",
    ],
    /Mahindra|XUV/i,
    claimsPlan("Nexon", ["Mahindra", "XUV"]),
  ),
  trap(
    "a hypothetical return to college",
    ["i teach maths and applied maths in a secondary school, fifth and sixth years mostly"],
    [
      "mocks are coming up so i'm drowning in correcting, send help",
      "honestly if i ever went back to college i'd do a masters in psychology in maynooth, i find the kids' heads way more interesting than the quadratics these days. but sure that's years away, the mortgage isn't going to pay itself",
    ],
    /maths|teach/i,
    [
      asserts(
        "psycholog|Maynooth|master",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|wish|dream|idea|thinking|hope|interest|years away",
      ),
      asserts("(?:quit|left|leaving|no longer|stopp|gave up)\\w*\\b.*(?:teach|maths|school)", "\\bif\\b|would|'d\\b|might|not\\b|n't\\b"),
    ],
  ),
  trap(
    "brother moves and colleague changes job",
    ["i'm a vet nurse at a clinic in geelong, been there about three years, mostly small animals"],
    [
      "crazy week, we had a labrador eat a whole tube of nappy cream lol",
      "also my brother lachlan just moved up to darwin for a fifo mining job, mum's beside herself. and kirra from work has left to go to bupa in their pet insurance team so we're a nurse down, which is fun. can you help me word a job ad for her replacement?",
    ],
    /Geelong|vet nurse/i,
    [
      asserts("Darwin|mining|FIFO", "lachlan|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling"),
      asserts("Bupa|insurance", "kirra|colleague|cowork|\\bshe\\b|\\bher\\b|work(s)? with"),
      asserts(
        "(?:quit|left|leaving|no longer|stopp|moved)\\w*\\b.*(?:Geelong|clinic|vet|job|work)",
        "lachlan|brother|\\bhe\\b|\\bhis\\b|kirra|colleague|\\bshe\\b|\\bher\\b",
      ),
    ],
  ),
  trap(
    "did not cancel the trip after all",
    [
      "we've got a week in lanzarote booked for february half term, me, my husband and the two kids",
      "might have to cancel though, work's being awkward about the leave",
    ],
    [
      "quick update, we did NOT cancel lanzarote in the end! my manager signed off the leave on friday so we're still going, kids are made up",
      "what's the best way to sort euros these days, a travel card or just use my debit card?",
    ],
    /Lanzarote/i,
    [
      asserts(
        "(?:cancel|called off|no longer|not going|dropp|scrap)\\w*\\b.*Lanzarote",
        "not cancel|n't cancel|did not|didn't|might|may\\b|\\bif\\b|consider|still",
      ),
      asserts("Lanzarote.*(?:cancel|called off|is off)", "not cancel|n't cancel|did not|didn't|might|may\\b|\\bif\\b|consider|still"),
    ],
  ),
  trap(
    "a question about accounting software (formal)",
    ["Dear assistant, I run a small garment export business and we maintain all our accounts and GST filings in Zoho Books since 2021."],
    [
      "Greetings of the day.",
      "I have a query. Is Tally Prime better than Zoho Books for GST returns and e-invoicing? Our new CA is recommending Tally but I am not convinced. Kindly advise at the earliest.",
    ],
    /Zoho/i,
    [
      asserts(
        "Tally",
        "\\?|\\bask|query|consider|wonder|thinking|curious|should|whether|than|\\bCA\\b|accountant|recommend|advi[cs]|might|question|\\bif\\b|not convinced",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Zoho",
        "\\?|should|whether|consider|wonder|\\bif\\b|query|recommend",
      ),
    ],
  ),
  trap(
    "a joke about leaving nursing",
    ["i'm a staff nurse on a busy medical ward, mostly nights at the minute"],
    [
      "winter pressures are no joke, we had patients on trolleys in the corridor all weekend",
      "that's it, i'm packing it in and moving to the hebrides to herd sheep, at least sheep don't press the call bell every five minutes 😂 anyway can you help me with a reflective piece for my revalidation",
    ],
    /nurse|nursing|ward/i,
    [
      asserts("sheep|Hebrides|shepherd|farm", "jok|lol|😂|kidding|jest|humou?r|sarcas|frustrat"),
      asserts(
        "(?:quit|quitting|left|leaving|no longer|stopp|packing|packed)\\w*\\b.*(?:nurs|ward|job|work)",
        "jok|lol|😂|kidding|humou?r|sarcas|frustrat",
      ),
    ],
  ),
  trap(
    "quoted speech about a transfer",
    ["hello, i am working as a java developer at infosys in pune, mostly banking projects"],
    [
      "today appraisal discussion happened",
      'my manager told me "you are moving to bangalore office from next quarter, be ready" but he says this to everyone every year, nothing is official and no transfer letter has come. so still in pune only. can you help me update my resume anyway?',
    ],
    /Pune|Infosys/i,
    [
      asserts(
        "Bangalore|Bengaluru",
        "said|says|told|manager|boss|might|maybe|possib|rumou?r|not official|unofficial|not\\b|n't\\b|claim|expect|may\\b",
      ),
      asserts("(?:no longer|left|moved|transferred)\\w*\\b.*Pune", "said|told|not\\b|n't\\b|might|may\\b"),
    ],
  ),
];
