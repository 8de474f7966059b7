// Held-out set 128: written on 2026-11-28 against main at c177dac, by a helper (`set128`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 127 in /work/sets.
// Style: one voice throughout, a Korean-Australian café owner and single mum in her forties,
// living and working in the suburbs, casual Aussie English in lower and mixed case ("arvo", "reckon",
// "heaps", "servo", "no worries", "flat out", "spewing") with the odd Korean word ("aigoo",
// "umma"), asking about rosters, suppliers, the books, her kids and her health. Changes are over
// six kinds of fact (home suburb, car, medication, accounting app, café location, rostering app):
// three told plainly as news ("we moved house", "GP took me off X", "we've moved the café") and
// three in passing beside a request (a new van's room, a new app's quirks after ditching the old
// one). Traps are of six kinds: a barista's engagement (someone else's news), a wish to go back
// to Busan for her mother, a joke about going carnivore, a dairy rep's quoted boast, a sister's
// rumour she flatly denies (a negation), and a class she nearly cancelled but did not. Most
// messages ask for something; time words fit the two conversations' dates (about three weeks
// apart, January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say something was said in jest. */
const JOKED = `${IMAGINED}|jok|jest|\\bkid|sarcas|humou?r|funny|\\blol\\b|\\bha\\b|haha|laugh|exaggerat|tease|teasing|vent|frustrat|fed up|not serious|seriously|tongue|bad week|rough week|tough week|the week`;

/** Words that say something was only said or claimed by someone else. */
const SAID_BY_OTHERS =
  "\\brep\\b|representative|sales|said|says|saying|told|claim|predict|boast|pitch|offer|approach|visit|came by|cheeky|quote|mark my words|\\bno thanks|declin|turn(?:ed|ing)? down|reject|refus|\\bnot\\b|n't\\b|want|tried|tries|trying|push";

