import { describe, expect, it } from "vitest";
import { assembleContext, messageCost, toolUnits, type SummarySnapshot } from "../../src/context/assemble";
import type { StoredMessage } from "../../src/conversations/messages";
import { call, msg, resetSeq } from "../helpers/stored-messages";
import { api, append, context as contextOf, newTenant, round, status, type Api, type Turn } from "../helpers/api";

/** These tests pin the planned context (the freshest summary on every read): cache_stable=false. */
const context = (client: Parameters<typeof contextOf>[0], id: string, query = "") =>
  contextOf(client, id, query ? `${query}&cache_stable=false` : "?cache_stable=false");
import { RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";
import { expectWithinBudget } from "../helpers/recount";

const summary: SummarySnapshot = { memoryId: 1, text: "earlier rounds", startSeq: 0, endSeq: 5, tokenCount: 16 };
const seqs = (messages: StoredMessage[]) => messages.map((m) => m.seq);

/** A question, an answer calling tools a and b, both results, and the final answer: `tokens` each. */
const twoToolRound = (tokens: number) => [
  msg("user", tokens),
  msg("assistant", tokens, { tool_calls: [call("a"), call("b")] }),
  msg("tool", tokens, { tool_call_id: "a" }),
  msg("tool", tokens, { tool_call_id: "b" }),
  msg("assistant", tokens),
];

describe("tool units", () => {
  it("keeps an assistant tool call together with all of its results", () => {
    resetSeq();
    const list = twoToolRound(5);
    expect(toolUnits(list).map(seqs)).toEqual([[0], [1, 2, 3], [4]]);
  });

  it("does not attach a result to a call it does not answer", () => {
    resetSeq();
    const list = [
      msg("assistant", 5, { tool_calls: [call("a")] }),
      msg("tool", 5, { tool_call_id: "zzz" }),
      msg("tool", 5, { tool_call_id: "a" }),
    ];
    expect(toolUnits(list).map(seqs)).toEqual([[0], [1], [2]]);
  });
});

describe("assembleContext under a budget", () => {
  const cost = (messages: StoredMessage[]) => messages.reduce((sum, m) => sum + messageCost(m), 0);

  it("returns everything, in order, without a budget", () => {
    resetSeq();
    const list = [msg("user", 10), msg("assistant", 20), msg("user", 30)];
    const result = assembleContext({ summary, messages: list, budgetTokens: null });
    expect(seqs(result.messages)).toEqual([0, 1, 2]);
    expect(result.summary).toBe(summary);
    expect(result.tokenCount).toBe(cost(list) + summary.tokenCount + 4);
    expect(result.droppedMessages).toBe(0);
  });

  it("keeps the newest message, then the summary, then older messages newest first", () => {
    resetSeq();
    const list = [msg("user", 10), msg("assistant", 10), msg("user", 10), msg("assistant", 10)];
    // 14 per message, 20 for the summary: newest + summary + one older = 48.
    const result = assembleContext({ summary, messages: list, budgetTokens: 50 });
    expect(seqs(result.messages)).toEqual([2, 3]);
    expect(result.summary).toBe(summary);
    expect(result.tokenCount).toBe(48);
    expect(result.droppedMessages).toBe(2);

    const tight = assembleContext({ summary, messages: list, budgetTokens: 20 });
    expect(seqs(tight.messages)).toEqual([3]);
    expect(tight.summary).toBeNull();
    expect(tight.summaryDropped).toBe(true);
    expect(tight.tokenCount).toBe(14);
  });

  it("drops a tool call and its results together rather than splitting them", () => {
    resetSeq();
    const list = twoToolRound(10);
    // 14 per message: room for the answer and both results (42) but not the call too (56).
    const result = assembleContext({ summary: null, messages: list, budgetTokens: 55 });
    expect(seqs(result.messages)).toEqual([4]);
    const roomy = assembleContext({ summary: null, messages: list, budgetTokens: 56 });
    expect(seqs(roomy.messages)).toEqual([1, 2, 3, 4]);
  });

  it("never exceeds the budget, whatever it is", () => {
    resetSeq();
    const list = Array.from({ length: 12 }, (_, i) => msg(i % 2 ? "assistant" : "user", 3 + ((i * 7) % 11)));
    for (let budget = 1; budget <= 200; budget += 1) {
      const result = assembleContext({ summary, messages: list, budgetTokens: budget });
      expect(result.tokenCount).toBeLessThanOrEqual(budget);
      expect(result.tokenCount).toBe(cost(result.messages) + (result.summary ? summary.tokenCount + 4 : 0));
      // Always a suffix of the conversation: nothing newer is skipped.
      expect(seqs(result.messages)).toEqual(seqs(list.slice(list.length - result.messages.length)));
    }
  });
});

/** These tests are about fitting messages: the pinned task (on by default) would take room too. */
async function noTaskPin(client: Api, conversation: string): Promise<void> {
  const res = await client.patch(`/v1/conversations/${conversation}/settings`, { context_budget: { pin_task: false } });
  expect(res.status).toBe(200);
}

describe("GET /context", () => {
  const longRound = (n: number): Turn[] => [
    { role: "user", content: `Question ${n}: could you explain in some detail how the deployment pipeline handles a failed migration?` },
    {
      role: "assistant",
      content: `Answer ${n}: the pipeline stops, rolls the schema back, keeps the previous release serving traffic and alerts the on-call engineer.`,
    },
  ];

  it("serves raw messages until a summary is ready, then the summary plus the gap", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 3; n += 1) await append(client, "c", round(n));
    const raw = await context(client, "c");
    expect(raw.source).toBe("raw");
    expect(raw.messages.map((m) => m.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    await runQueuedSummarize(new RecordingSummarizer());
    await append(client, "c", [{ role: "user", content: "Round 4 question" }]);
    const memory = await context(client, "c");
    expect(memory.source).toBe("memory");
    expect(memory.summary?.end_seq).toBe(5);
    expect(memory.messages.map((m) => m.seq)).toEqual([6]);
    // Plus the pinned task: the first user turn, now only in the summary.
    const injectedTokens = memory.injected.reduce((sum, item) => sum + item.token_count, 0);
    expect(memory.injected.map((i) => [i.type, i.id])).toEqual([["task", "seq:0"]]);
    expect(memory.token_count).toBe((memory.summary?.token_count ?? 0) + 4 + (memory.messages[0]?.token_count ?? 0) + 4 + injectedTokens);
  });

  it("answers a budgeted read when the summary reaches the newest message and the gap is empty", async () => {
    const client = api(await newTenant());
    for (let n = 1; n <= 3; n += 1) await append(client, "e", round(n));
    await runQueuedSummarize(new RecordingSummarizer());
    const plain = await context(client, "e");
    expect(plain.summary?.end_seq).toBe(5);
    expect(plain.messages).toEqual([]);
    // The round is over and summarized: nothing of the newest turn is missing, so no 422.
    const budgeted = await context(client, "e", "?budget_tokens=1000");
    expect(budgeted.summary?.end_seq).toBe(5);
    expect(budgeted.token_count).toBeLessThanOrEqual(1000);
    expectWithinBudget(budgeted, 1000);
    expect(budgeted.dropped_messages).toBe(0);
  });

  it("fits budget_tokens with the newest messages and reports the whole history's cost", async () => {
    const client = api(await newTenant());
    for (let n = 1; n <= 2; n += 1) await append(client, "b", longRound(n));
    await noTaskPin(client, "b");
    await append(client, "b", [{ role: "user", content: "And the rollback?" }]);
    const full = await context(client, "b");
    expect(full.messages).toHaveLength(5);
    expect(full.full_token_count).toBe((await status(client, "b")).full_token_count);
    expect(full.full_token_count).toBe(full.messages.reduce((sum, m) => sum + m.token_count + 4, 0));

    const budget = full.token_count - 1;
    const cut = await context(client, "b", `?budget_tokens=${budget}`);
    expect(cut.token_count).toBeLessThanOrEqual(budget);
    expectWithinBudget(cut, budget);
    expect(cut.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(cut.full_token_count).toBe(full.full_token_count);
    expect(cut.dropped_messages).toBe(1);
  });

  it("counts every message left out as dropped, also those a budget kept it from reading", async () => {
    const client = api(await newTenant());
    for (let n = 1; n <= 10; n += 1) await append(client, "d", longRound(n));
    await noTaskPin(client, "d");
    const small = await context(client, "d", "?budget_tokens=40");
    expect(small.messages.map((m) => m.seq)).toEqual([19]);
    expect(small.dropped_messages).toBe(19);
  });

  it("never splits a tool call from its results at the budget's edge", async () => {
    const client = api(await newTenant());
    const results = "The forecast for Lisbon: sunny, 24 degrees, light wind from the north-west, no rain expected this week.";
    await append(client, "t", [
      { role: "user", content: "What is the weather in Lisbon and Porto?" },
      { role: "assistant", content: null, tool_calls: [call("w1"), call("w2")] },
      { role: "tool", content: results, tool_call_id: "w1" },
      { role: "tool", content: results.replace("Lisbon", "Porto"), tool_call_id: "w2" },
      { role: "assistant", content: "Both cities are sunny this week." },
    ]);
    await noTaskPin(client, "t");
    const full = await context(client, "t");
    const [, callMsg, r1, r2, answer] = full.messages;
    const withoutCall = [r1, r2, answer].reduce((sum, m) => sum + (m?.token_count ?? 0) + 4, 0);
    const cut = await context(client, "t", `?budget_tokens=${withoutCall + (callMsg?.token_count ?? 0) + 3}`);
    expect(cut.messages.map((m) => m.seq)).toEqual([4]);
    const fits = await context(client, "t", `?budget_tokens=${withoutCall + (callMsg?.token_count ?? 0) + 4}`);
    expect(fits.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it("does not summarize in the middle of a tool call, so the gap never starts with orphaned results", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 2; n += 1) await append(client, "g", round(n));
    await append(client, "g", [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: null, tool_calls: [call("w")] },
    ]);
    await append(client, "g", [{ role: "tool", content: "Sunny", tool_call_id: "w" }]);
    expect((await status(client, "g")).job).toBeNull();
    await append(client, "g", [{ role: "assistant", content: "It is sunny." }]);
    expect((await status(client, "g")).job).toMatchObject({ start_seq: 0, end_seq: 7 });
    await runQueuedSummarize(new RecordingSummarizer());
    await append(client, "g", [{ role: "user", content: "Thanks" }]);
    expect((await context(client, "g")).messages.map((m) => m.role)).toEqual(["user"]);
  });
});
