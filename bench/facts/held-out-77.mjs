// Held-out set 77: written on 2026-11-27 against main at 1598cc8, by a helper (`set77`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 74 in /work/sets.
// Style: people at work asking an assistant for help with a work task (engineers, designers,
// nurses, teachers, sales, trades) and telling their tools, devices, employers, roles, teams and
// office along the way. Changes are a new employer, a promotion, a new work device, a new editor,
// a new team chat tool and an office closing into remote work. Traps are a hypothetical tool
// migration, a question comparing two tools, a coworker's switch, a tool tried for a single day,
// a job offer turned down and a joke about quitting. Mixed UK and US chat style, every
// conversation with a request; time words fit the two conversations' dates (about three weeks
// apart, January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at cd6a713, and 8 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
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

/** Words that say something was said in jest or to let off steam. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|vent|frustrat|exasperat";

/** Words that say something belongs to a coworker, not the user. */
const COWORKER = "coworker|co-worker|colleague|teammate|Thibault|\\bhe\\b|\\bhis\\b|\\bhim\\b";

export const HELD_OUT_77 = [
  change(
    "a new employer told as a first week done, with a work question",
    [
      "i'm a backend engineer at guidewire, mostly the services behind the claims platform. can you explain optimistic vs pessimistic locking with a simple example?",
    ],
    [
      "first full week at benchling done! handed my guidewire laptop back on the 3rd and honestly haven't looked back. everything here is behind feature flags, can you explain how teams usually clean up old flags so they don't pile up?",
    ],
    /Benchling/i,
    claims("Guidewire", ["Benchling"]),
  ),
  change(
    "a promotion from staff nurse to charge nurse, with a handover request",
    [
      "I'm a staff nurse on the renal unit at St Brigid's, mostly day shifts. Can you help me explain fluid restriction to a new dialysis patient in plain language?",
    ],
    [
      "Got the charge nurse post on the renal unit! Started it last Monday, so now I'm running the bed board and the staffing on top of my own patients.",
      "Can you help me make a handover checklist for the start of each shift?",
    ],
    /charge nurse/i,
    claims("staff nurse", ["charge", "promot"]),
  ),
  change(
    "a work laptop replaced by a rugged tablet, with a gloves question",
    [
      "I service lifts all over the county and I run the diagnostics software off a Panasonic Toughbook that lives in the van. Can you help me write a polite email to a building manager whose lift keeps getting jammed by delivery trolleys?",
    ],
    [
      "Work finally swapped my ancient Toughbook for a Getac rugged tablet. Much lighter, but the on-screen keyboard is hopeless with gloves on. Any tips for typing on a tablet in work gloves, or is a stylus the answer?",
    ],
    /Getac/i,
    claims("Toughbook", ["Getac", "swap"]),
  ),
  change(
    "an editor switch after years on the old one, with a setup question",
    ["i do php for a small web agency and i've used netbeans for years. how do i set up xdebug so i can step through a single request?"],
    [
      "ok so i finally ditched netbeans, it took 40 seconds to open every morning. i'm on pulsar now and it's so much snappier",
      "how do i get php linting working in it? the linter package i installed isn't doing anything",
    ],
    /Pulsar/i,
    claims("NetBeans", ["Pulsar"]),
  ),
  change(
    "a team chat tool replaced by the department, with a naming request",
    [
      "our team runs on zulip for chat, i'm the one who set it up. can you write a short pinned message for new starters explaining how we use streams vs topics?",
    ],
    [
      "We moved the whole department onto Mattermost last week because IT wants everything self-hosted in one place. Can you help me write a channel naming convention so it doesn't turn into chaos like the old setup did?",
    ],
    /Mattermost/i,
    claims("Zulip", ["Mattermost"]),
  ),
  change(
    "an office closing turns into remote work, with a testing request",
    [
      "I'm a product designer at an insurance company, in the Basingstoke office Tuesday to Thursday. Can you suggest a structure for a 45 minute usability testing session?",
    ],
    [
      "They shut the Basingstoke office at the end of last month so I'm fully remote now, working out of the box room. How do I run a remote usability test that doesn't feel awkward over video?",
    ],
    /remote|from home|home office|\bWFH\b|box room/i,
    claims("Basingstoke", ["remote", "home", "\\bshut", "clos"]),
  ),
  trap(
    "a boss's hypothetical tool migration, with a release request",
    [
      "I'm the test lead on our team and we track everything in Redmine. Can you help me write a bug report template with severity and repro steps?",
    ],
    [
      "My boss floated the idea that if we migrate to Azure DevOps next year we'd get test plans and pipelines in one place. Nothing's decided. If we did, what would we actually lose from Redmine?",
      "Also can you give me a quick checklist for a regression pass before a release?",
    ],
    /Redmine/i,
    [
      asserts(
        "Azure DevOps|\\bADO\\b",
        `${IMAGINED}|\\?|propos|float|evaluat|discuss|debat|decid|pitch|boss|manager|suggest|next year|plan`,
      ),
      asserts(
        "(?:migrated|moved|switched|no longer|stopped|left|replac|dropp)\\w*\\b.*Redmine",
        `${IMAGINED}|next year|propos|float|decid|boss`,
      ),
    ],
  ),
  trap(
    "a question comparing two classroom apps, with a parent letter request",
    [
      "I teach Year 2 and we use Seesaw for everything parent-facing, journals, messages, the lot. Can you give me five prompts for a weekly reading reflection the kids can post?",
    ],
    [
      "Is ClassDojo actually better than Seesaw for parent messaging? Half the staffroom swears by it and the other half hates it. I'm not switching mid-year either way, I'd just like the honest differences.",
      "Also can you help me word a reminder about the trip money that doesn't sound like a ransom note",
    ],
    /Seesaw/i,
    [
      asserts("ClassDojo", `${IMAGINED}|\\?|compar|\\bvs\\b|versus|better|differen|\\bask|curious|wonder|staff|colleague|question|whether`),
      asserts("(?:switch|moved|left|stopp|no longer|replac|dropp)\\w*\\b.*Seesaw", `${IMAGINED}|compar|\\?|\\bask`),
    ],
  ),
  trap(
    "a coworker switches design software, with a file question",
    [
      "I'm the designer at a sign and print shop and I do all our artwork in CorelDRAW. How do I set up a cut contour for vinyl so the plotter picks it up?",
    ],
    [
      "My coworker Thibault switched to Inkscape over the weekend because he refuses to pay for the subscription, and now the SVGs he sends me open weird. Why would text come through as outlines with the fonts missing?",
      "Can you write me a short friendly note to him about exporting files so they work on my end?",
    ],
    /Corel/i,
    [asserts("Inkscape", COWORKER), asserts("(?:switch|moved|left|stopp|no longer|replac|dropp|cancel)\\w*\\b.*Corel", COWORKER)],
  ),
  trap(
    "a field service app tried for one day, with a price list request",
    [
      "I run a two-van plumbing business and do all my scheduling and invoicing in Jobber. Can you help me write a text template for confirming appointments the day before?",
    ],
    [
      "Tried ServiceTitan for a day because a mate rated it. Way too much for a two-van outfit, cancelled the trial that evening and I'm sticking with Jobber.",
      "Can you help me write a price list for common jobs like tap washers and toilet cisterns?",
    ],
    /Jobber/i,
    [
      asserts(
        "ServiceTitan",
        "tri(?:ed|al)|test|demo|\\bday\\b|cancel|n't|\\bnot\\b|back|stick|\\bmate\\b|friend|too much|brief|reject|against",
      ),
      asserts("(?:switch|moved|left|stopp|no longer|replac|dropp)\\w*\\b.*Jobber", "tri(?:ed|al)|back|stick"),
    ],
  ),
  trap(
    "a job offer turned down, with a recruiter reply request",
    [
      "I'm an account executive at Paychex selling to small businesses, mostly dental and vet practices. Can you help me tighten up my cold email opener?",
    ],
    [
      "Rippling came back with an offer last week, more base but a brutal quota. I turned it down yesterday, staying put at Paychex now that my book is finally paying off.",
      "Can you help me write a gracious reply to their recruiter so I don't burn the bridge?",
    ],
    /Paychex/i,
    [
      asserts("Rippling", "offer|turn(?:ed)? (?:it )?down|declin|\\bnot\\b|n't|interview|recruit|reject|pass(?:ed)? on|stay"),
      asserts("(?:left|leaving|quit|resign|no longer|moved|moving|switch|join)\\w*\\b.*Paychex", "offer|turn|declin|n't|\\bnot\\b|stay"),
    ],
  ),
  trap(
    "a joke about quitting after a bad day, with a client reply request",
    [
      "I'm an estimator at Harbison Pryce, a roofing contractor, and I price up about ten jobs a week. Can you help me write a cleaner quote template for flat roof replacements?",
    ],
    [
      "Three site visits in the rain today and a client who wants zinc standing seam at felt prices. That's it, I'm packing it in to run a beach hut café in Tenby. Kidding, obviously, the mortgage says otherwise.",
      "Can you help me write a polite reply explaining why zinc costs what it costs?",
    ],
    /Harbison|estimator/i,
    [
      asserts("caf[eé]|beach hut|Tenby", `${JOKED}|${IMAGINED}`),
      asserts(
        "(?:left|leaving|quit|resign|no longer|packing it in|packed it in)\\w*\\b.*(?:Harbison|estimat|roof|job)",
        `${JOKED}|${IMAGINED}`,
      ),
    ],
  ),
];
