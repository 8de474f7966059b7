import { serviceConfig } from "../lib/config";
import { memoryIdFloor, shardHint, shardOf } from "./placement-rule";

/**
 * D1 data shards. `DB` is the control database (tenants, keys, registry, settings, placements);
 * the data databases DB_0 ... DB_{DATA_SHARDS-1} hold the per-message and per-round rows: a
 * user's summary chain, offloads and long-term memories, a webhook's deliveries. Each (tenant,
 * subject) is placed once, on its first write, and the placement is read back ever after:
 * one subject's rows stay together, and adding shards moves nothing already placed.
 */
export interface DataShard {
  index: number;
  db: D1Database;
}

const isD1 = (value: unknown): value is D1Database => typeof value === "object" && value !== null && "prepare" in value && "batch" in value;

/** The binding DB_<index>; the generated Env names only DB_0, later shards are added in wrangler.toml. */
export function shardBinding(env: Env, index: number): D1Database {
  const binding: unknown = Reflect.get(env, `DB_${index}`);
  if (!isD1(binding)) throw new Error(`data shard DB_${index} is not bound (DATA_SHARDS=${serviceConfig(env).DATA_SHARDS})`);
  return binding;
}

/** Every configured data shard, for work that visits them all (sweep, housekeeping). */
export function allDataShards(env: Env): DataShard[] {
  return Array.from({ length: serviceConfig(env).DATA_SHARDS }, (_, index) => ({ index, db: shardBinding(env, index) }));
}

/** Per-isolate: a placement never changes once written, so it never goes stale. */
const placements = new Map<string, number>();
const MAX_CACHED = 50_000;

export const webhookSubject = (webhookId: string) => `webhook:${webhookId}`;

/** The shard of (tenant, subject), placing it now if it has none. */
export async function dataShard(env: Env, tenantId: string, subject: string): Promise<DataShard> {
  const cacheKey = `${tenantId}\u0000${subject}`;
  let index = placements.get(cacheKey);
  if (index === undefined) {
    const proposed = shardOf(tenantId, subject, serviceConfig(env).DATA_SHARDS);
    // Two first writes may race: the INSERT keeps the first, and the read in the same batch sees it.
    const [, placed] = await env.DB.batch([
      env.DB.prepare(`INSERT OR IGNORE INTO data_placements (tenant_id, subject, shard) VALUES (?, ?, ?)`).bind(
        tenantId,
        subject,
        proposed,
      ),
      env.DB.prepare(`SELECT shard FROM data_placements WHERE tenant_id = ? AND subject = ?`).bind(tenantId, subject),
    ]);
    const row: unknown = placed?.results[0];
    index = typeof row === "object" && row !== null && "shard" in row && typeof row.shard === "number" ? row.shard : proposed;
    if (placements.size >= MAX_CACHED) placements.clear();
    placements.set(cacheKey, index);
  }
  return { index, db: shardBinding(env, index) };
}

/** A user's shard: their memories, offloads and the summary chains of their conversations. */
export const userShard = (env: Env, tenantId: string, userId: string) => dataShard(env, tenantId, userId);

/**
 * The shards that may hold a memory key's row, most likely first: the user's when known, else
 * the one the key names (src/db/placement-rule.ts), then the others (keys older than the shards).
 */
export async function keyShards(env: Env, tenantId: string, key: string, userId: string | null): Promise<DataShard[]> {
  if (userId !== null) return [await userShard(env, tenantId, userId)];
  const all = allDataShards(env);
  const hint = shardHint(key);
  const first = all.find((shard) => shard.index === hint);
  return first ? [first, ...all.filter((shard) => shard !== first)] : all;
}

/** Shards whose summary ids start at their floor (once per isolate: the floor never moves). */
const floored = new Set<number>();

/**
 * Raises the shard's `memory` id sequence to its floor. AUTOINCREMENT remembers the highest id
 * ever inserted, so a row inserted at the floor and deleted at once is enough, and a repeat
 * (another isolate) changes nothing.
 */
export async function ensureMemoryIdFloor(shard: DataShard): Promise<void> {
  if (floored.has(shard.index)) return;
  const floor = memoryIdFloor(shard.index);
  await shard.db.batch([
    shard.db
      .prepare(
        `INSERT OR IGNORE INTO memory (memory_id, tenant_id, conversation_id, user_id, start_sequence, end_sequence, status)
         VALUES (?, '', '', '', 0, -1, 'failed')`,
      )
      .bind(floor),
    shard.db.prepare(`DELETE FROM memory WHERE memory_id = ? AND tenant_id = ''`).bind(floor),
  ]);
  floored.add(shard.index);
}