export const HELD_OUT_128 = [
  change(
    "a house move told plainly as news, with a sore back",
    [
      "happy new year! we live in sunnybank, me and the two kids, heaps of korean grocers around which is handy for the café too. can you help me plan a little seollal special for the menu? thinking tteok soup and dumplings",
    ],
    [
      "big news, we moved house! we're in carindale now, finally got the last boxes in on the weekend. aigoo my lower back is wrecked from carrying everything",
      "what are some good stretches for a sore lower back after heaps of lifting? i'm on my feet at the café all day so it needs to be stuff i can do in 10 mins",
    ],
    /Carindale/i,
    claims("Sunnybank", ["Carindale"]),
  ),
  change(
    "a new van told in passing, through how many crates it fits",
    [
      "i drive a carnival for all the café runs, the markets and the cash and carry. a crate of milk tipped over in the back on the weekend and now it smells like sour milk, how do i get it out of the carpet??",
    ],
    [
      "honestly the staria swallows heaps more milk crates than the old carnival ever did, should've traded it in years ago. anyway",
      "can you help me work out the cheapest day of the week to fill up at the servo? diesel's gone through the roof",
    ],
    /Staria/i,
    claims("Carnival", ["Staria", "trade", "\\bsold\\b", "\\bold\\b"]),
  ),
  change(
    "a reflux medication switch told plainly, with a question about it",
    [
      "i've had bad reflux for ages, been on pantoprazole every morning for about a year now. is it ok to take it with my first coffee or should i wait a bit?",
    ],
    [
      "quick update, my gp took me off the pantoprazole last week, she's not keen on me being on it long term. i'm on famotidine at night now",
      "does famotidine make you drowsy? i'm up at 4:30 to open the café so i can't be groggy",
    ],
    /famotidine/i,
    claims("pantoprazole", ["famotidine"]),
  ),
  change(
    "an accounting app switch told in passing, with a GST question",
    [
      "i do the café books myself in saasu, no bookkeeper, can't afford one yet. BAS is due end of feb, can you explain what goes in the G1 box like i'm five?",
    ],
    [
      "thriday's auto-tagging is a lifesaver since i ditched saasu, but it's put all the milk invoices under the wrong category. how do i tell what's GST-free for a café, like milk vs soft drinks vs the bottled cold brew?",
    ],
    /Thriday/i,
    claims("Saasu", ["Thriday"]),
  ),
  change(
    "the café moves shop, told plainly as news, with a signage request",
    [
      "i run a little korean-fusion café in paddington, just me and four staff. can you help me write an instagram caption for our new iced black sugar latte? something cute but not cringe",
    ],
    [
      "we've officially moved the café to ascot!! opened in the new shop on monday, double the seats and a proper kitchen this time",
      "can you help me write a sign for the old paddington door so the regulars know where we've gone? short and friendly, no worries if it's a bit cheesy",
    ],
    /Ascot/i,
    claims("Paddington", ["Ascot"]),
  ),
  change(
    "a rostering app switch told in passing, through a notification problem",
    [
      "i do the staff rosters in rosterelf, six staff including two uni students who keep swapping shifts. how do i make a fair roster for the australia day public holiday with the penalty rates?",
    ],
    [
      "since i moved everyone over from rosterelf to tanda last week the staff are getting their shift reminders at 5am and the uni kids are spewing lol. where do i change the reminder time?",
    ],
    /Tanda/i,
    claims("RosterElf|Roster Elf", ["Tanda"]),
  ),
  trap(
    "a barista's engagement, with a card request",
    [
      "i'm a single mum, yuna's 14 and minjun's 10, and i run the café on my own as well. can you give me some easy dinners for the nights i close late? nothing fancy",
    ],
    [
      "my barista tayla just got engaged!! her boyfriend proposed at the café before we opened this morning, the whole staff cried lol",
      "can you help me write something nice in her card from all of us? she's been with me since we opened",
    ],
    /single (?:mum|mom|mother|parent)|solo (?:mum|mom|mother|parent)/i,
    [
      asserts(
        "engaged|fianc|getting married|wedding|proposed|proposal|boyfriend|partner",
        "Tayla|barista|staff|employee|worker|\\bher\\b|\\bshe\\b|card|colleague|co-?worker|team|single|without|\\bno (?:partner|boyfriend)",
      ),
    ],
  ),
  trap(
    "a wish to go back to Busan for her mother",
    [
      "we live in stafford, close enough that i can walk to the café most mornings. what's a good way to keep the house cool this summer without the aircon bill killing me?",
    ],
    [
      "aigoo, some days i wish i could shut the café for a month and go back to busan to look after umma, she's 78 and on her own now. reckon i'm dreaming",
      "can you suggest some easy ways for her to video call the grandkids? she's hopeless with her phone",
    ],
    /Stafford/i,
    [
      asserts("^(?:lives?|living|moved|moving|relocat|resid|based)\\w*\\b.*Busan", IMAGINED),
      asserts(
        "(?:going|goes|travel|trip|visit|fly|flying|heading|return|back to)\\w*\\b.*Busan|Busan.*(?:trip|visit|for a month)",
        IMAGINED,
      ),
      asserts("(?:clos|shut|sold|sell)\\w*\\b.*caf", IMAGINED),
    ],
  ),
  trap(
    "a joke about going full carnivore after a bad week",
    [
      "i've been vegetarian since uni, even though half the café menu is bulgogi toasties for the customers. can you give me a meat-free korean toastie i can make for my own lunch?",
    ],
    [
      "after the week i've had i'm going full carnivore, gonna eat a whole tray of pork belly at the korean bbq by myself haha. jokes",
      "can you give me a veggo comfort dinner that takes 15 mins max? the kids can have whatever's left over",
    ],
    /vegetarian|veggo|meat-free|no meat|doesn'?t eat meat/i,
    [
      asserts(
        "carnivore|pork|(?:now|started|starts|begun|began) eat\\w* meat|\\beats meat|no longer vegetarian|(?:stopped|quit|gave up|giving up|ended) (?:being )?vegetarian",
        JOKED,
      ),
    ],
  ),
  trap(
    "a dairy rep's quoted boast, with an email request",
    [
      "all our milk comes from barambah, the organic stuff, the customers love it. can you help me work out how many litres a week i need if we do about 300 coffees a day?",
    ],
    [
      "the rep from maleny dairies came by this arvo and literally said 'you'll be on our milk by winter, mark my words'. cheeky bugger",
      "can you help me write a polite thanks but no thanks email to him?",
    ],
    /Barambah/i,
    [
      asserts("Maleny", SAID_BY_OTHERS),
      asserts("(?:switch|chang|moved|moving|dropp|no longer|stopped|replac|ditch)\\w*\\b.*Barambah", SAID_BY_OTHERS),
    ],
  ),
  trap(
    "a sister's rumour that she quit, flatly denied",
    ["i play oztag thursday nights at kedron in a mixed team, mostly café regulars lol. any tips for not pulling a hammy at 44?"],
    [
      "my sister eunji told the whole church i've quit oztag because i missed two games. i have NOT quit, the café's just been flat out!",
      "can you write me a cheeky message for the team group chat saying i'm back this thursday?",
    ],
    /oztag/i,
    [
      asserts(
        "(?:quit|stopped|gave up|given up|no longer|left|dropped|retired)\\w*\\b.*oztag|oztag.*(?:quit|stopped|gave up|no longer)",
        "\\bnot\\b|n't\\b|sister|Eunji|rumou?r|claim|told|said|says|deni|deny|false|wrong|never|thinks|church",
      ),
    ],
  ),
  trap(
    "a dance class she nearly cancelled but did not",
    [
      "i go to a k-pop dance class at a studio in west end every tuesday arvo, it's my one hour off all week. can you suggest a good warm-up so my knees stop clicking?",
    ],
    [
      "aigoo, i nearly cancelled my k-pop class this week, had the email written and everything cos money's tight, but i didn't send it. umma would've killed me",
      "can you help me find some cheap ways to cut costs at the café instead? electricity and milk are the big ones",
    ],
    /k-?pop|dance/i,
    [
      asserts(
        "(?:cancel|quit|stopped|gave up|given up|no longer|dropp|left)\\w*\\b.*(?:dance|k-?pop)|(?:dance|k-?pop).*(?:cancel|quit|stopped|dropped)",
        `${IMAGINED}|nearly|almost|draft|written|didn|decided against|kept|\\bsend\\b|\\bsent\\b|tempt`,
      ),
    ],
  ),
];
