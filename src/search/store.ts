import { sha256Hex } from "../lib/crypto";
import { DELETION_GUARD_SQL, deletionGuardParams } from "../lifecycle/deletion-log";
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

/**
 * The row goes in only if nothing deleted its user or conversation since the writer's mark
 * (src/lifecycle/deletion-log.ts) and, for a summary or memory, its source row still exists:
 * those rows are deleted after the log entry, and a writer that read one must not outlive it.
 */
const SOURCE_SQL: Record<IndexDoc["kind"], string> = {
  message: "",
  summary: " AND EXISTS (SELECT 1 FROM memory WHERE memory_id = ? AND tenant_id = ?)",
  memory: " AND EXISTS (SELECT 1 FROM agent_memories WHERE memory_key = ? AND tenant_id = ?)",
  // A fact's source is its user object; a forgotten user is caught by the deletion guard.
  fact: "",
};

const upsertSql = (kind: IndexDoc["kind"]) => `INSERT INTO search_docs (${COLUMNS.join(", ")})
  SELECT ${COLUMNS.map(() => "?").join(", ")} WHERE ${DELETION_GUARD_SQL}${SOURCE_SQL[kind]}
  ON CONFLICT (doc_key) DO UPDATE SET ${COLUMNS.filter((c) => c !== "doc_key")
    .map((c) => `${c} = excluded.${c}`)
    .join(", ")}`;

const sourceParams = (doc: IndexDoc): Array<string | number | null> =>
  doc.kind === "summary" ? [doc.memoryId, doc.tenantId] : doc.kind === "memory" ? [doc.memoryKey, doc.tenantId] : [];

/**
 * Writes the rows (the FTS triggers follow) in one D1 batch, i.e. one transaction, each under
 * the deletion guard for `mark`. Returns the docs actually written; the others were refused.
 */
export async function upsertDocs<D extends IndexDoc & { vectorId: string }>(db: D1Database, docs: D[], mark: number): Promise<D[]> {
  if (docs.length === 0) return [];
  const now = new Date().toISOString();
  const statements: D1PreparedStatement[] = [];
  for (const doc of docs) {
    const scope = await scopeTokens(doc.tenantId, doc.userId);
    statements.push(
      db
        .prepare(upsertSql(doc.kind))
        .bind(
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
          ...deletionGuardParams(mark, doc),
          ...sourceParams(doc),
        ),
    );
  }
  const results = await db.batch(statements);
  return docs.filter((_, i) => (results[i]?.meta.changes ?? 0) > 0);
}

/** Of these vector ids, the ones no search_docs row carries (any more). */
export async function orphanVectorIds(db: D1Database, ids: string[]): Promise<string[]> {
  const present = new Set<string>();
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const { results } = await db
      .prepare(`SELECT vector_id FROM search_docs WHERE vector_id IN (${chunk.map(() => "?").join(", ")})`)
      .bind(...chunk)
      .all<{ vector_id: string }>();
    for (const row of results) present.add(row.vector_id);
  }
  return ids.filter((id) => !present.has(id));
}

/** Deletes rows by a WHERE over search_docs and returns their vector ids (to delete too). */
export async function deleteDocs(db: D1Database, where: string, params: Array<string | number>): Promise<string[]> {
  const { results } = await db
    .prepare(`DELETE FROM search_docs WHERE ${where} RETURNING vector_id`)
    .bind(...params)
    .all<{ vector_id: string }>();
  return results.map((row) => row.vector_id);
}
