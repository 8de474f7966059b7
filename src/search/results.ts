import type { RetrievedItem } from "./query";

/** A summary lists each turn it covers; a very wide one is cut, not sent whole. */
const MAX_SOURCES = 200;

export interface SourceRow {
  conversation_id: string | null;
  start_seq: number | null;
  end_seq: number | null;
}

/** A search_docs row as the final hydration reads it. */
export interface FullRow extends SourceRow, Record<string, unknown> {
  id: number;
  vector_id: string;
  kind: "message" | "summary" | "memory" | "fact";
  created_at: string;
  doc_key: string;
  memory_key: string | null;
  memory_id: number | null;
  memory_type: string | null;
  role: string | null;
  name: string | null;
  content: string | null;
  summary: string | null;
  metadata: string;
  token_count: number;
}

export function sourceList(row: SourceRow): Array<{ conversation_id: string; seq: number }> {
  if (row.conversation_id === null || row.start_seq === null) return [];
  const end = Math.min(row.end_seq ?? row.start_seq, row.start_seq + MAX_SOURCES - 1);
  const out = [];
  for (let seq = row.start_seq; seq <= end; seq += 1) out.push({ conversation_id: row.conversation_id, seq });
  return out;
}

export const sourceKeys = (row: SourceRow) => sourceList(row).map((s) => `${s.conversation_id}\u0000${s.seq}`);

function resultKey(row: FullRow): string {
  if (row.kind === "memory") return row.memory_key ?? row.doc_key;
  if (row.kind === "fact") return `fact:${row.memory_key ?? ""}`;
  if (row.kind === "summary") return `summary:${row.memory_id}`;
  return `msg:${row.conversation_id}:${row.start_seq}`;
}

export function toResult(row: FullRow, score: number): RetrievedItem {
  let metadata: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(row.metadata);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) metadata = { ...value };
  } catch {
    // Written by the indexer from validated JSON; an unreadable value is shown as empty.
  }
  return {
    key: resultKey(row),
    score: Math.round(score * 1e6) / 1e6,
    type: row.kind,
    memory_type: row.memory_type,
    summary: row.summary,
    content: row.content,
    sources: sourceList(row),
    metadata,
    created_at: row.created_at,
    token_count: row.token_count,
    role: row.role,
    name: row.name,
  };
}
