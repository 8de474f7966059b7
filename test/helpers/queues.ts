import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import worker from "../../src/index";
import { deploymentEnv, vectorizeCatchesUp } from "./deployment";
import { JobMessageSchema, type JobMessage } from "../../src/queue/job-types";
import { takeCapturedJobs } from "../../src/queue/capture";
import { deadLetterQueueName, jobQueueName } from "../../src/queue/routing";

/**
 * The job queues as the tests run them. The service's producer sends are captured
 * (src/queue/capture.ts, switched on by the JOBS_CAPTURE test binding), and only those
 * messages ever reach the real queue handler, here, when the test says so. Each message is
 * delivered in a batch of the queue it was sent to (one batch per queue per round, as each
 * queue's consumer does). Retries are redelivered on the same queue with attempts + 1 like the
 * queue does, and past wrangler.toml's max_retries a message goes to its queue's dead-letter
 * consumer.
 *
 * Delays are honoured on a clock of the queue's own (seconds, starting at 0, moved only by the
 * tests): a message sent or retried with `delaySeconds` is not delivered before the clock
 * reaches its time. `deliverQueuedJobs` moves the clock to the next due message when only
 * delayed ones are left (time passing), unless told `wait: false`; `advanceQueueClock` moves it.
 */
export const MAX_RETRIES = 5;

/** The owner fields every job body carries (its tenant, and the user whose queue it goes to). */
export const jobOwner = (tenant: { tenantId: string }, userId = "user-1") => ({ tenantId: tenant.tenantId, userId });
const QUEUE = jobQueueName(0);

interface Pending {
  queue: string;
  body: unknown;
  attempts: number;
  /** The queue clock's second from which it may be delivered. */
  dueAt: number;
}

/** A sent message and the queue it went to. */
export interface QueuedJob {
  queue: string;
  job: JobMessage;
}

export interface Delivery {
  queue: string;
  body: unknown;
  attempts: number;
  outcome: "ack" | "retry";
  delaySeconds?: number;
}

let pending: Pending[] = [];
let delivered = 0;
let clock = 0;

function pull(): void {
  for (const job of takeCapturedJobs())
    pending.push({ queue: job.queue, body: job.body, attempts: 1, dueAt: clock + (job.delaySeconds ?? 0) });
}

/** Forgets every message sent so far (each test starts with an empty queue, its clock at 0). */
export function resetQueue(): void {
  takeCapturedJobs();
  pending = [];
  clock = 0;
}

/** The queue clock, in seconds since the test started. */
export const queueClock = () => clock;

/** Time passes for the queue: messages delayed until then become deliverable. */
export function advanceQueueClock(seconds: number): void {
  clock += seconds;
}

/** When each queued message may be delivered (queue clock seconds), oldest first. */
export function queuedDueTimes(): Array<{ job: JobMessage; dueAt: number }> {
  pull();
  return pending.map((p) => ({ job: JobMessageSchema.parse(p.body), dueAt: p.dueAt }));
}

/** The messages sent and not yet delivered, oldest first (they stay queued). */
export function queuedJobs(): JobMessage[] {
  pull();
  return pending.map((p) => JobMessageSchema.parse(p.body));
}

/** The messages sent and not yet delivered with their queues, oldest first (they stay queued). */
export function queuedJobsByQueue(): QueuedJob[] {
  pull();
  return pending.map((p) => ({ queue: p.queue, job: JobMessageSchema.parse(p.body) }));
}

/** Removes the queued messages `match` selects and returns them (a job the queue lost). */
export function dropQueuedJobs(match: (job: JobMessage) => boolean = () => true): JobMessage[] {
  pull();
  const dropped = pending.filter((p) => match(JobMessageSchema.parse(p.body)));
  pending = pending.filter((p) => !dropped.includes(p));
  return dropped.map((p) => JobMessageSchema.parse(p.body));
}

async function runBatch(queue: string, items: Array<Omit<Pending, "queue" | "dueAt">>, jobEnv: Env): Promise<Delivery[]> {
  const batch = createMessageBatch(
    queue,
    items.map((item) => ({ id: `msg-${(delivered += 1)}`, timestamp: new Date(), attempts: item.attempts, body: item.body })),
  );
  // The test batch forgets retry()'s options; record them so tests can check the backoff.
  const delays = new Map<string, number | undefined>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      delays.set(message.id, options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, jobEnv, ctx);
  // The non-experimental workers types lack FetcherQueueResult: its retry list typed here.
  const result = (await getQueueResult(batch, ctx)) as { retryMessages: Array<{ msgId: string }> };
  return batch.messages.map((message, i) => {
    const retried = result.retryMessages.some((r) => r.msgId === message.id);
    const base = { queue, body: items[i]?.body, attempts: message.attempts };
    return retried ? { ...base, outcome: "retry" as const, delaySeconds: delays.get(message.id) } : { ...base, outcome: "ack" as const };
  });
}

