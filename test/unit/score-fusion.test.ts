import { describe, expect, it } from "vitest";
import { normalizedScoreFusion } from "../../src/search/fusion";

/** One ranked list for the fusion: its weight, then its `[id, score]` pairs. */
const list = (weight: number, ...entries: Array<[number, number]>) => ({ scores: new Map(entries), weight });

describe("normalised-score fusion", () => {
  it("adds each list's score over its best, weighted by the list's share", () => {
    // Keyword: 1 -> 10/10, 2 -> 5/10. Vector: 2 -> 0.8/0.8, 3 -> 0.4/0.8.
    const fused = normalizedScoreFusion([list(0.6, [1, 10], [2, 5]), list(0.4, [2, 0.8], [3, 0.4])], [1, 2, 3]);
    // 1: 0.6; 2: 0.3 + 0.4 = 0.7; 3: 0.2.
    expect(fused.map((f) => f.id)).toEqual([2, 1, 3]);
    expect(fused.map((f) => f.score)).toEqual([0.7, 0.6, 0.2].map((x) => expect.closeTo(x, 10)));
  });

  it("keeps a list's confidence: a clear winner in one list beats a near-tie in the other", () => {
    // Keyword near-tie 1 (10) vs 2 (9.9); the vector list clearly prefers 2.
    const fused = normalizedScoreFusion([list(0.6, [1, 10], [2, 9.9]), list(0.4, [1, 0.1], [2, 0.9])], [1, 2]);
    expect(fused[0]?.id).toBe(2);
  });

  it("counts a negative score (a cosine below 0) as 0, never as a penalty", () => {
    const fused = normalizedScoreFusion([list(1, [1, 0.5], [2, -0.3])], [2, 1, 3]);
    expect(fused).toEqual([
      { id: 1, score: 1 },
      { id: 2, score: 0 },
      { id: 3, score: 0 },
    ]);
  });
});
