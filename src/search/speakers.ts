import { contentWords } from "./text";

/**
 * The speaker match: a question that names someone who speaks in the conversation ("What
 * activities does Melanie do?", "What books has Melanie read?") is answered by what that person
 * said about themselves, usually over many sessions; the other party's turns that only address
 * them ("Thanks, Melanie!") match the name as well in both the keyword index and the vectors,
 * and filled the token budget. With normalised-score fusion a turn spoken by a person the query
 * names gets this extra share (the keyword list's is 0.6, the vector list's 0.4), chosen on the
 * tuning half of the recall benchmark (docs/decisions/2026-11-26-static-embedder.md);
 * SEARCH_SPEAKER_WEIGHT overrides, 0 switches it off. Rows that are not turns, and turns
 * without a name, never get it.
 */
export const SPEAKER_WEIGHT = 0.3;

/** A row as the speaker match reads it: its kind and the message's `name`. */
export interface SpokenRow {
  id: number;
  kind: string;
  name: string | null;
}

/**
 * 1 for each turn whose speaker the query names (a word of the speaker's name among the query's
 * content words: "Caroline's" names Caroline; a name that is a stopword, such as "Will", never
 * matches), nothing for the other rows: a list for normalizedScoreFusion.
 */
export function namedSpeakerScores(query: string, rows: Iterable<SpokenRow>): Map<number, number> {
  const named = new Set(contentWords(query));
  const byName = new Map<string, boolean>();
  const scores = new Map<number, number>();
  if (named.size === 0) return scores;
  for (const row of rows) {
    if (row.kind !== "message" || row.name === null) continue;
    let match = byName.get(row.name);
    if (match === undefined) {
      match = contentWords(row.name).some((word) => named.has(word));
      byName.set(row.name, match);
    }
    if (match) scores.set(row.id, 1);
  }
  return scores;
}
