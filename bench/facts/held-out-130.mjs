// Held-out set 130: written on 2026-11-28 against main at 9cc56c8, by a helper (`set130`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one user voice throughout, a German mechanical engineer around Stuttgart who writes
// careful, slightly formal English with German word order now and then ("Since three years I
// work ..."), and asks about cycling, home renovation, his father's care and job applications.
// About half the changes are told plainly as news (a move, a new bike, a switch of planning
// software), half only in passing beside a request (the first weeks at a new employer, a father
// now in a care home, sitting in a different language course), each still clear to a careful
// human note-taker. Traps are varied: a colleague's new job, a wish for a bike he cannot afford,
// irony about changing careers, a question about a higher care grade, a job offer he did NOT
// accept, and a hypothetical sale of the house. Time words fit the two conversations' dates
// (about three weeks apart, January). A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at abc63d9 (the session's final code), and 9 of 12 on 9cc56c8, the code this round
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\bsold\\b|selling";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|perhaps|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothet|theor|suppos";

/** Words that say something was only said in jest or irony. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|iron|humou?r|funny|ha ha|tongue|quip|tease|exaggerat|hyperbol|not serious`;

/** Words that put a fact on the colleague rather than on the user. */
const COLLEAGUE = "colleague|co-?worker|Jochen|\\bhis\\b|\\bhe\\b|\\bhim\\b";

