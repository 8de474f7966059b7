import { describe, expect, it } from "vitest";
import { expectWithinBudget, recountContext } from "../helpers/recount";

const message = (seq: number, content: string) => ({
  seq,
  role: "user" as const,
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: 0,
});
const prose =
  "The staging cluster was moved to the new region last week, and the database replicas follow tomorrow after the backup check.";

const contextOf = (tokenCount: number) => ({
  summary: null,
  messages: [message(0, prose), message(1, prose)],
  injected: [],
  memories: [],
  token_count: tokenCount,
});

describe("the tests' own recount of a context", () => {
  it("counts each message's text with o200k_base plus 4 tokens of framing", () => {
    // o200k_base splits the sentence into 23 tokens; each message adds its 4 tokens of framing.
    expect(recountContext(contextOf(0))).toEqual({ tokens: 2 * (23 + 4), parts: 2 });
  });

  it("fails a context whose reported token_count under-reports what it holds", () => {
    expect(() => expectWithinBudget(contextOf(10), 1000)).toThrow(/reported 10/);
  });

  it("fails a context that holds more than its budget, whatever it reports", () => {
    expect(() => expectWithinBudget(contextOf(20), 20)).toThrow(/recounted 54 tokens for a budget of 20/);
  });

  it("passes a context that fits and reports what it holds", () => {
    expect(() => expectWithinBudget(contextOf(54), 60)).not.toThrow();
  });
});
