// Held-out set 28: written on 2026-11-27 against main at 5e29e57, by a helper (`set28`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap and of its harmless reading).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted towards everyday
// routines and preferences, plus a move and a job, with no city, person, product or company
// reused from scenarios.mjs or held-out sets 1 to 26. Lower case with typos and fillers, news
// after small talk, several pieces of news in one message with the change not first, details
// about other people beside it, time words that fit the two conversations' dates (about three
// weeks apart), the way people type to an assistant. A fair fact about the old value may stay
// current once it says the state ended ("No longer ..."): `old` then skips such texts.
// First run: 8 of 12 at 3277ab7 (code of 141309f, the session's third round of new sets), and 6 of 12 on the
// code the session started from (93a254b), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropped|replac|\\bsold\\b|traded|anymore|any more|until";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Lives in X", not "Moved from X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

export const HELD_OUT_28 = [
  change(
    "a move, said after family news",
    [
      "hi! some context bc ill be asking you a lot of admin stuff: i live in san sebastian, work remotely as a translator (spanish, english and polish) and yes i eat way too many pintxos",
    ],
    [
      "ugh sorry for the silence, december was chaos",
      "so my mum had a fall before christmas (she's ok now, just her wrist) and my sister cant do everything on her own, so we packed up and moved to lublin a couple of weeks ago. flat is near the old town, its freezing and i miss the sea already. still translating, same clients. can you help me figure out how to register my adress here?",
    ],
    /Lublin/i,
    claims("San Sebasti[aá]n|Donostia", ["Lublin"]),
  ),
  change(
    "a new employer, with a partner's news",
    ["hey, im a process engineer at heineken, mostly the bottling lines. asking bc i need to write a root cause report and i hate writing"],
    [
      "hello again! hows your week, mine's been a blur",
      "handed my badge back at heineken before christmas and as of monday i'm at carlsberg, same sort of job but on the brewhouse side. commute is 20 min shorter too. oh and my partner finally passed his driving test so we're a two driver household now lol. anyway could you help me put together a 30/60/90 day plan",
    ],
    /Carlsberg/i,
    claims("Heineken", ["Carlsberg", "badge", "handed"]),
  ),
  change(
    "a drink given up for another",
    ["lol confession, i run on pepsi max. like 3 or 4 cans a day at my desk", "can you suggest snacks for long shifts that arent crisps"],
    [
      "happy new year! my resolution list is long and unrealistic as usual",
      "one thing i actually did tho: no pepsi max since new years day, i switched to sparkling water with lime and honestly the headaches are fading. my flatmate is still on energy drinks, i've given up trying to convert him",
    ],
    /sparkling water|fizzy water|soda water|carbonated water/i,
    claims("Pepsi", ["sparkling", "fizzy", "soda water", "carbonated", "free"]),
    [asserts("energy drink", "flatmate|room-?mate|\\bhe\\b|\\bhim\\b|\\bhis\\b|\\bnot\\b|n't\\b|\\bno\\b")],
  ),
  change(
    "a sport stopped and another taken up",
    ["i play indoor volleyball twice a week with a club, tuesdays and thursdays, its basically my whole social life lol"],
    [
      "ok random life update",
      "my shoulder never really recovered from that dive in november, physio says overhead stuff is out for a while, so i've stopped volleyball. took up archery instead a couple of weeks ago, theres a club 10 mins from mine on wednesdays. weirdly calming. one of the guys from my old team came along too",
    ],
    /archery/i,
    claims("volleyball", ["archery", "shoulder", "injur"]),
  ),
  change(
    "a subscription swapped, with a parent's opinion",
    ["i subscribe to the economist, read it on the train every morning, mostly the europe and finance bits"],
    [
      "morning ☕ train is delayed again so here i am",
      "small thing but i cancelled the economist last week, the issues were just piling up unread and its pricey. got a digital sub to the atlantic instead, longer pieces, i read them at the weekend. my dad is horrified lol, he's had the economist since the 80s",
    ],
    /Atlantic/i,
    claims("Economist", ["Atlantic", "\\bdad\\b", "father", "parent"]),
  ),
  change(
    "a car traded in",
    ["we drive a dacia sandero, nothing fancy, it does the school run and the weekly shop"],
    [
      "hi! quick q about ev charging tariffs in a bit",
      "we traded in the sandero just after christmas and got a cupra born, our first electric car!! the kids think the blue lights are the best thing ever. my neighbour keeps nagging me to get a wallbox so i guess thats next",
    ],
    /Cupra/i,
    claims("Dacia|Sandero", ["Cupra", "electric"]),
  ),
  trap(
    "a hypothetical e-reader",
    ["i read almost everything on my pocketbook e-reader, mostly library ebooks, like 2 books a week"],
    [
      "just finished a 900 page fantasy doorstop, my arms are greatful it wasnt paper lol",
      "the pocketbook battery is getting a bit sad tho. if it ever actually dies i'd probably get a boox, apparently you can install apps on them. but its fine for now",
    ],
    /PocketBook/i,
    [
      asserts(
        "Boox",
        "\\bif\\b|would|'d\\b|probably|might|maybe|consider|someday|one day|eventually|thinking|\\bdies\\b|apparently|\\bnot\\b|n't",
      ),
      asserts("(?:stop|quit|no longer|switch|replac|dropp)\\w*\\b.*PocketBook", "\\bif\\b|would|'d\\b|might|maybe|consider"),
    ],
  ),
  trap(
    "a brother-in-law's change",
    ["i do a zwift ride on the turbo trainer most mornings before work, like 45 min, its the only way i get any cardio in winter"],
    [
      "my brother in law is so funny, he's spent a fortune on bike gear for years and last week he sold his turbo trainer, cancelled zwift and joined a canoe polo club?? out of nowhere",
      "my sister gives it a month lol. anyway can you build me a 4 week zwift plan to get my ftp up, im stuck around 210",
    ],
    /Zwift|turbo trainer|indoor (?:cycl|rid)/i,
    [
      asserts(
        "(?:stop|quit|no longer|cancel|sold|gave up|given up)\\w*\\b.*(?:Zwift|turbo|cycl|rid)",
        "brother|in-law|in law|sister|\\bhis\\b|\\bhe\\b|\\bnot\\b|n't",
      ),
      asserts("canoe|polo", "brother|in-law|in law|sister|\\bhis\\b|\\bhe\\b"),
    ],
  ),
  trap(
    "did not sell the kit",
    [
      "i play drums in a funk band, we gig maybe once a month in pubs round here",
      "honestly thinking about selling my kit, my flat is tiny and the neighbours hate me",
    ],
    [
      "ok update on the drum drama from before",
      "i did NOT sell the kit in the end lol. got an electronic kit for practising at home and the acoustic one lives in our guitarists garage now. so still gigging, we've got a wedding booked in feb",
    ],
    /drum/i,
    [
      asserts(
        "(?:sold|selling|sell|no longer|stopped|quit|gave up|given up)\\w*\\b.*(?:drum|kit|band|gig)",
        "\\bnot\\b|n't\\b|instead of|rather than|consider|thinking|might|maybe|\\bif\\b|kept|keep|decided against",
      ),
    ],
  ),
  trap(
    "a question about a sleep tracker",
    ["i wear an oura ring to track my sleep, mostly because im a nurse on rotating shifts and my sleep is a mess"],
    [
      "nights again this week 🫠",
      "genuine question: is a whoop actually better than the oura for shift workers? a colleague swears by hers. or is it the same data in a different wrapper",
    ],
    /Oura/i,
    [
      asserts(
        "Whoop",
        "\\?|\\bask|consider|wonder|thinking|curious|whether|better|compar|colleague|co-?worker|\\bher\\b|\\bshe\\b|might|question|interest|\\bif\\b",
      ),
      asserts("(?:stop|quit|no longer|switch|replac|dropp)\\w*\\b.*Oura", "\\?|whether|consider|wonder|\\bask|\\bif\\b|might"),
    ],
  ),
  trap(
    "a joke about quitting an instrument",
    ["i play fiddle at an irish trad session every thursday in the back of a pub, been going about 4 years"],
    [
      "last nights session was a disaster, i lost my place in every set and snapped a string mid reel 😭",
      "thats it, im burning the fiddle and taking up the triangle, much less to go wrong lol. anyway whats a good way to practise tunes at speed without the tempo falling apart",
    ],
    /fiddle|violin/i,
    [
      asserts("triangle", "jok|lol|kidding|jest|humou?r|\\bburn"),
      asserts("(?:quit|stop|no longer|gave up|giving up|burn)\\w*\\b.*(?:fiddle|violin|session)", "jok|lol|kidding|jest|humou?r"),
    ],
  ),
  trap(
    "quoted speech about an office move",
    ["i'm an accountant in the toulouse office of a big aerospace supplier, been here 6 years, love the city"],
    [
      'so today was weird. my director pulled me aside and said "we\'re moving you to the montpellier office in the spring, they need someone senior there"',
      "like... he cant just decide that?? nothing is signed and i told him i'd need to think about it, my partners job is here and the kids are settled. im not going anywhere unless they make it really worth it",
    ],
    /Toulouse/i,
    [
      asserts(
        "Montpellier",
        "director|boss|manager|\\bsaid\\b|\\bsays\\b|told|propos|suggest|\\bwants?\\b|offer|\\bask|consider|think|might|maybe|\\bif\\b|unless|\\bnot\\b|n't\\b|\\bno\\b|signed|undecided|possib|potential|could",
      ),
      asserts(
        "(?:left|leaving|no longer|moved|moving|relocat)\\w*\\b.*Toulouse",
        "director|boss|manager|said|propos|suggest|might|maybe|\\bif\\b|unless|\\bnot\\b|n't\\b",
      ),
    ],
  ),
];
