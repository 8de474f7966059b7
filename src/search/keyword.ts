import { contentWords } from "./text";

/** Most distinct query words sent to FTS5: a pasted paragraph must not become a 500-term OR. */
export const MAX_QUERY_TERMS = 32;

/**
 * The FTS5 expression for a query: its content words OR-ed (BM25 ranks documents matching
 * more and rarer words higher; the index's rank weighs a message's own text 1 and its
 * neighbouring turn 0.3), each quoted so no input can inject FTS syntax. Null when the query
 * has no content word at all. No scope terms: the index is one user's (durable-objects/user.ts).
 */
export function ftsExpression(query: string): string | null {
  const terms = [...new Set(contentWords(query))].slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  return `{body context} : (${terms.map((term) => `"${term.replace(/"/g, "")}"`).join(" OR ")})`;
}
