import { deleteOldDeliveries, moveLegacyDeliveries } from "../db/webhook-deliveries";
import { allDataShards } from "../db/shards";
import { serviceConfig } from "../lib/config";

const DAY_MS = 86_400_000;

/**
 * Bookkeeping rows that only matter for a while: delivery ids (kept past any platform's
 * retry window, WEBHOOK_DELIVERY_RETENTION_DAYS), webhook secrets whose rotation overlap has
 * ended, webhooks revoked longer ago than the delivery retention (with their secrets: a revoked
 * webhook verifies nothing, and a tenant that creates and revokes in a loop would otherwise grow
 * its list without bound), and old sweep records. Each table loses at most `batch` rows per run. Deliveries
 * still in the control database (written before the data shards) move to their shard first.
 */
export async function housekeeping(env: Env, now: Date, batch: number): Promise<number> {
  const config = serviceConfig(env);
  const deliveriesBefore = new Date(now.getTime() - config.WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS).toISOString();
  const runsBefore = new Date(now.getTime() - config.SWEEP_RUN_RETENTION_DAYS * DAY_MS).toISOString();
  await moveLegacyDeliveries(env, batch);
  let deliveries = 0;
  for (const shard of allDataShards(env)) deliveries += await deleteOldDeliveries(shard.db, deliveriesBefore, batch);
  // The same ordered slice in both statements: a webhook's secrets go with it, never without it.
  const revokedSlice = `SELECT id FROM webhooks WHERE revoked_at IS NOT NULL AND revoked_at < ? ORDER BY id LIMIT ?`;
  const results = await env.DB.batch([
    env.DB.prepare(`DELETE FROM webhook_secrets WHERE webhook_id IN (${revokedSlice})`).bind(deliveriesBefore, batch),
    env.DB.prepare(`DELETE FROM webhooks WHERE id IN (${revokedSlice})`).bind(deliveriesBefore, batch),
    env.DB.prepare(
      `DELETE FROM webhook_secrets WHERE rowid IN (SELECT rowid FROM webhook_secrets WHERE expires_at IS NOT NULL AND expires_at <= ? LIMIT ?)`,
    ).bind(now.toISOString(), batch),
    env.DB.prepare(`DELETE FROM sweep_runs WHERE id IN (SELECT id FROM sweep_runs WHERE started_at < ? LIMIT ?)`).bind(runsBefore, batch),
  ]);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), deliveries);
}
