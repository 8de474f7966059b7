// Held-out set 50: written on 2026-11-27 against main at ee47d2b, by a helper (`set50`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, weighted to work, study and tools,
// with no city, person, product or company reused from scenarios.mjs, held-out sets 1 to 46 on
// main or sets 47 to 49 in their worktrees (as they stood while this was written). Some messages
// are dictated by voice (little punctuation, run-on sentences), others typed in quick chat style:
// mostly lower case, typos, fillers, news after small talk, two pieces of news in one message,
// time words that fit the two conversations' dates (about three weeks apart, January). A fair
// fact about the old value may stay current once it says the state ended ("Left X", "No longer
// uses X"): `old` then skips such texts.
// First run: 8 of 12 at 34d4e2b (after rules read from sets 35-46), and 7 of 12 on the code the session
// started from (d1b8894), run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|moved|moving|switch|changed|instead|dropp|ditch|replac|anymore|any more|until|\\bfrom\\b|back in|died|dead|broke|\\brip\\b|promot";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib";
/** Words that say a statement was a joke or venting. */
const JOKED = "jok|\\blol\\b|kidding|\\bjk\\b|jest|humou?r|sarcas|playful|tongue|\\bfun\\b|fantas|dream|wish|vent|frustrat|exasperat";

export const HELD_OUT_50 = [
  change(
    "an insurance worker changes employer and role, dictated by voice after small talk",
    ["hi i work in claims at ageas, home insurance mostly, so floods and burst pipes all day every day"],
    [
      "okay so im voice typing this because im out walking the dog sorry if it comes out weird",
      "so um big change i left ageas just before christmas and i started at beazley on the sixth as an assistant underwriter in the marine team which is a totally different world honestly its more spreadsheets and way less angry phone calls which i love so can you explain what a line slip is in plain english because everyone keeps saying it and im just nodding along",
    ],
    /Beazley/i,
    claims("Ageas", ["Beazley"]),
  ),
  change(
    "a copywriter promoted to a new role, quick chat in two messages",
    [
      "hey! junior copywriter at a small branding agency here, mostly packaging copy and the odd website. can u help me with taglines sometimes",
    ],
    [
      "omg guess who got promoted 🎉 im content lead now, as of monday!! means i manage 2 writers + all the freelancers which is terrifying tbh",
      "ok first job as content lead: can you help me draft a simple style guide for the team? tone of voice, oxford comma, that kinda thing",
    ],
    /content lead|leads? (?:the )?content|head of content/i,
    claims("copywriter", ["content lead", "lead"]),
  ),
  change(
    "a planner's task app switched, after weekend small talk",
    ["i'm a freelance event planner, weddings mostly. my whole life is in any.do, every vendor call and deposit reminder lol"],
    [
      "hiya, hope your weekend was good! mine was a blur, two winter weddings back to back and one bride cried at the cake (happy tears thank god)",
      "anyway i moved all my tasks over from any.do to sunsama since the 2nd, the daily planning thing is what sold me, i was drowning. can you help me set up a weekly template for wedding weeks? like what goes on monday, what goes on friday etc",
    ],
    /Sunsama/i,
    claims("\\bAny\\.?do\\b", ["Sunsama"]),
  ),
  change(
    "an illustrator's drawing tablet replaced, two pieces of news in one message",
    [
      "im a freelance illustrator, childrens books mostly. i draw everything on my old wacom intuos, its like 8 yrs old and held together with tape",
    ],
    [
      "2 bits of news!! i signed my first picture book contract!!! and the wacom finally died on new years eve so i bought a huion kamvas 16, drawing straight on the screen is so wierd after years of looking up at the monitor lol. any tips for getting used to a pen display? my lines are all wobbly",
    ],
    /Huion|Kamvas/i,
    claims("Wacom|Intuos", ["Huion", "Kamvas"]),
  ),
  change(
    "a plan to learn to code changes course, quick chat",
    [
      "so i work in a call centre and im trying to get into tech. plan is to do the ironhack web dev bootcamp in april, the full time one, already saving for it",
    ],
    [
      "hey so change of plans. not doing ironhack anymore, 7500 euros was just too much with the rent going up. ive been doing freecodecamp in the evenings for a couple of weeks now instead and honestly its going great, just finished the responsive web design cert!",
      "can you explain flexbox vs grid like im 5",
    ],
    /freeCodeCamp|free code camp/i,
    claims("Ironhack", ["freeCodeCamp", "free code camp"]),
  ),
  change(
    "moved to another country, dictated by voice while unpacking",
    ["hello i live in braga with my partner and i do remote customer support for a software company, so mostly headset and tea all day"],
    [
      "hi okay im dictating this while i unpack so bear with me",
      "so the weather here is actually amazing for january and we already found a bakery round the corner which is the most important thing right so yeah we moved to varna about two weeks ago my partner got a job at the port and i can do my support job from anywhere so we just went for it can you tell me what paperwork i need to register as a resident in bulgaria as an eu citizen",
    ],
    /Varna/i,
    claims("Braga", ["Varna"]),
  ),
  trap(
    "a hypothetical degree, dictated by voice inside a request for a letter",
    ["hi im a school secretary at a primary school, so i deal with everything from nits letters to the headteachers diary"],
    [
      "hiya voice note again sorry",
      "can you help me write a letter to parents about the snow day closures and keep it friendly not scary and also random thought but if i ever go back to uni i think id do speech and language therapy we have a therapist who comes in on thursdays and the stuff she does with the little ones is amazing anyway not any time soon with my mortgage lol",
    ],
    /secretary/i,
    [
      asserts(
        "speech|\\bSLT\\b|stud(?:y|ies|ying)|enrol|back to (?:uni|university|college)|degree",
        `${IMAGINED}|visit|comes in|\\bshe\\b|\\bher\\b|thursday|amazing|admir|impress|inspir`,
      ),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:secretary|school)", IMAGINED),
    ],
  ),
  trap(
    "a brother's new job and city, beside a request to plan a visit",
    ["i teach maths at a secondary school in liepaja, year 9 and 10 mostly"],
    [
      "labdien 😄 ok news from my family: my little brother edgars got a job with stena line and moved to ventspils last week, hes doing logistics planning for the ferries. so proud of him. my mum is devastated lol",
      "can you help me plan a weekend visit to him? i'd drive down on friday after school, what's worth seeing there in winter",
    ],
    /Liep[aā]ja|math/i,
    [
      asserts("Stena|Ventspils|ferr|logistics", "brother|edgars|sibling|\\bhe\\b|\\bhis\\b|\\bhim\\b|visit|trip|drive|weekend|family"),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*(?:school|teach|math|Liep)", "brother|edgars|\\bhe\\b|\\bhis\\b"),
    ],
  ),
  trap(
    "an editor switch that did not happen, quick chat",
    [
      "game dev at a tiny indie studio, unity + visual studio all day. a friend keeps telling me to try rider, might give it a go over the holidays",
    ],
    [
      "ok so i did NOT switch to rider in the end lol. tried it for like 3 days, its nice but i missed the visual studio debugger and work pays for vs anyway so. back to normal",
      "can u help me figure out why my coroutine in unity runs twice when i reload the scene",
    ],
    /Visual Studio/i,
    [
      asserts(
        "\\bRider\\b",
        "\\bnot\\b|n't\\b|tri(?:ed|al)|\\btry|back|instead|friend|suggest|recommend|consider|might|maybe|\\bif\\b|plan|thinking|test|briefly|days|\\bnice\\b",
      ),
      asserts("(?:stop|quit|no longer|switch|dropp|replac|left|moved)\\w*\\b.*Visual Studio", "\\bnot\\b|n't\\b|back"),
    ],
  ),
  trap(
    "a question about a password manager, with a second question",
    ["i use nordpass for all my passwords, personal stuff, work stuff, the family streaming logins etc"],
    [
      "quick q: is enpass actually any better than nordpass? people on reddit keep saying to switch. does it do passkeys properly and can you share a vault with family?",
      "also how often should i change my master password, is that still a thing",
    ],
    /NordPass/i,
    [
      asserts(
        "Enpass",
        "\\?|\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|reddit|people|others|might|maybe|look",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*NordPass",
        "\\?|should|whether|consider|wonder|\\bif\\b|reddit|people|others|suggest",
      ),
    ],
  ),
  trap(
    "a joke about quitting after month end, then a real request",
    ["im a purchasing assistant at a furniture factory, basically i chase suppliers for delivery dates all day lol"],
    [
      "month end nearly killed me. thats it, im handing in my notice and going to live in a yurt and keep bees 🐝 lol",
      "ok back to reality, can you help me write a firmer reminder email for a supplier whos 3 weeks late on our fabric order? polite but they need to know we mean it",
    ],
    /purchasing/i,
    [
      asserts("yurt|\\bbees?\\b|beekeep", JOKED),
      asserts("hand\\w* in .*notice|\\bquit|resign|\\bleft\\b|leaving|no longer .*(?:purchasing|factory|job)", JOKED),
    ],
  ),
  trap(
    "a supervisor's quoted advice to change tools, inside a study request",
    [
      "im doing a masters in urban planning and writing my dissertation in google docs, its 14k words so far and my laptop is struggling lol",
    ],
    [
      'had a meeting with my supervisor today and she said "honestly just move it all to latex on overleaf, google docs is going to eat your references at this length" which, ok, maybe, but ive never touched latex in my life and the deadline is in may',
      "anyway can you help me restructure my lit review? right now its just a list of papers and she says it needs themes",
    ],
    /Google Docs/i,
    [
      asserts(
        "LaTeX|Overleaf",
        "said|says|told|suggest|supervisor|advis|recommend|urg|should|want|might|maybe|consider|\\bnot\\b|n't\\b|never|\\bif\\b|quot|propos|push|\\bshe\\b|\\bher\\b",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|replac|moved|moving|left)\\w*\\b.*Google Docs",
        "said|supervisor|suggest|advis|\\bnot\\b|n't\\b|might|maybe|should|\\bshe\\b|\\bher\\b",
      ),
    ],
  ),
];
