import { env } from "cloudflare:test";
import { deliverQueuedJobs } from "../helpers/queues";
import { describe, expect, it } from "vitest";
import { PENDING_GRACE_MS, sweepMemories } from "../../src/cron/memory-sweep";
import { offloadMessages } from "../../src/contents/offload";
import { vectorIds } from "../../src/search/vectors";
import { api, append, newClient } from "../helpers/api";
import { blobKeys, expireMemory, memoryRows, tokensOf, vectorIdsOf } from "../helpers/memories";
import { sweep } from "../helpers/shards";
import { onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
onVectorizeWithDelayedDeletes();

const later = () => Date.now() + PENDING_GRACE_MS + 60_000;

async function storeKey(client: ReturnType<typeof api>, body: Record<string, unknown>): Promise<string> {
  const res = await client.post("/v1/memories", { user_id: "user-1", ...body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

describe("memory sweep (cron)", () => {
  it("removes expired memories from D1, R2 and the vector index and leaves live ones; a second run is a no-op", async () => {
    const { tenant, client } = await newClient();
    const expired = await storeKey(client, { content: "e".repeat(20_000), ttl_seconds: 60 });
    const live = await storeKey(client, { content: "l".repeat(20_000), ttl_seconds: 86_400 });
    const forever = await storeKey(client, { content: "f" });
    // Index entries (with vectors) for the two with a TTL, by their own index jobs.
    await deliverQueuedJobs({ only: (job) => job.type === "index_memory" && [expired, live].includes(job.memoryKey) });
    await expireMemory(expired);

    await sweep();

    expect((await memoryRows(tenant.tenantId)).map((row) => row.memory_key).sort()).toEqual([live, forever].sort());
    expect(await blobKeys(tenant.tenantId)).toEqual([`${tenant.tenantId}/user-1/${live}`]);
    expect(await vectorIdsOf(tenant.tenantId)).toEqual([await vectorIds.memory(tenant.tenantId, live)]);
    await sweep();
    expect((await memoryRows(tenant.tenantId)).map((row) => row.memory_key).sort()).toEqual([live, forever].sort());
  });

  it("links a pending offload to the message holding its placeholder (the link after the append was lost)", async () => {
    const { tenant, client } = await newClient();
    await append(client, "lost", [{ role: "user", content: "first" }]);
    await append(client, "lost", [{ role: "user", content: tokensOf(6000) }]);
    const [row] = await memoryRows(tenant.tenantId);
    await env.DB_0.prepare(`UPDATE agent_memories SET state = 'pending', source_seq = NULL WHERE memory_key = ?`)
      .bind(row?.memory_key)
      .run();

    expect((await sweepMemories(env, Date.now())).linked).toBe(0); // younger than the grace period: untouched
    expect((await memoryRows(tenant.tenantId))[0]?.state).toBe("pending");
    const report = await sweepMemories(env, later());
    expect(report.linked).toBe(1);
    expect((await memoryRows(tenant.tenantId))[0]).toMatchObject({ state: "ready", source_seq: 1 });
    expect(await blobKeys(tenant.tenantId)).toHaveLength(1);
  });

  it("removes the row and blob of an offload whose request died before its append", async () => {
    const { tenant, client } = await newClient();
    await append(client, "k", [{ role: "user", content: "small" }]);
    // The Worker's offload step ran (row and blob written, pending), then the request died:
    // no append ever names the content.
    const plan = await offloadMessages(
      env,
      { tenantId: tenant.tenantId, conversationId: "k", userId: "user-1" },
      [{ role: "user", content: tokensOf(6000) }],
      async () => ({ thresholdTokens: 500, toolCalls: {} }),
    );
    expect(plan.offloads).toHaveLength(1);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(1);
    expect((await memoryRows(tenant.tenantId))[0]?.state).toBe("pending");

    const report = await sweepMemories(env, later());
    expect(report.orphansRemoved).toBe(1);
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
    expect(await blobKeys(tenant.tenantId)).toEqual([]);
    expect((await client.get("/v1/conversations/k/messages")).status).toBe(200);
  });

  it("removes a stale pending API memory whose blob write never finished", async () => {
    const { tenant, client } = await newClient();
    const key = await storeKey(client, { content: "p".repeat(20_000) });
    await env.BLOBS.delete(`${tenant.tenantId}/user-1/${key}`);
    await env.DB_0.prepare(`UPDATE agent_memories SET state = 'pending' WHERE memory_key = ?`).bind(key).run();
    expect((await client.get(`/v1/memories/${key}`)).status).toBe(404);
    expect((await sweepMemories(env, later())).orphansRemoved).toBe(1);
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
  });
});
