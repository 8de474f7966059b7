import { conversationStub, systemScope } from "../conversations/stub";
import { unwrap } from "../lib/errors";
import { withJobUsage } from "../usage/meter";
import { reportUsageTo } from "../usage/report";
import { enqueue } from "../queue/enqueue";
import type { JobVerdict } from "../queue/verdict";
import { llmRetry } from "../llm/failure";
import { chainDbOf, completeIfProcessing, failIfProcessing, getMemoryWithBase } from "./chain";
import { log } from "../lib/log";
import { countTokens } from "../context/tokens";
import { newMessagesStart } from "../context/window";
import { summarizerFor } from "./summarizer-for";
import type { Summarizer } from "./summarizer";
import { redact, redactMessage, redactsDerived } from "../privacy/pii";
import { tenantSettings } from "../tenants/settings";
import type { SummarizeJob } from "../queue/job-types";

/**
 * Runs one summarization job (seed 002's do_summarization): base memory + only the new
 * messages go to the summarizer; D1 records the verdict, then the Durable Object learns it.
 * A failed summarizer call is retried with backoff until the last attempt, which fails the
 * job: no memory text is written unless the summarizer produced a valid one.
 */
export const runSummarizeJob = (env: Env, job: SummarizeJob, attempts: number, summarizer?: Summarizer) =>
  withJobUsage("summary", () => summarize(env, job, attempts, summarizer), reportUsageTo(env, job));

async function summarize(env: Env, job: SummarizeJob, attempts: number, summarizer: Summarizer = summarizerFor(env)): Promise<JobVerdict> {
  const key = { tenantId: job.tenantId, conversationId: job.conversationId };
  const db = await chainDbOf(env, key);
  const found = db ? await getMemoryWithBase(db, key, job.memoryId) : undefined;
  const row = found?.row;
  const stub = conversationStub(env, job.tenantId, job.conversationId);
  if (!db || !row) return { action: "ack" }; // the conversation was deleted meanwhile
  if (row.status === "completed" && row.memoryText !== null) {
    // A redelivery after D1 recorded success: make sure the object heard about it.
    await stub.completeJob(row.memoryId, snapshot(row.memoryId, row.memoryText, row.startSequence, row.endSequence));
    await enqueueSummaryIndexing(env, job);
    return { action: "ack" };
  }
  if (row.status !== "processing") return { action: "ack" };

  const base = found?.base;
  const baseText = base?.status === "completed" ? base.memoryText : null;
  const from = newMessagesStart(
    { startSeq: row.startSequence, endSeq: row.endSequence },
    baseText !== null && base ? base.endSequence : null,
  );
  const scope = systemScope(key);
  // The whole window is read (it is small: window_size messages) so the summarizer knows its size.
  const windowMessages = unwrap(await stub.getMessages(scope, row.startSequence, row.endSequence, row.endSequence - row.startSequence + 1));
  const stored = windowMessages.filter((m) => m.seq >= from);
  // Under the tenant's PII mode ("derived" or "everywhere"), the summarizer (an LLM) sees only
  // redacted text, and so does the summary it writes; redacting twice changes nothing.
  const redacting = redactsDerived((await tenantSettings(env, job.tenantId)).pii_mode);
  const newMessages = redacting ? stored.map(redactMessage) : stored;

  const started = Date.now();
  let text: string;
  try {
    text = await summarizer.summarize({
      previousSummary: baseText !== null && redacting ? redact(baseText) : baseText,
      newMessages,
      windowStartSeq: row.startSequence,
      windowEndSeq: row.endSequence,
      windowTokens: windowMessages.reduce((sum, m) => sum + m.token_count, 0),
    });
  } catch (error) {
    const { reason, verdict } = llmRetry(env, error, attempts);
    if (verdict) {
      log("warn", "summary_attempt_failed", { memoryId: row.memoryId, attempts, reason });
      return verdict;
    }
    await failJob(env, job, reason);
    return { action: "ack" };
  }
  const generationTimeMs = Date.now() - started;
  if (await completeIfProcessing(db, row.memoryId, text, generationTimeMs)) {
    await stub.completeJob(row.memoryId, snapshot(row.memoryId, text, row.startSequence, row.endSequence));
    await enqueueSummaryIndexing(env, job);
    log("info", "summarized", {
      conversationId: job.conversationId,
      memoryId: row.memoryId,
      startSeq: row.startSequence,
      endSeq: row.endSequence,
      generationTimeMs,
      summarizer: summarizer.name,
    });
  }
  return { action: "ack" };
}

/** Records a job as failed in D1 and, if that was the verdict, tells its conversation. */
export async function failJob(env: Env, job: SummarizeJob, reason: string): Promise<void> {
  const db = await chainDbOf(env, { tenantId: job.tenantId, conversationId: job.conversationId });
  if (db && (await failIfProcessing(db, job.memoryId, reason))) {
    await conversationStub(env, job.tenantId, job.conversationId).failJob(job.memoryId);
    log("warn", "summary_failed", { conversationId: job.conversationId, memoryId: job.memoryId, reason });
  }
}

/** A completed summary becomes searchable through its own job; a lost send only costs recall. */
async function enqueueSummaryIndexing(env: Env, job: SummarizeJob): Promise<void> {
  const index = {
    type: "index_summary" as const,
    tenantId: job.tenantId,
    userId: job.userId,
    conversationId: job.conversationId,
    memoryId: job.memoryId,
  };
  await enqueue(env, index, { event: "index_enqueue_failed", fields: { type: "index_summary", memoryId: job.memoryId } });
}

function snapshot(memoryId: number, text: string, startSeq: number, endSeq: number) {
  return { memoryId, text, startSeq, endSeq, tokenCount: countTokens(text) };
}
