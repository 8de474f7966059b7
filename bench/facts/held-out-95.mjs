// Held-out set 95: written on 2026-11-27 against main at 55252c9, by a helper (`set95`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: an academic researcher who writes formally and precisely, with hedges and parentheses,
// and nearly always asks for help with a paper, a grant, a dossier or teaching. Changes cover an
// institution, a promotion in title, qualitative-analysis software, a home city, a migraine
// medication and a fieldwork language, each told in the middle of a work request. Traps are a
// hypothetical application, a co-author's software switch, a temporary visiting fellowship, a
// drug a specialist only mentioned, a language the user says they do not read and a joking job
// title. Time words fit the two conversations' dates (about three weeks apart, January). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer
// uses X"): `old` then skips such texts.
// First run: 5 of 12 at 542c097 (the session's final code), and 5 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
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

/** Words that say a thing was only said in jest. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_95 = [
  change(
    "a postdoc at one university becomes a junior professorship at another, told amid an induction request",
    [
      "I am currently a postdoctoral research fellow at Keele University (School of Life Sciences, for context). Could you help me tighten the specific aims paragraph of a fellowship application? I will paste it below; it is, I fear, somewhat overlong.",
    ],
    [
      "My first weeks as a Juniorprofessorin in Tübingen have been (mostly) pleasant, although German university administration is formidable; I finished at Keele at the end of December. Two doctoral students join my group next month, and I should like to give them a proper lab induction document.",
      "Could you propose an outline for it (safety, data management, authorship norms, and so on)?",
    ],
    /T(?:ü|u|ue)bingen/i,
    claims("Keele", ["T(?:ü|u|ue)bingen"]),
  ),
  change(
    "a tenure-track assistant professor is promoted, told while planning a sabbatical",
    [
      "I am an assistant professor of linguistics (tenure-track, now in my third year) and I am preparing my annual review dossier. Could you suggest a concise structure for the teaching statement? The limit is roughly two pages.",
    ],
    [
      "Some welcome news, if I may: the provost's letter arrived on Monday, and I have been promoted to associate professor with tenure, effective immediately. I would now like to put together a modest sabbatical proposal for next year; could you help me draft a one-paragraph rationale (further fieldwork on evidentiality, broadly speaking)?",
    ],
    /associate professor|\btenured\b|(?:got|granted|received|awarded|with|has|earned|obtained) tenure/i,
    claims("assistant professor", ["associate", "promot", "tenured"]),
  ),
  change(
    "qualitative coding moves to other software after a licence lapses",
    [
      "For my qualitative interview study (n = 34, semi-structured), I code everything in NVivo. Could you suggest a defensible approach to reporting inter-coder agreement, given that two of us are coding (and we disagree rather often)?",
    ],
    [
      "Moving our codebook into MAXQDA went more smoothly than I had feared; the university let its NVivo licence lapse over the break, and the department declined to renew it. Could you explain, briefly, how MAXQDA's Code Relations Browser might support the axial coding stage of the analysis?",
    ],
    /MAXQDA/i,
    claims("NVivo", ["MAXQDA", "laps", "expir"]),
  ),
  change(
    "a move between French cities, told through finished unpacking and a teaching request",
    [
      "I live in Caen and teach (mostly in English) at the university here. I have been asked to give a guest lecture on comparative welfare states to first-year students; could you propose a 50-minute outline with one short interactive exercise?",
    ],
    [
      "We have at last finished unpacking in Clermont-Ferrand (the move from Caen was, as these things go, chaotic), and the volcanoes visible from my new study window are an unexpected consolation.",
      "Could you recommend a sensible structure for a fortnightly reading group for new doctoral students? Six sessions, perhaps.",
    ],
    /Clermont/i,
    claims("Caen", ["Clermont"]),
  ),
  change(
    "a migraine medication replaced by a neurologist, with an office-hours request",
    [
      "A somewhat personal question: I take sumatriptan for migraines, and I have a three-hour examination board meeting on Thursday. Is it advisable to take a dose beforehand as a precaution, or only at onset? (I will, of course, confirm with my GP.)",
    ],
    [
      "My neurologist has taken me off sumatriptan (the chest tightness had become rather unpleasant) and prescribed rizatriptan in its place; the first two attacks have responded well, I am glad to say.",
      "Separately, could you help me draft a short note to my students explaining that office hours will move to Wednesday afternoons this term?",
    ],
    /rizatriptan|Maxalt/i,
    claims("sumatriptan|Imitrex", ["rizatriptan", "Maxalt"]),
  ),
  change(
    "a fieldwork language changes with the fieldwork site, with an ethics request",
    [
      "I am learning Amharic (about two hours a day, with a tutor) ahead of fieldwork in Ethiopia later this year. Could you suggest an efficient way to memorise the fidel syllabary? My progress is, to put it charitably, uneven.",
    ],
    [
      "Owing to the security situation, our funder has asked us to relocate the fieldwork to Senegal, so I have set Amharic aside and am now learning Wolof with a tutor from Dakar (a steep, though enjoyable, curve).",
      "Could you help me revise the site justification section of the ethics application accordingly?",
    ],
    /Wolof/i,
    claims("Amharic", ["Wolof", "aside", "paus", "shelv"]),
  ),
  trap(
    "a hypothetical application for a chair elsewhere, asked out of curiosity",
    [
      "I am a senior lecturer in environmental planning at the University of Waikato. Could you help me condense a 300-word abstract to 150 words for a conference submission without losing the methods sentence?",
    ],
    [
      "A hypothetical, if you will indulge me: were I to apply for the chair in planning that Flinders University has just advertised (I have not applied, and in all likelihood shall not), how would one typically frame a 'vision for the discipline' statement? I ask partly out of curiosity and partly because a colleague keeps forwarding me the advertisement.",
    ],
    /Waikato/i,
    [
      asserts("Flinders", `${IMAGINED}|hypothet|advertis|colleague|curious|curiosity|\\?|\\bask`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer|resign)\\w*\\b.*Waikato", `${IMAGINED}|hypothet`),
    ],
  ),
  trap(
    "a co-author switches statistics software, the user does not",
    [
      "I run all my analyses in SPSS (version 29, via the university licence), and I teach the second-year statistics module with it as well. Could you explain, in terms suitable for psychology undergraduates, what a simple moderation analysis actually tests?",
    ],
    [
      "My co-author has moved her entire workflow over to jamovi and is, frankly, evangelical about it; I remain with SPSS, not least because all of the module materials depend on it.",
      "Could you help me write a brief reply to her summarising how we might share analysis files across the two packages without errors creeping in?",
    ],
    /SPSS/i,
    [
      asserts("jamovi", `co-?author|colleague|collaborat|\\bher\\b|\\bshe\\b|\\bhis\\b|\\bhe\\b|their|shar|${IMAGINED}`),
      asserts(
        "(?:stopped|no longer|switch|moved|moving|replac|dropp|ditch|left)\\w*\\b.*SPSS",
        `co-?author|colleague|\\bher\\b|\\bshe\\b|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a six-week visiting fellowship abroad, with an archive request",
    [
      "I live in Heidelberg and teach in the history department here. Could you suggest a reading list (say, eight titles) on the social history of the Reformation for a master's seminar? Recent scholarship preferred, where possible.",
    ],
    [
      "I am writing from Geneva, where I hold a six-week visiting fellowship at a research institute (returning to Heidelberg at the beginning of March). The archive's reading room closes at 4 p.m., which is, shall we say, limiting. Could you help me prioritise a list of manuscripts to consult in the time remaining?",
    ],
    /Heidelberg/i,
    [
      asserts("(?:lives?|living|based|moved|resid|relocat)\\w*\\b.*Geneva", `${TEMPORARY}|fellow|six-week|weeks|archive|return`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Heidelberg", `${TEMPORARY}|fellow|return`),
    ],
  ),
  trap(
    "a biologic only mentioned by a specialist, the user stays on the current drug",
    [
      "I have ulcerative colitis (well controlled, on mesalamine) and I am planning a two-week conference trip abroad in the spring. Could you help me draft a short list of practical precautions, for example carrying medication through customs?",
    ],
    [
      "My gastroenterologist mentioned at yesterday's appointment that, if the current flare does not settle, we might need to discuss a biologic such as vedolizumab; for the moment, however, I remain on mesalamine (at a higher dose).",
      "Could you help me reorganise my teaching week so that the heavier days fall early in the week?",
    ],
    /mesalamine|ulcerative colitis/i,
    [
      asserts("vedolizumab|biologic", `${IMAGINED}|mention|discuss|suggest|raised|option|flare|doctor|gastro|specialist|may\\b`),
      asserts("(?:stopped|no longer|switch|replac|came off|taken off)\\w*\\b.*mesalamine", IMAGINED),
    ],
  ),
  trap(
    "a language the user says they do not read, in a student's request",
    [
      "Bulgarian is my first language, though I have taught entirely in English for the past decade. Could you suggest wording for a syllabus policy on the use of machine translation in essays (permissive, but with clear disclosure rules)?",
    ],
    [
      "A prospective doctoral student has asked whether I could co-supervise a thesis drawing heavily on Albanian-language archival sources. I do not read Albanian (regrettably), so a second supervisor who does would be essential; could you help me draft a courteous reply that explains this and suggests next steps?",
    ],
    /Bulgarian/i,
    [asserts("Albanian", `${IMAGINED}|student|thesis|source|archiv|supervis|cannot|can't|unable|\\bask|lack`)],
  ),
  trap(
    "a joking job title, the real title unchanged",
    [
      "I am a senior lecturer in social policy, and I convene the second-year module on housing and welfare. Could you propose three assessment formats (other than the standard essay) that would test applied policy analysis?",
    ],
    [
      "Given how much of my week is now consumed by accreditation paperwork, I have taken to introducing myself as 'Associate Dean for Forms' (I jest, of course; my title is unchanged, and nobody has offered me a deanship). Could you help me design a simple tracker, perhaps a spreadsheet, for the outstanding accreditation documents?",
    ],
    /senior lecturer/i,
    [
      asserts(
        "\\bdean",
        `${JOKED}|forms?\\b|paperwork|introduc|calls? (?:herself|himself|themsel)|nickname|\\bnot\\b|n't|nobody|\\bno\\b|self-`,
      ),
      asserts("(?:promot|no longer|left|resign)\\w*\\b.*(?:senior lecturer|lectureship)", JOKED),
    ],
  ),
];
