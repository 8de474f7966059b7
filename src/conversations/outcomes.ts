import type { BreakerView } from "../summaries/breaker";
import type { ContextBudget } from "../context/budget";
import type { ConversationSettings } from "./settings";
import type { MessageInput, StoredMessage } from "./messages";
import type { SummarySnapshot } from "../context/assemble";
import type { ContextStrategy } from "../context/defaults";
import type { CompactionReport, InjectedItem, StrategySummary } from "../context/items";
import type { StableMaterial } from "../context/cache-state";
import type { FitRule } from "../context/fit";
import type { TieredCandidates } from "../context/compaction";
import type { RollupBatch } from "../usage/rollup";

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
  /**
   * `rest`: an Idempotency-Key header; `webhook`: `<webhook id>/<delivery id>`. Separate
   * namespaces, so no REST key can name (and so swallow) a webhook delivery's append.
   */
  idempotency: { namespace: IdempotencyNamespace; key: string; bodyHash: string } | null;
}

export type IdempotencyNamespace = "rest" | "webhook";

export interface AppendOutcome {
  messages: StoredMessage[];
  lastSeq: number;
  replayed: boolean;
  summarization: { triggered: boolean; reason?: string; memoryId?: number };
}

export interface ContextRequest {
  scope: CallerScope;
  /** The read's `cache_stable`; absent: the conversation's setting decides. */
  cacheStable?: boolean;
  /** A read with no side effects (the inspector's): the screen context stays pending, no job starts. */
  preview?: boolean;
}

export interface ContextOutcome {
  /**
   * The conversation's owner (long-term memories for a `query` are searched in that user's
   * scope); null for a conversation never written, or not visible to the caller (it looks the same).
   */
  userId: string | null;
  /** The conversation's `user_facts` setting: whether its context carries the user's facts. */
  userFacts: boolean;
  /**
   * The strategy's candidates, not yet cut to the budget: the planner does that (fitRule says
   * how; fitCandidates in src/context/fit.ts), so these fields describe the unfitted context.
   */
  fitRule: FitRule;
  /** What seed 004's compaction steps read (the tiered strategy; null for the others). */
  tiered: TieredCandidates | null;
  summary: SummarySnapshot | null;
  messages: StoredMessage[];
  tokenCount: number;
  fullTokenCount: number;
  droppedMessages: number;
  summaryDropped: boolean;
  source: "memory" | "raw";
  strategy: ContextStrategy;
  /** Pinned instructions, context keys, working memory, screen context, cached tool results. */
  injected: InjectedItem[];
  /** The rolling-lines / exchanges / compaction summary, when the strategy has one. */
  strategySummary: StrategySummary | null;
  /** What the tiered strategy's steps did: null from the object; the planner's fit fills it (fitCandidates). */
  compaction: CompactionReport | null;
  /** The first user message (the task), when the conversation pins it. */
  task: StoredMessage | null;
  /** What the turn being answered costs (from its user message on; the newest answer after a finished turn). */
  turnTokens: number;
  /** Messages in the history (seqs 0..historyCount-1). */
  historyCount: number;
  /** The seqs the strategy's summary stands for, when it has one. */
  coveredRange: { from: number; to: number } | null;
  contextBudget: ContextBudget;
  /** Issue 24: a cache-stable read's state and messages (sliding-window with cache_stable on), else null. */
  stable: StableMaterial | null;
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
  breaker: BreakerView;
  settings: ConversationSettings;
}

export interface TriggerOutcome {
  triggered: boolean;
  reason?: string;
  memoryId?: number;
}

export interface PurgeOutcome {
  purged: boolean;
  /** Why nothing was purged: no such conversation, another user's, or active after the cutoff. */
  reason?: "not_found" | "not_visible" | "active";
  deletedMessages: number;
  /** Messages had seqs 0..lastSeq (their vector ids derive from it). */
  lastSeq: number;
  userId: string | null;
  /** The purged generation's creation time: the registry row is deleted only if it still says so. */
  createdAt: string | null;
  /** The usage the sweep had not rolled up yet, for the caller to add to D1 (absent when nothing was purged). */
  usage?: RollupBatch[];
}

export interface TruncateOutcome {
  deletedMessages: number;
  /** The last seq now (fromSeq - 1 after a truncation); the next append continues after it. */
  lastSeq: number;
  /** The summary the conversation falls back to. */
  summary: SummarySnapshot | null;
  /** The summary job cancelled because it covered removed messages (its D1 row must go). */
  cancelledJob: number | null;
  userId: string;
}

/**
 * The offload's small helpers inside the conversation object: the offload itself happens in the
 * Worker (src/contents/offload.ts); the object only answers what the Worker cannot know.
 */
export interface OffloadPolicy {
  thresholdTokens: number;
  /** The calls that the tool outputs being offloaded answer, to describe them by command. */
  toolCalls: Record<string, { name: string; arguments: string }>;
  /** The append's Idempotency-Key was already answered with this body: it will replay, storing nothing. */
  replay?: boolean;
}

export interface IndexStatusView {
  lastSeq: number;
  indexedThroughSeq: number;
  pending: { fromSeq: number; toSeq: number } | null;
  failed: { fromSeq: number; toSeq: number; reason: string; failedAt: string } | null;
}

/** What the queue consumer reports after an index_messages job (success, or given up on). */
export type IndexReport =
  | { ok: true; userId: string; fromSeq: number; toSeq: number; epoch?: number }
  | { ok: false; userId: string; fromSeq: number; toSeq: number; reason: string; epoch?: number };

/** The sweep's look at one watched conversation: whether it re-sent, and whether all is indexed. */
export interface IndexReview {
  sent: boolean;
  settled: boolean;
}
