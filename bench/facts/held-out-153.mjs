// Held-out set 153: written on 2026-11-28 against main at 938e4f8, by a helper (`set153`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company or pet name reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets
// (so the city itself is never named: only its neighbourhoods are).
// Style: one voice throughout, a Ghanaian-British paramedic in his thirties in the north of England,
// typing on his phone between shifts in West Yorkshire / London-Ghanaian English ("innit",
// "proper", "chuffed", "summat", "abeg", "lol"), short-to-medium messages, loose punctuation, "u"
// now and then, asking about shift rotas, his wife's driving test, cooking, his kids' school and
// his Sunday league team. Three changes are told plainly as news (a move from one neighbourhood to
// another, leaving the ambulance service for a GP surgery, signing for a new Sunday league club)
// and three only in passing beside a request (the new car the wife is practising in for her test,
// the shift app he shares with his wife, the bank the kids' breakfast club money goes out of).
// Traps: a hypothetical dog asked about ("if we got a puppy"), his sister's news (a midwifery place
// at another university) while his own MSc stays, a quoted remark from the asthma nurse (a switch
// of inhaler "if" still needed in spring), a negation (he did not pack in the boxing, whatever his
// wife says), a joke after a bad night shift (quitting to open a chop bar), and a plan not carried
// out (a school place for his daughter offered and turned down). Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may stay
// current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at cbacb6d (a pastime taken up now ends the one of the same kind), and 7 of 12 on
// 938e4f8, the code the session started from (run first, scores only). Before the first run the lead
// saw the names of the scenarios missed on 938e4f8 (a verbose replay picked the file up); cbacb6d had
// been written before that and was not changed after.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|traded|part.?ex|sold";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Plays for X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|wonder";

/** Words that say something was said in jest, in a moment of frustration, or in self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|tongue|quip|tease|exaggerat|frustrat|vent|rough|bad shift|tough|tired|fed up|\\blol\\b|mark my words|threaten`;

/** Words that put a remark in the asthma nurse's mouth, or make it conditional or later. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|mention|recommend|advis|\\bmay\\b|\\btry|trial|spring|still need|potential|chance|plan|look(?:ing)? at|later|future|discuss|option`;

/** Words that make a dog, a school place or a move only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|curious|explor|research|plan|intend|intent|meant to|decid|against|look|kept|keep|\\bstill\\b|stay`;

/** Words that give the news to his sister, not to him. */
const SISTER = "sister|Efua|sibling|\\bher\\b|\\bshe\\b|famil|congrat|\\bcard\\b|proud|chuffed";

/** Words that deny the quitting, or blame the story on his wife, or make it a gap and not an end. */
const DENIED =
  "\\bnot\\b|n't|never|deni|wife|Akosua|\\bshe\\b|rumou?r|claim|says|said|told|miss|break|paus|temporar|few weeks|three weeks|\\bback\\b|still";

