// Held-out set 138: written on 2026-11-28 against main at f5dd0c8, by a helper (`set138`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a French postdoc in a biology lab in a mid-sized German city,
// writing fluent but non-native English (French word order, "since two weeks", "explain me",
// "it is normal?"), asking for help with papers, grant letters, German bureaucracy and cooking.
// Half of the changes are told plainly as news, half only in passing beside a request (the
// change shows in a detail of the request). Traps: a hypothetical, a colleague's news, a quoted
// remark from the supervisor, a negation, irony, and a plan not carried out. Time words fit the
// two conversations' dates (1 and 20 January). A fair fact about the old value may stay current
// once it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at befd6c0 (the final code of the session's first round), and 7 of 12 on f5dd0c8, the code this round
// started from (run first, scores only).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses EndNote", not "Left EndNote"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was only joked about or said in a temper. */
const JOKED = `${IMAGINED}|jok|\\blol\\b|kidding|jest|sarcas|iron|humou?r|banter|tongue|laugh|vent|frustrat|fed up|bad day|rough day|swore|swear|threaten`;

/** Words that say the words were someone else's (the supervisor's), not the user's own state. */
const QUOTED =
  "said|says|\\btold|\\bPI\\b|supervisor|boss|Sievers|suggest|recommend|licen[cs]e|future|push|should|quot|archaeolog|opinion|claim|urg";

/** Words that say it is a colleague's news, not the user's. */
const COLLEAGUE = "Jorinde|colleague|co-worker|coworker|\\bher\\b|\\bshe\\b|jealous|farewell|card";

const GIESSEN = "Gießen|Giessen";

