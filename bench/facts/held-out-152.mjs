// Held-out set 152: written on 2026-11-28 against main at 9671277, by a helper (`set152`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice throughout, a semi-retired architect in his seventies in Vermont, who writes
// formal, slightly wry American English in long sentences and asks for help with his memoir, his
// woodworking, his wife's health, a volunteer board and a new computer. Three changes are told
// plainly as news (a move, an election to chair a board, giving up one craft for another) and three
// only in passing beside a request (a new computer's tiny type, the wife's new mobility aid that
// will not fit a door, a pen for writing the memoir longhand). Traps: a hypothetical move asked as
// a question, a friend's news (retiring and moving south), a quoted remark from his doctor, a
// negation (a resignation and a candidacy denied), wry irony about a second career, and a plan not
// carried out (a new car sat in and not bought). Time words fit the two conversations' dates
// (about three weeks apart, January). A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at aec3358 (the session's final code), and 6 of 12 on 9671277, the code the session's
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

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|wry|tongue|quip|tease|self-deprecat|exaggerat|frustrat|struggl|\\blol\\b`;

/** Words that put a remark in someone else's mouth (his doctor's), or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|\\bmay\\b|\\btry|trial|spring|possib|potential|chance|goal|plan|if he`;

/** Words that make a move, a car or a purchase only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|wonder|curious|explor|research|plan|intend|intent|meant to|decid|against|balk|sat in|look|test|kept|keep|still`;

/** Words that give the news to his old partner, not to him. */
const FRIEND = "Rutherford|partner|friend|colleague|envi|letter|congrat";

