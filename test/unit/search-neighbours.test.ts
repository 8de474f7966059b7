import { describe, expect, it } from "vitest";
import { adjacentPlaces, propagateNeighbourScores, rankByScore, reorderTurns } from "../../src/search/neighbour-scores";

const turn = (id: number, seq: number, conversationId = "c") => ({ id, conversationId, seq });
/** Own scores by row id: `{ 1: 6, 2: 1 }`. */
const scored = (byId: Record<number, number>) => new Map(Object.entries(byId).map(([id, score]) => [Number(id), score]));

describe("neighbour propagation", () => {
  it("gives a turn with no score of its own the weighted score of the turn beside it", () => {
    const scores = propagateNeighbourScores(scored({ 2: 8 }), [turn(1, 0), turn(2, 1)], 0.5);
    expect(scores.get(1)).toBe(4);
    expect(scores.get(2)).toBe(8);
  });

  it("takes only the better neighbour, so a turn between two hits is not lifted by both", () => {
    const own = scored({ 1: 6, 2: 1, 3: 4 });
    const scores = propagateNeighbourScores(own, [turn(1, 0), turn(2, 1), turn(3, 2)], 0.5);
    expect(scores.get(2)).toBe(1 + 0.5 * 6);
  });

  it("lends own scores only, never what a turn was lent", () => {
    const scores = propagateNeighbourScores(scored({ 1: 10 }), [turn(1, 0), turn(2, 1), turn(3, 2), turn(4, 3)], 0.5);
    expect(scores.get(2)).toBe(5);
    // Three seqs from the hit: out of reach, and the loans of seqs 1 and 2 are not lent on.
    expect(scores.get(4)).toBe(0);
  });

  it("lends a turn two seqs away the weight squared, so the turn beside a hit stays ahead of it", () => {
    const scores = propagateNeighbourScores(scored({ 1: 8 }), [turn(1, 0), turn(2, 1), turn(3, 2)], 0.5);
    expect(scores.get(2)).toBe(4);
    expect(scores.get(3)).toBe(2);
  });

  it("lends nothing across conversations, nor to rows that are not turns", () => {
    const own = scored({ 1: 10, 9: 3 });
    const scores = propagateNeighbourScores(own, [turn(1, 4, "a"), turn(2, 5, "b")], 0.5);
    expect(scores.get(2)).toBe(0);
    expect(scores.get(9)).toBe(3);
  });

  it("changes nothing with weight 0", () => {
    const own = scored({ 1: 10, 2: 1 });
    expect(propagateNeighbourScores(own, [turn(1, 0), turn(2, 1)], 0)).toEqual(own);
  });

  it("asks for the places within two seqs of the turns that were not read yet, never a negative seq", () => {
    const places = adjacentPlaces([turn(1, 0), turn(2, 1), turn(3, 5, "d")]);
    expect(places).toEqual([
      { conversationId: "c", seq: 2 },
      { conversationId: "c", seq: 3 },
      { conversationId: "d", seq: 4 },
      { conversationId: "d", seq: 6 },
      { conversationId: "d", seq: 3 },
      { conversationId: "d", seq: 7 },
    ]);
  });

  it("ranks by score with the newer row first on a tie, up to the limit", () => {
    const scores = scored({ 1: 2, 2: 5, 3: 2, 4: 1 });
    expect(rankByScore([1, 2, 3, 4], scores, 3)).toEqual([2, 3, 1]);
  });

  it("reorders the turns among themselves and keeps every other row at its place", () => {
    const summaries = new Set([20, 21]);
    const order = reorderTurns([1, 20, 2, 3, 21], (id) => !summaries.has(id), [3, 7, 1, 2], 6);
    expect(order).toEqual([3, 20, 7, 1, 21, 2]);
    expect(reorderTurns([1, 20, 2], (id) => !summaries.has(id), [2, 1], 2)).toEqual([2, 20]);
  });
});
