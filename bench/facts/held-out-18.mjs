// Held-out set 18: written on 2026-11-27 against main at ec0c0e0, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards work, study and tools, with no city, person, product
// or company reused from scenarios.mjs, held-out sets 1 to 14, or sets 15 to 17 as drafted at
// the same time. Lower case with typos and fillers, news after small talk, two things in one
// message, time words, the way people type to an assistant. A fair fact about the old value
// may stay current once it says the state ended ("Left X", "Finished the X course"): `old`
// then skips such texts.
// First run: 6 of 12 at c5af8a2 (bench:facts, final code of the first round). The lead never saw
// its scenarios before this run, and the helper's report named none.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|worked|studied|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|\\boff\\b|anymore|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_18 = [
  change(
    "new employer, news after small talk",
    [
      "hi! bit of context before my actual question: i work on billing systems at ericsson, backend mostly, 4 yrs in",
      "anyway can you explain idempotency keys like im five",
    ],
    [
      "hope your week's going ok, mine's been mad",
      "so i handed in my notice at ericsson last month and started at revolut as of monday!! same sort of work, payments instead of telecom billing. and my girlfriend and i finally moved in together so new job new flat lol",
    ],
    /Revolut/i,
    claims("Ericsson", ["Revolut", "notice", "resign"]),
  ),
  change(
    "lab job to data engineering",
    ["im a lab technician at the hospital, mostly blood samples and fighting with the centrifuge lol"],
    [
      "ok small life update",
      "as of monday i'm officially a trainee data engineer! same hospital trust but in the IT department now, so bye bye pipettes hello sql. terrified but excited",
    ],
    /data engineer/i,
    claims("lab tech|laborator|\\blab\\b", ["data", "engineer"]),
  ),
  change(
    "one course finished, another started",
    ["i'm doing a bookkeeping course at the adult ed centre on tuesday nights, so i can finally do the books for my mum's shop"],
    [
      "guess what, i passed the bookkeeping course!! finished in june and got the certificate framed lol",
      "and since september im doing a part time ux design course online, like 10 hours a week on top of work. send coffee",
    ],
    /\bUX\b|user experience/i,
    claims("bookkeeping", ["passed", "finish", "complet", "certif", "qualified", "\\bUX\\b"]),
  ),
  change(
    "task app switched",
    ["my whole life is in microsoft to do tbh. work tasks, groceries, my nephews birthdays, all of it"],
    [
      "ugh mondays",
      "oh btw i caved and moved everything to omnifocus a couple of weeks ago, mostly for the weekly review thing and the perspectives. the import was painless which never happens",
    ],
    /OmniFocus|Omni Focus/i,
    claims("Microsoft To[- ]?Do|MS To[- ]?Do", ["OmniFocus", "Omni Focus"]),
  ),
  change(
    "e-reader replaced",
    ["i read on a kindle paperwhite, mostly crime novels on the train to work"],
    [
      "finally finished that thriller, the ending was so dumb lol",
      "also new toy: sold the kindle and got a kobo in march, mainly so i can borrow ebooks from the library straight on it. battery lasts forever too",
    ],
    /Kobo/i,
    claims("Kindle", ["Kobo"]),
  ),
  change(
    "masters plan dropped for an apprenticeship",
    ["the plan for next year is a masters at ku leuven, applications open in january and i've already got my references sorted"],
    [
      "change of plan!! not doing the leuven masters anymore",
      "got offered a degree apprenticeship at rolls-royce starting in september, they pay for the degree AND a salary, couldnt say no",
    ],
    /apprentice|Rolls[- ]?Royce/i,
    claims("Leuven", ["Rolls[- ]?Royce", "apprentice", "scrap", "abandon", "decided against"]),
  ),
  trap(
    "a hypothetical degree",
    ["i'm a legal secretary at a family law firm, 8 years now, i could draft a consent order in my sleep"],
    [
      "long day, the printer ate a 40 page bundle and i'm three weeks into no sugar so extra grumpy",
      "honestly if i ever went back to uni i'd do archaeology, i've wanted to since i was a kid. but with two kids and a mortgage?? not happening lol",
    ],
    /legal secretary|family law/i,
    [
      asserts(
        "archaeolog|back to (?:uni|university|school)",
        "\\bif\\b|would|'d\\b|wants?\\b|wanted|wish|dream|someday|one day|love to|interest|not happening|n't|\\bnot\\b|\\bno\\b",
      ),
      asserts("(?:left|leaving|quit|no longer)\\b.*(?:secretary|law|firm|job)", "\\bif\\b|would|'d\\b|wish|dream"),
    ],
  ),
  trap(
    "a coworker changed employer",
    ["i'm a mechanical designer at husqvarna, mostly chainsaws and their stupid little clutches"],
    [
      "my desk buddy just left for nokia, friday was his last day, so lunch is gonna be lonely",
      "im staying put though, i like my team and i just got put on the new battery range",
    ],
    /Husqvarna/i,
    [
      asserts("Nokia", "buddy|co-?worker|colleague|friend|desk|\\bhis\\b|\\bhe\\b"),
      asserts("(?:left|leaving|quit|no longer)\\b.*Husqvarna", "buddy|co-?worker|colleague|friend|desk|\\bhis\\b|\\bhe\\b"),
    ],
  ),
  trap(
    "did not take the other offer",
    [
      "i'm a transport planner for the regional transport authority, bus lanes and angry residents mostly lol",
      "also got a second interview at arup next week, nervous",
    ],
    [
      "update on the job thing: i did NOT take the arup offer in the end",
      "my boss found money for a raise and i'd miss the team too much, so staying at the transport authority. feels good actually",
    ],
    /transport (?:planner|planning|authority)/i,
    [
      asserts(
        "Arup",
        "not\\b|n't\\b|\\bno\\b|offered|offer from|an offer|got .*offer|received|declin|turned down|rejected|interview|considered|applied",
      ),
      asserts("(?:left|leaving|quit|no longer)\\b.*transport", "not\\b|n't\\b"),
    ],
  ),
  trap(
    "a question about a writing app",
    ["i'm writing my thesis in scrivener, 40k words in and the corkboard view is basically holding my brain together"],
    [
      "is ulysses any better for long stuff? my flatmate won't shut up about it",
      "like would it be dumb to switch halfway through a thesis",
    ],
    /Scrivener/i,
    [
      asserts(
        "Ulysses",
        "\\?|asks?\\b|asked|consider|wonder|thinking|curious|flatmate|should|whether|would|might|recommend|question|better",
      ),
    ],
  ),
  trap(
    "a joke about quitting",
    ["i'm a civil engineer, drainage design for a rail contractor, very glamorous i know"],
    [
      "the model crashed and took 3 hours of work with it 🙃",
      "that's it, i'm quitting and opening a surf school in biarritz lol. anyway, redid it, back at it tomorrow",
    ],
    /civil engineer|drainage/i,
    [
      asserts("surf|Biarritz", "jok|lol|kidding|jest"),
      asserts("(?:quit|quitting|left|leaving|no longer)\\b.*(?:engineer|job|work|contractor|drainage)", "jok|lol|kidding|jest"),
    ],
  ),
  trap(
    "quoted speech about another office",
    ["i live in bergen, work for an offshore wind company in an office right on the harbour"],
    [
      'my boss at the christmas do literally said "pack your bags, you\'re running the stavanger office next year" 😂 he says that kind of thing after two glasses of wine',
      "nobody's moving anywhere, i'm staying in bergen, my whole life is here",
    ],
    /Bergen/i,
    [asserts("Stavanger", "boss|manager|said|says|jok|wine|party|christmas|not\\b|n't\\b|nobody")],
  ),
];
