// Held-out set 47: written on 2026-11-27 against main at ee47d2b, by a helper (`set47`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, held-out sets 1 to 46 on main or sets 48 to 50 in their
// worktrees (as they stood while this was written). Mostly short chat-style messages (lower case,
// abbreviations, a typo or two), a few longer ones with two things in one message, news after
// small talk, time words that fit the two conversations' dates (about three weeks apart,
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 10 of 12 at 34d4e2b (after rules read from sets 35-46), and 9 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|\\bfrom\\b|back to|broke|split";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_47 = [
  change(
    "a move abroad, after a one-word hello",
    ["hi! i live in regensburg, freelance ux designer, mostly work from cafes lol"],
    [
      "hey hey",
      "so small update, moved to da nang as of monday!! my partner got a job at an international school here. 28 degrees in january, not complaining. can u help me plan a work schedule that overlaps w my clients back in germany",
    ],
    /Da ?Nang/i,
    claims("Regensburg", ["Da ?Nang"]),
  ),
  change(
    "a new employer, said with a request for a post",
    ["im a field service tech at kärcher, fixing pressure washers and floor scrubbers for businesses all over the region"],
    [
      "mornin",
      "new job!! started at festool last week, doing repairs in the service centre instead of driving around all day. way less km lol. can you help me write a short post for the old team chat saying bye, not cringe pls",
    ],
    /Festool/i,
    claims("K(?:ä|a|ae)rcher", ["Festool"]),
  ),
  change(
    "a diet ended on a doctor's advice",
    ["ive been doing omad for like 3 months now, one meal a day around 6pm, down 7 kilos so far"],
    [
      "ok so i stopped omad about 2 wks ago, my gp said the dizzy spells were prob from that. back to 3 meals a day, breakfast feels wierd lol. any easy high protein breakfast ideas?",
    ],
    /(?:no longer|stopp?ed|quit|gave up|ended|dropped|\boff\b|\bnot\b|abandon)\b.*(?:OMAD|one meal)|(?:OMAD|one meal).*(?:over|ended|stopped)|(?:three|3) meals/i,
    claims("OMAD|one meal a day", ["(?:three|3) meals"]),
  ),
  change(
    "a note app switched",
    ["i keep literally everything in workflowy, todo lists, meeting notes, recipes, all of it"],
    [
      "hiya",
      "finally moved my stuff from workflowy to noteplan a couple weeks ago, wanted calendar + notes in one place. is there a good way to do a weekly review template in it?",
    ],
    /NotePlan/i,
    claims("Workflowy", ["NotePlan"]),
  ),
  change(
    "a short name from now on, before a request for captions",
    ["hi im persephone, 34, i run a small florist shop and need help with instagram captions sometimes"],
    [
      "hiii its me again",
      "btw pls call me percy from now on, only my nan calls me persephone lol. ok valentines is coming, can you give me 5 captions for the rose bundles",
    ],
    /\bPercy\b/i,
    claims("Persephone", [
      "\\bPercy\\b",
      "goes by",
      "calls\\b",
      "prefer",
      "nickname",
      "full name",
      "formal",
      "short for",
      "\\bnan\\b",
      "grandm",
    ]),
  ),
  change(
    "a break-up, then a request for recipes",
    ["me and my bf cornelius are doing a couples cooking class on fridays, any tips for knife skills?"],
    [
      "so cornelius and i broke up last week. its ok, kinda mutual, been coming for a while",
      "anyway the class is paid til march so im going solo lol. can you give me some easy recipes for one person",
    ],
    /\bsingle\b|broke up|break ?up|split|separated|relationship ended|no longer (?:with|dating|together|in a relationship)|\bex\b|ex-/i,
    claims("boyfriend|\\bbf\\b|dating|in a relationship|\\bpartner", ["single", "separat"]),
  ),
  trap(
    "a phone the user would buy some day",
    ["my phone is a redmi note 12, cheap but does the job"],
    [
      "ugh screen has a crack now",
      "if i ever get a new phone it'd prob be a teracube, they do a 4 year warranty. but this one still works so not anytime soon. how do i stop it overheating when i use maps",
    ],
    asserts("Redmi", "no longer|stopp|replac|former|used to|\\bwas\\b|switch|instead"),
    [
      asserts(
        "Teracube",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|not\\b|n't\\b|want|wish|thinking|hope|plan|probabl|\\bprob\\b|future|next|interest|eye|possib",
      ),
      asserts("(?:stop|quit|no longer|switch|replac|left|dropp|ditch)\\w*\\b.*Redmi", "\\bif\\b|would|might|not\\b|n't\\b"),
    ],
  ),
  trap(
    "a brother's diagnosis and a coworker's move, in one message",
    ["hola, im a sommelier at a bodega in mendoza, mostly doing tastings for tourists"],
    [
      "rough week tbh",
      "my brother just got diagnosed with crohn's, hes 29 and kinda scared. and my coworker leandro is moving to rosario next month so im losing my tasting partner too. can you help me write a short supportive msg to my brother, im bad at this stuff",
    ],
    /sommelier|Mendoza/i,
    [
      asserts("Crohn", "brother|sibling|\\bhe\\b|\\bhis\\b|\\bhim\\b"),
      asserts("Rosario", "leandro|cowork|colleague|\\bhe\\b|\\bhis\\b|\\bhim\\b|friend"),
      asserts(
        "(?:left|leaving|moving|moved|no longer)\\w*\\b.*(?:Mendoza|bodega|sommelier)",
        "leandro|cowork|colleague|\\bhe\\b|\\bhis\\b",
      ),
    ],
  ),
  trap(
    "a move that did not happen",
    ["hi! we live in asheville, but it looks like we're moving to chattanooga next month, my wife got offered a job there"],
    [
      "update on the move: we did NOT move in the end lol. her offer fell thru last minute so we're staying in asheville. honestly kinda relieved. can u help me write a msg to the moving company to cancel",
    ],
    asserts("Asheville", "no longer|\\bleft\\b|leaving|moved (?:away|out)|former|used to|\\bwas\\b|\\bfrom\\b"),
    [
      asserts(
        "Chattanooga",
        "not\\b|n't\\b|\\bno\\b|cancel|fell|fail|plan|offer|consider|might|maybe|\\bif\\b|wife|partner|spouse|instead|thought|almost|going to|intend|called off|abandon|stay",
      ),
      asserts("(?:moved|moving|relocat|left|leaving)\\w*\\b.*Asheville", "not\\b|n't\\b|stay|cancel"),
    ],
  ),
  trap(
    "a question about another browser",
    ["i use qutebrowser for everything, keyboard only, i hate touching the mouse"],
    ["q: is floorp any good? a friend keeps hyping it. does it have proper keyboard shortcuts or is it just a reskin"],
    /qutebrowser/i,
    [
      asserts(
        "Floorp",
        "\\?|\\bask|consider|wonder|should|whether|curious|might|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|friend|hyp",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*qutebrowser", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about a new job, after the school holidays",
    ["i'm a piano tuner, self employed, mostly schools and a couple of churches"],
    [
      "school holidays are over thank god. 2 weeks of driving the kids to every party and practice in town, im basically a full time chauffeur now lol",
      "anyway can you help me write a payment reminder email, one of the schools hasnt paid since november",
    ],
    /piano/i,
    [
      asserts("chauffeur|driver|taxi", "jok|lol|kidding|jest|humou?r|sarcas|playful|basically|kids|children|famil|holiday"),
      asserts("(?:no longer|not|quit|stopp|former|left)\\b.*piano", "jok|lol|kidding"),
    ],
  ),
  trap(
    "a team lead's quoted transfer, then a request for a message",
    ["i'm a qa tester at a bpo in cebu, night shift, lots of manual regression testing"],
    [
      'weird day. my team lead said in standup "you\'re moving to the davao office in march, they need qa there" and then just moved on?? nobody told me anything official and hr says theres no transfer on file. can you help me write a polite msg to my lead asking what he meant',
    ],
    asserts("Cebu", "no longer|\\bleft\\b|leaving|moving|moved|transferr|relocat|former|used to|\\bwas\\b"),
    [
      asserts(
        "Davao",
        "said|says|told|lead|boss|manager|want|plan|propos|suggest|might|maybe|possib|consider|not\\b|n't\\b|\\bno\\b|official|\\bif\\b|claim|quot|rumou?r|alleged|may\\b|unclear|unconfirm",
      ),
      asserts(
        "(?:left|leaving|moving from|moved from|relocat\\w* from|transferr\\w* from|no longer)\\b.*Cebu",
        "said|lead|not\\b|n't\\b|might|maybe|plan",
      ),
    ],
  ),
];
