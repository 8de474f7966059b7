import { log } from "../lib/log";
import { jobQueue } from "./capture";
import type { JobMessage } from "./messages";

/** How a lost send is logged: the event, its level, and the fields that identify the job. */
export interface EnqueueFailure {
  event: string;
  level?: "warn" | "error";
  fields?: Record<string, unknown>;
}

/** Cloudflare Queues takes at most 100 messages per sendBatch. */
const BATCH_LIMIT = 100;

/**
 * The only way to send background work. One job goes by `send`, a list by `sendBatch`. A
 * failed send is logged and answered with false, never thrown: every sender states what a
 * lost job costs it (most lose nothing that the next trigger does not redo).
 */
export async function enqueue(env: Env, jobs: JobMessage | JobMessage[], failure: EnqueueFailure): Promise<boolean> {
  // Through the one producer tests can capture (src/queue/capture.ts).
  const queue = jobQueue(env) as Queue<JobMessage>;
  try {
    if (!Array.isArray(jobs)) await queue.send(jobs);
    else for (let i = 0; i < jobs.length; i += BATCH_LIMIT) await queue.sendBatch(jobs.slice(i, i + BATCH_LIMIT).map((body) => ({ body })));
    return true;
  } catch (error) {
    log(failure.level ?? "error", failure.event, { ...failure.fields, error: String(error) });
    return false;
  }
}

/**
 * Long-term memories and offloaded contents reach the search index through the queue
 * (src/search/indexer.ts indexMemory), never on the request path. A failed enqueue leaves the
 * memory unsearchable until it is stored again, so it is logged loudly; the memory itself is safe.
 */
export async function enqueueMemoryIndexing(env: Env, tenantId: string, memoryKeys: string[]): Promise<void> {
  if (memoryKeys.length === 0) return;
  const jobs = memoryKeys.map((memoryKey): JobMessage => ({ type: "index_memory", tenantId, memoryKey }));
  await enqueue(env, jobs, { event: "index_enqueue_failed", fields: { tenantId, count: memoryKeys.length } });
}
