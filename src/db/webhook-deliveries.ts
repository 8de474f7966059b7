import { and, eq } from "drizzle-orm";
import { database } from "./client";
import { webhookDeliveries } from "./schema";
import { dataShard, webhookSubject } from "./shards";

/**
 * Webhook deliveries, in the data shard placed for (tenant, webhook). Before the shards they
 * lived in the control database's table of the same name: the move job below empties it into
 * the shards, and a claim first moves its own id's legacy row, so a replay of a delivery
 * accepted before the move is still refused while the move is under way.
 */
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const COLUMNS = "tenant_id, delivery_id, webhook_id, body_hash, status, turn_count, result, received_at, completed_at";

interface LegacyDelivery {
  tenant_id: string;
  delivery_id: string;
  webhook_id: string;
  body_hash: string;
  status: string;
  turn_count: number;
  result: string | null;
  received_at: string;
  completed_at: string | null;
}

/** Copies legacy rows into `shard` (a row already there wins), then deletes them from `control`. */
async function moveRows(control: D1Database, shard: D1Database, rows: LegacyDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await shard.batch(
    rows.map((row) =>
      shard
        .prepare(`INSERT OR IGNORE INTO webhook_deliveries (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .bind(
          row.tenant_id,
          row.delivery_id,
          row.webhook_id,
          row.body_hash,
          row.status,
          row.turn_count,
          row.result,
          row.received_at,
          row.completed_at,
        ),
    ),
  );
  await control.batch(
    rows.map((row) =>
      control.prepare(`DELETE FROM webhook_deliveries WHERE webhook_id = ? AND delivery_id = ?`).bind(row.webhook_id, row.delivery_id),
    ),
  );
}

/**
 * One batch of the move from the control database to the shards: resumable (each run takes the
 * rows still there) and idempotent (a copy interrupted before its delete is ignored by the
 * shard's primary key on the next run). Returns the rows moved.
 */
export async function moveLegacyDeliveries(env: Env, batch: number): Promise<number> {
  const { results } = await env.DB.prepare(`SELECT ${COLUMNS} FROM webhook_deliveries LIMIT ?`).bind(batch).all<LegacyDelivery>();
  const byShard = new Map<number, { db: D1Database; rows: LegacyDelivery[] }>();
  for (const row of results) {
    const shard = await dataShard(env, row.tenant_id, webhookSubject(row.webhook_id));
    const group = byShard.get(shard.index) ?? { db: shard.db, rows: [] };
    group.rows.push(row);
    byShard.set(shard.index, group);
  }
  for (const group of byShard.values()) await moveRows(env.DB, group.db, group.rows);
  return results.length;
}

/** Records a delivery as pending; when the id was seen before, the existing row is returned. */
export async function claimDelivery(
  control: D1Database,
  shard: D1Database,
  input: { tenantId: string; deliveryId: string; webhookId: string; bodyHash: string; turnCount: number; receivedAt: string },
): Promise<{ claimed: true } | { claimed: false; existing: DeliveryRow }> {
  const legacy = await control
    .prepare(`SELECT ${COLUMNS} FROM webhook_deliveries WHERE webhook_id = ? AND delivery_id = ?`)
    .bind(input.webhookId, input.deliveryId)
    .all<LegacyDelivery>();
  await moveRows(control, shard, legacy.results);
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
