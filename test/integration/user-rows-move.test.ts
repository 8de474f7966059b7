import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shardOf } from "../../src/db/placement-rule";
import { api, append, newTenant, round, type TestKey } from "../helpers/api";
import { acrossShards, servedBy, sweep, twoShardEnv } from "../helpers/shards";

/**
 * A database in the layout from before the data shards: summary chains, their roll-ups,
 * long-term memories and offloads in the control database. The move puts them in their user's
 * shard and every route serves them as before.
 */
interface Legacy {
  userId: string;
  conversationId: string;
  summaryIds: number[];
  memoryKeys: string[];
}

const hex = (n: number) => Array.from({ length: 32 }, (_, i) => ((n * 7 + i * 3) % 16).toString(16)).join("");

/** The user's conversation (created through the API), then its rows written straight into the control database. */
async function oldLayout(tenant: TestKey, userId: string, base: number): Promise<Legacy> {
  const conversationId = `conv-${userId}`;
  await append(api(tenant), conversationId, round(1), userId);
  const t = tenant.tenantId;
  const summaryIds = [base + 1, base + 2, base + 3];
  const chain = `INSERT INTO memory (memory_id, tenant_id, conversation_id, user_id, memory_text, start_sequence, end_sequence, base_memory_id, status, error, generation_time_ms, created_at, completed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const keys = { note: `mem_${hex(base)}`, blob: `mem_${hex(base + 1)}`, offload: `mem_${hex(base + 2)}` };
  await env.BLOBS.put(`${t}/${userId}/${keys.blob}`, `blob content of ${userId}`);
  const memoryRow = `INSERT INTO agent_memories (memory_key, tenant_id, user_id, conversation_id, source_seq, memory_type, description, content, r2_key, content_bytes, token_count, origin, line_count)
     VALUES (?, ?, ?, ?, ?, 'note', ?, ?, ?, ?, 4, ?, 1)`;
  await env.DB.batch([
    env.DB.prepare(chain).bind(summaryIds[0], t, conversationId, userId, `first of ${userId}`, 0, 5, null, "completed", null, 10),
    env.DB.prepare(chain).bind(summaryIds[1], t, conversationId, userId, `second of ${userId}`, 0, 9, summaryIds[0], "completed", null, 20),
    env.DB.prepare(chain).bind(summaryIds[2], t, conversationId, userId, null, 4, 13, summaryIds[1], "failed", "llm down", null),
    env.DB.prepare(
      `INSERT INTO memory_archive (tenant_id, conversation_id, user_id, versions, completed, failed, timed, generation_time_ms_sum, generation_time_ms_max, archived_at)
       VALUES (?, ?, ?, 4, 4, 0, 4, 40, 15, '2026-01-01T00:00:00.000Z')`,
    ).bind(t, conversationId, userId),
    env.DB.prepare(memoryRow).bind(keys.note, t, userId, null, null, `note of ${userId}`, `note content of ${userId}`, null, 20, "api"),
    env.DB.prepare(memoryRow).bind(keys.blob, t, userId, null, null, `blob of ${userId}`, null, `${t}/${userId}/${keys.blob}`, 20, "api"),
    env.DB.prepare(memoryRow).bind(
      keys.offload,
      t,
      userId,
      conversationId,
      1,
      `offload of ${userId}`,
      `offload content of ${userId}`,
      null,
      23,
      "offload",
    ),
  ]);
  return { userId, conversationId, summaryIds, memoryKeys: Object.values(keys) };
}

/** A request served by the worker with `shardEnv`'s shard count. */
const call = (shardEnv: Env, key: TestKey, method: string, path: string) =>
  servedBy(shardEnv)(new Request(`https://engram.test${path}`, { method, headers: { authorization: `Bearer ${key.key}` } }));

async function controlRows(tenantId: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM memory WHERE tenant_id = ?1) + (SELECT COUNT(*) FROM memory_archive WHERE tenant_id = ?1)
          + (SELECT COUNT(*) FROM agent_memories WHERE tenant_id = ?1) AS n`,
  )
    .bind(tenantId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

/** Every route that reads a user's rows gives back every one of them. */
async function expectServed(shardEnv: Env, tenant: TestKey, legacy: Legacy) {
  const chain = (await (await call(shardEnv, tenant, "GET", `/v1/conversations/${legacy.conversationId}/memories`)).json()) as {
    memories: Array<{ memory_id: number; base_end_seq: number | null; status: string }>;
  };
  const [first, second, failed] = legacy.summaryIds;
  expect(chain.memories.map((m) => [m.memory_id, m.status, m.base_end_seq])).toEqual([
    [failed, "failed", 9],
    [second, "completed", 5],
    [first, "completed", null],
  ]);
  for (const key of legacy.memoryKeys) {
    const res = await call(shardEnv, tenant, "GET", `/v1/memories/${key}`);
    expect(res.status, key).toBe(200);
    expect(((await res.json()) as { content: string }).content).toContain(`content of ${legacy.userId}`);
  }
  const exported = (await (await call(shardEnv, tenant, "GET", `/v1/users/${legacy.userId}/export`)).json()) as {
    conversations: Array<{ summaries: Array<{ memory_id: number }> }>;
    memories: Array<{ key: string }>;
  };
  expect(exported.conversations[0]?.summaries.map((s) => s.memory_id)).toEqual(legacy.summaryIds);
  expect(exported.memories.map((m) => m.key).sort()).toEqual([...legacy.memoryKeys].sort());
}

/** A user id of the tenant that hashes to `shard` of two. */
function userOnShard(tenantId: string, shard: number): string {
  for (let i = 0; ; i += 1) if (shardOf(tenantId, `user-${i}`, 2) === shard) return `user-${i}`;
}

describe("moving the user rows from the control database to the data shards", () => {
  // First in the file: the touch-time move is skipped once an isolate has seen the old tables empty.
  it("serves rows not moved yet: a read moves its own rows to the user's shard first", async () => {
    const tenant = await newTenant();
    const legacy = await oldLayout(tenant, "reader", 100);
    await expectServed(env, tenant, legacy);
    expect(await controlRows(tenant.tenantId)).toBe(0);
    const moved = await acrossShards<{ n: number }>(`SELECT COUNT(*) AS n FROM memory WHERE tenant_id = ?`, tenant.tenantId);
    expect(moved.map((row) => row.n)).toEqual([3, 0]);
  });

  it("moves every summary, roll-up, memory and offload to its user's shard, with two shards, and a second run changes nothing", async () => {
    const tenant = await newTenant();
    const two = twoShardEnv();
    const users = [userOnShard(tenant.tenantId, 0), userOnShard(tenant.tenantId, 1)];
    const legacy = [await oldLayout(tenant, users[0] ?? "", 200), await oldLayout(tenant, users[1] ?? "", 300)];
    // A copy interrupted before its delete: the row is in the shard and still in the control database.
    await env.DB_0.prepare(
      `INSERT INTO agent_memories (memory_key, tenant_id, user_id, memory_type, description, content, content_bytes, token_count)
       VALUES (?, ?, ?, 'note', ?, ?, 20, 4)`,
    )
      .bind(legacy[0]?.memoryKeys[0], tenant.tenantId, users[0], `note of ${users[0]}`, `note content of ${users[0]}`)
      .run();

    await sweep(two);
    expect(await controlRows(tenant.tenantId)).toBe(0);
    const where = async () => ({
      summaries: await acrossShards<{ user_id: string }>(
        `SELECT user_id, memory_id FROM memory WHERE tenant_id = ? ORDER BY memory_id`,
        tenant.tenantId,
      ),
      rollups: await acrossShards(
        `SELECT user_id, versions, generation_time_ms_sum FROM memory_archive WHERE tenant_id = ?`,
        tenant.tenantId,
      ),
      memories: await acrossShards<{ user_id: string }>(
        `SELECT user_id, memory_key FROM agent_memories WHERE tenant_id = ? ORDER BY memory_key`,
        tenant.tenantId,
      ),
    });
    const placed = await where();
    expect(placed.summaries.map((row) => [row.user_id, row.shard])).toEqual([
      ...legacy[0]!.summaryIds.map(() => [users[0], 0]),
      ...legacy[1]!.summaryIds.map(() => [users[1], 1]),
    ]);
    expect(placed.rollups).toEqual([
      { user_id: users[0], versions: 4, generation_time_ms_sum: 40, shard: 0 },
      { user_id: users[1], versions: 4, generation_time_ms_sum: 40, shard: 1 },
    ]);
    expect(placed.memories).toHaveLength(6);
    for (const row of placed.memories) expect(row.shard).toBe(users.indexOf(row.user_id));

    for (const one of legacy) await expectServed(two, tenant, one);
    await sweep(two);
    expect(await where()).toEqual(placed);
  });

  it("moves in bounded batches: each run takes at most SWEEP_BATCH_SIZE rows of a table, and resumes", async () => {
    const tenant = await newTenant();
    const legacy = await oldLayout(tenant, "batched", 400);
    const small = { ...twoShardEnv(), SWEEP_BATCH_SIZE: "2" };
    await sweep(small);
    // Of 1 roll-up, 3 summaries and 3 memories, a run moves 2 rows of each table.
    expect(await controlRows(tenant.tenantId)).toBe(2);
    await sweep(small);
    expect(await controlRows(tenant.tenantId)).toBe(0);
    await expectServed(small, tenant, legacy);
  });
});
