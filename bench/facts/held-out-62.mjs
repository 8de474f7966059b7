// Held-out set 62: written on 2026-11-27 against main at d90bd00, by a helper (`set62`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to employer, role or
// title, practice area or specialty, work city, commute mode, certifications, languages and one
// personal item (diet, partner), with no city, person, product or company reused from
// scenarios.mjs or held-out sets on main. Users are professionals (solicitors, barristers,
// doctors, teachers, consultants, tradespeople) writing short, precise work messages: some
// formal, some terse, some with a bullet-like list of updates in one message, each usually with
// a work request. Traps are clients' or patients' facts, colleagues' moves, a job offer declined,
// a job offer pending, and a hypothetical partnership. Time words fit the two conversations'
// dates (about three weeks apart, January). A fair fact about the old value may stay current
// once it says the state ended ("Left X", "No longer cycles"): `old` then skips such texts.
// First run: 6 of 12 at f1da78c (after rules read from sets 56, 57, 60 and 61), and 6 of 12 on d90bd00, the code
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

/** Words that put a fact on a client, patient or colleague rather than the user. */
const CLIENT = "client|employee|claimant|injunction";
const PATIENT = "patient|\\bman\\b|60s|sixties";
const COLLEAGUE = "colleague|team|senior QS|associate director|director|co-?worker|staff";

