import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { registryRow, type RegistryKey } from "../db/conversations-registry";
import { conversationsRegistry, tenantUsage, usageRollups } from "../db/schema";
import { isCounterName, type Counters } from "./counters";
import { log } from "../lib/log";

/** One counter's increase on one day, as an object hands it to the rollup. */
export interface RollupRow {
  day: string;
  name: string;
  delta: number;
}

/** An object's counters not yet in D1, under the id that makes applying them idempotent. */
export interface RollupBatch {
  id: string;
  tenantId: string;
  rows: RollupRow[];
}

/**
 * An object the sweep rolls up: asked with null, it hands its batch; asked with the id of the
 * batch D1 now holds, it confirms that batch and hands the next (or null).
 */
export interface UsageSource {
  usageRollup(confirmedId: string | null): Promise<RollupBatch | null>;
}

/** Conversations whose registered activity is older than this are not visited again (their late usage waits for their next append). */
export const ROLLUP_LOOKBACK_DAYS = 7;
/** Statements per D1 batch, each batch under its own id: an object idle for weeks hands many days at once. */
const ROWS_PER_BATCH = 50;
/** Applied batch ids kept this long: far longer than an unconfirmed batch can wait for the next sweep. */
const LEDGER_KEEP_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validRow = (row: RollupRow) => DAY.test(row.day) && isCounterName(row.name) && Number.isSafeInteger(row.delta) && row.delta > 0;

/**
 * Adds a batch to the tenant's daily counters, in one D1 transaction per chunk with its id in
 * the ledger: a chunk whose id D1 already holds adds nothing (the object may hand the same
 * batch again when its confirmation was lost).
 */
export async function applyRollup(d1: D1Database, batch: RollupBatch, nowIso: string): Promise<number> {
  const rows = batch.rows.filter(validRow);
  let applied = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    const id = `${batch.id}:${start / ROWS_PER_BATCH}`;
    const chunk = rows.slice(start, start + ROWS_PER_BATCH);
    const statements = chunk.map((row) =>
      d1
        .prepare(
          `INSERT INTO tenant_usage (tenant_id, day, name, value)
           SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM usage_rollups WHERE id = ?)
           ON CONFLICT (tenant_id, day, name) DO UPDATE SET value = value + excluded.value`,
        )
        .bind(batch.tenantId, row.day, row.name, row.delta, id),
    );
    statements.push(
      d1.prepare(`INSERT OR IGNORE INTO usage_rollups (id, tenant_id, applied_at) VALUES (?, ?, ?)`).bind(id, batch.tenantId, nowIso),
    );
    await d1.batch(statements);
    applied += chunk.length;
  }
  return applied;
}

/** Batches one object may hand in one visit (it counts on while the sweep writes). */
const MAX_BATCHES_PER_VISIT = 3;

/** One object's rollup: each batch it hands is added to D1, then confirmed. Returns the batches applied. */
export async function rollUp(d1: D1Database, source: UsageSource, nowIso: string): Promise<number> {
  let batch = await source.usageRollup(null);
  let applied = 0;
  while (batch && applied < MAX_BATCHES_PER_VISIT) {
    await applyRollup(d1, batch, nowIso);
    applied += 1;
    batch = await source.usageRollup(batch.id);
  }
  return applied;
}

/**
 * A deleted conversation's last usage (durable-objects/usage-store.ts drain): added to D1 so
 * the tenant's totals keep what it cost. A failure is logged and does not hold the delete.
 */
export async function keepDrainedUsage(d1: D1Database, batches: RollupBatch[], nowIso: string): Promise<void> {
  for (const batch of batches) {
    try {
      await applyRollup(d1, batch, nowIso);
    } catch (error) {
      log("warn", "usage_rollup_lost", { tenantId: batch.tenantId, rows: batch.rows.length, error: String(error) });
    }
  }
}

/** A conversation due for a rollup visit, and whose it is. */
export type DueConversation = RegistryKey & { userId: string };

/**
 * Conversations the sweep should visit: active in the lookback, and not visited since a grace
 * period after their last registered activity. The registry lags activity by at most the
 * activity interval, and jobs report within the stuck-job time, so the grace is their sum: a
 * conversation keeps being visited until a visit comes after all of its usage could have.
 * Never visited first, then the longest unvisited.
 */
export async function dueConversations(
  db: Database,
  input: { now: Date; graceSeconds: number; limit: number },
): Promise<DueConversation[]> {
  const nowIso = input.now.toISOString();
  const c = conversationsRegistry;
  return db
    .select({ tenantId: c.tenantId, conversationId: c.conversationId, userId: c.userId })
    .from(c)
    .where(
      and(
        gte(c.lastActivityAt, sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${nowIso}, ${`-${ROLLUP_LOOKBACK_DAYS} days`})`),
        sql`(${c.usageRolledAt} IS NULL OR ${c.usageRolledAt} < strftime('%Y-%m-%dT%H:%M:%fZ', ${c.lastActivityAt}, ${`+${input.graceSeconds} seconds`}))`,
      ),
    )
    .orderBy(sql`COALESCE(${c.usageRolledAt}, '')`, asc(c.lastActivityAt))
    .limit(input.limit);
}

export async function markRolledUp(db: Database, row: DueConversation, nowIso: string): Promise<void> {
  const c = conversationsRegistry;
  await db.update(c).set({ usageRolledAt: nowIso }).where(registryRow(row));
}

/** Ledger ids old enough that no object can still hand their batch again. */
export async function pruneRollupLedger(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LEDGER_KEEP_DAYS * 86_400_000).toISOString();
  const removed = await db.delete(usageRollups).where(lte(usageRollups.appliedAt, cutoff)).returning({ id: usageRollups.id });
  return removed.length;
}

/** A tenant's rolled-up counters for the days from `from` to `to` (inclusive), oldest first. */
export async function tenantUsageDays(
  db: Database,
  tenantId: string,
  from: string,
  to: string,
): Promise<Array<{ day: string; counters: Counters }>> {
  const t = tenantUsage;
  const rows = await db
    .select({ day: t.day, name: t.name, value: t.value })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), gte(t.day, from), lte(t.day, to)))
    .orderBy(asc(t.day));
  const days = new Map<string, Counters>();
  for (const row of rows) {
    const counters = days.get(row.day) ?? {};
    counters[row.name] = row.value;
    days.set(row.day, counters);
  }
  return [...days].map(([day, counters]) => ({ day, counters }));
}
