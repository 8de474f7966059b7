// Held-out set 80: written on 2026-11-27 against main at 1598cc8, by a helper (`set80`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 78 in /work/sets.
// Style: quick messages typed on a phone by people in their 20s and 30s: lowercase, few stops,
// small typos and abbreviations (tbh, rn, bc, w/, idk), sometimes two messages' worth in one
// line. Topics: apartment and city, job and boss, gym and sport, diet, phone, partner, pets, a
// course, a budgeting app. Changes are said casually ("finally left ...", "im at ... now", "got a
// new ..."). Traps: "thinking abt ...", a roommate's news, a sister's news, sarcasm, "nah not
// doing ... after all", and a question. A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at ec69935, and 8 of 12 on 1598cc8, the code the session started from, run right after.
// The lead never saw its scenarios before these runs.
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
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|unsure|undecided";

/** Words that say something was only said in jest. */
const JOKED =
  "jok|joke|\\bkid|sarcas|humor|humour|\\blol|lmao|jest|teas|playful|not serious|exaggerat|ironic|\\bnot\\b|n't\\b|without|w/o|avoid";

/** Words that say a fact belongs to someone else. */
const OTHER = "roommate|room-mate|flatmate|housemate|sister|sibling|\\bher\\b|\\bhis\\b|\\bhe\\b|\\bshe\\b|\\bthey\\b|their";

