import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import worker from "../../src/index";

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

let delivery = 0;

/** Delivers one summarize job to the real queue handler, as the queue would, and reports what it did. */
export async function deliverJob(row: ProcessingRow, attempts = 1, jobEnv: Env = env) {
  delivery += 1;
  const batch = createMessageBatch("engram-jobs", [
    {
      id: `delivery-${delivery}`,
      timestamp: new Date(),
      attempts,
      body: { type: "summarize", tenantId: row.tenant_id, conversationId: row.conversation_id, memoryId: row.memory_id },
    },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, jobEnv, ctx);
  return getQueueResult(batch, ctx);
}

/** Runs every pending summarization of a conversation to completion (the queue, made synchronous). */
export async function drainJobs(tenantId: string, conversationId: string, jobEnv: Env = env): Promise<void> {
  for (const row of await processingJobs(tenantId, conversationId)) await deliverJob(row, 1, jobEnv);
}
