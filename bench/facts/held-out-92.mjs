// Held-out set 92: written on 2026-11-27 against main at 55252c9, by a helper (`set92`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps, with no city, person, product or
// company reused from scenarios.mjs, the held-out sets on main or sets 75 to 90 in /work/sets.
// Style: a young software developer writing terse, lowercase messages with typos and chat
// abbreviations (tbh, rn, ngl, w/o, abt), almost always with a code or tooling question in the
// same message. Topics lean to work tools: hosting a side project, editor, employer, team, laptop,
// API client. Changes are told in passing while asking for something else ("finally got my api
// off X", "week 2 at Y", "sold the X and got a Y"). Traps are a recruiter message the user will
// not answer, a teammate's new tool, a joke about quitting after a night page, a roommate's
// laptop while the user's own is repaired, a migration the user almost did but did not, and a
// curious "is X better than Y?" question. A fair fact about the old value may stay current once it
// says the state ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at 542c097 (the session's final code), and 8 of 12 on 7edddd3, the code the session started
// from (the src of 55252c9).
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|\\bsold\\b|uninstall|migrat";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";

/** Words that say a thing was only asked about or wondered. */
const ASKED = "\\?|\\bask|curious|wonder|question|whether|compar|research|look(?:ed|ing)? into|explor|evaluat";

/** Words that say a thing was only joked or vented about. */
const JOKED =
  "jok|\\bkid|sarcas|humou?r|\\blol\\b|lmao|jest|teas|playful|not serious|exaggerat|ironic|vent|frustrat|exasperat|tired|exhaust|burn|fed up";

/** Words that say a state is only for a while (a trip, a loan, a repair). */
const TEMPORARY =
  "temporar|for now|meantime|meanwhile|\\bwhile\\b|until|till\\b|this week|next week|currently|\\btrip\\b|travel|visit|vacation|holiday|\\bstay|hotel|rent|hire|borrow|loan|lent|repair|fix";

/** Words that say a fact belongs to someone else. */
const OTHER =
  "teammate|team-mate|coworker|co-worker|colleague|roommate|flatmate|\\bhe\\b|\\bhis\\b|\\bhim\\b|\\bshe\\b|\\bher\\b|\\bthey\\b|their";

