import type { ConversationStatus } from "../../src/conversations/outcomes";
import type { RegistryListing } from "../../src/db/conversations-registry";
import type { IndexMark } from "../../src/search/index-mark";
import type { SummarySnapshot } from "../../src/context/assemble";
import type { ConversationSettings, ConversationSettingsPatch } from "../../src/conversations/settings";
import { breakerView, type BreakerLimits, type BreakerState } from "../../src/summaries/breaker";

/** Typed access to the `meta` key-value table of a conversation. */
export interface MetaShape {
  identity: { tenantId: string; conversationId: string; userId: string; createdAt: string };
  lastSeq: number;
  /** The seq of the last message that ended a round (an assistant answer without tool calls). */
  roundEndSeq: number;
  totalTokens: number;
  summary: SummarySnapshot;
  consecutiveFailures: number;
  /** The summarization breaker's cooldown (src/summaries/breaker.ts); absent while closed. */
  breaker: BreakerState;
  settings: ConversationSettingsPatch;
  /** Epoch ms of the last append (retention measures inactivity from it). */
  lastActivityAt: number;
  /** Epoch ms of the last write to the D1 registry; absent until the object is registered. */
  registryWrittenAt: number;
  /** What the registry row last got for the conversations list (registry-listing.ts). */
  registryListing: RegistryListing;
  /** Highest seq ever purged from this object: the only thing a purge leaves behind. */
  purgedLastSeq: number;
  /** The last seq handed to the search indexer (durable-objects/conversation/search-indexing.ts). */
  indexQueuedThrough: number;
  /** What the indexer confirmed written (durable-objects/search-indexing.ts). */
  indexMark: IndexMark;
  /** The last index job given up on, until a later confirmation covers it. */
  indexFailed: { fromSeq: number; toSeq: number; reason: string; failedAt: string };
  /** How many truncations removed messages (index jobs carry it: durable-objects/conversation/search-indexing.ts). */
  indexEpoch: number;
  /** The latest truncations as [epoch it started, its from_seq], oldest first (bounded). */
  indexTruncations: Array<[number, number]>;
  /** Epoch ms since which messages have waited unconfirmed with no progress of the mark; absent when all are indexed. */
  indexWaitingSince: number;
  /** The value this object last wrote to the registry's index_pending_since (the sweep's watch); absent when disarmed. */
  indexWatchArmedAt: string;
  /** The last seq handed to fact extraction (durable-objects/fact-extraction.ts). */
  factsQueuedThrough: number;
}

/** Typed access to one of the conversation's key-value tables (JSON values of a declared shape). */
export class KvTable<Shape> {
  constructor(
    private readonly sql: SqlStorage,
    private readonly table: "meta" | "shaping_state",
  ) {}

  get<K extends keyof Shape & string>(key: K): Shape[K] | undefined {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM ${this.table} WHERE key = ?`, key).toArray()[0];
    // Values are written only by set() below, from the same typed shape.
    return row ? (JSON.parse(row.value) as Shape[K]) : undefined;
  }

  set<K extends keyof Shape & string>(key: K, value: Shape[K]): void {
    this.sql.exec(
      `INSERT INTO ${this.table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      JSON.stringify(value),
    );
  }

  delete(key: keyof Shape & string): void {
    this.sql.exec(`DELETE FROM ${this.table} WHERE key = ?`, key);
  }
}

export class MetaStore extends KvTable<MetaShape> {
  constructor(sql: SqlStorage) {
    super(sql, "meta");
  }
}

export interface JobRow extends Record<string, SqlStorageValue> {
  memory_id: number | null;
  start_seq: number;
  end_seq: number;
  base_memory_id: number | null;
  reserved_at: number;
  deadline: number;
}

export function currentJob(sql: SqlStorage): JobRow | undefined {
  return sql.exec<JobRow>(`SELECT memory_id, start_seq, end_seq, base_memory_id, reserved_at, deadline FROM job WHERE id = 1`).toArray()[0];
}

/** The status view of a conversation (GET /v1/conversations/{id}). */
export function conversationStatus(
  sql: SqlStorage,
  meta: MetaStore,
  identity: MetaShape["identity"],
  settings: ConversationSettings,
  limits: BreakerLimits,
  now: number,
): ConversationStatus {
  const job = currentJob(sql);
  const summary = meta.get("summary");
  const failures = meta.get("consecutiveFailures") ?? 0;
  const lastSeq = meta.get("lastSeq") ?? -1;
  return {
    conversationId: identity.conversationId,
    userId: identity.userId,
    lastSeq,
    messageCount: lastSeq + 1,
    fullTokenCount: meta.get("totalTokens") ?? 0,
    summary: summary
      ? { memoryId: summary.memoryId, startSeq: summary.startSeq, endSeq: summary.endSeq, tokenCount: summary.tokenCount }
      : null,
    job: job
      ? {
          memoryId: job.memory_id,
          startSeq: job.start_seq,
          endSeq: job.end_seq,
          baseMemoryId: job.base_memory_id,
          deadline: new Date(job.deadline).toISOString(),
        }
      : null,
    consecutiveFailures: failures,
    circuitOpen: failures >= settings.max_consecutive_failures,
    breaker: breakerView(failures, meta.get("breaker"), limits, now),
    settings,
  };
}
