import { contentWords, readQuery, stem, type QueryTerms } from "./text";

/**
 * Seed 003's intent check, offline: is the query concrete (names what it needs) and does the
 * current context already hold it? Then long-term retrieval is skipped. A vague query ("connect
 * to the DB", "do it again", "use my usual settings") points at something the context may not
 * say, so retrieval runs to resolve it.
 */
export type Intent = "concrete" | "vague";

export interface IntentDecision {
  intent: Intent;
  /** Share of the query's content words found together in one passage of the current context (0..1). */
  coverage: number;
  performed: boolean;
  reason: "concrete_and_covered" | "concrete_not_covered" | "vague_reference" | "too_general";
}

/** Words that point at something named elsewhere ("that", "the usual", "again"). */
const REFERENCES = new Set([
  "it",
  "its",
  "that",
  "this",
  "those",
  "these",
  "them",
  "they",
  "there",
  "same",
  "again",
  "usual",
  "previous",
  "earlier",
  "before",
  "last",
  "latest",
  "one",
  "ones",
  "thing",
  "stuff",
  "whatever",
  "something",
  "somewhere",
]);

/** Generic nouns that need a name to be actionable ("the db" - which one?). */
const GENERIC = new Set([
  "db",
  "database",
  "server",
  "host",
  "machine",
  "cluster",
  "repo",
  "repository",
  "project",
  "file",
  "files",
  "folder",
  "directory",
  "app",
  "application",
  "service",
  "api",
  "account",
  "password",
  "credentials",
  "key",
  "token",
  "config",
  "configuration",
  "settings",
  "preferences",
  "environment",
  "env",
  "branch",
  "table",
  "bucket",
  "script",
  "command",
  "tool",
  "model",
  "endpoint",
  "url",
  "link",
  "doc",
  "document",
  "email",
  "address",
  "number",
  "name",
  "place",
  "time",
  "connect",
  "open",
  "run",
  "use",
  "show",
  "get",
  "send",
  "deploy",
  "fix",
  "check",
  "find",
  "do",
  "make",
  "set",
  "start",
]);

/** A token that names something: an identifier, a number, a path, a proper noun mid-sentence. */
function specificTokens(query: string): string[] {
  const out: string[] = [];
  const raw = query.match(/[\p{L}\p{N}_./:@-]+/gu) ?? [];
  raw.forEach((token, i) => {
    const trimmed = token.replace(/^[./:@-]+|[./:@-]+$/g, "");
    if (trimmed.length < 2) return;
    const lower = trimmed.toLowerCase();
    if (/\d/.test(trimmed) || /[_./:@]/.test(trimmed) || /\p{Ll}\p{Lu}/u.test(trimmed)) out.push(trimmed);
    else if (GENERIC.has(lower) || REFERENCES.has(lower) || lower === "i") return;
    else if (i > 0 && /^\p{Lu}/u.test(trimmed)) out.push(trimmed);
    else if (/^\p{Lu}{2,}$/u.test(trimmed)) out.push(trimmed);
  });
  const quoted = query.match(/["'`]([^"'`]{2,})["'`]/g) ?? [];
  return [...out, ...quoted];
}

/**
 * A query word found in more than this share of the context's passages, and in at least
 * `UBIQUITY_MIN_LINES` of them, tells no passage apart (the participants' names, which open or
 * fill most lines; the topic of the moment): it does not count towards coverage.
 */
export const UBIQUITOUS_SHARE = 0.25;
const UBIQUITY_MIN_LINES = 3;

/**
 * The share of the query's content words that one passage (a line of the context: a message,
 * a summary line) holds together, the best passage counting. Words scattered over unrelated
 * messages ("Caroline" here, "group" there) do not mean the context answers the query, and
 * neither does a line that shares only words every line has ("Melanie: ... get") or only one.
 */
function coverageOf(query: QueryTerms, contextText: string): number {
  const all = [...query.stems];
  const passages = contextText
    .split(/\n+/)
    .filter((p) => p.trim() !== "")
    .map((p) => new Set(contentWords(p).map(stem)));
  const ubiquitous = (t: string) => {
    const lines = passages.filter((w) => w.has(t)).length;
    return lines >= UBIQUITY_MIN_LINES && lines > passages.length * UBIQUITOUS_SHARE;
  };
  const telling = all.filter((t) => !ubiquitous(t));
  // A query made only of words every line has ("What about Melanie?") is judged on them all.
  const terms = telling.length > 0 ? telling : all;
  if (terms.length === 0) return 0;
  // One shared word is a topic in common, not the answer: a passage must hold two of the words
  // (unless the query has only one).
  const least = Math.min(2, all.length);
  let best = 0;
  for (const words of passages) {
    const held = terms.filter((t) => words.has(t)).length;
    if (held >= least) best = Math.max(best, held / terms.length);
  }
  return best;
}

/** Coverage at or above which a concrete query counts as answered by the current context. */
export const COVERED_THRESHOLD = 0.6;

export const classifyIntent = (query: string, contextText: string): IntentDecision => classifyTerms(readQuery(query), contextText);

/** The same check for a query read once by the caller (readQuery). */
export function classifyTerms(terms: QueryTerms, contextText: string): IntentDecision {
  const specific = specificTokens(terms.text);
  const coverage = coverageOf(terms, contextText);
  const all = terms.words;
  const content = terms.content;
  const referential = all.some((w) => REFERENCES.has(w));
  const onlyGeneric = content.length > 0 && content.every((w) => GENERIC.has(w) || GENERIC.has(stem(w)));
  if (specific.length === 0 && (referential || onlyGeneric)) {
    return { intent: "vague", coverage, performed: true, reason: "vague_reference" };
  }
  if (specific.length === 0 && content.length <= 1) return { intent: "vague", coverage, performed: true, reason: "too_general" };
  if (coverage >= COVERED_THRESHOLD) return { intent: "concrete", coverage, performed: false, reason: "concrete_and_covered" };
  return { intent: "concrete", coverage, performed: true, reason: "concrete_not_covered" };
}
