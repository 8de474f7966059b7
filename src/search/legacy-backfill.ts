import { userStub } from "../users/stub";
import { log } from "../lib/log";
import { deletionMark } from "../lifecycle/deletion-log";
import type { IndexDoc } from "./documents";
import { quantise, unpackEmbedding } from "./local-vector-index";
import type { IndexUpsert } from "./user-index-types";

interface LegacyRow extends Record<string, unknown> {
  id: number;
  doc_key: string;
  vector_id: string;
  tenant_id: string;
  user_id: string;
  kind: IndexDoc["kind"];
  conversation_id: string | null;
  start_seq: number | null;
  end_seq: number | null;
  memory_key: string | null;
  memory_id: number | null;
  memory_type: string | null;
  role: string | null;
  name: string | null;
  body: string;
  content: string | null;
  summary: string | null;
  metadata: string;
  token_count: number;
  created_at: string;
  packed: string | null;
  embedding: ArrayBuffer | number[] | null;
}

function metadataOf(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

/** The old layout's vector: int8 base64 (`packed`), or the older Float32 BLOB quantised now. */
function legacyVector(row: LegacyRow): Int8Array | null {
  if (row.packed !== null) return unpackEmbedding(row.packed);
  if (row.embedding === null) return null;
  const bytes = row.embedding instanceof ArrayBuffer ? new Uint8Array(row.embedding) : Uint8Array.from(row.embedding);
  if (bytes.byteLength < 4) return null;
  return quantise(new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4)));
}

function toUpsert(row: LegacyRow): IndexUpsert {
  return {
    doc: {
      docKey: row.doc_key,
      vectorId: row.vector_id,
      kind: row.kind,
      tenantId: row.tenant_id,
      userId: row.user_id,
      conversationId: row.conversation_id,
      startSeq: row.start_seq,
      endSeq: row.end_seq,
      memoryKey: row.memory_key,
      memoryId: row.memory_id,
      memoryType: row.memory_type,
      role: row.role,
      name: row.name,
      body: row.body,
      content: row.content,
      summary: row.summary,
      metadata: metadataOf(row.metadata),
      tokenCount: row.token_count,
      createdAt: row.created_at,
    },
    vector: legacyVector(row),
  };
}

/**
 * Moves up to `limit` rows of the old D1 search index (search_docs, its FTS entries and
 * local_vectors, migrations/0003) into their users' objects, oldest first, then deletes them
 * from D1; each run continues where the last stopped, so the sweep drives it batch by batch
 * until the tables are empty. Vectorize's vectors keep their ids and stay where they are.
 * Rows of a user or conversation deleted meanwhile are refused by the object's tombstones.
 */
export async function moveLegacySearchDocs(env: Env, limit: number): Promise<{ moved: number; more: boolean }> {
  const mark = await deletionMark(env.DB);
  const { results } = await env.DB.prepare(
    `SELECT d.id, d.doc_key, d.vector_id, d.tenant_id, d.user_id, d.kind, d.conversation_id, d.start_seq, d.end_seq, d.memory_key,
            d.memory_id, d.memory_type, d.role, d.name, d.body, d.content, d.summary, d.metadata, d.token_count, d.created_at,
            v.packed, CASE WHEN v.packed IS NULL THEN v.embedding END AS embedding
     FROM search_docs d LEFT JOIN local_vectors v ON v.id = d.vector_id ORDER BY d.id LIMIT ?`,
  )
    .bind(limit)
    .all<LegacyRow>();
  if (results.length === 0) return { moved: 0, more: false };
  const byUser = new Map<string, LegacyRow[]>();
  for (const row of results) {
    const key = `${row.tenant_id}\u0000${row.user_id}`;
    byUser.set(key, [...(byUser.get(key) ?? []), row]);
  }
  for (const rows of byUser.values()) {
    const first = rows[0] as LegacyRow;
    await userStub(env, first.tenant_id, first.user_id).applyIndex(
      { tenantId: first.tenant_id, userId: first.user_id },
      { mark, upserts: rows.map(toUpsert), removals: [] },
    );
  }
  const ids = JSON.stringify(results.map((row) => row.id));
  const vectorIds = JSON.stringify(results.map((row) => row.vector_id));
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM local_vectors WHERE id IN (SELECT value FROM json_each(?))`).bind(vectorIds),
    env.DB.prepare(`DELETE FROM search_docs WHERE id IN (SELECT value FROM json_each(?))`).bind(ids),
  ]);
  log("info", "legacy_search_docs_moved", { moved: results.length, users: byUser.size });
  return { moved: results.length, more: results.length === limit };
}
