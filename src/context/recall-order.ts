import type { RetrievedItem } from "../search/query";
import { SHORT_HIT_TOKENS } from "./neighbours";

/**
 * How many ranked hits a neighbouring turn waits behind its own hit. A reply ("Yes, last May")
 * or the question it answers completes its hit, but is worth less than a turn search itself
 * ranked next: at a small budget strong hits come first, at a larger one the best hits'
 * neighbours still come before weak hits. Ranks, not scores: fused scores are rank-like and
 * carry no scale to compare across queries. 15 on the tuning half once the room held more
 * hits (docs/decisions/2026-11-26-context-evidence-held-out.md).
 */
export const NEIGHBOUR_DELAY = 15;

/**
 * `placed` is search's ranking with each useful neighbour right after its hit (withNeighbours);
 * returned in recall order: a ranked hit at its rank, a neighbour of a hit too short to stand
 * alone ("Yes, last May") NEIGHBOUR_DELAY places after it (or at its own rank when search ranked
 * it higher). A hit that stands alone already says what it says: its neighbour keeps its own
 * rank, after every ranked hit when search did not return it. Ties keep the placed order.
 */
export function inRecallOrder(
  ranked: readonly RetrievedItem[],
  placed: readonly RetrievedItem[],
  delay = NEIGHBOUR_DELAY,
): RetrievedItem[] {
  const rankOf = new Map(ranked.map((r, i) => [r, i]));
  const seen = new Set<RetrievedItem>();
  const position = new Map<RetrievedItem, number>();
  let next = 0;
  let anchor = 0;
  let anchorIsShort = false;
  for (const item of placed) {
    while (next < ranked.length && seen.has(ranked[next] as RetrievedItem)) next += 1;
    const own = rankOf.get(item) ?? Number.POSITIVE_INFINITY;
    if (item === ranked[next]) {
      anchor = own;
      anchorIsShort = item.token_count <= SHORT_HIT_TOKENS;
      position.set(item, own);
    } else {
      position.set(item, anchorIsShort ? Math.min(own, anchor + delay + 0.5) : own);
    }
    seen.add(item);
  }
  return [...placed].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
}
