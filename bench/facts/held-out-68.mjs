// Held-out set 68: written on 2026-11-27 against main at 10ff31a, by a helper (`set68`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, spread over city, employer, diet,
// partner, phone, course of study, sport and pets, with no city, person, product, company or
// school reused from scenarios.mjs, the held-out sets on main or the other sets in /work/sets.
// Users are bilingual and code-switch: Spanglish, Hinglish, Taglish, Franglais and German-English
// ("pues we moved to ...", "yaar I finally joined ...", "grabe, I switched to ...", "bref, je suis
// vegan now"), while the fact itself is said in English or mostly English. Traps are relatives'
// news, hypotheticals, questions, jokes and things the user did not do; time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 4 of 12 at 05cef5c (after rules read from sets 63 to 66), and 4 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
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

export const HELD_OUT_68 = [
  change(
    "a spanglish mom moves city with her husband's transfer",
    [
      "hola! quick one, I live in McAllen and la humedad is killing my hair 😩 can you recommend a routine for frizzy curly hair in humid weather?",
    ],
    [
      "oye, update: pues we moved to Corpus Christi like two weeks ago, right after Año Nuevo, mi esposo got transferred to the refinery there. todavía hay cajas everywhere. what are some easy things to do by the beach with two little kids?",
    ],
    /Corpus Christi/i,
    claims("McAllen", ["Corpus"]),
  ),
  change(
    "a hinglish qa engineer changes employer, after new-year small talk",
    [
      "hi, I'm a QA engineer at Persistent Systems, mostly API testing. yaar my manager wants a test strategy doc by Friday, can you give me a structure for it?",
    ],
    [
      "arre happy new year! sorry late wishes, bahut busy tha",
      "yaar I finally joined Coforge last Monday, as a senior QA engineer. Persistent mein growth nahi thi, so accha hua. naya team uses Playwright, can you explain how fixtures work in Playwright?",
    ],
    /Coforge/i,
    claims("Persistent", ["Coforge"]),
  ),
  change(
    "a taglish user's phone is replaced after the old one died",
    ["hi po! my phone is an Infinix Hot, medyo luma na pero okay pa naman. how do I free up storage without deleting my photos?"],
    [
      "grabe, I switched to a Tecno Camon last week, sobrang ganda ng camera! the Infinix finally died nung nahulog ko sa jeep. paano ko ma-recover yung photos from the old phone kung hindi na siya nag-o-on?",
    ],
    /Tecno|Camon/i,
    claims("Infinix", ["Tecno|Camon"]),
  ),
  change(
    "a franglais pescatarian goes vegan over the holidays",
    [
      "salut! I'm pescatarian, so fish oui but no meat. tu peux me donner 3 idées de dîner rapides for the week? I only have 20 minutes le soir",
    ],
    [
      "coucou, ça va? bon, big news: I watched a documentary pendant les vacances and, bref, je suis vegan now, since about two weeks. no fish, no cheese, rien. c'est dur pour le fromage honnêtement 😅 can you give me a vegan version of a gratin dauphinois?",
    ],
    /vegan/i,
    claims("pesc[ae]tarian|\\bfish\\b", ["vegan"]),
  ),
  change(
    "a german-english student changes Studiengang at the same university",
    [
      "Hallo! I'm studying Maschinenbau, mechanical engineering, at TU Chemnitz, 3rd semester. Can you explain stress vs strain (Spannung und Dehnung) simply? Klausuren start next month 😬",
    ],
    [
      "Na, alles gut? Kurzes Update: I changed my Studiengang, I'm now doing Wirtschaftsingenieurwesen, so industrial engineering, still at TU Chemnitz. Maschinenbau was just too much pure Mathe for me, the switch went through last week. Can you explain what a Deckungsbeitrag (contribution margin) is?",
    ],
    /industrial engineering|Wirtschaftsing|business engineering|engineering management/i,
    claims("mechanical engineering|Maschinenbau", ["industrial|Wirtschaftsing"]),
  ),
  change(
    "a taglish user breaks up and starts dating someone new",
    [
      "hello! my boyfriend Jomar and I are celebrating our 2nd anniversary this month, any cute date ideas around Marikina na hindi masyadong mahal?",
    ],
    [
      "hi ulit. medyo heavy update: Jomar and I broke up right after new year, mutual naman, okay na ako promise.",
      "and grabe, I'm dating someone new na, si Kiko, we've been officially together since last week haha ang bilis ko no? any chill first-month date ideas?",
    ],
    /Kiko/i,
    claims("Jomar", ["Kiko", "broke", "break", "split", "single"]),
  ),
  trap(
    "a hinglish teacher's younger brother moves abroad and gets a dog",
    [
      "Hi, I'm a chemistry teacher at a school in Dehradun. Class 11 students ke liye ek simple explanation chahiye of hybridisation, sp2 and sp3.",
    ],
    [
      "Yaar big news in the family, mera chhota bhai has shifted to Edmonton! He got a job at a logistics company there and already adopted a husky 😂 Mummy is so emotional.",
      "Anyway, can you help me make a worksheet on the mole concept for class 11?",
    ],
    /Dehradun|chemistry/i,
    [
      asserts("Edmonton|Canada|husky|logistics", "brother|bhai|sibling|\\bhe\\b|\\bhis\\b|\\bhim\\b|family|relative"),
      asserts("(?:left|leaving|moved|shift|no longer)\\w*\\b.*(?:Dehradun|school|teach)", "brother|bhai|sibling|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "a taglish cat owner only wishes for a dog",
    ["hi! I have a cat named Mochi, 3 years old, orange and very maarte. she keeps scratching the sofa, any tips?"],
    [
      "haay, if I had a bigger place talaga I'd adopt an aspin from the shelter, ang cute nila sa mga posts. pero condo lang kami so si Mochi lang muna 😅 btw what's a good cat food for a picky eater?",
    ],
    /Mochi/i,
    [
      asserts("\\bdogs?\\b|aspin|pupp", `${IMAGINED}|think|like|love|cute|adore|admire|fond`),
      asserts("(?:rehom|gave away|gave up|no longer)\\w*.*(?:Mochi|cat)", IMAGINED),
    ],
  ),
  trap(
    "a franglais water polo player asks whether to switch sport",
    [
      "salut! je joue au water-polo in a club in Limoges, training three times a week. j'ai mal à l'épaule after training, any stretches you recommend?",
    ],
    [
      "question rapide: est-ce que je devrais switch to judo? my shoulder keeps hurting and a friend says judo is better. c'est vrai? is judo easier on the shoulders than water polo?",
      "et aussi, c'est quoi un bon petit-déj before a morning session?",
    ],
    /water.?polo/i,
    [
      asserts(
        "judo",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|friend|might|maybe|would|easier",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|gave up)\\w*\\b.*water.?polo",
        "\\?|should|whether|would|consider|wonder|\\bif\\b|\\bask|thinking",
      ),
    ],
  ),
  trap(
    "a german-english nurse jokes about quitting after a bad night shift",
    [
      "Hi! I work as a nurse (Pflegefachfrau) on a surgical ward at a hospital in Saarbrücken, lots of Nachtdienste. Can you give me tips to sleep better after night shifts?",
    ],
    [
      "Boah, what a night. Drei Notfälle, no break. Okay, ich kündige und mach eine Currywurst-Bude auf Sylt auf, fertig 😂 jk jk",
      "Seriously though, can you help me write a short handover template for the next shift?",
    ],
    /Saarbr|nurse|Pflege/i,
    [
      asserts("Currywurst|Sylt|snack|food stand|food truck", JOKED),
      asserts("\\bquit|resign|k[üu]ndig|\\bleft\\b|leaving|no longer .*(?:nurs|hospital|ward)", JOKED),
    ],
  ),
  trap(
    "a spanglish user denies a breakup his aunt spread as gossip",
    ["hey! my girlfriend Ximena's birthday is in February, she loves plants and cooking. necesito ideas de regalo under $60"],
    [
      "ay no, el chisme en mi familia 🙄 mi tía saw Ximena at a boda with another guy and told everyone we broke up. we did NOT break up, that guy was her primo lol. we're totally fine.",
      "anyway, back to the birthday: how do I make a good mole poblano from scratch for her?",
    ],
    /Ximena/i,
    [
      asserts(
        "broke up|break up|broken up|split|single|ex-girlfriend|\\bex\\b|no longer (?:dating|together|with)",
        "\\bnot\\b|n't\\b|didn|rumou?r|aunt|t[ií]a|thought|assum|gossip|chisme|cousin|primo|claim|false|mistak|denie|deny",
      ),
    ],
  ),
  trap(
    "a german-english table tennis player did not sign up for a race",
    [
      "Moin! I play Tischtennis, table tennis, in a Verein here in Rostock, twice a week in the Kreisliga. Any drills to improve my backhand topspin?",
    ],
    [
      "Moin moin. So my Kumpel Jannik signed up for a Spartan Race in Mai and tried to drag me along, aber nee, I did not sign up in the end, 90 Euro and mud everywhere, no thanks. Tischtennis bleibt my thing.",
      "Can you suggest a footwork routine I can do at home?",
    ],
    /table tennis|Tischtennis/i,
    [
      asserts(
        "Spartan|obstacle",
        "\\bnot\\b|n't\\b|didn|decid|declin|consider|plan|thinking|might|maybe|friend|Kumpel|Jannik|invit|drag|asked|skip",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|left|gave up)\\w*\\b.*(?:table tennis|Tischtennis)", IMAGINED),
    ],
  ),
];
