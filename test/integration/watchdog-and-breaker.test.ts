import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runSummarizeJob } from "../../src/summaries/job";
import { SummarizerError, type SummarizeRequest, type Summarizer } from "../../src/summaries/summarizer";
import { api, append, context, expectError, messages, newTenant, round, status } from "../helpers/api";
import { memoryRows, processingJobs, RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";
import { deadLetterQueuedJobs, deliverAgain, deliverForeignMessage, takeOnlyJob } from "../helpers/queues";

/** Seed 002's reading rule as it was: the newest completed summary on every read, not at compaction points. */
const FRESHEST = "?cache_stable=false";

const CONV = "conv";

async function conversationWithJob() {
  const tenant = await newTenant();
  const client = api(tenant);
  for (let n = 1; n <= 3; n += 1) await append(client, CONV, round(n));
  const [row] = await processingJobs(tenant.tenantId, CONV);
  if (!row) throw new Error("no job was triggered");
  const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/${CONV}`);
  return { tenant, client, row, stub };
}

/** Moves the in-flight job's deadline into the past and lets the object's alarm run. */
async function expireJob(stub: DurableObjectStub) {
  await runInDurableObject(stub, (_instance, state) => {
    state.storage.sql.exec(`UPDATE job SET deadline = ?`, Date.now() - 1);
  });
  return runDurableObjectAlarm(stub);
}

class FailingSummarizer implements Summarizer {
  readonly name = "failing";
  async summarize(): Promise<string> {
    throw new SummarizerError("model unavailable", false);
  }
}

describe("watchdog (the Durable Object alarm)", () => {
  it("arms the alarm at the job deadline, which PATCH /settings job_timeout_seconds sets", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, CONV, round(1));
    expect((await client.patch(`/v1/conversations/${CONV}/settings`, { job_timeout_seconds: 10 })).status).toBe(200);
    const before = Date.now();
    await append(client, CONV, [...round(2), ...round(3)]);
    const after = Date.now();
    const deadline = Date.parse((await status(client, CONV)).job?.deadline ?? "");
    expect(deadline).toBeGreaterThanOrEqual(before + 10_000);
    expect(deadline).toBeLessThanOrEqual(after + 10_000);
    const alarm = await runInDurableObject(env.CONVERSATIONS.getByName(`${tenant.tenantId}/${CONV}`), (_i, state) =>
      state.storage.getAlarm(),
    );
    expect(alarm).toBe(deadline);
  });

  it("leaves a job alone when the alarm fires before its deadline", async () => {
    const { tenant, client, row, stub } = await conversationWithJob();
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await status(client, CONV)).job?.memory_id).toBe(row.memory_id);
    expect((await memoryRows(tenant.tenantId, CONV))[0]?.status).toBe("processing");
  });

  it("fails a job that never reported back, releases the lock, and lets the next round trigger", async () => {
    const { tenant, client, stub } = await conversationWithJob();
    expect(await expireJob(stub)).toBe(true);
    const [row] = await memoryRows(tenant.tenantId, CONV);
    expect(row).toMatchObject({ status: "failed", memory_text: null });
    expect(row?.error).toMatch(/timed out/);
    const s = await status(client, CONV);
    expect(s.job).toBeNull();
    expect(s.consecutive_failures).toBe(1);
    expect((await context(client, CONV, FRESHEST)).source).toBe("raw");

    await append(client, CONV, round(4));
    expect((await memoryRows(tenant.tenantId, CONV)).map((r) => [r.end_sequence, r.status])).toEqual([
      [5, "failed"],
      [7, "processing"],
    ]);
  });

  it("does not let a completion that arrives after the timeout overwrite 'failed'", async () => {
    const { tenant, client, row, stub } = await conversationWithJob();
    // The summarizer is still working when the deadline passes and the watchdog fails the job.
    const slow: Summarizer = {
      name: "slow",
      async summarize(request: SummarizeRequest) {
        await expireJob(stub);
        return new RecordingSummarizer().summarize(request);
      },
    };
    const job = takeOnlyJob("summarize");
    expect(job.memoryId).toBe(row.memory_id);
    expect(await runSummarizeJob(env, job, 1, slow)).toEqual({ action: "ack" });
    expect((await memoryRows(tenant.tenantId, CONV))[0]).toMatchObject({ status: "failed", memory_text: null });
    const ctx = await context(client, CONV, FRESHEST);
    expect(ctx.source).toBe("raw");
    expect(ctx.summary).toBeNull();
    expect((await status(client, CONV)).consecutive_failures).toBe(1);

    // A redelivery after the verdict does not run the summarizer again.
    const recorder = new RecordingSummarizer();
    expect(await runSummarizeJob(env, job, 2, recorder)).toEqual({ action: "ack" });
    expect(recorder.requests).toEqual([]);
  });

  it("adopts D1's 'completed' verdict when the consumer died before telling the object", async () => {
    const { tenant, client, row, stub } = await conversationWithJob();
    await env.DB_0.prepare(`UPDATE memory SET status = 'completed', memory_text = ?, generation_time_ms = 5 WHERE memory_id = ?`)
      .bind("[seq 0] user: Round 1 question", row.memory_id)
      .run();
    await expireJob(stub);
    expect((await memoryRows(tenant.tenantId, CONV))[0]?.status).toBe("completed");
    const s = await status(client, CONV);
    expect(s.job).toBeNull();
    expect(s.consecutive_failures).toBe(0);
    const ctx = await context(client, CONV, FRESHEST);
    expect(ctx.summary).toMatchObject({ memory_id: row.memory_id, text: "[seq 0] user: Round 1 question" });
  });
});

describe("circuit breaker", () => {
  async function failRound(tenantId: string, client: ReturnType<typeof api>, n: number) {
    await append(client, CONV, round(n));
    await runQueuedSummarize(new FailingSummarizer());
  }

  it("stops triggering after 3 consecutive failures until an explicit retry", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 2; n += 1) await append(client, CONV, round(n));
    for (let n = 3; n <= 5; n += 1) await failRound(tenant.tenantId, client, n);
    let s = await status(client, CONV);
    expect(s.consecutive_failures).toBe(3);
    expect(s.circuit_open).toBe(true);

    await append(client, CONV, round(6));
    expect(await processingJobs(tenant.tenantId, CONV)).toEqual([]);
    expect(await memoryRows(tenant.tenantId, CONV)).toHaveLength(3);

    const retry = await client.post(`/v1/conversations/${CONV}/summarize`);
    expect(retry.status).toBe(202);
    const outcome = (await retry.json()) as { triggered: boolean; memory_id?: number };
    expect(outcome.triggered).toBe(true);
    s = await status(client, CONV);
    expect(s.circuit_open).toBe(false);
    expect(s.consecutive_failures).toBe(0);
    expect(s.job).toMatchObject({ memory_id: outcome.memory_id, start_seq: 0, end_seq: 11 });

    await runQueuedSummarize(new RecordingSummarizer());
    expect((await context(client, CONV, FRESHEST)).summary?.end_seq).toBe(11);
    expect(await messages(client, CONV)).toHaveLength(12);
  });

  it("counts only consecutive failures: a success in between resets the count", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 2; n += 1) await append(client, CONV, round(n));
    await failRound(tenant.tenantId, client, 3);
    await failRound(tenant.tenantId, client, 4);
    expect((await status(client, CONV)).consecutive_failures).toBe(2);
    await append(client, CONV, round(5));
    await runQueuedSummarize(new RecordingSummarizer());
    expect((await status(client, CONV)).consecutive_failures).toBe(0);
    await failRound(tenant.tenantId, client, 6);
    await failRound(tenant.tenantId, client, 7);
    const s = await status(client, CONV);
    expect(s.consecutive_failures).toBe(2);
    expect(s.circuit_open).toBe(false);
  });

  it("answers an explicit retry with the reason when nothing is due", async () => {
    const { client } = await conversationWithJob();
    const busy = await client.post(`/v1/conversations/${CONV}/summarize`);
    expect(busy.status).toBe(202);
    expect(await busy.json()).toMatchObject({ triggered: false, reason: "job_in_flight" });
    const unknown = await client.post(`/v1/conversations/nobody/summarize`);
    expect(await expectError(unknown, 404)).toBe("not_found");
  });
});

describe("dead-letter queue", () => {
  it("fails a dead-lettered job and releases the conversation's lock", async () => {
    const { tenant, client, row } = await conversationWithJob();
    const result = await deadLetterQueuedJobs((job) => job.type === "summarize");
    expect(result.map((d) => [d.body, d.outcome])).toEqual([
      [{ type: "summarize", tenantId: tenant.tenantId, userId: "user-1", conversationId: CONV, memoryId: row.memory_id }, "ack"],
    ]);
    const [failed] = await memoryRows(tenant.tenantId, CONV);
    expect(failed).toMatchObject({ status: "failed", memory_text: null });
    expect(failed?.error).toMatch(/dead-lettered/);
    const s = await status(client, CONV);
    expect(s.job).toBeNull();
    expect(s.consecutive_failures).toBe(1);
  });

  it("leaves a job that already completed untouched", async () => {
    const { tenant, client } = await conversationWithJob();
    const { job } = await runQueuedSummarize(new RecordingSummarizer());
    await deliverAgain({ queue: "engram-jobs-dlq", body: job, attempts: 1, outcome: "retry" });
    expect((await memoryRows(tenant.tenantId, CONV))[0]?.status).toBe("completed");
    expect((await status(client, CONV)).consecutive_failures).toBe(0);
  });

  it("acks a message that is not a job without touching anything", async () => {
    const { tenant } = await conversationWithJob();
    const result = await deliverForeignMessage({ ...takeOnlyJob("summarize"), memoryId: -1 });
    expect(result.map((d) => d.outcome)).toEqual(["ack"]);
    expect((await memoryRows(tenant.tenantId, CONV))[0]?.status).toBe("processing");
  });
});
