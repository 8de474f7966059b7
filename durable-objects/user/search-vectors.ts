import type { FreshVector, StaleVector } from "../../src/search/user-index-types";

/**
 * Re-embedding after an embedder switch (src/search/reembed.ts drives it): the rows whose
 * vector is not the current embedder's, newest first (the rows the local scan reads first get
 * theirs first), and the write-back of their new vectors.
 */
export function staleVectors(sql: SqlStorage, embedder: string, limit: number): { rows: StaleVector[]; remaining: number } {
  const rows = sql
    .exec<{
      id: number;
      vector_id: string;
      kind: StaleVector["kind"];
      conversation_id: string | null;
      created_at: string;
      body: string;
    }>(
      `SELECT id, vector_id, kind, conversation_id, created_at, body FROM search_docs WHERE embedder IS NOT ? ORDER BY id DESC LIMIT ?`,
      embedder,
      limit,
    )
    .toArray()
    .map((row) => ({
      id: row.id,
      vectorId: row.vector_id,
      kind: row.kind,
      conversationId: row.conversation_id,
      createdAt: row.created_at,
      body: row.body,
    }));
  const remaining = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM search_docs WHERE embedder IS NOT ?`, embedder).one().n;
  return { rows, remaining };
}

/**
 * Writes each new vector where its row still holds the text it was made from and is still
 * stale: a row rewritten meanwhile (new text, or already the current embedder's vector by its
 * index job) keeps what it has. Returns how many rows were updated.
 */
export function storeVectors(sql: SqlStorage, embedder: string, vectors: FreshVector[]): number {
  let updated = 0;
  for (const { id, body, vector } of vectors) {
    const blob = vector === null ? null : vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength);
    updated += sql.exec(
      `UPDATE search_docs SET vector = ?, embedder = ? WHERE id = ? AND body = ? AND embedder IS NOT ?`,
      blob,
      embedder,
      id,
      body,
      embedder,
    ).rowsWritten;
  }
  return updated;
}

/**
 * Whether any row's vector is not `embedder`'s, in O(log n): MIN and MAX over the embedder
 * index, and one indexed probe for rows that recorded none (written before embedders were).
 */
export function hasOtherVectors(sql: SqlStorage, embedder: string): boolean {
  const range = sql
    .exec<{ low: string | null; high: string | null }>(`SELECT MIN(embedder) AS low, MAX(embedder) AS high FROM search_docs`)
    .one();
  if ((range.low !== null && range.low !== embedder) || (range.high !== null && range.high !== embedder)) return true;
  return sql.exec(`SELECT 1 FROM search_docs WHERE embedder IS NULL LIMIT 1`).toArray().length > 0;
}
