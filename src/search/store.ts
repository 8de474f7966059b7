import { sha256Hex } from "../lib/crypto";
import type { IndexDoc } from "./documents";

/**
 * The scope tokens a document carries in the FTS `scope` column: a keyword query names them,
 * so FTS5 intersects with the caller's postings instead of scanning every tenant's matches.
 * Hex digests keep them single tokens whatever the ids contain.
 */
export async function scopeTokens(tenantId: string, userId?: string): Promise<{ tenant: string; user?: string }> {
  const tenant = `t${(await sha256Hex(`t/${tenantId}`)).slice(0, 20)}`;
  if (userId === undefined) return { tenant };
  return { tenant, user: `u${(await sha256Hex(`u/${tenantId}/${userId}`)).slice(0, 20)}` };
}

const COLUMNS = [
  "doc_key",
  "vector_id",
  "tenant_id",
  "user_id",
  "kind",
  "conversation_id",
  "start_seq",
  "end_seq",
  "memory_key",
  "memory_id",
  "memory_type",
  "role",
  "name",
  "body",
  "context",
  "scope",
  "content",
  "summary",
  "metadata",
  "token_count",
  "created_at",
  "indexed_at",
] as const;

const UPSERT_SQL = `INSERT INTO search_docs (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})
  ON CONFLICT (doc_key) DO UPDATE SET ${COLUMNS.filter((c) => c !== "doc_key").map((c) => `${c} = excluded.${c}`).join(", ")}`;

/** Writes the rows (the FTS triggers follow) in one D1 batch, i.e. one transaction. */
export async function upsertDocs(db: D1Database, docs: Array<IndexDoc & { vectorId: string }>): Promise<void> {
  if (docs.length === 0) return;
  const now = new Date().toISOString();
  const statements: D1PreparedStatement[] = [];
  for (const doc of docs) {
    const scope = await scopeTokens(doc.tenantId, doc.userId);
    statements.push(
      db.prepare(UPSERT_SQL).bind(
        doc.docKey,
        doc.vectorId,
        doc.tenantId,
        doc.userId,
        doc.kind,
        doc.conversationId,
        doc.startSeq,
        doc.endSeq,
        doc.memoryKey,
        doc.memoryId,
        doc.memoryType,
        doc.role,
        doc.name,
        doc.body,
        doc.context,
        `${scope.tenant} ${scope.user ?? ""}`.trim(),
        doc.content,
        doc.summary,
        JSON.stringify(doc.metadata),
        doc.tokenCount,
        doc.createdAt,
        now,
      ),
    );
  }
  await db.batch(statements);
}

/** Deletes rows by a WHERE over search_docs and returns their vector ids (to delete too). */
export async function deleteDocs(db: D1Database, where: string, params: Array<string | number>): Promise<string[]> {
  const { results } = await db
    .prepare(`DELETE FROM search_docs WHERE ${where} RETURNING vector_id`)
    .bind(...params)
    .all<{ vector_id: string }>();
  return results.map((row) => row.vector_id);
}
