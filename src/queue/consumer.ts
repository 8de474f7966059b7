import { log } from "../lib/log";
import { conversationStub, systemScope } from "../conversations/stub";
import { runDescribeMemoryJob } from "../contents/describe-job";
import { indexGivenUp, type IndexDelivery, type IndexOutcome, runIndexJobs } from "../search/index-job";
import { indexDeps } from "../search/indexer";
import { deletionMark } from "../lifecycle/deletion-log";
import { runExtractFactsJob } from "../facts/job";
import { isIndexJob, JobMessageSchema, type JobMessage } from "./job-types";
import { runAutocompactJob, runCompressExchangesJob, runOffloadJob } from "../context/jobs";
import { failJob, runSummarizeJob } from "../summaries/job";
import { errorRetryDelaySeconds, type JobVerdict } from "./verdict";
import { isDeadLetterQueue } from "./routing";

async function runJob(env: Env, job: JobMessage, attempts: number): Promise<JobVerdict> {
  switch (job.type) {
    case "summarize":
      return runSummarizeJob(env, job, attempts);
    case "describe_memory":
      return runDescribeMemoryJob(env, job, attempts);
    case "index_messages":
    case "index_summary":
    case "index_memory":
    case "index_facts":
      return verdictOf((await runIndexJobs(env, [{ job, attempts }]))[0]);
    case "extract_facts":
      return runExtractFactsJob(env, job, attempts);
    case "autocompact":
      await runAutocompactJob(env, job);
      return { action: "ack" };
    case "compress_exchanges":
      await runCompressExchangesJob(env, job);
      return { action: "ack" };
    case "offload_tool_result":
      await runOffloadJob(env, job);
      return { action: "ack" };
  }
}

/**
 * What a dead-lettered job leaves behind: the summarize job and autocompact are failed,
 * messages not indexed are re-covered later (src/cron/index-recovery.ts), and a description
 * upgrade needs nothing (the offline one stays).
 */
async function deadLetter(env: Env, job: JobMessage): Promise<void> {
  const reason = "dead-lettered after repeated consumer errors";
  if (job.type === "summarize") await failJob(env, job, reason);
  else if (isIndexJob(job)) {
    await indexGivenUp(env, job, reason);
  } else if (job.type === "autocompact") {
    await conversationStub(env, job.tenantId, job.conversationId).shape(systemScope(job), "compactionFail", { jobId: job.jobId, reason });
  } else if (job.type === "offload_tool_result") {
    await conversationStub(env, job.tenantId, job.conversationId).shape(systemScope(job), "offloadComplete", {
      seq: job.seq,
      memoryKey: job.memoryKey,
      tokens: 0,
      stored: false,
    });
  }
}

function verdictOf(outcome: IndexOutcome | undefined): JobVerdict {
  if (outcome === undefined) return { action: "ack" };
  if (outcome.action === "error") throw outcome.error;
  return outcome;
}

/**
 * The index jobs of a batch, together: one write per user object whatever the number of jobs
 * (src/search/index-job.ts), each message then acked or retried on its own verdict.
 */
async function handleIndexJobs(
  env: Env,
  queue: string,
  items: Array<{ message: Message<unknown>; delivery: IndexDelivery }>,
  mark: number,
) {
  if (items.length === 0) return;
  const outcomes = await runIndexJobs(
    env,
    items.map((item) => item.delivery),
    indexDeps(env),
    mark,
  );
  items.forEach(({ message }, i) => {
    const outcome = outcomes[i];
    if (outcome?.action === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
    else if (outcome?.action === "error") {
      log("error", "job_error", { queue, id: message.id, attempts: message.attempts, error: String(outcome.error) });
      message.retry({ delaySeconds: errorRetryDelaySeconds(message.attempts) });
    } else message.ack();
  });
}

/** One job that is not an index job, on its own: its error retries it alone. */
async function handleJob(env: Env, queue: string, message: Message<unknown>, job: JobMessage, deadLetters: boolean): Promise<void> {
  try {
    if (deadLetters) {
      await deadLetter(env, job);
      message.ack();
      return;
    }
    const verdict = await runJob(env, job, message.attempts);
    if (verdict.action === "retry") message.retry({ delaySeconds: verdict.delaySeconds });
    else message.ack();
  } catch (error) {
    log("error", "job_error", { queue, id: message.id, attempts: message.attempts, error: String(error) });
    message.retry({ delaySeconds: errorRetryDelaySeconds(message.attempts) });
  }
}

/**
 * Jobs about the same conversation (or memory, or user) run in the order they were sent. Fact
 * extractions go by user: a round reads the user's facts first (the names given earlier, what
 * an LLM is shown), so one user's rounds from two conversations must not run side by side.
 */
function orderKey(job: JobMessage): string {
  if (job.type === "extract_facts") return `u:${job.tenantId}/${job.userId}`;
  if ("conversationId" in job) return `c:${job.tenantId}/${job.conversationId}`;
  if ("memoryKey" in job) return `m:${job.tenantId}/${job.memoryKey}`;
  return `u:${job.tenantId}/${job.userId}`;
}

/**
 * The queue handler. Index jobs are written together, grouped by user object; every other job
 * runs on its own so one bad job cannot fail its batch. Everything runs at once except jobs of
 * one conversation, which keep their order: a batch is as slow as its longest chain, not the
 * sum of its jobs (each job is a few round trips to objects and D1; run one after another,
 * they left the batch's index jobs waiting behind its fact extractions and summaries). An unexpected error is retried by the queue and,
 * past max_retries, lands in the dead-letter queue, whose consumer records the failure so
 * the conversation can go on.
 */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  // Every job queue and every dead-letter queue (engram-jobs-1-dlq ...) comes through here.
  const deadLetters = isDeadLetterQueue(batch.queue);
  const indexing: Array<{ message: Message<unknown>; delivery: IndexDelivery }> = [];
  const others: Array<{ message: Message<unknown>; job: JobMessage }> = [];
  for (const message of batch.messages) {
    const parsed = JobMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log("error", "job_rejected", { queue: batch.queue, id: message.id, issues: parsed.error.issues.length });
      message.ack();
      continue;
    }
    const job = parsed.data;
    if (!deadLetters && isIndexJob(job)) indexing.push({ message, delivery: { job, attempts: message.attempts } });
    else others.push({ message, job });
  }
  const indexFailed = (error: unknown) => {
    log("error", "index_batch_error", { queue: batch.queue, jobs: indexing.length, error: String(error) });
    for (const { message } of indexing) message.retry({ delaySeconds: errorRetryDelaySeconds(message.attempts) });
  };
  // The index jobs' deletion mark is read before the other jobs start: D1 runs one query at a
  // time, and queued behind their statements this one read held up every index job of the batch.
  let mark: number | null = null;
  if (indexing.length > 0) {
    mark = await deletionMark(env.DB).catch((error: unknown) => {
      indexFailed(error);
      return null;
    });
  }
  const chains = new Map<string, Promise<void>>();
  for (const { message, job } of others) {
    const key = orderKey(job);
    chains.set(
      key,
      (chains.get(key) ?? Promise.resolve()).then(() => handleJob(env, batch.queue, message, job, deadLetters)),
    );
  }
  const index = mark === null ? Promise.resolve() : handleIndexJobs(env, batch.queue, indexing, mark).catch(indexFailed);
  await Promise.all([...chains.values(), index]);
}
