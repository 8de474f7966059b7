import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { memoryIdFloor, shardHint, shardOf } from "../../src/db/placement-rule";
import { shardBinding } from "../../src/db/shards";
import { api, append, newKey, newTenant, round, type Api } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { acrossShards, servedBy, sweep, twoShardEnv } from "../helpers/shards";
import { createWebhook, deliver, newDeliveryId, sha256Hex, turnsBody, type TestWebhook } from "../helpers/webhooks";

/** A webhook_deliveries row as SQL reads it: its text columns, then the count and the nullable ones. */
type DeliveryRow = Record<"tenant_id" | "delivery_id" | "webhook_id" | "body_hash" | "status" | "received_at", string> & {
  turn_count: number;
  result: string | null;
  completed_at: string | null;
};

async function placement(tenantId: string, webhookId: string): Promise<number | undefined> {
  const row = await env.DB.prepare(`SELECT shard FROM data_placements WHERE tenant_id = ? AND subject = ?`)
    .bind(tenantId, `webhook:${webhookId}`)
    .first<{ shard: number }>();
  return row?.shard;
}

/** A webhook of the tenant whose id hashes to `shard` of two (new webhooks until one does). */
async function webhookHashingTo(client: Api, tenantId: string, shard: number): Promise<TestWebhook> {
  for (let i = 0; i < 40; i += 1) {
    const hook = await createWebhook(client, `hook ${i}`);
    if (shardOf(tenantId, `webhook:${hook.id}`, 2) === shard) return hook;
  }
  throw new Error(`no webhook hashed to shard ${shard}`);
}

const body = (n: number) => turnsBody([{ conversation_id: `c${n}`, user_id: "u1", content: `message ${n}` }]);

