// Held-out set 102: written on 2026-11-27 against main at bcff5c5, by a helper (`set102`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 98 in /work/sets.
// Style: one user voice throughout, a retired American attorney in his seventies writing formally,
// in long sentences with subordinate clauses, precise about dates (the dates fit the two
// conversations, 1 January and 20 January 2025, weekdays included), and telling most changes
// through what his wife or his doctor decided (a cardiologist's new prescription, a wife's move
// south, a wife's replacement car after a mishap, a physician's ban on alcohol, a family's choice
// of word processor, a surgeon's end to a sport). Traps are a wife's hypothetical wondering about a
// move, a procedure discussed and declined, a quoted offer taken as a pleasantry, a wife's own new
// diet, a mock retirement from a game announced after a loss, and a wife's teasing with a wish the
// user says he will not act on. Nearly every message ends with a request. A fair fact about the old
// value may stay current once it says the state ended ("No longer drinks", "Left X"): `old` then
// skips such texts.
// First run: 5 of 12 at 60a8253 (the session's final code), and 5 of 12 on bcff5c5, the code the session started
// from.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|discontinu|conclu|forb";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Drives X", not "Donated X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|\\bno\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|hypothetic|wonder|whether|undecided|\\bask|\\?";

/** Words that say a thing was only said in jest or announced in a moment of pique. */
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|tongue|quip|tease|teasing|mock|facetious|exaggerat|hyperbol|in jest|announc|declar|vow|threat|frustrat|after (?:losing|being|a loss)|skunked|loss`;

/** Words that put a fact on the wife rather than on the user. */
const WIFE = "wife|\\bher\\b|\\bshe\\b|spouse|Constance";

export const HELD_OUT_102 = [
  change(
    "a cardiologist replaces one beta blocker with another, with a dosing question",
    [
      "Good afternoon. I am seventy-four years of age, a retired attorney, and I have taken metoprolol, fifty milligrams twice daily, for my blood pressure and a somewhat irregular heartbeat since the spring of 2019. Would you be so kind as to tell me, in plain terms, whether it ought to be taken with food, as my pharmacist and my wife appear to hold opposing views on the point and I should like to settle the matter before it proceeds to litigation?",
    ],
    [
      "At my appointment on Thursday, the ninth of January, Dr. Varga, my cardiologist, concluded that the fatigue of which I have complained for the better part of a year was attributable to the metoprolol, whereupon she discontinued it and prescribed carvedilol, 6.25 milligrams twice daily, which I began the following morning and have taken faithfully since.",
      "Since carvedilol, as I understand it, is to be taken with food, could you suggest a simple daily schedule for a man who, as my wife will readily attest, does not reliably eat breakfast?",
    ],
    /carvedilol|Coreg/i,
    claims("metoprolol|Lopressor|Toprol", ["carvedilol", "Coreg"]),
  ),
  change(
    "a wife decides on a move south, told after the fact, with a letter request",
    [
      "My wife and I have lived in Chagrin Falls, Ohio, for some forty-one years, in the same house on the same street, and I find myself at seventy-six once more facing a winter of clearing a rather long driveway. Could you recommend a snow blower suitable for a man with a modest back and no patience whatsoever for pull-cords?",
    ],
    [
      "You may disregard my earlier inquiry regarding snow blowers: my wife, Constance, having decided on the second of January that we would not spend another winter in Ohio, has moved us, with a dispatch I can only describe as prosecutorial, into a cottage in Beaufort, South Carolina, where we have been settled since the seventeenth and where the only thing to be cleared from the driveway is Spanish moss; our son is seeing to the sale of the old house.",
      "I understand that the public library here sponsors a lecture series. Could you help me draft a brief letter introducing myself to its program committee, as I should like to offer a talk on the history of the Fourth Amendment?",
    ],
    /Beaufort/i,
    claims("Chagrin", ["Beaufort", "sale", "sold", "selling"]),
  ),
  change(
    "a wife replaces the old car after a mishap, told through the new car's features",
    [
      "I drive a 2004 Oldsmobile Aurora, which I purchased new and which has not once in more than twenty years failed to start, although its check-engine light has lately become something of a permanent fixture. Could you explain the most common causes of that light in a car of that age, so that I may converse intelligently with my mechanic when I see him on Monday?",
    ],
    [
      "The question of the check-engine light has been rendered moot, since my wife, having concluded after my regrettable encounter with a neighbor's mailbox on the sixth of January that I required a car with more modern safety features, arranged for the Aurora to be donated to the public radio station and on the thirteenth presented me with a Mercedes GLC, which now beeps at me rather more often than she does.",
      "Could you explain, in terms a man of seventy-five can follow, how its lane-keeping assist is meant to work and whether I may turn it off without voiding the warranty?",
    ],
    /GLC|Mercedes/i,
    claims("Oldsmobile|Aurora", ["Mercedes", "GLC", "donat"]),
  ),
  change(
    "a physician forbids alcohol, enforced by the wife, with a request for substitutes",
    [
      "I have been in the habit, for the better part of fifty years, of taking a glass of bourbon each evening before dinner, neat, and I find that my customary label has become both scarce and absurdly expensive. Could you recommend three or four bourbons under fifty dollars that might suit a man of settled but economical tastes?",
    ],
    [
      "I regret to report that my physician, Dr. Ashcombe, upon reviewing my liver panel on Wednesday, the fifteenth of January, forbade alcohol altogether, and my wife, who was present for the consultation, has seen to it that the order is strictly enforced; what remained in the cabinet went to our son-in-law that same afternoon, and I have not taken a drink since.",
      "Could you suggest a few non-alcoholic drinks that might serve as a respectable substitute at six o'clock in the evening?",
    ],
    /^(?=.*(?:alcohol|drink|bourbon|liquor|sober))(?=.*(?:no longer|\bnot\b|n't\b|quit|\bstop|gave up|given up|abstain|forb|teetotal|sober|\bno (?:alcohol|bourbon|drink)|alcohol-free|non-alcoholic|avoid|cut out))/i,
    claims("bourbon|whiske?y|(?:drinks?|glass of) (?:each|every|nightly|in the evening)", [
      "non-alcoholic",
      "alcohol-free",
      "abstain",
      "teetotal",
      "sober",
      "son-in-law",
    ]),
  ),
  change(
    "a wife and granddaughter move the memoir to another word processor",
    [
      "I am writing a memoir of my forty-four years at the bar, chiefly for the benefit of my grandchildren, and I compose it in WordPerfect, which I have used since 1988 and which I see no compelling reason to abandon. Could you suggest a sensible way to organize the chapters, whether chronologically or by notable case?",
    ],
    [
      "My wife and our granddaughter Lucinda decided between them, over my objection, which was duly noted and overruled, that the memoir must be kept in a format the rest of the family can open, and so since Sunday, the twelfth of January, I have been writing it in Microsoft Word, Lucinda having converted all nine chapters and removed WordPerfect from my computer altogether.",
      "How, in Microsoft Word, do I prevent it from capitalizing the first letter of every line of an indented quotation?",
    ],
    /Microsoft Word|MS Word/i,
    claims("WordPerfect", ["Microsoft Word", "MS Word", "convert", "remov"]),
  ),
  change(
    "a surgeon ends a sport and the wife chooses the replacement",
    [
      "Every Tuesday and Thursday from April through October I play in a senior softball league, in which, at seventy-three, I remain the regular first baseman, and I should like to get ahead of the coming season. What exercises would you recommend over the winter to keep my throwing shoulder in reasonable order?",
    ],
    [
      "At my follow-up on Wednesday, the eighth of January, Dr. Bellweather reviewed the X-rays of my left hip and informed me, in terms that admitted of no appeal, that my softball days are concluded; my wife, who I suspect had hoped for precisely that verdict for some years, promptly enrolled me in a water aerobics class at the community center pool, which I have attended three mornings a week since the thirteenth.",
      "Can you tell me what a man ought to wear to such a class, as I confess I have not owned a bathing suit since the Carter administration?",
    ],
    /water aerobics|aqua ?aerobics|aquatic/i,
    claims("softball|first base", ["aerobic", "aqua"]),
  ),
  trap(
    "a wife's hypothetical wondering about a move, with a tax question",
    [
      "My wife and I have lived in Wilmette, Illinois, since 1979, in the house where we raised our three children. Could you summarize for me the current federal rules on required minimum distributions from an individual retirement account, as I should like to check my accountant's arithmetic?",
    ],
    [
      "Our younger daughter has lately accepted a teaching position at Whitman College in Walla Walla, Washington, and my wife has begun to wonder aloud whether we ought at some point to sell the house and follow her west; nothing whatever has been decided, and I am, for the present, wholly unpersuaded.",
      "Purely hypothetically, if we were to sell, how would the exclusion of gain on a principal residence apply to a married couple who bought their house for $96,000 in 1979?",
    ],
    /Wilmette/i,
    [
      asserts("Walla Walla|Washington", `${IMAGINED}|daughter|\\bher\\b|\\bshe\\b|wife|college|teach`),
      asserts(
        "(?:sold|selling|sell|left|leaving|moved|moving|relocat|no longer)\\w*\\b.*(?:Wilmette|house|home|Illinois)",
        `${IMAGINED}|wife|daughter`,
      ),
    ],
  ),
  trap(
    "a procedure discussed and declined, the medication unchanged",
    [
      "Since my diagnosis with atrial fibrillation in March of 2022 I have taken flecainide, one hundred milligrams twice daily, and it has on the whole kept matters in rhythm. Are there any common over-the-counter cold remedies that I ought to avoid while taking it?",
    ],
    [
      "At my visit on Tuesday, the fourteenth of January, my electrophysiologist raised the possibility of a catheter ablation, but after considerable discussion, with my wife present and offering her views freely, the doctor and I agreed that at my age, and given how well the present regimen is working, there is no reason to undertake it, and I am to continue on the flecainide exactly as before.",
      "Could you help me draft a short note to my children explaining that decision, as they will otherwise hear a somewhat garbled version of it from their mother?",
    ],
    /flecainide|Tambocor/i,
    [
      asserts("ablation", `${IMAGINED}|declin|against|no reason|rais|discuss|option|offer|suggest|propos|forgo|forego|skip|agreed`),
      asserts("(?:stop|stopped|discontinu|no longer|off|switch|replac)\\w*\\b.*(?:flecainide|Tambocor)", IMAGINED),
    ],
  ),
  trap(
    "a former partner's quoted offer taken as a pleasantry",
    [
      "I retired from Pettigrew & McCready on the thirtieth of June, 2021, after forty-four years as a litigation partner, and I have not practiced since. My grandson is contemplating law school; could you outline for him, in a few paragraphs, what the first year actually consists of?",
    ],
    [
      "At the firm's holiday luncheon, held belatedly on Friday, the tenth of January, the managing partner remarked to me, in front of a good many people, \"Lucius, we'd take you back of counsel tomorrow, and at your old billing rate,\" which I received as the pleasantry it was plainly intended to be; I have no intention whatever of returning, and my wife would not countenance it in any event.",
      "Could you suggest a gracious one-line reply I might send him, acknowledging the compliment without in any way encouraging the idea?",
    ],
    /retire/i,
    [
      asserts(
        "of counsel|(?:return|rejoin|back)\\w*\\b.*(?:firm|Pettigrew|McCready|practice|law)|unretir|came out of retirement",
        `${IMAGINED}|offer|said|remark|joke|jest|pleasant|invit|quip|compliment|declin|intention|managing partner|luncheon`,
      ),
    ],
  ),
  trap(
    "a wife's own new diet from her specialist, the user's diet unchanged",
    [
      "On the instruction of my cardiologist I have kept to a low-sodium diet, under 1,500 milligrams a day, since the autumn of 2023, and I find that the chief casualty has been my enjoyment of soup. Could you suggest a low-sodium soup suitable for a cold January evening?",
    ],
    [
      "My wife's nephrologist, on Monday, the thirteenth of January, put her on a low-oxalate diet on account of her kidney stones, so that spinach, almonds and sweet potatoes have been banished from her plate, and since I do the cooking in this household I now find myself planning meals that satisfy both her restrictions and my own.",
      "Could you propose a week of dinners that are low in sodium for me and low in oxalate for her?",
    ],
    /sodium|\bsalt/i,
    [
      asserts("oxalate", `${WIFE}|both|household|\\bcook|plan|meals? for`),
      asserts("kidney stone", WIFE),
      asserts("(?:no longer|stopped|ended|dropp|replac|switch)\\w*\\b.*(?:sodium|salt)", WIFE),
    ],
  ),
  trap(
    "a mock retirement from a card game announced after a bad evening",
    [
      "I play cribbage every Wednesday evening at the Elks hall with three other retired gentlemen, and have done so, with only a handful of absences, since 2016. Could you remind me of the rule on 'muggins', as there was a rather heated dispute about it last week?",
    ],
    [
      "Having been skunked twice in succession on Wednesday, the fifteenth of January, I informed the table that I was retiring from cribbage with immediate effect in order to take up competitive shuffleboard, a declaration my wife greeted with the observation that I have made it after every losing evening since 2016; I shall, needless to say, be in my usual seat again this Wednesday.",
      "In that spirit, could you explain when it is strategically sound to keep a pair for one's own hand rather than throwing it into the crib?",
    ],
    /cribbage/i,
    [asserts("shuffleboard", JOKED), asserts("(?:quit|gave up|given up|retir|stopped|no longer|left)\\w*\\b.*cribbage", JOKED)],
  ),
  trap(
    "a wife's teasing and an old wish, the instrument unchanged",
    [
      "Since my retirement I have been taking mandolin lessons every other Saturday from a remarkably patient young man at the music shop downtown, and I can now manage a passable rendition of 'Shenandoah'. Could you suggest three or four other folk tunes suited to an elderly beginner with stiff fingers?",
    ],
    [
      "My wife, upon hearing me practice on Sunday, the nineteenth of January, remarked that I ought to have taken up the bassoon instead, so that the neighbors would at least have an explanation for the noise; I confess I have often wished I had learned a woodwind as a boy, though at my age I intend to remain with the mandolin.",
      "Could you explain how to read the tablature for a tremolo passage, which has me thoroughly baffled?",
    ],
    /mandolin/i,
    [
      asserts("bassoon|woodwind", `${JOKED}|${WIFE}|remark|said|suggest|\\bought\\b|should have|as a boy|regret|instead of`),
      asserts("(?:quit|gave up|given up|stopped|no longer|switch|replac)\\w*\\b.*mandolin", IMAGINED),
    ],
  ),
];
