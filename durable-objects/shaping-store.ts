import type { ContextValues } from "../src/memory/context-keys";
import type { ExchangesState } from "../src/memory/exchanges";
import type { Cycle } from "../src/memory/turns";

export interface CompactionSummary {
  text: string;
  /** The newest seq the summary stands for; messages after it are served as they are. */
  throughSeq: number;
  tokenCount: number;
  createdAt: string;
  method: string;
}

export interface CompactionState {
  summary: CompactionSummary | null;
  count: number;
  consecutiveFailures: number;
  job: { id: string; deadline: number; reactive: boolean } | null;
}

export const EMPTY_COMPACTION: CompactionState = { summary: null, count: 0, consecutiveFailures: 0, job: null };

/** Typed access to the `shaping_state` table: the context-shaping state of one conversation. */
export interface ShapingShape {
  cycle: Cycle;
  rollingSummary: string;
  exchanges: ExchangesState;
  contextKeys: ContextValues;
  workingMemory: { state: Record<string, unknown>; version: number; updatedAt: string };
  workingSchema: { schema: unknown; registeredAt: string };
  screenContext: { content: string; providedAt: string; injectedAt: string | null };
  compaction: CompactionState;
}

export class ShapingStore {
  constructor(private readonly sql: SqlStorage) {}

  get<K extends keyof ShapingShape>(key: K): ShapingShape[K] | undefined {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM shaping_state WHERE key = ?`, key).toArray()[0];
    // Values are written only by set() below, from the same typed shape.
    return row ? (JSON.parse(row.value) as ShapingShape[K]) : undefined;
  }

  set<K extends keyof ShapingShape>(key: K, value: ShapingShape[K]): void {
    this.sql.exec(
      `INSERT INTO shaping_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      JSON.stringify(value),
    );
  }

  delete(key: keyof ShapingShape): void {
    this.sql.exec(`DELETE FROM shaping_state WHERE key = ?`, key);
  }
}
