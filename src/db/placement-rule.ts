/**
 * The shard a new (tenant, subject) is placed on: FNV-1a of both ids, modulo the shards
 * configured at that moment. Hashing the subject with the tenant spreads one large tenant's
 * users over every shard; the result is recorded (src/db/shards.ts), so a later change of the
 * shard count only affects subjects placed after it.
 */
export function shardOf(tenantId: string, subject: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${tenantId}\u0000${subject}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % Math.max(1, shards);
}

/**
 * Where a shard's summary ids start. Every shard numbers its `memory` rows from its own range,
 * so an id names one summary across the deployment (search documents and vectors are keyed by
 * it), and rows moved from the control database (ids below the first range) never collide
 * with the shard's own. 2^40 ids per shard, 8,191 shards below 2^53.
 */
export const MEMORY_ID_RANGE = 2 ** 40;
export const memoryIdFloor = (shard: number) => (shard + 1) * MEMORY_ID_RANGE;

const HINT_DIGITS = 4;

/**
 * A memory key (`mem_` + 32 hex) carries the shard of its user in its last four hex digits,
 * so a caller that knows only the key (a tenant-wide key, a queue job) reads one shard. Keys
 * written before the shards carry random digits there: the hint is only a first guess.
 */
export function withShardHint(key: string, shard: number): string {
  return `${key.slice(0, -HINT_DIGITS)}${shard.toString(16).padStart(HINT_DIGITS, "0").slice(-HINT_DIGITS)}`;
}

export function shardHint(key: string): number | null {
  const digits = /^mem_[0-9a-f]{28}([0-9a-f]{4})$/.exec(key)?.[1];
  return digits === undefined ? null : Number.parseInt(digits, 16);
}
