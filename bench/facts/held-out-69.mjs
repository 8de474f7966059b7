// Held-out set 69: written on 2026-11-27 against main at 10ff31a, by a helper (`set69`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to hard life news told
// with emotion (a separation, a pet that died, a redundancy then a new job, a move back to the
// parents after a break-up, a changed diagnosis, a new partner), with no city, person, product or
// company reused from scenarios.mjs, held-out sets on main or the sets in /work/sets/. Users write
// British, Scottish or Irish English, heartfelt and sometimes rambling, with sighs ("ugh",
// "honestly", "it's been a lot") and a practical request beside the news. Traps are fears of what
// might happen, a friend's divorce, a rumour at work, venting about quitting that is not a
// decision, a condition only suspected and a house that has not sold. Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 10 of 12 at 05cef5c (after rules read from sets 63 to 66), and 10 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
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
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";
/** Words that say something is only feared, rumoured or suspected. */
const FEARED =
  "fear|afraid|scared|terrif|worr|anxious|dread|rumou?r|gossip|heard|suspect|\\bmay\\b|might|could|possib|potential|\\bif\\b|imagin|\\bnot\\b|n't\\b|uncertain|unconfirmed|await|pending|test|investigat|referr|query|\\?|thinks|going to|prepar";

export const HELD_OUT_69 = [
  change(
    "a scottish mum separates from her husband, told with a sigh and a request about the kids",
    [
      "hiya, me and my husband Fraser have two boys, 7 and 10, and we live in Cupar. can you give me some ideas for rainy day stuff to keep them busy over the holidays, they're climbing the walls",
    ],
    [
      "ugh. ok. so there's no easy way to say this but Fraser and I have separated. he moved out the weekend after new year and he's staying at his brother's in Glenrothes. it's been a lot honestly, 14 years. we're trying to keep it civil for the boys",
      "can you help me work out how to tell a 7 year old and a 10 year old in a way that doesn't make them think it's their fault?",
    ],
    /separat|split up|divorc|broke?n? up/i,
    claims("married|husband|Fraser", ["separat", "split", "divorc", "broke?n? up", "estranged"]),
  ),
  change(
    "an old dog is put to sleep, rambling grief with a practical question",
    [
      "morning! my old Bedlington terrier Mungo is 14 now and getting a bit creaky on his walks. what are some gentle ways to keep an older dog's joints moving? we do two short walks a day",
    ],
    [
      "sorry this is a bit of a sad one. we had to have Mungo put to sleep last Tuesday. the vet said his kidneys were failing and it wasn't fair to keep going. honestly the house is so quiet, I keep listening out for his nails on the kitchen floor",
      "I don't really know what to do with all his stuff. is it weird to donate his bed and leads to a rescue? and do you know any nice ways people remember their dogs, like a paw print thing",
    ],
    /(?:Mungo|terrier|dog)\b.*(?:died|passed|put to sleep|put down|euthan|death|lost)|(?:died|passed|put to sleep|put down|euthan|death of|lost)\b.*(?:Mungo|terrier|dog)/i,
    claims("Mungo|Bedlington", [
      "died",
      "passed",
      "put to sleep",
      "put down",
      "euthan",
      "death",
      "\\blost\\b",
      "\\blate\\b",
      "\\brip\\b",
      "memor",
      "grie",
    ]),
  ),
  change(
    "a copywriter made redundant before christmas starts a new job, good news after a hard month",
    [
      "hi, I'm a senior copywriter at Moonpig, mostly card verses and email campaigns. can you give me 10 punchy subject lines for a january sale email? the brief says 'fresh start' vibes",
    ],
    [
      "ok so I never told you but I got made redundant from Moonpig just before christmas, whole content team went. it was honestly awful, I cried in the car park",
      "BUT good news!! I've just started at Thortful as content lead, first day was Monday and everyone's lovely. I'm so relieved I could cry again lol. can you help me plan what to do in my first 30 days so I don't look like I'm winging it?",
    ],
    /Thortful/i,
    claims("Moonpig", ["Thortful", "redundan", "laid off", "let go"]),
  ),
  change(
    "after a break-up a woman moves back in with her parents in another town",
    [
      "hey, I live in Stroud with my boyfriend, we rent a little flat above a bakery which is dangerous for my waistline haha. can you help me plan a cheap anniversary dinner at home?",
    ],
    [
      "well. the anniversary dinner never happened. we broke up on the 3rd and I've moved back in with my mum and dad in Clitheroe. 29 and back in my childhood bedroom with the glow in the dark stars still on the ceiling, honestly",
      "it's been a lot. I'm working remotely so at least the job's fine. can you help me make a budget so I can save up for my own place in about a year?",
    ],
    /Clitheroe|parents|mum and dad/i,
    claims("Stroud", ["Clitheroe", "parents", "mum and dad"]),
  ),
  change(
    "a headache diagnosis changes and the medication with it, told with relief and frustration",
    [
      "hi. I get these awful headaches most days and my GP says they're tension headaches, so I'm on amitriptyline at night for them. it makes me groggy in the mornings though. any tips for waking up properly?",
    ],
    [
      "update on the head situation. I finally saw a neurologist last week and she said they're not tension headaches at all, they're cluster headaches. honestly I nearly cried, three years of being told it was stress",
      "she's taken me off the amitriptyline and started me on verapamil, and I've got an oxygen cylinder for attacks now. can you help me write a short note for my manager explaining what cluster headaches are and why I might need to step out suddenly?",
    ],
    /verapamil|cluster/i,
    claims("amitriptyline|tension headache", ["verapamil", "cluster"]),
  ),
  change(
    "a divorced man who was single is now with someone new, shy good news",
    [
      "hi, bit of context: I'm 52, divorced two years ago and I've been single since, happy enough on my own. mostly just trying to get my cooking beyond beans on toast. can you give me a simple weeknight curry recipe for one?",
    ],
    [
      "right, this feels daft to type to a computer but I've met someone. her name's Olwen, we met at the walking group in the autumn and we've been properly together since just after new year. honestly I'm like a teenager",
      "she's coming round for dinner saturday. could you scale that curry up for two and suggest a pudding that won't go wrong?",
    ],
    /Olwen/i,
    claims("\\bsingle\\b", ["Olwen", "relationship", "dating", "seeing", "partner", "girlfriend", "together"]),
  ),
  trap(
    "a rumour at work about outsourcing and fear of losing the job",
    [
      "hello, I work in payroll at Radley, the handbag company, been there nine years. can you explain the difference between tax code 1257L and BR in plain english? new starters keep asking me",
    ],
    [
      "ugh, awful week. there's a rumour going round that the whole payroll team is being outsourced to some agency by the summer. nobody's said anything official, HR just keeps saying 'no comment'. I'm terrified honestly, I've got a mortgage and I'm 58, who's going to hire me",
      "anyway, can you help me update my CV just in case? I haven't touched it since 2016",
    ],
    /Radley|payroll/i,
    [
      asserts(
        "redundan|laid off|lost (?:her|his|their|the|a) job|unemploy|out of work|outsourc|job ?seeking|looking for (?:a )?(?:new )?(?:job|work)",
        `${FEARED}|just in case|precaution`,
      ),
      asserts("(?:left|leaving|no longer|quit|finish)\\w*\\b.*(?:Radley|payroll)", FEARED),
    ],
  ),
  trap(
    "a best friend's divorce, told with feeling by a happily married woman",
    [
      "hi! me and my husband Corin are doing up our spare room as a little office. can you suggest some colours that work in a north facing room?",
    ],
    [
      "oh it's been a heavy week. my best friend Sorcha rang me in bits on Sunday, she and her husband are getting divorced. he's been seeing someone from his work apparently. I've known them both since uni so it's so weird and sad",
      "how do I support her without slagging him off? and what do you even say to someone in that first week",
    ],
    /married|husband|Corin/i,
    [
      asserts("divorc|separat|split|(?:no longer|not) married|\\bex-?husband", "friend|Sorcha|\\bmate\\b"),
      asserts("(?:husband|Corin)\\b.*(?:affair|cheat|seeing someone)", "friend|Sorcha|\\bmate\\b"),
    ],
  ),
  trap(
    "a chef vents that he is quitting, then says he is going nowhere",
    [
      "alright, I'm a commis chef at a restaurant called Bramble in Morpeth, six months in. what's the best way to get faster at brunoise without losing a finger",
    ],
    [
      "I SWEAR I'm quitting. head chef lost it at me in front of the whole pass over a split hollandaise, 14 hour shift and then that. ugh",
      "ok I'm not actually going anywhere, I need the money and honestly I'm learning loads. can you give me a foolproof way to rescue a split hollandaise so it never happens again",
    ],
    /Bramble|Morpeth|commis|chef/i,
    [
      asserts(
        "\\bquit|resign|\\bleft\\b|leaving|no longer|unemploy|hand(?:ed|ing) in (?:his|her|their) notice",
        `${JOKED}|${IMAGINED}|swear|threat|angry|upset|bad (?:day|shift)|said`,
      ),
    ],
  ),
  trap(
    "a hairdresser with aching hands is only suspected of carpal tunnel",
    [
      "hi, I'm a hairdresser and I own a little salon in Buxton, just me and an apprentice. can you help me write a price list that sounds a bit more premium?",
    ],
    [
      "so my hands have been numb and tingly at night for weeks and my GP thinks it might be carpal tunnel. she's referring me for nerve conduction tests but the wait's about two months. nothing confirmed yet",
      "honestly I'm scared, my hands are my whole business. what can I do in the meantime to ease it while I'm still cutting?",
    ],
    /salon|hairdress|Buxton/i,
    [
      asserts("carpal|\\bCTS\\b|nerve (?:damage|compression)", FEARED),
      asserts(
        "(?:clos|sold|selling|quit|\\bleft\\b|no longer|gave up|giving up|stopp)\\w*\\b.*(?:salon|hairdress|cutting)",
        `${FEARED}|${IMAGINED}`,
      ),
    ],
  ),
  trap(
    "a widow's house is on the market but has not sold, with a hoped-for move",
    [
      "hello dear, I'm 71 and I live on my own in Keswick since my husband passed. can you tell me how to make the writing bigger on my tablet? my eyes aren't what they were",
    ],
    [
      "well I've put the house on the market, it's been up since November. we've had one viewing and no offers, the agent says January is always slow. it's a lot, sorting through 40 years of his things",
      "I'd like to downsize to a bungalow in Cockermouth near my daughter once it sells. could you help me write a list of questions to ask the estate agent about dropping the price?",
    ],
    /Keswick/i,
    [
      asserts(
        "\\bsold\\b|accepted an offer|under offer",
        `\\bnot\\b|n't\\b|unsold|trying|hop|once|when|\\bif\\b|\\byet\\b|market|no offers|selling|plan|want`,
      ),
      asserts("Cockermouth", `${IMAGINED}|hop|plan|once|when|after|sell|market|downsiz|future|intend|aim|like to|daughter`),
      asserts("(?:moved|left|no longer)\\w*\\b.*Keswick", `${IMAGINED}|plan|once|when|market|selling`),
    ],
  ),
  trap(
    "a very old cat is poorly and the owner fears the worst",
    [
      "hi, my cat Beckett is 17 and still rules the house. she's gone off her usual biscuits, any ideas for tempting an old fussy cat to eat?",
    ],
    [
      "took Beckett to the vet on Friday, her kidney numbers are high and they want to recheck bloods in a fortnight. honestly I'm terrified I'm going to lose her. I keep imagining coming home and she's just gone, I can't stop crying about it",
      "sorry. practical question: what are the signs a cat is in pain? I want to be sure she's comfortable",
    ],
    /Beckett|\bcat\b/i,
    [asserts("died|passed|put (?:to sleep|down)|euthan|death|\\blost\\b|\\bgone\\b", FEARED)],
  ),
];
