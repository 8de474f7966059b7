import { describe, expect, it } from "vitest";
import { MEMORY_ID_RANGE, memoryIdFloor, shardHint, shardOf, withShardHint } from "../../src/db/placement-rule";

describe("data shard placement rule", () => {
  it("gives one (tenant, subject) the same shard every time", () => {
    expect(shardOf("t1", "user-7", 8)).toBe(shardOf("t1", "user-7", 8));
  });

  it("spreads one tenant's users over every shard", () => {
    const counts = Array.from({ length: 4 }, () => 0);
    for (let i = 0; i < 400; i += 1) {
      const shard = shardOf("big-tenant", `user-${i}`, 4);
      counts[shard] = (counts[shard] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(60);
  });

  it("places everything on shard 0 when there is one shard", () => {
    expect(new Set(Array.from({ length: 50 }, (_, i) => shardOf(`t${i}`, `u${i}`, 1)))).toEqual(new Set([0]));
  });
});

describe("what a memory key and a summary id say about their shard", () => {
  it("keeps the key's format and names the shard in its last four hex digits", () => {
    const key = withShardHint(`mem_${"ab".repeat(16)}`, 5);
    expect(key).toMatch(/^mem_[0-9a-f]{32}$/);
    expect(shardHint(key)).toBe(5);
    expect(key.slice(0, -4)).toBe(`mem_${"ab".repeat(16)}`.slice(0, -4));
  });

  it("reads no hint from a string that is not a memory key", () => {
    expect(shardHint("ttl_1")).toBeNull();
  });

  it("gives every shard its own summary id range, above any id from before the shards", () => {
    expect(memoryIdFloor(0)).toBeGreaterThan(2 ** 32);
    expect(memoryIdFloor(1) - memoryIdFloor(0)).toBe(MEMORY_ID_RANGE);
    expect(Number.isSafeInteger(memoryIdFloor(8190) + MEMORY_ID_RANGE - 1)).toBe(true);
  });
});
