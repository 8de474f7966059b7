import type { FullRow } from "../../src/search/results";
import { derivedSummary } from "./search-store";

/** The chosen results in full; content and summary rebuilt where only a reference was stored. */
export function fullRows(sql: SqlStorage, ids: number[]): Map<number, FullRow> {
  const rows = new Map<number, FullRow>();
  if (ids.length === 0) return rows;
  const cursor = sql.exec<Record<string, SqlStorageValue>>(
    `SELECT id, vector_id, kind, conversation_id, start_seq, end_seq, created_at, doc_key, memory_key, memory_id, memory_type, role, name,
            body, content, content_at, content_len, summary, metadata, token_count
     FROM search_docs WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
  );
  for (const raw of cursor) {
    const body = String(raw.body ?? "");
    const at = raw.content_at;
    const content =
      typeof raw.content === "string" ? raw.content : typeof at === "number" ? body.slice(at, at + Number(raw.content_len ?? 0)) : null;
    const row: FullRow = {
      id: Number(raw.id),
      vector_id: String(raw.vector_id),
      kind: String(raw.kind) as FullRow["kind"],
      conversation_id: raw.conversation_id === null ? null : String(raw.conversation_id),
      start_seq: raw.start_seq === null ? null : Number(raw.start_seq),
      end_seq: raw.end_seq === null ? null : Number(raw.end_seq),
      created_at: String(raw.created_at),
      doc_key: String(raw.doc_key),
      memory_key: raw.memory_key === null ? null : String(raw.memory_key),
      memory_id: raw.memory_id === null ? null : Number(raw.memory_id),
      memory_type: raw.memory_type === null ? null : String(raw.memory_type),
      role: raw.role === null ? null : String(raw.role),
      name: raw.name === null ? null : String(raw.name),
      content,
      summary: typeof raw.summary === "string" ? raw.summary : derivedSummary(body),
      metadata: String(raw.metadata ?? "{}"),
      token_count: Number(raw.token_count ?? 0),
    };
    rows.set(row.id, row);
  }
  return rows;
}
