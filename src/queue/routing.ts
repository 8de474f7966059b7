import { shardOf } from "../db/placement-rule";

/**
 * Which job queue a job goes to, and the names of the queues. Pure: the binding side is
 * src/queue/producers.ts. Queue `i` is bound as `JOBS` (i = 0, the original queue, kept so
 * nothing is renamed) or `JOBS_<i>`, named `engram-jobs` or `engram-jobs-<i>`, and each has
 * its dead-letter queue `<name>-dlq` (wrangler.toml, README "Deploying").
 */
const BASE_NAME = "engram-jobs";
const INDEX_BASE_NAME = "engram-index";
const DEAD_LETTER_SUFFIX = "-dlq";

export const jobQueueBindingName = (index: number) => (index === 0 ? "JOBS" : `JOBS_${index}`);
export const jobQueueName = (index: number) => (index === 0 ? BASE_NAME : `${BASE_NAME}-${index}`);
/**
 * The index queue beside job queue `i` (`INDEX_JOBS` on `engram-index`, then `INDEX_JOBS_<i>` on
 * `engram-index-<i>`): index jobs have queues of their own, so their batches never wait for a
 * job queue's batch, which lasts as long as its slowest chain of summaries and fact extractions
 * (docs/decisions/2026-11-26-index-catch-up.md).
 */
export const indexQueueBindingName = (index: number) => (index === 0 ? "INDEX_JOBS" : `INDEX_JOBS_${index}`);
export const indexQueueName = (index: number) => (index === 0 ? INDEX_BASE_NAME : `${INDEX_BASE_NAME}-${index}`);
export const deadLetterQueueName = (queueName: string) => `${queueName}${DEAD_LETTER_SUFFIX}`;
export const isDeadLetterQueue = (queueName: string) => queueName.endsWith(DEAD_LETTER_SUFFIX);

/**
 * The queue of a job: its owner (tenant, user) hashed by the data shards' rule, so with as
 * many queues as shards a user's jobs go to the queue numbered like the shard the user is
 * first placed on. Every job of a user (and so of each of the user's conversations) lands on
 * one queue, which keeps a conversation's jobs together in a batch, where the consumer runs
 * them in order. Not recorded: changing JOB_QUEUES sends a user's new jobs elsewhere while
 * the old queue drains, which only reorders them across batches, as concurrent consumers
 * already do. A job without a user (one sent before jobs named their user) goes to queue 0.
 */
export function jobQueueOf(job: { tenantId: string; userId?: string | undefined }, queues: number): number {
  return job.userId === undefined ? 0 : shardOf(job.tenantId, job.userId, queues);
}
