import { conversationStub } from "../conversations/stub";
import { database } from "../db/client";
import { flagIndexFailure } from "../db/conversations-registry";
import { log } from "../lib/log";
import { deletionMark, GUARDED_ATTEMPTS } from "../lifecycle/deletion-log";
import { EmbedderError } from "./embedder-error";
import { indexDeps, type IndexDeps, prepareIndexJob, type PreparedIndexWork, recheckMemory, writeUserIndex } from "./indexer";
import type { IndexJob, IndexMessagesJob } from "../queue/job-types";
import { retryDelaySeconds, type JobVerdict } from "../queue/verdict";

/** Index jobs before this many attempts are retried with backoff; then they are given up on. */
export const INDEX_MAX_ATTEMPTS = 5;

export interface IndexDelivery {
  job: IndexJob;
  attempts: number;
}

/** A job's verdict, or the unexpected error the queue should retry it for. */
export type IndexOutcome = JobVerdict | { action: "error"; error: unknown };

interface Group {
  work: PreparedIndexWork;
  /** Which jobs (by position) each doc key came from. */
  owners: Map<string, number[]>;
  jobs: number[];
}

/**
 * Runs the index jobs of one queue batch: each job's sources are read, the documents are
 * grouped by user, and each user's object is written once (src/search/indexer.ts) under one
 * deletion mark. A job whose rows a delete refused is run again on its own with a fresh mark
 * (a conversation id reused after a delete gets its new turns indexed). An embedder outage is
 * retried with backoff, a permanent embedder error given up on (messages are then re-covered
 * by their conversation, see indexGivenUp); any other error is the queue's to retry. `taken`
 * is a mark the caller took before it started anything else.
 */
export async function runIndexJobs(
  env: Env,
  deliveries: IndexDelivery[],
  deps: IndexDeps = indexDeps(env),
  taken: number | null = null,
): Promise<IndexOutcome[]> {
  const started = Date.now();
  const outcomes: IndexOutcome[] = deliveries.map(() => ({ action: "ack" }));
  const mark = taken ?? (await deletionMark(env.DB));
  const prepared = await Promise.allSettled(deliveries.map((d) => prepareIndexJob(env, d.job)));
  const groups = new Map<string, Group>();
  prepared.forEach((result, i) => {
    if (result.status === "rejected") {
      outcomes[i] = { action: "error", error: result.reason };
      return;
    }
    const work = result.value;
    if (!work) return;
    const key = `${work.tenantId}\u0000${work.userId}`;
    const group: Group = groups.get(key) ?? {
      work: { tenantId: work.tenantId, userId: work.userId, upserts: [], removals: [] },
      owners: new Map<string, number[]>(),
      jobs: [],
    };
    group.jobs.push(i);
    group.work.upserts.push(...work.upserts);
    group.work.removals.push(...work.removals);
    for (const { doc } of work.upserts) group.owners.set(doc.docKey, [...(group.owners.get(doc.docKey) ?? []), i]);
    groups.set(key, group);
  });
  const rerun = new Set<number>();
  const failed = new Set<number>();
  const written = new Map<number, string[]>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      try {
        const result = await writeUserIndex(env, group.work, mark, deps);
        for (const key of result.refused) for (const i of group.owners.get(key) ?? []) rerun.add(i);
        for (const key of result.written) for (const i of group.owners.get(key) ?? []) written.set(i, [...(written.get(i) ?? []), key]);
      } catch (error) {
        for (const i of group.jobs) {
          failed.add(i);
          outcomes[i] = await failureOutcome(env, deliveries[i] as IndexDelivery, error);
        }
      }
    }),
  );
  await Promise.all(
    deliveries.map(async (delivery, i) => {
      // A job that failed (retried, or given up and reported as such) is not confirmed.
      if (failed.has(i) || outcomes[i]?.action !== "ack") return;
      try {
        if (rerun.has(i)) await indexAlone(env, delivery.job, deps);
        await finish(env, delivery.job, prepared[i], written.has(i), deps);
      } catch (error) {
        outcomes[i] = await failureOutcome(env, delivery, error);
      }
    }),
  );
  log("info", "indexed", { jobs: deliveries.length, users: groups.size, ms: Date.now() - started });
  return outcomes;
}

/** One job on its own, with a fresh mark per attempt, until no write of it is refused. */
async function indexAlone(env: Env, job: IndexJob, deps: IndexDeps): Promise<void> {
  for (let attempt = 1; attempt < GUARDED_ATTEMPTS; attempt += 1) {
    const mark = await deletionMark(env.DB);
    const work = await prepareIndexJob(env, job);
    if (!work) return;
    const result = await writeUserIndex(env, work, mark, deps);
    if (result.refused.length === 0) return;
  }
}

/** What follows a job's write: its conversation confirms the turns, a memory's row is checked again. */
async function finish(
  env: Env,
  job: IndexJob,
  prepared: PromiseSettledResult<PreparedIndexWork | null> | undefined,
  wrote: boolean,
  deps: IndexDeps,
): Promise<void> {
  if (job.type === "index_messages") {
    await conversationStub(env, job.tenantId, job.conversationId).indexReport({
      ok: true,
      userId: job.userId,
      fromSeq: job.fromSeq,
      toSeq: job.toSeq,
      epoch: job.epoch,
    });
  } else if (job.type === "index_memory" && wrote && prepared?.status === "fulfilled" && prepared.value) {
    await recheckMemory(env, prepared.value.tenantId, prepared.value.userId, job.memoryKey, deps);
  }
}

async function failureOutcome(env: Env, delivery: IndexDelivery, error: unknown): Promise<IndexOutcome> {
  if (!(error instanceof EmbedderError)) return { action: "error", error };
  const { job, attempts } = delivery;
  if (error.retryable && attempts < INDEX_MAX_ATTEMPTS) {
    log("warn", "index_attempt_failed", { type: job.type, attempts, reason: error.message });
    return { action: "retry", delaySeconds: retryDelaySeconds(attempts) };
  }
  await indexGivenUp(env, job, `embedder failed after ${attempts} attempt(s): ${error.message}`);
  return { action: "ack" };
}

/**
 * An index job that will not be retried. Messages are re-covered: their conversation rewinds
 * its send mark (the next append re-sends them) and the registry flag lets the sweep do it if
 * no append comes. A lost summary or memory index is logged (re-storing it re-indexes it).
 */
export async function indexGivenUp(env: Env, job: IndexJob, reason: string): Promise<void> {
  log("error", "index_failed", { type: job.type, tenantId: job.tenantId, reason });
  if (job.type !== "index_messages") return;
  await reportMessagesFailed(env, job, reason);
}

async function reportMessagesFailed(env: Env, job: IndexMessagesJob, reason: string): Promise<void> {
  await conversationStub(env, job.tenantId, job.conversationId).indexReport({
    ok: false,
    userId: job.userId,
    fromSeq: job.fromSeq,
    toSeq: job.toSeq,
    reason,
    epoch: job.epoch,
  });
  await flagIndexFailure(database(env.DB), job, new Date().toISOString());
}
