// Held-out set 150: written on 2026-11-28 against main at 9671277, by a helper (`set150`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product,
// company, school or tool reused from scenarios.mjs, the held-out sets on main or sets 75 to 152
// in /work/sets.
// Style: one voice throughout, a Mexican primary-school teacher in her forties in Guadalajara,
// writing polite, medium-length, Spanish-influenced English with a few Spanish words ("pues",
// "la verdad", "mija", "jaja"), asking for help with lesson plans, her mother's care, a diet, a
// car and English exams. Three changes are told plainly as news (a school transfer, a diet the
// doctor changed, a hobby given up for another); three only show in a detail of a request (a new
// car's manual, an essay for a higher exam, a new caregiver's name). Traps: a hypothetical job
// question, a sister's news, a quoted remark from the school director, a negation of a rumour, a
// joke told to her students, and a plan that was not carried out. Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips it.
// First run: 6 of 12 at aec3358 (the session's final code), and 6 of 12 on 9671277, the code the session's
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

/** Words that say something was only said for a laugh. */
const JOKED = `${IMAGINED}|jok|jaja|\\blol\\b|kidding|jest|humou?r|funny|sarcas|tease|teasing|playful|exaggerat|laugh|quip|vent|frustrat`;

/** Words that put a remark on the school director rather than on the user. */
const DIRECTOR = `director|principal|\\bhe\\b|\\bhis\\b|said|says|told|remark|comment|suggest|should|compliment|praise|joke|jok|laugh|${IMAGINED}`;

/** Words that put the news on the sister rather than on the user. */
const SISTER = "sister|Maricruz|\\bher\\b|\\bshe\\b|visit|bring|introduc|meet|nervous|prepar|birthday|sunday";

/** Words that say a plan was made but not carried out. */
const NOT_DONE = `${IMAGINED}|plan|decided against|almost|visit|toured|\\bsaw\\b|changed|instead|backed out|called off|cancel|going to|was going|were going|stays|remains|abandon|reconsider`;

