import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ConversationDO } from "../../durable-objects/conversation";
import { countTokens } from "../../src/context/tokens";
import { LlmCompactor } from "../../src/context/compactor";
import { runReactiveCompaction } from "../../src/context/jobs";
import { runExtractFactsJob } from "../../src/facts/job";
import { LlmFactExtractor } from "../../src/facts/llm";
import { runSummarizeJob } from "../../src/summaries/job";
import { LlmSummarizer } from "../../src/summaries/llm-summarizer";
import { api, append, newTenant, round, status, type Turn } from "../helpers/api";
import { recordD1 } from "../helpers/d1-hook";
import { completion, errorReply, fakeLlm } from "../helpers/fake-llm";
import { queuedJobs } from "../helpers/queues";
import { exchange, llmOptions, startConversation } from "../helpers/shaping";
import { conversationUsage, expectedReads, NO_SPEND, readContext } from "../helpers/usage";

const today = () => new Date().toISOString().slice(0, 10);
/** What an append costs by the service's counter: each message's text, plus 4 tokens of chat framing. */
const appendedTokens = (turns: Turn[]) => turns.reduce((sum, turn) => sum + countTokens(turn.content ?? "") + 4, 0);
/** A new tenant's conversation `id` after three rounds, and the summarize job they queued. */
async function summaryQueued(id: string) {
  const tenant = await newTenant();
  const client = api(tenant);
  for (let n = 1; n <= 3; n += 1) await append(client, id, round(n));
  const job = queuedJobs().find((queued) => queued.type === "summarize");
  if (job?.type !== "summarize") throw new Error("no summarize job was queued");
  return { tenant, client, job };
}

const llmSettings = (fetch: typeof globalThis.fetch) => ({
  apiKey: "sk-test",
  baseURL: "https://llm.test/v1",
  model: "test-model",
  timeoutMs: 2000,
  fetch,
});

