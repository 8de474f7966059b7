// Held-out set 148: written on 2026-11-28 against main at 9671277, by a helper (`set148`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the other sets in /work/sets.
// Style: one voice throughout, a retired police officer in his sixties in Glasgow (the city itself
// is never named, only its districts), writing Scottish English ("aye", "wee", "cannae", "the
// now", "messages" for shopping) with dry humour, short-to-medium messages about his allotment,
// his grandchildren, his health and his bowling club, most with a request. Half the changes are
// told plainly as news (a bowling club folding and a new one joined, a part-time job packed in
// for another, giving up the pipe); half only in passing beside a request (a new tablet named
// while asking about painkillers, a new car named while fitting car seats, a new home named while
// asking about a bird table). Traps: a hypothetical move, a neighbour's allotment news, a
// daughter's quoted remark, a negation ("I'm no' chucking the bowls"), a dry joke about a new
// job, and a plan not carried out. Time words fit the two conversations' dates (1 and 20
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at aec3358 (the session's final code), and 8 of 12 on 9671277, the code the session's
// second round started from (run first, scores only).
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

/** Words that say something was said in jest. */
const JOKED =
  "\\bjok|humou?r|quip|tongue|sarcas|kidding|funny|\\bjest|tease|self-styled|so-called|calls himself|called himself|pigeon|\\bunpaid|\\bmock|wry|dry";

export const HELD_OUT_148 = [
  change(
    "a bowling club folds and another is joined, told plainly as news",
    [
      "Happy new year to ye. I'm 67, retired, and I play bowls at Croftfoot Bowling Club. Outdoor season's a long way off yet, so can you gie me a few exercises to keep the delivery arm loose over the winter?",
    ],
    [
      "Bit of news. Croftfoot's folded, no' enough members left to pay for the green, so I've signed up wi' Kings Park instead. Mair bowls and less blethering, allegedly. We'll see.",
      "What's the etiquette for a new member at his first club night? I'd rather no' put my foot in it in the first week.",
    ],
    /Kings Park/i,
    claims("Croftfoot", ["Kings Park", "fold", "clos", "shut"]),
  ),
  change(
    "a blood thinner swapped, shown only while asking about painkillers",
    [
      "I'm on clopidogrel since my wee heart scare in the summer, and the GP wants me to lose a stone. What's a sensible walking plan for a fella of 66 that's no' walked further than the chippy in a year?",
    ],
    [
      "Since the cardiologist swapped my tablets to edoxaban I bruise if ye look at me. Bumped the shed door on Saturday and my arm's as purple as a plum. Is it alright to take painkillers for my back wi' it, or is that a no-no as well?",
    ],
    /edoxaban/i,
    claims("clopidogrel", ["edoxaban", "swap"]),
  ),
  change(
    "a new car named only while fitting the grandchildren's car seats",
    [
      "Practical one for ye. I've a wee Matiz, 2008, does me fine for the bowls and the allotment, but the heater's stopped blowing hot. Is that something I can sort myself or is it a garage job?",
    ],
    [
      "Got both the grandweans' car seats in the back of the Mokka nae bother, which the Matiz, God rest it, never managed. The wee one's three the now. Is he still meant to be rear-facing at that age or can he face forward?",
    ],
    /Mokka/i,
    claims("Matiz", ["Mokka", "rest it", "\\bsold", "scrap"]),
  ),
  change(
    "a part-time job packed in for another, told plainly",
    [
      "I do a bit of stewarding at Hampden on match days, keeps me out the house and the knees moving. Any tips for staying warm standing about for four hours in January?",
    ],
    [
      "Packed in the Hampden stewarding after the new year. The cold was getting into my bones. I'm driving the community minibus for the Baillieston day centre now, three mornings a week, taking the old folk to their lunch club. Some of them are younger than me, mind.",
      "Can you help me write a wee checklist for the morning vehicle checks? Tyres, lights, that sort of thing.",
    ],
    /minibus/i,
    claims("Hampden|steward", ["minibus", "packed"]),
  ),
  change(
    "a move named only while asking about a bird table",
    [
      "Me and Ina have been in our flat in Shettleston near thirty year, top floor, and the close is baltic this time of year. How do I stop the condensation running down the inside of the windows?",
    ],
    [
      "Now we're in the bungalow in Carmyle I've a wee back garden all to myself, and Ina wants a bird table by the kitchen window. What birds should we expect this time of year, and what do I put out for them?",
    ],
    /Carmyle/i,
    claims("Shettleston", ["Carmyle"]),
  ),
  change(
    "giving up the pipe, told plainly as news",
    [
      "I smoke a pipe, have done since I was a young constable, and the doctor's at me about my chest. Honestly, is a pipe as bad for the lungs as cigarettes?",
    ],
    [
      "Packed in the pipe on the 3rd and havenae touched it since, a fortnight and a bit now. Ina says I'm crabbit. I tell her I've always been crabbit, she just never noticed for the smoke.",
      "What can I do wi' my hands in the evenings? I cannae sit still in front of the telly, that's the worst of it.",
    ],
    /^(?=.*(?:smok|pipe|tobacco))(?=.*(?:quit|stopp|gave up|given up|packed in|no longer|non-?smoker|ex-smoker|former|off the pipe|smoke-free)).*/i,
    claims("smok|pipe|tobacco", ["packed", "off the", "smoke-free", "non-?smoker"]),
  ),
  trap(
    "a hypothetical move to an island, asked as a daft question",
    [
      "I stay in Dennistoun, been here since I retired off the force. I'm after a decent walk of an hour or so nearby that's no' all hills. Any ideas?",
    ],
    [
      "Daft question. If me and the wife sold up and moved doon to Millport, would a police pension stretch to a wee place there? No' doing it, mind, she'd miss the grandweans inside a week. Just a thought I had watching the rain.",
    ],
    /Dennistoun/i,
    [
      asserts("Millport|Cumbrae", `${IMAGINED}|\\?|\\bask|curious|wonder|daft|question|whether|pension`),
      asserts("(?:left|leaving|moved|moving|sold|relocat|no longer)\\w*\\b.*Dennistoun", IMAGINED),
    ],
  ),
  trap(
    "a neighbour gets an allotment plot, with a gardening request",
    [
      "I've had a plot at the Budhill allotments for twelve year. Leeks, tatties, and rhubarb the size of umbrellas. When should I be ordering my seed tatties for this year?",
    ],
    [
      "Shug next door's finally got his plot at Hogganfield after six year on the waiting list, and the man's like a wean at Christmas. Trouble is it's been left to go wild and he's asking me what to do wi' it.",
      "What's the best way to clear a plot that's gone to couch grass and brambles, so I can tell him right?",
    ],
    /Budhill/i,
    [
      asserts("Hogganfield", "neighbou?r|Shug|\\bhis\\b|\\bhe\\b|next door|friend|help|advi"),
      asserts("(?:gave up|given up|left|moved|swap|switch|no longer)\\w*\\b.*Budhill", "neighbou?r|Shug"),
    ],
  ),
  trap(
    "a daughter's quoted remark about going vegetarian",
    [
      "Got told before Christmas I've type 2 diabetes. Diet and exercise for now, no tablets yet. Can you give me a few breakfasts that'll no' send my sugar through the roof?",
    ],
    [
      "Our Kirsty was round on Sunday and says, 'Dad, you're practically a vegetarian now wi' all that kale off the plot.' Cheek of it. I had a steak pie on Friday, I'll have her know.",
      "Can you gie me a low-carb soup that uses up kale and leeks? I've a mountain of the stuff, and I'm doing the messages the morn so tell me what else to get.",
    ],
    /diabet/i,
    [
      asserts(
        "vegetarian|vegan|meat-free|plant-based",
        "daughter|Kirsty|says|said|practically|basically|\\bjok|tease|call|claim|remark|quip|\\bnot\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a negation: not giving up bowls whatever the physio says",
    [
      "I'm skip for the Thursday night rink at Titwood Bowling Club, indoor season the now. Any tips for reading a slow green? Ours is like bowling on a carpet in a sauna.",
    ],
    [
      "The physio says my shoulder's knackered and I should think about chucking the bowls. I'm no' chucking the bowls. I'll chuck the physio first.",
      "What's a good strap or support for a sore shoulder that'll no' get in the way of my delivery?",
    ],
    /Titwood/i,
    [
      asserts(
        "(?:stopp|quit|gave up|given up|giving up|chuck|packed|no longer|retired from)\\w*\\b.*(?:bowl|Titwood|skip|rink)|(?:bowl|skip|rink)\\w*\\b.*(?:stopp|quit|gave up|given up|chuck|no longer)",
        "physio|advi|suggest|told|recommend|\\bnot\\b|n't\\b|no'|refus|despite|against|think about|consider|\\bjok",
      ),
    ],
  ),
  trap(
    "a dry joke about a new job guarding the allotment",
    [
      "Retired polis, thirty year in the job, the last ten in CID. The grandson's doing a school project on what his grandparents did for a living. Can you help me explain a detective's job so a nine-year-old finds it exciting but no' gory?",
    ],
    [
      "Been promoted to head of security up at the allotments, so I have. Unpaid, and the only suspects are the pigeons eating my kale. Thirty year in the polis and it's come to this.",
      "Seriously though, what's the best way to keep pigeons off the brassicas that doesnae make the plot look like a crime scene?",
    ],
    /police|polis|CID|detective/i,
    [asserts("security", JOKED), asserts("no longer retired|back (?:at|in) work|un-?retired|returned to work|new job", JOKED)],
  ),
  trap(
    "a plan for a private knee operation not carried out",
    [
      "I'm on the waiting list for a new knee, they're saying eighteen month. In the meantime, what exercises can I do to keep the muscles strong round it without making it worse?",
    ],
    [
      "Our Shona had me booked in to see a private surgeon, near five grand for the new knee, and I got as far as the car park before I turned round and went hame. I paid my stamp for forty year, I'll wait my turn like everybody else.",
      "Can you help me write a polite wee email cancelling the appointment so she doesnae get a bill for it?",
    ],
    /waiting list/i,
    [
      asserts(
        "privat|had (?:a |the |his )?(?:new knee|knee replacement)|knee (?:replacement|surgery|operation) (?:done|booked|scheduled)|new knee (?:fitted|done)",
        "turned|decid|chose|instead|cancel|plan|going to|consider|n't\\b|\\bnot\\b|declin|rather|wait|daughter|Shona|almost|nearly|chang|backed out",
      ),
    ],
  ),
];
