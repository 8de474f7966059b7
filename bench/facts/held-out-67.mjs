// Held-out set 67: written on 2026-11-27 against main at 10ff31a, by a helper (`set67`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, spread over home city, job, car,
// diet, partner, pets, gym and phone apps, with no city, person, product or company reused from
// scenarios.mjs, the held-out sets on main or the other sets in /work/sets (as they stood when
// written). Users speak to a voice assistant: transcripts with no punctuation or capitals at all,
// fillers ("um", "uh", "like", "you know", "so yeah", "i mean"), self-interruptions and restarts,
// numbers spelled as words, usually with a request beside the news. Traps: a plan not made, a
// relative's news, a question, negations, a joke, a TV show's plot retold. Time words fit the two
// conversations' dates (about three weeks apart, January). A fair fact about the old value may
// stay current once it says the state ended ("Left X", "No longer uses X"): `old` then skips such
// texts.
// First run: 10 of 12 at 05cef5c (after rules read from sets 63 to 66), and 10 of 12 on d90bd00, the code
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
/** Words that say something happened in a show the user watched, not to the user. */
const SHOWN =
  "show|series|watch|character|episode|plot|\\btv\\b|television|northern exposure|protagonist|story|fiction|similar|sitcom|drama";

export const HELD_OUT_67 = [
  change(
    "a move to another state, told with a restart about the date",
    [
      "hey um so i live in pocatello idaho and uh its supposed to get down to like negative ten tonight whats the best way to keep my pipes from freezing",
    ],
    [
      "okay so um big news we moved to bismarck uh last weekend no wait the weekend before that so like two weeks ago now my wifes job sent her up here",
      "anyway uh what do i need to do to get a north dakota drivers license like do i have to take the test all over again or what",
    ],
    /Bismarck/i,
    claims("Pocatello", ["Bismarck"]),
  ),
  change(
    "a deli worker becomes a mail carrier, after a late happy new year",
    [
      "hi so i work the deli counter at a grocery store um mostly slicing meat and cheese all day and my wrists are like killing me can you give me some stretches for that",
    ],
    [
      "hey uh happy new year i guess its kinda late for that",
      "so i um i finally got on with the post office im a mail carrier now i started like the second week of january so yeah no more deli for me what are some good boots for walking like fifteen miles a day in the snow",
    ],
    /mail ?carrier|letter carrier|post office|postal/i,
    claims("deli", ["mail", "postal", "post office", "carrier"]),
  ),
  change(
    "a family trades its car for a bigger one, years spelled as words",
    ["okay so i drive a jeep cherokee uh twenty fourteen i think and the check engine light just came on what does that usually mean"],
    [
      "so um the jeep is gone we traded it in uh last saturday for a dodge durango a used one like a twenty nineteen with the third row cause you know the kids",
      "how often should i change the oil on a durango like is it every five thousand miles or what",
    ],
    /Durango/i,
    claims("Cherokee|Jeep", ["Durango"]),
  ),
  change(
    "a long-time vegetarian starts eating fish on a doctor's advice",
    ["so ive been vegetarian for like uh eleven years now and i need some high protein dinners that arent just beans again can you help"],
    [
      "um so my doctor said my iron is really low and uh i mean i kinda caved so im eating fish again now i guess im like pescatarian as of two weeks ago",
      "can you give me a couple easy salmon recipes i literally dont know how to cook fish at all",
    ],
    /pesc[ae]tarian|\bfish\b|seafood|salmon/i,
    claims("vegetarian", ["pesc", "fish", "seafood", "salmon"]),
  ),
  change(
    "a boyfriend named in the first talk, a breakup in the second",
    ["my boyfriend thaddeus and i have our one year anniversary on the twentieth of february any ideas for like a cheap but cute date"],
    [
      "so yeah um scratch the anniversary thing me and thaddeus broke up uh like right after new years it was kinda mutual i guess so im single now",
      "can you help me like make a plan so i dont just sit at home every weekend i need stuff to do",
    ],
    /\bsingle\b|broke up|split up|ex-?boyfriend|no longer (?:dating|together|with)/i,
    claims("Thaddeus|boyfriend", ["single", "broke", "split", "exboyfriend"]),
  ),
  change(
    "a music app switched, with a question about moving playlists",
    [
      "i listen to pretty much everything on pandora like in the car at work whatever um can you make me a list of chill nineties songs for a road trip",
    ],
    [
      "oh um so i cancelled pandora and went over to qobuz like a week ago cause the sound quality is you know way better",
      "how do i uh get my old playlists into qobuz is there like a way to do that or do i have to redo them all",
    ],
    /Qobuz/i,
    claims("Pandora", ["Qobuz"]),
  ),
  trap(
    "a sister's new pets beside a question about the user's own reptile",
    ["i have a bearded dragon named ziggy hes like five and he hasnt been eating much lately is that a winter thing or should i worry"],
    [
      "so my sister just got a ferret uh no two ferrets actually and shes like obsessed she sends me fifty pictures a day",
      "anyway ziggy is eating again yay but um how warm should his basking spot be again i forgot",
    ],
    /bearded dragon|Ziggy/i,
    [
      asserts("ferret", "sister|\\bher\\b|\\bshe\\b|sibling|famil"),
      asserts("(?:no longer|died|passed|gave away|rehom|gave up)\\w*\\b.*(?:Ziggy|bearded dragon)", "\\bnot\\b|n't\\b|worr"),
    ],
  ),
  trap(
    "negations: the user did not quit the gym nor join a friend's",
    [
      "i go to planet fitness like four mornings a week before work um mostly the treadmill and the machines can you make me a simple leg day",
    ],
    [
      "okay so i missed like a whole week cause i had the flu and now my buddy keeps saying i quit planet fitness and joined his boxing gym which like no i did not i didnt quit anything and im not doing boxing",
      "im back this week tho so um what should i do my first day back so i dont die",
    ],
    /Planet Fitness/i,
    [
      asserts("boxing", "\\bnot\\b|n't\\b|didn|never|buddy|friend|\\bhis\\b|\\bhe\\b|claim|say|rumou?r|\\bdid\\b"),
      asserts(
        "(?:quit|cancel|stopp|no longer|left|dropp)\\w*\\b.*Planet Fitness",
        "\\bnot\\b|n't\\b|didn|never|buddy|friend|claim|say|rumou?r|\\bdid\\b",
      ),
    ],
  ),
  trap(
    "a TV show's plot retold, by a vet tech asking for similar shows",
    ["hey um i work as a vet tech at an animal hospital in yakima and i need help writing like a short bio for the clinic website"],
    [
      "okay so i started watching northern exposure its this old show and its about this doctor who like has to move to a tiny town in alaska to pay off his med school loans and he hates it at first but then um you know he kinda falls for the place",
      "can you recommend like five more shows kinda like that with the cozy small town vibe",
    ],
    /Yakima|vet(?:erinary)? tech/i,
    [
      asserts("Alaska", SHOWN),
      asserts("\\bdoctor\\b|physician|med(?:ical)? school|student loan", SHOWN),
      asserts("(?:left|moved|moving|relocat|no longer)\\w*\\b.*(?:Yakima|vet|animal hospital)", SHOWN),
    ],
  ),
  trap(
    "a joke about giving up veganism, then a real cooking question",
    ["so im vegan um about three years now and i need some ideas for lunches i can bring to work that arent like sad salads"],
    [
      "ugh this week was so long im done being vegan im gonna go full carnivore and eat like a whole brisket every single night haha no im kidding im kidding",
      "okay real question whats a good way to make tofu actually crispy mine always comes out soggy",
    ],
    /vegan/i,
    [
      asserts("carnivore|brisket", JOKED),
      asserts("(?:no longer|quit|stopp|gave up|done being|done with|abandon|ended)\\w*\\b.*vegan", JOKED),
    ],
  ),
  trap(
    "a question about a cheaper meditation app",
    [
      "i use headspace every night before bed um the sleep stuff mostly its like the only thing that helps me fall asleep can you explain what a body scan is exactly",
    ],
    [
      "um quick question is insight timer better than headspace cause like its free and headspace is getting kinda expensive or is that a dumb question",
      "also uh how long should a meditation be for a beginner like realistically",
    ],
    /Headspace/i,
    [
      asserts(
        "Insight Timer",
        "\\bask|consider|wonder|should|whether|curious|question|\\bif\\b|compar|interest|recommend|thinking|evaluat|might|maybe|would|explor",
      ),
      asserts(
        "(?:stop|quit|no longer|switch|dropp|left|replac|moved|cancel)\\w*\\b.*Headspace",
        "should|whether|would|consider|wonder|\\bif\\b|\\bask|question|thinking|might|maybe",
      ),
    ],
  ),
  trap(
    "a car purchase that is only a vague plan for later",
    ["so i drive a mini cooper and um the heater takes forever to warm up in the mornings is that normal or should i get it looked at"],
    [
      "okay so uh i mean eventually i wanna get something bigger like uh an acura maybe the rdx but not till after tax season and we havent even looked yet so you know",
      "for now um can you tell me how to make the mini last through the winter like tires and stuff",
    ],
    /Mini|Cooper/i,
    [
      asserts("Acura|RDX", `${IMAGINED}|plan|tax|after|look|shop|later|futur|upgrad|bigger|\\bnot\\b`),
      asserts("(?:sold|trad|no longer|got rid|replac|gave up)\\w*\\b.*(?:Mini|Cooper)", `${IMAGINED}|plan|later|futur`),
    ],
  ),
];