describe("D1 data shards", () => {
  it("keeps each webhook's deliveries on its placed shard, spreads a tenant over both, and adding a shard moves nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const two = servedBy(twoShardEnv());
    const onZero = await webhookHashingTo(client, tenant.tenantId, 0);
    const onOne = await webhookHashingTo(client, tenant.tenantId, 1);
    // Placed while the deployment had one shard, then the second shard is added.
    const early = await webhookHashingTo(client, tenant.tenantId, 1);
    expect((await deliver({ webhookId: early.id, deliveryId: newDeliveryId(), rawBody: body(0), secrets: [early.secret] })).status).toBe(
      200,
    );

    const sent: Array<{ hook: TestWebhook; deliveryId: string }> = [];
    for (const [n, hook] of [onZero, onOne, early].entries()) {
      const deliveryId = newDeliveryId();
      const res = await deliver({ webhookId: hook.id, deliveryId, rawBody: body(n + 1), secrets: [hook.secret], fetcher: two });
      expect(res.status).toBe(200);
      sent.push({ hook, deliveryId });
    }
    expect([await placement(tenant.tenantId, onZero.id), await placement(tenant.tenantId, onOne.id)]).toEqual([0, 1]);
    expect(await placement(tenant.tenantId, early.id)).toBe(0);

    const rows = await acrossShards<DeliveryRow>(`SELECT * FROM webhook_deliveries WHERE tenant_id = ?`, tenant.tenantId);
    expect(rows.map((row) => [row.webhook_id, row.shard]).sort()).toEqual(
      [
        [onZero.id, 0],
        [onOne.id, 1],
        [early.id, 0],
        [early.id, 0],
      ].sort(),
    );
    const control = await env.DB.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE tenant_id = ?`)
      .bind(tenant.tenantId)
      .first<{ n: number }>();
    expect(control?.n).toBe(0);

    // A replay finds its delivery on the same shard and is answered from the record.
    const first = sent[1];
    if (!first) throw new Error("nothing sent");
    const replay = await deliver({
      webhookId: first.hook.id,
      deliveryId: first.deliveryId,
      rawBody: body(2),
      secrets: [first.hook.secret],
      fetcher: two,
    });
    expect(((await replay.json()) as { status: string }).status).toBe("duplicate");
  });

  it("moves deliveries from the old layout into their shards, resumably and idempotently, and replays stay refused", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const hooks = [await createWebhook(client, "a"), await createWebhook(client, "b")];
    const legacy: DeliveryRow[] = [];
    for (let n = 0; n < 5; n += 1) {
      const hook = hooks[n % 2];
      if (!hook) throw new Error("no hook");
      const deliveryId = newDeliveryId();
      legacy.push({
        tenant_id: tenant.tenantId,
        delivery_id: deliveryId,
        webhook_id: hook.id,
        body_hash: await sha256Hex(body(n)),
        status: "ingested",
        turn_count: 1,
        result: JSON.stringify({ delivery_id: deliveryId, status: "ingested", conversations: [] }),
        received_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      });
    }
    // The old layout: every delivery in the control database's table.
    for (const row of legacy) {
      await env.DB.prepare(
        `INSERT INTO webhook_deliveries (tenant_id, delivery_id, webhook_id, body_hash, status, turn_count, result, received_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(...Object.values(row))
        .run();
    }
    // A move interrupted between its copy and its delete: the row is in both.
    const interrupted = legacy[0];
    if (!interrupted) throw new Error("no row");
    await shardBinding(env, shardOf(tenant.tenantId, `webhook:${interrupted.webhook_id}`, 2))
      .prepare(
        `INSERT INTO webhook_deliveries (tenant_id, delivery_id, webhook_id, body_hash, status, turn_count, result, received_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(...Object.values(interrupted))
      .run();

    const controlCount = async () =>
      (
        await env.DB.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE tenant_id = ?`)
          .bind(tenant.tenantId)
          .first<{ n: number }>()
      )?.n;
    const small = { ...twoShardEnv(), SWEEP_BATCH_SIZE: "2" };
    await sweep(small);
    expect(await controlCount()).toBe(3);
    await sweep(small);
    await sweep(small);
    expect(await controlCount()).toBe(0);
    await sweep(small);

    const moved = await acrossShards<DeliveryRow>(`SELECT * FROM webhook_deliveries WHERE tenant_id = ?`, tenant.tenantId);
    expect(moved.map(({ shard: _shard, ...row }) => row).sort((a, b) => a.delivery_id.localeCompare(b.delivery_id))).toEqual(
      [...legacy].sort((a, b) => a.delivery_id.localeCompare(b.delivery_id)),
    );
    for (const row of moved) expect(row.shard).toBe(await placement(tenant.tenantId, row.webhook_id));

    // Every route still serves them: a replay of a moved delivery gets its recorded answer.
    const [, second] = legacy;
    const hook = hooks.find((h) => h.id === second?.webhook_id);
    if (!second || !hook) throw new Error("no row");
    const replay = await deliver({
      webhookId: hook.id,
      deliveryId: second.delivery_id,
      rawBody: body(1),
      secrets: [hook.secret],
      fetcher: servedBy(twoShardEnv()),
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ delivery_id: second.delivery_id, status: "duplicate", conversations: [] });
  });

  it("a claim moves its own legacy row first, so a replay during the move is refused", async () => {
    const tenant = await newTenant();
    const hook = await createWebhook(api(tenant));
    const deliveryId = newDeliveryId();
    await env.DB.prepare(
      `INSERT INTO webhook_deliveries (tenant_id, delivery_id, webhook_id, body_hash, status, turn_count, result, received_at, completed_at) VALUES (?, ?, ?, ?, 'ingested', 1, ?, ?, ?)`,
    )
      .bind(
        tenant.tenantId,
        deliveryId,
        hook.id,
        await sha256Hex(body(7)),
        JSON.stringify({ delivery_id: deliveryId, status: "ingested", conversations: [] }),
        new Date().toISOString(),
        new Date().toISOString(),
      )
      .run();
    const replay = await deliver({
      webhookId: hook.id,
      deliveryId,
      rawBody: body(7),
      secrets: [hook.secret],
      fetcher: servedBy(twoShardEnv()),
    });
    expect(await replay.json()).toEqual({ delivery_id: deliveryId, status: "duplicate", conversations: [] });
    expect((await acrossShards(`SELECT 1 FROM webhook_deliveries WHERE delivery_id = ?`, deliveryId)).length).toBe(1);
    expect(await env.DB.prepare(`SELECT 1 FROM webhook_deliveries WHERE delivery_id = ?`).bind(deliveryId).first()).toBeNull();
  });

  it("keeps a user's memories and summary chain on the user's shard, where a tenant-wide key and the jobs find them", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const two = servedBy(twoShardEnv());
    let userId = "";
    for (let i = 0; userId === ""; i += 1) if (shardOf(tenant.tenantId, `u${i}`, 2) === 1) userId = `u${i}`;
    const request = (method: string, path: string, body?: unknown) =>
      two(
        new Request(`https://engram.test${path}`, {
          method,
          headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const stored = (await (await request("POST", "/v1/memories", { user_id: userId, content: "kept on shard one" })).json()) as {
      key: string;
    };
    expect(shardHint(stored.key)).toBe(1);
    expect(
      (await acrossShards<{ memory_key: string }>(`SELECT memory_key FROM agent_memories WHERE tenant_id = ?`, tenant.tenantId)).map(
        (r) => [r.memory_key, r.shard],
      ),
    ).toEqual([[stored.key, 1]]);
    expect(((await (await request("GET", `/v1/memories/${stored.key}`)).json()) as { content: string }).content).toBe("kept on shard one");
    const other = await newKey(tenant.tenantId, "someone-else");
    expect((await api(other).get(`/v1/memories/${stored.key}`)).status).toBe(404);

    for (let n = 1; n <= 3; n += 1) await append(client, "sharded", round(n), userId);
    await deliverQueuedJobs();
    const rows = await acrossShards<{ memory_id: number; status: string }>(
      `SELECT memory_id, status FROM memory WHERE tenant_id = ?`,
      tenant.tenantId,
    );
    expect(rows.map((row) => [row.status, row.shard])).toEqual([["completed", 1]]);
    expect(rows[0]?.memory_id).toBeGreaterThan(memoryIdFloor(1));
    const chain = (await (await request("GET", "/v1/conversations/sharded/memories")).json()) as { memories: Array<{ memory_id: number }> };
    expect(chain.memories.map((m) => m.memory_id)).toEqual([rows[0]?.memory_id]);
  });
});
