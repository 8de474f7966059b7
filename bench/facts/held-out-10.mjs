// Held-out set 10: written on 2026-11-26 against main at 84b7723, by a helper who read neither
// src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario run)
// and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario (a fair text of the new value, of the old value, of the state ended, of each trap).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, on everyday preferences and
// routines people tell an assistant (coffee given up for green tea, remote work ended by a
// return to the office, Rails swapped for Elixir at work, a Huawei phone replaced by a Xiaomi,
// a first pet adopted, a car sold for a car club and a bike; traps: sarcasm about quitting
// padel for golf, a night-owl student past told as a story, a flatmate's verdict on a
// favourite food reported, a streaming service the user "would" switch to, a question about a
// colleague's son and karate, a diet tried for nine days and disliked). Lower case with typos
// and fillers, news after small talk, two things in one message, the way people type to an
// assistant. A fair fact about the old value may stay current once it says the state ended
// ("Quit coffee"): `old` then skips such texts.
// First run: 5 of 12 at 47f7634 (bench:facts), the final code of that change. The lead read the
// helper's one-line summaries of its scenarios before this run; no change was aimed at them.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|not\\b|n't\\b|stop|quit|gave up|gives up|give up|given up|ended|used to|\\bwas\\b|former|previous|left|cancel|closed|moved|moving|switch|changed|instead|dropped|replac";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Drinks coffee", not "Quit coffee"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*${value}`, "i");

