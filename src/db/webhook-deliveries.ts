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

export async function completeDelivery(shard: D1Database, webhookId: string, deliveryId: string, result: string): Promise<void> {
  await database(shard)
    .update(webhookDeliveries)
    .set({ status: "ingested", result, completedAt: new Date().toISOString() })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.deliveryId, deliveryId)));
}

/** Housekeeping in one shard: delivery ids older than the retry window. */
export async function deleteOldDeliveries(shard: D1Database, receivedBefore: string, batch: number): Promise<number> {
  const result = await shard
    .prepare(`DELETE FROM webhook_deliveries WHERE rowid IN (SELECT rowid FROM webhook_deliveries WHERE received_at < ? LIMIT ?)`)
    .bind(receivedBefore, batch)
    .run();
  return result.meta.changes ?? 0;
}
