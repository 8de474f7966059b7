import { describe, expect, it } from "vitest";
import {
  calculateSummaryRange,
  DEFAULT_WINDOW,
  endsRound,
  newMessagesStart,
  shouldTriggerSummary,
  type TriggerState,
} from "../../src/context/window";

describe("seed 002 sliding window (window 14)", () => {
  // The rows of seed 002's "Sliding Window Calculation" table.
  it.each([
    { lastSavedSeq: 5, range: { startSeq: 0, endSeq: 5 }, size: 6 },
    { lastSavedSeq: 13, range: { startSeq: 0, endSeq: 13 }, size: 14 },
    { lastSavedSeq: 15, range: { startSeq: 2, endSeq: 15 }, size: 14 },
    { lastSavedSeq: 19, range: { startSeq: 6, endSeq: 19 }, size: 14 },
  ])("last_saved_seq $lastSavedSeq gives the window $range", ({ lastSavedSeq, range, size }) => {
    const result = calculateSummaryRange(lastSavedSeq, DEFAULT_WINDOW);
    expect(result).toEqual(range);
    expect(result.endSeq - result.startSeq + 1).toBe(size);
  });

  it("moves an odd window start to the next even seq so no user/assistant round is split", () => {
    // 16 - 14 + 1 = 3 -> 4: seq 2-3 (a whole round) is dropped rather than half of it.
    expect(calculateSummaryRange(16, DEFAULT_WINDOW)).toEqual({ startSeq: 4, endSeq: 16 });
    expect(calculateSummaryRange(14, DEFAULT_WINDOW)).toEqual({ startSeq: 2, endSeq: 14 });
  });

  it("never starts a window below seq 0", () => {
    expect(calculateSummaryRange(0, DEFAULT_WINDOW)).toEqual({ startSeq: 0, endSeq: 0 });
  });

  it("follows a non-default window size", () => {
    const settings = { windowSize: 6, summarizeAfterSeq: 3 };
    expect(calculateSummaryRange(5, settings)).toEqual({ startSeq: 0, endSeq: 5 });
    expect(calculateSummaryRange(7, settings)).toEqual({ startSeq: 2, endSeq: 7 });
    // 9 - 6 + 1 = 4 (even, kept); 10 - 6 + 1 = 5 -> 6.
    expect(calculateSummaryRange(9, settings)).toEqual({ startSeq: 4, endSeq: 9 });
    expect(calculateSummaryRange(10, settings)).toEqual({ startSeq: 6, endSeq: 10 });
  });
});

describe("seed 002 trigger condition", () => {
  const idle: TriggerState = { lastSavedSeq: 5, roundOpen: false, jobInFlight: false, coveredThroughSeq: null, circuitOpen: false };
  const triggerOf = (state: Partial<TriggerState>, settings = DEFAULT_WINDOW) => shouldTriggerSummary({ ...idle, ...state }, settings);
  const skipped = (reason: string) => ({ trigger: false, reason });

  it("triggers once seq 5 (the end of round 3) is saved and nothing is in flight", () => {
    expect(shouldTriggerSummary(idle, DEFAULT_WINDOW)).toEqual({ trigger: true });
  });

  it("does not trigger below the summarize-after threshold", () => {
    expect(triggerOf({ lastSavedSeq: 4 })).toEqual(skipped("below_threshold"));
    expect(triggerOf({ lastSavedSeq: 5 }, { windowSize: 14, summarizeAfterSeq: 6 })).toEqual(skipped("below_threshold"));
  });

  it("does not trigger before the round's answer is saved", () => {
    expect(triggerOf({ lastSavedSeq: 8, roundOpen: true })).toEqual(skipped("round_open"));
  });

  it("counts a round as ended only by an assistant answer that calls no tool", () => {
    expect(endsRound({ role: "assistant" })).toBe(true);
    expect(endsRound({ role: "assistant", tool_calls: [] })).toBe(true);
    expect(endsRound({ role: "user" })).toBe(false);
    expect(endsRound({ role: "tool" })).toBe(false);
    expect(endsRound({ role: "system" })).toBe(false);
    expect(endsRound({ role: "assistant", tool_calls: [{ id: "call_1" }] })).toBe(false);
  });

  it("does not trigger while a job is in flight", () => {
    expect(triggerOf({ lastSavedSeq: 7, jobInFlight: true })).toEqual(skipped("job_in_flight"));
  });

  it("does not trigger while the circuit breaker is open", () => {
    expect(triggerOf({ lastSavedSeq: 9, circuitOpen: true })).toEqual(skipped("circuit_open"));
  });

  it("does not trigger when the latest summary already covers the last saved seq", () => {
    expect(triggerOf({ lastSavedSeq: 9, coveredThroughSeq: 9 })).toEqual(skipped("nothing_new"));
    expect(triggerOf({ lastSavedSeq: 10, coveredThroughSeq: 9 })).toEqual({ trigger: true });
  });
});

describe("incremental summarization start", () => {
  it("reads from the window start when there is no base memory", () => {
    expect(newMessagesStart({ startSeq: 0, endSeq: 5 }, null)).toBe(0);
    expect(newMessagesStart({ startSeq: 2, endSeq: 15 }, null)).toBe(2);
  });

  it("reads only the messages after the base memory's end", () => {
    expect(newMessagesStart({ startSeq: 0, endSeq: 9 }, 5)).toBe(6);
    expect(newMessagesStart({ startSeq: 2, endSeq: 15 }, 13)).toBe(14);
    expect(newMessagesStart({ startSeq: 6, endSeq: 19 }, 15)).toBe(16);
  });
});
