// Held-out set 37: written on 2026-11-27 against main at d1b8894, by a helper (`set37`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards people and the
// home, with no city, person, product or company reused from scenarios.mjs or held-out sets 1 to
// 34 on main (nor, as far as grep showed at writing time, from sets 35 to 42 being drafted at
// the same time). Some users write like older people or non-native speakers (full sentences, formal
// words, odd word order), others in quick lower-case chat with typos; news after small talk, two
// things in one message, time words that fit the two conversations' dates (about three weeks
// apart, early January). A fair fact about the old value may stay current once it says the state
// ended ("Stopped taking X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at d1b8894 (the code this session started from, before any rule was read from sets 35-38). The lead never saw its scenarios before this run.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|\\bhad\\b|\\bdid\\b|former|previous|\\bex\\b|ex-|left|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|sold|anymore|any more|until|\\bfrom\\b|died|passed|death|\\blate\\b|\\blost\\b";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_37 = [
  change(
    "move to another country, formal non-native writing, two pieces of news",
    [
      "Good day. I would like to ask you for help with my CV in English. Some information about me: I am a mechanical engineer and I live in Szeged with my wife and our two children.",
    ],
    [
      "Hello, it is me again. Thank you for the help with the CV, it was very useful.",
      "I have two news. First, I got the job! And second, because of this we are now living in Klagenfurt, in Austria. We moved in the week between Christmas and New Year, and the children start in the new school next Monday. My German is not so good yet, so please be patient with me.",
    ],
    /Klagenfurt/i,
    claims("Szeged", ["Klagenfurt"]),
  ),
  change(
    "a nickname the user now goes by, quick chat",
    ["hey! im augustina, 24, doing my masters in marine biology. can you help me plan a revision timetable, exams start in feb"],
    [
      "heyyy back again, revison is going ok-ish",
      "oh also pls call me gus from now on. augustina always felt like a costume tbh and since new year everyone at the lab calls me gus, it feels way more me. anyway can u quiz me on fish anatomy",
    ],
    /\bGus\b/i,
    claims("Augustina", ["\\bGus\\b"]),
  ),
  change(
    "engaged with a big wedding planned, then married at the registry office",
    [
      "hiii so im engaged!! ciaran proposed in november and we're planning a big wedding in june, barn venue near his parents, like 120 guests 😅 can you help me make a budget spreadsheet",
    ],
    [
      "ok dont be mad about the spreadhseet lol",
      "we got married!!! on saturday at the registry office, just us two and our parents, then fish n chips on the beach after. the june thing was getting way too stressful and expensive so we ditched it. so yeah im a wife now 😭 can you help me write a message to tell everyone",
    ],
    asserts(
      "\\bmarried\\b|husband|\\bwife\\b|\\bwed\\b|newlywed",
      "\\bplans? to|planning|will\\b|going to|getting married|to get married|engaged|fianc",
    ),
    claims("engaged|fianc|wedding|(?:get|getting) married", [
      "got married",
      "\\bis married",
      "now married",
      "^married",
      "eloped",
      "husband",
      "registry",
      "\\bwife\\b",
      "ditch",
    ]),
  ),
  change(
    "old cat died, a rescue dog adopted, older person",
    [
      "Good afternoon. I am a retired teacher, 71 years old. We have an old cat called Tilly, she is seventeen and has problems with her kidneys. What food would you recommend for an elderly cat?",
    ],
    [
      "Good morning. I hope you had a pleasant Christmas and New Year.",
      "I am sorry to say that our Tilly died just before Christmas, the vet said it was her time. The house was very quiet without her, so last Saturday my husband and I adopted a retired lurcher from the rescue centre. Her name is Juniper and she is very gentle. Could you tell me how long a walk she needs every day?",
    ],
    /lurcher|Juniper|\bdog\b/i,
    claims("\\bcat\\b|Tilly", ["put down", "\\bRIP\\b"]),
  ),
  change(
    "blood pressure tablets changed, non-native writing",
    [
      "Hello. I have high blood pressure and I take ramipril 5 mg every morning. Please, can you explain me which foods have a lot of salt that I must avoid?",
    ],
    [
      "Hello again. The list of foods was very helpful, my daughter printed it for the kitchen.",
      "Something has changed: since some months I have a dry cough all the time, and my doctor said it comes from the tablets, so he stopped the ramipril. Since two weeks I take candesartan instead, one tablet in the evening. Is it normal that I feel a little dizzy in the first weeks?",
    ],
    /candesartan/i,
    claims("ramipril", ["candesartan"]),
  ),
  change(
    "shared shopping list app switched, with family news",
    ["we do our shopping list in anylist, me and my husband both have it on our phones so whoever is at the shop can tick stuff off"],
    [
      "ugh the big january shop, why is evrything so expensive now",
      "anyway small thing, we're on listonic now for the shopping list, switched a couple weeks ago bc anylist wanted us to pay for the shared list thing and listonic does it free. my husband even uses it now which is a miracle lol. also my son lost his 2nd front tooth yesterday so the tooth fairy is skint too 😂",
    ],
    /Listonic/i,
    claims("AnyList", ["Listonic"]),
  ),
  trap(
    "a hypothetical move near a daughter, older person",
    [
      "Good evening. I am 68 and I live alone in Kettering since my husband passed away. I would like to learn to use video calls to speak with my grandchildren.",
    ],
    [
      "Good evening, thank you, the video call with my grandson worked very well.",
      "My daughter lives in Cromer by the sea and she always says I should come closer. If I ever sell the house, I think I would move to Cromer to be near her, but not yet, I have my garden and my friends from the church here. Can you tell me what is the weather like in Cromer in spring?",
    ],
    /Kettering/i,
    [
      asserts(
        "Cromer",
        "\\bif\\b|would|'d\\b|might|maybe|consider|someday|one day|eventually|not\\b|n't\\b|daughter|wish|thinking|hope|should|closer|weather",
      ),
      asserts(
        "(?:moved|moving|left|leaving|sold|selling|no longer)\\w*\\b.*(?:Kettering|house)",
        "\\bif\\b|would|might|not\\b|n't\\b|consider|thinking",
      ),
    ],
  ),
  trap(
    "a brother splits up and moves, a coworker gets a puppy",
    [
      "hi! i live in stirling with my boyfriend tavish and our two rabbits, i do bookkeeping for a small accountancy firm, mostly from home",
    ],
    [
      "omg what a week",
      "my brother euan and his wife have split up, after 9 years 😢 he's moved back in with my mum in falkirk for now. and my coworker hafsa got a puppy so our team calls are now 50% puppy content lol. anyway can you help me write something nice to send euan",
    ],
    /Stirling|Tavish|boyfriend/i,
    [
      asserts("split|separat|divorc|broke up|\\bsingle\\b", "euan|brother|\\bhis\\b|\\bhe\\b|\\bhim\\b|sibling|wife"),
      asserts(
        "Falkirk",
        "euan|brother|\\bhis\\b|\\bhe\\b|\\bhim\\b|sibling|^(?:mum|mother|mom)\\b|(?:mum|mother|mom)(?:'s)? (?:lives|is|home|house)",
      ),
      asserts("puppy|\\bdog\\b", "hafsa|cowork|colleague|\\bher\\b|\\bshe\\b|team"),
      asserts("(?:moved|moving|left|leaving|no longer)\\w*\\b.*(?:Stirling|Tavish|boyfriend)", "euan|brother|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "did not take the other job in the end",
    ["evening! i'm a deputy store manager at morrisons, been there 6 years, mostly rotas and dealing with deliveries"],
    [
      "back from a 12 hour shift, feet are deadd",
      "so i had an interview at costa before christmas for an area manager job and they offered it to me, but i did NOT take it in the end, they offered less than i get now once you count the overtime. so im staying at morrisons, and my store manager says she'll put me forward for the management course in spring. can you help me write a polite no thank you email to costa",
    ],
    /Morrisons/i,
    [
      asserts("Costa", "not\\b|n't\\b|turned down|declin|offer|interview|no thank|reject|staying|stays|instead of|rather than"),
      asserts("(?:left|leaving|quit|no longer|stopp|moved)\\w*\\b.*Morrisons", "not\\b|n't\\b"),
    ],
  ),
  trap(
    "a question about eating fish, non-native writing",
    [
      "Hello. I am vegetarian since eleven years, I do not eat meat or fish. Can you give me some ideas for dinners with a lot of protein? I go to the gym three times in the week.",
    ],
    [
      "Hello, the lentil recipes were very good, thank you.",
      "I have a question. My trainer at the gym says I should eat fish for the omega 3. Do you think it is healthy if a vegetarian eats fish sometimes, or are the supplements enough? I do not want to decide too fast.",
    ],
    /vegetarian|(?:no|not|n't) eat (?:any )?meat/i,
    [
      asserts(
        "pescatarian|pescetarian|eats fish|eating fish|fish (?:sometimes|again|twice)|started (?:eating )?fish",
        "\\?|should|whether|consider|wonder|thinking|\\bask|question|\\bif\\b|trainer|might|maybe|not\\b|n't\\b|decide|omega|supplement",
      ),
      asserts(
        "(?:no longer|stopped being|quit being|gave up being|ended (?:their |her |his )?)\\s*(?:an? )?vegetarian|\\bex-?vegetarian|\\bformer vegetarian",
        "\\?|should|whether|consider|\\bif\\b",
      ),
    ],
  ),
  trap(
    "a joke about changing name",
    ["hi im rhiannon, i run the office for a small architects practice. can you help me with email filter rules"],
    [
      "its monday and i've had 40 emails already",
      "half of them are for the OTHER rhiannon in the building who works for the dentist upstairs, we keep getting each others post too. thats it im changing my name to brunhilda, nobody else will ever have it lmao. anyway how do i set up an auto reply that says wrong rhiannon",
    ],
    /Rhiannon/i,
    [asserts("Brunhilda", "jok|lol|lmao|kidding|jest|humou?r|sarcas|😂")],
  ),
  trap(
    "quoted speech about getting engaged",
    [
      "hello! me and my boyfriend matthias just moved in together, first flat, and we have zero furniture lol. can you help me plan a budget for the basics",
    ],
    [
      "christmas survived!! barely",
      'at christmas dinner my nan looked at us and said "you two will be engaged by easter, i can feel it in my bones" and matthias went bright red lol. for the record nobody is proposing, we literally own one chair. anyway where do people buy cheap sofas that dont fall apart',
    ],
    /Matthias|boyfriend/i,
    [
      asserts(
        "engaged|fianc|propos|getting married|to marry|wedding",
        "nan|grand|said|says|predict|feel|bones|will\\b|easter|nobody|not\\b|n't\\b|joke|red\\b",
      ),
    ],
  ),
];
