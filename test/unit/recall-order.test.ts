import { describe, expect, it } from "vitest";
import type { RetrievedItem } from "../../src/search/query";
import { inRecallOrder, NEIGHBOUR_DELAY } from "../../src/context/recall-order";

const hit = (seq: number): RetrievedItem => ({
  key: `msg:c:${seq}`,
  score: 1 / (60 + seq),
  type: "message",
  memory_type: null,
  summary: null,
  content: `turn ${seq}`,
  sources: [{ conversation_id: "c", seq }],
  metadata: {},
  created_at: "2026-01-01T00:00:00Z",
  token_count: 10,
  role: "user",
  name: null,
});
const keys = (items: RetrievedItem[]) => items.map((i) => i.key);

describe("recall order of the cache-stable context", () => {
  it("places a neighbour fetched for a best hit too short to stand alone after the next NEIGHBOUR_DELAY ranked hits, not right after it", () => {
    // More ranked hits than the delay, so the neighbour has ranked hits on both sides of its place.
    const ranked = Array.from({ length: NEIGHBOUR_DELAY + 10 }, (_, i) => hit(100 + i * 10));
    const neighbour = hit(101);
    // withNeighbours' placement: the neighbour right after its hit.
    const placed = [ranked[0]!, neighbour, ...ranked.slice(1)];
    const ordered = inRecallOrder(ranked, placed);
    expect(ordered.indexOf(neighbour)).toBe(NEIGHBOUR_DELAY + 1);
    expect(keys(ordered.slice(0, NEIGHBOUR_DELAY + 1))).toEqual(keys(ranked.slice(0, NEIGHBOUR_DELAY + 1)));
  });

  it("keeps a neighbour at its own rank when search ranked it higher than its place behind its hit", () => {
    const ranked = Array.from({ length: 15 }, (_, i) => hit(100 + i * 10));
    // The turn after the best hit is also search's third hit: withNeighbours moves it up.
    const own = hit(101);
    ranked.splice(2, 0, own);
    const placed = [ranked[0]!, own, ranked[1]!, ...ranked.slice(3)];
    const ordered = inRecallOrder(ranked, placed);
    expect(ordered.indexOf(own)).toBe(2);
    expect(ordered).toHaveLength(ranked.length);
  });

  it("leaves the neighbours of a hit that stands alone at their own rank, or after every ranked hit when search did not return them", () => {
    const ranked = Array.from({ length: NEIGHBOUR_DELAY + 10 }, (_, i) => hit(100 + i * 10));
    // The best hit is 40 tokens: it says what it says without the turn before it.
    const long = { ...ranked[0]!, token_count: 40 };
    ranked[0] = long;
    const fetched = hit(99);
    const ownRank = hit(101);
    ranked.splice(5, 0, ownRank);
    // withNeighbours' placement: both neighbours right after their hit.
    const placed = [long, fetched, ownRank, ...ranked.slice(1).filter((r) => r !== ownRank)];
    const ordered = inRecallOrder(ranked, placed);
    expect(ordered.indexOf(ownRank)).toBe(5);
    expect(ordered.at(-1)).toBe(fetched);
    expect(keys(ordered.slice(0, ranked.length))).toEqual(keys(ranked));
  });

  it("leaves a list without neighbours in search's order", () => {
    const ranked = [hit(5), hit(1), hit(9)];
    expect(keys(inRecallOrder(ranked, ranked))).toEqual(keys(ranked));
  });
});