/**
 * Delivers the queued messages (those `only` selects; others stay queued) to the real queue
 * handler, then whatever that sent or retried, until nothing selected is left. A delayed
 * message is delivered once the queue clock reaches its time; with only delayed ones left the
 * clock moves to the earliest, unless `wait` is false (they then stay queued). Throws if the
 * queue has not drained after `maxRounds` rounds. Returns every delivery, in order.
 */
export async function deliverQueuedJobs(options: DeliverOptions = {}): Promise<Delivery[]> {
  try {
    return await deliverRounds(options);
  } finally {
    // Time passed for the index too: a Vectorize fake with delayed deletes applies those accepted so far.
    vectorizeCatchesUp();
  }
}

interface DeliverOptions {
  env?: Env;
  only?: (job: JobMessage) => boolean;
  /**
   * The queues whose consumers take a batch now (default: all). A queue left out stands for one
   * whose consumer is still busy with an earlier batch: a queue hands out its next batch only once
   * the current one is done, so its messages wait.
   */
  queues?: (queue: string) => boolean;
  maxRounds?: number;
  wait?: boolean;
}

async function deliverRounds(options: DeliverOptions): Promise<Delivery[]> {
  const jobEnv = options.env ?? deploymentEnv();
  const only = options.only ?? (() => true);
  const free = options.queues ?? (() => true);
  const log: Delivery[] = [];
  for (let round = 0; round < (options.maxRounds ?? 20); round += 1) {
    pull();
    const wanted = pending.filter((p) => free(p.queue) && only(JobMessageSchema.parse(p.body)));
    if (wanted.length === 0) return log;
    if (!wanted.some((p) => p.dueAt <= clock)) {
      if (options.wait === false) return log;
      clock = Math.min(...wanted.map((p) => p.dueAt));
    }
    const selected = wanted.filter((p) => p.dueAt <= clock);
    pending = pending.filter((p) => !selected.includes(p));
    for (const queue of new Set(selected.map((p) => p.queue))) {
      const deliveries = await runBatch(
        queue,
        selected.filter((p) => p.queue === queue),
        jobEnv,
      );
      log.push(...deliveries);
      const dead: Pending[] = [];
      for (const d of deliveries) {
        if (d.outcome !== "retry") continue;
        if (d.attempts > MAX_RETRIES) dead.push({ queue, body: d.body, attempts: 1, dueAt: clock });
        else pending.push({ queue, body: d.body, attempts: d.attempts + 1, dueAt: clock + (d.delaySeconds ?? 0) });
      }
      if (dead.length > 0) log.push(...(await runBatch(deadLetterQueueName(queue), dead, jobEnv)));
    }
  }
  throw new Error(`the queue did not drain: ${JSON.stringify(queuedJobs())}`);
}

/** Hands the queued messages `match` selects straight to their queue's dead-letter consumer. */
export async function deadLetterQueuedJobs(match: (job: JobMessage) => boolean, jobEnv: Env = deploymentEnv()): Promise<Delivery[]> {
  pull();
  const dropped = pending.filter((p) => match(JobMessageSchema.parse(p.body)));
  pending = pending.filter((p) => !dropped.includes(p));
  const log: Delivery[] = [];
  for (const queue of new Set(dropped.map((p) => p.queue))) {
    const items = dropped.filter((p) => p.queue === queue).map((p) => ({ body: p.body, attempts: 1 }));
    log.push(...(await runBatch(deadLetterQueueName(queue), items, jobEnv)));
  }
  return log;
}

/** Delivers an already delivered message once more (the queue delivers at least once). */
export async function deliverAgain(delivery: Delivery, jobEnv: Env = deploymentEnv(), attempts = 1): Promise<Delivery> {
  const [again] = await runBatch(delivery.queue, [{ body: delivery.body, attempts }], jobEnv);
  if (!again) throw new Error("no delivery");
  return again;
}

/**
 * A message the service never sends (malformed, or naming a row that does not exist), for
 * tests of the consumer's defences only; everything else arrives through the capture.
 */
export async function deliverForeignMessage(body: unknown, queue = QUEUE): Promise<Delivery[]> {
  return runBatch(queue, [{ body, attempts: 1 }], env);
}

/** The one queued message of a type (removed from the queue); fails if there is not exactly one. */
export function takeOnlyJob<T extends JobMessage["type"]>(type: T): Extract<JobMessage, { type: T }> {
  const jobs = dropQueuedJobs((job) => job.type === type);
  if (jobs.length !== 1) throw new Error(`expected exactly one queued ${type} job, found ${jobs.length}: ${JSON.stringify(jobs)}`);
  return jobs[0] as Extract<JobMessage, { type: T }>;
}
