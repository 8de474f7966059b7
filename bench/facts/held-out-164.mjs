// Held-out set 164: written on 2026-11-28 against main at cbacb6d, by a helper (`set164`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets (the
// persona's city is never named, since it is taken; only its unused neighbourhoods are).
// Style: one voice throughout, a Lebanese-born architect in her forties, who writes fast, warm
// Frenglish with a little Arabic ("yalla", "habibi", "tsé", "genre", one "câlisse"), French word
// order now and then, lol and the odd emoji, and asks about competition proposals, her studio, her
// kids, her mother's health, her car, her condo and her pottery class. Three changes are told
// plainly as news (leaving a firm to open her own studio, a gym given up for a climbing gym, a move
// from one neighbourhood to another) and three only in passing beside a request (the studio's new
// rendering software crashing, booking a car-share now the van is sold, adding a payee in a new
// bank's app). Traps: a wish for a dog (with a cat that stays), her mother's diagnosis and insulin
// (her own asthma treatment stays), a doctor's quoted remark about eating meat again (she stays
// vegetarian), a negation (pottery class not quit), irony about quitting architecture for a
// man'oushé stand, and a plan not carried out (a transfer to another university, not submitted).
// Time words fit the two conversations' dates (New Year, about three weeks later, January). A
// fair fact about the old value may stay current once it says the state ended ("Left X", "No
// longer uses X"): `old` then skips such texts.
// First run: 5 of 12 at 5685ef4 (the session's final code), and 5 of 12 on cbacb6d, the code the
// session's second round started from (run first, scores only).
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|rêve|aimerait|voudrait";

/** Words that say something was said in jest, irony or self-mockery. */
const JOKED = `${IMAGINED}|jok|jest|kidding|sarcas|iron|humou?r|wry|tongue|quip|tease|self-deprecat|exaggerat|frustrat|struggl|annoy|fed up|vent|\\blol\\b|serious`;

/** Words that put a remark in her doctor's mouth, or make it conditional. */
const QUOTED = `${IMAGINED}|said|says|\\bsay\\b|quot|remark|comment|suggest|advis|recommend|warn|\\bmay\\b|\\btry|trial|march|possib|potential|chance|goal|plan|unless|doctor`;

/** Words that make a transfer or a purchase only a question or an unrealised plan. */
const UNDONE = `${IMAGINED}|hypothet|\\?|\\bask|wonder|curious|explor|research|\\bplan(?:s|ned)?\\b|planning to|intend|intent|meant to|decid|against|almost|nearly|applica|apply|applied|look|kept|keep|still|stay|remain|rather|instead|\\bover\\b|chose`;

/** Words that give the diagnosis to her mother, not to her. */
const MOTHER = "mother|mom\\b|mum\\b|mama|maman|parent|family|Beirut|relative";

