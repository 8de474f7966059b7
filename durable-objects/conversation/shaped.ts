import type { StoredMessage } from "../../src/conversations/messages";
import type { ContextOutcome } from "../../src/conversations/outcomes";
import type { StrategySummary } from "../../src/context/items";
import { countTokens } from "../../src/context/tokens";
import { byteLength } from "../../src/lib/utf8";
import { MESSAGE_COLUMNS, toStoredMessage, type MessageRow } from "./message-store";

/** What a strategy hands back: its candidates, before the planner cuts them to the budget. */
export type Shaped = Pick<
  ContextOutcome,
  | "summary"
  | "messages"
  | "tokenCount"
  | "droppedMessages"
  | "summaryDropped"
  | "source"
  | "strategySummary"
  | "compaction"
  | "coveredRange"
  | "fitRule"
  | "tiered"
>;

export const query = (sql: SqlStorage, where: string, ...bindings: SqlStorageValue[]): StoredMessage[] =>
  sql
    .exec<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE ${where}`, ...bindings)
    .toArray()
    .map(toStoredMessage);

export const summaryView = (kind: StrategySummary["kind"], text: string): StrategySummary => ({
  kind,
  text,
  bytes: byteLength(text),
  token_count: countTokens(text),
});
