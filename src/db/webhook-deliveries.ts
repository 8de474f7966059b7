import { and, eq } from "drizzle-orm";
import { database } from "./client";
import { webhookDeliveries } from "./schema";
import { webhookSubject } from "./shards";
import { copyThenDelete, moveLegacyRows, type LegacyRow, type LegacyTable } from "./legacy-move";

/**
 * Webhook deliveries, in the data shard placed for (tenant, webhook). Before the shards they
 * lived in the control database's table of the same name: the move job below empties it into
 * the shards, and a claim first moves its own id's legacy row, so a replay of a delivery
 * accepted before the move is still refused while the move is under way.
 */
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const legacyDeliveries: LegacyTable = { table: webhookDeliveries, subject: (row) => webhookSubject(String(row.webhook_id)) };

/** One batch of the move from the control database to the shards (src/db/legacy-move.ts); returns the rows moved. */
export const moveLegacyDeliveries = (env: Env, batch: number) => moveLegacyRows(env, legacyDeliveries, batch);

/** Records a delivery as pending; when the id was seen before, the existing row is returned. */
export async function claimDelivery(
  control: D1Database,
  shard: D1Database,
  input: { tenantId: string; deliveryId: string; webhookId: string; bodyHash: string; turnCount: number; receivedAt: string },
): Promise<{ claimed: true } | { claimed: false; existing: DeliveryRow }> {
  const legacy = await control
    .prepare(`SELECT * FROM webhook_deliveries WHERE webhook_id = ? AND delivery_id = ?`)
    .bind(input.webhookId, input.deliveryId)
    .all<LegacyRow>();
  await copyThenDelete(control, shard, webhookDeliveries, legacy.results);
  const db = database(shard);
  const inserted = await db
    .insert(webhookDeliveries)
    .values({ ...input, status: "pending" })
    .onConflictDoNothing()
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  if (inserted.length === 1) return { claimed: true };
  const existing = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, input.webhookId), eq(webhookDeliveries.deliveryId, input.deliveryId)))
    .get();
  if (!existing) throw new Error("delivery conflict without a row");
  return { claimed: false, existing };
}

/**
 * Records the delivery's answer. The first run to finish writes it over the pending row; a
 * concurrent run of the same delivery finishing later never overwrites it, it folds its own
 * outcome in with `merge` (compare-and-set on the recorded text, retried if another run moved
 * it meanwhile), so what one run stored is never recorded as replayed. Returns the recorded
 * answer and whether this run wrote it first.
 */
export async function completeDelivery(
  shard: D1Database,
  delivery: { webhookId: string; deliveryId: string },
  result: string,
  merge: (recorded: string) => string,
): Promise<{ first: boolean; recorded: string }> {
  const db = database(shard);
  const key = and(eq(webhookDeliveries.webhookId, delivery.webhookId), eq(webhookDeliveries.deliveryId, delivery.deliveryId));
  const written = await db
    .update(webhookDeliveries)
    .set({ status: "ingested", result, completedAt: new Date().toISOString() })
    .where(and(key, eq(webhookDeliveries.status, "pending")))
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  if (written.length === 1) return { first: true, recorded: result };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const recorded = (await db.select({ result: webhookDeliveries.result }).from(webhookDeliveries).where(key).get())?.result ?? null;
    if (recorded === null) break;
    const merged = merge(recorded);
    if (merged === recorded) return { first: false, recorded };
    const moved = await db
      .update(webhookDeliveries)
      .set({ result: merged })
      .where(and(key, eq(webhookDeliveries.result, recorded)))
      .returning({ deliveryId: webhookDeliveries.deliveryId });
    if (moved.length === 1) return { first: false, recorded: merged };
  }
  return { first: false, recorded: result };
}

/** Housekeeping in one shard: delivery ids older than the retry window. */
export async function deleteOldDeliveries(shard: D1Database, receivedBefore: string, batch: number): Promise<number> {
  const result = await shard
    .prepare(`DELETE FROM webhook_deliveries WHERE rowid IN (SELECT rowid FROM webhook_deliveries WHERE received_at < ? LIMIT ?)`)
    .bind(receivedBefore, batch)
    .run();
  return result.meta.changes ?? 0;
}
