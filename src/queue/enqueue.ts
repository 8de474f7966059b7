import { log } from "../lib/log";
import type { JobMessage } from "./job-types";
import { jobQueues } from "./producers";
import { jobQueueOf } from "./routing";

/** How a lost send is logged: the event, its level, and the fields that identify the job. */
export interface EnqueueFailure {
  event: string;
  level?: "warn" | "error";
  fields?: Record<string, unknown>;
}

/** Cloudflare Queues takes at most 100 messages per sendBatch. */
const BATCH_LIMIT = 100;

/** The jobs of each queue, in the order they were given (a user's jobs keep their order). */
function byQueue(jobs: JobMessage[], queues: number): Map<number, JobMessage[]> {
  const groups = new Map<number, JobMessage[]>();
  for (const job of jobs) {
    const index = jobQueueOf(job, queues);
    const group = groups.get(index);
    if (group) group.push(job);
    else groups.set(index, [job]);
  }
  return groups;
}

/**
 * The only way to send background work. Each job goes to its owner's job queue
 * (src/queue/routing.ts); one job by `send`, a list by `sendBatch` per queue. A failed send is
 * logged and answered with false, never thrown: every sender states what a lost job costs it
 * (most lose nothing that the next trigger does not redo).
 */
export async function enqueue(env: Env, jobs: JobMessage | JobMessage[], failure: EnqueueFailure): Promise<boolean> {
  try {
    // Through the producers tests can capture (src/queue/capture.ts).
    const queues = jobQueues(env) as Array<Queue<JobMessage>>;
    const queueAt = (index: number) => {
      const queue = queues[index];
      if (!queue) throw new Error(`no job queue ${index} (JOB_QUEUES=${queues.length})`);
      return queue;
    };
    if (!Array.isArray(jobs)) await queueAt(jobQueueOf(jobs, queues.length)).send(jobs);
    else {
      await Promise.all(
        [...byQueue(jobs, queues.length)].map(async ([index, list]) => {
          for (let i = 0; i < list.length; i += BATCH_LIMIT)
            await queueAt(index).sendBatch(list.slice(i, i + BATCH_LIMIT).map((body) => ({ body })));
        }),
      );
    }
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
export async function enqueueMemoryIndexing(env: Env, tenantId: string, userId: string, memoryKeys: string[]): Promise<void> {
  if (memoryKeys.length === 0) return;
  const jobs = memoryKeys.map((memoryKey): JobMessage => ({ type: "index_memory", tenantId, userId, memoryKey }));
  await enqueue(env, jobs, { event: "index_enqueue_failed", fields: { tenantId, count: memoryKeys.length } });
}
