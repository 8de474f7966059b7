import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runSummarizeJob } from "../../src/summaries/job";
import { LlmSummarizer } from "../../src/summaries/llm-summarizer";
import { api, append, context, messages, newTenant, round, status, type Api } from "../helpers/api";
import { completion, errorReply, fakeLlm, hang, summaryReply } from "../helpers/fake-llm";
import { memoryRows, processingJobs, RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";
import { deliverAgain, deliverQueuedJobs, queuedJobs } from "../helpers/queues";

/** Seed 002's reading rule as it was: the newest completed summary on every read, not at compaction points. */
const FRESHEST = "?cache_stable=false";

type Llm = ReturnType<typeof fakeLlm>;

const llmSummarizer = (llm: Llm) =>
  new LlmSummarizer({ apiKey: "sk-test", baseURL: "https://llm.test/v1", model: "memory-model", timeoutMs: 50, fetch: llm.fetch });

/** A conversation of `rounds` rounds whose summary job (0, 5) is now in flight. */
async function conversationWithJob(rounds = 3) {
  const tenant = await newTenant();
  const client = api(tenant);
  for (let n = 1; n <= rounds; n += 1) await append(client, "conv", round(n));
  const [row] = await processingJobs(tenant.tenantId, "conv");
  if (!row) throw new Error("no job was triggered");
  const job = queuedJobs().find((queued) => queued.type === "summarize");
  expect(job).toEqual({ type: "summarize", tenantId: tenant.tenantId, userId: "user-1", conversationId: "conv", memoryId: row.memory_id });
  if (job?.type !== "summarize") throw new Error("no summarize job was queued");
  return { tenant, client, row, job };
}

/** What every failed attempt must leave behind: nothing lost, context served, lock as expected. */
async function expectConsistent(client: Api, lastSeq: number) {
  const stored = await messages(client, "conv");
  expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: lastSeq + 1 }, (_, i) => i));
  const ctx = await context(client, "conv", FRESHEST);
  expect(ctx.messages.at(-1)?.seq).toBe(lastSeq);
  return ctx;
}

