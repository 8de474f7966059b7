import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { EMPTY_MARK, recordIndexed } from "../../src/search/index-mark";
import { enqueue } from "../../src/queue/enqueue";
import type { JobMessage } from "../../src/queue/job-types";
import { jobQueues } from "../../src/queue/producers";
import { api, append, newKey, newTenant, round, type Api, newClient } from "../helpers/api";
import { memoryRows } from "../helpers/jobs";
import { exchange } from "../helpers/shaping";
import { deliverQueuedJobs, queuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";

/** The jobs of the turn log's own pipeline (fact extraction, sent at each round end, has its own tests). */
const indexAndSummaryJobs = () => queuedJobs().filter((job) => job.type !== "extract_facts");

interface IndexStatusBody {
  conversation_id: string;
  last_seq: number;
  indexed_through_seq: number;
  pending: { from_seq: number; to_seq: number } | null;
  failed: { from_seq: number; to_seq: number; reason: string; failed_at: string } | null;
}

async function indexStatus(client: Api, id: string): Promise<IndexStatusBody> {
  const res = await client.get(`/v1/conversations/${id}/index-status`);
  if (res.status !== 200) throw new Error(`index-status: ${res.status} ${await res.text()}`);
  return (await res.json()) as IndexStatusBody;
}

/** The index status of a conversation indexed through its last seq: nothing pending, nothing failed. */
const indexedThrough = (id: string, seq: number): IndexStatusBody => ({
  conversation_id: id,
  last_seq: seq,
  indexed_through_seq: seq,
  pending: null,
  failed: null,
});

/** An embedder that is down for every call (the index job's attempts all fail). */
function embedderDown() {
  let calls = 0;
  const ai = {
    run: async () => {
      calls += 1;
      throw new Error("3040: Capacity temporarily exceeded");
    },
  };
  return { env: { ...env, EMBEDDER: "workers-ai", EMBEDDING_DIMENSIONS: "8", AI: ai } as unknown as Env, calls: () => calls };
}

/** User objects whose search index writes fail (everything else works): the job throws and is dead-lettered. */
function searchIndexDown(): Env {
  const users = new Proxy(env.USERS, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === "getByName") {
        return (name: string) => {
          const stub = target.getByName(name);
          return new Proxy(stub, {
            get(inner, method) {
              if (method === "applyIndex") return async () => Promise.reject(new Error("simulated outage of the search index"));
              const member: unknown = Reflect.get(inner, method);
              return typeof member === "function" ? member.bind(inner) : member;
            },
          });
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, USERS: users };
}

describe("what the service puts on the job queue", () => {
  it("sends one index_messages job per append, naming the owner and exactly the new seqs", async () => {
    const { tenant, client } = await newClient();
    await append(client, "sends", exchange("first", "second"), "owner-7");
    await append(client, "sends", [{ role: "user", content: "third" }], "owner-7");
    expect(indexAndSummaryJobs()).toEqual([
      { type: "index_messages", tenantId: tenant.tenantId, conversationId: "sends", userId: "owner-7", fromSeq: 0, toSeq: 1 },
      { type: "index_messages", tenantId: tenant.tenantId, conversationId: "sends", userId: "owner-7", fromSeq: 2, toSeq: 2 },
    ]);
  });

  it("sends one summarize job for the reserved row, then one index_summary job naming the completed summary", async () => {
    const { tenant, client } = await newClient();
    for (let n = 1; n <= 3; n += 1) await append(client, "sum", round(n));
    const [row] = await memoryRows(tenant.tenantId, "sum");
    expect(queuedJobs().filter((job) => job.type === "summarize")).toEqual([
      { type: "summarize", tenantId: tenant.tenantId, userId: "user-1", conversationId: "sum", memoryId: row?.memory_id },
    ]);
    await deliverQueuedJobs({ only: (job) => job.type === "summarize" });
    expect((await memoryRows(tenant.tenantId, "sum"))[0]?.status).toBe("completed");
    expect(queuedJobs().filter((job) => job.type === "index_summary")).toEqual([
      { type: "index_summary", tenantId: tenant.tenantId, userId: "user-1", conversationId: "sum", memoryId: row?.memory_id },
    ]);
  });

  it("sends one index_memory job for a stored memory, naming its key", async () => {
    const tenant = await newTenant();
    const res = await api(tenant).post("/v1/memories", { user_id: "u1", content: "The backup window is 02:00-03:00 UTC." });
    expect(res.status).toBe(201);
    const { key } = (await res.json()) as { key: string };
    expect(queuedJobs()).toEqual([{ type: "index_memory", tenantId: tenant.tenantId, userId: "u1", memoryKey: key }]);
  });
});

describe("lost index jobs are re-covered", () => {
  it("moves the indexed-through mark only when the index write succeeded", async () => {
    const { client } = await newClient();
    await append(client, "mark", [{ role: "user", content: "Mark the kestrel sighting." }]);
    expect(await indexStatus(client, "mark")).toEqual({
      conversation_id: "mark",
      last_seq: 0,
      indexed_through_seq: -1,
      pending: { from_seq: 0, to_seq: 0 },
      failed: null,
    });
    await deliverQueuedJobs();
    expect(await indexStatus(client, "mark")).toEqual(indexedThrough("mark", 0));
  });

  it("makes messages searchable after the next append when their index job used up its attempts", async () => {
    const { tenant, client } = await newClient();
    await append(client, "lost", [{ role: "user", content: "The spare key is under the heron statue." }]);
    const down = embedderDown();
    const deliveries = await deliverQueuedJobs({ env: down.env });
    expect(deliveries.map((d) => d.outcome)).toEqual(["retry", "retry", "retry", "retry", "ack"]);
    expect(down.calls()).toBe(5);
    expect(await search(client, { query: "heron statue" })).toEqual([]);
    const failedStatus = await indexStatus(client, "lost");
    expect(failedStatus).toMatchObject({
      indexed_through_seq: -1,
      pending: { from_seq: 0, to_seq: 0 },
      failed: { from_seq: 0, to_seq: 0 },
    });
    expect(failedStatus.failed?.reason).toContain("Capacity temporarily exceeded");

    await append(client, "lost", [{ role: "assistant", content: "Noted." }]);
    expect(indexAndSummaryJobs()).toEqual([
      { type: "index_messages", tenantId: tenant.tenantId, conversationId: "lost", userId: "user-1", fromSeq: 0, toSeq: 1 },
    ]);
    await deliverQueuedJobs();
    expect((await search(client, { query: "heron statue" }))[0]?.sources).toEqual([{ conversation_id: "lost", seq: 0 }]);
    expect(await indexStatus(client, "lost")).toEqual(indexedThrough("lost", 1));
  });

  it("makes messages searchable through the cron sweep when their index job was dead-lettered and no append follows", async () => {
    const { tenant, client } = await newClient();
    await append(client, "dlq", [{ role: "user", content: "The generator fuel is diesel, not petrol." }]);
    const deliveries = await deliverQueuedJobs({ env: searchIndexDown() });
    // Thrown by D1: retried by the index queue (max_retries 5), then handed to its dead-letter consumer.
    expect(deliveries.map((d) => [d.queue, d.attempts, d.outcome])).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((attempts) => ["engram-index", attempts, "retry"]),
      ["engram-index-dlq", 1, "ack"],
    ]);
    expect((await indexStatus(client, "dlq")).failed).toMatchObject({
      from_seq: 0,
      to_seq: 0,
      reason: expect.stringContaining("dead-lettered"),
    });
    expect(indexAndSummaryJobs()).toEqual([]);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env, ctx);
    expect(indexAndSummaryJobs()).toEqual([
      { type: "index_messages", tenantId: tenant.tenantId, conversationId: "dlq", userId: "user-1", fromSeq: 0, toSeq: 0 },
    ]);
    await deliverQueuedJobs();
    expect((await search(client, { query: "generator diesel" })).map((r) => r.sources)).toEqual([[{ conversation_id: "dlq", seq: 0 }]]);
    expect(await indexStatus(client, "dlq")).toEqual(indexedThrough("dlq", 0));
    const flag = await env.DB.prepare(`SELECT index_failed_at FROM conversations WHERE tenant_id = ? AND conversation_id = 'dlq'`)
      .bind(tenant.tenantId)
      .first();
    expect(flag).toEqual({ index_failed_at: null });
  });
});

