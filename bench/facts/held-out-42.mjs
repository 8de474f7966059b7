// Held-out set 42: written on 2026-11-27 against main at d1b8894, by a helper (`set42`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs or held-out sets 1 to 34. In this set the news comes in the
// middle of a request to the assistant (help with a card, a post, a plan, a letter), often only
// as background to it, the way agent users write: lower case, typos, fillers, two things in one
// message, time words that fit the two conversations' dates (about three weeks apart, January).
// A fair fact about the old value may stay current once it says the state ended ("Left X", "No
// longer uses X"): `old` then skips such texts.
// First run: 9 of 12 at 9bf65c9 (after rules read from sets 35-38), and 9 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|anymore|until|\\bfrom\\b|back in";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_42 = [
  change(
    "moved to another country, said while asking for a doctor",
    ["hi! i live in odense with my husband and our two boys, i work part time as a school librarian"],
    [
      "hey can you help me find an english speaking pediatrician? we moved to basel two weeks ago for my husbands new job (pharma, suprise suprise) and both boys have coughs already 🙄 also is the health insurance thing here really mandatory for everyone",
    ],
    /Basel/i,
    claims("Odense", ["Basel"]),
  ),
  change(
    "new employer, said while asking for a post",
    ["im a test engineer at danfoss, mostly compressor validation. can you help me clean up my cv at some point this month"],
    [
      "morning! ok so the cv thing is kind of moot now haha",
      "can you help me write a short linkedin post instead? i started at grundfos on monday, in the pump test lab, left danfoss just before christmas after 7 years. want it to sound grateful but not cringe",
    ],
    /Grundfos/i,
    claims("Danfoss", ["Grundfos"]),
  ),
  change(
    "diet changed, said while asking for a meal plan",
    ["been vegetarian for like 12 years now, i cook most nights for me and my flatmate"],
    [
      "can u help me plan dinners for next week? nothing too fancy. oh and i eat fish again since the start of january, so pescatarian now i guess, my iron was super low at my last blood test and the doctor nudged me. so salmon etc is fine, still no meat tho",
    ],
    /pescatarian|eats fish|eating fish|fish again/i,
    claims("vegetarian", ["pescatarian", "fish"]),
  ),
  change(
    "editor switched, said in passing inside a how-to question",
    ["i'm a biostatistician, i do basically all my work in R inside rstudio, mostly survival models for oncology trials"],
    [
      "quick one, how do i get the console to print more decimal places by default? my hazard ratios keep getting rounded",
      "also the ctrl+shift+m shortcut doesnt insert the pipe anymore, probably because i switched to positron last week, the whole team moved over to it. where do i set keybindings in there",
    ],
    /Positron/i,
    claims("RStudio", ["Positron"]),
  ),
  change(
    "goes by a new name, said while asking for a badge",
    ["hi im cornelia but everyone calls me nelly, im a second year nursing student"],
    [
      "can you help me make a little name badge design for placement? my new ward wants something friendly. btw i go by cora now, since new year, nelly always made me feel like i was 8 lol. so put cora on it pls",
    ],
    /\bCora\b/i,
    claims("\\bNelly\\b", ["\\bCora\\b"]),
  ),
  change(
    "relationship started, said while asking for day trips",
    ["im single, 34, live alone with a very spoiled cat, work in logistics", "can you help me get back into running"],
    [
      "ok running is going ok! did 5k without stopping yesterday",
      "can you suggest a couple of day trips for this weekend that arent too touristy? im seeing someone now actually, dario, weve been together since mid december and this is our first proper weekend away so i want it to be nice 😊",
    ],
    /Dario|boyfriend|partner|dating|seeing someone|in a relationship/i,
    claims("\\bsingle\\b", ["Dario", "boyfriend", "partner", "dating", "seeing", "relationship"]),
  ),
  trap(
    "a hypothetical move, beside a lesson plan",
    ["i teach physics at a gymnasium in gothenburg, been here since uni"],
    [
      "can you help me plan a lesson on the northern lights for my second years? funny timing because my wife keeps sending me flat listings in tromsø lol. if we ever leave gothenburg itll be for up there, she loves the dark winters for some reason. not any time soon though",
    ],
    /Gothenburg|Göteborg/i,
    [
      asserts(
        "Troms",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|wife|listing|want|dream|love|wish|thinking|hope|plan|idea",
      ),
      asserts(
        "(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*(?:Gothenburg|Göteborg)",
        "\\bif\\b|would|'d\\b|not\\b|n't\\b|might",
      ),
    ],
  ),
  trap(
    "a brother's health and a colleague's move, inside a request for cards",
    ["im a physio at a private clinic in coimbra, mostly sports injuries"],
    [
      "can you help me write two cards? one for my brother duarte, he had a small heart attack last week, hes home now and on blood thinners, and one for my colleague beatriz who's moving to lausanne at the end of the month, she got a job at a clinic there. something warm but not too sappy for both",
    ],
    /Coimbra|physio/i,
    [
      asserts("heart attack|blood thinner|cardiac", "duarte|brother|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling|famil"),
      asserts("Lausanne", "beatriz|colleague|cowork|\\bshe\\b|\\bher\\b|friend"),
      asserts("(?:left|leaving|moved|moving|no longer|relocat)\\w*\\b.*(?:Coimbra|clinic)", "beatriz|colleague|\\bshe\\b|\\bher\\b"),
    ],
  ),
  trap(
    "the car was not sold after all, inside an insurance question",
    [
      "i drive an old renault clio, 2011, mostly to get to night shifts at the hospital",
      "thinking of selling it in january and going car free, theyre opening a new bus route right by my flat",
    ],
    [
      "can you help me compare car insurance quotes? i did NOT sell the clio in the end, the bus route got pushed back to the autumn and the night buses are a joke anyway. renewal is due on the 1st of feb and i need the cheapest thing that isnt rubbish",
    ],
    /Clio|Renault/i,
    [
      asserts(
        "car.?free|(?:sold|sells|selling|got rid|no longer|stopp|gave up)\\w*\\b.*(?:Clio|Renault|car|driv)",
        "not\\b|n't\\b|plan|consider|thinking|delay|pushed|instead|keep|\\bif\\b|want|intend",
      ),
    ],
  ),
  trap(
    "a question about a note app, beside a revision plan",
    ["im in my second year of vet school and i take all my lecture notes on my tablet in notability"],
    [
      "can you make me a revision timetable for the next 3 weeks? exams start feb 10",
      "also random q, is goodnotes actually better than notability for searching handwriting? half my year uses goodnotes and swears by it and im wondering if im missing out",
    ],
    /Notability/i,
    [
      asserts(
        "GoodNotes",
        "\\?|\\bask|consider|wonder|thinking|curious|should|whether|than|classmate|half|swear|might|question|\\bif\\b|compar|interest|recommend|missing|others|peers",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Notability", "\\?|should|whether|consider|wonder|\\bif\\b"),
    ],
  ),
  trap(
    "a joke about leaving for a monastery, before a request",
    ["i teach year 4 at a primary school, 31 kids and one very loud class hamster"],
    [
      "parents evening week 😵 i have decided i am moving to a monastery in tibet, vow of silence, no emails. lol. anyway can you help me word a note to a parent whose kid keeps bringing energy drinks in",
    ],
    /teach|primary|school|Year 4/i,
    [
      asserts("Tibet|monaster|\\bmonk|vow of silence", "jok|lol|lmao|kidding|jest|humou?r|sarcas|playful"),
      asserts("(?:quit|left|leaving|no longer|stopp|moving|moved)\\w*\\b.*(?:teach|school|job)", "jok|lol|kidding|humou?r|sarcas"),
    ],
  ),
  trap(
    "quoted speech about another office, inside a request for a reply",
    ["i'm an underwriter at an insurance firm in namur, commercial property mostly"],
    [
      'can you help me write a calm reply to my manager? in the team call she said "great news, you\'re moving to the bruges office in april" but nobody has asked me, nothing is in writing and i havent agreed to anything. im staying in namur as far as im concerned, my kids are in school here',
    ],
    /Namur|underwrit/i,
    [
      asserts(
        "Bruges|Brugge",
        "said|says|told|manager|boss|\\bask|want|propos|suggest|might|maybe|possib|consider|not\\b|n't\\b|agree|decid|\\bif\\b|reply|claim",
      ),
      asserts("(?:left|leaving|moved|moving|no longer|relocat|transferr)\\w*\\b.*Namur", "said|manager|not\\b|n't\\b|might|maybe"),
    ],
  ),
];
