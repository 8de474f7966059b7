// Held-out set 122: written on 2026-11-28 against main at a664163, by a helper (`set122`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 55 to 121 in /work/sets.
// Style: one voice throughout, an Egyptian civil engineer in his late twenties in Cairo, writing
// English as a second language with Arabic-inflected phrasing ("inshallah", "khalas", "yani",
// "habibi", "by the way" often, "I am working in" for current states, slips in word order and
// articles), talking about site work, family, football, the gym and an engagement. Changes are
// over six kinds of fact (employer, home district, engagement, car, sport, analysis software),
// each told mid-story, through its consequences or with its reason, never as an announcement.
// Traps are of six kinds: a recruiter's offer abroad asked about as a hypothetical, a joke about
// switching football clubs after a loss, a two-week posting to a site camp, colleagues wrongly
// thinking he is married (a negation), a manager's quoted plan that never happens, and a
// brother's new car he only test-drove. Most messages ask for something. A fair fact about the
// old value may stay current once it says the state ended ("Left X", "No longer plays X"): `old`
// then skips it.
// First run: 7 of 12 at b0bc179 (the session's final code), and 6 of 12 on a664163, the code the session
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
const JOKED = `${IMAGINED}|jok|jest|kid|sarcas|humou?r|funny|\\blol\\b|\\bha\\b|haha|laugh|exaggerat|tease|teasing|vent|frustrat|fed up|not serious|seriously|tongue|after (?:a |the )?(?:loss|defeat|match)|\\blos(?:s|t|ing)\\b`;

