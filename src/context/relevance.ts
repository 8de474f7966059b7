import { contentWords, readQuery, stem } from "../search/text";

/** Share of the query's content words an item must name to keep its place before retrieval. */
export const RELEVANT_SHARE = 0.5;

/**
 * Whether a layer item speaks to the turn being answered: it names enough of the query's
 * content words (stemmed), at least half of them and at least one. Used only when a context
 * retrieves: an item that says nothing about the query waits until retrieval has had its turn.
 */
export function speaksTo(query: string, text: string): boolean {
  return speakingTo(queryTerms(query))(text);
}

/** The query's content words, stemmed (readQuery's stems). */
export const queryTerms = (query: string): ReadonlySet<string> => readQuery(query).stems;

/** The same test with the query's words read once, for the many items of one context. */
export function speakingTo(terms: ReadonlySet<string>): (text: string) => boolean {
  const needed = Math.max(1, Math.ceil(terms.size * RELEVANT_SHARE));
  return (text) => {
    if (terms.size === 0) return true;
    const present = new Set(contentWords(text).map(stem));
    let shared = 0;
    for (const t of terms) if (present.has(t)) shared += 1;
    return shared >= needed;
  };
}