describe("summarize job with the LLM summarizer", () => {
  it("writes the LLM's summary and its generation time, and the conversation serves it", async () => {
    const { tenant, client, job } = await conversationWithJob();
    const llm = fakeLlm(() => summaryReply("Rounds 1-3 settled topics 1, 2 and 3."));
    expect(await runSummarizeJob(env, job, 1, llmSummarizer(llm))).toEqual({ action: "ack" });

    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0]?.body.messages[1]?.content.match(/\[seq \d+\]/g)).toEqual([
      "[seq 0]",
      "[seq 1]",
      "[seq 2]",
      "[seq 3]",
      "[seq 4]",
      "[seq 5]",
    ]);
    const [row] = await memoryRows(tenant.tenantId, "conv");
    expect(row).toMatchObject({ status: "completed", memory_text: "Rounds 1-3 settled topics 1, 2 and 3.", error: null });
    expect(row?.generation_time_ms).toEqual(expect.any(Number));
    expect((await status(client, "conv")).job).toBeNull();
    const ctx = await context(client, "conv", FRESHEST);
    expect(ctx.source).toBe("memory");
    expect(ctx.summary?.text).toBe("Rounds 1-3 settled topics 1, 2 and 3.");
  });

  it("retries an HTTP 500 with backoff while attempts remain, holding the lock, then fails the job", async () => {
    const { tenant, client, job, row } = await conversationWithJob();
    const llm = fakeLlm(() => errorReply(500));

    expect(await runSummarizeJob(env, job, 1, llmSummarizer(llm))).toEqual({ action: "retry", delaySeconds: 10 });
    expect(await runSummarizeJob(env, job, 2, llmSummarizer(llm))).toEqual({ action: "retry", delaySeconds: 20 });
    // Between attempts: still processing, no text, the object still holds the job.
    expect((await memoryRows(tenant.tenantId, "conv"))[0]).toMatchObject({ status: "processing", memory_text: null });
    expect((await status(client, "conv")).job?.memory_id).toBe(row.memory_id);
    await append(client, "conv", round(4));
    expect(await memoryRows(tenant.tenantId, "conv")).toHaveLength(1);

    expect(await runSummarizeJob(env, job, 3, llmSummarizer(llm))).toEqual({ action: "ack" });
    expect(llm.calls).toHaveLength(3);
    const [failed] = await memoryRows(tenant.tenantId, "conv");
    expect(failed).toMatchObject({ status: "failed", memory_text: null, generation_time_ms: null });
    expect(failed?.error).toContain("500");
    const s = await status(client, "conv");
    expect(s.job).toBeNull();
    expect(s.consecutive_failures).toBe(1);
    const ctx = await expectConsistent(client, 7);
    expect(ctx.source).toBe("raw");
    expect(ctx.messages.map((m) => m.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("fails the job on a timeout at the last attempt, and the next round triggers again", async () => {
    const { tenant, client, job } = await conversationWithJob();
    const llm = fakeLlm((_call, signal) => hang(signal));
    expect(await runSummarizeJob(env, job, 3, llmSummarizer(llm))).toEqual({ action: "ack" });
    const [failed] = await memoryRows(tenant.tenantId, "conv");
    expect(failed).toMatchObject({ status: "failed", memory_text: null });
    expect(failed?.error).toMatch(/timed out/);
    await expectConsistent(client, 5);

    await append(client, "conv", round(4));
    expect((await memoryRows(tenant.tenantId, "conv")).map((r) => [r.start_sequence, r.end_sequence, r.base_memory_id, r.status])).toEqual([
      [0, 5, null, "failed"],
      [0, 7, null, "processing"],
    ]);
  });

  it("fails the job on malformed JSON, keeps serving the previous summary, and bases the next job on it", async () => {
    const { tenant, client } = await conversationWithJob();
    await runQueuedSummarize(new RecordingSummarizer());
    await append(client, "conv", round(4));
    const [first, second] = await memoryRows(tenant.tenantId, "conv");
    expect(second).toMatchObject({ start_sequence: 0, end_sequence: 7, base_memory_id: first?.memory_id, status: "processing" });

    const llm = fakeLlm(() => completion('{"summary": "Rounds 1-4 were about'));
    expect((await runQueuedSummarize(llmSummarizer(llm), 3)).verdict).toEqual({ action: "ack" });
    // Incremental even when it fails: the base text plus only seq 6-7 were sent.
    const prompt = llm.calls[0]?.body.messages[1]?.content ?? "";
    expect(prompt).toContain(`Previous summary:\n${first?.memory_text ?? "missing"}`);
    expect(prompt.split("New messages:")[1]?.match(/\[seq \d+\]/g)).toEqual(["[seq 6]", "[seq 7]"]);

    expect((await memoryRows(tenant.tenantId, "conv"))[1]).toMatchObject({ status: "failed", memory_text: null });
    const ctx = await expectConsistent(client, 7);
    expect(ctx.source).toBe("memory");
    expect(ctx.summary).toMatchObject({ memory_id: first?.memory_id, text: first?.memory_text, end_seq: 5 });
    expect(ctx.messages.map((m) => m.seq)).toEqual([6, 7]);

    await append(client, "conv", round(5));
    expect((await memoryRows(tenant.tenantId, "conv"))[2]).toMatchObject({
      end_sequence: 9,
      base_memory_id: first?.memory_id,
      status: "processing",
    });
  });

  it("fails at once on a non-retryable answer (HTTP 401)", async () => {
    const { tenant, job } = await conversationWithJob();
    const llm = fakeLlm(() => errorReply(401, "invalid api key"));
    expect(await runSummarizeJob(env, job, 1, llmSummarizer(llm))).toEqual({ action: "ack" });
    expect((await memoryRows(tenant.tenantId, "conv"))[0]).toMatchObject({ status: "failed", memory_text: null });
  });
});

describe("queue consumer with an LLM key configured", () => {
  const llmEnv: Env = { ...env, LLM_API_KEY: "sk-test", LLM_BASE_URL: "https://llm.test/v1" };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks the queue to retry a failed attempt with backoff and acks the last one", async () => {
    const { tenant } = await conversationWithJob();
    const llm = fakeLlm(() => errorReply(503));
    vi.spyOn(globalThis, "fetch").mockImplementation(llm.fetch);

    const deliveries = await deliverQueuedJobs({ env: llmEnv, only: (job) => job.type === "summarize" });
    expect(deliveries.map((d) => [d.attempts, d.outcome, d.delaySeconds])).toEqual([
      [1, "retry", 10],
      [2, "retry", 20],
      [3, "ack", undefined],
    ]);
    expect(llm.calls.map((c) => c.url)).toEqual(Array(3).fill("https://llm.test/v1/chat/completions"));
    expect((await memoryRows(tenant.tenantId, "conv"))[0]).toMatchObject({ status: "failed", memory_text: null });
  });

  it("writes the summary on success, and a redelivery of the finished job changes nothing", async () => {
    const { tenant, client, row } = await conversationWithJob();
    const llm = fakeLlm(() => summaryReply("Topics 1-3 settled."));
    vi.spyOn(globalThis, "fetch").mockImplementation(llm.fetch);

    const [delivery, ...others] = await deliverQueuedJobs({ env: llmEnv, only: (job) => job.type === "summarize" });
    expect(others).toEqual([]);
    expect(delivery?.outcome).toBe("ack");
    const before = await memoryRows(tenant.tenantId, "conv");
    expect(before[0]).toMatchObject({ status: "completed", memory_text: "Topics 1-3 settled." });

    if (!delivery) throw new Error("no delivery");
    expect((await deliverAgain(delivery, llmEnv)).outcome).toBe("ack");
    expect(llm.calls).toHaveLength(1);
    expect(await memoryRows(tenant.tenantId, "conv")).toEqual(before);
    const s = await status(client, "conv");
    expect(s.summary?.memory_id).toBe(row.memory_id);
    expect(s.job).toBeNull();
    expect(s.consecutive_failures).toBe(0);
  });
});