export const HELD_OUT_92 = [
  change(
    "a side project's hosting moves, told while asking about secrets",
    [
      "my side proj api is on heroku eco dynos rn and the cold starts r killing me, first req takes like 8s. any way to keep it warm w/o paying for basic?",
    ],
    [
      "finally got my api off heroku lol, its on fly.io now and cold starts r basically gone. how do i set secrets w flyctl without them ending up in my shell history",
    ],
    /fly\.io|\bfly\b|flyctl/i,
    claims("Heroku", ["\\bfly"]),
  ),
  change(
    "an editor switch told as buying a licence, with a config question",
    ["been on spacemacs for like 2 yrs for work, evil mode 4ever. how do i get rubocop to autofix on save? my config is a mess ngl"],
    [
      "ok i caved and bought a rubymine license, the refactor tools r just too good tbh. spacemacs config was eating my weekends",
      "hw do i get rubocop autocorrect to run on save in rubymine? cant find it in settings",
    ],
    /RubyMine/i,
    claims("Spacemacs", ["RubyMine", "caved"]),
  ),
  change(
    "a new employer told as 'week 2 at', with a git question",
    [
      "im a backend eng at posthog, mostly writing clickhouse queries for the insights stuff. whats the diff between a materialized view and a projection in clickhouse?",
    ],
    [
      "week 2 at sentry and i still dont get hte monorepo lol, posthog feels like forever ago. how does git sparse-checkout work, i only need like 3 dirs",
    ],
    /Sentry/i,
    claims("PostHog", ["Sentry"]),
  ),
  change(
    "a move to another team inside the company, with an infra question",
    ["im a frontend dev on the checkout team at my job, mostly forms + payment flows. how do i debounce an input w/o a library"],
    [
      "got moved to the platform team last wk so its all pulumi and on-call now, no more checkout forms lol. kinda terrifying tbh",
      "can u explain pulumi stacks vs projects like im dumb",
    ],
    /platform/i,
    claims("checkout", ["platform"]),
  ),
  change(
    "a laptop sold and replaced, told through the new one's quirks",
    ["my laptop is a zephyrus g14 and the fans r sooo loud when i run the test suite. any way to cap cpu on linux w/o killing perf?"],
    [
      "sold the g14 and got an lg gram 16, its so light and actually silent omg. how do i make the fn keys work as f1-f12 by default, keep hitting brightness instead",
    ],
    /\bgram\b/i,
    claims("Zephyrus|\\bG14\\b", ["\\bgram\\b"]),
  ),
  change(
    "an API client dropped for another, with a how-to question",
    ["i test all my endpoints in insomnia, how do i chain reqs so the login token gets reused automatically"],
    [
      "uninstalled insomnia after the forced account thing, hoppscotch does evrything i need tbh. how do env vars work in hoppscotch, like dev vs prod base url",
    ],
    /Hoppscotch/i,
    claims("Insomnia", ["Hoppscotch"]),
  ),
  trap(
    "a recruiter message the user will not answer, with a testing question",
    ["i write golang at tailscale, mostly networking stuff on the client side. whats the idiomatic way to wrap errors in go these days"],
    [
      "got a recruiter dm from cloudflare offering like 30% more lol. not gonna reply tbh, i like my team too much. anyway how do i write table driven tests w subtests in go",
    ],
    /Tailscale/i,
    [
      asserts("Cloudflare", `${IMAGINED}|${ASKED}|recruit|offer|\\bdm\\b|reach|contact|messag|declin|ignor|reply|respond`),
      asserts("(?:left|leaving|quit|no longer|switch|moved)\\w*\\b.*Tailscale", `${IMAGINED}|recruit|offer`),
    ],
  ),
  trap(
    "a teammate's new terminal, with a config question about the user's own",
    ["i live in konsole all day at work, how do i make it open new tabs in the same dir as the current one"],
    [
      "my teammate wont stop talking abt tilix, he switched last week and now posts screenshots of his split panes in standup lol. anyway how do i set up a custom color scheme in konsole",
    ],
    /Konsole/i,
    [asserts("Tilix", OTHER), asserts("(?:switch|no longer|stopp|replac|ditch|left|moved)\\w*\\b.*Konsole", OTHER)],
  ),
  trap(
    "a joke about quitting tech after a night page, with a postmortem request",
    [
      "im an sre at gitlab, on call this week and already got paged twice. can u help me write a runbook for when redis replication lag spikes",
    ],
    [
      "got paged at 3am AGAIN. ngl im quitting tech to go run an oyster farm lmao",
      "anyway can u help me draft a postmortem for a redis failover that took 40 min",
    ],
    /GitLab|\bSRE\b|site reliability/i,
    [
      asserts("oyster", `${JOKED}|${IMAGINED}`),
      asserts("(?:quit|left|leaving|no longer|resign)\\w*\\b.*(?:tech|GitLab|\\bSRE\\b|site reliab)", `${JOKED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a roommate's old laptop while the user's own is repaired",
    ["i code on a matebook x pro w ubuntu, how do i get the touchpad gestures to work properly, 3 finger swipe does nothing"],
    [
      "matebook hinge snapped so its at the repair place til next fri, rn im on my roommates ancient dynabook and its sooo slow. any way to make git status faster on a spinning hdd?",
    ],
    /MateBook/i,
    [
      asserts("Dynabook", `${TEMPORARY}|${OTHER}|ancient|\\bold\\b`),
      asserts("(?:sold|no longer|replac|switch|stopped|ditch|got rid)\\w*\\b.*MateBook", TEMPORARY),
    ],
  ),
  trap(
    "a migration the user almost did but did not, with a deploy question",
    [
      "my side project stashly (lil bookmark manager) is on vercel, how do i set up preview deploys on a custom subdomain like preview.stashly.app",
    ],
    [
      "almost moved stashly to netlify this weekend bc of the bandwidth pricing thing but didnt bother, vercel's fine. how do i add a cron job on vercel that pings an endpoint every hr",
    ],
    /Vercel/i,
    [
      asserts("Netlify", `${IMAGINED}|${ASKED}|almost|didn|bother|against|instead of|stay|kept|keep`),
      asserts("(?:moved|moving|migrat|switch|left)\\w*\\b.*Vercel", `${IMAGINED}|almost|didn|bother|against`),
    ],
  ),
  trap(
    "a curious 'is X better?' question about the side project's database",
    [
      "building a habit tracker pwa as a side project, using supabase for auth + db. how do i write a row level security policy so users only see their own rows",
    ],
    [
      "is neon actually better than supabase if i only need the db? like if i ripped out supabase auth would it even be worth it. not switching rn just curious",
      "also whats a clean way to calc streaks in sql, consecutive days w a check-in",
    ],
    /Supabase/i,
    [
      asserts("\\bNeon\\b", `${IMAGINED}|${ASKED}|better|\\bvs\\b|versus|instead`),
      asserts("(?:moved|moving|migrat|switch|left|ripp|replac|dropp)\\w*\\b.*Supabase", `${IMAGINED}|${ASKED}`),
    ],
  ),
];
