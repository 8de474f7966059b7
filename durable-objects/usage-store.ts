import { addCounters, usageDay, type Counters, type PreviousRead, type UsageDays } from "../src/usage/counters";
import type { RollupBatch } from "../src/usage/rollup";
import { keyValueTable } from "./sqlite";

/**
 * An object's usage counters, per UTC day (src/usage/counters.ts), and what of them the sweep
 * has rolled up into D1. Counting is a write to the object's own SQLite, inside the transaction
 * of whatever is counted: it adds no D1 write and no round trip to an append or a read.
 */
export const USAGE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS usage (
     day TEXT NOT NULL,
     name TEXT NOT NULL,
     value INTEGER NOT NULL DEFAULT 0,
     rolled INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (day, name)
   )`,
  keyValueTable("usage_state"),
];

interface UsageState {
  /** The last read: what the next read's cached prefix is measured against. */
  lastRead: PreviousRead;
  /** A rollup handed to the sweep and not yet confirmed: handed again, same id, until it is. */
  pending: RollupBatch;
}

export class UsageStore {
  constructor(private readonly sql: SqlStorage) {}

  add(now: number, counters: Counters): void {
    const day = usageDay(now);
    for (const [name, value] of Object.entries(counters)) {
      if (value === 0) continue;
      this.sql.exec(
        `INSERT INTO usage (day, name, value) VALUES (?, ?, ?) ON CONFLICT (day, name) DO UPDATE SET value = value + excluded.value`,
        day,
        name,
        value,
      );
    }
  }

  read(): UsageDays {
    const days = new Map<string, Counters>();
    for (const row of this.sql.exec<{ day: string; name: string; value: number }>(`SELECT day, name, value FROM usage ORDER BY day`)) {
      const counters = days.get(row.day) ?? {};
      counters[row.name] = row.value;
      days.set(row.day, counters);
    }
    const list = [...days].map(([day, counters]) => ({ day, counters }));
    return { totals: addCounters(...list.map((d) => d.counters)), days: list };
  }

  lastRead(): PreviousRead | null {
    return this.state("lastRead") ?? null;
  }

  setLastRead(read: PreviousRead): void {
    this.setState("lastRead", read);
  }

  /**
   * What the sweep should add to D1: the counters not rolled up yet, under an id D1 records
   * with them (so a batch applied twice counts once). A batch handed out and not confirmed is
   * handed out again unchanged; counting goes on meanwhile and joins the next batch.
   */
  takeRollup(tenantId: string, newId: () => string): RollupBatch | null {
    const pending = this.state("pending");
    if (pending) return pending;
    const rows = this.sql
      .exec<{ day: string; name: string; delta: number }>(
        `SELECT day, name, value - rolled AS delta FROM usage WHERE value > rolled ORDER BY day, name`,
      )
      .toArray()
      .map(({ day, name, delta }) => ({ day, name, delta }));
    if (rows.length === 0) return null;
    const batch: RollupBatch = { id: newId(), tenantId, rows };
    this.setState("pending", batch);
    return batch;
  }

  /**
   * Everything not rolled up, before the object is wiped: the pending batch (D1 may hold it
   * already: its id makes a second application count nothing) and what was counted after it.
   */
  drain(tenantId: string, newId: () => string): RollupBatch[] {
    const first = this.takeRollup(tenantId, newId);
    if (!first) return [];
    this.confirmRollup(first.id);
    const rest = this.takeRollup(tenantId, newId);
    return rest ? [first, rest] : [first];
  }

  /** D1 holds the batch: its counters are rolled up. Another id (a stale confirmation) changes nothing. */
  confirmRollup(id: string): boolean {
    const pending = this.state("pending");
    if (!pending || pending.id !== id) return false;
    for (const row of pending.rows) {
      this.sql.exec(`UPDATE usage SET rolled = rolled + ? WHERE day = ? AND name = ?`, row.delta, row.day, row.name);
    }
    this.sql.exec(`DELETE FROM usage_state WHERE key = 'pending'`);
    return true;
  }

  private state<K extends keyof UsageState>(key: K): UsageState[K] | undefined {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM usage_state WHERE key = ?`, key).toArray()[0];
    // Written only by setState, from the same typed shape.
    return row ? (JSON.parse(row.value) as UsageState[K]) : undefined;
  }

  private setState<K extends keyof UsageState>(key: K, value: UsageState[K]): void {
    this.sql.exec(
      `INSERT INTO usage_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      JSON.stringify(value),
    );
  }
}
