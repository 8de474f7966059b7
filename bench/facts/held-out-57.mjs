// Held-out set 57: written on 2026-11-27 against main at d90bd00, by a helper (`set57`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to moves between
// countries and cities, jobs and visas, language courses, housing, pets, vehicles and family,
// with no city, person, product, company or school reused from scenarios.mjs or held-out sets
// on main. Users write as non-native speakers of English (first languages Spanish, German,
// Portuguese, Mandarin, Russian, Turkish): missing or wrong articles, literal translations ("I am
// living since two years in ..."), odd tenses ("I have moved last week"), false friends
// ("actually" for "currently", "eventually" for "maybe"), small talk before the news, and time
// words that fit the two conversations' dates (about three weeks apart, January). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer uses
// X"): `old` then skips such texts.
// First run: 10 of 12 at d90bd00, the code the session of 2026-11-27 (afternoon) started from. The lead never saw its
// scenarios before this run.
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
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_57 = [
  change(
    "a chilean developer moves to another country with his company, literal tenses",
    [
      "Hello! I am living since two years in Jyväskylä, I work as backend developer in a small software company here. The winter is very hard for me, it is dark already at 3 o'clock. Can you give me some advices for the dark days? Vitamin D or what?",
    ],
    [
      "Hi again, the advices for the winter were good, thank you.",
      "Big news, I have moved last week to Linköping! My company has opened an office there and they asked me if I want to go, and I said yes of course. Now I must do the registration at Skatteverket for the personnummer, can you explain me the steps? I don't speak any swedish yet.",
    ],
    /Link[öo]ping/i,
    claims("Jyv[äa]skyl[äa]", ["Link[öo]ping"]),
  ),
  change(
    "a german family replaces their car, false friend 'actually'",
    [
      "Hi, I have a question about winter tyres. Actually I drive a Touran from 2014, diesel, and the tyres have only 3 mm profile now. Which size I need and is all-season enough for the Allgäu, or I need real winter tyres?",
    ],
    [
      "Hello again, the tyre question is not needed anymore :) We have sold the Touran two weeks ago, the gearbox was broken and the repair was more expensive than the whole car is worth. Now we have a used Zafira Life with 8 seats, because my parents-in-law are often with us. Can you make me a checklist what I must control in the first month with a used car?",
    ],
    /Zafira/i,
    claims("Touran", ["Zafira", "\\bsold\\b", "\\bsell"]),
  ),
  change(
    "a chinese learner goes up a level in her german course",
    [
      "Hello, I am from Chengdu and I live in Kassel now with my husband. I am taking A2 German course at the VHS, three evenings in the week. Please can you explain me when I use 'weil' and when 'denn'? I always make it wrong.",
    ],
    [
      "Hello, I passed the A2 exam before Christmas!! 🎉 So from this month I am in the B1 course, it is same VHS but now four evenings and the teacher speak very fast. Can you give me some B1 topics for the speaking part? I am nervous already.",
    ],
    /\bB1\b/i,
    claims("\\bA2\\b", ["\\bB1\\b", "pass", "finish", "complet"]),
  ),
  change(
    "a brazilian on a student visa is promoted in a hotel kitchen",
    [
      "hi! I am from Belo Horizonte and I am in Ireland with stamp 2 visa, studying english in the mornings. I work part time as kitchen porter in a hotel in Drogheda, 20 hours in the week. Can you help me to write a cover letter for a better job in the kitchen?",
    ],
    [
      "Oi! Thank you for the letter last time, it worked!! The head chef gave me a chance, so since last week I am not more kitchen porter, I am commis chef in the same hotel 😄 Still only 20 hours because of the visa. Can you explain me the different sections in a professional kitchen, like what is garde manger?",
    ],
    /commis/i,
    claims("kitchen porter|\\bKP\\b|dish ?wash", ["commis"]),
  ),
  change(
    "a russian remote worker marries his girlfriend, after the news of the ceremony",
    [
      "Hello. I live in Batumi with my girlfriend Alina, we came from Saint Petersburg one year ago. I work remote as QA engineer. Help me please to choose a present for her birthday, she likes ceramics and hiking in mountains.",
    ],
    [
      "Good day! Alina liked the ceramics workshop very much, thank you for idea.",
      "And we have married on 10 January! Only small ceremony in the Public Service Hall, her parents came from Russia for it. So now she is officially my wife 🙂 Can you help me write a short thank-you text to our friends, in English and Russian both?",
    ],
    /married|wife|spouse/i,
    claims("girlfriend", ["married", "marry", "wife", "spouse", "husband", "wedding"]),
  ),
  change(
    "a turkish engineer on a skilled migrant visa changes employer",
    [
      "Hi, I am mechatronics engineer from Turkey, I work at Vanderlande in Veghel since 2023 with the highly skilled migrant visa. I must prepare a presentation about PLC testing for conveyors, can you help me with a structure?",
    ],
    [
      "Hello, happy new year! I hope you had good holidays.",
      "I have a news: I have changed my job, from 15 January I am working at Signify, in the lighting R&D team. The visa is still ok, the new company did the transfer because they are also recognised sponsor. First week is a lot of onboarding. Can you explain me what is the DALI protocol in simple words?",
    ],
    /Signify/i,
    claims("Vanderlande", ["Signify"]),
  ),
  trap(
    "a colombian architect says 'eventually' about a move abroad, meaning maybe",
    [
      "Hola! I am architect and I am living in Medellín, I work in a studio that makes social housing projects. Can you explain me how to do a simple solar study for a facade, step by step?",
    ],
    [
      "Hello again. My aunt lives in Alicante and she says architects find work there easy. Eventually I go there next year, but I am not sure, my Spanish nationality papers from my grandfather are not ready and I like my job here. Can you check what I need to work as architect there with a colombian degree?",
    ],
    /Medell[íi]n/i,
    [
      asserts("Alicante", `${IMAGINED}|aunt|\\bnot\\b|n't\\b|unsure|uncertain|\\?|ask|check|question|requirement|nationality`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*(?:Medell|studio)", `${IMAGINED}|aunt`),
    ],
  ),
  trap(
    "a german physiotherapist tells her brother's move abroad, then a work request",
    [
      "Hi! I am physiotherapist in Würzburg and I have my own small practice since last year. Can you help me with a text for Instagram about back pain in home office?",
    ],
    [
      "Hi, short private news first: my brother Jonas has moved last month to Karratha, he got a work visa as electrician and he bought an old campervan to travel on the weekends. My mother is crying every day haha.",
      "Back to work: can you write me a short newsletter for my patients about the new opening hours from February?",
    ],
    /W[üu]rzburg|physio/i,
    [
      asserts("Karratha|campervan|camper van|electrician|work visa", "brother|Jonas|\\bhe\\b|\\bhis\\b|\\bhim\\b|sibling|family"),
      asserts(
        "(?:left|leaving|moved|moving|closed|clos|no longer)\\w*\\b.*(?:W[üu]rzburg|practice)",
        "brother|Jonas|\\bhe\\b|\\bhis\\b|\\bhim\\b",
      ),
    ],
  ),
  trap(
    "a portuguese cat owner jokes about selling her cat",
    [
      "Hello, I live in Aveiro with my cat Bolacha, she is a grey rescue cat of 3 years. She is scratching the sofa all the time, do you know some solutions that are not cruel?",
    ],
    [
      "Okay so Bolacha has destroyed the sofa completely now. I swear, tomorrow I put her on OLX, 'cat for sale, comes with free broken sofa' 😂😂 no no of course I am kidding, I love that little monster.",
      "Can you help me to choose a new sofa material that is more resistant to cat claws? Something not too expensive.",
    ],
    /Bolacha/i,
    [
      asserts(
        "\\bsell|\\bsold|for sale|OLX|gave (?:her |the cat )?away|giving (?:her |the cat )?away|rehom|get rid|got rid|no longer (?:has|owns)",
        JOKED,
      ),
    ],
  ),
  trap(
    "a chinese phd student asks which e-bike to buy, with 'eventually' for maybe",
    [
      "Hi, I am PhD student at TU Delft, from Hangzhou. I cycle every day with my Gazelle city bike, it is second hand but very good. What is the best way to protect a bike from rain and rust in the dutch winter?",
    ],
    [
      "Hello. My colleagues say an e-bike is much better for the wind here. Do you think I should buy a VanMoof or is better a Gazelle e-bike? Or eventually the subscription from Swapfiets? I don't want to spend more than 1500 euro. What would you recommend for 8 km each way?",
    ],
    /Gazelle/i,
    [
      asserts(
        "VanMoof|e-?bike|electric bike|Swapfiets",
        `${IMAGINED}|\\?|\\bask|should|whether|wonder|question|compar|recommend|evaluat|colleague|option|decid|research|look|budget|price|spend|euro`,
      ),
      asserts("(?:sold|selling|stopp|no longer|replac|switch|dropp)\\w*\\b.*Gazelle (?:city )?bike", `${IMAGINED}|\\?|should|whether`),
    ],
  ),
  trap(
    "a russian family does not take a flat in another town, then a permit question",
    [
      "Hi. We are family from Yekaterinburg, now we live in Budva, we rent a two-room apartment near the old town. My son is 6. Can you suggest some activities for kids in winter here?",
    ],
    [
      "Hello again. We went to see an apartment in Herceg Novi, bigger and with garden, but we did not take it, the owner wanted the payment for whole year in advance and we don't have so much cash. So we stay in Budva, it's ok, the son likes his kindergarten.",
      "Question: how do I extend the temporary residence permit in Montenegro, what documents I need?",
    ],
    /Budva/i,
    [
      asserts(
        "Herceg",
        "\\bnot\\b|n't\\b|didn|declin|turned down|passed on|consider|look|view|visit|saw|\\bsee|might|maybe|\\bif\\b|instead|advance|prepay|owner|landlord",
      ),
      asserts("(?:left|leaving|moved|moving|no longer)\\w*\\b.*Budva", "\\bnot\\b|n't\\b|didn"),
    ],
  ),
  trap(
    "a turkish developer quotes his mother asking him to marry and come home",
    [
      "Hello, I am Emre, from Bursa, I live in Łódź since one year, I work as Android developer in a fintech startup. I am single, no kids, so I have a lot of free time for side projects 😅 Can you suggest me a side project idea for Android?",
    ],
    [
      "Every Sunday my mother calls me and says: 'Emre, you are 31, when you will marry and come back to Bursa? Your cousin Elif has already two children!' 🙄 I love her but it is too much.",
      "Anyway, can you help me plan a cheap weekend trip to the mountains in February? I have no car.",
    ],
    /[ŁL][óo]d[źz]/i,
    [
      asserts(
        "\\bmarri|\\bmarry|engaged|fianc|\\bwife\\b|girlfriend",
        "mother|\\bmum|\\bmom|\\bshe\\b|\\bher\\b|cousin|\\bask|pressur|want|expect|family|parent|\\bnot\\b|n't\\b|single|unmarried",
      ),
      asserts(
        "(?:moved|moving|returned|returning|come back|coming back|went back|go back|going back|back to)\\b.*Bursa",
        "mother|\\bmum|\\bmom|\\bshe\\b|\\bher\\b|\\bask|pressur|want|expect|family|parent|\\bnot\\b|n't\\b",
      ),
    ],
  ),
];
