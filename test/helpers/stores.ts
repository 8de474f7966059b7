import { env } from "cloudflare:test";
import { LocalVectorIndex } from "../../src/search/local-vector-index";
import { vectorIds } from "../../src/search/vectors";

export interface MemoryFixture {
  key: string;
  tenantId: string;
  userId: string;
  conversationId?: string;
  /** 'offload': a content moved out of the conversation (deleted with it); 'api': a long-term memory. */
  origin?: "api" | "offload";
  expiresAt?: string | null;
  /** Content kept in R2 (with a pointer in the row) instead of inline. */
  blob?: boolean;
}

const unit = (seed: number) => [Math.cos(seed), Math.sin(seed), 0.5];

/** A long-term memory as the store keeps it: the D1 row, its R2 blob when offloaded, its vector. */
export async function insertMemory(fixture: MemoryFixture): Promise<void> {
  const content = `content of ${fixture.key}`;
  const r2Key = fixture.blob ? `${fixture.tenantId}/${fixture.userId}/${fixture.key}` : null;
  if (r2Key) await env.BLOBS.put(r2Key, content);
  await env.DB.prepare(
    `INSERT INTO agent_memories (memory_key, tenant_id, user_id, conversation_id, memory_type, description, content, r2_key, content_bytes, token_count, expires_at, origin)
     VALUES (?, ?, ?, ?, 'fact', ?, ?, ?, ?, 5, ?, ?)`,
  )
    .bind(
      fixture.key,
      fixture.tenantId,
      fixture.userId,
      fixture.conversationId ?? null,
      `about ${fixture.key}`,
      r2Key ? null : content,
      r2Key,
      content.length,
      fixture.expiresAt ?? null,
      fixture.origin ?? "api",
    )
    .run();
  await insertVector(await vectorIds.memory(fixture.tenantId, fixture.key), {
    tenantId: fixture.tenantId,
    userId: fixture.userId,
    kind: "memory",
    conversationId: fixture.conversationId,
  });
}

export async function insertVector(
  id: string,
  metadata: { tenantId: string; userId: string; kind: "memory" | "message" | "summary"; conversationId?: string },
): Promise<void> {
  await new LocalVectorIndex(env.DB).upsert([{ id, values: unit(id.length), metadata }]);
}

export interface StoreSnapshot {
  agent_memories: string[];
  memory: string[];
  conversations: string[];
  vectors: string[];
  blobs: string[];
}

/** Everything in D1, R2 and the vector index, as sorted lines: two snapshots compare with toEqual. */
export async function snapshot(): Promise<StoreSnapshot> {
  const rows = async (query: string) => (await env.DB.prepare(query).all()).results.map((row) => JSON.stringify(row)).sort();
  const blobs = await env.BLOBS.list();
  return {
    agent_memories: await rows(`SELECT memory_key, tenant_id, user_id, conversation_id, r2_key, expires_at FROM agent_memories`),
    memory: await rows(`SELECT memory_id, tenant_id, conversation_id, user_id, status FROM memory`),
    conversations: await rows(`SELECT tenant_id, conversation_id, user_id, created_at, last_activity_at FROM conversations`),
    vectors: await rows(`SELECT id, tenant_id, user_id, kind, conversation_id FROM local_vectors`),
    blobs: blobs.objects.map((object) => object.key).sort(),
  };
}
