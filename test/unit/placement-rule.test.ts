import { describe, expect, it } from "vitest";
import { shardOf } from "../../src/db/placement-rule";

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