export const HELD_OUT_62 = [
  change(
    "a solicitor changes firm, told as a bullet-like list of updates with a drafting request",
    [
      "Morning. I'm a senior associate in the commercial property team at Thrings. Could you draft a plain-English summary of a tenant's obligations under a full repairing lease? Two short paragraphs.",
    ],
    [
      "Quick updates so you have context:\n- new firm: I joined Foot Anstey on the 12th, same level, still commercial property\n- moved to their Truro office, so I'm down in Cornwall now\n- no longer driving in, the train from St Austell is easier\nCould you redo that FRI lease summary with shorter sentences and no Latin?",
    ],
    /Foot Anstey/i,
    claims("Thrings", ["Foot Anstey"]),
  ),
  change(
    "a physiotherapist's commute goes from bike to tram, two messages",
    [
      "Hi, I'm a physiotherapist at an MSK clinic in Croydon. I cycle there every day, about 25 minutes each way. Can you suggest a 10-minute mobility routine for office workers with stiff necks?",
    ],
    [
      "Hello again. Small change on my side: my bike was stolen outside the clinic on the 6th and I haven't replaced it. Bought a monthly tram pass and honestly the tram suits me better in this weather.",
      "Could you adapt that mobility routine for a 70-year-old who uses a walking stick?",
    ],
    /\btram/i,
    claims("\\bbik(?:e|es|ing)\\b|cycl", ["tram"]),
  ),
  change(
    "a teacher is promoted from head of department to assistant head, terse",
    [
      "I'm head of geography at a secondary school in Hereford. Draft a one-page letter to Year 9 parents about the March field trip: cost £18, packed lunch, waterproofs.",
    ],
    [
      "Update: started as assistant headteacher (behaviour and attendance) on the 5th, same school. I've handed over the geography department.",
      "Need a 5-point agenda for my first pastoral leads meeting, Thursday 8:15.",
    ],
    /assistant head/i,
    claims("head of (?:the )?geography|geography (?:department )?(?:lead|head)", ["assistant head"]),
  ),
  change(
    "a transport consultant's base office moves to another city, formal",
    [
      "Good morning. I'm a transport planning consultant working out of our Gloucester office. Please give me a concise definition of 'trip generation' suitable for a client glossary.",
    ],
    [
      "Good morning. For future requests: I have been based in our Telford office since last Monday, as the Gloucester team has been merged into it. Please write a two-line email introducing myself to the county highways officer from the new office.",
    ],
    /Telford/i,
    claims("Gloucester", ["Telford"]),
  ),
  change(
    "a registrar's diet goes from pescatarian to vegan with her partner",
    [
      "Hi, I'm an anaesthetics registrar in Sunderland, pescatarian, about to start a week of nights. Any ideas for meals I can batch-cook on a Sunday that reheat well?",
    ],
    [
      "Hiya. Since the 8th my partner and I have gone fully vegan, so fish is out now.",
      "Could you redo those batch-cook ideas with that in mind? Roughly 30g protein per portion, I'm on nights again from Friday.",
    ],
    /vegan/i,
    claims("pesc[ae]tarian|eats fish|\\bfish\\b", ["vegan"]),
  ),
  change(
    "a barrister moves practice area from crime to family, formal",
    [
      "Good afternoon. I'm a criminal barrister in chambers in Preston, mostly Crown Court defence work. Please summarise the current test for admitting bad character evidence in three bullet points.",
    ],
    [
      "Good afternoon. I have moved my practice over to family work this month, public law children cases mostly, and I have stopped taking crime altogether. Please summarise the threshold criteria under s.31 of the Children Act 1989 in three bullets.",
    ],
    /family|public law children|care proceedings/i,
    claims("\\bcrim|crown court|defence", ["family", "children"]),
  ),
  trap(
    "a client's relocation and new employer, employment solicitor",
    [
      "I'm an employment solicitor at a small firm in Kendal. Can you explain in plain English how garden leave differs from a non-compete, for a client note?",
    ],
    [
      "Context for this one: the client has already relocated to Bangor and started with a marine energy company there last week, and her old employer is threatening an injunction.",
      "Please draft three short questions I should ask her about what she actually signed.",
    ],
    /Kendal|employment solicitor|employment law/i,
    [
      asserts("Bangor|marine energy", CLIENT),
      asserts("(?:left|leaving|moved|relocat|no longer)\\w*\\b.*(?:Kendal|firm|solicitor)", CLIENT),
    ],
  ),
  trap(
    "a patient's diet, commute and medication, GP who is vegetarian and drives",
    [
      "Hi. I'm a GP in Dumfries. Could you give me a quick table of the main interactions to watch for with clarithromycin?",
      "Unrelated: I'm vegetarian and I drive to the surgery, so I never get any exercise. What are easy ways to fit 20 minutes of activity into a clinic day?",
    ],
    [
      "Patient question I want to sanity-check: man in his 60s, strict meat-only diet since New Year, sold his car and now commutes on an e-bike, and he's asking if he can stop his lisinopril because his readings are better.",
      "What should I say about stopping antihypertensives abruptly, in two or three sentences?",
    ],
    /Dumfries|\bGP\b|general practi/i,
    [
      asserts("meat-only|carnivore|e-?bike|lisinopril", PATIENT),
      asserts(
        "no longer\\b.*(?:vegetarian|driv)|(?:stopped|quit|gave up)\\b.*(?:driving|vegetarian)|sold (?:\\w+ )?car|eats meat",
        PATIENT,
      ),
    ],
  ),
  trap(
    "colleagues leave for other firms and cities, quantity surveyor stays",
    [
      "I'm a quantity surveyor at Turner & Townsend, based in the Newport office, chartered with the RICS since 2021. Can you remind me of the difference between NEC4 Option A and Option C, two lines each?",
    ],
    [
      "Bit of office news: two of my team have gone. Our senior QS left for Gleeds and moved up to Durham, and the associate director has taken a job at Mitie.",
      "So I'm covering both their packages. Can you give me a simple weekly checklist for tracking compensation events across six jobs?",
    ],
    /Turner|Newport|quantity surveyor/i,
    [
      asserts("Gleeds|Durham|Mitie", COLLEAGUE),
      asserts("(?:left|leaving|quit|resign|no longer|moved)\\w*\\b.*(?:Turner|Newport)", COLLEAGUE),
    ],
  ),
  trap(
    "a job offer turned down by a self-employed electrician",
    [
      "I'm a self-employed electrician in Wakefield, NICEIC registered, mostly domestic rewires and EV chargers. Can you write me a short, friendly quote template for a consumer unit upgrade?",
    ],
    [
      "Balfour Beatty offered me a site supervisor job on a rail project last week. Decent money, van included, but I turned it down, I'd rather keep my own customers.",
      "Can you help me word a polite reply declining it that keeps the door open?",
    ],
    /self-employ|Wakefield/i,
    [
      asserts(
        "Balfour|site supervisor",
        "offer|declin|turn(?:ed|s|ing)? (?:it )?down|\\bnot\\b|n't|refus|reject|consider|would|might|\\bif\\b|door open|rather",
      ),
      asserts("(?:no longer|stopped|quit|gave up|left)\\b.*self-employ", "offer|declin|\\bnot\\b|n't"),
    ],
  ),
  trap(
    "a pending job offer at another school, languages teacher undecided",
    [
      "I teach French and German at a secondary school in Corby. Could you give me five quick starter activities for Year 8 German on daily routine?",
    ],
    [
      "Confidential-ish: I've been offered head of languages at a school in Wellingborough. They want an answer by the 30th and I haven't decided. More money, but a longer drive and I'd lose my Year 11s.",
      "Could you lay out a pros and cons table I can fill in?",
    ],
    /Corby|French and German/i,
    [
      asserts(
        "Wellingborough|head of languages",
        "offer|pending|decid|consider|\\bnot\\b|n't|\\byet\\b|whether|might|maybe|\\bif\\b|would|could|weigh|answer|deadline|pros|possib|potential|\\?",
      ),
      asserts("(?:left|leaving|resign|no longer|moved)\\w*\\b.*Corby", `${IMAGINED}|offer|decid`),
    ],
  ),
  trap(
    "a hypothetical partnership offer, architect associate",
    [
      "I'm an associate at a 30-person architecture practice in Worcester, RIBA chartered, mostly schools and healthcare. Can you make this bid line sound less flat: 'we have delivered a lot of schools'?",
    ],
    [
      "Hypothetically: if the partners offered me equity partnership at the April review, I'd need to buy in at roughly £45k. Nothing's been offered yet, just a hint at my appraisal.",
      "Can you set out the questions I should ask before agreeing to anything like that? Capital account, drawings, liability.",
    ],
    /associate|Worcester/i,
    [
      asserts(
        "(?:made|became|become|promoted to|now|is|as)(?: an?)?(?: equity| salaried)? partner\\b|(?:joined|entered|offered|given|granted) (?:an? |the )?(?:equity )?partnership|bought in",
        `${IMAGINED}|hypothet|hint|appraisal|review|april|prospect|eligib|candidate|potential|\\byet\\b|\\bmay\\b|chance|\\?`,
      ),
      asserts("no longer (?:an )?associate|former associate", IMAGINED),
    ],
  ),
];
