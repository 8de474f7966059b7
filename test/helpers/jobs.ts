import { env } from "cloudflare:test";
import { runSummarizeJob } from "../../src/summaries/job";
import { ExtractiveSummarizer } from "../../src/summaries/extractive-summarizer";
import type { SummarizeRequest, Summarizer } from "../../src/summaries/summarizer";
import { takeOnlyJob } from "./queues";

export interface ProcessingRow {
  memory_id: number;
  tenant_id: string;
  conversation_id: string;
}

/** The 'processing' rows of one tenant's conversation, oldest first. */
export async function processingJobs(tenantId: string, conversationId: string): Promise<ProcessingRow[]> {
  const { results } = await env.DB_0.prepare(
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
  const { results } = await env.DB_0.prepare(
    `SELECT memory_id, start_sequence, end_sequence, base_memory_id, status, memory_text, generation_time_ms, error
     FROM memory WHERE tenant_id = ? AND conversation_id = ? ORDER BY memory_id`,
  )
    .bind(tenantId, conversationId)
    .all<MemoryTableRow>();
  return results;
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

/**
 * Runs the consumer's summarize logic, with the given summarizer, on the one summarize job the
 * service queued (taken off the queue; pass it to runSummarizeJob again for a redelivery).
 */
export async function runQueuedSummarize(summarizer: Summarizer, attempts = 1, jobEnv: Env = env) {
  const job = takeOnlyJob("summarize");
  return { job, verdict: await runSummarizeJob(jobEnv, job, attempts, summarizer) };
}
