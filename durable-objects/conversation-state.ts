import type { SummarySnapshot } from "../src/memory/context";
import type { ConversationSettings } from "../src/schemas/settings";

/** Typed access to the `meta` key-value table of a conversation. */
export interface MetaShape {
  identity: { tenantId: string; conversationId: string; userId: string; createdAt: string };
  lastSeq: number;
  totalTokens: number;
  summary: SummarySnapshot;
  consecutiveFailures: number;
  settings: Partial<ConversationSettings>;
  /** The last seq handed to the search indexer (durable-objects/search-indexing.ts). */
  indexQueuedThrough: number;
}

export class MetaStore {
  constructor(private readonly sql: SqlStorage) {}

  get<K extends keyof MetaShape>(key: K): MetaShape[K] | undefined {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = ?`, key).toArray()[0];
    // Values are written only by set() below, from the same typed shape.
    return row ? (JSON.parse(row.value) as MetaShape[K]) : undefined;
  }

  set<K extends keyof MetaShape>(key: K, value: MetaShape[K]): void {
    this.sql.exec(
      `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      JSON.stringify(value),
    );
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
  return sql
    .exec<JobRow>(`SELECT memory_id, start_seq, end_seq, base_memory_id, reserved_at, deadline FROM job WHERE id = 1`)
    .toArray()[0];
}
