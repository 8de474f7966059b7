import { createExecutionContext, createMessageBatch, env, getQueueResult, runInDurableObject } from "cloudflare:test";
import worker from "../../src/index";
import type { ConversationDO } from "../../durable-objects/conversation";
import type { Api } from "./api";

let delivery = 0;

/** Delivers one job body to the real queue handler, as the queue would, and reports what it did. */
export async function deliver(body: unknown, attempts = 1, jobEnv: Env = env) {
  delivery += 1;
  const batch = createMessageBatch("engram-jobs", [{ id: `index-${delivery}`, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, jobEnv, ctx);
  return getQueueResult(batch, ctx);
}

/** The seq up to which the conversation object has handed messages to the index queue. */
export async function indexQueuedThrough(tenantId: string, conversationId: string): Promise<number | null> {
  const stub = env.CONVERSATIONS.getByName(`${tenantId}/${conversationId}`);
  return runInDurableObject(stub, (_instance: ConversationDO, state) => {
    const row = state.storage.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'indexQueuedThrough'`).toArray()[0];
    return row ? Number(JSON.parse(row.value)) : null;
  });
}

/**
 * Runs the index job the conversation object enqueued after its appends (tests run the
 * consumer by hand): messages from 0 to what the object says it handed over.
 */
export async function runMessageIndexing(tenantId: string, conversationId: string, userId = "user-1", jobEnv: Env = env) {
  const through = await indexQueuedThrough(tenantId, conversationId);
  if (through === null) throw new Error("the conversation enqueued no indexing");
  return deliver({ type: "index_messages", tenantId, conversationId, userId, fromSeq: 0, toSeq: through }, 1, jobEnv);
}

/** Runs index_summary for every completed summary of a conversation (what summarize enqueues). */
export async function runSummaryIndexing(tenantId: string, conversationId: string) {
  const { results } = await env.DB.prepare(
    `SELECT memory_id FROM memory WHERE tenant_id = ? AND conversation_id = ? AND status = 'completed' ORDER BY memory_id`,
  )
    .bind(tenantId, conversationId)
    .all<{ memory_id: number }>();
  for (const row of results) await deliver({ type: "index_summary", tenantId, conversationId, memoryId: row.memory_id });
  return results.map((r) => r.memory_id);
}

export interface SearchHit {
  key: string;
  score: number;
  type: string;
  memory_type: string | null;
  summary: string | null;
  content: string | null;
  sources: Array<{ conversation_id: string; seq: number }>;
  metadata: Record<string, unknown>;
  created_at: string;
  token_count: number;
}

export async function search(client: Api, body: unknown): Promise<SearchHit[]> {
  const res = await client.post("/v1/memories/search", body);
  if (res.status !== 200) throw new Error(`search failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { results: SearchHit[] }).results;
}

/** Inserts an agent_memories row directly (the store route is another module's job). */
export async function insertMemory(row: {
  key: string;
  tenantId: string;
  userId: string;
  description: string;
  content?: string | null;
  r2Key?: string | null;
  type?: string;
  conversationId?: string | null;
  sourceSeq?: number | null;
  metadata?: Record<string, unknown>;
  expiresAt?: string | null;
  createdAt?: string;
}) {
  const content = row.content ?? null;
  await env.DB.prepare(
    `INSERT INTO agent_memories (memory_key, tenant_id, user_id, conversation_id, source_seq, memory_type, description, content, r2_key,
       content_bytes, token_count, content_metadata, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, strftime('%Y-%m-%dT%H:%M:%fZ','now')))`,
  )
    .bind(
      row.key,
      row.tenantId,
      row.userId,
      row.conversationId ?? null,
      row.sourceSeq ?? null,
      row.type ?? "note",
      row.description,
      content,
      row.r2Key ?? null,
      content ? new TextEncoder().encode(content).byteLength : 0,
      content ? Math.ceil(content.length / 4) : 0,
      JSON.stringify(row.metadata ?? {}),
      row.expiresAt ?? null,
      row.createdAt ?? null,
    )
    .run();
}
