import { conversationStub } from "../../durable-objects/conversation/client";
import { database } from "../db/client";
import { flagIndexFailure } from "../db/conversations-registry";
import { log } from "../lib/log";
import { EmbedderError } from "./embedder-error";
import { indexMemory, indexMessages, indexSummary } from "../search/indexer";
import { indexFacts } from "./index-facts";
import type { IndexJob, IndexMessagesJob } from "../queue/messages";
import { retryDelaySeconds, type JobVerdict } from "../queue/verdict";

/** Index jobs before this many attempts are retried with backoff; then they are given up on. */
export const INDEX_MAX_ATTEMPTS = 5;

/**
 * Runs one indexing job. An embedder outage is retried with backoff; a permanent embedder
 * error (wrong dimensions, say) is given up on so the queue does not spin on it. Messages
 * given up on are reported to their conversation (and flagged for the sweep) so they are
 * indexed again later; any other error is thrown, retried by the queue and, past its retries,
 * dead-lettered (`indexGivenUp` from the dead-letter consumer).
 */
export async function runIndexJob(env: Env, job: IndexJob, attempts: number): Promise<JobVerdict> {
  const started = Date.now();
  try {
    let outcome: unknown;
    if (job.type === "index_messages") {
      outcome = await indexMessages(env, job);
      await conversationStub(env, job.tenantId, job.conversationId).indexReport({
        ok: true,
        userId: job.userId,
        fromSeq: job.fromSeq,
        toSeq: job.toSeq,
      });
    } else if (job.type === "index_summary") outcome = await indexSummary(env, job);
    else if (job.type === "index_memory") outcome = await indexMemory(env, job);
    else outcome = await indexFacts(env, job);
    log("info", "indexed", { type: job.type, tenantId: job.tenantId, outcome, ms: Date.now() - started });
    return { action: "ack" };
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    if (error.retryable && attempts < INDEX_MAX_ATTEMPTS) {
      log("warn", "index_attempt_failed", { type: job.type, attempts, reason: error.message });
      return { action: "retry", delaySeconds: retryDelaySeconds(attempts) };
    }
    await indexGivenUp(env, job, `embedder failed after ${attempts} attempt(s): ${error.message}`);
    return { action: "ack" };
  }
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
  });
  await flagIndexFailure(database(env.DB), job, new Date().toISOString());
}
