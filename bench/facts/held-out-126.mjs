// Held-out set 126: written on 2026-11-28 against main at c177dac, by a helper (`set126`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of fair hedged facts a trap may leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 128 in /work/sets.
// Style: one voice throughout, a Brazilian PhD student in a Québec city (the city itself is never
// named), code-switching English with Portuguese ("né", "tipo", "saudade", "kkkk" for laughing)
// and a little Québec French, many emoji, asking about thesis writing, winter, cooking and visas.
// About half the changes are told plainly as news ("we moved to X last week", "I'm dating
// someone"), the other half in passing beside a request (a new supervisor's check-ins, a new
// writing tool's cross-references, tutoring "instead of" old shifts); each is still clear to a
// careful human note-taker. Traps vary: a labmate's news, a wish, a joke marked with kkkk, a
// grandmother's quoted words, a negation ("I did NOT ..."), and a plan not made (an application
// let pass). Time words fit the two conversations' dates (1 and 20 January). A fair fact about the
// old value may stay current once it says the state ended ("Left X", "No longer uses X"): `old`
// then skips such texts.
// First run: 6 of 12 at ebc769e (the code frozen for their first run), and 6 of 12 on c177dac, the code the session
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't|\\bnever\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|crav|long(?:s|ed|ing)? for";

/** Words that say something was said in jest (kkkk is Brazilian laughter). */
const JOKED = `${IMAGINED}|jok|jest|kid|kkk|\\blol\\b|sarcas|humou?r|funny|tongue|quip|exaggerat|hyperbol|vent|frustrat|complain|threat|swear|swore|not serious`;

/** Words that put a fact on the labmate rather than on the user. */
const LABMATE = "labmate|lab mate|lab-mate|Chidinma|colleague|friend|\\bher\\b|\\bshe\\b|their|\\bthey\\b";

