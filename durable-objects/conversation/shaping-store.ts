import type { CacheState } from "../../src/context/cache-state";
import type { ContextValues } from "../../src/context/context-keys";
import { KvTable } from "./meta-store";
import type { ExchangesState } from "../../src/context/exchanges";
import type { Cycle } from "../../src/context/turns";
import type { CompactionState } from "../../src/conversations/shaping";

export const EMPTY_COMPACTION: CompactionState = { summary: null, count: 0, consecutiveFailures: 0, job: null };

export interface ShapingShape {
  cycle: Cycle;
  rollingSummary: string;
  exchanges: ExchangesState;
  contextKeys: ContextValues;
  workingMemory: { state: Record<string, unknown>; version: number; updatedAt: string };
  workingSchema: { schema: unknown; registeredAt: string };
  screenContext: { content: string; providedAt: string; injectedAt: string | null };
  compaction: CompactionState;
  /** Issue 24: the cache-stable context's snapshots and recalls (durable-objects/conversation/context-cache.ts). */
  contextCache: CacheState;
}

/** The `shaping_state` table: the context-shaping state of one conversation. */
export class ShapingStore extends KvTable<ShapingShape> {
  constructor(sql: SqlStorage) {
    super(sql, "shaping_state");
  }
}