export const HELD_OUT_10 = [
  change(
    "coffee given up for green tea",
    ["morning! fair warning i run on coffee, like 3 double espressos before lunch, so forgive the typing speed lol"],
    [
      "hows your day going",
      "small life update, i quit coffee a couple weeks ago bc the jitters got ridiculous. green tea all day now and surprisingly not dying",
    ],
    /\btea\b/i,
    claims("(?:coffee|espresso)", ["\\btea\\b", "jitter"]),
  ),
  change(
    "remote work ended, back in the office",
    ["for context im fully remote, i work from the kitchen table most days in my pjs, colleagues are all over europe"],
    [
      "ugh mondays",
      "big change at work: as of monday everyone has to be back in the office 3 days a week, mon to wed, so im commuting again 🙃 at least the canteen is decent",
    ],
    /office|on[- ]?site|in person|hybrid|commut/i,
    claims("(?:remote|from home|WFH|kitchen table)", ["office", "on[- ]?site", "hybrid", "in person", "commut", "days a week", "back"]),
  ),
  change(
    "Rails swapped for Elixir at work",
    ["im a backend dev, mostly ruby on rails, been doing it for like 6 yrs so i know where all the bodies are buried"],
    [
      "hey, quick one before my standup",
      "switched teams at the start of the month and the new squad writes everything in elixir, so im learning it on the job. honestly enjoying it more than rails already",
    ],
    /Elixir/i,
    claims("(?:Ruby|Rails)", ["Elixir", "more than", "\\bover\\b", "years", "yrs", "experience"]),
  ),
  change(
    "Huawei phone replaced by a Xiaomi",
    ["my phone is a huawei p30, no play store on it which is a pain, so pls dont suggest apps from there"],
    [
      "ok good news for once",
      "i finally caved and got a xiaomi 14 last week so app suggestions are fine now haha. the camera is sooo good",
    ],
    /Xiaomi/i,
    claims("(?:Huawei|P30)", ["Xiaomi", "\\bhad\\b", "old phone"]),
  ),
  change(
    "first pet adopted",
    ["no pets yet sadly, our building only just started allowing them and my partner is still on the fence"],
    [
      "the partner came round!!",
      "we adopted a rescue greyhound a couple of weeks ago, shes called pudding and she sleeps like 20 hours a day. any tips for a dog that is scared of stairs?",
    ],
    /greyhound|Pudding|\bdog\b/i,
    /^(?!.*(?:adopt|greyhound|pudding|\bdog\b|no longer|until|\bnow\b))(?:.*(?:\bno|\bany|\bwithout|n't have|\bnot have)\s+pets?\b|.*\bpetless\b|.*\bpet[- ]free\b)/i,
  ),
  change(
    "car sold for a car club",
    ["i drive a kia ceed, 2016, grey, nothing exciting but it gets me to work"],
    [
      "sorry been a busy few weeks",
      "sold the kia last saturday!! ive been cycling to work since new year anyway, and we joined a car club for the big shops and ikea runs",
    ],
    /\bsold\b|no longer (?:drives|has|owns)|(?:doesn't|does not) (?:drive|own|have a car)|car[- ]free|without a car|\bno car\b|car club|cycl|bikes? to work/i,
    claims("(?:Kia|Ceed)", ["sold", "\\bsell", "\\bhad\\b"]),
  ),
  trap(
    "sarcasm about quitting padel for golf",
    ["i play padel tues and thurs nights with a couple of guys from work, honestly the highlight of my week"],
    [
      "got absolutely destroyed last night 6-0 6-1 😂",
      "yeah im clearly done, gonna sell my racket and take up golf like my dad, sounds thrilling 🙄",
      "ok real question, how do i stop hitting the ball straight into the glass on my backhand",
    ],
    /padel/i,
    [
      /^(?:Plays|Took up|Takes up|Taking up|Is taking up|Will take up|Plans to take up|Started|Is starting|Wants to take up)\b.*golf/i,
      /^(?:Quit|Quits|Is quitting|Gave up|Is giving up|No longer|Stopped|Plans to (?:quit|give up|sell)|Sold|Is selling|Will sell|Selling|Done with|Is done with)\b.*(?:padel|racket)/i,
    ],
  ),
  trap(
    "night-owl student past told as a story",
    ["im one of those annoying early risers, up at 5:45 every day without an alarm"],
    [
      "funny, my uni mates would never believe that. back then i was a total night owl, i'd sleep til noon and miss every single 9am lecture",
      "anyway can you help me plan a 30 min workout i can do at 6 before work",
    ],
    /5[:.]45|quarter to six|early riser|early bird|morning person/i,
    [
      /^(?:Is a )?night owl/i,
      /^(?:Sleeps|Wakes|Gets up)\b.*(?:noon|midday|\b12\b)/i,
      /^(?:Misses|Skips)\b.*lecture/i,
      /^(?:Is an? )?(?:uni(?:versity)? )?student\b|^(?:Is at|Goes to|Attends|Studies at) uni/i,
    ],
  ),
  trap(
    "flatmate's verdict on a favourite food, reported",
    ["my fave food in the world is laksa, theres a little malaysian place by my work that does an insane one"],
    [
      "had a mini argument with my flatmate lol. he says laksa is overrated and hes only eating bibimbap from now on, and he reckons ill switch too once i try the new place near us",
      "not a chance. whats a good laksa paste i can buy for home?",
    ],
    /laksa/i,
    [
      /^(?:Favou?rite food|Fave food|Loves|Likes|Prefers|Eats|Switched|Only eats|Is only eating|Will switch|Plans to switch)\b.*bibimbap/i,
      /^(?:No longer (?:eats|likes|loves)|(?:Doesn't|Does not) (?:like|eat|love)|Stopped (?:eating|liking))\b.*laksa/i,
      /^(?:Thinks |Finds )?laksa (?:is )?overrated/i,
    ],
  ),
  trap(
    "a streaming service they would switch to",
    ["we only have mubi for streaming, im a bit of a film snob tbh, nothing else in this house"],
    [
      "just saw the criterion channel has a massive kurosawa collection",
      "if it was available here i would switch from mubi in a heartbeat, but its US and canada only for now 😩",
    ],
    /Mubi/i,
    [
      /^(?:Uses|Subscribes|Subscribed|Switched|Has|Watches|Pays for|Streams|Signed up|Is switching|Streaming service is)\b.*Criterion/i,
      /^(?:Cancell?ed|Cancels|No longer|Stopped|Dropped|Quit|Left|Is leaving|Is switching from)\b.*Mubi/i,
    ],
  ),
  trap(
    "asking about a colleague's son and karate",
    ["been learning the cello for about 2 years now, grade 4 exam in the spring, eek"],
    [
      "random q, my colleague asked me and i had no clue: is 5 too young for her son to start karate? hes super hyper and she thinks the discipline would help",
      "anyway back to scales for me 🎻",
    ],
    /cello/i,
    [
      /^(?:Does|Started|Is starting|Takes|Trains|Is learning|Learning|Practi[cs]es|Wants to (?:start|learn|do))\b.*karate/i,
      /^(?:Son|Child|Kid|Boy)\b/i,
      /^Has an? (?:son|child|kid|\d+[- ]year[- ]old)/i,
    ],
  ),
  trap(
    "a diet tried for nine days, never again",
    ["ill eat basically anything tbh, sunday roast is my religion"],
    [
      "so over new year i tried whole30 for like 9 days. never again, i was a grumpy mess and dreamt about toast every night",
      "back to normal food and so much happier lol. can you suggest a roast chicken for 6 people, nothing too fancy",
    ],
    /anything|everything|\broast\b|omnivore|no (?:dietary )?restrictions/i,
    [claims("(?:Whole ?30|elimination diet)", ["tried", "never", "hated", "disliked", "grumpy", "lasted", "days", "\\bdid\\b"])],
  ),
];
