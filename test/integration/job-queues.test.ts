import { describe, expect, it } from "vitest";
import { shardOf } from "../../src/db/placement-rule";
import { JobMessageSchema, type JobMessage } from "../../src/queue/job-types";
import { api, append, newTenant, status, type Api, type Turn } from "../helpers/api";
import { memoryRows } from "../helpers/jobs";
import { deadLetterQueuedJobs, deliverQueuedJobs, queuedJobsByQueue, type Delivery } from "../helpers/queues";
import { search } from "../helpers/search";

/**
 * Runs in the "two-job-queues" project of vitest.config.ts: the worker and its objects see
 * JOB_QUEUES=2 and the producers JOBS and JOBS_1, and beside them the index queues INDEX_JOBS
 * and INDEX_JOBS_1.
 */
const QUEUES = ["engram-jobs", "engram-jobs-1", "engram-index", "engram-index-1"];
const INDEX_TYPES = new Set(["index_messages", "index_summary", "index_memory", "index_facts"]);
/** Where a job of the user of queue `n` belongs: the index queue beside job queue `n` for an index job. */
const queueFor = (job: JobMessage, n: number | undefined) =>
  n === undefined ? undefined : INDEX_TYPES.has(job.type) ? ["engram-index", "engram-index-1"][n] : ["engram-jobs", "engram-jobs-1"][n];

/** A user id of the tenant that hashes to job queue `queue` of two. */
function userOnQueue(tenantId: string, queue: number): string {
  for (let i = 0; i < 100; i += 1) if (shardOf(tenantId, `user-${i}`, 2) === queue) return `user-${i}`;
  throw new Error(`no user hashed to queue ${queue}`);
}

/** Three rounds, the first stating a fact about the user (so the fact jobs run too). */
const rounds = (word: string): Turn[][] =>
  [1, 2, 3].map((n) => [
    { role: "user", content: n === 1 ? "I live in Oslo." : `Round ${n}: where does the ${word} live?` },
    { role: "assistant", content: `Round ${n}: the ${word} lives in the north.` },
  ]);

/** Three rounds in the user's conversation (enough for a summary) and one stored memory. */
async function activity(client: Api, userId: string, word: string): Promise<string> {
  const conversationId = `conv-${userId}`;
  for (const turns of rounds(word)) await append(client, conversationId, turns, userId);
  const res = await client.post("/v1/memories", { user_id: userId, content: `The ${word} prefers cold water.` });
  expect(res.status).toBe(201);
  return conversationId;
}

const bodyOf = (delivery: Delivery) => JobMessageSchema.parse(delivery.body);

describe("jobs split over two job queues", () => {
  it("sends every job of a user to the user's queue (its index jobs to the index queue beside it), delivers them all, and makes both users' messages searchable", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const people = [
      { user: userOnQueue(tenant.tenantId, 0), queue: 0, word: "walrus" },
      { user: userOnQueue(tenant.tenantId, 1), queue: 1, word: "narwhal" },
    ];
    const queueOfUser = new Map(people.map(({ user, queue }) => [user, queue]));
    const conversations: string[] = [];
    for (const { user, word } of people) conversations.push(await activity(client, user, word));

    const queued = queuedJobsByQueue();
    expect(new Set(queued.map(({ job }) => job.type))).toEqual(new Set(["index_messages", "extract_facts", "summarize", "index_memory"]));
    expect(queued.map(({ queue, job }) => [job.type, job.userId, queue])).toEqual(
      queued.map(({ job }) => [job.type, job.userId, queueFor(job, queueOfUser.get(job.userId ?? ""))]),
    );
    expect(new Set(queued.map(({ queue }) => queue))).toEqual(new Set(QUEUES));

    const deliveries = await deliverQueuedJobs();
    expect(deliveries.filter((d) => d.outcome !== "ack")).toEqual([]);
    // The jobs the consumer sent (summary and fact indexing) went to their user's queue too.
    const types = new Set(deliveries.map((d) => bodyOf(d).type));
    expect(types).toContain("index_summary");
    expect(types).toContain("index_facts");
    for (const delivery of deliveries) {
      const job = bodyOf(delivery);
      expect(delivery.queue).toBe(queueFor(job, queueOfUser.get(job.userId ?? "")));
    }
    // One conversation's jobs were delivered by one job queue, and its index jobs by one index queue.
    for (const conversationId of conversations) {
      for (const indexing of [false, true]) {
        const queues = deliveries.flatMap((d) => {
          const job = bodyOf(d);
          return "conversationId" in job && job.conversationId === conversationId && INDEX_TYPES.has(job.type) === indexing
            ? [d.queue]
            : [];
        });
        expect(queues.length).toBeGreaterThan(1);
        expect(new Set(queues).size).toBe(1);
      }
    }

    for (const { user, word } of people) {
      const others = people.filter((p) => p.user !== user).map((p) => p.word);
      const hits = await search(client, { user_id: user, query: word, types: ["message"] });
      expect(hits.length).toBeGreaterThan(0);
      // The user's own turns are found (a turn beside a hit may join it: neighbour scores), and
      // nothing of the other user's.
      expect(hits.some((hit) => hit.content?.includes(word))).toBe(true);
      expect(hits.filter((hit) => others.some((other) => hit.content?.includes(other)))).toEqual([]);
      expect((await search(client, { user_id: user, query: word, types: ["memory"] })).map((hit) => hit.content)).toEqual([
        `The ${word} prefers cold water.`,
      ]);
    }
    for (const conversationId of conversations) {
      expect((await memoryRows(tenant.tenantId, conversationId)).map((row) => row.status)).toEqual(["completed"]);
    }
  });

  it("fails a summary dead-lettered from the second queue through that queue's dead-letter consumer", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const user = userOnQueue(tenant.tenantId, 1);
    const conversationId = `conv-${user}`;
    for (const turns of rounds("otter")) await append(client, conversationId, turns, user);

    const deliveries = await deadLetterQueuedJobs((job) => job.type === "summarize");
    expect(deliveries.map((d) => [d.queue, bodyOf(d).type, d.outcome])).toEqual([["engram-jobs-1-dlq", "summarize", "ack"]]);
    const [failed] = await memoryRows(tenant.tenantId, conversationId);
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(/dead-lettered/);
    expect((await status(client, conversationId)).job).toBeNull();
  });
});
