import { describe, expect, it } from "vitest";
import { shardOf } from "../../src/db/placement-rule";
import type { JobMessage } from "../../src/queue/job-types";
import {
  deadLetterQueueName,
  indexQueueBindingName,
  indexQueueName,
  isDeadLetterQueue,
  jobQueueBindingName,
  jobQueueName,
  jobQueueOf,
} from "../../src/queue/routing";

const jobsOf = (tenantId: string, userId: string): JobMessage[] => [
  { type: "index_messages", tenantId, userId, conversationId: "c1", fromSeq: 0, toSeq: 1 },
  { type: "summarize", tenantId, userId, conversationId: "c1", memoryId: 7 },
  { type: "extract_facts", tenantId, userId, conversationId: "c2", fromSeq: 0, toSeq: 3, sentAt: 1 },
  { type: "index_facts", tenantId, userId, factIds: ["f1"] },
  { type: "index_memory", tenantId, userId, memoryKey: "mem_1" },
];

describe("which job queue a job goes to", () => {
  it("sends every job of one user, whatever its type or conversation, to one queue, every time", () => {
    const queues = jobsOf("t1", "user-7").map((job) => jobQueueOf(job, 8));
    expect(new Set(queues).size).toBe(1);
    expect(jobsOf("t1", "user-7").map((job) => jobQueueOf(job, 8))).toEqual(queues);
  });

  it("picks the queue numbered like the data shard the user is first placed on when there are as many queues as shards", () => {
    for (let i = 0; i < 50; i += 1) expect(jobQueueOf({ tenantId: "t1", userId: `u${i}` }, 4)).toBe(shardOf("t1", `u${i}`, 4));
  });

  it("spreads one tenant's users evenly over the queues", () => {
    const counts = Array.from({ length: 4 }, () => 0);
    for (let i = 0; i < 2000; i += 1) {
      const queue = jobQueueOf({ tenantId: "big-tenant", userId: `user-${i}` }, 4);
      counts[queue] = (counts[queue] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(400);
  });

  it("stays within the configured number of queues", () => {
    for (const queues of [1, 2, 3, 5, 8]) {
      const seen = new Set(Array.from({ length: 300 }, (_, i) => jobQueueOf({ tenantId: `t${i % 7}`, userId: `u${i}` }, queues)));
      expect(Math.min(...seen)).toBe(0);
      expect(Math.max(...seen)).toBe(queues - 1);
    }
  });

  it("sends everything to queue 0 when there is one queue, and a job naming no user to queue 0 whatever the count", () => {
    expect(new Set(Array.from({ length: 50 }, (_, i) => jobQueueOf({ tenantId: `t${i}`, userId: `u${i}` }, 1)))).toEqual(new Set([0]));
    expect(jobQueueOf({ tenantId: "t1" }, 8)).toBe(0);
  });
});

describe("the job queues' names", () => {
  it("keeps queue 0 as JOBS on engram-jobs and numbers the others", () => {
    expect([0, 1, 12].map((i) => [jobQueueBindingName(i), jobQueueName(i), deadLetterQueueName(jobQueueName(i))])).toEqual([
      ["JOBS", "engram-jobs", "engram-jobs-dlq"],
      ["JOBS_1", "engram-jobs-1", "engram-jobs-1-dlq"],
      ["JOBS_12", "engram-jobs-12", "engram-jobs-12-dlq"],
    ]);
  });

  it("keeps index queue 0 as INDEX_JOBS on engram-index and numbers the others like the job queues", () => {
    expect([0, 1, 12].map((i) => [indexQueueBindingName(i), indexQueueName(i), deadLetterQueueName(indexQueueName(i))])).toEqual([
      ["INDEX_JOBS", "engram-index", "engram-index-dlq"],
      ["INDEX_JOBS_1", "engram-index-1", "engram-index-1-dlq"],
      ["INDEX_JOBS_12", "engram-index-12", "engram-index-12-dlq"],
    ]);
  });

  it("recognises every dead-letter queue and no job or index queue as one", () => {
    expect(
      ["engram-jobs-dlq", "engram-jobs-1-dlq", "engram-jobs-12-dlq", "engram-index-dlq", "engram-index-1-dlq"].every(isDeadLetterQueue),
    ).toBe(true);
    expect(["engram-jobs", "engram-jobs-1", "engram-jobs-12", "engram-index", "engram-index-1"].some(isDeadLetterQueue)).toBe(false);
  });
});