export const HELD_OUT_150 = [
  change(
    "a school transfer told plainly as news, with a letter to the new parents",
    [
      "Hola, happy new year! I am maestra of fourth grade at the Escuela Urbana 534 here in Guadalajara, turno matutino. We return to classes on the 8th and la verdad I have zero ideas. Can you help me with a fun activity for the first day after vacations, something about the new year?",
    ],
    [
      "Maestra with news! They finally gave me my cambio, since Monday I am at the Escuela Urbana 1127, only 10 minutes from my house. Three years I was waiting for this transfer. Same grade, cuarto, but new kids and new parents.",
      "Can you help me write a short letter to present myself to the parents? Warm but professional pues, the parents here are very involved.",
    ],
    /\b1127\b/,
    claims("\\b534\\b", ["1127"]),
  ),
  change(
    "a new car shows only in a question about its dashboard light",
    [
      "Good morning! My car is a Pointer 2006, silver, with more than 200 thousand kilometers. The last days it makes a noise like tac tac tac when I turn the wheel to park. Is it dangerous or can I wait until the quincena to take it to the mechanic?",
    ],
    [
      "Ay, can you help me? The manual of my Tiggo is very long and very technical, and there is an orange light with a little car and two lines that turns on when I drive on the Periférico. What does it mean? I don't want to break my new baby in the first month jaja",
    ],
    /Tiggo|Chirey/i,
    claims("Pointer", ["Tiggo", "Chirey", "sold", "trade"]),
  ),
  change(
    "intermittent fasting stopped by the doctor, told plainly, with a menu request",
    [
      "Hello! I'm doing intermittent fasting 16:8 since November, I only eat from 12 to 8 pm, because I want to lose the kilos of the posadas jaja. Can you give me ideas for a first meal at noon that keeps me full? I'm at school and I only have 30 minutes.",
    ],
    [
      "Pues I have to tell you, I stopped the fasting. Last week I had a very bad gastritis and the doctor said no more fasting for me, now I have to eat five small meals in the day, every three hours more or less.",
      "Could you make me a simple menu for school days? I leave the house at 7 and come back at 3. And nothing too spicy please, that is the hardest part for a tapatía like me.",
    ],
    /(?:five|5) (?:small )?meals|small(?:er)?,? (?:frequent )?meals|every (?:three|3) hours/i,
    claims("fasting|16:8|ayuno", ["five", "\\b5\\b", "small meals", "every three", "every 3"]),
  ),
  change(
    "a higher English exam shows only in an essay request",
    [
      "Hi, I'm studying for the Cambridge B2 First, my exam is in March. The part that scares me more is the Use of English. Can you give me 5 exercises of phrasal verbs with the answers at the end, please?",
    ],
    [
      "Can you check my essay please? It's for the writing part of the C1 Advanced, my exam is in June and my teacher at the academy says my register is too informal, I don't know exactly what that means. Here it goes: 'Nowadays a lot of people think that technology is bad for kids, but I think that is not totally true...'",
    ],
    /\bC1\b|Advanced/i,
    claims("B2|Cambridge First|First Certificate", ["C1", "Advanced"]),
  ),
  change(
    "a new caregiver for her mother shows only in a request for written instructions",
    [
      "Good evening. My mamá has 79 years and Alzheimer in the first stage. Doña Eustolia takes care of her in the mornings while I am at the school, she is very patient with her. Can you give me some activities they can do together to keep her mind active? Simple ones, my mamá gets frustrated easy.",
    ],
    [
      "Hola again. I need to write instructions for Rosaura, the señora who takes care of my mamá in the mornings now, about the pills and the meals, because she is still learning the routine. Pills at 8, breakfast at 8:30, a walk in the patio at 10, lunch at 1. Can you make it a clear list with simple words?",
    ],
    /Rosaura/i,
    claims("Eustolia", ["Rosaura"]),
  ),
  change(
    "a hobby given up for another, told plainly, with a request about the new one",
    [
      "Every Saturday morning I go to danzón classes at the Plaza de la Liberación, la verdad is my happy time of the week. Can you recommend me comfortable shoes for dancing that are not too expensive? My feet suffer.",
    ],
    [
      "Pues I left the danzón, my knee is bad and the doctor said no more dancing for a while :( So now on Saturdays I go to an embroidery class, bordado tenango, with some señoras from my colonia, and I love it!",
      "Can you give me ideas of easy patterns for a beginner? Animals or flowers maybe.",
    ],
    /embroider|bordado|tenango/i,
    claims("danz[oó]n|\\bdanc", ["embroider", "bordado", "knee", "doctor", "against"]),
  ),
  trap(
    "a hypothetical job in another city asked out of curiosity",
    [
      "Hello, I am a primary teacher here in Guadalajara, I have lived all my life in the colonia Santa Tere. Can you help me plan a class about the history of our city for fifth grade? Something with the Cathedral and the Hospicio maybe.",
    ],
    [
      "A question only, out of curiosity: if I applied to a bilingual school in Morelia, would they ask me for a C1 certificate or is B2 enough? A friend from the normal sent me the job ad. I'm not going to apply, la verdad my whole life is here, but I'm curious what they ask.",
      "And can you give me 3 ideas for a bilingual warm-up for my kids here? Just for fun.",
    ],
    /Guadalajara|Santa Tere/i,
    [
      asserts("Morelia|bilingual school", `${IMAGINED}|\\?|\\bask|curious|curiosity|wonder|question|whether|friend|job ad|advert|posting`),
      asserts("(?:left|leaving|moved|moving|relocat|quit)\\w*\\b.*(?:Guadalajara|Santa Tere)", IMAGINED),
    ],
  ),
  trap(
    "a sister's new puppy, with a request about the user's cat",
    [
      "My cat Canela is 6 years old, orange, and she is the queen of the house. Lately she vomits hair balls every week. Is it normal or do I take her to the vet?",
    ],
    [
      "My sister Maricruz adopted a xolo puppy! His name is Tizoc and he is so ugly that he is beautiful jaja. She wants to bring him on Sunday for my mamá's birthday and I'm nervous for Canela.",
      "How do I prepare my cat for a visit of a puppy so nobody ends in the hospital?",
    ],
    /Canela/i,
    [asserts("xolo|puppy|Tizoc|\\bdogs?\\b", SISTER)],
  ),
  trap(
    "a quoted remark from the school director, with a lesson request",
    [
      "Hi, I teach third grade at a public primary in Guadalajara, 31 kids this year. Can you give me an idea for teaching the multiplication tables that is not only repeat and repeat?",
    ],
    [
      "Today in the consejo técnico the director told me in front of everybody: 'Maestra, with that English you should be giving classes in a private school, not here with us.' Everybody laughed, I didn't know if it was a compliment or what jaja.",
      "Anyway, can you help me with a reading comprehension activity for my third graders? A short story about a piñata maybe.",
    ],
    /third|3rd|tercer/i,
    [
      asserts("private school|colegio", DIRECTOR),
      asserts("(?:teaches|teaching|gives?|giving) (?:English|inglés)|English teacher", DIRECTOR),
      asserts("(?:left|leaving|quit|no longer)\\w*\\b.*(?:third|3rd|public)", DIRECTOR),
    ],
  ),
  trap(
    "a rumour at school denied: she did not start eating meat",
    [
      "I'm vegetarian since eight years and at the school festival there is always only tacos of birria and meat. Can you give me 3 vegetarian dishes that are easy to sell at a school festival and cheap to prepare?",
    ],
    [
      "Jaja the other teachers saw me eating a torta ahogada at the tianguis and now all the school says the vegetarian maestra fell. But no, mija! It was of frijoles with panela, I have not eaten meat in 8 years and I'm not going to start now.",
      "Can you give me vegetarian lunch ideas for this week that I can prepare the night before?",
    ],
    /^(?!.*(?:no longer|stopped|quit|gave up|anymore|not vegetarian|\bfell\b)).*(?:vegetarian|meatless|meat-free|(?:doesn't|does not|don't|no) (?:eat )?meat|(?:not|never) (?:eaten|eats?) meat)/i,
    [
      asserts(
        "\\b(?:eats|eating|ate|started eating)\\b (?:meat(?!-free|less)|pork|carnitas)|carnitas|(?:no longer|stopped being|quit being|gave up being|not) (?:a )?vegetarian|broke (?:her |a )?vegetarian",
        "think|thought|saw|rumou?r|gossip|assum|teachers|colleagues|coworkers|co-workers|believ|says|said|joke|jok|mistak|accus|frijol|bean|tease|has not|hasn't|didn't|did not|never|despite|still",
      ),
    ],
  ),
  trap(
    "a joke to her students about trading the car for a donkey",
    [
      "I drive a white vocho from 1998, it was of my papá and I love it even if it has no air conditioning. Can you explain me how to check the oil myself? The mechanic always charges me for everything.",
    ],
    [
      "Ay no, this morning the vocho didn't want to start AGAIN, third time this month. I told my students I'm going to change it for a burro, at least the burro doesn't need a battery jaja. They loved the idea.",
      "Can you help me write a funny short story for my kids about a teacher who goes to school on a burro? For reading practice, like 150 words.",
    ],
    /vocho|Beetle/i,
    [
      asserts("burro|donkey", `${JOKED}|story|stories|students|kids|class|reading`),
      asserts(
        "(?:sold|sell|selling|replac|trade|traded|swap|no longer|get rid|got rid|chang)\\w*\\b.*(?:vocho|Beetle)",
        `${JOKED}|start|battery|break`,
      ),
    ],
  ),
  trap(
    "a move of her mother to a care home planned and not carried out",
    [
      "Good morning. My mamá lives with me since my papá passed away two years ago, she has 81 years and walks with an andadera. Can you give me ideas to make the bathroom more safe for her? We have a small house.",
    ],
    [
      "Well, I have to tell you something. My brothers and I had decided to move my mamá to an estancia for older adults in Zapopan this month, we even visited it and saw her room. But at the end no, the night before she cried all night and I couldn't. She stays with me at home and I'm at peace with that.",
      "Can you help me organize a weekly schedule so my brothers help more with her? One could take Tuesdays and the other Saturdays maybe.",
    ],
    /(?:mother|mom|mam[aá])\b.*\b(?:lives|living|stays|staying|remains) (?:at home )?with|(?:lives|living) with\b.*(?:mother|mom|mam[aá])|(?:cares|caring) for (?:her )?(?:elderly )?(?:mother|mom|mam[aá])|caregiver/i,
    [
      asserts(
        "estancia|care home|nursing home|retirement home|assisted living|care facility|residence|asilo|senior (?:home|residence|living)|Zapopan",
        NOT_DONE,
      ),
      asserts("(?:mother|mom|mam[aá])\\b.*no longer lives with|no longer lives with\\b.*(?:mother|mom|mam[aá])", NOT_DONE),
    ],
  ),
];
