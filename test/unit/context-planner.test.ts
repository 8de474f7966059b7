import { describe, expect, it } from "vitest";
import { DEFAULT_CONTEXT_BUDGET } from "../../src/context/budget";
import { neighbourSeqs, withNeighbours } from "../../src/context/neighbours";
import { queryTerms } from "../../src/context/relevance";
import { BudgetTooSmallError, droppedCount, planContext, type PlanInput, type RetrievalCandidate } from "../../src/context/planner";
import type { StoredMessage } from "../../src/conversations/messages";
import { call, msg, resetSeq } from "../helpers/stored-messages";

const hits = (n: number, tokens = 16): RetrievalCandidate[] =>
  Array.from({ length: n }, (_, i) => ({ id: `msg:${i}`, tokens, seqs: [1000 + i] }));

function conversation(): StoredMessage[] {
  resetSeq();
  return Array.from({ length: 20 }, (_, i) => msg(i % 2 ? "assistant" : "user", 20));
}

const base = (over: Partial<PlanInput> = {}): PlanInput => ({
  budget: 1000,
  shares: DEFAULT_CONTEXT_BUDGET,
  pinned: [{ id: "doc-1", tokens: 30 }],
  workingState: [{ id: "context_keys:0", tokens: 20 }],
  task: null,
  summary: { id: "summary:1", tokens: 60 },
  messages: conversation(),
  retrieval: null,
  userFacts: null,
  ...over,
});

