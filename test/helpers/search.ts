import { env } from "cloudflare:test";
import { enqueueMemoryIndexing } from "../../src/queue/enqueue";
import type { Api } from "./api";

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

/**
 * POST /v1/memories/search. A tenant-wide key's search names its user (each user's index is
 * its own object): a body naming neither `user_id` nor `conversation_id` then searches the
 * tests' default user, "user-1", the one `append` writes as.
 */
export async function search(client: Api, body: Record<string, unknown>): Promise<SearchHit[]> {
  const named = "user_id" in body || "conversation_id" in body || client.limitedTo !== undefined;
  const scoped = named ? body : { user_id: "user-1", ...body };
  const res = await client.post("/v1/memories/search", scoped);
  if (res.status !== 200) throw new Error(`search failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { results: SearchHit[] }).results;
}

/**
 * Inserts an agent_memories row directly (dates and links the store route does not take),
 * then queues its indexing through the service's own sender, as every store path does.
 */
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
  await env.DB_0.prepare(
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
  await enqueueMemoryIndexing(env, row.tenantId, row.userId, [row.key]);
}