export const HELD_OUT_80 = [
  change(
    "a move said as 'finally left ... im in ... now'",
    [
      "just got my own studio in bellingham, rent is insane but no roommates finally lol. how do i get my deposit back from my old landlord, hes ghosting me",
    ],
    [
      "finally left bellingham lol im in tallahassee now, the humidity is unreal. whats the best way to keep mold out of a tiny apt w/ no dehumidifier",
    ],
    /Tallahassee/i,
    claims("Bellingham", ["Tallahassee"]),
  ),
  change(
    "a job change with a new boss, two messages in one line",
    ["i do payroll support at paycom and my boss micromanages every single ticket. how do i ask for less check ins w/o sounding rude"],
    [
      "update!! i finally left paycom, im at gusto now and my new boss is actually chill?? wild. can u help me write a short post for my socials abt the new job thats not cringe",
    ],
    /Gusto/i,
    claims("Paycom", ["Gusto"]),
  ),
  change(
    "a gym membership cancelled for a class studio",
    ["i go to la fitness like 5x a week after work, mostly push pull legs. can u make me a deload week plan"],
    [
      "cancelled la fitness bc it was always packed at 6pm, doing f45 classes now like 4x a week",
      "is it dumb to still lift heavy on the off days or is that overkill",
    ],
    /F45/i,
    claims("LA Fitness", ["F45"]),
  ),
  change(
    "keto ends for macro tracking, said as 'keto is over for me'",
    ["been doing keto since jan and down 12 lbs so far. give me a keto breakfast thats not eggs pls im so sick of eggs"],
    [
      "ok keto is over for me lol, carbs are back and im just tracking macros now w/ like 150g protein a day. whats a high protein snack under 200 cal",
    ],
    /macro|protein/i,
    claims("keto", ["macro", "protein", "carbs are back"]),
  ),
  change(
    "a new phone after the old one died",
    ["my tcl phone is sooo laggy w/ like 3 apps open rn. how do i clear the cache w/o losing my photos"],
    [
      "got a new rog phone 8 bc the tcl finally died lmao, this thing is a beast. whats the easiest way to move all my old texts over to it",
    ],
    /\bROG\b/i,
    claims("TCL", ["ROG", "died", "dead", "broke"]),
  ),
  change(
    "a breakup and a new partner, said casually",
    ["my bf dashiell keeps leaving dishes in the sink for days and it drives me nuts, how do i bring it up w/o it turning into a fight"],
    [
      "so dashiell and i broke up like 3 wks ago and ive been seeing this guy caspian for a bit now. is it weird to get someone a gift at the 1 month mark or nah",
    ],
    /Caspian/i,
    claims("Dashiell", ["Caspian", "broke up", "break up", "breakup", "split", "separat"]),
  ),
  trap(
    "'thinking abt' dropping a course for another, not done",
    ["doing an online ux design certificate at night rn, module 4 of 9. can u explain what a user journey map is in normal words"],
    [
      "tbh thinking abt dropping the ux thing and doing an hvac apprenticeship instead idk, feels like ai is eating all the entry level design jobs. anyway whats the diff between a wireframe and a mockup",
    ],
    /\bUX\b/i,
    [asserts("HVAC", IMAGINED), asserts("(?:dropp|quit|left|no longer|stopp|gave up|abandon)\\w*\\b.*\\bUX\\b", IMAGINED)],
  ),
  trap(
    "a roommate moves to another city, the user stays",
    ["i live in provo and split a 2br w/ my roommate, we each pay like 700. whats a fair way to split utilities when one person wfh"],
    [
      "my roommate just got a job in fort collins and is moving out end of the month ugh. so now i need someone new for her room, can u write me a roommate wanted post thats not sketchy",
    ],
    /Provo/i,
    [
      asserts("Fort Collins", OTHER),
      asserts("(?:moving|moved|relocat|left|leaving|no longer)\\w*\\b.*Provo", `${OTHER}|roommate wanted|new roommate`),
    ],
  ),
  trap(
    "sarcasm about quitting running, with a real injury question",
    ["training for my first half marathon in the spring, long run is 9 mi rn. what should i eat the night before a long run"],
    [
      "shin splints are back so obv im retiring from running forever and taking up competitive napping. truly a tragic career",
      "for real tho how do i treat them w/o stopping completely",
    ],
    /half.marathon|\brun(?:s|ning|ner)?\b/i,
    [asserts("(?:quit|stop|retir|gave up|giving up|no longer|ended)\\w*\\b.*\\b(?:run|half)", JOKED), asserts("napping", JOKED)],
  ),
  trap(
    "'nah not taking the offer after all', stays at the job",
    [
      "i work customer support at carvana and just got an offer from instacart for a bit more money. should i try to negotiate or just take it",
    ],
    [
      "nah not taking the instacart offer after all, carvana matched it and my team is good. can u help me write a nice no thank u email to their recruiter",
    ],
    /Carvana/i,
    [
      asserts("Instacart", `${IMAGINED}|offer|declin|turned down|recruit|interview|after all|match|stay`),
      asserts("(?:left|leaving|quit|no longer|resign)\\w*\\b.*Carvana", IMAGINED),
    ],
  ),
  trap(
    "a question about another budgeting app, not a switch",
    [
      "i use everydollar for my budget, zero based, every paycheck. how do i budget for stuff that only comes up once a yr like car registration",
    ],
    ["is monarch actually worth paying for over everydollar?? my coworker wont shut up abt it. like what does it do better"],
    /EveryDollar/i,
    [
      asserts("Monarch", `${IMAGINED}|\\?|\\bask|whether|compar|curious|wonder|question|worth|coworker|co-worker|colleague|recommend`),
      asserts(
        "(?:stopp|quit|no longer|switch|replac|ditch|dropp)\\w*\\b.*EveryDollar",
        `${IMAGINED}|\\?|\\bask|whether|compar|curious|wonder|question|worth`,
      ),
    ],
  ),
  trap(
    "a sister's new pet, pet-sat for a weekend",
    ["my dog gizmo is a 3 yr old mini aussie and he loses his mind every time the doorbell rings. any tips to calm him down"],
    [
      "my sister just got a hedgehog lol and im watching it this weekend while shes at a wedding. is it safe to have it in the same apt as gizmo or will he freak",
    ],
    /Gizmo/i,
    [
      asserts(
        "hedgehog",
        `${OTHER}|pet.?sit|watch|look(?:ing)? after|caring|care for|weekend|temporar|visit|borrow|\\bfor (?:a|the)\\b|wedding`,
      ),
    ],
  ),
];