export const HELD_OUT_130 = [
  change(
    "a move told plainly as news, with a renovation question",
    [
      "Good evening. I live in Stuttgart-Feuerbach in a rented flat on the third floor, and every evening I carry my road bike up the stairs. Is there a wall mount for the hallway which does not damage the plaster?",
    ],
    [
      "A small news from my side: since last week we live in Leonberg, we have bought there an old Reihenhaus from 1968. Finally I have a garage for the bikes!",
      "The bathroom still has the original green tiles. Can one tile directly over old tiles, or must they come off first?",
    ],
    /Leonberg/i,
    claims("Feuerbach", ["Leonberg"]),
  ),
  change(
    "a new employer told only through the first weeks there, with a work request",
    [
      "Since three years I work as design engineer at Balluff in Neuhausen, mostly housings for inductive sensors. I would like to apply for a position with more responsibility. How long should a cover letter in English be, one page?",
    ],
    [
      "The first two weeks at Trumpf in Ditzingen were intense, much onboarding and many safety trainings, but the team is very open. My old Balluff colleagues want still to make a farewell dinner with me in February.",
      "Can you explain me in simple words the difference between laser cutting and punching of sheet metal? My new colleagues assume I know this already.",
    ],
    /Trumpf/i,
    claims("Balluff", ["Trumpf", "farewell"]),
  ),
  change(
    "a bike sold and a new one bought, told plainly as news",
    ["I ride a Stevens Xenon road bike, mostly on weekends through the Schönbuch. After how many kilometres should I change the chain?"],
    [
      "News from the garage: I have sold my Stevens and bought a Rondo Ruut gravel bike. On the forest paths it is much more comfortable, my back thanks me.",
      "Which tyre pressure do you recommend for 40 mm tyres? I weigh 82 kg with clothes.",
    ],
    /Rondo|Ruut/i,
    claims("Stevens|Xenon", ["Rondo", "Ruut"]),
  ),
  change(
    "a father now in a care home, told in passing beside a request about his house",
    [
      "My father is 86 and lives still alone in his house in Schorndorf. A nursing service from the Diakonie comes two times per day. What should I ask them at the next care meeting, so that nothing is forgotten?",
    ],
    [
      "Since my father lives in the care home in Backnang, his house in Schorndorf stands empty and must be cleared out. How does one find a serious house clearance company, and what does this cost approximately?",
    ],
    /care home|nursing home|Pflegeheim|residential care|Backnang/i,
    claims("alone|his (?:own )?house|at home|nursing service|home care|Diakonie|ambulant", [
      "care home",
      "nursing home",
      "Pflegeheim",
      "residential",
      "Backnang",
      "empty",
      "clear",
    ]),
  ),
  change(
    "a switch of planning software told plainly as news",
    [
      "For the planning of our attic conversion I use Sweet Home 3D. Can it export a floor plan as PDF with all dimensions, or only as image?",
    ],
    [
      "I have switched from Sweet Home 3D to Plan7Architekt, because the roof slopes were a catastrophe in Sweet Home. The licence was 60 euros, that is acceptable.",
      "How do I draw a dormer in Plan7Architekt? Do you know this program at all?",
    ],
    /Plan7/i,
    claims("Sweet Home", ["Plan7"]),
  ),
  change(
    "a different evening language course, told in passing beside a grammar question",
    [
      "Since September I attend an Icelandic course at the Volkshochschule, because next summer I want to cycle around Iceland. Have you some tips how to learn the declensions? Four cases like in German, but somehow much worse.",
    ],
    [
      "Now that I sit in the Slovenian course instead of the Icelandic one (the Iceland tour was simply too expensive, it becomes the Julian Alps), can you explain me the dual form? It makes me crazy.",
    ],
    /Sloven/i,
    claims("Iceland", ["Sloven"]),
  ),
  trap(
    "a colleague's new job, with a workload request",
    [
      "I am test engineer at Putzmeister in Aichtal, we build concrete pumps. Can you help me to structure a test report for a hydraulic endurance test?",
    ],
    [
      "My colleague Jochen has handed in his notice, he goes to Liebherr in Ehingen in March. Now his two test benches come to me as well.",
      "Can you help me to make a priority list, when I have suddenly double the work?",
    ],
    /Putzmeister/i,
    [asserts("Liebherr|Ehingen", COLLEAGUE), asserts("(?:left|leaving|quit|resign|notice|no longer)\\w*\\b.*Putzmeister", COLLEAGUE)],
  ),
  trap(
    "a wish for a titanium bike he cannot afford",
    [
      "I ride a Corratec road bike, aluminium, from 2017. In spring I want to do my first ride over the Schwäbische Alb with 2000 metres climbing. How should I train in the winter?",
    ],
    [
      "Ach, when I see the titanium bikes from Falkenjagd, I become weak. If the renovation would not eat all our money, I would order one immediately. For now the Corratec must do it.",
      "Can you explain me how one waxes a chain properly?",
    ],
    /Corratec/i,
    [
      asserts("Falkenjagd|titanium", `${IMAGINED}|weak|love|admir|renovat|money|afford|budget`),
      asserts("(?:sold|replac|no longer|switch|stopped)\\w*\\b.*Corratec", IMAGINED),
    ],
  ),
  trap(
    "irony about becoming a tiler after tiling his own bathroom",
    [
      "Since eleven years I am development engineer for hydraulic valves at a mid-sized company near Stuttgart. The bathroom renovation in our house I do myself on the weekends. Which tile adhesive is right for large 60x120 tiles?",
    ],
    [
      "Three weekends of tiling, and my knees are finished. Maybe I give up the engineering and become a tiler, the pay is surely better, ha ha. My back says no.",
      "Which grout is better for a shower, cement-based or epoxy?",
    ],
    /engineer/i,
    [
      asserts(
        "\\btiler|tiling (?:as a |as his )?(?:job|career|profession|trade)",
        `${JOKED}|bathroom|renovat|\\bown\\b|DIY|himself|weekend`,
      ),
      asserts("(?:gave up|giving up|quit|left|leaving|no longer|chang)\\w*\\b.*engineer", JOKED),
    ],
  ),
  trap(
    "a question about a higher care grade for his father",
    [
      "My mother cares at home for my father, he has Pflegegrad 2 since the summer. Which relief offers for her exist in Baden-Württemberg?",
    ],
    [
      "A question only for understanding: what would change for my parents if my father would get Pflegegrad 3? We have not applied for a new assessment, I want only to know if it is worth it.",
      "And how long does the Medizinischer Dienst usually need for an appointment?",
    ],
    /(?:Pflegegrad|care (?:level|grade|degree)|level)\s*(?:2|two|II)\b/i,
    [
      asserts(
        "(?:Pflegegrad|care (?:level|grade|degree)|level)\\s*(?:3|three|III)\\b",
        `${IMAGINED}|\\?|\\bask|question|whether|understand|worth|appl|assess|upgrade|higher|chang`,
      ),
    ],
  ),
  trap(
    "a job offer he did not accept, with an email request",
    [
      "I am project engineer at Dürr in Bietigheim-Bissingen, painting systems for car plants. For a presentation to a customer in Spain I need a good structure. Can you suggest one?",
    ],
    [
      "The offer from the company in Augsburg I have not accepted. The money was good, but with my father here I cannot move 160 km away.",
      "Can you help me to write a polite email to the recruiter, so that the door stays open for later?",
    ],
    /Dürr|Duerr|Durr|Bietigheim/i,
    [
      asserts(
        "(?:work|employ|job|position|role|moved|moving|relocat|lives?|living|start|new)\\w*\\b.*Augsburg",
        `${IMAGINED}|declin|reject|turn|refus|offer|interview|appl|recruit`,
      ),
      asserts("accept\\w*\\b.*Augsburg", `${IMAGINED}|declin|reject|turn|refus`),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:Dürr|Duerr|Durr|Bietigheim)", IMAGINED),
    ],
  ),
  trap(
    "a hypothetical sale of the house, asked as a thought experiment",
    [
      "We own a Reihenhaus from the seventies in Stuttgart-Vaihingen and renovate it step by step; next comes the heating. Is a heat pump sensible with the old radiators?",
    ],
    [
      "A thought experiment: if we would sell the house and move into a new flat in Herrenberg, near my sister, would this be financially better than to put 80,000 euros into the renovation? My wife loves the garden too much, so it stays theory.",
      "How would you set up such a comparison in a spreadsheet?",
    ],
    /Vaihingen/i,
    [
      asserts("Herrenberg", `${IMAGINED}|sister|experiment|compar|calculat|spreadsheet`),
      asserts("(?:sold|selling|sell|moved|moving|left)\\w*\\b.*(?:house|Vaihingen|home)", `${IMAGINED}|experiment|compar|calculat`),
    ],
  ),
];
