import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import worker from "../../src/index";
import { runSummarizeJob } from "../../src/summaries/job";
import { ExtractiveSummarizer } from "../../src/summaries/extractive-summarizer";
import type { SummarizeRequest, Summarizer } from "../../src/summaries/summarizer";

export interface ProcessingRow {
  memory_id: number;
  tenant_id: string;
  conversation_id: string;
}

/** The 'processing' rows of one tenant's conversation, oldest first. */
export async function processingJobs(tenantId: string, conversationId: string): Promise<ProcessingRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT memory_id, tenant_id, conversation_id FROM memory WHERE tenant_id = ? AND conversation_id = ? AND status = 'processing' ORDER BY memory_id`,
  )
    .bind(tenantId, conversationId)
    .all<ProcessingRow>();
  return results;
}

export interface MemoryTableRow {
  memory_id: number;
  start_sequence: number;
  end_sequence: number;
  base_memory_id: number | null;
  status: string;
  memory_text: string | null;
  generation_time_ms: number | null;
  error: string | null;
}

/** Seed 002's testing query: the conversation's memory rows in id order. */
export async function memoryRows(tenantId: string, conversationId: string): Promise<MemoryTableRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT memory_id, start_sequence, end_sequence, base_memory_id, status, memory_text, generation_time_ms, error
     FROM memory WHERE tenant_id = ? AND conversation_id = ? ORDER BY memory_id`,
  )
    .bind(tenantId, conversationId)
    .all<MemoryTableRow>();
  return results;
}

let delivery = 0;

/** A summarize job message body for a memory row. */
export function jobBody(row: ProcessingRow) {
  return { type: "summarize" as const, tenantId: row.tenant_id, conversationId: row.conversation_id, memoryId: row.memory_id };
}

/** Delivers one summarize job to the real queue handler, as the queue would, and reports what it did. */
export async function deliverJob(row: ProcessingRow, attempts = 1, jobEnv: Env = env, queue = "engram-jobs") {
  delivery += 1;
  const batch = createMessageBatch(queue, [
    { id: `delivery-${delivery}`, timestamp: new Date(), attempts, body: jobBody(row) },
  ]);
  // The test batch forgets retry()'s options; record them so tests can check the backoff.
  const retryDelays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      retryDelays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, jobEnv, ctx);
  return { ...(await getQueueResult(batch, ctx)), retryDelays };
}

/** Runs every pending summarization of a conversation to completion (the queue, made synchronous). */
export async function drainJobs(tenantId: string, conversationId: string, jobEnv: Env = env): Promise<void> {
  for (const row of await processingJobs(tenantId, conversationId)) await deliverJob(row, 1, jobEnv);
}

/** The offline summarizer, recording every request the consumer makes of it. */
export class RecordingSummarizer implements Summarizer {
  readonly name = "recording";
  readonly requests: SummarizeRequest[] = [];
  private readonly inner = new ExtractiveSummarizer();

  async summarize(request: SummarizeRequest): Promise<string> {
    this.requests.push(request);
    return this.inner.summarize(request);
  }
}

/** Runs the consumer's job logic for the single 'processing' row of a conversation. */
export async function runPendingJob(tenantId: string, conversationId: string, summarizer: Summarizer, attempts = 1) {
  const [row, ...others] = await processingJobs(tenantId, conversationId);
  if (!row || others.length > 0) throw new Error(`expected exactly one processing row, found ${others.length + (row ? 1 : 0)}`);
  return runSummarizeJob(env, jobBody(row), attempts, summarizer);
}
