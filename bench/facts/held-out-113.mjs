// Held-out set 113: written on 2026-11-28 against main at c1dcf90, by a helper (`set113`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or the sets in /work/sets.
// Style: one voice in all 12, a Polish man in his thirties working in a warehouse in the
// Netherlands, writing learner English (dropped articles, odd word order, present tense for past,
// short sentences, a few Dutch words like huisarts, gemeente, loonstrook), asking for help with
// Dutch paperwork, work, his kids and his health. Changes cover an employer, a town, a car, a
// language course level, a sport and a medicine, each told the way he would say it ("I finish
// with agency", "Vectra is dead, I sell for parts", "I PASS the A2 exam"). Traps are of six kinds:
// a hypothetical question, a relative's news, a joke, a refused medicine, a child's quoted wish
// and a temporary stay elsewhere. Time words fit two conversations about three weeks apart in
// January. A fair fact about the old value may stay current once it says the state ended ("Left
// X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at 12ea75a (the session's final code), and 7 of 12 on c1dcf90, the code the session
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

/** Words that say something was only said in jest. */
const JOKED = "jok|kidding|haha|sarcas|humou?r|laugh|teas|funny|not serious|playful|tongue";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_113 = [
  change(
    "an agency job at one warehouse becomes a direct contract elsewhere, with a pension question",
    [
      "hello. I work by agency Covebo, they put me in warehouse of Rhenus, orderpicker, night shift. on my loonstrook is something 'reservering vakantiegeld', what is this? I get this money or not?",
    ],
    [
      "good news, I finish with Covebo and Rhenus. now I have contract direct with Bleckmann, no more agency! is 1 year contract, first week is done, my back is tired but ok",
      "they give me paper about pensioen, I must choose something. can you explain simple how pension work in Netherlands? for me the Dutch words is too much",
    ],
    /Bleckmann/i,
    claims("Rhenus|Covebo", ["Bleckmann"]),
  ),
  change(
    "a family move to another town told in passing, with a registration question",
    [
      "we live in Gorinchem, me, wife and two kids, in small rent house. I need find huisarts for family but everybody say is full, no new patients. how I do this?",
    ],
    [
      "ok we do it, we move to Leerdam last weekend! flat is bigger, kids have own room finally. still boxes everywhere",
      "what I must do with gemeente now for new address? I need go there or is online with DigiD?",
    ],
    /Leerdam/i,
    claims("Gorinchem", ["Leerdam"]),
  ),
  change(
    "an old car sold for parts and another bought, with a road tax question",
    [
      "I have Vectra from 2007 with Polish plates, I drive it every day to work. neighbor say I must register it here if I live more than half year. is true? what happen if I not do it?",
    ],
    [
      "Vectra is dead, gearbox broke on A15, I sell for parts for 250 euro. now I buy Avensis from Dutch guy, already Dutch plates so no problem with register",
      "how I pay road tax here? and insurance, which is cheap for foreign driver with Polish no claim years?",
    ],
    /Avensis/i,
    claims("Vectra", ["Avensis", "sold", "\\bsell", "parts", "broke", "dead", "scrap"]),
  ),
  change(
    "a Dutch course moves up a level after an exam, with a homework request",
    [
      "I do Dutch course level A2 at Volksuniversiteit, Monday evening after work. teacher give homework about 'de' and 'het'. why is 'het huis' but 'de auto'?? there is some rule?",
    ],
    [
      "I PASS the A2 exam!! now I am in B1 group, Wednesday evening, is much more hard, teacher speak only Dutch, no English at all",
      "can you help me with short text in Dutch about my weekend? must be 100 words, B1 level. I write and you check?",
    ],
    /\bB1\b/i,
    claims("\\bA2\\b", ["\\bB1\\b", "pass", "finish", "complet"]),
  ),
  change(
    "indoor football dropped for krav maga, with a food question",
    [
      "every Friday I play zaalvoetbal with Polish guys from work, in sporthal. last week I feel something in calf. how I know if is just tired muscle or something torn?",
    ],
    [
      "no more football for me, too much fighting and shouting in this group. now I go to krav maga, Tuesday and Thursday, trainer is army guy, very hard training",
      "what I eat before training in evening? I finish work 16:00 and training is 19:30",
    ],
    /krav/i,
    claims("zaalvoetbal|futsal|football|soccer", ["krav"]),
  ),
  change(
    "a blood pressure pill swapped after a cough, with a timing question",
    ["huisarts give me enalapril for blood pressure, 10 mg one time in day. I can drink beer on weekend with this or is dangerous?"],
    [
      "the enalapril give me dry cough whole night, my wife cannot sleep. I go back to huisarts and she change it, now is irbesartan 150 mg. cough is almost gone",
      "I must take it morning or evening? I work shifts, sometimes night",
    ],
    /irbesartan/i,
    claims("enalapril", ["irbesartan"]),
  ),
  trap(
    "a hypothetical job across the border asked as a tax question",
    [
      "I work at Nedcargo in Waalwijk, orderpicker, already 4 years. how I ask for raise? I want write email to teamleider but my English is not so good and Dutch is worse",
    ],
    [
      "question only. if I take job in Germany, in Duisburg, and still live in Netherlands, I pay tax where? my friend say Germany pay more. I don't apply nothing, just I want know",
      "also how much is minimum wage in Netherlands now per hour?",
    ],
    /Nedcargo/i,
    [
      asserts("Duisburg|German", `${IMAGINED}|\\?|\\bask|wonder|curious|question|friend|whether|hypothetic`),
      asserts("(?:left|quit|leaving|resign|no longer)\\w*\\b.*(?:Nedcargo|Waalwijk)", IMAGINED),
    ],
  ),
  trap(
    "a brother-in-law's new car, with a birthday present request",
    [
      "I drive Laguna kombi 2009, diesel. it have already 310 000 km. in winter is hard to start in morning, what I can check myself before I go to garage?",
    ],
    [
      "my szwagier, brother of my wife, buy new Passat, only 2 years old. now every birthday he talk only about this car haha. my Laguna start ok in morning now, the new battery help",
      "what is good present for him birthday? he is 40, under 50 euro",
    ],
    /Laguna/i,
    [
      asserts("Passat", "brother|in-law|szwagier|\\bhis\\b|\\bhe\\b|\\bhim\\b|relative|family|wife"),
      asserts("(?:sold|no longer|replac|switch|got rid)\\w*\\b.*Laguna", "brother|in-law|szwagier"),
    ],
  ),
  trap(
    "a joke about becoming director, with a thank-you note request",
    [
      "I am reachtruck driver at Geodis, I put pallets up to 10 meter high. my certificate for reachtruck expire in March, who must pay new course, me or employer?",
    ],
    [
      "today my boss say I am fastest driver in whole DC. so tomorrow I am director of Geodis haha, and I come to work with helicopter. no, serious, he say maybe I get small bonus",
      "can you help me write short thank you message to him in Dutch? not too much, Dutch people not like big words",
    ],
    /reach ?truck/i,
    [
      asserts("director|promot|helicopter", `${JOKED}|${IMAGINED}`),
      asserts("(?:no longer|stopped|left|quit)\\w*\\b.*(?:reach ?truck|driv)", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a painkiller the doctor offered and the user refused",
    [
      "I have hernia in lower back, L5-S1, from lifting boxes. fysio give me exercises. can you explain me simple what is this hernia exactly? I am scared for operation",
    ],
    [
      "back is bad again this week. huisarts want give me tramadol but I say no, my cousin in Poland get addicted from this, I not want it. I take only paracetamol and do exercises",
      "which exercise is ok when pain is strong? and I can still go to work, I lift boxes of 20 kg",
    ],
    /hernia/i,
    [
      asserts(
        "tramadol",
        "refus|declin|\\bnot\\b|n't|offer|suggest|propos|\\bno\\b|instead|afraid|avoid|rather|addict|against|turn|reject",
      ),
    ],
  ),
  trap(
    "a daughter's quoted wish for another hobby, with a parenting question",
    [
      "my daughter Hania is 8, she do turnen in club two times in week, gymnastic. club ask 'contributie' 180 euro for half year, is normal price? and how I get help from gemeente to pay this, I hear something about this",
    ],
    [
      "yesterday Hania come home and say: 'tata, turnen is for babies, I want streetdance like my friend Jente!' 8 years old and already she know everything",
      "how I say to her in nice way she must finish the season first? she is stubborn like her mother haha",
    ],
    /turnen|gymnast/i,
    [
      asserts("street ?danc|hip ?hop", `${IMAGINED}|\\bsay|said|\\bask|friend|Jente|\\?|prefer|rather|instead of|bored|boring|babies`),
      asserts("(?:quit|stopped|no longer|left|dropp)\\w*\\b.*(?:turnen|gymnast)", `${IMAGINED}|\\bsay|said|finish|season`),
    ],
  ),
  trap(
    "two weeks at a cousin's house while the flat's bathroom is redone",
    [
      "we live in Dronten, rent flat from housing corporation. in bathroom is black mold on ceiling, again and again. what I can do myself and when is problem of landlord?",
    ],
    [
      "finally corporation fix the bathroom, but they must take out everything, so two weeks we sleep by my cousin in Lelystad. 6 people in small house, crazy",
      "can I ask corporation money back for this weeks? we pay rent for flat we cannot use",
    ],
    /Dronten/i,
    [
      asserts("Lelystad", `${TEMPORARY}|cousin|mold|mould|renovat|bathroom|fix|weeks|sleep`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Dronten", `${TEMPORARY}|cousin|renovat|bathroom`),
    ],
  ),
];
