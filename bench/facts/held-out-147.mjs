// Held-out set 147: written on 2026-11-28 against main at 9671277, by a helper (`set147`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// school or company reused from scenarios.mjs, the held-out sets on main or sets 75 to 152 in
// /work/sets.
// Style: one voice throughout, a hospital pharmacist in her thirties living in Abuja (named only
// through its districts), writing warm, clear Nigerian English ("abeg", "sha", "o"), asking about
// drug interactions, her children's schools, a side business and church. Half the changes are
// told plainly as news (a new hospital, a new side business, a new sport); half only in passing
// beside a request (a new school's teacher, a Sunday school lesson after leaving the choir, a
// shorter drive from a new district). Traps: a hypothetical move abroad, a colleague's new job, a
// husband's quoted teasing, a negation ("I haven't stopped"), a joke, and a school move that was
// nearly made and then not made. Time words fit the two conversations' dates (1 and 20 January).
// A fair fact about the old value may stay current once it says the state ended ("Left X",
// "No longer does X"): `old` then skips such texts.
// First run: 9 of 12 at aec3358 (the session's final code), and 9 of 12 on 9671277, the code the session's
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

/** Words that say something was only said in jest or teasing. */
const JOKED = "jok|jest|kid|laugh|\\blol\\b|humou?r|funny|teas|sarcas|playful|quip|banter|exaggerat|feels like|calls herself|😂";

/** Words that say something was said by, or belongs to, the husband. */
const HUSBAND = "husband|Ikenna|\\bhe\\b|\\bhis\\b|spouse|partner|said|predict|doubt|\\bbet\\b|claim";

