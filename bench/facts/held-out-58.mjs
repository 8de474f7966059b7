// Held-out set 58: written on 2026-11-27 against main at d90bd00, by a helper (`set58`) who read
// neither src/facts/ nor the facts tests; written without being run (no bench:facts, no scenario
// run) and never tuned on: the lead runs it once, on the final code, so its first run is its only
// run. The regexes were checked only against fact texts the helper wrote by hand for each
// scenario, in a script outside the repo (a fair text of the new value, of the old value, of the
// old state ended, of each trap, and of facts a trap may fairly leave behind).
// Same shape as TUNING in scenarios.mjs; 6 changes and 6 traps. Users are software developers and
// data people talking to a coding assistant: the fact is told in passing inside a technical
// request ("btw we migrated off X to Y so the config below is for Y"), with code or error text
// pasted in. Topics are weighted to editor/IDE, language, OS, employer, team/role, cloud provider
// and remote work, with one diet and one city fact. Traps are tools colleagues use, tools only
// being evaluated, questions about tools, a hypothetical cloud migration, a quoted error message,
// a colleague's move and quoted invitation, and a recruiter's approach that was turned down. No
// city, person, product, company or tool is reused from scenarios.mjs or held-out sets on main (as
// they stood when this was written). Time words fit the two conversations' dates (about three
// weeks apart, January). A fair fact about the old value may stay current once it says the state
// ended ("Left X", "No longer uses X"): `old` then skips such texts.
// First run: 8 of 12 at f1da78c (after rules read from sets 56, 57, 60 and 61), and 8 of 12 on d90bd00, the code
// the session started from, run right after. The lead never saw its scenarios before these runs.
import { change, trap } from "./scenario-shape.mjs";

/** Words that say a state ended, changed or does not hold. */
const ENDED =
  "no longer|no more|\\bnot\\b|n't\\b|\\bstop|\\bquit|gave up|give up|given up|\\bended|used to|\\bwas\\b|\\bwere\\b|former|previous|\\bex\\b|ex-|\\bleft\\b|leaving|cancel|called off|turned down|declin|moved|moving|switch|changed|transferr|instead|dropp|ditch|replac|resign|anymore|any more|until|back in|migrat|wiped";
/** A fact about `value` that says none of ENDED nor `also` anywhere ("Works at X", not "Left X"). */
const claims = (value, also = []) => new RegExp(`^(?!.*(?:${[ENDED, ...also].join("|")})).*(?:${value})`, "i");
/** A fact about `value` that does not say it was only wished, asked, joked or said by someone else. */
const asserts = (value, hedges) => new RegExp(`^(?!.*(?:${hedges})).*(?:${value})`, "i");

/** Words that say something was only imagined, wished or put off. */
const IMAGINED =
  "\\bif\\b|would|'d\\b|might|maybe|consider|someday|some day|one day|eventually|\\bnot\\b|n't\\b|want|dream|wish|thinking|thought|hope|idea|interest|fantas|could|possib|reckon";
/** Words that say a tool was only looked at, asked about or compared, not adopted. */
const EVALUATED =
  "\\?|\\bask|evaluat|assess|trial|\\btest|benchmark|look(?:ing)? into|explor|compar|whether|wonder|curious|question|sceptic|skeptic|recommend|should|pric|cost|estimat|quote|spreadsheet|hypothet|financ";
/** Words that say the news or the words were someone else's. */
const OTHERS =
  "colleague|co-?worker|teammate|team ?mate|\\bteam\\b|others|people|\\bshe\\b|\\bher\\b|\\bhe\\b|\\bhis\\b|\\bthey\\b|\\bsaid|\\bsays|keeps|invit|suggest|urg|jealous|envi|lead|manager";

