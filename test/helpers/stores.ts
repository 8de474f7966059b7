import { env } from "cloudflare:test";
import { memoryDoc } from "../../src/search/documents";
import { quantise } from "../../src/search/local-vector-index";
import { vectorIds } from "../../src/search/vectors";
import { userStub } from "../../src/users/stub";
import { knownUsers, userIndexRows } from "./user-index";

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
  await env.DB_0.prepare(
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
  await insertIndexEntry(fixture);
}

/** The memory's entry in its user's search index, with its (local) vector, as the indexer leaves it. */
async function insertIndexEntry(fixture: MemoryFixture): Promise<void> {
  const doc = memoryDoc({
    tenantId: fixture.tenantId,
    userId: fixture.userId,
    memoryKey: fixture.key,
    memoryType: "fact",
    description: `about ${fixture.key}`,
    summary: null,
    contentExcerpt: `content of ${fixture.key}`,
    conversationId: fixture.conversationId ?? null,
    sourceSeq: null,
    metadata: {},
    createdAt: new Date().toISOString(),
  });
  const vectorId = await vectorIds.memory(fixture.tenantId, fixture.key);
  await userStub(env, fixture.tenantId, fixture.userId).applyIndex(
    { tenantId: fixture.tenantId, userId: fixture.userId },
    { mark: Number.MAX_SAFE_INTEGER, upserts: [{ doc: { ...doc, vectorId }, vector: quantise(unit(vectorId.length)) }], removals: [] },
  );
}

export interface StoreSnapshot {
  agent_memories: string[];
  memory: string[];
  conversations: string[];
  vectors: string[];
  blobs: string[];
}

/** Every vector in the user objects of the users D1 knows of, as tenant/user/id lines. */
async function indexVectors(): Promise<string[]> {
  const users = await knownUsers();
  const perUser = await Promise.all(
    users.map(async ({ tenant_id, user_id }) =>
      (
        await userIndexRows<{ id: string; kind: string; conversation_id: string | null }>(
          tenant_id,
          user_id,
          `SELECT vector_id AS id, kind, conversation_id FROM search_docs WHERE vector IS NOT NULL`,
        )
      ).map((row) => JSON.stringify({ id: row.id, tenant_id, user_id, kind: row.kind, conversation_id: row.conversation_id })),
    ),
  );
  return perUser.flat().sort();
}

/** Everything in D1, R2 and the vector index, as sorted lines: two snapshots compare with toEqual. */
export async function snapshot(): Promise<StoreSnapshot> {
  const rows = async (query: string, db: D1Database = env.DB) =>
    (await db.prepare(query).all()).results.map((row) => JSON.stringify(row)).sort();
  const blobs = await env.BLOBS.list();
  return {
    agent_memories: await rows(`SELECT memory_key, tenant_id, user_id, conversation_id, r2_key, expires_at FROM agent_memories`, env.DB_0),
    memory: await rows(`SELECT memory_id, tenant_id, conversation_id, user_id, status FROM memory`, env.DB_0),
    conversations: await rows(`SELECT tenant_id, conversation_id, user_id, created_at, last_activity_at FROM conversations`),
    vectors: await indexVectors(),
    blobs: blobs.objects.map((object) => object.key).sort(),
  };
}