describe("context budget planner", () => {
  it("always sends pinned instructions, working state, the task and the turn being answered, and says what each layer cost", () => {
    const plan = planContext(base({ task: { id: "seq:0", tokens: 15 }, retrieval: hits(5) }));
    const layer = (kind: string) => plan.layers.find((l) => l.kind === kind);
    expect(layer("pinned")).toEqual({ kind: "pinned", token_count: 45, items: ["doc-1", "seq:0"] });
    expect(layer("working_state")).toEqual({ kind: "working_state", token_count: 20, items: ["context_keys:0"] });
    expect(layer("recent")?.items.at(-1)).toBe("seq:19");
    expect(plan.tokenCount).toBe(plan.layers.reduce((s, l) => s + l.token_count, 0));
    expect(plan.layers.map((l) => l.kind)).toEqual(["pinned", "working_state", "summary", "retrieval", "recent"]);
  });

  it("refuses a budget below what must be sent, naming the minimum", () => {
    expect(() => planContext(base({ budget: 60 }))).toThrow(BudgetTooSmallError);
    try {
      planContext(base({ budget: 60 }));
    } catch (error) {
      // pinned 30 + working state 20 + the newest unit (20 + 4 framing)
      expect((error as BudgetTooSmallError).requiredTokens).toBe(74);
    }
    expect(planContext(base({ budget: 74 })).tokenCount).toBeLessThanOrEqual(74);
  });

  it("keeps the turn in progress whole with its tool calls and results", () => {
    resetSeq();
    const messages = [
      msg("user", 20),
      msg("assistant", 20),
      msg("user", 20),
      msg("assistant", 10, { tool_calls: [call("a")] }),
      msg("tool", 30, { tool_call_id: "a" }),
    ];
    const plan = planContext(base({ messages, summary: null, budget: 200 }));
    expect(plan.messages.map((m) => m.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(() => planContext(base({ messages, summary: null, budget: 50 + 24 + 14 + 34 - 1 }))).toThrow(BudgetTooSmallError);
    const tight = planContext(base({ messages, summary: null, budget: 50 + 24 + 14 + 34 }));
    expect(tight.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
  });

  it("fills what is left with more than 8 retrieved items when they fit, in rank order", () => {
    const plan = planContext(base({ retrieval: hits(30) }));
    expect(plan.retrieval.length).toBeGreaterThan(8);
    expect(plan.retrieval.map((r) => r.id)).toEqual(
      hits(30)
        .slice(0, plan.retrieval.length)
        .map((r) => r.id),
    );
  });

  it("with retrieval, holds older recent turns to their share and drops a summary over its share", () => {
    const plan = planContext(base({ retrieval: hits(60), summary: { id: "summary:1", tokens: 400 } }));
    const recent = plan.layers.find((l) => l.kind === "recent")!;
    // The turn being answered (24) plus older turns up to recent_share of 1000.
    expect(recent.token_count).toBeLessThanOrEqual(24 + 200);
    expect(plan.summary).toBe(false);
    expect(plan.layers.find((l) => l.kind === "retrieval")!.token_count).toBeGreaterThan(500);
    const noRetrieval = planContext(base({ summary: { id: "summary:1", tokens: 400 } }));
    expect(noRetrieval.summary).toBe(true);
  });

  it("retrieves an older turn the budget leaves out, never one the context sends, and gives that hit's room to the next", () => {
    const turn = (seq: number): RetrievalCandidate => ({ id: `msg:c:${seq}`, tokens: 20, seqs: [seq] });
    const plain = planContext(base({ retrieval: hits(60) }));
    const plan = planContext(base({ retrieval: [turn(19), turn(17), turn(2), ...hits(60)] }));
    const sentSeqs = plan.messages.map((m) => m.seq);
    // 19 is the turn being answered and 17 an older turn the recent layer sends; 2 is sent by nothing else.
    expect(sentSeqs).toContain(17);
    expect(sentSeqs).not.toContain(2);
    expect(plan.retrieval.map((r) => r.id)).toEqual(["msg:c:2", ...plain.retrieval.map((r) => r.id).slice(0, plan.retrieval.length - 1)]);
    expect(plan.tokenCount).toBeLessThanOrEqual(1000);
    // The room the hit on 17 held comes back: less than one more item's cost is left unused.
    const shownHit = planContext(base({ retrieval: [turn(17), ...hits(60)] }));
    expect(shownHit.retrieval.map((r) => r.id)).not.toContain("msg:c:17");
    expect(shownHit.messages.filter((m) => m.seq === 17)).toHaveLength(1);
    expect(1000 - shownHit.tokenCount).toBeLessThan(20);
  });

  it("prices a retrieved item with the caller's overhead: a message's framing by default, a line break when rendered", () => {
    const asMessages = planContext(base({ retrieval: hits(3) }));
    const asLines = planContext(base({ retrieval: hits(3), itemOverhead: 1 }));
    const retrieval = (plan: typeof asLines) => plan.layers.find((l) => l.kind === "retrieval")?.token_count;
    expect(retrieval(asMessages)).toBe(3 * (16 + 4));
    expect(retrieval(asLines)).toBe(3 * (16 + 1));
  });

  it("gives retrieval's unused room to older turns", () => {
    const plan = planContext(base({ retrieval: hits(2) }));
    expect(plan.retrieval).toHaveLength(2);
    expect(plan.messages).toHaveLength(20);
  });

  it("has a user_facts layer only when facts are given, capped to its share", () => {
    expect(planContext(base()).layers.some((l) => l.kind === "user_facts")).toBe(false);
    const facts = Array.from({ length: 20 }, (_, i) => ({ id: `fact-${i}`, tokens: 16 }));
    const plan = planContext(base({ userFacts: facts }));
    const layer = plan.layers.find((l) => l.kind === "user_facts")!;
    expect(layer.token_count).toBeLessThanOrEqual(100);
    expect(layer.items).toEqual(["fact-0", "fact-1", "fact-2", "fact-3", "fact-4"]);
  });

  it("with retrieval, places a summary and facts that say nothing about the query after retrieval, in the room it leaves", () => {
    const facts = [
      { id: "fact-diet", tokens: 16, relevant: false },
      { id: "fact-city", tokens: 16, relevant: true },
    ];
    const summary = { id: "summary:1", tokens: 60, relevant: false };
    const full = planContext(base({ retrieval: hits(60), summary, userFacts: facts }));
    expect(full.summary).toBe(false);
    expect(full.userFacts.map((f) => f.id)).toEqual(["fact-city"]);
    const sparse = planContext(base({ retrieval: hits(2), summary, userFacts: facts }));
    expect(sparse.summary).toBe(true);
    expect(sparse.userFacts.map((f) => f.id)).toEqual(["fact-city", "fact-diet"]);
    const noRetrieval = planContext(base({ summary, userFacts: facts }));
    expect(noRetrieval.summary).toBe(true);
    expect(noRetrieval.userFacts.map((f) => f.id)).toEqual(["fact-diet", "fact-city"]);
  });

  it("is never over budget, whatever the budget", () => {
    for (let budget = 84; budget <= 1600; budget += 7) {
      const plan = planContext(
        base({ budget, retrieval: hits(40, 5 + (budget % 23)), task: { id: "seq:0", tokens: 10 }, userFacts: [{ id: "f", tokens: 9 }] }),
      );
      expect(plan.tokenCount).toBeLessThanOrEqual(budget);
    }
  });

  it("counts as dropped every message neither shown nor covered by the summary", () => {
    expect(droppedCount(20, [18, 19, 0], { from: 2, to: 9 })).toBe(20 - 3 - 8);
    expect(droppedCount(5, [0, 1, 2, 3, 4], null)).toBe(0);
  });
});

describe("neighbouring turns of retrieved hits", () => {
  const hit = (seq: number, content: string, tokens = 20) => ({
    key: `msg:c:${seq}`,
    score: 1,
    type: "message" as const,
    memory_type: null,
    summary: null,
    content,
    sources: [{ conversation_id: "c", seq }],
    metadata: {},
    created_at: "2026-01-01T00:00:00.000Z",
    token_count: tokens,
    role: "user",
    name: null,
  });
  const turn = (s: number, content: string): StoredMessage => ({
    seq: s,
    role: "user",
    content,
    created_at: "2026-01-01T00:00:00.000Z",
    token_count: 10,
  });

  it("asks for the turns next to the top hits that nothing shows yet", () => {
    expect(neighbourSeqs([hit(5, "a"), hit(9, "b"), hit(6, "c")], "c", new Set([10]))).toEqual([4, 8, 7]);
  });

  it("adds a neighbour right after its hit when it shares a query word or the hit is too short to stand alone", () => {
    const results = [hit(5, "I went to the pottery class on Friday with my kids."), hit(20, "Yes, last May!", 6)];
    const merged = withNeighbours(
      results,
      [turn(4, "Did you go to a pottery workshop?"), turn(6, "Nice weather today"), turn(19, "When did you move?")],
      "c",
      queryTerms("When did Melanie go to pottery?"),
    );
    expect(merged.map((r) => r.key)).toEqual(["msg:c:5", "msg:c:4", "msg:c:20", "msg:c:19"]);
  });

  it("moves a neighbour that search ranked far below up to right after its hit, and shows it once", () => {
    const results = [
      hit(10, "We saw the Perseid meteor shower on our camping trip."),
      hit(11, "Wow, breathtaking!", 6),
      hit(40, "Unrelated talk about pottery class."),
      hit(12, "I felt tiny and in awe of the universe."),
    ];
    const merged = withNeighbours(results, [], "c", queryTerms("How did Melanie feel watching the meteor shower?"));
    expect(merged.map((r) => r.key)).toEqual(["msg:c:10", "msg:c:11", "msg:c:12", "msg:c:40"]);
  });
});