/** Words that say a state is only for a while (a trip, a loan, a repair, a posting). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair";

export const HELD_OUT_122 = [
  change(
    "an employer change told through the first concrete pour at the new company",
    [
      "Good morning habibi. I am working in Hassan Allam as site engineer since 2022, now we are on residential tower in the New Capital. By the way can you explain me the difference between slump test and cube test? My foreman always mix them and I want to explain him in simple way",
    ],
    [
      "Yesterday was my first pour since I joined Redcon, inshallah it went good, no honeycombing. The project manager here is very organized, yani nothing like the chaos I had in Hassan Allam, I don't miss it at all",
      "By the way here they want the daily site report in English not Arabic. Can you give me simple template? Manpower, equipment, progress, problems, like this",
    ],
    /Redcon/i,
    claims("Hassan Allam|\\bAllam\\b", ["Redcon"]),
  ),
  change(
    "a family move told through the new morning traffic and the mother's complaints",
    [
      "I live in Shubra with my parents and my younger brother, the flat is small but khalas we are used to it. Can you suggest me exercises I can do at home in small space? The gym is far and I finish site late",
    ],
    [
      "Wallahi the traffic from Mokattam down to the site in the morning is killing me, since we moved here last week I leave the house 6:15 and still late. My mother is complaining the market is far, my father is happy with the air, yani everybody has opinion haha",
      "Which app is best to know the traffic before I go out? And what time you think is best to leave so I escape the Salah Salem jam?",
    ],
    /Mokattam/i,
    claims("Shubra", ["Mokattam"]),
  ),
  change(
    "an engagement broken off, told with a request to message her father",
    [
      "Habibi I need your help, I am engaged to Hagar since March and her birthday is next week. What is good gift that is not flowers and not chocolate? She is architect and she loves the old buildings in downtown",
    ],
    [
      "Khalas, me and Hagar we finished the engagement. Her family and my family could not agree about the flat and the shabka, it took two months of fighting and honestly it is better like this. My mother is sad more than me by the way",
      "Can you help me write polite message to her father about returning the shabka? I want it respectful, I don't want any problems between the families",
    ],
    /(?:^(?=.*(?:engage|fianc|Hagar)).*(?:broke|broken|\bend|called off|cancel|no longer|\bnot\b|finished|split|separat|\bex\b|ex-))|\bsingle\b/i,
    claims("engaged|fianc", ["broke", "broken", "finish", "split", "separat", "single", "\\bend"]),
  ),
  change(
    "a new car told through parking it with the cameras",
    [
      "My Emgrand is making noise from the front when I go over the speed bumps, the mechanic say it's the suspension bushings. Is it normal in 2019 car with 90 thousand km? How much I should expect to pay roughly?",
    ],
    [
      "Habibi the ZS is another level, the 360 camera yani parking near the site is nothing now, I should have sold the Emgrand from long time. The only thing, the MG dealer said first service at 5000 km",
      "Is it really needed so early or they just want my money? What they usually check in first service?",
    ],
    /\bMG\b|\bZS\b/i,
    claims("Emgrand|Geely", ["\\bMG\\b", "\\bZS\\b", "sold"]),
  ),
  change(
    "five-a-side football given up after a knee injury, swimming instead, told with the doctor's advice",
    [
      "Every Tuesday and Friday I play five-a-side football with the guys from university in a pitch in Nasr City, I am playing as defender. Can you give me a warm up routine 10 minutes so I stop pulling my hamstring every time?",
    ],
    [
      "The orthopedic doctor said the meniscus tear needs at least 6 months to be ok, and honestly khalas, I will not go back to the football after it, my knees are not 18 anymore. So I am swimming now 3 times a week in the club, he said it's the best thing for the knee",
      "Can you make me a beginner swim plan for a month? I am slow like a turtle and I get tired after 4 lengths",
    ],
    /swim/i,
    claims("football|soccer|five-a-side|5-a-side|defender", ["swim", "injur", "tear", "menisc", "knee"]),
  ),
  change(
    "an analysis software change told through rebuilding a model",
    [
      "I am doing all the structural analysis in SAP2000, the slabs and the frames and everything. Can you remind me how to define the cracked section for slabs? I always forget the modifiers values",
    ],
    [
      "Hesham my manager decided the whole office is on ETABS from now, so this week I was rebuilding the school project model there from the beginning, yani I feel like fresh graduate again",
      "By the way how I can bring the loads from the old SAP2000 model without doing all from zero? Is there import or I must type them again?",
    ],
    /ETABS/i,
    claims("SAP ?2000", ["ETABS", "import", "\\bold\\b", "bring"]),
  ),
  trap(
    "a recruiter's job abroad asked about as a hypothetical",
    [
      "I am working as site engineer in Petrojet in Cairo, now on a bridge project on the Autostrad. Can you explain me in simple words how post-tensioning works? I have presentation tomorrow for the new trainees",
    ],
    [
      "A recruiter called me yesterday about a job in Jubail, they pay like four times my salary here. If I accept, I need to pass the engineers council exam there before I travel or after? I didn't say yes, my mother will kill me haha, I am just asking",
      "By the way what I reply to the recruiter so I keep the door open but without promising anything?",
    ],
    /Petrojet|Cairo/i,
    [
      asserts("Jubail|Saudi", `${IMAGINED}|\\?|\\bask|recruit|offer|call|contact|whether|approach|opportunit|door open`),
      asserts("(?:left|leaving|quit|no longer|moved|moving|relocat|resign)\\w*\\b.*(?:Petrojet|Cairo)", `${IMAGINED}|recruit|offer`),
    ],
  ),
  trap(
    "a joke about supporting the rival club after a loss",
    [
      "I am Zamalek fan since I was child, my father took me to the stadium first time when I was 7. Can you help me write funny caption for a photo of me and him in the Zamalek shirts? He wants to send it to the family group",
    ],
    [
      "After yesterday match khalas, I am Ahly from today, at least they know how to win haha. No seriously, I will die Zamalek, but my heart cannot take this anymore",
      "By the way can you give me a group chat name for the guys who watch the matches with me in the cafe? Something funny about suffering",
    ],
    /Zamalek/i,
    [asserts("Ahly", JOKED), asserts("(?:no longer|stopp|quit|switch|changed|abandon|gave up|left)\\w*\\b.*Zamalek", JOKED)],
  ),
  trap(
    "a two-week posting to a site camp on the coast",
    [
      "I live in Heliopolis near Korba, and I take the metro to the office most days. Can you suggest me a good podcast in English about engineering or business? I want to practice my listening in the metro",
    ],
    [
      "Writing you from the site camp in Alamein, the company sent me two weeks to cover a colleague who is sick. The sea is beautiful but the caravan is freezing at night, inshallah I am back home on the 3rd",
      "Can you help me make a handover checklist for when he comes back, so he don't get lost in what I changed?",
    ],
    /Heliopolis/i,
    [
      asserts("Alamein", `${TEMPORARY}|camp|caravan|sent|cover|colleague|assign|posting|posted|two weeks|2 weeks|site`),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*Heliopolis", `${TEMPORARY}|back home|camp|sent`),
    ],
  ),
  trap(
    "colleagues think he got married, but he is still engaged",
    [
      "I am engaged to Shahd from last summer and the wedding inshallah will be in June. Can you help me make a budget sheet for the wedding? The hall, the photographer, the furniture of the flat, everything",
    ],
    [
      "Funny story, the new guys on site saw my ring and they think I am married, all day they are congratulating me haha. No no, still engaged, wedding is June inshallah, we didn't even finish the flat yet",
      "By the way the carpenter delayed the kitchen again for the third time. How I write him a firm message without making a fight?",
    ],
    /engaged|fianc|wedding.*June|June.*wedding/i,
    [
      asserts(
        "\\bmarried\\b|\\bwife\\b|husband|spouse|newlywed",
        "think|thought|assum|mistak|\\bnot\\b|n't\\b|getting married|to be married|will|plan|wedding|june|ring|colleague|coworker|co-worker|site|guys|congratulat",
      ),
    ],
  ),
  trap(
    "a manager's quoted plan to change scheduling software that never happens",
    [
      "I am responsible for the schedule in our project, I am doing it on Primavera P6. Can you explain me the difference between total float and free float with simple example? My manager asks me in the meetings and I get confused",
    ],
    [
      "In the meeting today the PM said 'from next month all the planning will be on Powerproject', but habibi he said the same thing last year and the year before and nothing happened. Yani I will keep P6 until somebody actually buys the licenses",
      "By the way how I show the critical path in red in the Gantt chart in P6? It's for the client monthly report",
    ],
    /Primavera|\bP6\b/i,
    [
      asserts("Powerproject", `${IMAGINED}|said|\\bsay|plan|next month|will|announc|manager|\\bPM\\b|meeting|propos|\\bmay\\b|claim|licen`),
      asserts(
        "(?:no longer|stopp|switch|moved|moving|replac|dropp)\\w*\\b.*(?:Primavera|P6)",
        `${IMAGINED}|said|will|plan|next month|licen`,
      ),
    ],
  ),
  trap(
    "a brother's new car he only drove once",
    [
      "My Optra is 2012 and the battery died two times this month, now the mechanic wants to change the alternator. Can I check myself if the alternator is really the problem before I pay him?",
    ],
    [
      "My brother Ziad bought a Jetour X70 last week, he let me drive it on the Suez road and wallahi the difference with my old Optra is crazy, like driving a spaceship",
      "Anyway he asked me to help him, can you compare for him comprehensive insurance vs third party only? What is usually worth it for a new car?",
    ],
    /Optra/i,
    [
      asserts("Jetour|X70", "brother|Ziad|sibling|drove|test|let him|letting him|impress|compar|difference|family"),
      asserts("(?:sold|no longer|replac|switch|upgrad|traded|bought)\\w*\\b.*Optra", "brother|Ziad|sibling|compar|difference"),
    ],
  ),
];
