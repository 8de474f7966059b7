// Held-out set 142: written on 2026-11-28 against main at f5dd0c8, by a helper (`set142`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a freelance translator in her thirties living in Portugal, a native
// Polish speaker, who writes careful, precise English in long sentences full of parentheses and
// asks for help with invoices, clients, Portuguese residency paperwork, her cat and running. Three
// changes are told plainly as news (a move, a new residence certificate, a break-up) and three only
// in passing beside a request (a new CAT tool's termbase, goggles for the pool after a knee injury,
// a new laptop's keyboard). Traps: a hypothetical move asked as a question, a client's news, a
// quoted remark from her mother, a negation (a diagnosis ruled out), irony after a bad race, and a
// plan not carried out (a trial of another invoicing app). Time words fit the two conversations'
// dates (about three weeks apart, January). A fair fact about the old value may stay current once
// it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at befd6c0 (the final code of the session's first round), and 7 of 12 on f5dd0c8, the code this round
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest, irony or frustration. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|iron|humou?r|banter|tongue|laugh|vent|frustrat|fed up|bad day|rough day|swore|swear|threaten|dramatic|exaggerat`;

/** Words that put a remark in someone else's mouth (her mother's). */
const QUOTED =
  "mother|\\bmum\\b|\\bmom\\b|mama|\\bmatka\\b|parent|said|says|say\\b|quot|predict|claim|insist|remark|comment|tease|believ|think|expect|once\\b|\\bwhen\\b";

export const HELD_OUT_142 = [
  change(
    "a move from Viseu to Almada, told plainly as news with a paperwork request",
    [
      "Happy new year! I live in Viseu (in the old part of town, a few minutes' walk from the cathedral) and I work from home as a freelance translator, English and Portuguese into Polish. Could you help me draft a polite but firm reminder to a client whose invoice is now forty-five days overdue (I would like it to sound professional rather than desperate, which is how I currently feel)?",
    ],
    [
      "A piece of news first, since it affects my question: I have moved from Viseu to Almada (the lease on the new flat started last week, and yes, I can see the bridge from the kitchen window if I lean out at a slightly dangerous angle). What do I need to update now, apart from my fiscal address at Finanças (Segurança Social, the health centre registration, my bank, anything else a careful person would forget)?",
    ],
    /Almada/i,
    claims("Viseu", ["Almada"]),
  ),
  change(
    "a CAT tool switch from memoQ to Trados, shown only in a termbase question",
    [
      "I do all of my translation work in memoQ (I have used it since my very first agency job and I am, I admit, rather attached to it), and I would like to set up a QA profile that catches inconsistent translations of the same source segment. Could you explain, step by step, which settings I should look at?",
    ],
    [
      "Could you help me understand why Trados refuses to open the termbase my new agency client sent me? It is an .sdltb file, it worked on their machines, and I have been working in it for only about ten days (they made it mandatory for all their freelancers, so my beloved memoQ now sits unopened, like an expensive souvenir), so please assume I know nothing at all.",
    ],
    /Trados/i,
    claims("memoQ", ["Trados", "souvenir"]),
  ),
  change(
    "running replaced by swimming after a knee injury, shown only in a goggles question",
    [
      "I run about forty kilometres a week along the river (mostly very early, before the heat and the dog walkers), and I am training for a half marathon in the spring. Could you suggest a sensible way to add one interval session a week without turning my easy runs into a mess?",
      "My cat, for the record, thinks the whole thing is ridiculous and protests every morning at six.",
    ],
    [
      "Which swimming goggles would you recommend for someone with a narrow face and a low nose bridge? Ever since the physiotherapist banned running for my knee (patellar tendinopathy, apparently from all those downhill kilometres), I have been doing lengths at the municipal pool four mornings a week instead (the spring half marathon is off, obviously), and the cheap goggles I bought fog up completely after about ten minutes.",
    ],
    /swim|\bpool\b/i,
    claims("\\brun|half marathon", [
      "swim",
      "pool",
      "knee",
      "physio",
      "banned",
      "injur",
      "tendin",
      "cannot",
      "\\boff\\b",
      "abandon",
      "withdr",
    ]),
  ),
  change(
    "an EU registration certificate becomes permanent residence, told plainly as news",
    [
      "I am Polish and I have lived in Portugal for almost five years on the ordinary EU citizen registration certificate (the CRUE, the little paper one from the Câmara). Could you explain, in plain terms, whether the CRUE is enough as proof of residence when I renew my driving licence here, or whether they will ask me for something else?",
    ],
    [
      "Good news, finally: I have received my permanent residence certificate (after five years, one lost file and two visits at which nobody could find anything, it arrived by post on Tuesday in a perfectly ordinary envelope, which felt almost insulting).",
      "Could you help me write a short, grateful email to the woman at the immigration office who actually sorted it out? I would like it to be warm without sounding like a bribe.",
    ],
    /permanent resid/i,
    claims("CRUE|registration certificate|certificate of registration|temporary resid", ["permanent"]),
  ),
  change(
    "a boyfriend becomes an ex, told plainly as news with a budget request",
    [
      "My boyfriend Gonçalo (who is Portuguese, and who is the reason my European Portuguese is so full of slang that clients sometimes ask where I learned it) and I share a two-bedroom flat, and we share every cost half and half. Could you help me set up a simple shared budget spreadsheet for the two of us?",
    ],
    [
      "I should tell you, so that your advice makes sense: Gonçalo and I broke up at the beginning of the month (amicably, as far as these things ever go), he has moved out, and the flat and its rent are now entirely mine. Could you help me redo my monthly budget for one person, including what to cut first if January invoices are slow?",
    ],
    /broke up|break-?up|split up|separated|\bsingle\b|\bex\b|ex-(?:boyfriend|partner)|lives alone|living alone|on her own/i,
    claims("Gonçalo|boyfriend|\\bpartner", ["single", "broke", "break", "split up", "separat", "alone", "on her own"]),
  ),
  change(
    "a new laptop shown only in a keyboard question",
    [
      "I translate on an old Inspiron that I bought second-hand when I first arrived in Portugal (it is loud, heavy and held together partly by stickers, but it has never lost a file). Could you suggest some free ways to back up my translation memories automatically every evening?",
    ],
    [
      "Now that I am on the IdeaPad (the old Inspiron finally died in the middle of a deadline, which I suppose is the only way laptops know how to die), could you tell me how to type Polish diacritics quickly on a Portuguese keyboard layout? Switching layouts every time I need an ł or a ż is driving me slowly mad.",
    ],
    /IdeaPad/i,
    claims("Inspiron", ["IdeaPad", "died", "dead", "broke"]),
  ),
  trap(
    "a hypothetical move inland, asked as a tax and residency question",
    [
      "I live in Tavira (in a small rented flat above a bakery, which is both the best and the worst thing about it) and I am registered as a trabalhadora independente. Could you explain how the simplified regime decides what portion of my income is taxed?",
    ],
    [
      "A purely hypothetical question (I am not going anywhere, my lease runs for another two years and my cat would never forgive me): if I moved to Guarda, where the rents are almost half of what I pay here, would anything change in my taxes or my residency paperwork, or is it all the same as long as I update my address?",
    ],
    /Tavira/i,
    [
      asserts("Guarda", `${IMAGINED}|\\?|\\bask|hypothet|curious|wonder|question|whether`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Tavira", `${IMAGINED}|hypothet|\\?|\\bask`),
    ],
  ),
  trap(
    "a client's news about her own new job, with a client-email request",
    [
      "I am a freelance translator (English and Portuguese into Polish, mostly marketing and tourism texts), and most of my work comes from a small localisation agency in Odivelas. Could you help me write a short profile for a translators' directory that does not sound like everyone else's?",
    ],
    [
      "Mafalda, who owns the agency that sends me most of my work, has just told me that she accepted a full-time position as head of localisation at a games studio and that she is winding the agency down by March (I am happy for her and somewhat terrified for myself).",
      "Could you help me write a warm congratulations email to her that also, discreetly, asks whether she could recommend me to the studio's vendor manager?",
    ],
    /translat/i,
    [
      asserts(
        "head of locali[sz]ation|games? studio|full-time position",
        "Mafalda|client|agency|owner|\\bher\\b|\\bshe\\b|recommend|vendor|congratulat",
      ),
      asserts("(?:no longer|stopped|quit|left|leaving)\\w*\\b.*(?:freelanc|translat)", `${IMAGINED}|Mafalda|client|agency`),
    ],
  ),
  trap(
    "a quoted remark from her mother about eating meat, with a recipe request",
    [
      "I have been vegetarian for fourteen years (since university in Poland, long before it was fashionable there), and I am hosting a small dinner next weekend. Could you suggest a main course that would impress a table of Portuguese people who think a meal without chouriço is a misunderstanding?",
    ],
    [
      "My mother said on the phone yesterday, and I quote her exactly: 'You'll start eating meat again once you have children, everyone does.' She says this every single year (I have no children, no plans for any, and no intention of eating meat).",
      "Could you give me a vegetarian bigos recipe that would survive her inspection when she visits in February?",
    ],
    /vegetarian/i,
    [
      asserts("eats? meat|eating meat|meat-eat", `${QUOTED}|\\bno\\b|\\bnot\\b|n't\\b|never|intention|intend`),
      asserts("(?:no longer|stopped being|not|isn't|gave up being) (?:a )?vegetarian", QUOTED),
      asserts("\\bhas (?:a |two |\\w+ )?(?:child|children|kids|son|daughter)|pregnan|expecting", `${QUOTED}|\\bno\\b|\\bnot\\b|n't\\b`),
    ],
  ),
  trap(
    "a negation: the cat's blood tests rule out diabetes",
    [
      "My cat Kluska (grey, eleven years old and extremely opinionated) has chronic kidney disease, stage two, and she is on a prescription renal diet that she eats only under protest. Could you suggest ways to make the wet food more appealing to her without breaking the diet?",
    ],
    [
      "The blood results came back this morning and it is not diabetes (the vet had wondered, because Kluska has been drinking so much water lately), so it is just the kidneys, exactly as before, and nothing changes in her treatment.",
      "Could you help me make a simple chart for tracking how much she drinks each day, so that I can show the vet at the next check-up?",
    ],
    /kidney|renal|\bCKD\b/i,
    [
      asserts(
        "diabet|insulin",
        "\\bnot\\b|n't\\b|\\bno\\b|ruled out|negative|suspect|wonder|test|check|possib|fear|worr|concern|screen|excluded",
      ),
    ],
  ),
  trap(
    "irony about retiring from running after a bad race, with a recovery request",
    [
      "I run four or five times a week and I belong to a small running club that meets on the seafront on Saturday mornings (they are very patient with my Polish-accented Portuguese and my very slow hills). Could you suggest a simple strength routine for runners that takes twenty minutes?",
    ],
    [
      "After being overtaken at Sunday's 10 km by a man pushing a double pram, I have obviously decided to retire from running forever and devote my life to the sofa (irony, in case it does not come through in writing; I am already signed up for the next race in February).",
      "Could you suggest a sensible recovery week, since my calves are still complaining?",
    ],
    /\brun/i,
    [
      asserts(
        "(?:gave up|give up|giving up|quit|quitting|retir|stopp|stops|no longer|decided to stop)\\w*\\b.*\\brun",
        `${JOKED}|obviously|overtaken|pram|irony|ironic`,
      ),
      asserts("(?:sofa|couch)", `${JOKED}|obviously|irony|ironic|calves|recover`),
    ],
  ),
  trap(
    "a plan to switch invoicing app, tried and abandoned",
    [
      "I issue all of my invoices through InvoiceXpress (it connects to Finanças, which is the only thing I really need from it), and I would like to understand how to issue a credit note correctly when a client asks me to change an invoice that has already been communicated. Could you explain the steps?",
    ],
    [
      "I was fully planning to move my invoicing to Moloni this month (I even opened a trial account and imported half of my clients), but the import mangled every Polish name with a diacritic, so I closed the trial and stayed where I was, rather more tired than before.",
      "Could you help me write a short checklist for the end of each month, so that I stop discovering unsent invoices in March?",
    ],
    /InvoiceXpress/i,
    [
      asserts(
        "Moloni",
        `${IMAGINED}|trial|tried|tested|plan|going to|gave up|abandon|closed|stayed|almost|nearly|attempt|look|mangl|import`,
      ),
      asserts(
        "(?:stopped|no longer|switch|left|dropp|replac|ditch|moved|migrat)\\w*\\b.*InvoiceXpress",
        `${IMAGINED}|trial|plan|almost|nearly|stayed|abandon|attempt|gave up`,
      ),
    ],
  ),
];
