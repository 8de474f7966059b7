import { describe, expect, it } from "vitest";
import { fitCandidates, type StrategyCandidates } from "../../src/context/fit";
import type { StoredMessage } from "../../src/conversations/messages";
import { msg, resetSeq } from "../helpers/stored-messages";

// Costs below are counted by hand: a message costs its tokens + 4 (its framing), a summary too.
const summary = { memoryId: 1, text: "older turns", startSeq: 0, endSeq: 9, tokenCount: 16 };

function gap(): StoredMessage[] {
  resetSeq();
  return Array.from({ length: 6 }, (_, i) => msg(i % 2 ? "assistant" : "user", 16, { seq: 10 + i }));
}

const candidates = (over: Partial<StrategyCandidates>): StrategyCandidates => ({
  fitRule: "window",
  injected: [{ token_count: 30 }],
  summary,
  messages: gap(),
  tokenCount: 6 * 20 + 20 + 30,
  droppedMessages: 0,
  summaryDropped: false,
  source: "memory",
  coveredRange: { from: 0, to: 9 },
  ...over,
});

describe("the planner's first step: the strategy's candidates cut to the budget", () => {
  it("cuts a sliding-window gap in seed 002's order after the injected items: the newest message, the summary, then older messages newest first", () => {
    // 120 - 30 injected = 90: newest 20, summary 20, two older 40 (80); a third older would make 100.
    const fit = fitCandidates(candidates({}), 120);
    expect(fit.messages.map((m) => m.seq)).toEqual([13, 14, 15]);
    expect(fit.summary).toEqual(summary);
    expect(fit.tokenCount).toBe(80 + 30);
    expect(fit.droppedMessages).toBe(3);
    expect(fit.coveredRange).toEqual({ from: 0, to: 9 });
  });

  it("drops the summary that does not fit after the newest message, and then covers no range", () => {
    // 60 - 30 = 30: the newest message (20) fits, the summary (20) does not.
    const fit = fitCandidates(candidates({}), 60);
    expect(fit.messages.map((m) => m.seq)).toEqual([15]);
    expect(fit.summary).toBeNull();
    expect(fit.summaryDropped).toBe(true);
    expect(fit.coveredRange).toBeNull();
  });

  it("keeps system messages first under the units rule, and says whether the inline summary survived", () => {
    resetSeq();
    const system = msg("system", 10);
    const inline = msg("assistant", 16, { seq: -1 });
    const turns = [msg("user", 16), msg("assistant", 16), msg("user", 16)];
    const messages = [system, inline, ...turns];
    const unfitted = { fitRule: "units" as const, summary: null, messages, coveredRange: null };
    // 30 injected + system 14 + newest 20 + summary 20 = 84.
    const roomy = fitCandidates(candidates({ ...unfitted, droppedMessages: 0 }), 84);
    expect(roomy.messages).toEqual([system, inline, turns[2]]);
    expect(roomy.source).toBe("memory");
    expect(roomy.droppedMessages).toBe(2);
    const tight = fitCandidates(candidates({ ...unfitted, droppedMessages: 0 }), 83);
    expect(tight.messages).toEqual([system, turns[2]]);
    expect(tight.source).toBe("raw");
    expect(tight.summaryDropped).toBe(true);
  });

  it("leaves the candidates as they are without a budget, or when the strategy fitted them itself (tiered)", () => {
    const all = candidates({});
    expect(fitCandidates(all, null).messages).toHaveLength(6);
    const compacted = candidates({ fitRule: null });
    expect(fitCandidates(compacted, 10).messages).toHaveLength(6);
    expect(fitCandidates(compacted, 10).tokenCount).toBe(6 * 20 + 20 + 30);
  });

  it("runs seed 004's steps for the tiered rule under the lower of the budget and the autocompact threshold, after the injected items", () => {
    resetSeq();
    const system = msg("system", 10);
    const turns = Array.from({ length: 5 }, (_, i) => msg(i % 2 ? "assistant" : "user", 16));
    const tiered = (threshold: number) =>
      candidates({
        fitRule: "tiered",
        tiered: {
          offloads: [],
          settings: { toolResultMaxChars: 1000, microcompactMaxChars: 200, keepRecentMessages: 2 },
          autocompactThreshold: threshold,
          summaryThroughSeq: null,
          wantedStatus: "in_flight",
        },
        summary: null,
        messages: [system, ...turns],
        coveredRange: null,
      });
    // Budget 120 under a threshold of 1000: 90 left after the injected 30. The messages cost
    // 14 + 5 x 20 = 114; no step 1-3 applies, so the overflow trim keeps the system message and
    // the newest turns while they fit: 14 + 20 + 20 + 20 = 74.
    const budgeted = fitCandidates(tiered(1000), 120);
    expect(budgeted.messages).toEqual([system, ...turns.slice(2)]);
    expect(budgeted.tokenCount).toBe(74 + 30);
    expect(budgeted.droppedMessages).toBe(2);
    expect(budgeted.compaction?.budget_tokens).toBe(120);
    expect(budgeted.compaction?.steps.map((s) => s.step)).toEqual(["tool_result_budgeting", "snip", "microcompact", "overflow_trim"]);
    expect(budgeted.compaction?.autocompact).toBe("not_needed");
    // No budget, a threshold of 100: 70 left, and 114 stays over it after steps 1-3, so a
    // summary is wanted (reported as the object said, here a job in flight); 14 + 20 + 20 kept.
    const unbudgeted = fitCandidates(tiered(100), null);
    expect(unbudgeted.messages).toEqual([system, ...turns.slice(3)]);
    expect(unbudgeted.compaction?.budget_tokens).toBe(100);
    expect(unbudgeted.compaction?.autocompact).toBe("in_flight");
  });
});
