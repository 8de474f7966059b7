import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enqueue } from "../../src/queue/enqueue";
import type { JobMessage } from "../../src/queue/job-types";
import { api, append, newTenant, type Api } from "../helpers/api";
import { listFacts } from "../helpers/facts";
import { deliverQueuedJobs, queuedJobsByQueue } from "../helpers/queues";
import { search } from "../helpers/search";

/**
 * Index jobs have queues of their own (src/queue/routing.ts). A queue hands out its next batch
 * only once the current one is done, and a job queue's batch lasts as long as its slowest chain
 * of summaries and fact extractions; index jobs that shared those batches waited behind them
 * (bench:scale, docs/decisions/2026-11-26-index-catch-up.md).
 */
async function indexedThroughSeq(client: Api, conversationId: string): Promise<number> {
  const res = await client.get(`/v1/conversations/${conversationId}/index-status`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { indexed_through_seq: number }).indexed_through_seq;
}

describe("index jobs on their own queue", () => {
  it("makes a round searchable while the job queue is still busy with an earlier batch, and extracts its facts once that queue is free", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "busy", [
      { role: "user", content: "I live in Reykjavik and I keep bees on the roof." },
      { role: "assistant", content: "Noted: bees on a roof in Reykjavik." },
    ]);
    const sent = queuedJobsByQueue().map(({ queue, job }) => [job.type, queue]);
    expect(sent).toContainEqual(["index_messages", "engram-index"]);
    expect(sent).toContainEqual(["extract_facts", "engram-jobs"]);

    // The job queue's consumer is still in an earlier batch (a slow chain): only the index queue delivers.
    const delivered = await deliverQueuedJobs({ queues: (queue) => queue !== "engram-jobs" });
    expect(delivered.map((d) => [d.queue, d.outcome])).toEqual([["engram-index", "ack"]]);
    expect(await indexedThroughSeq(client, "busy")).toBe(1);
    expect((await search(client, { query: "bees roof", types: ["message"] })).map((hit) => hit.sources)).toContainEqual([
      { conversation_id: "busy", seq: 0 },
    ]);
    expect(await listFacts(client, "user-1")).toEqual([]);

    // The job queue is free again: the round's fact extraction runs, and its facts are indexed through the index queue.
    const later = await deliverQueuedJobs();
    expect(later.map((d) => [d.queue, (d.body as JobMessage).type])).toEqual([
      ["engram-jobs", "extract_facts"],
      ["engram-index", "index_facts"],
    ]);
    expect((await listFacts(client, "user-1")).map((fact) => fact.text.toLowerCase())).toContainEqual(expect.stringContaining("reykjavik"));
  });

  it("sends index jobs to the job queue when the deployment binds no index queue", async () => {
    const tenant = await newTenant();
    const job: JobMessage = { type: "index_memory", tenantId: tenant.tenantId, userId: "user-1", memoryKey: "mem-1" };
    const withoutIndexQueue = { ...env, INDEX_JOBS: undefined } as unknown as Env;
    expect(await enqueue(withoutIndexQueue, job, { event: "test_send_failed" })).toBe(true);
    expect(await enqueue(env, job, { event: "test_send_failed" })).toBe(true);
    expect(queuedJobsByQueue().map(({ queue, job: sent }) => [sent.type, queue])).toEqual([
      ["index_memory", "engram-jobs"],
      ["index_memory", "engram-index"],
    ]);
  });
});
