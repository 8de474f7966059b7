/**
 * Reciprocal rank fusion (Cormack et al., 2009): each list votes 1 / (k + rank) for its
 * items. It needs no score calibration between BM25 and cosine, which live on unrelated
 * scales, and k = 60 is the paper's constant, not a value fitted to any data set here.
 */
export const RRF_K = 60;

export interface RankedList {
  ids: number[];
  weight?: number;
}

export function reciprocalRankFusion(lists: RankedList[], k = RRF_K): Array<{ id: number; score: number }> {
  const scores = new Map<number, number>();
  for (const list of lists) {
    const weight = list.weight ?? 1;
    list.ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + rank + 1)));
  }
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}

export interface Coverage {
  id: number;
  /** The turns a result stands for ("conversation\u0000seq"); empty for a free-standing memory. */
  sources: string[];
  /** Memories carry their full content, so one is never dropped as redundant. */
  alwaysKeep: boolean;
}

/**
 * Drops a result whose turns are all covered by better-ranked results (a message inside a
 * summary already shown, an older summary version overlapping a newer one): a caller with a
 * token budget gets something new with every result.
 */
export function dropCovered(ranked: Coverage[], limit: number): number[] {
  const covered = new Set<string>();
  const kept: number[] = [];
  for (const item of ranked) {
    if (kept.length >= limit) break;
    const fresh = item.sources.some((s) => !covered.has(s));
    if (!fresh && !item.alwaysKeep && item.sources.length > 0) continue;
    for (const s of item.sources) covered.add(s);
    kept.push(item.id);
  }
  return kept;
}

/** One retriever's scores over the candidates it scored (a candidate it did not score counts 0). */
export interface ScoredList {
  scores: ReadonlyMap<number, number>;
  /** Its share of the fused score; the shares need not sum to 1. */
  weight: number;
}

/**
 * Convex combination of max-normalised scores (Bruch et al., 2023, "An Analysis of Fusion
 * Functions for Hybrid Retrieval": with the theoretical minimum as the floor). Each list's
 * scores are divided by its best, negative scores count 0, so BM25 (unbounded) and cosine
 * ([-1, 1]) meet on [0, 1]; unlike rank fusion, a list's confidence survives: a near-tie in
 * one list and a clear winner in the other give the clear winner. Ties: lower id first, as
 * reciprocalRankFusion.
 */
export function normalizedScoreFusion(lists: ScoredList[], ids: Iterable<number>): Array<{ id: number; score: number }> {
  const best = lists.map((list) => Math.max(0, ...list.scores.values()));
  const fused: Array<{ id: number; score: number }> = [];
  for (const id of new Set(ids)) {
    let score = 0;
    lists.forEach((list, i) => {
      const top = best[i] ?? 0;
      if (top > 0) score += list.weight * (Math.max(0, list.scores.get(id) ?? 0) / top);
    });
    fused.push({ id, score });
  }
  return fused.sort((a, b) => b.score - a.score || a.id - b.id);
}
