import { log } from "../lib/log";
import { JobMessageSchema } from "./messages";
import { runIndexJob } from "./index-jobs";
import { failJob, runSummarizeJob } from "./summarize";

export const DEAD_LETTER_QUEUE = "engram-jobs-dlq";

/**
 * The queue handler. Messages are handled one by one so one bad job cannot fail its batch;
 * an unexpected error is retried by the queue and, past max_retries, lands in the
 * dead-letter queue, whose consumer fails the job so the conversation can trigger again.
 */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const deadLetters = batch.queue === DEAD_LETTER_QUEUE;
  for (const message of batch.messages) {
    const parsed = JobMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log("error", "job_rejected", { queue: batch.queue, id: message.id, issues: parsed.error.issues.length });
      message.ack();
      continue;
    }
    try {
      const job = parsed.data;
      if (deadLetters) {
        if (job.type === "summarize") await failJob(env, job, "dead-lettered after repeated consumer errors");
        else log("error", "index_dead_lettered", { type: job.type, tenantId: job.tenantId });
        message.ack();
        continue;
      }
      const verdict =
        job.type === "summarize" ? await runSummarizeJob(env, job, message.attempts) : await runIndexJob(env, job, message.attempts);
      if (verdict.action === "retry") message.retry({ delaySeconds: verdict.delaySeconds });
      else message.ack();
    } catch (error) {
      log("error", "job_error", { queue: batch.queue, id: message.id, attempts: message.attempts, error: String(error) });
      message.retry({ delaySeconds: 10 * message.attempts });
    }
  }
}