export const HELD_OUT_58 = [
  change(
    "a frontend dev's editor replaced by a company rollout, told before a config question",
    [
      "hey! frontend dev here, I write all my TypeScript in Geany (yes really, I like that it opens instantly). how do I get it to run tsc --noEmit on the current project with a keyboard shortcut?",
    ],
    [
      "morning. context: I'm not on Geany anymore, the company bought Windsurf seats for everyone last week and honestly I've switched for good, the refactoring stuff is too handy",
      "problem is it keeps ignoring my tsconfig path aliases, imports like @/components/Button show red squiggles even though the build passes. what should I check?",
    ],
    /Windsurf/i,
    claims("Geany", ["Windsurf"]),
  ),
  change(
    "a small team's cloud provider migrated, told in passing before a firewall config",
    [
      "we host everything on Linode, three small instances plus their managed database. can you write me an nginx reverse proxy config for two node apps on ports 3000 and 3001, with gzip on?",
    ],
    [
      'btw we migrated off Linode to Hetzner in the first week of jan, so the config below is for Hetzner Cloud:\n\nresource "hcloud_firewall" "web" {\n  name = "web"\n}\n\ncan you fill in rules so only 80/443 are open to the world and 22 only from our office IP 203.0.113.7?',
    ],
    /Hetzner/i,
    claims("Linode", ["Hetzner"]),
  ),
  change(
    "a data engineer changes employer and stack, new-job news before a dbt question",
    [
      "I'm a data engineer at Doctolib, most of my day is Airflow DAGs loading into BigQuery. Quick one: how does catchup work in Airflow and why did my new DAG just kick off 40 runs at once?",
    ],
    [
      "hi again! new job news: my last day at Doctolib was the 10th and I started at Contentful on Monday. still data engineering, but it's all dbt and Snowflake here, no Airflow at all",
      "so what's the closest dbt equivalent of an Airflow sensor, i.e. don't build this model until the upstream source has fresh data?",
    ],
    /Contentful/i,
    claims("Doctolib", ["Contentful"]),
  ),
  change(
    "a backend engineer moves to the platform team, told as context for a helm question",
    [
      "hi, I'm a backend engineer on the billing team at Miro, mostly Node services. how would you structure idempotency keys for a payment webhook handler so retries don't double-charge?",
    ],
    [
      "hey, some context for this one: I'm on the platform team now (moved over last week, billing found a replacement for me), so suddenly I own our helm charts 😬",
      "can you explain what helm upgrade --atomic actually does, and whether I should combine it with --wait?",
    ],
    /platform/i,
    claims("billing", ["platform"]),
  ),
  change(
    "a developer reinstalls the laptop with a different linux, said before a dev shell request",
    ["I run Pop!_OS on my work laptop. the apt nodejs is ancient, what's the least painful way to get Node 22 and pnpm on it?"],
    [
      "ok so I finally wiped Pop!_OS last weekend and put NixOS on the laptop instead 😅 everything's declarative now and I'm weirdly happy about it",
      "what's the nix way to get a dev shell with Node 22 and pnpm for one project, ideally a flake so my teammate can use it too?",
    ],
    /NixOS/i,
    claims("Pop.{0,2}OS", ["NixOS"]),
  ),
  change(
    "a side-project dev's diet changes and it becomes a schema requirement",
    [
      "I'm building a little meal-planning side project in SvelteKit with SQLite. I'm vegetarian myself, so for testing I'll seed it with meat-free recipes. can you help me design tables for recipes, ingredients and tags?",
    ],
    [
      "back on the meal planner! small change of requirements: I went vegan a couple of weeks ago (veganuary that's sticking, apparently), so I want to filter out anything with dairy, eggs or honey. would you add an is_vegan flag on recipes or derive it from the ingredients? I don't want a big migration",
    ],
    /vegan/i,
    claims("vegetarian", ["vegan"]),
  ),
  trap(
    "a notebook tool the analyst's colleagues use, with a question about it",
    [
      "I'm a data analyst and I do all my notebook work in DataSpell. how do I get it to show the full dataframe instead of truncating columns?",
    ],
    [
      "half my team moved their notebooks to marimo over the break and they keep telling me I should too. I haven't touched it, DataSpell does what I need. what does 'reactive notebook' actually mean though?",
      "also unrelated: a pandas groupby on ~8M rows takes forever, any quick wins before I rewrite it?",
    ],
    /DataSpell/i,
    [
      asserts("marimo", `${OTHERS}|${EVALUATED}|${IMAGINED}|haven|hasn|touch`),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*DataSpell", `${OTHERS}|${IMAGINED}`),
    ],
  ),
  trap(
    "a hypothetical cloud migration priced for finance, nothing decided",
    [
      "our whole stack runs on Scaleway, a Kapsule cluster plus their object storage. can you explain how to set lifecycle rules on a bucket so old logs move to cold storage after 30 days?",
    ],
    [
      "finance asked me what it would cost if we moved everything to OVHcloud. nothing's decided and honestly I doubt we will, it's a spreadsheet exercise for the budget meeting",
      "can you help me list the line items I'd need to compare (compute, egress, object storage, managed k8s) so the comparison is fair?",
    ],
    /Scaleway/i,
    [
      asserts("OVH", `${EVALUATED}|${IMAGINED}|decided|doubt|budget|ask`),
      asserts("(?:left|leaving|migrat|moved|moving|switch|no longer|dropp)\\w*\\b.*Scaleway", `${EVALUATED}|${IMAGINED}|decided|doubt`),
    ],
  ),
  trap(
    "a language the lead asked to evaluate, with a question comparing it",
    ["I write Julia at work, mostly numerical simulation code for battery cell models. how do I check whether a function is type-stable?"],
    [
      "my lead wants me to spend a week evaluating Mojo for our simulation code. I'm pretty sceptical. is Mojo actually faster than Julia for tight numeric loops, or is that marketing? can you sketch a fair benchmark I could run in both?",
    ],
    /Julia/i,
    [
      asserts("Mojo", `${EVALUATED}|${IMAGINED}|${OTHERS}|market`),
      asserts("(?:stop|quit|no longer|switch|dropp|left|replac|moved)\\w*\\b.*Julia", `${EVALUATED}|${IMAGINED}`),
    ],
  ),
  trap(
    "a quoted error message naming a tool the user does not run",
    [
      "on our team we use Podman for everything, rootless, nobody has Docker Desktop on their laptop. how do I make a container start on boot with a systemd user unit?",
    ],
    [
      "a vendor's install script dies with this:\n\nCannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n\nwe don't have docker installed at all. can I point the script at the podman socket instead, and which env var would it read?",
    ],
    /Podman/i,
    [
      asserts("\\bDocker\\b", "error|message|script|vendor|expect|\\bnot\\b|n't\\b|nobody|without|fail|complain|compat|socket|instead|\\?"),
      asserts("(?:stop|quit|no longer|switch|dropp|replac|moved)\\w*\\b.*Podman", "\\?|whether|would|could|\\bif\\b|socket|point|script"),
    ],
  ),
  trap(
    "a teammate's move and quoted invitation, user stays remote at home",
    [
      "I work fully remote from home in Karlsruhe, our team is spread over four countries. can you help me write a short async standup template for Slack?",
    ],
    [
      'my teammate Teodora just relocated to Alicante and keeps posting beach photos in #random. she literally said "just come down for the winter, you can work from anywhere" 🙃 jealous but not happening, I\'m staying put',
      "anyway, can you turn that standup template into a Slack workflow with three questions?",
    ],
    /Karlsruhe/i,
    [
      asserts("Alicante", `${OTHERS}|${IMAGINED}|teodora|winter|photo`),
      asserts("(?:left|leaving|moved|moving|relocat|no longer)\\w*\\b.*Karlsruhe", `${OTHERS}|${IMAGINED}|teodora`),
    ],
  ),
  trap(
    "a recruiter's approach turned down, with a request to write the reply",
    ["I'm an SRE at Grafana Labs, on call one week in six. can you help me write a runbook entry for when the ingester runs out of disk?"],
    [
      "a recruiter from Datadog messaged me about a staff SRE role. I'm not interested, I like it where I am and I'm not applying. can you help me write a short, friendly no-thanks reply that doesn't burn the bridge?",
    ],
    /Grafana/i,
    [
      asserts("Datadog", `recruit|reach|contact|approach|offer|declin|interview|messag|linkedin|pitch|turn|pass|appl|${IMAGINED}`),
      asserts("(?:left|leaving|quit|resign|no longer)\\w*\\b.*Grafana", `recruit|${IMAGINED}`),
    ],
  ),
];
