// Held-out set 117: written on 2026-11-28 against main at a664163, by a helper (`set117`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a Filipino nurse in an Abu Dhabi hospital writing polite English
// mixed with Taglish ("po", "ate", "kuya", "grabe", "sana", "ano ba"), long shifts and money sent
// home; almost every message asks for help with something. Changes are told inside stories or
// beside a request rather than as news (an orientation week at the new hospital, an early bus
// from the new flat, no more queueing on payday, a proposal at a port, a once-a-day inhaler, a
// cross-stitch put away for a new Friday game), each still clear to a careful human note-taker.
// Traps are a batchmate's news with a wish, a brother's move, a joke marked "charot", a car
// almost bought but not, a head nurse's quoted words about a post not yet given, and a week's
// float to another unit. Time words fit the two conversations' dates (New Year's Day, then about
// three weeks later). A fair fact about the old value may stay current once it says the state
// ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 4 of 12 at b0bc179 (the session's final code), and 4 of 12 on a664163, the code the session
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|sana|aspir|\\bplan";

/** Words that say something was said in jest or in a moment of frustration. */
const JOKED =
  "jok|kid|charot|sarcas|humou?r|teas|not serious|\\bfun\\b|laugh|banter|vent|frustrat|exhaust|tired|rough|stress|\\bif\\b|would|want|thinking|threat|\\bnot\\b|n't\\b";

/** Words that say a state is only for a while (a trip, a loan, a repair, a cover shift). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair|float|cover|short|staff|leave|back to|return|sunday";

/** Words that say the news or the words belong to someone else. */
const SOMEONE_ELSE =
  "batchmate|classmate|friend|colleague|co-?worker|\\bher\\b|\\bshe\\b|\\bhis\\b|\\bhe\\b|brother|kuya|sister|mother|nanay";