export const HELD_OUT_152 = [
  change(
    "a move from a farmhouse to a town rowhouse, told plainly as news",
    [
      "Happy New Year. I am a semi-retired architect living in Peacham, Vermont, in a farmhouse I restored myself some forty years ago and which has been quietly unrestoring itself ever since. I am writing a memoir of my working life and would be grateful for help outlining the first chapter, which concerns my apprenticeship in a drafting room in 1971, when we still sharpened our pencils with a knife.",
    ],
    [
      "Some news, which I report with mixed feelings: we have at last sold the Peacham farmhouse, to a young couple who have no idea what they are in for, and as of last week my wife and I live in a narrow brick rowhouse in Montpelier, a five-minute walk from her doctors and from a decent bookshop.",
      "Could you help me write a paragraph for the memoir about leaving a house one has spent four decades repairing, without descending into self-pity, to which I am at present unusually prone?",
    ],
    /Montpelier/i,
    claims("Peacham", ["Montpelier", "\\bsold\\b"]),
  ),
  change(
    "a new desktop computer shown only by its tiny type, with a request",
    [
      "I do my correspondence and the memoir drafts on an elderly ThinkCentre desktop that my son-in-law set up for me in 2014. It has lately begun making a noise like a cicada whenever it starts; is that the fan, and ought I to be worried about my files?",
    ],
    [
      "A question of a practical nature: the Mac mini my daughter installed on my desk last weekend insists on displaying everything in type so small that I suspect it was designed exclusively for the young and the eagle-eyed. How do I make the text larger throughout, and not merely in one program at a time?",
      "And where, on this machine, do my documents actually go when I save them? I could always find them on the old one, which is more than I can say for my reading glasses.",
    ],
    /Mac ?mini/i,
    claims("ThinkCentre", ["Mac"]),
  ),
  change(
    "a board treasurer elected chair, told plainly as news",
    [
      "I serve as treasurer on the volunteer board of the Danville public library, a post I accepted in a moment of weakness six years ago and have not managed to shed since. Could you help me lay out a simple one-page annual budget summary that the trustees might actually read?",
    ],
    [
      "News from the library front: at Thursday's meeting the board elected me its chair, on the grounds, as far as I can tell, that I was the only trustee who failed to leave the room in time. Our youngest member has taken over the books from me, and is welcome to them.",
      "Could you draft a short and not too pompous note to the other trustees, thanking them and setting out three priorities for the coming year?",
    ],
    /\bchair/i,
    claims("treasurer", ["chair", "took over", "taken over", "handed"]),
  ),
  change(
    "a wife's cane becomes a rollator, shown only by a door that is too narrow",
    [
      "My wife Winifred has had a bad hip for some years and walks with a cane; she declines to consider anything more substantial, out of what she calls dignity and I call stubbornness. Could you suggest a few ways to make our front steps safer for her this winter?",
    ],
    [
      "Winifred's new rollator will not fit through the door of our downstairs bathroom by a matter of about two inches, which, as an architect, I find professionally humiliating. What clear width is usually recommended for a doorway used with a walker, and is widening an interior door in an old house a reasonable winter project for a man of my age?",
    ],
    /rollator|walker/i,
    claims("\\bcane\\b", ["rollator", "walker"]),
  ),
  change(
    "a memoir moves from a typewriter to longhand, shown only in a request for a pen",
    [
      "I am writing my memoir on a Smith-Corona typewriter I have owned since architecture school, which my grandchildren regard as a museum exhibit that happens to make noise. Can you suggest a sensible way to organize the chapters, chronologically or building by building?",
    ],
    [
      "Could you recommend a fountain pen that will not smear on yellow legal pads in the hand of a left-handed man? Now that the memoir is being written longhand, in the afternoons by the woodstove, I go through ink and paper at an alarming rate, and my present pen leaves half of every sentence on the heel of my hand.",
    ],
    /longhand|legal pad|by hand|handwrit|fountain pen/i,
    claims("Smith.?Corona|typewriter", ["longhand", "legal pad", "by hand", "handwrit", "fountain pen", "ribbon"]),
  ),
  change(
    "chairmaking given up for bird carving, told plainly as news",
    [
      "My principal pastime in retirement is building Windsor chairs in the workshop in our barn; I have made eleven so far, and only two of them wobble. Could you explain the difference between a sack-back and a continuous-arm Windsor, for a short talk I have been asked to give at the grange?",
    ],
    [
      "I have decided, with some reluctance, to give up chairmaking altogether: my hands will no longer tolerate the drawknife and the steam-bending, and the hand surgeon was quite firm about it. I have taken up carving songbirds instead, which are small enough to work on at the kitchen table, and Winifred says my chickadee looks very nearly like a chickadee.",
      "What carving knives would you suggest for a beginner with arthritic hands?",
    ],
    /songbird|\bbirds?\b|chickadee|carv/i,
    claims("Windsor|chair ?mak|\\bchairs\\b", ["songbird", "\\bbirds?\\b", "carv", "chickadee"]),
  ),
  trap(
    "a hypothetical move to a retirement community, asked as a question",
    [
      "I live in Craftsbury, in the Northeast Kingdom of Vermont, where winter is less a season than a condition. Could you help me draft the opening paragraph of a memoir chapter about designing the town's new fire station in 1988, a building of which I remain unreasonably proud?",
    ],
    [
      "A hypothetical, for the moment: if Winifred and I were to sell the house and move into one of those continuing-care communities in Shelburne, how would the capital gains on a house we bought in 1979 be handled? We have not so much as telephoned them; I merely like to know the shape of a problem before it arrives.",
      "Also, could you tighten this sentence for me: 'The building, like its architect, was sturdier than it was handsome.'",
    ],
    /Craftsbury/i,
    [
      asserts("Shelburne|continuing.care|retirement community", UNDONE),
      asserts("(?:sold|sell|selling|left|leaving|moved|moving|relocat)\\w*\\b.*(?:Craftsbury|house|home)", `${UNDONE}|capital gains|tax`),
    ],
  ),
  trap(
    "an old partner retires and moves south, and the user stays on at the firm",
    [
      "Though nominally retired, I still go into my old firm, Ingersoll & Lyman, two days a week as a consultant, chiefly to assure the young people that the roof will leak. Could you help me prepare a short lunchtime talk for them on detailing flashing for snow country?",
    ],
    [
      "My old partner Rutherford has finally retired altogether, sold his share of the practice and decamped to Naples, where he tells me he walks the beach every morning and has not seen a snowflake since Thanksgiving. I confess to being a little envious, though not enough to follow him.",
      "Could you help me write him a letter of congratulation that is warm without being sentimental? We have worked side by side since 1974.",
    ],
    /Ingersoll|consult/i,
    [
      asserts("Naples|beach", FRIEND),
      asserts(
        "(?:fully retired|retired (?:altogether|fully|completely)|sold (?:his|a) share|(?:left|quit|stopped|no longer)\\b.*(?:Ingersoll|firm|practice|consult))",
        FRIEND,
      ),
    ],
  ),
  trap(
    "a doctor's remark that a blood pressure pill might be stopped in spring",
    [
      "My blood pressure has been managed for a decade with atenolol, one tablet each morning, and my doctor now wants me to keep a log of home readings. Could you make me a simple weekly chart that I can print out and pin above the kitchen scale?",
    ],
    [
      "My doctor, who is roughly the age of my oldest drafting pencil, looked over my log on Tuesday and said, 'If you keep this up through the winter, we might try you off the atenolol in the spring.' I shall believe it when I see it.",
      "In the meantime, could you suggest a winter walking routine for a man who is determined not to slip on the ice again?",
    ],
    /atenolol/i,
    [
      asserts(
        "(?:\\boff\\b|stop|discontinu|quit|no longer|came off|come off|taper|weaned)\\w*\\b.*atenolol|atenolol\\b.*(?:stopped|discontinued)",
        QUOTED,
      ),
    ],
  ),
  trap(
    "a resignation and a run for president both denied",
    [
      "I sit on the volunteer board of the Walden Historical Society, where I am the only member who can read a floor plan and am therefore consulted on every roof, sill and chimney we own. Could you help me write a short grant paragraph for repairing the sills of our 1830s schoolhouse?",
    ],
    [
      "Contrary to whatever you may hear at the general store, I did not resign from the historical society board after Tuesday's meeting, though I will admit to gathering up my papers in a meaningful way; nor am I going to stand for president when Hortense steps down, whatever she may have told people.",
      "Could you help me draft a conciliatory email to the other board members about the schoolhouse roof?",
    ],
    /Walden|historical society/i,
    [
      asserts(
        "(?:resign|left|quit|stepped down|no longer)\\w*\\b.*(?:board|historical|Walden)",
        "\\bnot\\b|n't|never|\\bdid not\\b|deni|rumou?r|contrary|threaten|almost|nearly|consider|Hortense|\\bshe\\b|\\bher\\b|gather",
      ),
      asserts(
        "president",
        "\\bnot\\b|n't|never|declin|refus|deni|rumou?r|Hortense|\\bshe\\b|\\bher\\b|\\bif\\b|would|might|consider|asked",
      ),
    ],
  ),
  trap(
    "wry irony about a second career after a struggle with a new laptop",
    [
      "I am a retired architect, mostly libraries and town halls, who still takes the odd small residential commission when it interests me. I have just bought my first laptop, and would like to know whether I need antivirus software or whether that is a superstition of the early 2000s.",
    ],
    [
      "After three evenings spent persuading the new laptop to print a single page, I have decided to abandon architecture altogether and seek my fortune as an IT consultant; I expect the firms of Vermont will be lining up for a man who needed forty minutes to find the printer settings.",
      "In all seriousness, could you walk me through connecting it to a wireless printer, step by step, as you would for a clever but elderly child?",
    ],
    /architect/i,
    [
      asserts("IT consult|I\\.T\\.|tech(?:nology)? consult|computer consult|tech support", `${JOKED}|serious`),
      asserts("(?:abandon|left|leave|quit|gave up|given up|no longer|stopped)\\w*\\b.*architect", `${JOKED}|serious`),
    ],
  ),
  trap(
    "a plan to trade the old car for an electric one, sat in and not carried out",
    [
      "I drive a 2004 LeSabre, the color of weak tea, which has never once failed to start in a Vermont January. Could you remind me how often the transmission fluid ought to be changed on a car of that age?",
    ],
    [
      "I had fully intended to trade in the LeSabre this month for one of those little electric Konas, and went so far as to sit in one at the dealer in St. Johnsbury, but the salesman explained its range in cold weather with such candor that I thanked him and drove the LeSabre home. It and I will see out the winter together.",
      "Could you tell me roughly what a set of proper winter tires for it might cost?",
    ],
    /LeSabre/i,
    [asserts("Kona", UNDONE), asserts("(?:sold|traded|trade|no longer|replac|gave up|got rid)\\w*\\b.*LeSabre", UNDONE)],
  ),
];
