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