describe("usage counted per conversation", () => {
  it("counts each append's messages and tokens by the service's counter, and a replayed Idempotency-Key not at all", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const first = round(1);
    const second: Turn[] = [{ role: "user", content: "Could you book the 7:40 train to Porto for Ana and me?" }];
    await append(client, "c1", first);
    const body = { user_id: "user-1", messages: second };
    expect((await client.post("/v1/conversations/c1/messages", body, { "idempotency-key": "k1" })).status).toBe(201);
    expect((await client.post("/v1/conversations/c1/messages", body, { "idempotency-key": "k1" })).status).toBe(200);

    const usage = await conversationUsage(client, "c1");
    const tokens = appendedTokens([...first, ...second]);
    expect(usage.totals).toMatchObject({ appends: 2, appended_messages: 3, appended_tokens: tokens, reads: 0 });
    // The same measure as the history a read would have sent instead.
    expect((await status(client, "c1")).full_token_count).toBe(tokens);
    expect(usage.days.map((d) => d.day)).toEqual([today()]);
    expect(usage.days[0]?.usage.appended_tokens).toBe(tokens);
  });

  it("counts each context read's served tokens and prices them beside the whole history's, at the deployment's and at a given cached price", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const reads: Array<{ served: number; stable: number; history: number }> = [];
    const readOnce = async (query: string) => {
      const history = (await status(client, "c2")).full_token_count;
      const answer = await readContext(tenant, "c2", query);
      reads.push({ served: answer.token_count, stable: answer.cache?.stable_prefix_tokens ?? 0, history });
    };
    await append(client, "c2", round(1));
    await readOnce("?format=openai&budget_tokens=2000");
    await append(client, "c2", round(2));
    await readOnce("?budget_tokens=2000");
    await append(client, "c2", round(3));
    await readOnce("?format=text");

    const expected = expectedReads(reads, 0.1);
    expect(expected.served).toBeGreaterThan(0);
    const { totals } = await conversationUsage(client, "c2");
    expect(totals).toMatchObject({
      reads: 3,
      served_tokens: expected.served,
      stable_prefix_tokens: expected.stable,
      cached_tokens: expected.cached,
      cached_price: 0.1,
      history_tokens: expected.history,
      history_cached_tokens: expected.historyCached,
    });
    expect(totals.billed_tokens).toBeCloseTo(expected.billed, 2);
    expect(totals.history_billed_tokens).toBeCloseTo(expected.historyBilled, 2);
    expect(totals.billed_ratio).toBeCloseTo(expected.billed / expected.historyBilled, 3);

    const atQuarter = expectedReads(reads, 0.25);
    const priced = (await conversationUsage(client, "c2", "?cached_price=0.25")).totals;
    expect(priced.cached_price).toBe(0.25);
    expect(priced.history_billed_tokens).toBeCloseTo(atQuarter.historyBilled, 2);
    expect(priced.billed_tokens).toBeCloseTo(atQuarter.billed, 2);
  });

  it("counts a summary job's and a fact extraction's LLM tokens exactly as the endpoint reported them, each under its job type", async () => {
    const { tenant, client, job } = await summaryQueued("c3");
    const failing = fakeLlm(() => errorReply(500));
    await runSummarizeJob(env, job, 1, new LlmSummarizer({ ...llmSettings(failing.fetch), model: "summary-model" }));
    const summaries = fakeLlm(() =>
      completion(JSON.stringify({ summary: "Rounds 1-3 settled topics 1 to 3." }), {
        usage: { prompt_tokens: 1234, completion_tokens: 56 },
      }),
    );
    await runSummarizeJob(env, job, 2, new LlmSummarizer({ ...llmSettings(summaries.fetch), model: "summary-model" }));
    const facts = fakeLlm(() => completion(JSON.stringify({ facts: [] }), { usage: { prompt_tokens: 321, completion_tokens: 9 } }));
    const extract = {
      type: "extract_facts" as const,
      tenantId: tenant.tenantId,
      conversationId: "c3",
      userId: "user-1",
      fromSeq: 0,
      toSeq: 5,
    };
    await runExtractFactsJob(env, { ...extract, sentAt: Date.now() }, 1, new LlmFactExtractor(llmSettings(facts.fetch)));
    await runExtractFactsJob(env, { ...extract, sentAt: Date.now() }, 1, new LlmFactExtractor(llmSettings(facts.fetch)));

    expect(summaries.calls).toHaveLength(1);
    expect(facts.calls).toHaveLength(2);
    const { totals } = await conversationUsage(client, "c3");
    // The failed call answered no usage: it costs nothing counted.
    expect(totals.jobs.summary).toEqual({ ...NO_SPEND, llm_calls: 1, llm_input_tokens: 1234, llm_output_tokens: 56 });
    expect(totals.jobs.facts).toEqual({ ...NO_SPEND, llm_calls: 2, llm_input_tokens: 642, llm_output_tokens: 18 });
    expect(totals.jobs.compaction).toEqual(NO_SPEND);
    expect(totals.job_totals).toEqual({ ...NO_SPEND, llm_calls: 3, llm_input_tokens: 1876, llm_output_tokens: 74 });
  });

  it("counts a compaction's LLM tokens under compaction", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await startConversation(client, "c6", {
      strategy: "tiered",
      context_window_tokens: 4000,
      autocompact_buffer_tokens: 100,
      summary_reserve_tokens: 500,
    });
    for (let n = 1; n <= 12; n += 1)
      await append(client, "c6", exchange(`Round ${n}: what about component ${n}?`, `Component ${n} stays.`));
    let calls = 0;
    const compactorFetch: typeof fetch = async () => {
      calls += 1;
      const choices = [
        { index: 0, message: { role: "assistant", content: "Components 1-12 stay." }, finish_reason: "stop", logprobs: null },
      ];
      return Response.json({
        id: "x",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices,
        usage: { prompt_tokens: 777, completion_tokens: 33 },
      });
    };
    const scope = { tenantId: tenant.tenantId, conversationId: "c6", restrictedUserId: null };
    expect(await runReactiveCompaction(env, scope, new LlmCompactor(llmOptions(compactorFetch)))).toMatchObject({ compacted: true });
    expect(calls).toBe(1);
    const { totals } = await conversationUsage(client, "c6");
    expect(totals.jobs.compaction).toEqual({ ...NO_SPEND, llm_calls: 1, llm_input_tokens: 777, llm_output_tokens: 33 });
  });

  it("counts nothing for the offline fallbacks, which make no model call", async () => {
    const { client, job } = await summaryQueued("c4");
    await runSummarizeJob(env, job, 1);
    expect((await status(client, "c4")).summary).not.toBeNull();
    expect((await conversationUsage(client, "c4")).totals.job_totals).toEqual(NO_SPEND);
  });

  it("adds no D1 statement to an append: the object counts in its own storage", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    // The first append registers the conversation in D1; later ones within the activity interval write nothing there.
    await append(client, "c5", round(1));
    const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/c5`);
    const control = recordD1(env.DB);
    const shard = recordD1(env.DB_0);
    await runInDurableObject(stub, (instance: ConversationDO) => {
      const swapped = instance as unknown as { env: Env };
      swapped.env = { ...swapped.env, DB: control.db, DB_0: shard.db };
    });
    await append(client, "c5", round(2));
    await append(client, "c5", [{ role: "user", content: "And the weekend after?" }]);

    expect(control.statements).toEqual([]);
    expect(shard.statements).toEqual([]);
    // The recorder sees the object's D1 writes: once the activity interval has passed, the
    // registry's touch is the one statement an append sends.
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec(`UPDATE meta SET value = ? WHERE key = 'registryWrittenAt'`, JSON.stringify(Date.now() - 3_600_000));
    });
    await append(client, "c5", [{ role: "user", content: "Only if it is cheaper." }]);
    expect(control.statements).toHaveLength(1);
    expect(control.statements[0]).toMatch(/^update "conversations"/i);
    const usage = await conversationUsage(client, "c5");
    expect(usage.totals.appends).toBe(4);
    const rows = await env.DB.prepare(`SELECT COUNT(*) AS n FROM tenant_usage WHERE tenant_id = ?`)
      .bind(tenant.tenantId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
