// Held-out set 9: written on 2026-11-26 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap,
// and of the true facts a trap must not be confused with).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps. Unlike the earlier sets, each
// conversation is long: 4 to 8 user turns of small talk and unrelated tasks (git, react, kafka,
// go, bash, recipes, trip planning, a novel), with the fact and later its change buried in the
// middle, often inside a long message beside a question. Changes: a move to the next city
// while still commuting to the old one, a new employer, vegan to vegetarian, a terminal
// emulator, a surname taken on marriage, a break-up. Traps: a wish to quit a job, a trip that
// would change if permits run out (a conditional asked as a question), a husband's knee
// injury, a tool the user says they are not switching to, a joke about a cabin in the woods,
// dialogue from the user's novel (the vegan change also carries a trap: "still no meat or
// fish"). Mixed tidy and sloppy writing; time words ("as of monday", "a couple of weeks ago",
// "last monday", "on saturday") fit the dates scenario-run.mjs gives the two conversations
// (Wednesday 1 and Monday 20 January 2025), so a resolved valid_from can be right. A fair fact
// about the old value may stay current once it says the state ended ("Broke up with
// Saoirse"): `old` then skips such texts.
// First run: 4 of 12 at 47f7634 (bench:facts), the final code of that change. The lead read the
// helper's one-line summaries of its scenarios before this run; no change was aimed at them.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|\\bwere\\b|worked|until|former|previous|\\bex\\b|ex-|left|cancel|moved|moving|switch|changed|instead|dropped|replac|ditch";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Uses Alacritty", not "Ditched Alacritty"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");
/** A fact that says a state does not hold: a trap pattern must not take it for the trap. */
const NEGATED = "\\bnot\\b|n't\\b|never|refus|rather than|instead of|\\bover\\b|no plans";

