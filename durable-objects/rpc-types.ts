import type { ErrorCode } from "../src/lib/errors";
import type { ConversationSettings } from "../src/schemas/settings";
import type { MessageInput, StoredMessage } from "../src/schemas/messages";
import type { SummarySnapshot } from "../src/memory/context";

/** Errors cross the RPC boundary as values: thrown errors would lose their status and code. */
export type DoResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: { status: 400 | 403 | 404 | 409; code: ErrorCode; message: string } };

export interface CallerScope {
  tenantId: string;
  conversationId: string;
  /** A key limited to one user sees only that user's conversations. */
  restrictedUserId: string | null;
}

export interface AppendRequest {
  scope: CallerScope;
  userId: string;
  messages: MessageInput[];
  idempotency: { key: string; bodyHash: string } | null;
}

export interface AppendOutcome {
  messages: StoredMessage[];
  lastSeq: number;
  replayed: boolean;
  summarization: { triggered: boolean; reason?: string; memoryId?: number };
}

export interface ContextRequest {
  scope: CallerScope;
  budgetTokens: number | null;
}

export interface ContextOutcome {
  /** The conversation's owner (long-term memories for a `query` are searched in that user's scope). */
  userId: string;
  summary: SummarySnapshot | null;
  messages: StoredMessage[];
  tokenCount: number;
  fullTokenCount: number;
  droppedMessages: number;
  summaryDropped: boolean;
  source: "memory" | "raw";
}

export interface JobView {
  memoryId: number | null;
  startSeq: number;
  endSeq: number;
  baseMemoryId: number | null;
  deadline: string;
}

export interface ConversationStatus {
  conversationId: string;
  userId: string;
  lastSeq: number;
  messageCount: number;
  fullTokenCount: number;
  summary: Omit<SummarySnapshot, "text"> | null;
  job: JobView | null;
  consecutiveFailures: number;
  circuitOpen: boolean;
  settings: ConversationSettings;
}

export interface TriggerOutcome {
  triggered: boolean;
  reason?: string;
  memoryId?: number;
}
