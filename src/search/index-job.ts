import { log } from "../lib/log";
import { EmbedderError } from "./embedder-error";
import { indexMemory, indexMessages, indexSummary } from "./indexer";
import type { IndexJob } from "../queue/messages";
import { retryDelaySeconds, type JobVerdict } from "../queue/verdict";

/** Index jobs before this many attempts are retried with backoff; then they are dropped. */
export const INDEX_MAX_ATTEMPTS = 5;

/**
 * Runs one indexing job. An embedder outage is retried with backoff; a permanent embedder
 * error (wrong dimensions, say) is logged and dropped so the queue does not spin on it.
 */
export async function runIndexJob(env: Env, job: IndexJob, attempts: number): Promise<JobVerdict> {
  const started = Date.now();
  try {
    let outcome: unknown;
    if (job.type === "index_messages") outcome = await indexMessages(env, job);
    else if (job.type === "index_summary") outcome = await indexSummary(env, job);
    else outcome = await indexMemory(env, job);
    log("info", "indexed", { type: job.type, tenantId: job.tenantId, outcome, ms: Date.now() - started });
    return { action: "ack" };
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    if (error.retryable && attempts < INDEX_MAX_ATTEMPTS) {
      log("warn", "index_attempt_failed", { type: job.type, attempts, reason: error.message });
      return { action: "retry", delaySeconds: retryDelaySeconds(attempts) };
    }
    log("error", "index_failed", { type: job.type, attempts, reason: error.message });
    return { action: "ack" };
  }
}