export const HELD_OUT_9 = [
  change(
    "moved to the next city, still commutes to the old one",
    [
      "hey! quick q before my standup, whats the actual diffrence between git rebase and git merge, like in plain words",
      "ok that makes sense. for context im a frontend dev, i live in utrecht with my partner and our very loud cat, and my team keeps arguing about rebasing in every retro lol",
      "can you write me a git alias that does fetch + rebase onto main in one go",
      "perfect thanks. totally unrelated but is there a way to make stroopwafels at home without the special iron",
      "ill try the pan version this weekend, wish me luck",
    ],
    [
      "morning!! sorry been offline for ages",
      "ok so long story short the lease on our old place ran out and we found something way bigger, so as of monday we live in rotterdam! kralingen, like 10 min from the lake. the cat hates the boxes. anyway can u help me with a react thing",
      "i have a useEffect that fires twice in dev and im going insane, is that strict mode?",
      "right so its not a bug. how do i stop the fetch running twice then, abort controller?",
      "great. also my commute is now a train back to the office in utrecht 2 days a week, any tips for actually getting work done on a train",
      "noise cancelling headphones it is. ty!",
    ],
    /Rotterdam|Kralingen/i,
    claims("(?:\\blives?\\b|\\bliving\\b|\\bbased\\b|\\bhome\\b|resides).*Utrecht", ["Rotterdam", "Kralingen", "commut", "office"]),
  ),
  change(
    "new employer",
    [
      "hi, can you explain kafka consumer groups like im 5",
      "lol ok. so im a backend engineer at zalando, mostly java and scala, and we're moving some services off rabbitmq. whats the main gotcha",
      "whats a sensible number of partitions for a topic that gets maybe 200 msgs/sec",
      "thanks! totally different q, whats a good long weekend itinerary for bologna, mostly food",
      "amazing, saving this",
    ],
    [
      "heyy long time no see",
      "so big change, my last day at zalando was the 10th and i started at klarna last monday, payments team. still backend but its all go now so im drinking from a firehose",
      "can you explain goroutines vs threads quickly",
      "and whats the go equivalent of a java CompletableFuture",
      "ok last one, making a ragu tonight, how long does it REALLY need to simmer",
      "cheers 🙏",
    ],
    /Klarna/i,
    claims("Zalando", ["last day"]),
  ),
  change(
    "vegan to vegetarian",
    [
      "ok i need dinner ideas for this week, something with lentils",
      "oh and i should say im vegan, have been for about 4 years, so no eggs or dairy in anything pls",
      "the dhal sounds good. can i do it in a slow cooker?",
      "also random but how do i stop my sourdough starter smelling like nail polish remover",
      "haha ok feeding it more. thanks!",
    ],
    [
      "hi hi, recipe help again pls",
      "bit of an update on the food front: my iron and b12 were a mess so my doctor pushed me and i started eating eggs and cheese again a couple of weeks ago. so vegetarian now, not vegan. still no meat or fish ever tho",
      "so can you give me a frittata that uses up leftover roast veg",
      "how long does it keep in the fridge?",
      "and can i freeze it?",
      "perfect, ty",
    ],
    /vegetarian|(?:eats?|eating)\b.*\b(?:eggs|cheese|dairy)/i,
    claims("vegan", ["vegetarian", "again"]),
    [/^(?!.*(?:\bno\b|not\b|n't\b|never|avoid|without))(?:(?:Eats|Eating|Started eating)\b.*\b(?:meat|fish)\b|.*pescatarian)/i],
  ),
  change(
    "terminal emulator switched",
    [
      "can you help me write a bash one-liner that finds all files over 100mb in my home dir",
      "nice. and how do i sort them biggest first",
      "my setup if it matters: mac, alacritty with tmux. the font rendering in alacritty is kinda meh on my external monitor tho",
      "ok what about the tmux thing where all the colours look washed out",
      "that fixed it!! ty",
    ],
    [
      "yo. quick one",
      "how do i undo the last commit but keep the changes",
      "ty. oh and fyi i ditched alacritty a couple of weeks ago, been on ghostty since, the native tabs and splits mean i dont even need tmux anymore honestly",
      "is there a way in ghostty to open urls with the keyboard",
      "ok and how do i set the theme to something like gruvbox",
      "perfect. unrelated but any idea for a quick lunch with a can of chickpeas and one sad lemon",
    ],
    /Ghostty/i,
    claims("Alacritty"),
  ),
  change(
    "surname taken on marriage",
    [
      "Hi! Could you help me set up an email signature for my freelance work? I do translation, Portuguese and Norwegian into English.",
      "My name is Ines Halvorsen, and I'd like the title to be 'Translator & Editor'. No phone number, just email.",
      "Looks nice. Can you also make a shorter version for replies?",
      "Great. Totally unrelated: what's a good way to store fresh herbs so they don't die in two days?",
      "The jar trick, got it. Thanks!",
    ],
    [
      "Hello again! I hope your weekend was as good as mine.",
      "I need to redo my email signature. Tiago and I got married on Saturday, and I've taken his surname, so I'm Ines Rocha now. Same title as before.",
      "Can you also write a short note to my clients about the new name? Friendly but brief.",
      "Perfect. Should I keep my old email address as an alias for a while?",
      "Makes sense. Last thing: do you know a good lasagne that can be made the day before?",
      "Thank you!",
    ],
    /Ines Rocha|(?:name|surname|goes by|called)\b.*Rocha/i,
    claims("Halvorsen", ["née", "\\bnee\\b", "maiden", "\\bborn\\b", "birth", "\\bold\\b"]),
  ),
  change(
    "broke up with a girlfriend",
    [
      "helpp i need a gift idea for my gf's birthday, shes into climbing and true crime podcasts",
      "her name's saoirse btw, we've been together like 3 years and she hates anything generic",
      "ooh the guidebook idea is good. is there a decent climbing guide for the dolomites in english",
      "last thing, any tips for pad thai at home that doesnt taste like ketchup",
      "lol ok no ketchup. thanks!!",
    ],
    [
      "hey",
      "so saoirse and i broke up last weekend. mutual-ish, still sucks. the flat is very quiet",
      "anyway i need a distraction. can you help me plan a solo hiking weekend somewhere max 3h away by train",
      "what should i pack for 2 nights in a mountain hut in march",
      "and a beginner-ish route pls, nothing too sketchy",
      "thanks, this actually helps",
    ],
    /single|broke up|split up|separated|\bex\b|ex-girlfriend|no longer (?:with|together|dating|in a relationship|seeing)/i,
    claims("(?:girlfriend|\\bgf\\b|dating|in a relationship|together|partner)", ["broke", "split", "separat", "single"]),
  ),
  trap(
    "wishes they could quit",
    [
      "morning. can you help me word an email to a customer whose claim got denied, i want it kind but clear",
      "context: im a claims handler at aviva, home insurance mostly, been here 6 years",
      "thats good, maybe a bit softer in the 2nd paragraph",
      "perfect. unrelated, whats the safe way to reheat rice",
      "ok good to know lol",
    ],
    [
      "ugh what a day",
      "had 3 angry calls before 10am abotu storm damage, one guy literally cried. i wish i could just quit and open a little bike repair shop somewhere, fixing stuff with my hands all day sounds like heaven",
      "anyway thats not happening with a mortgage lol. can you help me make a checklist for storm damage claims so i stop missing stuff",
      "add one about photos of the roof",
      "nice. also is it normal for my bike chain to skip under load or do i need a new cassette",
      "ok will check the chain wear first ty",
    ],
    /Aviva|claims handler/i,
    [
      /^(?:Quit|Quits|Quitting|Is quitting|Will quit|Plans to quit|Planning to quit|Left|Leaving|Is leaving|No longer|Resigned|Handed in)\b.*(?:job|Aviva|claims|insurance|work)/i,
      /^(?:Opened|Opens|Owns|Runs|Has|Is opening|Will open|Plans to open|Planning to open|Opening|Works (?:at|in))\b.*(?:bike|repair) shop/i,
      /^Is a bike mechanic/i,
    ],
  ),
  trap(
    "trip that would change if permits run out",
    [
      "hiya, planning mode activated 🗺️",
      "we booked flights to peru for april!! 2 weeks, lima then cusco and hopefully the inca trail if we get permits. first big trip since the kids were born",
      "whats altitude sickness actually like, should we be worried",
      "ok and is coca tea legit or a tourist thing",
      "good to know. can you recommend what kind of daypack to get, we're not serious hikers",
    ],
    [
      "ok trip stuff again",
      "permits for the inca trail are apparently nearly gone for april. if we cant get them would it be smarter to swap the whole thing for patagonia instead? or is that a totally different trip. what do you think",
      "hmm yeah the flights to lima are already booked anyway. whats the alternative trek people do, salkantay?",
      "how hard is salkantay for someone who runs a bit but isnt super fit",
      "ok im reassured. last one, how do i say 'where is the bathroom' in quechua lol",
      "haha thanks",
    ],
    /\bPeru\b|\bLima\b|Cusco|Inca Trail|Machu Picchu|Salkantay/i,
    [
      new RegExp(
        `^(?!.*(?:${NEGATED}|\\bif\\b|might|may\\b|could|would|consider|maybe|unless))(?:Going|Goes|Is going|Will go|Plans|Planning|Is planning|Travell?ing|Trip|Will travel|Visiting|Will visit|Booked|Is doing|Doing|Switched|Swapped|Changed)\\b.*Patagonia`,
        "i",
      ),
      /^(?:Cancell?ed|No longer|Is not going|Not going|Called off|Dropped)\b.*(?:Peru|Lima|Cusco|trip)/i,
    ],
  ),
  trap(
    "a husband's knee injury",
    [
      "hi, can you help me adapt a banana bread recipe",
      "im coeliac so it has to be properly gluten free, not just 'low gluten'. diagnosed last year and still learning lol",
      "what flour blend works best, i have rice flour and tapioca",
      "does xanthan gum acutally matter or can i skip it",
      "ok buying some. thanks",
    ],
    [
      "hey, bit of a rough week",
      "my husband desmond tore his acl at five-a-side on sunday, surgery is booked for the 3rd and then months of physio apparently. so im doing all the school runs and hes stuck on the sofa being grumpy",
      "can you suggest some easy dinners i can batch cook? still gluten free for me obviously",
      "and whats a good gift to cheer up someone on crutches lol",
      "also how long is acl recovery usually, he keeps asking me like im a doctor",
      "thanks, ill tell him 9 months and watch him sulk",
    ],
    /coeliac|celiac|gluten[- ]free/i,
    [
      /^(?:(?:Tore|Has a torn|Torn|Injured|Ruptured)\b.*(?:ACL|knee|ligament)|Has an? (?:ACL|knee) injury)/i,
      /^(?:Is having|Having|Has|Needs|Will have|Booked|Scheduled for) (?:knee |ACL )?surgery/i,
      /^(?:Is on|On|Uses|Needs|Is using|Using) crutches/i,
      /^(?:Does|Doing|Goes to|Attends|Has|Needs|Starts|Starting|Will start|In) physio/i,
    ],
  ),
  trap(
    "not switching to the team's tool",
    [
      "how do i write a regex that matches iso dates like 2024-03-01",
      "and with an optional time part?",
      "nice. i keep all my snippets in logseq btw, daily journal plus a page per project, its basically my second brain. can you format that as a logseq block with a code fence",
      "perfect. whats a good template for a weekly review page",
      "love it",
    ],
    [
      "hey! ok slightly ranty one",
      "my whole team moved to notion last month and my lead keeps pushing me to move my notes over too. im not switching, logseq works fine and my notes are plain markdown files that i own. am i being stubborn?",
      "fair. can notion at least import markdown if i ever need to share something",
      "ok so i can export single pages when i need to. how do i do that in logseq",
      "great. unrelated, whats a quick marinade for tofu",
      "thanks!",
    ],
    /Logseq/i,
    [
      new RegExp(
        `^(?!.*(?:${NEGATED}))(?:Uses|Using|Is using|Started using|Will use|Switched|Is switching|Moved|Is moving|Migrat|Prefers|Keeps|Notes? (?:app )?is|Note-taking app is)\\b.*Notion`,
        "i",
      ),
      /^(?:No longer uses|Stopped using|Switched (?:away )?from|Moved (?:off|away from)|Left|Quit|Dropped)\b.*Logseq/i,
    ],
  ),
  trap(
    "joke about a cabin in the woods",
    [
      "hello! can you help me plan a cheap rainy day out with two kids under 8? we live in leicester",
      "is the space centre worth it for a 5 and 7 year old or is it more for older kids",
      "ok and a packed lunch idea that isnt sandwiches, my youngest is picky",
      "lol pasta it is. thanks",
    ],
    [
      "can you look at this js error, ive been staring at it for an hour: TypeError: Cannot read properties of undefined (reading 'map')",
      "ok its from a function that returns undefined when the api times out. how do i handle that properly",
      "it WORKS. honestly after today im selling the house and moving to a cabin in the woods with no wifi and some goats 😂 anyway",
      "can you add a retry with backoff to it",
      "whats a sensible max number of retries",
      "cool, pushing it. time for tea",
    ],
    /Leicester/i,
    [
      /^(?!.*jok)(?:Lives|Living|Moving|Moved|Is moving|Will move|Plans to move|Planning to move)\b.*(?:cabin|woods)/i,
      /^(?!.*jok)(?:Selling|Sold|Is selling|Will sell|Plans to sell|Planning to sell)\b.*house/i,
      /^(?:Has|Keeps|Owns|Will keep|Wants|Raises)\b.*goats/i,
    ],
  ),
  trap(
    "dialogue from the user's novel",
    [
      "Hi. I teach Year 9 English at a secondary school in Norwich, and I'm finally writing a novel in the evenings. Can you help me with pacing?",
      "It's a slow-burn family drama, about 70k words so far. The middle drags.",
      "That's useful. How many subplots is too many?",
      "Okay. Also, what's a quick dinner for a Tuesday night when I'm marking essays?",
      "Ha, eggs on toast it is.",
    ],
    [
      "Back with the novel!",
      "Can you tighten this bit of dialogue? 'I quit the paper this morning,' Rosalind said. 'I'm selling the flat and moving to Marseille. Don't try to stop me.' Her brother just stared at her.",
      "Good. Does Rosalind sound too cold there? I want her to sound tired, not cruel.",
      "Better. Should her brother answer, or is the silence stronger?",
      "Silence it is. Unrelated: it's half-term soon, any ideas for a two-day trip by train from Norwich?",
      "Lovely, thanks.",
    ],
    /Norwich|\bteach/i,
    [
      /^(?:Quit|Left|Is selling|Selling|Sold|Moving|Moved|Is moving|Will move|Plans to move|Lives|Living)\b.*(?:paper|flat|Marseille)/i,
      /^Rosalind\b.*(?:quit|sell|mov|Marseille|paper)/i,
      /^Has a brother/i,
    ],
  ),
];