export const HELD_OUT_117 = [
  change(
    "a hospital change told through orientation week, with a work request",
    [
      "Happy New Year po! 🎉 Just got off a 12-hour night shift at Mafraq Hospital, I've been a staff nurse in the medical ward there for 5 years na. Can you help me write a short New Year message for our patients' whiteboard? Something hopeful lang po.",
    ],
    [
      "Grabe the orientation week at Burjeel, so many modules and e-learnings 😅 Everything is different from Mafraq, even how we do endorsement. Ate Lalaine who referred me says I'll get used to it by next month, and sana my first Burjeel payslip comes on time kasi tuition ng kapatid ko is due.",
      "Can you make me a simple SBAR template for endorsement na pwede ko i-print and keep in my pocket?",
    ],
    /Burjeel/i,
    claims("Mafraq", ["Burjeel"]),
  ),
  change(
    "a move told through an earlier bus, beside a budgeting request",
    [
      "Hi po! I rent a bedspace in Tourist Club Area, 5 of us girls in one flat 😅 My salary is AED 7,500 and I send 3,000 home every month. Can you help me make a simple monthly budget so I can also save a little for emergencies?",
    ],
    [
      "Ang aga ko na gumising ngayon 😩 the bus from our new flat in Mussafah to the hospital takes almost an hour, pero sulit naman, I finally have my own partition and it's AED 400 cheaper. Ano ba pwede kong gawin sa bus para hindi sayang ang oras? I'm too sleepy to read after night duty.",
    ],
    /Mussafah/i,
    claims("Tourist Club", ["Mussafah"]),
  ),
  change(
    "a remittance channel change told as relief from the payday queue",
    [
      "Every payday I line up at Al Ansari Exchange on Hamdan Street to send money to Nanay in Cagayan. Ano ba the best way to explain to her how to budget it so it lasts the whole month? She's 68 and not into apps.",
    ],
    [
      "Hay salamat, no more pila every payday! My roommate taught me the LuLu Money app, so now I just send from my phone after shift, 2 minutes lang, and Nanay gets it in her bank account the same day.",
      "Can you help me make a little reminder schedule so I don't forget to send on the 28th? Sometimes I'm too tired after night duty and I forget po.",
    ],
    /LuLu/i,
    claims("Ansari", ["LuLu"]),
  ),
  change(
    "a boyfriend becomes a fiancé, told through the proposal and a planning request",
    [
      "My boyfriend Jerwin is a seaman, he's on a 9-month contract on a tanker so we only talk when he has wifi. Can you suggest some long-distance date ideas we can do over video call? Para naman may kilig pa rin kahit malayo 😊",
    ],
    [
      "I'm still so kilig 😭 Jerwin's ship docked in Fujairah and he used his shore leave to surprise me, he knelt down right there at the beach and I said yes!! I keep staring at my ring during break time haha. We're thinking December next year sa Tuguegarao.",
      "Can you help me make a wedding planning checklist na kaya naming gawin kahit long distance pa rin kami?",
    ],
    /^(?!.*(?:\bif\b|will propose|might|someday|hope)).*(?:engaged|fianc|proposed|to marry|getting married|wedding)/i,
    claims("boyfriend", ["fianc", "engaged", "propos", "wedding", "marry|married", "\\bring\\b"]),
  ),
  change(
    "an inhaler change told through a once-a-day dose, with a reminder request",
    [
      "I've had asthma since high school, I use my Seretide inhaler every morning and night. The dust from yesterday's sandstorm made me so wheezy during shift. Any tips to protect my lungs when it's dusty and I still have to commute?",
    ],
    [
      "My pulmo put me on Trelegy for my maintenance, once a day na lang instead of twice, grabe mas madali talaga with my shifts. Pero I always forget if I already took it bago ako matulog after night duty 😅 Can you suggest a trick para maalala ko?",
    ],
    /Trelegy/i,
    claims("Seretide", ["Trelegy"]),
  ),
  change(
    "a hobby change told as a cross-stitch put away and a new Friday game",
    [
      "Pampa-relax ko after duty is cross-stitch 🧵 I'm making a big Last Supper for our dining room in Tuguegarao, 8 months na and halfway pa lang haha. Can you give me tips so my eyes don't hurt when I stitch at night?",
    ],
    [
      "Naka-tago na yung Last Supper ko sa cabinet haha, I gave up on it muna, my eyes really can't after 12 hours of charting. Ping pong na ang stress reliever ko ngayon, the kabayans at the community hall play every Friday and I'm getting better na!",
      "Any drills I can do para gumaling ang backhand ko?",
    ],
    /ping ?-?pong|table tennis/i,
    claims("cross-?stitch|Last Supper", ["ping", "table tennis", "away|tago|stored|shelved|pause|hold|hiatus|break"]),
  ),
  trap(
    "a batchmate's NCLEX news and a wish, with a message request",
    [
      "I'm an OR nurse at Sheikh Shakhbout Medical City here in Abu Dhabi, scrub nurse mostly for ortho cases. Can you quiz me on the surgical count procedure? I want to refresh before my competency check next week.",
    ],
    [
      "Grabe, my batchmate Mayet passed the NCLEX and she's flying to Sacramento next month for a hospital job there 😭 So proud of her. Sana ako din someday, pero for now I can't stop working, my sister's tuition pa. Can you help me write a congratulations message for her?",
    ],
    /Shakhbout|\bOR (?:nurse|team|department)|operating (?:room|theat)|scrub/i,
    [
      asserts("Sacramento|California", `${SOMEONE_ELSE}|Mayet|${IMAGINED}`),
      asserts("(?:passed|took|taking|licensed)\\w*\\b.*NCLEX", `${SOMEONE_ELSE}|Mayet|${IMAGINED}`),
      asserts(
        "(?:left|leaving|quit|moving|relocat|no longer)\\w*\\b.*(?:Shakhbout|Abu Dhabi|\\bOR (?:nurse|job)|operating)",
        `${SOMEONE_ELSE}|Mayet|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a brother's move for work, beside a remittance request",
    [
      "Taga-Tuguegarao po ako, and every vacation I bring home so many pasalubong that my balikbayan box is always overweight 😅 Can you give me a packing list para hindi ako lumagpas sa 30kg this time?",
    ],
    [
      "My kuya Dondon finally got hired at a factory in Valenzuela, so he's moving there with his wife and kids next month. Nanay will be alone na sa bahay, so I want to send extra for someone to help her.",
      "Can you help me rework my monthly budget if I add AED 1,500 to what I send home?",
    ],
    /Tuguegarao/i,
    [
      asserts("Valenzuela", SOMEONE_ELSE),
      asserts("factory", SOMEONE_ELSE),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Tuguegarao", SOMEONE_ELSE),
    ],
  ),
  trap(
    "a joke about quitting to sell longganisa, marked charot",
    [
      "ICU nurse here, 6 years na, mostly cardiac patients. Can you explain the difference between cardiogenic and septic shock in a simple way? I'm precepting a new nurse and I want to explain it clearly.",
    ],
    [
      "Grabe 3 codes in one night 😩 That's it, magre-resign na ako and sell longganisa online na lang, charot! 😂 Back to duty bukas syempre. Can you help me write a quick debriefing guide for my team after a rough shift like that?",
    ],
    /ICU|intensive care|cardiac/i,
    [
      asserts("longganisa|sell\\w*\\b.*online|online (?:business|seller|selling)|food business", JOKED),
      asserts("(?:resign|quit|left|leaving|no longer)\\w*\\b.*(?:nurs|ICU|job|hospital)", JOKED),
    ],
  ),
  trap(
    "a car almost bought but not, with a polite refusal to write",
    [
      "I don't drive po, I take the bus to work every day with my Hafilat card. Is there a way to check bus arrival times on my phone so I don't wait so long at the stop after night duty?",
    ],
    [
      "I almost signed for a second-hand Attrage last Saturday, the agent was so persuasive 😅 Pero hindi ko tinuloy, the down payment will go to our roof repair sa bahay instead, tag-ulan kasi. Bus pa rin ako.",
      "Can you help me write a message to the agent saying no thank you politely? Ayoko ng awkward.",
    ],
    /\bbus\b|Hafilat|(?:does ?n[o']t|doesn't) (?:drive|own a car)/i,
    [
      asserts("Attrage|(?:owns|bought|drives|purchas|got)\\w*\\b.*\\bcar\\b", `${IMAGINED}|almost|nearly|declin|agent|offer|instead`),
      asserts("(?:stopped|no longer|quit)\\w*\\b.*\\bbus\\b", IMAGINED),
    ],
  ),
  trap(
    "a head nurse's quoted words about a charge nurse post not yet given",
    [
      "Staff nurse po ako sa pedia ward ng Danat Al Emarat, mostly toddlers with bronchiolitis this season. Can you give me some distraction tricks for nebulizing a crying 2-year-old?",
    ],
    [
      'Our head nurse told me after huddle, "Jho, I\'m putting your name forward for charge nurse when Ate Marivic retires." Grabe kinabahan ako! Wala pa namang official, and Ate Marivic is still with us until June. Can you help me list the skills I should work on just in case?',
    ],
    /pedia|paediatric|Danat/i,
    [
      asserts(
        "charge nurse|promot",
        `head nurse|said|told|put|name|forward|recommend|nominat|candidate|possib|potential|chance|future|when|once|retire|yet|official|pending|prepar|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a week's float to the ER from the dialysis unit",
    [
      "I'm a hemodialysis nurse, 4 years na sa dialysis unit of our hospital in Khalifa City. Can you help me explain to a new patient in simple English what to expect during their first session?",
    ],
    [
      "This whole week I'm floated to the ER kasi ang daming naka-annual leave 😩 I miss my dialysis patients, at least sa unit alam ko ang routine. Balik dialysis ako on Sunday. Can you give me a quick ER triage cheat sheet so I don't look lost?",
    ],
    /dialysis/i,
    [asserts("\\bER\\b|emergency", TEMPORARY), asserts("(?:left|no longer|transferr|moved|quit)\\w*\\b.*dialysis", TEMPORARY)],
  ),
];
