// Held-out set 88: written on 2026-11-27 against main at 0584df2, by a helper (`set88`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 86 in /work/sets.
// Style: software developers and other tech workers talking to a coding assistant, the personal
// fact sitting in the middle of a technical request (editor, OS, employer, cloud provider, home
// city, main language, terminal, laptop, working hours). Changes are told the way developers say
// them ("finally moved off X", "we migrated to Y last sprint", "I'm on Z now", "first week at Y
// done"). Traps: a tool the team evaluated but did not adopt, a teammate's new laptop, a question
// comparing two languages, a tool used once for a single client task, "if we ever move to ...",
// and a shift the user was offered and turned down. Lower-case chat style, most messages with a
// request. A fair fact about the old value may stay current once it says the state ended ("Left
// X", "No longer uses X"): `old` then skips such texts.
// First run: 7 of 12 at 0584df2 (the session's final code), and 7 of 12 on 1598cc8, the code the session started
// from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|migrat";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say a tool was only tried, tested or looked at. */
const TRIED = "evaluat|trial|\\btri(?:ed|al|es)\\b|\\btest|pilot|decid|reject|\\bpass(?:ed)?\\b|\\bnot\\b|n't\\b|consider|look(?:ed)? at";

export const HELD_OUT_88 = [
  change(
    "an editor switch told as 'finally moved off', with a formatter question",
    ["i write go all day in goland. is there a way to make it stop reindexing the whole monorepo every time i switch branches?"],
    [
      "finally moved off goland, the license renewal was the last straw. i'm on lite xl now with the lsp plugin pointed at gopls",
      "how do i get it to run gofmt on save?",
    ],
    /Lite[ -]?XL/i,
    claims("GoLand", ["Lite[ -]?XL"]),
  ),
  change(
    "a laptop OS change told as 'i'm on Z now', with a kernel question",
    ["my laptop runs manjaro and an update just broke my wifi driver again. how do i roll back a single package with pacman?"],
    [
      "ok i'm on debian testing now, got tired of manjaro breaking every other update. how do i get a newer kernel for my wifi card without making a mess of apt?",
    ],
    /Debian/i,
    claims("Manjaro", ["Debian"]),
  ),
  change(
    "a job change told as a first week done, with an intro message request",
    [
      "i'm a backend engineer at bol.com on the search team, mostly jvm services. can you explain how to tune the garbage collector for low latency?",
    ],
    [
      "first week at bunq done! new laptop, new codebase, way fewer meetings than at bol. can you help me write a short intro message for my new team's chat channel? friendly but not cringe",
    ],
    /bunq/i,
    claims("bol\\.com|\\bbol\\b", ["bunq"]),
  ),
  change(
    "a cloud migration told as 'we migrated last sprint', with a terraform request",
    [
      "our startup runs everything on digitalocean droplets, about 20 of them. what's the cleanest way to rotate ssh keys across all of them?",
    ],
    [
      "we migrated to upcloud last sprint, so the droplets are all gone, finally. can you help me write a terraform module for their managed database service?",
    ],
    /UpCloud/i,
    claims("DigitalOcean|droplet", ["UpCloud"]),
  ),
  change(
    "a move between cities told in passing, with a remote-work tax question",
    ["i'm a frontend dev working remote from lahti. what's a good standing desk setup for a tiny apartment?"],
    [
      "we finally did it and moved to lund, my partner got a job at the university there. is there anything i should know about working remote for an employer based in a different country, tax-wise?",
      "also the new flat has terrible wifi in the office room, mesh or a powerline adapter?",
    ],
    /\bLund\b/i,
    claims("Lahti", ["\\bLund\\b"]),
  ),
  change(
    "a main language change after a rewrite, with a language question",
    [
      "i mainly write haskell at work, small team building a pricing engine. can you explain the difference between foldl and foldr with a tiny example?",
    ],
    [
      "we rewrote the pricing service and i'm on f# full time now, the haskell code is gone from our repos entirely. how do computation expressions map onto do-notation?",
    ],
    /F#|F sharp|fsharp/i,
    claims("Haskell", ["F#", "F sharp", "fsharp"]),
  ),
  trap(
    "a terminal the team evaluated and did not roll out",
    ["my terminal is kitty and i love it, but the font rendering looks blurry on my external monitor. what settings should i tweak?"],
    [
      "our platform team spent two weeks evaluating warp for everyone and decided not to roll it out, the mandatory login killed it",
      "anyway, how do i set up a kitty session file that opens three tabs in different project folders?",
    ],
    /kitty/i,
    [
      asserts("\\bWarp\\b", `${TRIED}|roll(?:ed)? ?out|login`),
      asserts("(?:switch|moved|replac|no longer|stopped|ditch)\\w*\\b.*kitty", TRIED),
    ],
  ),
  trap(
    "a teammate's new laptop, with a hardware request to the manager",
    ["our builds take forever on my system76 lemur pro, like 40 minutes from clean. any ccache tips to speed that up?"],
    [
      "my teammate thijs just got a tuxedo infinitybook and his clean build is about 9 minutes. so jealous",
      "can you help me write a short, non-whiny request to my manager for a hardware upgrade?",
    ],
    /System76|Lemur/i,
    [
      asserts(
        "Tuxedo|InfinityBook",
        "teammate|colleague|coworker|co-worker|Thijs|\\bhis\\b|\\bhe\\b|request|want|\\bask|jealous|envy|hope|wish|\\bif\\b|would",
      ),
      asserts("(?:replac|switch|no longer|sold|upgraded|got)\\w*\\b.*(?:System76|Lemur)", `request|want|\\bask|hope|wish|${IMAGINED}`),
    ],
  ),
  trap(
    "a question comparing two languages the user does not use",
    ["i'm a laravel dev at a small agency. how do i write a custom validation rule that checks a field against an external api?"],
    [
      "random question, how does gleam compare to roc for someone coming from a dynamic language? saw both on hacker news this week and can't tell which is more mature",
      "also how do i queue a job in laravel to run 10 minutes after a user signs up?",
    ],
    /Laravel/i,
    [
      asserts(
        "Gleam|\\bRoc\\b",
        `${IMAGINED}|\\?|compar|\\bvs\\b|versus|curious|\\bask|question|wonder|\\bread|\\bsaw\\b|\\bseen\\b|news|mature`,
      ),
      asserts("(?:switch|moved|no longer|left|replac|stopped)\\w*\\b.*Laravel", IMAGINED),
    ],
  ),
  trap(
    "a game engine used once for one client task",
    ["i'm a frontend dev, next.js all day at a marketing agency. how do i stop layout shift from my hero images?"],
    [
      "had to open godot for literally one task yesterday, a client wanted a tiny browser game for a campaign page. exported it to html5, shipped it, never touching it again lol",
      "how do i lazy load that iframe so it doesn't tank our page speed score?",
    ],
    /Next\.?js/i,
    [
      asserts(
        "(?:\\buses?\\b|using|works? (?:in|with)|develops? (?:in|with)|switch|moved|\\bnow\\b)\\b.*Godot|Godot (?:developer|dev)\\b|game dev",
        "once|\\bone\\b|single|yesterday|client|campaign|export|shipp|never|\\bnot\\b|n't\\b|task|for a\\b",
      ),
      asserts("(?:switch|moved|no longer|left|replac|stopped)\\w*\\b.*Next", "once|one task|single|client|campaign"),
    ],
  ),
  trap(
    "'if we ever move to' another cloud, asked as a question",
    [
      "our whole infra is on vultr, three regions, run by me and one other engineer. what's a sane backup strategy for block storage volumes?",
    ],
    [
      "if we ever move to exoscale, would our cloud-init scripts mostly carry over or is it a rewrite? nothing's decided, our cto just keeps floating it in standups because of data residency",
      "also can you write me a quick bash script that lists volumes older than 30 days?",
    ],
    /Vultr/i,
    [
      asserts("Exoscale", `${IMAGINED}|\\?|\\bask|\\bcto\\b|float|evaluat|decid|residency|standup|plan|propos|discuss|suggest`),
      asserts("(?:left|moved|moving|migrat|switch|no longer)\\w*\\b.*Vultr", IMAGINED),
    ],
  ),
  trap(
    "a late support shift offered and turned down, with a cron request",
    [
      "i work 6am to 2pm so i overlap with the part of my team in another timezone, but my brain is fried by noon. any tips for structuring deep work early in the day?",
    ],
    [
      "my manager asked if i'd move to the 2pm-10pm on-call support shift next quarter and i said absolutely not lol, i'd never see my kids",
      "can you help me write a cron expression that runs a job every weekday at 5:45am?",
    ],
    /6\s*(?:am|a\.m\.)|6:00|06:00|early (?:shift|hours|mornings?)/i,
    [
      asserts(
        "10\\s*(?:pm|p\\.m\\.)|22:00|late shift|evening shift|night shift|support shift|on-?call",
        "\\bask|declin|refus|said no|\\bnot\\b|n't\\b|offer|propos|manager|would|'d\\b|never|turn|reject",
      ),
    ],
  ),
];