export const HELD_OUT_138 = [
  change(
    "a postdoc becomes staff scientist, told plainly as news",
    [
      "Happy new year! I am postdoc in a developmental biology lab in Gießen, we work on the fin regeneration of zebrafish. Can you help me to make shorter my abstract for a conference? It must be under 250 words and mine has 340, I will paste it after.",
    ],
    [
      "I have a big news: I am not postdoc anymore! Since the 15 January I have a permanent position as staff scientist, I manage now the imaging facility of the institute. My mother asked me on the phone if it is like a Beamter, I did not know how to explain her.",
      "Can you help me to write a short email to announce it to all the users of the facility? Friendly but a bit formal, it is Germany after all.",
    ],
    /staff scientist|(?:imaging|microscopy) (?:facility|platform)|permanent position/i,
    claims("postdoc|post-doc|postdoctoral", ["staff scientist", "facility", "permanent"]),
  ),
  change(
    "a move to a nearby town, shown only by the registration paperwork and the train",
    [
      "I live in Gießen since 2022, in a small flat near the Lahn with only two electric plates and no oven. What I can cook for four persons on Saturday with this? Something French if possible, my German friends want to taste.",
    ],
    [
      "The Bürgerservice in Wetzlar asks me a 'Wohnungsgeberbestätigung' for the Ummeldung, and it must be done two weeks after the moving in, and I am in the new flat since ten days already. What is this paper exactly, and it is the landlord who must fill it or me?",
      "Also the regional train to Gießen is late every morning, it is normal? I lose 20 minutes each day before the lab.",
    ],
    /Wetzlar/i,
    claims(`(?:lives?|living|based|resid|home|flat|apartment)\\w*\\b.*(?:${GIESSEN})|(?:${GIESSEN}).*(?:resident|home)`, ["Wetzlar"]),
  ),
  change(
    "a breakup with the live-in boyfriend, told plainly, with a letter to the utility",
    [
      "My boyfriend Gaspard and I, we live together in Gießen since one year. For the galette des rois on Monday we invite his colleagues, can you give me a recipe with frangipane? The German bakeries don't know what it is.",
    ],
    [
      "It's finished with Gaspard. We are separated since ten days, he has found a flat on the other side of the city and he took the coffee machine, of course. I am okay, more or less.",
      "Now I must put the electricity contract only on my name. Can you help me to write the letter in German to the Stadtwerke?",
    ],
    /\bsingle\b|separat|\bsplit|broke up|break-?up|ex-?boyfriend|\bex\b|no longer (?:together|with|in a relationship|dating)|relationship (?:with \w+ )?(?:has )?(?:ended|is over)/i,
    claims("Gaspard|boyfriend", ["separat", "\\bsplit", "broke", "break", "single"]),
  ),
  change(
    "a reference manager switch, shown only in a citation-style question for a grant",
    [
      "I manage all my references in EndNote, I have more than 3000 papers inside since my PhD. Can you explain me the difference between a review and a perspective article? My PI wants that I write one this year.",
    ],
    [
      "How I change the citation style in Citavi to the one of eLife? I have imported all my library from EndNote last week when the institute took the campus licence, and now the style is wrong everywhere. The letter for the grant must be finished Friday, I am in panic.",
    ],
    /Citavi/i,
    claims("EndNote", ["Citavi", "import", "migrat"]),
  ),
  change(
    "volleyball stopped for swimming after a knee problem, told plainly",
    [
      "Twice in the week I play volleyball with the university sport group, it is my only sport and the only place I speak German without stress. My wrists are all red after, it is normal? How I must put the arms for the bump?",
    ],
    [
      "I have stopped the volleyball, my knee did not like it at all (the orthopaedist says the meniscus is irritated, nothing broken, ouf). Now I go swimming three mornings in the week at the Hallenbad before the lab.",
      "Can you propose me a program of 45 minutes? I do only breaststroke, my crawl is a disaster.",
    ],
    /swim/i,
    claims("volleyball", ["swim", "knee", "menisc"]),
  ),
  change(
    "a German course moves up a level, shown only in a homework request",
    [
      "Since September I follow a German course level B1 two evenings in the week, the institute pays it. Can you explain me when I must use 'weil' and when 'denn'? For me it is the same thing.",
    ],
    [
      "My teacher of the B2 course wants a formal letter of complaint for Thursday, and by chance I have a real one to write: the Hausverwaltung does not repair my heating since before Christmas. Can you correct my German? 'Sehr geehrte Damen und Herren, seit dem 18. Dezember funktioniert die Heizung in meiner Wohnung nicht. Ich habe Ihnen schon zweimal angerufen...'",
    ],
    /\bB2\b/i,
    claims("\\bB1\\b", ["B2"]),
  ),
  trap(
    "a hypothetical job across the border, asked only as a tax question",
    [
      "I live in Gießen since three years, I work in a cell biology lab at the university. For the tax declaration, in which form I put the Werbungskosten, like my train ticket and the books?",
    ],
    [
      "A question only theoretical: if I take a position in Strasbourg but I live still in Germany, in Kehl for example, where I pay the taxes? A friend sent me an offer, but honestly I don't apply, I like too much my lab here.",
      "And how long I must cook a pot-au-feu? My grandmother never wrote the recipe.",
    ],
    new RegExp(GIESSEN, "i"),
    [
      asserts("Strasbourg|Kehl", `${IMAGINED}|\\?|question|theor|hypothet|offer|friend|whether|\\bask|curious|apply|tax`),
      asserts(`(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*(?:${GIESSEN}|Germany)`, `${IMAGINED}|\\?|question|theor|hypothet`),
    ],
  ),
  trap(
    "a colleague gets her own group elsewhere, with a farewell card request",
    [
      "I am postdoc in the group of Prof. Sievers in Gießen, on zebrafish heart regeneration. Can you check the English of my methods section? My reviewers always complain of it.",
    ],
    [
      "Big news in the lab: my colleague Jorinde has obtained a group leader position in Greifswald, she starts in April! I am so happy for her (and a little jealous, it is normal no?).",
      "Can you help me to write a nice card for her farewell, something funny with fish?",
    ],
    /postdoc|Sievers/i,
    [
      asserts("group leader|own group|Greifswald", COLLEAGUE),
      asserts(`(?:left|leaving|moved|moving|no longer)\\w*\\b.*(?:${GIESSEN}|postdoc|Sievers)`, COLLEAGUE),
    ],
  ),
  trap(
    "the supervisor's quoted remark about an image-analysis tool",
    [
      "I analyse all my confocal images in ImageJ with my own macros, I have written maybe 40 of them. Can you explain me how to measure the fluorescence intensity only inside a ROI and not the background?",
    ],
    [
      'My PI said at the lab meeting yesterday, in front of everybody: "Imaris is the future, the ImageJ macros are archaeology." Ha. Anyway the licence costs 20 000 euros, so it will not happen soon.',
      "Can you help me to fix my macro? It says 'Undefined variable' in line 12 and I don't see why.",
    ],
    /ImageJ/i,
    [
      asserts("Imaris", `${IMAGINED}|${QUOTED}`),
      asserts("(?:stop|quit|switch|replac|no longer|dropp|abandon|moved away)\\w*\\b.*ImageJ", `${IMAGINED}|${QUOTED}`),
    ],
  ),
  trap(
    "a negation: the old car was not sold, with a road-trip request",
    [
      "I have an old Twingo from 2004 that I use only for the weekends in the Vogelsberg, in the week I go to the lab by bike. It makes a strange noise when I turn, like 'clac clac clac', what it can be?",
    ],
    [
      "A colleague asked me if I have finally sold the Twingo after it failed the Hauptuntersuchung in December. No! I have not sold it, the garage changed the brakes and the rust for 600 euros and it passed the second time.",
      "For Easter I want to drive it to my parents in France, 900 km. Can you help me to plan the stops? It is reasonable with such an old car?",
    ],
    /Twingo/i,
    [
      asserts(
        "(?:sold|sell|got rid|no longer (?:has|owns|drives)|replac|scrap)\\w*\\b.*Twingo|Twingo.*\\b(?:sold|scrapped|replaced)",
        "\\bnot\\b|n't\\b|never|\\bask|rumou|think|thought|\\?|consider|wonder|want|plan|\\bstill\\b|kept|keep|despite|instead of",
      ),
    ],
  ),
  trap(
    "irony about giving the cat away for a goldfish",
    [
      "My cat Pistou is 6 years old, he came with me from Angoulême when I moved to Germany. He drinks very little water, it is dangerous? He eats only dry food.",
    ],
    [
      "Pistou has thrown my basil from the window this morning, it is the third plant this month. Really, I think I will give him to the Tierheim and take a goldfish, at least a fish respects the plants. (I joke of course, I love this monster.)",
      "How I can protect my plants from a cat? The flat has only one window with sun.",
    ],
    /Pistou/i,
    [
      asserts("goldfish|\\bfish\\b", JOKED),
      asserts("(?:gave|give|giving|rehom|surrender|got rid|no longer has)\\w*\\b.*(?:Pistou|\\bcat\\b)|Tierheim|animal shelter", JOKED),
    ],
  ),
  trap(
    "a health insurance switch planned but never sent",
    [
      "I am insured at the Techniker Krankenkasse since I arrived in Germany. Can you explain me what is this Zusatzbeitrag? In France we don't have this.",
    ],
    [
      "In December I wanted to change to the AOK because the Techniker raised the Zusatzbeitrag, I had even filled the form, but I never sent it and now the deadline is passed, so I stay at the Techniker for this year. Tant pis.",
      "Can you help me to understand the letter they sent me about the elektronische Patientenakte? I must answer something or not?",
    ],
    /Techniker|\bTK\b/i,
    [
      asserts("AOK", `${IMAGINED}|never|plan|form|deadline|almost|intend|instead of|\\bstay|\\bstill\\b|remain`),
      asserts(
        "(?:left|leaving|switch|chang|cancel|no longer|quit)\\w*\\b.*(?:Techniker|\\bTK\\b)",
        `${IMAGINED}|never|plan|form|deadline|almost|intend|\\bstay|\\bstill\\b|remain`,
      ),
    ],
  ),
];
