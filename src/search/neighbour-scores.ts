/**
 * Query-time neighbour propagation: a turn is judged with the turns around it, so a question is
 * found by the words of its answer and an answer by the words of its question, without
 * re-indexing a turn when the next one arrives (the index stores each text once).
 */

/** A message row's place in its conversation. */
export interface TurnPosition {
  id: number;
  conversationId: string;
  seq: number;
}

/**
 * What a turn takes of its best neighbour's own BM25 score by default (SEARCH_NEIGHBOUR_WEIGHT).
 * Half: the exchange partner's words count half as much as the turn's own, halfway between
 * ignoring the partner (0) and reading the exchange as one document (1).
 * docs/decisions/2026-11-24-neighbour-scores-at-query-time.md has the measured grid (0.3 to 0.6 all within about 0.01 of each other).
 */
export const NEIGHBOUR_WEIGHT = 0.5;

/**
 * How far a score is lent: a turn takes from the turns up to this many seqs away, the weight
 * raised to the distance (0.5 beside it, 0.25 two away). A topic in a dialogue runs over a few
 * turns (a question, its answer, the follow-up), and the geometric fall keeps the turn beside
 * a hit ahead of the one after it. Two measured better than one on both benchmarks and three
 * no better than two (docs/decisions/2026-11-24-neighbour-scores-at-query-time.md); it also bounds the read: 2 x REACH rows per
 * candidate.
 */
export const NEIGHBOUR_REACH = 2;

/** The seq offsets a turn borrows from, nearest first. */
const OFFSETS = Array.from({ length: NEIGHBOUR_REACH }, (_, i) => i + 1);

const place = (conversationId: string, seq: number) => `${conversationId}\u0000${seq}`;

/** The (conversation, seq) places within reach of these turns that are not among them: the rows to read. */
export function adjacentPlaces(turns: readonly TurnPosition[]): Array<{ conversationId: string; seq: number }> {
  const known = new Set(turns.map((t) => place(t.conversationId, t.seq)));
  const wanted = new Map<string, { conversationId: string; seq: number }>();
  for (const turn of turns) {
    for (const seq of OFFSETS.flatMap((d) => [turn.seq - d, turn.seq + d])) {
      const key = place(turn.conversationId, seq);
      if (seq >= 0 && !known.has(key)) wanted.set(key, { conversationId: turn.conversationId, seq });
    }
  }
  return [...wanted.values()];
}

/**
 * Every scored row's score plus, for a turn, the best loan among the turns within reach: a
 * neighbour's own score times `weight` to the power of its distance. `own` holds each row's
 * score in one retriever's list (a row without one scores 0); `turns` places the message rows
 * that were read (candidates and the turns around them). The best loan, not a sum: a turn
 * belongs to one exchange (the question it answers or the reply it gets), and summing both
 * sides lifted whole runs of turns around a strong hit over turns that match on their own.
 * Only own scores are lent, never lent ones. Rows that are not turns keep their score.
 */
export function propagateNeighbourScores(
  own: ReadonlyMap<number, number>,
  turns: readonly TurnPosition[],
  weight: number,
): Map<number, number> {
  const at = new Map(turns.map((t) => [place(t.conversationId, t.seq), t.id]));
  const ownOf = (conversationId: string, seq: number) => {
    const id = at.get(place(conversationId, seq));
    return id === undefined ? 0 : (own.get(id) ?? 0);
  };
  const scores = new Map(own);
  for (const turn of turns) {
    const loans = OFFSETS.map(
      (d) => weight ** d * Math.max(ownOf(turn.conversationId, turn.seq - d), ownOf(turn.conversationId, turn.seq + d)),
    );
    scores.set(turn.id, (own.get(turn.id) ?? 0) + Math.max(0, ...loans));
  }
  return scores;
}

/** These ids best first by score (ties: the newer row first, as the keyword list orders them). */
export function rankByScore(ids: Iterable<number>, scores: ReadonlyMap<number, number>, limit: number): number[] {
  return [...new Set(ids)]
    .map((id) => [id, scores.get(id) ?? 0] as const)
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(0, limit)
    .map(([id]) => id);
}

/**
 * The list with its turns in `turnOrder` and every other row (summary, memory, fact) kept at
 * the place it had: propagation ranks turns against turns. A summary already holds the words
 * of the turns around each of its lines, so lending turns their neighbours' scores and not
 * the summary would push summaries down for no reason of their own.
 */
export function reorderTurns(
  list: readonly number[],
  isTurn: (id: number) => boolean,
  turnOrder: readonly number[],
  limit: number,
): number[] {
  const out: number[] = [];
  let next = 0;
  for (const id of list) {
    if (out.length >= limit) return out;
    if (!isTurn(id)) out.push(id);
    else if (next < turnOrder.length) out.push(turnOrder[next++] ?? id);
  }
  return [...out, ...turnOrder.slice(next, next + limit - out.length)];
}
