// Held-out set 72: written on 2026-11-27 against main at ac9f618, by a helper (`set72`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to work tools, roles and
// offices, with no city, person, product or company reused from scenarios.mjs, the held-out sets
// on main or sets 55 to 74 in /work/sets (as they stood at writing). Users are people who use an
// AI agent for productivity and work (project managers, sales, support, researchers,
// operations) and tell facts while they delegate a task ("since we moved to ...", "now that I
// report to ...", "I'm based out of ... these days", "I've stopped using X, draft it in Y"), plus
// two personal facts. Traps are a tool
// the team only evaluates, a boss's preference, a customer's news, a meeting's hypothetical, a
// quoted job-offer email and a spouse's diet. Time words fit the two conversations' dates (about
// three weeks apart, January). A fair fact about the old value may stay current once it says the
// state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at ac9f618 (after rules read from sets 55 to 70), and 6 of 12 on d90bd00, the code
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

export const HELD_OUT_72 = [
  change(
    "a project manager's tracker changes, told while asking for a board layout",
    [
      "Hi! I'm a project manager at a small software agency, we track every client project in Workfront. Can you help me write a kickoff agenda for a new website build? 60 minutes, the client plus our dev lead.",
    ],
    [
      "Morning. Since we moved to YouTrack last week my old Workfront templates are basically useless, so I need to rebuild our sprint board from scratch. Can you suggest columns and a set of issue types for a typical client website project?",
    ],
    /YouTrack/i,
    claims("Workfront", ["YouTrack"]),
  ),
  change(
    "a sales engineer is promoted and now reports to the CRO, with a boss's taste in the same message",
    [
      "I'm a sales engineer on the mid-market team at a cybersecurity company, I do the demos and the technical side of deals. Can you help me tighten up a 20-minute demo script for our threat detection platform?",
    ],
    [
      "Happy new year!",
      "Quick context: the promotion went through on the 6th, so I'm head of solutions consulting now. Now that I report to the CRO directly I have to send her a weekly note on technical wins and risks. Can you draft a template for it? Keep it short, she hates long emails.",
    ],
    /head of solutions|solutions consult/i,
    claims("sales engineer", ["head of", "solutions consult", "promot"]),
  ),
  change(
    "a support lead is based out of another office these days, family reason in passing",
    [
      "hey, I'm a support team lead at a payroll software company, I work out of our Omaha office, team of 8. can you help me write a shift handoff template for the chat queue?",
    ],
    [
      "hi again. heads up, I'm based out of the Wichita office these days, we relocated right after New Year's for my wife's job and the company let me transfer. half my team is still at the old office so my standups are a mess now. can you help me plan a meeting schedule for a team split between two offices?",
    ],
    /Wichita/i,
    claims("Omaha", ["Wichita"]),
  ),
  change(
    "a UX researcher stopped using one docs app and asks for a draft in the other",
    [
      "I'm a UX researcher at a health insurance company. All my interview notes and research reports live in Quip. Can you help me turn five interview notes into a findings summary? I'll paste them in next.",
    ],
    [
      "I've stopped using Quip, so draft it for Slite this time, with a table for the findings. The whole research team moved over when our Quip licence ran out at the end of December. It's the readout for the claims redesign study, 6 participants.",
    ],
    /\bSlite\b/i,
    claims("Quip", ["Slite"]),
  ),
  change(
    "an account executive's CRM changes, said while venting about pipeline reviews",
    [
      "Hey! I'm an account executive selling scheduling software to restaurants, and our CRM is Insightly. Can you write me a follow-up email for a prospect who went quiet after the demo?",
    ],
    [
      "ugh, january pipeline reviews. since we moved to Attio two weeks ago my VP wants every deal's next step logged there before Friday, Insightly is read-only now. can you help me write a quick checklist for cleaning up my deals?",
    ],
    /Attio/i,
    claims("Insightly", ["Attio", "trad", "read-only"]),
  ),
  change(
    "a consultant's car is traded in, personal news before an expenses request",
    [
      "I'm an implementation consultant, so I'm on the road to client sites most weeks in my Camry. Can you help me set up a simple mileage log for expense claims?",
    ],
    [
      "Small personal news: I traded in the Camry last weekend and got a Tahoe, so expect my fuel claims to look a bit worse lol. Can you update the mileage log so it has a column for fuel receipts?",
    ],
    /Tahoe/i,
    claims("Camry", ["Tahoe", "trad"]),
  ),
  trap(
    "a support team only trials two helpdesk tools, with a scorecard request",
    [
      "I manage a 12-person customer support team for an online furniture store, we run everything through Freshdesk. Can you help me write macros for damaged-delivery tickets?",
    ],
    [
      "My director asked us to evaluate Gorgias and Kayako this month, so we're running a two-week trial of both. Nothing's decided and we're still on Freshdesk for all live tickets.",
      "Can you build me a scorecard to compare the two? Things like ecommerce integrations, macros, reporting, price per seat.",
    ],
    /Freshdesk/i,
    [
      asserts(
        "Gorgias|Kayako",
        "evaluat|trial|compar|test|consider|pilot|decid|director|scorecard|assess|review|explor|might|maybe|possib|\\bif\\b|potential|option|candidate|looking",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|moving)\\w*\\b.*Freshdesk",
        "evaluat|trial|might|maybe|\\bif\\b|consider|possib",
      ),
    ],
  ),
  trap(
    "a new boss prefers another app for reports, the user keeps hers",
    [
      "I'm an operations coordinator at a construction firm. I build our weekly project status report in Google Sheets every Thursday. Can you suggest a cleaner layout with a RAG status column?",
    ],
    [
      "So my new boss Harlan started on the 13th and he's a Keynote guy. He told me he'd prefer every status report as a Keynote deck because he hates scrolling spreadsheets. I'm not switching anything, the report stays in Google Sheets and I'll just export a PDF for him.",
      "Can you suggest how to lay out a one-page PDF summary from the sheet so it reads well for him?",
    ],
    /Google Sheets/i,
    [
      asserts("Keynote", "boss|harlan|\\bhe\\b|\\bhis\\b|\\bhim\\b|manager|prefer|wants|told|said|\\bnot\\b|n't"),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Sheets", "\\bnot\\b|n't|boss|prefer"),
    ],
  ),
  trap(
    "a customer's move and new contact, beside a drafting request",
    [
      "I'm an account manager at a freight software company, based in Fresno. I look after about 40 mid-size logistics customers. Can you help me write a renewal reminder email, friendly but firm?",
    ],
    [
      "News from my biggest customer: Brightwater Logistics just moved their headquarters to Scranton and reshuffled their team, so their ops director Ottoline Fenwick is my main contact now.",
      "Can you draft a short note to Ottoline congratulating them on the move and asking for a quarterly business review in February?",
    ],
    /Fresno/i,
    [
      asserts("Scranton", "customer|client|brightwater|their|\\bthey\\b|headquarter|\\bHQ\\b|ottoline|account"),
      asserts("(?:moved|moving|reloc|left|no longer)\\w*\\b.*Fresno", "customer|client|brightwater"),
      asserts("(?:works|working|employed|job) (?:at|for|with) Brightwater", "customer|client"),
    ],
  ),
  trap(
    "a planning meeting's what-if about a region, with notes to clean up",
    [
      "I'm a channel partner manager at a payments company and I cover LATAM, mostly resellers and agencies. Can you help me write a partner newsletter intro for January?",
    ],
    [
      "In today's planning meeting our VP floated a hypothetical: what if I took over EMEA as well and we hired someone new for LATAM? It was a whiteboard exercise, nothing is decided, and honestly I'd rather stay on LATAM.",
      "Can you turn my messy notes from the meeting into a clean summary? I'll paste them below.",
    ],
    /LATAM|Latin America/i,
    [
      asserts("EMEA", `hypothet|what if|floated|VP|meeting|whiteboard|propos|nothing|decided|rather|prefer|potential|${IMAGINED}`),
      asserts(
        "(?:left|leaving|no longer|moved|handed|hand\\w* over|replaced)\\b.*LATAM",
        `hypothet|what if|floated|VP|meeting|whiteboard|propos|rather|prefer|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a quoted job offer the user turns down, with a reply to write",
    [
      "I'm a senior research analyst at Ashgrove Insights, mostly consumer surveys for retail clients. Can you help me write survey questions on grocery delivery habits?",
    ],
    [
      "Got this today: \"Hi Bettina, we're delighted to offer you the role of Insights Manager at Tidewell Research, starting February 3. Please confirm by Friday.\" I'm turning it down, I'm happy at Ashgrove and they matched the salary anyway.",
      "Can you help me write a warm but clear decline so I don't burn the bridge?",
    ],
    /Ashgrove/i,
    [
      asserts("Tidewell|Insights Manager", "offer|declin|turn|\\bnot\\b|n't|reject|email|recruit|invit|propos|potential|would|consider"),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*Ashgrove", "offer|declin|\\bnot\\b|n't"),
    ],
  ),
  trap(
    "a husband's new diet, the user's own stays, with a grocery list and an out-of-office",
    [
      "I'm lactose intolerant, so no dairy for me at all. Can you give me some quick work-from-home lunches that don't need cheese to taste good?",
    ],
    [
      "My husband started the carnivore diet this month and now the fridge is wall-to-wall steak and butter. I'm not doing it, still no dairy for me and honestly not much red meat either.",
      "Can you make a grocery list for next week that works for both of us? And draft an out-of-office message for Friday, I'm at an offsite all day.",
    ],
    /lactose|dairy/i,
    [
      asserts("carnivore|all[- ]meat", "husband|partner|spouse|\\bhe\\b|\\bhis\\b|\\bhim\\b|\\bnot\\b|n't"),
      asserts("no longer\\b.*(?:lactose|dairy)|(?:eats|tolerates|can have) dairy", "husband|\\bhe\\b|\\bhis\\b"),
    ],
  ),
];
