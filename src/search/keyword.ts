import { contentWords } from "./text";

/** Most distinct query words sent to FTS5: a pasted paragraph must not become a 500-term OR. */
export const MAX_QUERY_TERMS = 32;
/** Column weights for bm25(): own text, neighbouring turns, scope tokens (never scored). */
export const BM25_WEIGHTS = { body: 1, context: 0.3, scope: 0 } as const;

/**
 * The FTS5 expression for a query: its content words OR-ed (BM25 ranks documents matching
 * more and rarer words higher), each quoted so no input can inject FTS syntax, ANDed with the
 * caller's scope tokens. Null when the query has no content word at all.
 */
export function ftsExpression(query: string, scope: { tenant: string; user?: string }): string | null {
  const terms = [...new Set(contentWords(query))].slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  const text = terms.map((term) => `"${term.replace(/"/g, "")}"`).join(" OR ");
  const scopeTerms = [`scope : "${scope.tenant}"`, ...(scope.user ? [`scope : "${scope.user}"`] : [])];
  return `${scopeTerms.join(" AND ")} AND {body context} : (${text})`;
}
