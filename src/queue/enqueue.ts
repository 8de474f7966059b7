import { log } from "../lib/log";
import { isIndexJob, type JobMessage } from "./job-types";
import { indexQueues, jobQueues } from "./producers";
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
function byQueue(jobs: JobMessage[], queueOf: (job: JobMessage) => Queue<JobMessage>): Map<Queue<JobMessage>, JobMessage[]> {
  const groups = new Map<Queue<JobMessage>, JobMessage[]>();
  for (const job of jobs) {
    const queue = queueOf(job);
    const group = groups.get(queue);
    if (group) group.push(job);
    else groups.set(queue, [job]);
  }
  return groups;
}

/**
 * The only way to send background work. Each job goes to its owner's queue
 * (src/queue/routing.ts), an index job to the index queue beside it; one job by `send`, a list
 * by `sendBatch` per queue. A failed send is
 * logged and answered with false, never thrown: every sender states what a lost job costs it
 * (most lose nothing that the next trigger does not redo).
 */
export async function enqueue(env: Env, jobs: JobMessage | JobMessage[], failure: EnqueueFailure): Promise<boolean> {
  try {
    // Through the producers tests can capture (src/queue/capture.ts).
    const queues = jobQueues(env) as Array<Queue<JobMessage>>;
    const indexing = indexQueues(env, queues) as Array<Queue<JobMessage>>;
    const queueOf = (job: JobMessage) => {
      const index = jobQueueOf(job, queues.length);
      const queue = (isIndexJob(job) ? indexing : queues)[index];
      if (!queue) throw new Error(`no job queue ${index} (JOB_QUEUES=${queues.length})`);
      return queue;
    };
    if (!Array.isArray(jobs)) await queueOf(jobs).send(jobs);
    else {
      await Promise.all(
        [...byQueue(jobs, queueOf)].map(async ([queue, list]) => {
          for (let i = 0; i < list.length; i += BATCH_LIMIT)
            await queue.sendBatch(list.slice(i, i + BATCH_LIMIT).map((body) => ({ body })));
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