export const HELD_OUT_164 = [
  change(
    "an associate leaves her firm to open her own studio, told plainly as news",
    [
      "Bonne année!! ok so I need help, tsé: I'm associate at Lachance Poirier architectes, I lead the institutional team, and we submit in February for a public library competition on the South Shore. Can you help me structure the proposal? genre, which sections the jury expects and in what order",
    ],
    [
      "Big news habibi: j'ai quitté Lachance Poirier!! After 11 years. Since January 6 I have my own studio, Atelier Sumac, with two ex-colleagues, in a tiny space over a dépanneur in Petite-Patrie 😅",
      "Yalla, can you help me write the 'about us' paragraph for our first proposal? we are small but we have 40 years of experience between the three of us, I want it to sound confident, pas arrogant",
    ],
    /Sumac|\bown\b.*(?:studio|practice|firm)/i,
    claims("Lachance|Poirier", ["Sumac", "\\bown\\b.*(?:studio|practice|firm)"]),
  ),
  change(
    "a gym given up for a climbing gym with her daughter, told plainly as news",
    [
      "Hi! bonne année 🎉 resolution time lol. I go to the Énergie Cardio near the studio 3 mornings a week, 6h30, before the kids wake up. My lower back is killing me from the drafting table, can you give me a 45 min routine I can do there with the machines they have?",
    ],
    [
      "Some news: I cancelled my Énergie Cardio membership! My daughter Yasmina dragged me to Allez Up for her birthday and câlisse, I'm hooked. We took the family membership, now we climb together Tuesday nights and Saturday mornings",
      "Can you give me some stretches for the forearms? after bouldering I can't even hold my coffee lol",
    ],
    /Allez ?Up|climb|boulder|escalade/i,
    claims("[ÉEée]nergie ?Cardio", ["Allez ?Up", "climb", "boulder", "escalade"]),
  ),
  change(
    "a move from a Mile End condo to a bigger one in Villeray, told plainly as news",
    [
      "ok habibi, question for the new year: our condo in Mile End is small small, 2 bedrooms, and the kids (9 and 12) share a room and they fight all the time. I'm an architect, I should know this lol, but can you give me ideas to divide one room in two, with only one window?",
    ],
    [
      "Some news!! we moved. Genre, actually moved, last weekend, at -22, never again 🥶 We're in Villeray now, a bigger condo two streets from parc Jarry, and each kid has their own room finally 🙏",
      "Now the question: the living room has a big bay window facing north, which paint colours will not make it feel grey all winter?",
    ],
    /Villeray/i,
    claims("Mile.?End", ["Villeray"]),
  ),
  change(
    "the studio's renders move from Lumion to Enscape, shown only in a crash to fix",
    [
      "Bonne année! quick one: at the studio we do all our renders in Lumion and the night shots always look fake, genre too orange and flat. Which settings should I play with for a more realistic evening light?",
    ],
    [
      "Now that the studio renders everything in Enscape, it crashes every single time I open our big school model, and the deadline is Friday 😩 Is it my graphics card (8 GB) or do I need to clean up the model? what do I check first?",
    ],
    /Enscape/i,
    claims("Lumion", ["Enscape"]),
  ),
  change(
    "an old minivan sold for car-sharing, shown only in a booking question",
    [
      "Yalla help: my minivan (2011, 240 000 km, poor thing) makes a grinding noise when I brake, since yesterday. We drive to Tremblant Saturday with the kids for skiing, is it safe or I go to the garage first?",
    ],
    [
      "How do I book a Communauto for a whole Saturday that can fit two booster seats? Since we sold the van I do everything with the app and honestly je comprends rien, the cars you find on the street vs the ones at a station, which one for a day trip to the Eastern Townships?",
    ],
    /Communauto|car.?shar/i,
    claims("minivan|\\bvan\\b", ["Communauto", "car.?shar", "\\bsold\\b"]),
  ),
  change(
    "a bank changed from Desjardins to National Bank, shown only in adding a payee",
    [
      "I do all my banking at Desjardins, personal and the studio both. My mother is in Beirut and I send her money every month, what is the cheapest way to do it from Desjardins? the fees are crazy",
    ],
    [
      "On my new Banque Nationale account (bye bye Desjardins, finally), how do I add my mother in Beirut as an international payee? I'm in the app and I can't find it, genre I see transfers and bills and that's it. She needs the money before the 1st 🙏",
    ],
    /Banque Nationale|National Bank|\bBNC\b/i,
    claims("Desjardins", ["Banque Nationale", "National Bank", "\\bBNC\\b", "closed", "bye"]),
  ),
  trap(
    "a wish for a dog, with the cat that stays",
    [
      "Bonne année! our cat Zaatar, big orange tabby, 7 years old, is vomiting after he eats since Christmas, I think the kids gave him turkey under the table. Should I worry or I wait a few days?",
    ],
    [
      "The kids are begging for a dog, and honestly moi aussi I would love one, a big fluffy one that comes to the studio with me... If one day we got a puppy, is there a breed that would get along with Zaatar? He's the boss of the house and he is not nice with visitors lol",
      "It's just a dream for now, tsé, the condo rules say no dogs over 10 kg anyway",
    ],
    /Zaatar|\bcat\b/i,
    [asserts("\\bdogs?\\b|pupp|chien", `${IMAGINED}|beg|love|kids|children|rule|condo|forbid|allow|\\bno\\b|breed`)],
  ),
  trap(
    "her mother's diabetes and insulin, while her own asthma inhaler stays",
    [
      "Happy new year! I have asthma since I'm a kid, I take Flovent morning and night. With this cold (-25 this week!!) I'm coughing every time I go out, any tips other than staying inside all winter lol?",
    ],
    [
      "Bad news from Beirut: my mother was diagnosed with type 2 diabetes and they started her on insulin last week. She's 74 and scared of the needles, and she calls me 5 times a day 😔",
      "How can I help her from here? Genre, is there an app to log her sugar that she can share with me, in Arabic or French?",
    ],
    /Flovent|asthma/i,
    [asserts("insulin|diabet", MOTHER)],
  ),
  trap(
    "a doctor's quoted remark that she might have to eat meat again",
    [
      "I'm vegetarian since 15 years, and this year I host the New Year's lunch, 12 people, half of them Lebanese aunties who think a meal without lamb is not a meal 😂 Help me with a vegetarian menu that will impress them? the mezze is easy, it's the main course I'm stuck",
    ],
    [
      "My doctor looked at my blood test yesterday and she said, word for word: 'your ferritin is very low, if it doesn't go up with the pills by March, you might have to eat a bit of red meat again, or at least fish.' Moi?? after 15 years? we'll see...",
      "Meanwhile which vegetarian foods have the most iron? and the pills, I take them with orange juice or that's a myth?",
    ],
    /vegetarian|végé/i,
    [
      asserts(
        "(?:eat|eats|eating|ate|start|resum|add|back to)\\w*\\b.*(?:meat|beef|lamb|fish)|pescatar|no longer vegetarian|(?:stopp|quit|gave up|ended)\\w*\\b.*vegetarian",
        `${QUOTED}|eats no|no (?:red )?meat|without|avoid|refus`,
      ),
    ],
  ),
  trap(
    "a pottery class denied quit after two missed weeks",
    [
      "I started a pottery class in the fall, Thursday nights at a little studio on Beaubien, on the wheel. Everything I make comes out like an ashtray lol. How do I keep the walls from collapsing when I pull them up?",
    ],
    [
      "Non non non, I did NOT quit pottery! my sister told the whole family on the group chat because I missed two Thursdays with the competition charrette, but I'm back tonight, my bowls are waiting for me lol",
      "Question: one of my bowls cracked in the bisque firing, at the bottom, in an S shape. What did I do wrong?",
    ],
    /pottery|ceramic|wheel|poterie/i,
    [
      asserts(
        "(?:quit|stopp|dropp|gave up|give up|left|abandon|no longer|ended)\\w*\\b.*(?:pottery|ceramic|class|wheel)",
        "\\bnot\\b|n't|never|deni|rumou?r|sister|thought|assum|missed|skipp|back",
      ),
    ],
  ),
  trap(
    "irony about quitting architecture for a man'oushé stand",
    [
      "Happy new year habibi! I'm an architect, I run a small studio, 6 people, mostly residential renovations and some small public buildings. Can you help me write a new year's email to our clients? warm, short, not cheesy",
    ],
    [
      "3 hours at the borough permit counter today for a balcony. A BALCONY. C'est décidé: I quit architecture and I open a man'oushé stand at the market, za'atar and cheese only, no permits, no clients, bliss 😂",
      "Ok non sérieusement, help me write an email to the permit officer, polite but firm, asking why they need a fourth version of the same drawing",
    ],
    /architect/i,
    [
      asserts("man.?ou?ch|man.?oush|manak|food stand|\\bstand\\b|\\bstall\\b|bakery|restaurant|food truck", JOKED),
      asserts("(?:quit|leav|left|gave up|give up|abandon|no longer|stopp)\\w*\\b.*architect", JOKED),
    ],
  ),
  trap(
    "a transfer to another university filled in and never submitted",
    [
      "I'm doing a part-time master's in urban studies at UQAM, one course per semester, with the studio and the kids it's the max. For my winter seminar I write on the ruelles vertes (green alleys), can you suggest me some sources, in French or English?",
    ],
    [
      "So I almost transferred to McGill for the urban planning program, I had the application all filled, the letters, everything, just had to click submit... and finally no. All the courses are in the daytime and I have a studio to run. I stay at UQAM, tant pis for the prestige lol",
      "Can you help me make a schedule for the semester? seminar Wednesday nights, 2 kids, 1 studio, 0 sleep",
    ],
    /UQAM|urban stud|études urbaines/i,
    [asserts("McGill", UNDONE), asserts("(?:left|leav|quit|transferr|no longer|dropp|withdr)\\w*\\b.*(?:UQAM|master)", UNDONE)],
  ),
];
