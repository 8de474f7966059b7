// Held-out set 34: written on 2026-11-27 against main at 7cb16f3, by a helper (`set34`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards work, study and
// tools, with no city, person, product or company reused from scenarios.mjs or held-out sets 1 to
// 30. Lower case with typos and fillers, news after small talk, several messages that ramble (two
// or three pieces of news, the change not in the first sentence, other people's news beside it),
// time words that fit the two conversations' dates (about three weeks apart, early January), the
// way people type to an assistant. A fair fact about the old value may stay current once it says
// the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 1d03da5 (code of 2a09032, the session's fourth round of new sets; a last batch of rules was read from it after),
// and 6 of 12 on the code the session started from (93a254b), run right after. The lead never saw its scenarios
// before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|(?<!has |have )worked|(?<!has |have )studied|(?<!has |have )lived|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|scrap|anymore|until|\\bfrom\\b|handed in|retired|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** As `claims`, for a plan whose fair text names its start ("from next September"). */
const claimsPlan = (value, also = []) =>
  new RegExp(`^(?!.*(?:${[ENDED.replace("|\\bfrom\\b", ""), ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_34 = [
  change(
    "new employer and role, after small talk and family news",
    [
      "morning! bit of background for you: i work in HR at capita, mostly recruitment admin for the outsourcing contracts, loads of onboarding paperwork",
      "can you help me tidy up a job ad later",
    ],
    [
      "happy new year!! how was yours, mine involved way too much cheese",
      "anyway loads happened. my dad finally retired on the 23rd after 40 years on the buses, we threw him a little party. and me, i left capita before christmas and started at babcock on monday as an HR advisor, proper employee relations stuff not just admin. bit scary but good scary",
    ],
    /Babcock/i,
    claims("Capita", ["Babcock"]),
  ),
  change(
    "course switched, two pieces of news",
    [
      "hi, i'm doing a part time MA in translation (french and italian into english), one evening a week plus a mountain of reading, alongside a day job in a call centre",
    ],
    [
      "sooo i have news, two bits actually",
      "first my flatmate bogdan is moving out end of the month so i need someone new for the room ugh. second i dropped the MA, the fees went up again and honestly i wasnt enjoying the theory side. since the new year im doing a CELTA instead, the part time one, so i can teach english abroad at some point. first teaching practice is next week and im terrified lol",
    ],
    /CELTA|teach(ing)? English|TEFL/i,
    claims("translation", ["CELTA", "TEFL", "teach"]),
  ),
  change(
    "accounting app switched",
    [
      "i'm a freelance illustrator (mostly childrens books and the odd wedding invite) and i do all my invoicing and expenses in quickbooks",
    ],
    [
      "ugh january tax return season, my favourite 🙃",
      "oh btw, small thing but i'm on freeagent now, moved over a couple of weeks ago. my new business account with the bank gives it free so paying for quickbooks every month made no sense, i cancelled it. took a whole weekend to move the invoices across but its done",
    ],
    /FreeAgent/i,
    claims("QuickBooks", ["FreeAgent"]),
  ),
  change(
    "note-taking tablet replaced, with a coworker's news",
    ["i'm a site manager for a housebuilder and i take all my notes on a remarkable 2, snagging lists, meeting notes, sketches, the lot"],
    [
      "busy week, our quantity surveyor callum is off on paternity leave so im covering some of his stuff as well",
      "also the remarkable screen cracked when i dropped it on site (of course) so i bought a supernote instead, the a5x. been using it since last week and i actually prefer it, the pen feels better and it doesnt need a subscription",
    ],
    /Supernote/i,
    claims("reMarkable", ["Supernote"]),
  ),
  change(
    "legal training plan changed",
    [
      "i'm a paralegal at a high street firm, conveyancing mostly, and my plan is to do the LPC part time starting next september so i can qualify as a solicitor",
    ],
    [
      "hey, got a sec? had a chat with the partners yesterday",
      "so change of plan, i'm not doing the LPC. they'll sponsor me through the SQE route instead, which is cheaper and i can count my paralegal time as qualifying work experience. i start the SQE1 prep course in february. my mum is thrilled lol she's already telling the neighbours im a lawyer",
    ],
    /SQE|Solicitors Qualifying/i,
    claimsPlan("LPC|Legal Practice Course", ["SQE", "Solicitors Qualifying"]),
  ),
  change(
    "moved to another country, change not first",
    ["hey! im a ux researcher, living in maastricht and cycling everywhere, trying to get into bouldering this year"],
    [
      "the bouldering is going well actually, did my first V3 last week 💪",
      "and big one: we've moved to padua! my partner got a postdoc at the uni there so we packed up the flat and came down just before new year. im keeping my job, fully remote now. italian is a disaster so far, i keep saying grazie to everything",
    ],
    /Padua|Padova/i,
    claims("Maastricht", ["Padua", "Padova"]),
  ),
  trap(
    "a hypothetical move to another employer",
    ["i'm a project coordinator at kier, on a school rebuild right now, lots of programme updates and chasing subcontractors"],
    [
      "long day, the steel delivery came two days late and the whole programme slipped",
      "honestly if i ever leave kier i'd love to go to mott macdonald, a mate of mine is there and they seem way more chill about hours. but not for a while, i want to see this school through first",
    ],
    /Kier|project coordinat/i,
    [
      asserts(
        "Mott MacDonald",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|\\bmate\\b|friend|love to|wish|dream|idea|thinking|hope",
      ),
      asserts("(?:quit|left|leaving|no longer|stopp|moved)\\w*\\b.*Kier", "\\bif\\b|would|'d\\b|might|not\\b|n't\\b"),
    ],
  ),
  trap(
    "coworker and sister change jobs",
    ["i'm a sales rep for a solar panel installer, we keep all our leads in pipedrive"],
    [
      "bit of a shake up at work",
      "my manager femi left on friday to go to serco, no idea why tbh, and my sister siobhan just started at nationwide in their mortgage team. so i'm getting a new manager next week and covering femi's leads till then. can you help me write a quick intro email to my new boss?",
    ],
    /solar|sales/i,
    [
      asserts("Serco", "femi|manager|boss|colleague|cowork|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts("Nationwide|mortgage", "siobhan|sister|\\bshe\\b|\\bher\\b|sibling"),
      asserts(
        "(?:quit|left|leaving|no longer|stopp|moved)\\w*\\b.*(?:solar|installer|sales|job|work)",
        "femi|manager|boss|\\bhe\\b|\\bhis\\b|siobhan|sister|\\bshe\\b|\\bher\\b",
      ),
    ],
  ),
  trap(
    "did not switch storage after all",
    [
      "we keep all the family photos on a nextcloud box in the cupboard, my husband set it up years ago",
      "its getting annoying to maintain though, thinking of just putting everything on onedrive since we have microsoft 365 anyway",
    ],
    [
      "update on the photo thing: i did NOT move to onedrive in the end. put a new ssd in the nextcloud box over the holidays and it's flying now, so we're staying put",
      "also my husband wants to add a second drive for backups, is raid 1 worth it?",
    ],
    /Nextcloud/i,
    [
      asserts(
        "OneDrive",
        "not\\b|n't\\b|\\bno\\b|consider|thinking|might|would|maybe|instead of|rather than|staying|stays?\\b|decided against|annoy",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Nextcloud", "not\\b|n't\\b|consider|thinking"),
    ],
  ),
  trap(
    "a question about an email provider",
    ["i've used fastmail for my personal email for about six years, with my own domain"],
    [
      "random question while i have my coffee",
      "is proton mail actually more private than fastmail or is that just marketing? my cousin won't shut up about it and now im paranoid lol",
    ],
    /Fastmail/i,
    [
      asserts("Proton", "\\?|\\bask|consider|wonder|thinking|curious|should|whether|than|cousin|might|question|\\bif\\b|marketing"),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Fastmail", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about a new career",
    ["i'm a payroll officer at a housing association, monthly run is always the last week of the month"],
    [
      "january payroll with the new tax codes has broken my brain, three people got paid twice and one person got paid nothing",
      "thats it, im quitting to become a trapeze artist, at least you only fall once lmao. anyway how do i do a vlookup across two sheets",
    ],
    /payroll/i,
    [
      asserts("trapeze|circus", "jok|lol|lmao|kidding|jest|humou?r|sarcas"),
      asserts("(?:quit|quitting|left|leaving|no longer|stopp)\\w*\\b.*(?:payroll|housing|job|work)", "jok|lol|lmao|kidding|humou?r|sarcas"),
    ],
  ),
  trap(
    "quoted speech about a new team",
    ["i'm a junior data analyst at a water company, mostly leakage reports in qlik"],
    [
      "funny one today",
      'at the christmas do my head of department said "next year you\'re running the whole forecasting team, mark my words" but he says stuff like that to everyone after two glasses of wine. nothing has actually changed, still doing leakage reports lol',
    ],
    /data analyst|leakage/i,
    [
      asserts(
        "(?:runs|running|leads|leading|heads|manag|in charge)\\w*\\b.*forecasting",
        "said|says|told|head of|boss|manager|predict|might|maybe|joke|wine|not\\b|n't\\b|claim",
      ),
      asserts("(?:no longer|stopp|left|moved)\\w*\\b.*(?:leakage|data analyst)", "said|not\\b|n't\\b"),
    ],
  ),
];
