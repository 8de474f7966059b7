import { env, runInDurableObject } from "cloudflare:test";
import { userIndexCount, userIndexRows } from "../helpers/user-index";
import { describe, expect, it } from "vitest";
import { vectorIds } from "../../src/search/vectors";
import { api, append, newTenant, round } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { insertMemory } from "../helpers/stores";

interface RegistryRow {
  user_id: string;
  created_at: string;
  last_activity_at: string;
}

async function registryRow(tenantId: string, conversationId: string) {
  return env.DB.prepare(`SELECT user_id, created_at, last_activity_at FROM conversations WHERE tenant_id = ? AND conversation_id = ?`)
    .bind(tenantId, conversationId)
    .first<RegistryRow>();
}

describe("conversation registry", () => {
  it("registers a conversation with its user on the first append, with the object's own creation time", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "reg", round(1), "ann");
    const row = await registryRow(tenant.tenantId, "reg");
    expect(row?.user_id).toBe("ann");
    const identity = await runInDurableObject(env.CONVERSATIONS.getByName(`${tenant.tenantId}/reg`), (_instance, state) =>
      state.storage.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'identity'`).one(),
    );
    expect((JSON.parse(identity.value) as { createdAt: string }).createdAt).toBe(row?.created_at);
  });

  it("writes activity at most once per interval, and reading never writes", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "act", round(1), "ann");
    const first = await registryRow(tenant.tenantId, "act");
    await append(client, "act", round(2), "ann");
    await client.get("/v1/conversations/act/context");
    expect(await registryRow(tenant.tenantId, "act")).toEqual(first);
    // Once the interval has passed since the last registry write, the next append refreshes it.
    await runInDurableObject(env.CONVERSATIONS.getByName(`${tenant.tenantId}/act`), (_instance, state) => {
      state.storage.sql.exec(`UPDATE meta SET value = ? WHERE key = 'registryWrittenAt'`, JSON.stringify(Date.now() - 601_000));
    });
    await env.DB.prepare(`UPDATE conversations SET last_activity_at = ? WHERE tenant_id = ?`)
      .bind("2020-01-01T00:00:00.000Z", tenant.tenantId)
      .run();
    await append(client, "act", round(3), "ann");
    const refreshed = await registryRow(tenant.tenantId, "act");
    expect(Date.parse(refreshed?.last_activity_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("registers the user who won when two users race to create the same conversation", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const results = await Promise.all(
      ["u-a", "u-b"].map((user) =>
        client.post("/v1/conversations/race/messages", { user_id: user, messages: [{ role: "user", content: user }] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results[0]?.status === 201 ? "u-a" : "u-b";
    expect((await registryRow(tenant.tenantId, "race"))?.user_id).toBe(winner);
  });
});

describe("deleting a conversation", () => {
  it("removes its messages, summary rows, tied memories with blobs, its vectors and its registry row", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 3; n += 1) await append(client, "del", round(n), "ann");
    await deliverQueuedJobs();
    await insertMemory({
      key: `${tenant.tenantId}-tied`,
      tenantId: tenant.tenantId,
      userId: "ann",
      conversationId: "del",
      origin: "offload",
      blob: true,
    });
    await append(client, "keep", round(1), "ann");

    const res = await client.delete("/v1/conversations/del");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ conversation_id: "del", deleted_messages: 6, deleted_memories: 1, deleted_offloads: 1 });
    const count = async (query: string) => (await env.DB_0.prepare(query).bind(tenant.tenantId).first<{ n: number }>())?.n;
    expect(await count(`SELECT count(*) AS n FROM memory WHERE tenant_id = ? AND conversation_id = 'del'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM agent_memories WHERE tenant_id = ?`)).toBe(0);
    expect(
      await userIndexCount(
        tenant.tenantId,
        "ann",
        `SELECT count(*) AS n FROM search_docs WHERE vector IS NOT NULL AND conversation_id = 'del'`,
      ),
    ).toBe(0);
    expect(
      (
        await userIndexRows(
          tenant.tenantId,
          "ann",
          `SELECT id FROM search_docs WHERE vector_id = ?`,
          await vectorIds.memory(tenant.tenantId, `${tenant.tenantId}-tied`),
        )
      )[0] ?? null,
    ).toBeNull();
    expect(await env.BLOBS.head(`${tenant.tenantId}/ann/${tenant.tenantId}-tied`)).toBeNull();
    expect(await registryRow(tenant.tenantId, "del")).toBeNull();
    expect(await registryRow(tenant.tenantId, "keep")).not.toBeNull();
    // Deleting again is idempotent: the same answer, with nothing more to remove.
    const again = await client.delete("/v1/conversations/del");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ conversation_id: "del", deleted_messages: 0, deleted_memories: 0, deleted_offloads: 0 });

    // The id is reusable: a new conversation under it is registered again, as a new generation.
    await append(client, "del", round(1), "bea");
    expect((await registryRow(tenant.tenantId, "del"))?.user_id).toBe("bea");
  });
});
