// Held-out set 21: written on 2026-11-27 against main at 93a254b, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the old state ended, of each
// trap, and of facts a trap may fairly leave behind). Same shape as TUNING in scenarios.mjs;
// 6 changes and 6 traps, weighted towards people and the home, with no city, person, product or
// company reused from scenarios.mjs or held-out sets 1 to 18. Lower case with typos and fillers,
// news after small talk, two things in one message, time words, the way people type to an
// assistant. A fair fact about the old value may stay current once it says the state ended
// ("Quit X", "Formerly X"): `old` then skips such texts.
// First run: 9 of 12 at 7f3f3d2 (code of 421a14e, the session's first round of new sets), and 8 of 12 on the code the
// session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|lived\\b|\\bex\\b|ex-|former|previous|left|leaving|moved|moving|switch|changed|instead|dropped|replac|decided against|anymore";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_21 = [
  change(
    "moved to another country",
    ["hii, bit of background first: i live in salzburg, i'm a piano teacher, mostly kids, so my evenings are all lessons"],
    [
      "sorry, been ages! life got very busy",
      "so i actually did it, moved to dunedin at the start of october on a working holiday visa 🇳🇿 staying with my cousin till i find a flat, and i've kept a few students online. the upside down seasons are messing with my head lol",
    ],
    /Dunedin/i,
    claims("Salzburg", ["Dunedin"]),
  ),
  change(
    "split up with the boyfriend",
    [
      "i live with my boyfriend caspar, we've been together almost three years, and we're trying to cook more instead of ordering in every night",
      "can you give me 5 easy dinners for two, under 30 mins pls",
    ],
    [
      "bit of a rough month tbh",
      "caspar and i broke up a couple of weeks ago. it was mutual and we're being civil about it, but im staying in my sister's spare room for now till i find a place. so dinners for one now i guess lol",
    ],
    /\bsingle\b|broke up|break ?up|split|separated|\bex\b|ex-?boyfriend|no longer (?:with|dating|together|in a relationship|has a boyfriend)/i,
    claims("boyfriend|Caspar|in a relationship|dating", ["broke", "break", "split", "separat", "\\bsingle\\b"]),
  ),
  change(
    "married and took the surname",
    [
      "hi! i'm marisol carvalho, i write the newsletter for our community garden and need help with this month's intro, something about tomato season",
      "also getting married in september so if my brain seems like mush thats why lol",
    ],
    [
      "we got married!! it rained all day and it was perfect",
      "and yes i took joost's surname, so its marisol achterberg now. changing it at the bank took three weeks lol. can you help with the garden newsletter again, autumn bulbs this time",
    ],
    /Marisol Achterberg|(?:took|taken|changed|new) .*(?:surname|last name)|(?:surname|last name).*Achterberg/i,
    claims("Carvalho", ["Achterberg", "maiden", "born", "n[ée]e\\b", "birth"]),
  ),
  change(
    "stopped smoking",
    [
      "ok judgement free zone pls: i smoke, about ten a day, mostly on work breaks",
      "can you help me plan a cheap weekly shop, im trying to get my spending under control",
    ],
    [
      "hey, weekly shop time again",
      "also!! six weeks since my last cigarette 🎉 did it with patches and a very annoying app that counts the money i've saved. its about £300 already, so maybe a slightly less sad shop this time",
    ],
    /(?:quit|stopped|gave up|given up|no longer|non-?|ex-?|n't|not)\b.{0,20}(?:smok|cigarette)|smoke-?free|last cigarette/i,
    claims("smok|cigarette", ["free", "\\bnon\\b", "non-", "last cigarette"]),
  ),
  change(
    "a cat instead of the planned puppy",
    [
      "we're getting a puppy in the spring!! definately a cocker spaniel, my partner grew up with one",
      "any tips for puppy proofing a flat with a balcony?",
    ],
    [
      "slight change of plan on the dog front lol",
      "we ended up adopting a 9 year old cat from the shelter last saturday. she's called duchess and she already owns the sofa. a puppy felt like too much with both of us back in the office",
    ],
    /\bcat\b|Duchess/i,
    claims("puppy|spaniel|\\bdog\\b", ["\\bcat\\b", "Duchess", "change of plan", "partner", "grew up"]),
  ),
  change(
    "new employer",
    [
      "i'm a visual merchandiser at primark, basically i dress mannequins and move tables around at 6am",
      "need help with a cover letter, just in case something comes up",
    ],
    [
      "eek, news!",
      "i got the job!! started at selfridges as of monday, still visual merchandising but im on the team that does the big christmas windows. first week and i've already glued my fingers together twice",
    ],
    /Selfridges/i,
    claims("Primark", ["Selfridges"]),
  ),
  trap(
    "if i ever won the lottery",
    ["i live in olomouc, ground floor flat with a tiny garden, and i work from home for an insurance company"],
    [
      "the neighbours are renovating AGAIN, drilling since 8am",
      "honestly if i ever win the lottery i'm buying a farmhouse in the dordogne and never hearing a drill again. anyway can you help me write a polite note to them about the hours",
    ],
    /Olomouc/i,
    [
      asserts("Dordogne|farmhouse", "\\bif\\b|would|'d\\b|lottery|dream|someday|one day|wish|wants?\\b|love to|fantas|jok"),
      /^(?:Left|No longer lives in|Moved (?:away )?from|Moving (?:away )?from)\b.*Olomouc/i,
    ],
  ),
  trap(
    "the brother got engaged and is moving",
    ["i live in tartu, share a house with my brother, i'm a nurse on a cardiac ward so nights are my life"],
    [
      "big family news!!",
      "my brother proposed to his girlfriend last weekend and she said yes 😭 they're buying a place together in vilnius in the spring so i'll have the house to myself. anyway, tips for sleeping during the day after nights? i never seem to get more then 4 hours",
    ],
    /Tartu/i,
    [
      asserts("engaged|fianc|proposed|married", "brother|sibling|\\bhis\\b|\\bhe\\b|girlfriend|\\bthey\\b|their"),
      asserts("Vilnius", "brother|sibling|\\bhis\\b|\\bhe\\b|girlfriend|\\bthey\\b|their"),
    ],
  ),
  trap(
    "did not buy the house in the end",
    [
      "we rent a flat in shrewsbury but we're in the middle of buying a house in church stretton, fingers crossed",
      "can you explain what a homebuyers survey actually checks",
    ],
    [
      "update on the house: we did NOT buy it in the end",
      "the survey found subsidence and the sellers wouldnt budge on price so we pulled out. so still renting in shrewsbury for now, back to scrolling listings every night lol",
    ],
    /Shrewsbury/i,
    [
      asserts(
        "Church Stretton",
        "not\\b|n't\\b|pulled out|withdr|fell through|subsidence|survey|buying|plan|hop|tried|trying|\\bwas\\b|looking|consider|middle",
      ),
      asserts("\\b(?:owns|bought|homeowner)", "not\\b|n't\\b|pulled|withdr|fell through"),
      /^(?:Left|No longer (?:lives|rents)|Moved (?:away )?from)\b.*Shrewsbury/i,
    ],
  ),
  trap(
    "a question about a recipe app",
    ["i keep all my recipes in paprika, like 600 of them, it's the one app i'd save in a fire lol"],
    [
      "random question",
      "is it worth moving my recipes from paprika to mealie? my partner keeps sending me blog posts about self hosting it and i cant tell if im overthinking it",
    ],
    /Paprika/i,
    [
      asserts(
        "Mealie",
        "\\?|ask|consider|thinking|wonder|curious|whether|worth|question|partner|recommend|interest|might|could|should|overthink",
      ),
      /^(?:No longer|Stopped|Quit|Left|Moved (?:away )?from|Switched (?:away )?from|Replaced)\b.*Paprika/i,
    ],
  ),
  trap(
    "a joke about giving up being vegan",
    [
      "i've been vegan for six years, my whole family still thinks its a phase",
      "what can i bring to a bbq that isnt just another sad salad",
    ],
    [
      "went to a car boot sale this morning and someone was doing bacon rolls right by the entrance",
      "thats it, i'm renouncing veganism and becoming a bacon roll 😂 anyway can you give me a good tofu marinade for tonight, smoky ideally",
    ],
    /^(?!.*(?:no longer|renounc|quit|stopp|gave up|giving up|not\b|n't\b|former|ex-|used to|\bwas\b|bacon)).*vegan/i,
    [
      asserts(
        "(?:eats?|eating|likes?|loves?|becom\\w*|renounc\\w*|crav\\w*)\\b.*bacon|(?:no longer|not\\b|n't\\b|stopped|quit|gave up|giving up|renounc|abandon|ended).*vegan|\\b(?:eats|eating) meat|meat[- ]eater|carnivore",
        "jok|kidding|jest|humou?r|\\blol\\b",
      ),
    ],
  ),
  trap(
    "quoted speech about getting engaged",
    [
      "me and my boyfriend jonah have been together about two years, we're going to his cousin's wedding next month",
      "help me pick a gift under 60 quid? they've got a registry but everything left on it is like 200",
    ],
    [
      "the wedding was lovely, i cried at the speeches obviously",
      'and at the reception his nan grabbed my hand and said "you two are next, i want an invite by christmas" 😂 no pressure lol. we\'re nowhere near that, we dont even live together yet',
    ],
    /Jonah|(?:has|with) (?:a )?boyfriend|relationship|dating/i,
    [
      asserts(
        "engaged|fianc|getting married|to marry|(?:own|their|a) wedding",
        "nan|grandm|said|says|cousin|invite|next\\b|not\\b|n't\\b|nowhere|jok|pressure|attend|went|guest|gift|reception|speech",
      ),
      asserts("lives? with|moved in|living together|cohabit", "not\\b|n't\\b|\\byet\\b"),
    ],
  ),
];
