// Held-out set 105: written on 2026-11-28 against main at d276c8f, by a helper (`set105`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of hedged facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 110 in /work/sets.
// Style: a software engineer in India writing Indian English ("kindly", "only" and "itself" for
// emphasis, "shifted", "jiju", "notice period"), messages of mixed length, some long with context
// before the request. Changes are said in passing, through what follows from them (an address
// update after a shift, an induction after joining, a new dose after a blood test, charging a new
// scooter, 1:1s after a promotion, a new sport after an injury). Traps: an onsite offer not yet
// accepted, a brother-in-law's new car, a mother's white lie quoted, a joke about quitting, an
// office class the user did not join, and a sister's dog staying for a few days. Time words fit
// the two conversations' dates (about three weeks apart, January). A fair fact about the old
// value may stay current once it says the state ended ("Left X"): `old` then skips such texts.
// First run: 6 of 12 at fd90240 (the session's final code), and 6 of 12 on d276c8f, the code the session
// started from, run first (only the scores were seen).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|shift";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon|undecided|offer";

/** Words that say something was only said in jest or out of frustration. */
const JOKED = `${IMAGINED}|jok|kidding|jest|sarcas|humou?r|funny|\\blol\\b|tongue|quip|vent|frustrat|fed up|exaggerat|swear|swore|threat|not serious`;

/** Words that say a state is only for a while (a trip, a loan, a guest). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair|looking after|minding|sitting|guest";

/** Words that put a fact on the user's sister and her family. */
const SISTER = "sister|\\bher\\b|\\bshe\\b|their|family|nephew|niece";

