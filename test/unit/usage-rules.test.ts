import { describe, expect, it } from "vitest";
import { addCounters, appendCounters, ledgerCounters, readCounters, usageDay, validCounters } from "../../src/usage/counters";
import { billedTokens, usageView } from "../../src/usage/pricing";
import { usageRange } from "../../src/usage/range";
import { servedRead, stablePrefixTokens } from "../../src/usage/served";

describe("usage rules", () => {
  it("counts an append as one append, its messages and its tokens", () => {
    expect(appendCounters(3, 57)).toEqual({ appends: 1, appended_messages: 3, appended_tokens: 57 });
  });

  it("caches nothing on a conversation's first read, neither for the context nor for the whole history", () => {
    expect(readCounters({ servedTokens: 900, stablePrefixTokens: 600 }, 4000, null)).toEqual({
      reads: 1,
      served_tokens: 900,
      stable_prefix_tokens: 600,
      cached_tokens: 0,
      history_tokens: 4000,
      history_cached_tokens: 0,
    });
  });

  it("caches the stable prefix up to what the previous read served, and the previous history up to the current one", () => {
    const previous = { servedTokens: 500, historyTokens: 4000 };
    expect(readCounters({ servedTokens: 900, stablePrefixTokens: 600 }, 4200, previous)).toMatchObject({
      cached_tokens: 500,
      history_cached_tokens: 4000,
    });
    // After a truncation the history is shorter than the previous one: only what is left repeats.
    expect(readCounters({ servedTokens: 900, stablePrefixTokens: 300 }, 3000, previous)).toMatchObject({
      cached_tokens: 300,
      history_cached_tokens: 3000,
    });
  });

  it("never declares more of an answer stable than the answer holds", () => {
    expect(readCounters({ servedTokens: 100, stablePrefixTokens: 250 }, 100, { servedTokens: 400, historyTokens: 0 })).toMatchObject({
      stable_prefix_tokens: 100,
      cached_tokens: 100,
    });
  });

  it("reads the stable prefix from the answer's cache hints, and 0 from an answer without them", () => {
    expect(stablePrefixTokens({ token_count: 800, cache: { stable_prefix_tokens: 640 } })).toBe(640);
    expect(stablePrefixTokens({ token_count: 800 })).toBe(0);
    expect(stablePrefixTokens({ token_count: 800, cache: null })).toBe(0);
    expect(stablePrefixTokens({ token_count: 800, cache: { stable_prefix_tokens: "640" } })).toBe(0);
    expect(stablePrefixTokens({ token_count: 800, cache: { stable_prefix_tokens: -5 } })).toBe(0);
    expect(servedRead({ token_count: 812, cache: { stable_prefix_tokens: 700 } })).toEqual({ servedTokens: 812, stablePrefixTokens: 700 });
  });

  it("bills uncached tokens at 1 and cached ones at the cached price", () => {
    // 1000 tokens, 800 cached at 0.1: 200 + 80.
    expect(billedTokens(1000, 800, 0.1)).toBe(280);
    expect(billedTokens(1000, 800, 0.25)).toBe(400);
    expect(billedTokens(1000, 0, 0.1)).toBe(1000);
    expect(billedTokens(3, 3, 0.1)).toBe(0.3);
  });

  it("prices a conversation's counters beside its whole history's, with the ratio of the two", () => {
    // Two reads: 1000 served (nothing cached), then 1200 served with 900 cached; the history was
    // 5000 then 5600 (5000 of it cached the second time).
    const counters = addCounters(
      readCounters({ servedTokens: 1000, stablePrefixTokens: 900 }, 5000, null),
      readCounters({ servedTokens: 1200, stablePrefixTokens: 900 }, 5600, { servedTokens: 1000, historyTokens: 5000 }),
    );
    const view = usageView(counters, 0.1);
    expect(view).toMatchObject({
      reads: 2,
      served_tokens: 2200,
      cached_tokens: 900,
      billed_tokens: 2200 - 900 + 90,
      history_tokens: 10_600,
      history_cached_tokens: 5000,
      history_billed_tokens: 10_600 - 5000 + 500,
      cached_price: 0.1,
    });
    expect(view.billed_ratio).toBeCloseTo(1390 / 6100, 4);
    expect(usageView({}, 0.1).billed_ratio).toBeNull();
  });

  it("keeps each job type's model tokens apart and totals them", () => {
    const counters = ledgerCounters({
      summary: { llm_calls: 2, llm_input_tokens: 300, llm_output_tokens: 40, embedding_calls: 0, embedding_tokens: 0 },
      index: { llm_calls: 0, llm_input_tokens: 0, llm_output_tokens: 0, embedding_calls: 1, embedding_tokens: 77 },
    });
    expect(counters).toEqual({
      "job.summary.llm_calls": 2,
      "job.summary.llm_input_tokens": 300,
      "job.summary.llm_output_tokens": 40,
      "job.index.embedding_calls": 1,
      "job.index.embedding_tokens": 77,
    });
    const view = usageView(counters, 0.1);
    expect(view.jobs.summary).toEqual({
      llm_calls: 2,
      llm_input_tokens: 300,
      llm_output_tokens: 40,
      embedding_calls: 0,
      embedding_tokens: 0,
    });
    expect(view.jobs.facts.llm_calls).toBe(0);
    expect(view.job_totals).toEqual({
      llm_calls: 2,
      llm_input_tokens: 300,
      llm_output_tokens: 40,
      embedding_calls: 1,
      embedding_tokens: 77,
    });
  });

  it("drops counters a report may not add: unknown shapes of name, fractions, negatives, zeros", () => {
    expect(
      validCounters({ reads: 1, "job.summary.llm_calls": 2, "DROP TABLE": 1, served_tokens: 1.5, appends: -1, appended_tokens: 0 }),
    ).toEqual({ reads: 1, "job.summary.llm_calls": 2 });
  });

  it("keeps usage by UTC day", () => {
    expect(usageDay(Date.parse("2026-11-26T23:59:59.999Z"))).toBe("2026-11-26");
    expect(usageDay(Date.parse("2026-11-27T00:00:00.000Z"))).toBe("2026-11-27");
  });

  it("covers the last 30 days up to today by default, and refuses a range backwards or over 366 days", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(usageRange(undefined, undefined, now)).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(usageRange("2026-11-01", undefined, now)).toEqual({ from: "2026-11-01", to: "2026-11-26" });
    expect(usageRange(undefined, "2026-03-01", now)).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(usageRange("2026-11-27", "2026-11-26", now)).toEqual({ problem: "from (2026-11-27) is after to (2026-11-26)" });
    expect(usageRange("2025-01-01", "2026-01-02", now)).toEqual({ problem: "the range covers 367 days; at most 366" });
    expect(usageRange("2025-01-01", "2026-01-01", now)).toEqual({ from: "2025-01-01", to: "2026-01-01" });
  });
});