export const HELD_OUT_147 = [
  change(
    "a move to a new hospital told plainly as news, with a farewell request",
    [
      "Happy new year! I'm a pharmacist at Maitama District Hospital, mostly in the ART clinic pharmacy. Abeg quick one: when a patient on efavirenz starts rifampicin for TB, what do I need to watch for? I want to explain it well to our new intern.",
    ],
    [
      "Good news o! I've finally resumed at Gwarinpa General Hospital, I left Maitama after seven good years. Still in pharmacy, but now I head the inpatient unit and the place is much closer to my house.",
      "Abeg help me write a short, warm thank-you message for my old team at Maitama, something I can post in our group chat.",
    ],
    /Gwarinpa/i,
    claims("Maitama", ["Gwarinpa"]),
  ),
  change(
    "a daughter's new school shown only through the new class teacher",
    [
      "My daughter Zikora is in Primary 3 at Glorystar Montessori, and she's struggling small with times tables. Can you give me fun ways to practise the 7 and 8 times tables at home?",
    ],
    [
      "Abeg help me o. Zikora's new class teacher at Heritage Hill Academy says she's behind in French, because Glorystar never taught French at all. Can you suggest simple French songs or games for an 8-year-old, about 15 minutes a day?",
    ],
    /Heritage Hill/i,
    claims("Glorystar", ["Heritage"]),
  ),
  change(
    "a side business replaced, told plainly, with a caption request",
    [
      "Apart from the hospital work, I run a small side business selling zobo and kunu in bottles to colleagues and neighbours. How long can zobo last in the fridge without preservatives, and is there a natural way to make it last longer?",
    ],
    [
      "So I've closed the zobo business o, sugar and bottle prices just finished my profit. I'm now selling adire fabric, I buy from a dyer and sell to the ladies at work and in church.",
      "Can you help me write a catchy caption for my first adire post? Something warm, not too salesy.",
    ],
    /adire/i,
    claims("zobo|kunu", ["adire", "closed", "shut"]),
  ),
  change(
    "choir to Sunday school, shown only in a lesson-planning request",
    [
      "I sing alto in the choir at my church, and we have rehearsals every Thursday evening after work. Can you suggest some voice warm-up exercises that won't take more than ten minutes?",
    ],
    [
      "Abeg help me plan a 30-minute Sunday school lesson on Dorcas for the 7 to 9 year olds I now teach every Sunday. Since I handed over my alto part my Thursday evenings are free, so I can even make some visual aids. Keep it simple and interactive sha.",
    ],
    /Sunday school|children's (?:church|department|class)|teach\w*.*(?:children|kids|year.olds)/i,
    claims("choir|\\balto\\b", ["Sunday school", "children", "handed", "teach"]),
  ),
  change(
    "aerobics dropped for swimming, told plainly, with a question",
    [
      "Every Saturday morning I do aerobics at a gym in Wuse, it's my only me-time. What should I eat before an 8am class so I'm not dizzy halfway?",
    ],
    [
      "Update: I've dropped the aerobics, my knees were complaining. I started swimming lessons instead, Saturday mornings at a pool near the hospital, two weeks now and I can already float!",
      "Is it okay to swim within an hour of eating? My mother insists I'll get cramps.",
    ],
    /swim/i,
    claims("aerobic", ["swim"]),
  ),
  change(
    "a move to another district shown only through a shorter drive",
    [
      "We live in Kubwa and that expressway traffic every morning is something else. What audiobook genres would you suggest for a 90-minute drive to work? I'm tired of radio.",
    ],
    [
      "My drive to work from Lokogoma is just 25 minutes now, thank God, so no time for audiobooks again lol. Abeg how do I arrange a small kitchen so the children can reach their cups and plates but not the knives? The kitchen in this new house is tiny.",
    ],
    /Lokogoma/i,
    claims("Kubwa", ["Lokogoma"]),
  ),
  trap(
    "a hypothetical move abroad, asked and then denied",
    [
      "I'm a hospital pharmacist at Asokoro District Hospital, eleven years in practice now. Can you explain the interaction between artemether-lumefantrine and efavirenz in simple terms for a patient leaflet?",
    ],
    [
      "Abeg, if I decided to japa to Alberta as a pharmacist, would I need to write their licensing exams from scratch or does my Nigerian licence count for anything? Just asking o, I'm not going anywhere now, my husband's business is here.",
      "Also, what's a good way to keep my CPD records organised?",
    ],
    /Asokoro/i,
    [
      asserts("Alberta", `${IMAGINED}|\\?|\\bask|curious|wonder|question|whether|explor|licens`),
      asserts(
        "(?:left|leaving|quit|resign|no longer|moved|moving|relocat)\\w*\\b.*(?:Asokoro|hospital|Nigeria)",
        `${IMAGINED}|\\bask|curious`,
      ),
    ],
  ),
  trap(
    "a colleague's new job, with a farewell-card request",
    [
      "I work as a pharmacist at Nyanya General Hospital, mostly in the dispensary. How do I explain to a patient on carbamazepine why her contraceptive pill may not work well?",
    ],
    [
      "My colleague Halima just resigned to join Fidson as a medical rep, we did her send-forth yesterday and I cried small. Now we're two pharmacists short here at Nyanya.",
      "Abeg help me write a nice message for her farewell card.",
    ],
    /Nyanya/i,
    [
      asserts("Fidson|medical rep", "Halima|colleague|co-?worker|\\bher\\b|\\bshe\\b|friend|send-forth|farewell|card"),
      asserts(
        "(?:left|leaving|resign|quit|no longer)\\w*\\b.*(?:Nyanya|hospital|pharmac)",
        "Halima|colleague|co-?worker|\\bher\\b|\\bshe\\b",
      ),
    ],
  ),
  trap(
    "a husband's teasing quoted about her diet",
    [
      "I've been vegetarian for about two years now, I still eat eggs and milk but no meat or fish. Can you give me a high-protein Nigerian breakfast idea that isn't moi moi again?",
    ],
    [
      "My husband Ikenna was laughing at me yesterday, he said 'this your vegetarian thing won't reach Easter, the day they bring suya you'll fall'. Don't mind him sha.",
      "Abeg give me a vegetarian version of ofada stew for my daughter's birthday party on Saturday, something even the meat lovers will enjoy.",
    ],
    /^(?!.*(?:no longer|stopped|quit|gave up|given up|formerly|used to)).*vegetarian/i,
    [
      asserts(
        "(?:no longer|stopped being|quit|gave up|given up|ended)\\b.*vegetarian|\\beats? (?:suya|meat|goat|fish)|(?:start|resum)\\w* eating (?:meat|suya)",
        `${HUSBAND}|${JOKED}`,
      ),
    ],
  ),
  trap(
    "a denied rumour that her side business stopped",
    [
      "I bake and sell chin-chin in small jars as a side business, mostly to church members after service. What's the best way to keep it crunchy for two weeks in this dry season?",
    ],
    [
      "People in church keep asking whether I've stopped the chin-chin business because I didn't bring any jars last Sunday. No o, I haven't stopped, my oven just packed up on me.",
      "Which is better for small-scale baking, a gas oven or an electric one, with how the light situation is in this country?",
    ],
    /^(?!.*(?:stopped|quit|closed|shut|no longer|gave up|given up)).*chin-?chin/i,
    [
      asserts(
        "(?:stopp|quit|closed|shut|ended|no longer|gave up|given up|paus|suspend)\\w*\\b.*(?:chin-?chin|business|baking)",
        "n't|\\bnot\\b|never|\\bask|rumou|people|assum|thought|wonder|oven|temporar|\\bwhile\\b|break|repair",
      ),
    ],
  ),
  trap(
    "a joke about being a full-time taxi driver for her children",
    [
      "I'm a pharmacist at Kuje General Hospital and I'm on call this weekend. Is it safe to give fluconazole to someone already on phenytoin, or should I flag it to the doctor?",
    ],
    [
      "Between school runs, lesson teacher pickups and choir practice, I'm now a full-time taxi driver for these children o 😂 my car has seen pepper this month.",
      "Abeg help me make a simple weekly pickup schedule for three kids that I can share with my husband so he can take some days.",
    ],
    /Kuje|pharmacist/i,
    [
      asserts(
        "(?:taxi|cab|ride-?hail\\w*|commercial)\\s*driver|\\bdrives? (?:a )?(?:taxi|cab)|driv\\w* for a living",
        `${JOKED}|child|kids|school|pickup|\\bher\\b|family`,
      ),
      asserts("(?:left|quit|resign|no longer|stopped)\\w*\\b.*(?:Kuje|pharmac|hospital)", JOKED),
    ],
  ),
  trap(
    "a school move nearly made, then not made",
    [
      "My son Ebuka is in JS1 at Oakridge College in Lugbe and he's finding the new subjects a lot. How can I help him build a study routine without fighting every night?",
    ],
    [
      "We almost moved Ebuka to Wellspring College this term, we even paid for the entrance form, but at the end we kept him at Oakridge because their school bus doesn't reach our side.",
      "Can you help me write a polite note to his Oakridge form teacher asking for monthly progress updates?",
    ],
    /^(?!.*(?:moved from|withdr|transferr\w* from|no longer|left)).*Oakridge/i,
    [
      asserts("Wellspring", `${IMAGINED}|almost|nearly|\\bform\\b|plan|appl|decided|stay|remain|kept|keep|still|\\bbus\\b|instead`),
      asserts(
        "(?:left|moved|moving|withdr|transferr|no longer|chang)\\w*\\b.*(?:Oakridge|school)",
        `${IMAGINED}|almost|nearly|decided against|stay|remain|kept|keep|still`,
      ),
    ],
  ),
];