export const HELD_OUT_105 = [
  change(
    "a shift of city told through the address update and a mess near the bus stand",
    [
      "Hi, I am staying in Belagavi with my parents and working remote for a product company. Internet is going off every evening itself, right during standup. Kindly suggest some backup options, fibre vs 5G hotspot which one is better for WFH?",
    ],
    [
      "Shifted to Hosur finally, office started 3 days WFO rule so Belagavi was not working out. Now I need to update address in Aadhaar and bank both, what documents will they accept, is rental agreement enough?",
      "Also any decent veg mess near Hosur bus stand? Cooking is not happening for me only",
    ],
    /Hosur/i,
    claims("Belagavi", ["Hosur"]),
  ),
  change(
    "a job change told as the notice period ending and a long induction",
    [
      "I am working in KPIT as embedded software engineer, mostly AUTOSAR BSW configuration. Can you explain the difference between CAN and CAN FD in simple words?",
    ],
    [
      "Hello again. My notice period got over on 10th and Monday I joined Tata Elxsi, same automotive domain but now on the infotainment side. Induction itself is two weeks, very boring.",
      "Kindly give me a quick primer on Android Automotive OS architecture, new team is using that only",
    ],
    /Elxsi/i,
    claims("KPIT", ["Elxsi"]),
  ),
  change(
    "a thyroid dose increase after a blood test",
    [
      "I am having hypothyroidism since 2019, taking Thyronorm 50 mcg empty stomach every morning. Is it ok to have my filter coffee within 30 mins of the tablet or should I wait more?",
    ],
    [
      "TSH came 7.8 in last test so doctor increased the dose, from this week I am on Thyronorm 75 mcg. Feeling little jittery in the mornings, is that normal for the first few weeks? And when should I do the repeat blood test?",
    ],
    /75\s*(?:mcg|µg|micro)/i,
    claims("50\\s*(?:mcg|µg|micro)", ["75", "increas", "rais", "higher"]),
  ),
  change(
    "a new electric scooter told through a charging fight with the association",
    [
      "My Dio is giving very less mileage these days, hardly 35 kmpl in city traffic. Is it carburettor issue or tyre pressure? Service centre people are simply changing oil and sending back.",
    ],
    [
      "Charging the Chetak in our basement parking has become a big fight with the apartment association, they are saying separate meter is compulsory. Exchange value for the Dio was very less but no regrets honestly.",
      "Can you help me draft a polite mail to the association secretary asking permission for an EV charging point at my slot? Kindly keep it short",
    ],
    /Chetak/i,
    claims("\\bDio\\b", ["Chetak", "exchang", "sold", "trade"]),
  ),
  change(
    "a promotion to manager told through 1:1s and a feedback question",
    [
      "I am SDE 2 in the payments team, mainly Spring Boot microservices. Kindly explain idempotency keys with a simple example, I need it for a design review.",
    ],
    [
      "Promotion letter came last week, I am Engineering Manager for payments now. Coding has almost stopped, whole day is going in 1:1s and sprint planning with 6 reports.",
      "How do I give tough feedback to a senior developer who is older than me, without it becoming awkward? He is very good technically but keeps missing code review timelines",
    ],
    /manager|\bEM\b/i,
    claims("\\bSDE\\b|software (?:development )?engineer", ["manager", "\\bEM\\b", "promot"]),
  ),
  change(
    "cricket ends after a ligament tear and cycling takes its place",
    [
      "Every Sunday morning I play tennis ball cricket with my apartment gang, I am the opening bowler. Any tips to bowl a proper yorker? Mine keep becoming full tosses",
    ],
    [
      "The ACL tear has finished my cricket for minimum one year, ortho was very clear about it. So I have taken up cycling, bought a Btwin hybrid and doing 15 km on Sunday mornings with a small group.",
      "Kindly make a beginner plan for me to reach 50 km rides by March, knee should not get stressed",
    ],
    /cycl|Btwin/i,
    claims("cricket", ["cycl", "\\bACL\\b", "\\btear\\b", "injur", "ortho", "doctor", "Btwin"]),
  ),
  trap(
    "an onsite offer the user has not accepted, with visa questions",
    [
      "I am working from Guwahati in the diagnostics team of an automotive software firm, mostly UDS stuff. Kindly explain what is DoIP and where exactly it is used.",
    ],
    [
      "Manager pinged yesterday asking if I would be interested in a 6 month onsite in Ingolstadt from April. I have not said yes or no, parents are not keen only and I also have my doubts.",
      "Just for my understanding, what is typical cost of living there and what all documents are needed for a German work visa?",
    ],
    /Guwahati/i,
    [
      asserts("Ingolstadt|Germany", `${IMAGINED}|\\?|\\bask|manager|visa|opportun|proposal|potential|doubt|pinged|keen|prospect|option`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer|shift)\\w*\\b.*Guwahati", IMAGINED),
    ],
  ),
  trap(
    "a brother-in-law's new car, with a rattle in the user's own car",
    [
      "I drive a Celerio CNG, mostly for office and weekend trips to my in-laws place. How often should I get the CNG cylinder hydro tested?",
    ],
    [
      "My jiju took delivery of his XUV700 last week, whole family is behind that car only now lol. Meanwhile my Celerio is making a rattling sound from the dashboard on every bump.",
      "Is it something I can fix myself or better to go to service centre?",
    ],
    /Celerio/i,
    [
      asserts("XUV", "jiju|brother|in-law|sister|\\bhis\\b|\\bhe\\b|family|relative"),
      asserts("(?:sold|replac|switch|no longer|upgrad|trad|exchang)\\w*\\b.*Celerio", "jiju|brother|in-law|\\bhis\\b"),
    ],
  ),
  trap(
    "a mother's white lie about an engagement, quoted and denied",
    [
      "I am 29, single, and my parents have started putting my profile on matrimony sites. Honestly I am not ready. Can you help me write a short bio that is honest and not too cringe?",
    ],
    [
      'At my cousin\'s wedding my mother told one nosy aunty "she is already engaged, just not announced yet" to stop her questions. I am NOT engaged, nothing is fixed, and now half the family is calling to congratulate me!!',
      "Kindly tell me how to politely clear this up without making my mother look bad",
    ],
    /single|unmarried|not (?:married|engaged)|matrimon/i,
    [
      asserts(
        "engaged|fianc|betroth",
        `\\bif\\b|would|might|maybe|want|wish|hope|someday|(?:not|n't) (?:actually |really |yet |officially )?engaged|nothing|den(?:y|ied)|mother|\\bmom\\b|\\bmum\\b|aunt|told|said|claim|\\blie\\b|\\blied\\b|rumou?r|cousin|congratul|false|misunder|fake|pretend`,
      ),
    ],
  ),
  trap(
    "a joke about quitting to run a tea stall, with a build question",
    [
      "I am an Android developer at Meesho, working on the checkout module. How do I reduce the cold start time of the app? Are baseline profiles worth the effort?",
    ],
    [
      "Gradle build is taking 14 minutes for a one line change, I swear I will leave all this and start a chai tapri in Rishikesh only 😂 Seriously though, how to find which task is slowing the build? Kindly give step by step",
    ],
    /Meesho|Android/i,
    [
      asserts("Rishikesh|tapri|chai|tea stall", JOKED),
      asserts("(?:quit|leav|left|resign|no longer)\\w*\\b.*(?:Meesho|job|Android)", JOKED),
    ],
  ),
  trap(
    "office language classes the user did not join",
    [
      "My mother tongue is Tamil and I am comfortable in English and Hindi also. Can you translate this for my team group into Hindi: 'Wishing you and your family a happy and healthy new year'",
    ],
    [
      "Office HR has started free Kannada classes every Wednesday evening. I did not join finally, sprint deadlines are too much, though many from my team joined.",
      "Can you give me 10 basic Kannada phrases for autos and shops? That much is enough for me",
    ],
    /Tamil/i,
    [
      asserts(
        "(?:learn|stud|class|course|enrol|join|attend|speak|fluent|knows?)\\w*\\b.*Kannada|Kannada\\b.*(?:class|course|lesson)",
        `${IMAGINED}|skip|declin|did not|colleague|phrase|basic|teammates|many from|\\bHR\\b|\\bfree\\b|started|organi[sz]|\\bruns\\b`,
      ),
    ],
  ),
  trap(
    "a sister's dog staying for ten days, and the user's cat reacts",
    [
      "I have an indie cat called Mishti, around 3 years old, fully indoor. She has stopped eating her dry food since two days, only licking the gravy. Should I be worried?",
    ],
    [
      "My sister's family has gone to Muscat for 10 days so their Labrador Tuffy is with me till Sunday. Mishti is sitting on top of the almirah whole day and hissing at him.",
      "How do I keep both of them calm till he goes back? Is it ok to keep them in separate rooms full time?",
    ],
    /Mishti/i,
    [
      asserts(
        "Labrador|\\bLab\\b|Tuffy|\\bdog\\b",
        `${TEMPORARY}|${SISTER}|days|sunday|goes back|care|stress|hiss|scared|afraid|upset|calm|hid|separate`,
      ),
      asserts("Muscat", `${SISTER}|${TEMPORARY}`),
    ],
  ),
];
