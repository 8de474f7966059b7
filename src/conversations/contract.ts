import type { ConversationSettings, ConversationSettingsPatch } from "./settings";
import type { StoredMessage } from "./messages";
import type { SummarySnapshot } from "../context/assemble";
import type { Result } from "../lib/errors";
import type {
  AppendOutcome,
  AppendRequest,
  CallerScope,
  ContextOutcome,
  ContextRequest,
  ConversationStatus,
  IndexReport,
  IndexReview,
  IndexStatusView,
  OffloadPolicy,
  PurgeOutcome,
  TriggerOutcome,
  TruncateOutcome,
} from "./outcomes";
import type { ShapingInput, ShapingOpName, ShapingOutput } from "./shaping";
import type { UsageDays, UsageReport } from "../usage/counters";
import type { RollupBatch } from "../usage/rollup";

/**
 * The conversation object's RPC methods, owned here so that callers in src depend on this
 * contract and never on the class (durable-objects/conversation.ts implements it). Every
 * method that a caller outside the service's own jobs can reach checks its `CallerScope`.
 */
export interface ConversationContract {
  append(request: AppendRequest): Promise<Result<AppendOutcome>>;
  /** The threshold and tool calls the Worker needs to offload an append's large contents. */
  /** With the append's Idempotency-Key, it also runs the append's checks before anything is offloaded. */
  offloadPolicy(
    scope: CallerScope,
    userId: string,
    toolCallIds: string[],
    idempotency?: AppendRequest["idempotency"],
  ): Promise<Result<OffloadPolicy>>;
  /** For the sweep: which of these stored contents' keys a message holds, and at which seq. */
  findContentRefs(keys: string[]): Promise<Record<string, number>>;
  /** For the describe job: swaps a placeholder for one with a better description. */
  replaceContentRef(seq: number, from: string, to: string): Promise<{ replaced: boolean; current: string | null }>;
  /** Does nothing: the benchmark's floor for one round trip to the object. */
  ping(): Promise<true>;
  getMessages(scope: CallerScope, fromSeq: number, toSeq: number, limit: number, order?: "asc" | "desc"): Promise<Result<StoredMessage[]>>;
  /** Messages at these seqs (a context's neighbouring turns of retrieved items), at most 100. */
  messagesAt(scope: CallerScope, seqs: number[]): Promise<Result<StoredMessage[]>>;
  getContext(request: ContextRequest): Promise<Result<ContextOutcome>>;
  /** Context shaping: one checked entry for the operations declared in ./shaping.ts. */
  shape<K extends ShapingOpName>(scope: CallerScope, op: K, input: ShapingInput<K>): Promise<Result<ShapingOutput<K>>>;
  status(scope: CallerScope): Promise<Result<ConversationStatus>>;
  updateSettings(scope: CallerScope, patch: ConversationSettingsPatch): Promise<Result<ConversationSettings>>;
  /** An explicit retry: closes the circuit breaker and triggers a summary if one is due. */
  retrySummarization(scope: CallerScope): Promise<Result<TriggerOutcome>>;
  /** The summary job's verdict, once D1 has recorded it. */
  completeJob(summaryId: number, summary: SummarySnapshot): Promise<void>;
  failJob(summaryId: number): Promise<void>;
  /** The indexer's verdict on an index_messages job. */
  indexReport(report: IndexReport): Promise<void>;
  /**
   * The sweep's recovery: re-sends every message not confirmed indexed. With `review` (the
   * index watch), only those that waited `afterMs` with no progress; says whether all is indexed.
   */
  recoverIndexing(review?: { now: number; afterMs: number }): Promise<IndexReview>;
  indexStatus(scope: CallerScope): Promise<Result<IndexStatusView>>;
  destroy(scope: CallerScope): Promise<Result<{ deletedMessages: number }>>;
  truncate(scope: CallerScope, fromSeq: number): Promise<Result<TruncateOutcome>>;
  purge(scope: CallerScope, inactiveBefore: number | null): Promise<PurgeOutcome>;
  /** Counts a context read's answer or a job's model calls (src/usage/); nothing for a caller who may not see it. */
  recordUsage(scope: CallerScope, report: UsageReport): Promise<void>;
  /** The usage counted so far, live, by UTC day. */
  usage(scope: CallerScope): Promise<Result<UsageDays>>;
  /** The sweep's rollup: confirms the batch D1 now holds, hands the next (src/usage/rollup.ts). */
  usageRollup(confirmedId: string | null): Promise<RollupBatch | null>;
}