describe("GET /v1/conversations/{id}/index-status isolation", () => {
  it("shows a conversation to its tenant and its owner's key only, and 404 to everyone else", async () => {
    const tenant = await newTenant();
    await append(api(tenant), "mine", [{ role: "user", content: "private" }], "alice");
    expect((await indexStatus(api(await newKey(tenant.tenantId, "alice")), "mine")).last_seq).toBe(0);
    expect((await indexStatus(api(tenant), "mine")).last_seq).toBe(0);
    const bob = await api(await newKey(tenant.tenantId, "bob")).get("/v1/conversations/mine/index-status");
    expect(bob.status).toBe(404);
    expect(await bob.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await api(await newTenant()).get("/v1/conversations/mine/index-status")).status).toBe(404);
    expect((await api(tenant).get("/v1/conversations/never-written/index-status")).status).toBe(404);
    expect((await api(tenant).get("/v1/conversations/a%2Fb/index-status")).status).toBe(400);
  });
});

describe("the indexed-through mark (pure)", () => {
  it("waits for a gap to close before moving past it, then absorbs the ranges confirmed beyond it", () => {
    let mark = recordIndexed(EMPTY_MARK, 0, 2);
    expect(mark).toEqual({ indexedThrough: 2, done: [] });
    mark = recordIndexed(mark, 6, 8);
    mark = recordIndexed(mark, 10, 10);
    expect(mark).toEqual({
      indexedThrough: 2,
      done: [
        [6, 8],
        [10, 10],
      ],
    });
    mark = recordIndexed(mark, 3, 5);
    expect(mark).toEqual({ indexedThrough: 8, done: [[10, 10]] });
    mark = recordIndexed(mark, 0, 9);
    expect(mark).toEqual({ indexedThrough: 10, done: [] });
  });
});

describe("a misconfigured number of job queues", () => {
  const job: JobMessage = { type: "index_facts", tenantId: "t-misconfigured", userId: "u1", factIds: ["f1"] };

  it("refuses every send, naming the missing producer, when JOB_QUEUES counts more queues than are bound", async () => {
    const misconfigured = { ...env, JOB_QUEUES: "2" };
    expect(() => jobQueues(misconfigured)).toThrow("job queue JOBS_1 is not bound (JOB_QUEUES=2)");
    expect(await enqueue(misconfigured, job, { event: "test_send_failed" })).toBe(false);
    expect(queuedJobs()).toEqual([]);
    // The same send with the queues the deployment binds goes through.
    expect(await enqueue(env, job, { event: "test_send_failed" })).toBe(true);
    expect(queuedJobs()).toEqual([job]);
  });

  it("rejects a JOB_QUEUES that is not a positive integer as a configuration error", () => {
    for (const raw of ["0", "two", "1.5"]) expect(() => jobQueues({ ...env, JOB_QUEUES: raw })).toThrow(/expected a positive integer/);
  });
});
