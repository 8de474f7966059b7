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