export const HELD_OUT_153 = [
  change(
    "a move from Harehills to Roundhay, told plainly as news",
    [
      "Happy new year! Quick one. I'm a paramedic on 12 hr shifts and we live in Harehills, the kids school is 10 min walk from ours but the wife don't drive yet. Can u help me work out who does the school run on which days when I'm on 4 on 4 off?",
    ],
    [
      "Some news innit, we've only gone and moved! Got the keys to a 3 bed semi in Roundhay on the 9th, out of Harehills at last. Proper chuffed, kids have got a garden and everything",
      "Abeg can u give me a checklist of who I need to tell about the change of address? council tax, car insurance, the kids school, GP etc. I know I'll forget summat",
    ],
    /Roundhay/i,
    claims("Harehills", ["Roundhay"]),
  ),
  change(
    "leaving the ambulance service for a GP surgery, told plainly as news",
    [
      "Alright. I'm a paramedic with YAS, on the road out of Killingbeck, 4 on 4 off with two days two nights. Nights are killing my eating tbh. Any ideas for proper food I can prep at home thats not a meal deal from the garage at 3am?",
    ],
    [
      "Some news for u, I've left YAS! Started Monday as a practice paramedic at Stainbeck Surgery in Chapel Allerton, home visits and minor illness clinics, 8 till half 6 Mon to Fri. No more nights bro",
      "So now I'm actually home for tea most days, can u help me plan a weekly dinner rota for the 4 of us? Bit of Ghanaian, bit of English, nothing that takes more than 45 mins on a weeknight",
    ],
    /Stainbeck|surgery|\bGP\b|practice paramedic|primary care/i,
    claims("\\bYAS\\b|ambulance service|ambulance trust", ["Stainbeck", "surgery", "\\bGP\\b", "practice paramedic", "primary care"]),
  ),
  change(
    "signing for a new Sunday league club, told plainly as news",
    [
      "I play Sunday league for Gipton Rangers, centre half. After a set of nights my hamstrings are proper tight on a Sunday morning and I'm scared of pulling one. Any stretches I can do in the car park before kick off?",
    ],
    [
      "Some news: I've left Gipton Rangers after six seasons and signed for Kirkstall Saints. Their training is Tuesday nights which actually fits round my rota for once, and the gaffer seems sound",
      "Can u help me write a short message for the Gipton lads group chat? Want to say thanks for everything, no hard feelings, and I'll still come for a pint",
    ],
    /Kirkstall/i,
    claims("Gipton", ["Kirkstall", "(?<!has )\\bplayed\\b"]),
  ),
  change(
    "a new automatic car shown only by the wife's driving test, with a request",
    [
      "My wife Akosua is learning to drive. She has lessons with an instructor but she practises with me in our Grand Picasso on my days off. Its massive and she hates reversing it lol. Any tips for teaching reverse bay parking without us falling out?",
    ],
    [
      "Akosua's test is 12 Feb at Horsforth, she's been practising in the Sportage we got just before Christmas and its an automatic. If she passes in that is her licence automatic only? And is she allowed to use the reversing camera on the test?",
    ],
    /Sportage/i,
    claims("Picasso", ["Sportage"]),
  ),
  change(
    "the rota moved from the fridge calendar to an app, shown only in a request to share it",
    [
      "Right I need help with my rota. I'm 4 on 4 off, 12 hr shifts, two days two nights, and it all goes on the big paper calendar on the fridge so Akosua can see when I'm in. Can u work out how many hours I'm doing in January if my first day shift is the 2nd?",
    ],
    [
      "How do I share my Supershift calendar with my wife so it shows on her phone? All my shifts go in there now but she still rings me mid job asking if I'm on nights lol",
    ],
    /Supershift/i,
    claims("paper|fridge|wall calendar", ["Supershift"]),
  ),
  change(
    "a new bank shown only in a request about a standing order for breakfast club",
    [
      "Happy new year! I bank with Lloyds and I want to start putting money aside every month for a family trip to Ghana in the summer, flights for 4 are mad dear. How do I set up a savings pot or whatever they call it on the Lloyds app?",
    ],
    [
      "Quick one, how do I set up a standing order in the First Direct app? Kids breakfast club is £38 a month each for the two of them, paid to the school, and I get paid on the 15th. My wages go into First Direct now so wanna do it from there",
    ],
    /First ?Direct/i,
    claims("Lloyds", ["First ?Direct"]),
  ),
  trap(
    "a hypothetical puppy asked about, and the family keeps only its cat",
    [
      "We've got a cat, Nkatie, and she's started bringing mice in every morning just as I get in off nights. Proper grim. How do I get her to stop?",
    ],
    [
      "Kids are on at me for a dog again. If we got a cavapoo puppy would it even be fair on it with my shifts? Akosua's home 3 days a week. We're not getting one, I'm just wondering",
      "Also would Nkatie cope with a dog in the house or would she pack her bags lol",
    ],
    /Nkatie|\bcat\b/i,
    [asserts("cavapoo|\\bdog\\b|puppy", `${UNDONE}|kids|children|\\bon at\\b|begg|pester`)],
  ),
  trap(
    "his sister's midwifery place at another university, while his own MSc stays",
    [
      "I'm doing an MSc in Advanced Clinical Practice part time at Bradford, one study day a week. Can u help me plan a 3000 word essay on recognising sepsis in the community? Due end of Feb",
    ],
    [
      "Family news! My little sister Efua has got her offer to do midwifery at Huddersfield, starts in September. She's been trying for two years, proper proud of her",
      "Can u help me write a few lines for her card? And remind me how Harvard referencing works for a website, for my sepsis essay",
    ],
    /Bradford|advanced clinical|\bMSc\b/i,
    [asserts("Huddersfield|midwif", SISTER)],
  ),
  trap(
    "the asthma nurse's remark that the inhaler might be switched in spring",
    [
      "I've got asthma, on Qvar 2 puffs morning and night plus the blue one. Cold nights on the road set me off proper. Any tips for managing it on a night shift in winter?",
    ],
    [
      "Had my asthma review Tuesday and the nurse said 'if you're still needing the blue one this much by spring, we'll look at switching you to Luforbec instead of the Qvar'. Whats the actual difference between them?",
      "Also how do I remember my evening dose when I'm on nights, I keep missing it",
    ],
    /Qvar/i,
    [
      asserts("Luforbec|combination inhaler|combined inhaler", QUOTED),
      asserts("(?:stop|\\boff\\b|no longer|switched|replac|came off|swapped)\\w*\\b.*Qvar", QUOTED),
    ],
  ),
  trap(
    "packing in the boxing denied, whatever his wife tells people",
    [
      "I train at Ironside Boxing in Chapeltown Tuesday and Thursday nights when the rota lets me. Whats a decent quick meal after training, high protein, that the kids will eat as well?",
    ],
    [
      "Nah I haven't packed in the boxing, don't listen to my wife lol. I missed three weeks cos of nights and she's been telling everyone at church I've quit. Still paying my subs at Ironside",
      "Can u give me a 3 week plan to get my fitness back up before I spar again?",
    ],
    /Ironside|boxing/i,
    [
      asserts(
        "(?:quit|stopp|packed in|pack in|gave up|given up|no longer|\\bleft\\b|cancel)\\w*\\b.*(?:boxing|Ironside|gym)|(?:boxing|Ironside)\\b.*(?:quit|stopped)",
        DENIED,
      ),
    ],
  ),
  trap(
    "quitting to open a chop bar, said in jest after a bad night shift",
    [
      "I'm a paramedic, two kids, and I do most of the cooking on my days off. Can u help me batch cook for the week? Thinking light soup with chicken, waakye, and summat the kids will actually eat",
    ],
    [
      "After last nights shift I'm handing my notice in and opening a waakye chop bar on Chapeltown Road, mark my words lol. 14 hours no break and three jobs that should never have been 999 calls",
      "Serious q tho, how do I get that proper dark red colour in my waakye? Mine keeps coming out pale, is it the leaves or how long I boil them?",
    ],
    /paramedic/i,
    [
      asserts("chop bar|\\bchef\\b|restaurant|cater|food business|food stall|waakye (?:business|shop|stall)", JOKED),
      asserts("(?:quit|left|leaving|resign|handing|handed|no longer|gave up|stopp)\\w*\\b.*(?:paramedic|job|ambulance|notice)", JOKED),
    ],
  ),
  trap(
    "a new school place for his daughter offered and turned down",
    [
      "Our two are at Gledhow Primary, Yaa's in Year 5 and Kwesi's in Year 1. Yaa's got fractions homework and I'm rubbish at explaining it. Can u give me a simple way to explain adding fractions with different bottom numbers?",
    ],
    [
      "We'd applied to move Yaa to Talbot Primary cos its nearer the wife's work, and they offered her a place, but we said no in the end. She cried her eyes out about leaving her mates so she's staying at Gledhow",
      "How do I tell Talbot we're turning the place down, is an email enough or do I need to ring the council?",
    ],
    /Gledhow/i,
    [
      asserts("Talbot", `${UNDONE}|turn|declin|refus|offer|appl|said no|\\bno\\b`),
      asserts("(?:moved|moving|transferr|switched|changed)\\w*\\b.*school", `${UNDONE}|turn|declin|refus|offer|appl|said no|\\bno\\b`),
    ],
  ),
];
