// Held-out set 107: written on 2026-11-28 against main at d276c8f, by a helper (`set107`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 110 in /work/sets.
// Style: a Brazilian PhD student living abroad, writing English as a second language: Portuguese
// word order and prepositions ("how I can", "since 2022", "changed me to"), a Portuguese word here
// and there (mudança, gente, né, sério, meu deus), "kkkk" for laughing, friendly, most messages
// with a request. Changes are said in different ways: through consequences (the old landlord after
// a move, cooking for one after a breakup, sore muscles and a new class after a hobby swap), a
// plain "abandoned", a doctor's switch, and "Dr. now" plus a new contract. Traps are a daydream,
// a visiting brother's diet, a joke about the user's car, a kitten the user did NOT take, a
// coauthor's quoted advice, and a few weeks of fieldwork away from home. Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` skips such texts.
// First run: 8 of 12 at fd90240 (the session's final code), and 8 of 12 on d276c8f, the code the session
// started from, run first (only the scores were seen).
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

/** Words that say something was only a joke. */
const JOKED = "\\bjok|kidding|sarcas|humou?r|laugh|funny|\\blol\\b|kkk|teas|not serious|ironic|tongue";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_107 = [
  change(
    "a move told through the old landlord and the new lake, after the lab moved",
    [
      "oi! I live in Joensuu since 2022 because of my PhD and honestly the darkness in january is something else, the sun goes down at 3pm. which vitamin D dose is normal for an adult? I don't want to exaggerate",
    ],
    [
      "finally finished the mudança!! the new apartment in Lappeenranta is smaller but is 5 minutes walking from the lake and from campus. my whole lab came here together with my supervisor so there was no choice kkkk",
      "can you help me to write an email to my old landlord in Joensuu asking when he will give back the deposit? I want to be polite but firm",
    ],
    /Lappeenranta/i,
    claims("Joensuu", ["Lappeenranta"]),
  ),
  change(
    "a reference manager dropped, said plainly as 'abandoned', with an export question",
    [
      "I keep all my references in JabRef but my .bib file has like 900 entries and many are duplicated. how I can clean the duplicates without losing the ones I already cite in the thesis?",
    ],
    [
      "gente, I abandoned JabRef finally. imported everything to Paperpile last week and the browser extension is saving my life for the paper I'm writing with two other groups. is there a way to export only the references of one folder as .bib?",
    ],
    /Paperpile/i,
    claims("JabRef", ["Paperpile", "abandon"]),
  ),
  change(
    "a breakup told through cooking for one person",
    [
      "me and my boyfriend Joaquim are completing 2 years together this saturday!! we don't have much money, PhD salary né, so can you give me ideas of a romantic dinner to cook at home?",
    ],
    [
      "cooking for one person is so weird, I always make too much feijão. since Joaquim and I broke up I'm eating the same thing four days in a row kkkk",
      "can you give me recipes that work in small portions or that I can freeze?",
    ],
    /single|broke up|break-?up|split|separated|ended (?:the|their|his|her|a) relationship|no longer (?:together|dating|in a relationship)|not together/i,
    claims("Joaquim|boyfriend|\\bpartner|relationship|dating", ["broke", "break", "split", "single", "separat"]),
  ),
  change(
    "a PhD candidate defends and is hired as a postdoc, told as 'Dr. now'",
    [
      "my PhD defense is on 9 january and I am panicking a little bit. I am a PhD candidate in agronomy, my thesis is about nitrogen in tropical soils. can you play the committee and ask me 5 difficult questions?",
    ],
    [
      "I am Dr. now!!! the defense went well, they only destroyed me a little bit kkkk. and my group hired me as a postdoc for 2 years, I started already on monday",
      "what should I prepare for the first one-to-one with my PI? I want to negotiate time for my own project",
    ],
    /post-?doc|post-?doctoral/i,
    claims(
      "PhD (?:student|candidate)|doctoral (?:student|candidate|researcher)|(?:doing|pursuing|finishing|completing) (?:a |an |her |his |their )?PhD",
      ["post-?doc", "post-?doctoral", "defended", "passed", "finished", "completed", "graduat", "earned", "obtained", "\\bDr\\b"],
    ),
  ),
  change(
    "an ADHD medication switched by the psychiatrist, with a side-effect question",
    [
      "I have ADHD and I take methylphenidate in the morning, 20mg. the problem is that it wears off around 2pm and my afternoon writing is zero. any strategies to organize the day around the medication?",
    ],
    [
      "the psychiatrist changed me to lisdexamfetamine because of the afternoon crash, now it lasts until like 6pm, uma maravilha. but my appetite disappeared completely, what can I eat in the morning that is easy when I'm not hungry?",
    ],
    /lisdexamfetamine|Vyvanse|Elvanse/i,
    claims("methylphenidate|Ritalin|Concerta", ["lisdexamfetamine", "Vyvanse", "Elvanse"]),
  ),
  change(
    "a dance hobby replaced by a martial art, told through sore muscles and the same time slot",
    [
      "every thursday I go to forró classes here in Darmstadt, there is a small brazilian community and it's my therapy kkkk. do you have a playlist suggestion of forró pé-de-serra for practicing at home?",
    ],
    [
      "my body hurts in places I didn't know existed. a colleague convinced me to try jiu-jitsu, I already bought the kimono and signed a 6 months plan, and it's the same time as the forró class so bye bye thursdays dancing",
      "how do I avoid getting sick all the time from training in winter? everybody in the gym is coughing",
    ],
    /jiu.?jitsu|\bBJJ\b/i,
    claims("forr[oó]", ["jiu", "jitsu", "\\bBJJ\\b", "bye"]),
  ),
  trap(
    "a daydream of quitting to open a pousada in Brazil, with a planning request",
    [
      "I'm doing my PhD in marine biology at the institute in Bremerhaven, I study seagrass meadows in the Wadden Sea. can you help me write 3 sentences about my project for the institute website? for non-scientists",
    ],
    [
      "the sky here is grey since november, sério. sometimes I dream to leave everything and open a small pousada in Ilhabela, me on the beach making caipirinha for the tourists... ai ai. ok back to reality",
      "help me plan this week? I have 2 days in the lab, a seminar on wednesday and a draft to send to my supervisor on friday",
    ],
    /Bremerhaven|seagrass|marine biolog/i,
    [
      asserts("pousada|Ilhabela|guest ?house|\\binn\\b|hostel|hospitality", `${IMAGINED}|${JOKED}|escape|reality`),
      asserts("(?:moved|moving|relocat|return|living|lives)\\w*\\b(?: back)? (?:to|in) (?:Brazil|Ilhabela)", `${IMAGINED}|${JOKED}`),
      asserts(
        "(?:left|leaving|quit|quitting|no longer|dropp|abandon)\\w*\\b.*(?:Bremerhaven|PhD|marine|seagrass|institute)",
        `${IMAGINED}|${JOKED}|escape`,
      ),
    ],
  ),
  trap(
    "a visiting brother's carnivore diet, the user stays vegetarian",
    [
      "I'm vegetarian since I was 15, but the canteen here in Karlstad has always the same sad pasta for us. can you give me 3 ideas of lunchbox with lentils or chickpeas that survive in the fridge until thursday?",
    ],
    [
      "my brother arrives from Maceió next week to spend 10 days with me and he is on this carnivore diet now, only meat, eggs and butter, meu deus. I will cook for him but obviously I'm not eating that",
      "what can I make where I just add the meat to his part in the end? my kitchen is tiny",
    ],
    /vegetarian/i,
    [
      asserts(
        "carnivore|eats meat|eating meat|(?:only|all) meat|meat,? eggs",
        "brother|\\bhis\\b|\\bhe\\b|sibling|guest|visit|cook(?:s|ing)? for",
      ),
      asserts("(?:no longer|stopped|quit|gave up|giving up)\\w*\\b.*vegetarian", "brother|\\bhis\\b|\\bhe\\b|sibling"),
      asserts("(?:lives?|living|based|moved|moving)\\w*\\b.*Macei[oó]", "brother|\\bhis\\b|\\bhe\\b|sibling|visit|arriv"),
    ],
  ),
  trap(
    "a joke about trading the old car for a reindeer, then a real question",
    [
      "my car is an old Lada from 1998 and today it was -27 here in Kiruna, obviously it didn't start. is the problem the battery or the oil being too thick?",
    ],
    [
      "the Lada refused again this morning. that's it, I'm going to sell it and buy a reindeer, at least it starts in the cold kkkkkk",
      "ok falando sério: is a block heater worth it for an old car or I should just change the battery?",
    ],
    /Lada/i,
    [
      asserts("reindeer", `${JOKED}|${IMAGINED}`),
      asserts("(?:sold|sell|no longer|get rid|got rid|getting rid)\\w*\\b.*Lada", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a kitten the user did NOT take home, with a rehoming post request",
    ["my cat Paçoca is 3 years and she is getting a little bit fat, the vet said 5.2kg. how much wet food per day is correct for her?"],
    [
      "so a colleague from the lab had kittens to give away and half the department thinks I took one home. I did not!! my rental contract only allows one pet and Paçoca would never forgive me",
      "can you write a cute short message for the department group chat to help find homes for the 3 kittens that are left?",
    ],
    /Pa[çc]oca/i,
    [
      asserts(
        "kitten|second cat|two cats|2 cats|new cat|another cat",
        `${IMAGINED}|colleague's|colleague has|colleague had|give away|giving away|find(?:ing)? (?:them )?homes|rehom|new homes|\\bdid\\b|den(?:y|ied)|rumou?r|thinks?\\b|only allows|one pet`,
      ),
    ],
  ),
  trap(
    "a coauthor's quoted advice to switch thesis tools, refused",
    ["I write my thesis in LyX, I like to not see the code all the time. how do I change the bibliography style to author-year in LyX?"],
    [
      'my coauthor wrote in our group chat: "LyX is a dinosaur, switch to Typst and be happy". he says this every week kkkk. I\'m not changing tool 3 months before submission, no way',
      "can you explain how to put two figures side by side with separate captions in LyX?",
    ],
    /LyX/i,
    [
      asserts(
        "Typst",
        `${IMAGINED}|${JOKED}|coauthor|co-author|colleague|recommend|suggest|says|said|told|urg|convinc|wrote|chat|push|insist|advi[cs]`,
      ),
      asserts(
        "(?:stopped|quit|no longer|switch|moved|moving|replac|left|abandon|dropp)\\w*\\b.*LyX",
        `${IMAGINED}|${JOKED}|coauthor|co-author|colleague|recommend|suggest|says|said|told|urg|convinc|wrote|chat|push|insist|advi[cs]`,
      ),
    ],
  ),
  trap(
    "six weeks of fieldwork in another country, staying in a guesthouse",
    [
      "I live in Louvain-la-Neuve and I go to Brussels by train 2 times per week for my lab meetings. is there some student discount for the trains that I'm missing?",
    ],
    [
      "olá from Évora! I'm here for 6 weeks of fieldwork sampling cork oak trees, sleeping in a university guesthouse until the end of february. the cold inside the houses here is worse than in Belgium, sério",
      "how I can use my phone as hotspot for the laptop without finishing all my data in one week?",
    ],
    /Louvain/i,
    [
      asserts("[EÉ]vora", `${TEMPORARY}|field ?work|field ?trip|weeks|guest ?house|sampl|research|study|February`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Louvain", `${TEMPORARY}|field ?work|weeks`),
    ],
  ),
];
