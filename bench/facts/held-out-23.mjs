// Held-out set 23: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps over the core life changes of issue 26, with no city, person, product
// or company reused from scenarios.mjs, held-out sets 1 to 18, or sets 19 to 22 as drafted at
// the same time. Some users type in quick chat style (lower case, typos, fillers, news after
// small talk, two things in one message, time words), others the way a non-native speaker or
// an older person writes (full sentences, formal words, some odd word order). A fair fact
// about the old value may stay current once it says the state ended ("Left X", "No longer
// uses X"): `old` then skips such texts.
// First run: 9 of 12 at 1b26551 (code of a0f567b, the session's second round of new sets), and 7 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|worked|lived|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|moved|moving|switch|changed|instead|dropped|replac|\\boff\\b|anymore|until|without";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_23 = [
  change(
    "moved to another country, formal",
    [
      "Good evening. I am living in Timisoara with my wife and our daughter, I work as a civil servant at the city hall. I would like help to write a formal letter in English, please.",
    ],
    [
      "Thank you for the help last time, the letter was very good received.",
      "Also I must tell you, since march we are living now in Aalborg, in Denmark. My wife has obtained a position at the university here, so we have moved all the family. The weather is not so nice but the people are very kind.",
    ],
    /Aalborg/i,
    claims("Timi[sș]oara", ["Aalborg", "Denmark"]),
  ),
  change(
    "new employer, news after small talk",
    ["hey so i'm a data analyst at capgemini, mostly dashboards for insurance clients, pls help me not hate power bi"],
    [
      "omg what a week",
      "ok news: i left capgemini, started at adyen a couple of weeks ago!! payments data now, way less powerpoint. also started climbing with the new team on thursdays, my arms are dead lol",
    ],
    /Adyen/i,
    claims("Capgemini", ["Adyen"]),
  ),
  change(
    "diet given up",
    ["been doing atkins since new year, down 6kg so far!! any low carb lunch ideas that arent just eggs"],
    [
      "thx for the soup recipe btw, made it twice",
      "also full confession, atkins is over lol. i caved about three weeks ago, i was so grumpy and tired all the time. bread is back in my life and im not sorry",
    ],
    /(?:no longer|not\b|n't\b|stopped|quit|gave up|given up|ended|dropped|abandoned|off|came off|finished)\b.*Atkins|Atkins\b.*(?:over|ended|stopped)|eats (?:bread|carbs) again/i,
    claims("Atkins", ["over", "caved", "bread", "carbs again", "confess"]),
  ),
  change(
    "phone replaced, older writer",
    [
      "Hello. I am 78 years old and I have an Alcatel mobile telephone, the one that folds. I use it only for calling and the text messages. My daughter says I should learn more things.",
    ],
    [
      "Good morning, I hope you are well.",
      "I wish to inform you that since my birthday in October I have a new telephone, an Oppo smartphone. My grandson has set it up for me and given the old Alcatel to a museum, he says, as a joke. Now I can see the photographs of the great-grandchildren. Please can you explain how I make a video call?",
    ],
    /Oppo/i,
    claims("Alcatel", ["Oppo", "museum", "grandson"]),
  ),
  change(
    "now goes by a short name",
    ["hi, i'm konstantin, backend dev in a small startup, need help with some postgres indexes"],
    [
      "hey again, indexes worked, query went from 9s to 40ms 🙌",
      "oh and pls call me kostya from now on, everyone does these days, konstantin makes me feel like i'm in trouble with my mum lol",
    ],
    /Kostya/i,
    claims("Konstantin", ["Kostya"]),
  ),
  change(
    "walks without a cane, older writer",
    [
      "Good afternoon. Since my hip operation in the spring I walk with a cane, so I would like some easy exercises that I can do at home, sitting in a chair if possible.",
    ],
    [
      "Thank you, I have done your exercises nearly every day.",
      "I am happy to tell you that since the beginning of October I walk again without the cane. The physiotherapist was very pleased with me. Now I go to the market on my own, slowly but surely.",
    ],
    /recovered from .*hip|without (?:a |the |his |her |their |any )?(?:cane|walking stick|stick)|(?:no longer|not\b|n't\b|stopped)\b.*(?:cane|walking stick)|walks (?:unaided|unassisted|on (?:his|her|their) own|independently|again)/i,
    claims("\\bcane\\b|walking stick", ["unaided", "again"]),
  ),
  trap(
    "a hypothetical move somewhere sunny",
    ["i live in trondheim, been here since uni, work as a sound engineer at a theatre"],
    [
      "it's been dark since like 2pm i hate november so much",
      "if i ever move it'll be somewhere with actual sun, like malaga. my cousin has a spare room there lol. not anytime soon tho, mortgage + i love my job",
    ],
    /Trondheim/i,
    [
      asserts(
        "M[aá]laga",
        "\\bif\\b|would|'d\\b|'ll\\b|wants?\\b|wish|dream|someday|one day|consider|thinking|cousin|anytime|maybe|might|sun",
      ),
      asserts("(?:left|leaving|moved|moving|no longer)\\b.*Trondheim", "\\bif\\b|would|'d\\b|'ll\\b|wish|dream|consider|thinking"),
    ],
  ),
  trap(
    "a coworker changed employer",
    ["i work at decathlon head office, product manager for the camping range, basically i get paid to test tents"],
    [
      "sad day, my work bestie maëlle is leaving for michelin, she told the team this morning 😭",
      "and no im not going anywhere, still love my tents lol. just need a new lunch buddy",
    ],
    /Decathlon|camping|tents?\b/i,
    [
      asserts("Michelin", "bestie|friend|co-?worker|colleague|ma[eë]lle|\\bshe\\b|\\bher\\b|buddy"),
      asserts(
        "(?:left|leaving|quit|no longer)\\b.*(?:Decathlon|camping)",
        "bestie|friend|co-?worker|colleague|ma[eë]lle|\\bshe\\b|\\bher\\b|buddy",
      ),
    ],
  ),
  trap(
    "a planned move that did not happen, formal",
    [
      "We live in Townsville, my husband and I, since 2015. We have bought a block of land near Cairns and we plan to build a house there and move next year, when my husband retires.",
    ],
    [
      "Good morning. I want to give you an update about our plans.",
      "We did NOT move to Cairns in the end. The builder has gone bankrupt and we have sold the land again, with a small loss. So we stay in Townsville, and to be honest I am not sad about it, all our friends are here.",
    ],
    /Townsville/i,
    [
      asserts(
        "Cairns",
        "not\\b|n't\\b|\\bno\\b|never|cancel|called off|sold|gave up|dropped|scrap|abandon|instead|bankrupt|fell through|in the end|plan|next year|land|block|bought|build|house|retire",
      ),
      asserts("(?:left|leaving|moved|moving|no longer)\\b.*Townsville", "not\\b|n't\\b|never"),
    ],
  ),
  trap(
    "a question about a browser",
    ["i use edge for literally everything, work and home, the vertical tabs are the only thing keeping me sane"],
    [
      "quick q",
      "is opera gx actually worth it or is it just a gamer meme? my nephew keeps pushing it on me. would i lose all my saved passwords if i switched",
    ],
    /\bEdge\b/i,
    [
      asserts(
        "Opera",
        "\\?|asks?\\b|asked|wonder|consider|thinking|curious|nephew|should|whether|would|might|recommend|question|worth|interest",
      ),
      asserts("(?:switched|moved|no longer|stopped)\\b.*Edge", "\\?|asks?\\b|asked|wonder|consider|thinking|would|might|whether"),
    ],
  ),
  trap(
    "a joke about divorce",
    ["me and my husband eamon are redoing the kitchen ourselves. married 12 years and somehow still speaking lol"],
    [
      "he just drilled straight through a water pipe 🙃 there is water EVERYWHERE",
      "that's it, i'm divorcing him and marrying the plumber lol. jk, the plumber charged £180 and eamon made me tea so he's forgiven",
    ],
    /married|husband|Eamon/i,
    [
      asserts(
        "divorc|separat|split up|\\bsingle\\b|marr(?:y|ying|ied|ies) (?:to )?(?:the |a )?plumber",
        "jok|\\bjk\\b|lol|kidding|jest|forgiv|tea",
      ),
    ],
  ),
  trap(
    "quoted speech about a diet",
    ["i'm a big meat eater, bbq every weekend in summer, my smoker is basically my baby"],
    [
      "family dinner yesterday was chaos",
      "my sister announced to the whole table \"oh she's vegetarian now\" just because i skipped the ribs. i'm NOT, i'd just had a massive lunch. still annoyed tbh",
    ],
    /meat|bbq|barbecue|barbeque|grill|smoker/i,
    [
      asserts("vegetarian|vegan|meat[- ]free", "sister|said|says|announc|claim|thinks|not\\b|n't\\b|\\bno\\b|annoy"),
      asserts("(?:doesn't|does not|no longer|stopped|gave up|quit)\\b.*\\bmeat", "sister|said|says|announc|claim|thinks"),
    ],
  ),
];
