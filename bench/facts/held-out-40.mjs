// Held-out set 40: written on 2026-11-27 against main at d1b8894, by a helper (`set40`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, told by busy people between other
// things, with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to
// 34 on main or sets 35 to 39, 41 and 42 in their worktrees (as they stood at 08:35). Mostly lower case
// with typos and fillers, news after small talk, several messages that ramble (two or three pieces
// of news, the change not in the first sentence, details about kids, partners and coworkers
// beside it), time words that fit the two conversations' dates (about three weeks apart, early
// January). A fair fact about the old value may stay current once it says the state ended
// ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 6 of 12 at 9bf65c9 (after rules read from sets 35-38), and 6 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|\\bfrom\\b|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_40 = [
  change(
    "a nurse on nights moves to another country",
    ["hiya, i'm a staff nurse on a cardiac ward in dundalk, mostly nights at the minute so if im talking nonsense at 4am thats why"],
    [
      "ok im alive lol, sorry for the radio silence the last few weeks have been mad",
      "so we flew out on the 6th and we're living in toowoomba now, queensland!! i got a job on the cardiac step down unit at the base hospital, orientation starts next week. my partner's already found work with a landscaping crew and the heat is unreal, 34 today. still waiting on my ahpra registration to go fully through fingers crossed. anyway can you help me figure out this tax file number thing",
    ],
    /Toowoomba|Queensland/i,
    claims("Dundalk", ["Toowoomba", "Queensland", "Australia"]),
  ),
  change(
    "a parent changes employer, kids' news first",
    [
      "morning, i work part time on the tills at dunelm, school hours only because of the kids (8 and 5)",
      "can you help me plan packed lunches for the week, the little one is soooo fussy",
    ],
    [
      "hiya, lunches went down well, even the fussy one ate the pinwheels!!",
      "bit of news, my eldest started cubs on thursday and loves it, and i finally left dunelm. im at specsavers now as an optical assistant, started last monday, same school hours but way better pay and theyre training me up for the dispensing qualification. my husband does the mornings now so i can get in for 9. can you help me make a morning routine chart for the kids?",
    ],
    /Specsavers/i,
    claims("Dunelm", ["Specsavers"]),
  ),
  change(
    "a student's diet changes for health, among housemate news",
    ["hi, im a second year at uni and ive been vegan for about 3 years, money is tight so i mostly live on lentils and rice lol"],
    [
      "back at uni after christmas, first exam was on friday (stats, i think it went ok??)",
      "also my housemate sunniva got a puppy which is NOT allowed in our contract so thats going to be fun. and food update, im not vegan anymore. my bloods before christmas showed my iron and b12 were really low and my GP basically said eat some fish and eggs or live on supplements, so ive been eating fish and eggs for a couple of weeks now. pescatarian i guess? feels weird. any cheap recipes with tinned fish",
    ],
    /^(?!.*(?:n't eat|not eat|no fish|no eggs|without)).*(?:pescatarian|eats? (?:fish|eggs)|eating (?:fish|eggs)|no longer vegan|not vegan|(?:stopp|quit|ended|gave up|giving up)\w* (?:being )?vegan)/i,
    /^(?!.*(?:no longer|\bnot\b|n't\b|stopp|\bquit|ended|gave up|giving up|\bwas\b|\bwere\b|used to|former|until|pescatarian|fish|eggs|again)).*vegan/i,
  ),
  change(
    "a freelancer's time tracking app switched, with a rate rise",
    [
      "i'm a freelance video editor, mostly corporate stuff and the odd wedding, and i track all my hours in toggl so i can bill clients by the hour",
    ],
    [
      "happy new year! finally got paid by that agency thats owed me since october 🙄",
      "couple of changes for 2025: ive put my day rate up to 320, and i moved my time tracking over to clockify a couple of weeks ago, the free plan does everything i need and toggl wanted way more for the invoicing bit. my girlfriend keeps telling me to get an accountant too which, fair. can you help me word an email to clients about the new rate?",
    ],
    /Clockify/i,
    claims("Toggl", ["Clockify"]),
  ),
  change(
    "a student goes by another name",
    ["hi! im jamie, second year geography, can you help me structure an essay on coastal erosion? due friday eek"],
    [
      "hey its me again, the essay got a 68 which im weirdly proud of",
      "also slightly awkward but can you call me ezra from now on? its my middle name and ive been going by it since i got back after christmas, everyone on my course and in my flat uses it now. jamie never really felt like me tbh. anyway, dissertation topic ideas??",
    ],
    /Ezra/i,
    claims("Jamie", ["Ezra"]),
  ),
  change(
    "a chef's relationship ends, in a busy month",
    [
      "my girlfriend maren and i are trying to plan a cheap weekend away in february, we both work weekends (im a chef, shes in retail) so it has to be midweek. any ideas within 2 hours on the train?",
    ],
    [
      "ugh what a month",
      "works been manic, my sous chef walked out so im doing doubles, and maren and i split up last week. it was mutual-ish, we'd been arguing for ages. shes moving back in with her parents for now. so no weekend away obviously lol. can you give me some easy meals for one, i cook all day and cant be bothered at home",
    ],
    /single|split|broke up|break-?up|separated|ex-?girlfriend|no longer (?:with|dating|together|seeing|in a relationship)/i,
    claims("girlfriend|Maren|dating|in a relationship|together", ["split", "broke", "break-?up", "separated", "single"]),
  ),
  trap(
    "a hypothetical health change, with a sprain",
    ["i play netball every tuesday night with a team of other mums from the school, goal defence, its my one night off from the kids"],
    [
      "so the knee. went to the physio on friday after i went over on it at training",
      "she thinks its a sprain not the ligament thank god, so rest and exercises for a few weeks. if i ever do need the op i'd have to give up netball for like a year and honestly id go mad. my daughter's being very sweet about it, she made me an ice pack out of frozen peas lol. can you give me a simple plan for the exercises, she said 3 times a day",
    ],
    /netball/i,
    [
      asserts(
        "(?:stopp|quit|gave up|giving up|given up|no longer|ended)\\w*\\b.*netball",
        "\\bif\\b|would|'d\\b|might|may\\b|could|not\\b|n't\\b|for now|few weeks|temporar|while",
      ),
      asserts(
        "surgery|operation|\\bop\\b|ligament",
        "\\bif\\b|would|'d\\b|might|may\\b|could|not\\b|n't\\b|possib|ruled out|thank|avoid|\\bno\\b",
      ),
    ],
  ),
  trap(
    "a brother and a coworker change, the user stays",
    ["hiya, i drive for evri round lisburn, usually 120ish parcels a day, more at christmas obvs"],
    [
      "christmas peak is finally over, i think i delivered half of county antrim's new air fryers",
      "family stuff: my brother cathal moved to kelowna last week, he got a job as an electrician out there and his girlfriend went with him, so my ma's in bits. and anouk from our depot has left, she started at dpd on monday, says the routes are way better. tempted to ask her to put a word in for me but not yet tbh. anyway whats a good cheap way to video call canada",
    ],
    /Evri|Lisburn|deliver|parcel/i,
    [
      asserts("Kelowna|electrician", "cathal|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling|girlfriend"),
      asserts("\\bDPD\\b", "anouk|\\bshe\\b|\\bher\\b|cowork|colleague|friend|depot|tempt|consider|ask|maybe|might|not yet|word"),
      asserts(
        "(?:quit|left|leaving|no longer|stopp|moved|moving)\\w*\\b.*(?:Evri|Lisburn|driv|deliver)",
        "cathal|brother|anouk|\\bshe\\b|\\bhe\\b|\\bher\\b|\\bhis\\b|not\\b|n't\\b",
      ),
    ],
  ),
  trap(
    "a job offer not taken in the end",
    [
      "i'm a claims handler at admiral, motor claims, been there nearly 4 years",
      "and i got offered a team leader job at direct line last week!! starts in february, i think im going to say yes, just need to work up the nerve to hand my notice in",
    ],
    [
      "update on the job thing, sorry its long",
      "i did NOT take the direct line job in the end. admiral found out (small world, my manager knows their hiring manager) and offered me a team leader role here instead, a bit more money and i keep my two wfh days. so staying put! my partner's relieved, the commute would have been awful. can you help me write a nice email turning direct line down",
    ],
    /Admiral/i,
    [
      asserts(
        "Direct Line",
        "not\\b|n't\\b|offer|declin|turn|instead|rather|stay|\\bno\\b|no longer|cancel|\\bwas\\b|\\bwere\\b|\\bhad\\b|email|commute",
      ),
      asserts(
        "(?:quit|left|leaving|no longer|stopp|moved|moving|resign|notice)\\w*\\b.*Admiral",
        "not\\b|n't\\b|\\bhad\\b|would|instead|stay",
      ),
    ],
  ),
  trap(
    "a question about a new phone before the school run",
    ["my phone's an honor 90, had it about a year, the camera's decent and the battery's still great"],
    [
      "morning! quick one before the school run",
      "is the nothing phone 2a actually any good or is it all just the flashy lights on the back? my honor's got a crack across the corner since my son dropped it in the bath (dont ask), so wondering whether to fix it or just upgrade. what would you do?",
    ],
    /Honor/i,
    [
      asserts(
        "Nothing Phone|Nothing 2a|Phone \\(?2a",
        "\\?|consider|wonder|thinking|should|whether|might|maybe|question|\\bask|\\bif\\b|upgrade|\\bor\\b|good|curious|deciding",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|upgraded|bought|got)\\w*\\b.*(?:Honor|Nothing)",
        "\\?|should|whether|consider|wonder|\\bif\\b|fix|\\bor\\b|son|crack|bath",
      ),
    ],
  ),
  trap(
    "a joke about a diet after christmas",
    ["i'm vegetarian (12 years!), my husband isn't, so dinner is always two versions of everything 🙃"],
    [
      "the christmas leftovers are FINALLY gone",
      "honestly after the last three weeks im now on a strictly quality street and cold roast potato diet, its a lifestyle lmao. new year resolution is one actual vegetable a day. anyway can you give me a few veggie traybakes i can make for the whole family midweek",
    ],
    /vegetarian/i,
    [
      asserts("Quality Street|roast potato", "jok|lol|lmao|kidding|jest|humou?r|sarcas|leftover|christmas|\\bate\\b"),
      asserts(
        "(?:no longer|stopp|quit|gave up|given up|not|n't)\\w*\\b.*vegetarian|eats? meat|eating meat",
        "husband|partner|\\bhe\\b|\\bhis\\b|\\bhim\\b",
      ),
    ],
  ),
  trap(
    "quoted speech about an engagement, a nurse between shifts",
    [
      "me and my boyfriend stellan have been together nearly two years, we live in a tiny flat above a bakery (dangerous). im a nurse in a&e so with my shifts we barely see each other",
    ],
    [
      "christmas recap: survived 3 night shifts and one family dinner",
      "at dinner my nan looked at stellan and went \"you'll be putting a ring on her by the summer, mark my words\" and he went bright red lol. we are not engaged and honestly not in a rush, we want to save for a deposit first. anyway can you help me budget for a house deposit on a nurse's salary",
    ],
    /Stellan|boyfriend/i,
    [
      asserts(
        "engaged|fianc|married|husband|\\bwife\\b|\\bring\\b|wedding",
        "not\\b|n't\\b|\\bnan\\b|grand|said|says|joke|predict|mark my|might|maybe|would|will\\b|'ll\\b|rush|someday|one day|eventually|hope|want",
      ),
    ],
  ),
];
