import type { Clause } from "./clause";
import { dated } from "./distill";
import { NON_FACT_VERBS } from "./lexicon";
import { keptIn, namedTool, purposeTool } from "./tool-kinds";
import { toolCategory } from "./tool-names";
import { DONE_WITH, make, NOT_USING, OCCUPATION, toolIn, toolsIn, type Statement } from "./statement-words";
import type { ResolvedTime } from "./time";
import type { Word } from "./nlp";
import { roleAt } from "./work";

/** Words that give a reason: what follows is another clause's. */
const REASON = new Set(["because", "bc", "cos", "coz", "cause", "since"]);
/** Verbs that give a tool up. */
const GIVING_UP = new Set(["close", "cancel", "quit", "ditch", "drop", "delete", "uninstall", "leave", "abandon", "replace", "retire"]);
/** Verbs that say a tool is used: after them "notion" or "arc" in lower case is the tool. */
const USING = new Set(["use", "switch", "migrate"]);
/** Words for a job: "a new gig at monzo", "an interview at xero": a company, whatever else its name is. */
const JOB_NOUNS = new Set(["job", "role", "gig", "position", "contract", "internship", "placement", "post", "interview", "offer"]);
/** Verbs that say the tool replaces another. */
const SWITCHING = new Set(["switch", "move", "migrate", "change", "start"]);

/**
 * Tools by category (./lexicon.ts): "I use Neovim", "switched to Firefox", "im on tidal now",
 * "closed my Barclays account". A switch between two of one kind is one topic, so the new
 * one replaces the old.
 */
const GOT_OFF = /^(?:my|our|the|all) (?:[\w.-]+ ){0,3}?off (?!to\b|of\b)\S/;

export function toolStatement(c: Clause, said: Word[], time: ResolvedTime | null): Statement | null {
  const L = c.lemma;
  // "got a new rog phone because the tcl died": the reason's tool is not the one got.
  const reason = said.findIndex((w, i) => i > 0 && REASON.has(w.norm));
  // "got a recruiter dm from cloudflare": what came from somewhere names the sender, not a tool in use.
  const from = ["get", "receive", "hear", "have"].includes(L) ? said.findIndex((w) => w.norm === "from") : -1;
  const cut = [reason, from].filter((k) => k > 0);
  const rest = cut.length > 0 ? said.slice(0, Math.min(...cut)) : said;
  if (NON_FACT_VERBS.has(L) || NOT_USING.has(L)) return null;
  // "im a backend engineer at zalando, mostly java and scala": the job, not the language.
  if (L === "be" && (rest.slice(0, 4).some((w) => OCCUPATION.test(w.norm)) || roleAt(rest))) return null;
  // "working as a java developer at infosys": the job too.
  if (L === "work" && rest[0]?.norm === "as") return null;
  // "started at revolut as of monday": an employer, whatever else the name is.
  // "started a new gig at monzo": a job at a place is the employer too.
  const atJob = rest.findIndex((w) => w.norm === "at");
  if (
    ["start", "join", "work", "get", "land"].includes(L) &&
    (atJob === 0 || rest.slice(0, Math.max(atJob, 0)).some((w) => JOB_NOUNS.has(w.norm)))
  )
    return null;
  // "i'm done with notion": given up.
  const done = L === "be" && DONE_WITH.test(rest.map((w) => w.norm).join(" "));
  // "im not switching to notion": nothing changes, and the tool named is not given up either.
  if (c.negated && SWITCHING.has(L)) return null;
  // "gave up on the poco": given up, said with "give up (on)".
  // "stopped using Trello", "finally moved off goland": given up too.
  const quits =
    GIVING_UP.has(L) ||
    (L === "give" && rest[0]?.norm === "up") ||
    (L === "stop" && rest[0]?.norm === "using") ||
    (SWITCHING.has(L) && rest[0]?.norm === "off" && !rest.some((w) => w.norm === "to" || w.norm === "onto")) ||
    // "finally got my api off heroku": the thing taken off it.
    (["get", "take", "move"].includes(L) && GOT_OFF.test(rest.map((w) => w.norm).join(" ")));
  // "ditched Notion for Obsidian", "swapped my Pixel for an iPhone": the tool after "for" is the new one.
  const instead = quits || L === "swap" || L === "trade" ? rest.findIndex((w) => w.norm === "for" || w.norm === "with") : -1;
  // "ditched alacritty a couple of weeks ago, been on ghostty since": a later one of the same kind replaces it.
  const given = quits ? toolsIn(rest, true) : [];
  const later = given.find((t, i) => i > 0 && toolCategory(t.name) === toolCategory(given[0]?.name ?? ""));
  // After "for" the tool is used: "ditched chrome for arc" names arc in lower case.
  const replacement = instead >= 0 ? toolIn(rest.slice(instead + 1), true) : (later?.name ?? null);
  // "im on a pixel 8 now": what the user is on, said with its article, is in use.
  const onOne = L === "be" && rest[0]?.norm === "on" && ["a", "an", "the", "my"].includes(rest[1]?.norm ?? "");
  // "gone over to serato", "went across to clockify": a switch said with "go".
  const goneOver = L === "go" && ["over", "across"].includes(rest[0]?.norm ?? "") && rest[1]?.norm === "to";
  const known = replacement ?? toolIn(rest, ((USING.has(L) || goneOver) && !c.negated) || done || onOne);
  // "switched to the orbitz browser": a name the lists lack, told by the kind of tool after it.
  const named =
    known || !(USING.has(L) || SWITCHING.has(L) || done || ["get", "buy", "order", "have"].includes(L)) || c.negated
      ? null
      : (namedTool(rest) ?? (USING.has(L) || SWITCHING.has(L) ? purposeTool(rest) : null));
  // "moved all my tasks over from any.do to sunsama": a name the lists lack, of the kind of the one it replaces.
  const fromTo = !known && !named && (SWITCHING.has(L) || goneOver) && !c.negated ? replacedBy(rest) : null;
  const tool = known ?? named?.name ?? fromTo?.name;
  if (!tool) return null;
  const category = named?.category ?? fromTo?.category ?? toolCategory(tool) ?? "tool";
  const gone = !replacement && (c.negated || quits || done);
  const text = gone ? `No longer uses ${tool}` : dated(`Uses ${tool}`, time && time.since ? time : null, false);
  // "went with storytel": chosen over the one before.
  const chose = L === "go" && rest[0]?.norm === "with";
  const replaces = SWITCHING.has(L) || goneOver || chose || c.change || gone || !!replacement;
  return make(c, "preference", category, gone ? `not ${tool}` : tool, text, 0.85, time, replaces);
}

