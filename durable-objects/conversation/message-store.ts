import { reconcileParts } from "../../src/contents/parts";
import { countTokens } from "../../src/context/tokens";
import type { ContentPart } from "../../src/conversations/messages";
import type { MessageInput, StoredMessage, ToolCall } from "../../src/conversations/messages";

export interface MessageRow extends Record<string, SqlStorageValue> {
  seq: number;
  role: string;
  content: string | null;
  name: string | null;
  tool_calls: string | null;
  tool_call_id: string | null;
  metadata: string | null;
  created_at: string;
  token_count: number;
  parts: string | null;
}

export const MESSAGE_COLUMNS = "seq, role, content, name, tool_calls, tool_call_id, metadata, created_at, token_count, parts";

/** What a message costs in the prompt: its text (a parts message's text parts), its tool calls and its name. */
export function messageTokens(message: MessageInput): number {
  let tokens = countTokens(message.content ?? "");
  if (message.tool_calls) tokens += countTokens(JSON.stringify(message.tool_calls));
  if (message.name) tokens += countTokens(message.name);
  return tokens;
}

export function toStoredMessage(row: MessageRow): StoredMessage {
  const message: StoredMessage = {
    seq: row.seq,
    role: row.role as StoredMessage["role"],
    content: row.content,
    created_at: row.created_at,
    token_count: row.token_count,
  };
  if (row.name !== null) message.name = row.name;
  // These columns hold JSON this object wrote itself from validated input.
  if (row.tool_calls !== null) message.tool_calls = JSON.parse(row.tool_calls) as ToolCall[];
  if (row.tool_call_id !== null) message.tool_call_id = row.tool_call_id;
  if (row.metadata !== null) message.metadata = JSON.parse(row.metadata) as StoredMessage["metadata"];
  if (row.parts !== null) message.parts = JSON.parse(row.parts) as ContentPart[];
  return message;
}

export function insertMessage(sql: SqlStorage, seq: number, message: MessageInput, now: string): StoredMessage {
  const stored: StoredMessage = {
    seq,
    role: message.role,
    content: message.content,
    created_at: message.created_at ? new Date(message.created_at).toISOString() : now,
    token_count: messageTokens(message),
  };
  if (message.name !== undefined) stored.name = message.name;
  if (message.tool_calls !== undefined) stored.tool_calls = message.tool_calls;
  if (message.tool_call_id !== undefined) stored.tool_call_id = message.tool_call_id;
  if (message.metadata !== undefined) stored.metadata = message.metadata;
  // The text may have changed since the parts were sent (an offload placeholder): store parts that say so.
  if (message.parts !== undefined) stored.parts = reconcileParts(message.parts, message.content);
  sql.exec(
    `INSERT INTO messages (${MESSAGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    stored.seq,
    stored.role,
    stored.content,
    stored.name ?? null,
    stored.tool_calls ? JSON.stringify(stored.tool_calls) : null,
    stored.tool_call_id ?? null,
    stored.metadata ? JSON.stringify(stored.metadata) : null,
    stored.created_at,
    stored.token_count,
    stored.parts ? JSON.stringify(stored.parts) : null,
  );
  return stored;
}

/** Messages with seqs in [fromSeq, toSeq], oldest first, or newest first with `desc` (tail paging). */
export function readMessages(
  sql: SqlStorage,
  fromSeq: number,
  toSeq: number,
  limit: number,
  order: "asc" | "desc" = "asc",
): StoredMessage[] {
  return sql
    .exec<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE seq >= ? AND seq <= ? ORDER BY seq ${order === "desc" ? "DESC" : "ASC"} LIMIT ?`,
      fromSeq,
      toSeq,
      limit,
    )
    .toArray()
    .map(toStoredMessage);
}

/**
 * The newest messages after `afterSeq`, enough to fill `budgetTokens` and never starting in
 * the middle of a tool call's results; a long unsummarized tail is not read whole.
 */
export function readTail(sql: SqlStorage, afterSeq: number, budgetTokens: number | null): StoredMessage[] {
  const cursor = sql.exec<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE seq > ? ORDER BY seq DESC`, afterSeq);
  const rows: MessageRow[] = [];
  let cost = 0;
  for (const row of cursor) {
    if (budgetTokens !== null && cost > budgetTokens && rows.at(-1)?.role !== "tool") break;
    rows.push(row);
    cost += row.token_count;
  }
  return rows.reverse().map(toStoredMessage);
}

export function readMessagesAt(sql: SqlStorage, seqs: number[]): StoredMessage[] {
  return sql
    .exec<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE seq IN (${seqs.map(() => "?").join(", ")}) ORDER BY seq`, ...seqs)
    .toArray()
    .map(toStoredMessage);
}