export const HELD_OUT_126 = [
  change(
    "a move across the city told plainly as news, with an address-change request",
    [
      "feliz ano novo!! 🎆🥂 first real winter in my apartment in Rosemont and tipo, the radiator bangs ALL night 😩 is that normal for these old plex buildings or should I call the landlord?",
    ],
    [
      "novidade!! 📦📦 my roommate and I moved to Saint-Henri last week, finally out of Rosemont kkkk. the new place is right by the canal e tem chauffage au sol 😍",
      "what do I need to update with the new address? tipo health card, bank, the university registrar... estou perdida 🥴",
    ],
    /Saint-Henri/i,
    claims("Rosemont", ["Saint-Henri"]),
  ),
  change(
    "a thesis writing tool switch told in passing, through a cross-reference bug",
    [
      "oi! 👋 I'm writing my whole thesis in TeXstudio and it freezes every time I open chapter 3 😭 the .tex file is like 4000 lines né. any idea why it chokes?",
    ],
    [
      "ok so since I moved the thesis over to Quarto the freezing is gone 🙏✨ but now all my figure cross-references show up as '??' in the PDF. como arrumo isso? I'm using @fig- labels",
    ],
    /Quarto/i,
    claims("TeXstudio", ["Quarto"]),
  ),
  change(
    "a study permit replaced by permanent residence, told plainly as news",
    [
      "I'm in Canada on a study permit that expires in August 😬 and I need a letter from my supervisor for the extension. can you help me draft the email asking her? in English please, she's anglophone",
    ],
    [
      "GENTE!!! 🇨🇦🎉🎉 saiu minha residência permanente, I'm officially a permanent resident now!! chorei no métro kkkk",
      "what actually changes for me? tuition as a PhD student, health insurance, working off campus... explica tudo por favor 🙏",
    ],
    /permanent resid/i,
    claims("study permit", ["permanent resid"]),
  ),
  change(
    "a new thesis supervisor mentioned in passing, with an email template request",
    [
      "my supervisor, Prof. Quevillon, wants the full lit review chapter by March 🥲 can you help me make a writing schedule? I write better in the morning, tipo 7 to 11, before my brain turns into purée",
    ],
    [
      "Prof. Nogueira, who took me on as her student after Quevillon left for a job in Europe, wants weekly check-ins now 😅 can you help me write a short template for a weekly progress email? nothing too formal",
    ],
    /Nogueira/i,
    claims("Quevillon", ["Nogueira"]),
  ),
  change(
    "single becomes dating, told plainly as news, with a dinner request",
    [
      "I'm single and honestly happy like this kkkk 😂 but my mom asks every sunday. anyway: how do I make pão de queijo with the flour I find here? polvilho azedo is impossible to find in winter",
    ],
    [
      "notícia boa: I'm dating someone!! 🥰 his name is Caetano, we met at a roda de samba in December",
      "he's coming over for dinner on saturday, ideas for a cozy winter meal that looks impressive but isn't too hard? 🍲",
    ],
    /Caetano|\bdating\b|boyfriend|relationship/i,
    claims("\\bsingle\\b", ["Caetano", "\\bdating\\b", "boyfriend", "relationship"]),
  ),
  change(
    "a weekend bakery job replaced by tutoring, told in passing beside a lesson-plan request",
    [
      "I work weekends at Boulangerie Guillaume to pay the rent, shifts start at 5am 🥐😴 any tips to still get thesis writing done after a 5am shift?",
    ],
    [
      "tutoring Portuguese online on weekends is sooo much better than the 5am bakery shifts were, I handed in my notice at the boulangerie after the holidays and never looked back 😌",
      "can you help me plan a 30 min lesson for a beginner who wants to travel to Salvador? music and food vocab, tipo fun stuff",
    ],
    /tutor/i,
    claims("bakery|boulangerie|Guillaume", ["tutor", "notice"]),
  ),
  trap(
    "a labmate defends and moves away, with a card request",
    [
      "I'm doing my PhD in sociolinguistics, studying how Brazilian immigrants mix Portuguese and French here 🇧🇷⚜️ can you suggest a few classic papers on code-switching to start?",
    ],
    [
      "minha labmate Chidinma defendeu ontem!! 🎓🥳 and she already got a job at UQAR so she's moving to Rimouski in March 😭 saudade já",
      "can you help me write a cute card for her in French? my French is still tipo 'québécois de cuisine' kkkk",
    ],
    /sociolinguist|code-switch/i,
    [
      asserts("Rimouski|UQAR", LABMATE),
      asserts("\\bdefend|\\bdefence|\\bdefense|graduat|finished (?:the |a |her |their )?PhD", `${LABMATE}|hop|plan|will|aim|target`),
    ],
  ),
  trap(
    "a wish for a dog, and the user's cat stays the only pet",
    [
      "my cat Pipoca (laranjinha, 3 anos) refuses to sit on the windowsill now that it's freezing 😹 how do I make her a warm spot near the window?",
    ],
    [
      "saw a shiba puppy on the street today and tipo, I want one SO BAD 🥺🐶 but my lease doesn't allow dogs and Pipoca would never forgive me kkkk",
      "anyway, how do I stop Pipoca from scratching the new couch? 😩",
    ],
    /Pipoca/i,
    [asserts("\\bdogs?\\b|puppy|shiba", `${IMAGINED}|\\bsaw\\b|\\bseen\\b|street|lease|allow|cute|adore|love`)],
  ),
  trap(
    "a joke about moving back to Brazil, laughed off with kkkk",
    [
      "I live in Ahuntsic and my walk to the métro is 15 min, with this -28 windchill I'm dying 🥶 what layers should I wear? I grew up in Fortaleza, I had no idea cold could HURT",
    ],
    [
      "three weeks of -25 and I swear I'm moving back to Fortaleza amanhã kkkkkk 😭🌴 brincadeira, the thesis won't write itself",
      "do those USB heated gloves actually work or are they a scam?",
    ],
    /Ahuntsic/i,
    [
      asserts("(?:lives?|living|based|moved|moving|relocat|return|back)\\w*\\b.*Fortaleza", JOKED),
      asserts("(?:left|leaving|moved|moving|no longer)\\w*\\b.*Ahuntsic", JOKED),
    ],
  ),
  trap(
    "a grandmother's quoted words about meat, with a vegetarian recipe request",
    [
      "sou vegetariana desde 2018 🌱 and this winter I'm craving comfort food. can you give me a vegetarian feijoada recipe with stuff from Jean-Talon market?",
    ],
    [
      "my avó on the video call again: 'um churrasquinho não mata ninguém, minha filha' kkkk 🙄 every single sunday, né",
      "anyway, what's a good protein to add to a moqueca de banana da terra? keeping it veggie obviously 😌",
    ],
    /^(?!.*(?:no longer|\bnot\b|n't|stopp|quit|gave up|used to)).*vegetarian/i,
    [
      asserts(
        "\\b(?:eats?|eating|ate)\\b.*(?:meat|churrasc|barbecue|beef)|no longer (?:a )?vegetarian|(?:stopped|quit|gave up)\\w*\\b.*vegetarian",
        "grand|avó|\\bavo\\b|said|says|urg|insist|\\btell|told|pressur|jok|quot|\\bnot\\b|n't|\\bnever\\b",
      ),
    ],
  ),
  trap(
    "a negation: the bike was NOT sold, with a winter gear request",
    [
      "I bike to campus every day, even in winter, with studded tires 🚲❄️ how often should I clean the chain with all this salt on the roads?",
    ],
    [
      "no, I did NOT sell the bike and get a bus pass like my labmates predicted kkkk, still riding at -20 🚲💪",
      "what's a good balaclava that doesn't fog up my glasses?",
    ],
    /^(?!.*(?:sold|no longer|stopped|quit|gave up)).*(?:\bbikes?\b|biking|cycl)/i,
    [
      asserts(
        "(?:sold|sells|selling|stopped|quit|gave up|no longer)\\w*\\b.*(?:bike|biking|cycl)|bus pass|transit pass|takes the bus|rides the bus",
        "\\bnot\\b|n't|\\bnever\\b|labmate|predict|expect|thought|despite|rather than|instead of",
      ),
    ],
  ),
  trap(
    "a postdoc application let pass, a plan not made, with an email request",
    [
      "I'm a 4th year PhD student, aiming to defend in December 🤞 my topic is food insecurity among international students. can you help me outline the discussion chapter?",
    ],
    [
      "so I didn't apply for that postdoc in Bielefeld in the end, tipo, the deadline was yesterday and I just... let it pass 🫠 my supervisor was a bit disappointed",
      "can you help me reply to her email without sounding lazy? kkkk",
    ],
    /PhD|doctora|food insecurity/i,
    [asserts("Bielefeld|postdoc", `${IMAGINED}|deadline|let it|let the|skip|decided against|missed|disappoint|suggest`)],
  ),
];