/** "my salary goes into my Barclays account", "my blog runs on Vercel": a thing of the user's names a tool they use. */
export function toolOfThing(c: Clause, rest: Word[], time: ResolvedTime | null): Statement | null {
  if (c.negated || c.plan || c.hypothetical) return null;
  const kept = toolIn(rest) ? null : keptIn(c.words);
  if (kept) return make(c, "preference", kept.category, kept.name, `Uses ${kept.name}`, 0.75, time, c.change);
  const tool = toolIn(rest);
  if (!tool) return null;
  return make(
    c,
    "preference",
    toolCategory(tool) ?? "tool",
    tool,
    dated(`Uses ${tool}`, time && time.since ? time : null, false),
    0.75,
    time,
    c.change,
  );
}

/** "i write ocaml mostly, in textmate": a tool of another kind in the clause that named one, as a fact of its own. */
export function secondTool<S extends Statement>(c: Clause, first: S): S | null {
  // "im a backend dev, mostly ruby on rails": the job, and the language said with it.
  const kind = first.topic === "occupation" && c.subject.kind === "user" ? "occupation" : toolCategory(first.value);
  if (!kind || c.negated || c.plan || c.hypothetical) return null;
  const other = toolsIn(c.rest).find((t) => toolCategory(t.name) !== kind && t.name.toLowerCase() !== first.value.toLowerCase());
  const category = other && toolCategory(other.name);
  if (!other || !category) return null;
  return { ...first, type: "preference", topic: category, value: other.name, text: `Uses ${other.name}`, confidence: 0.75, change: false };
}

/** "from any.do to sunsama": the name after "to" when the one after "from" is a known tool. */
function replacedBy(rest: Word[]): { name: string; category: string } | null {
  const from = rest.findIndex((w) => w.norm === "from");
  const to = rest.findIndex((w, i) => i > from && w.norm === "to");
  const old = from >= 0 && to > from ? toolIn(rest.slice(from + 1, to), true) : null;
  const category = old ? toolCategory(old) : null;
  if (!category) return null;
  const name: Word[] = [];
  for (const w of rest.slice(to + 1, to + 4)) {
    if (
      ["Preposition", "Date", "Conjunction", "Determiner", "Pronoun"].some((t) => w.tags.has(t)) ||
      /^(?:since|now|last|this)$/.test(w.norm)
    )
      break;
    name.push(w);
    if (/[,;.!?]/.test(w.post)) break;
  }
  return name.length > 0 ? { name: name.map((w) => w.text).join(" "), category } : null;
}
