import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { ADMIN_TOKEN, api, type Api, append, expectError, messages, newClient, newKey, newTenant, round, status } from "../helpers/api";
import { memoryRows, RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";

const URL = "https://engram.test";
const body = { user_id: "user-1", messages: [{ role: "user", content: "hello" }] };

function raw(path: string, headers: Record<string, string>, init: RequestInit = {}) {
  return SELF.fetch(`${URL}${path}`, { ...init, headers });
}

/** The context route answers a conversation the key may not see like one never written: 200, empty. */
async function expectEmptyContext(res: Response): Promise<void> {
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ summary: null, messages: [], token_count: 0, full_token_count: 0, source: "raw" });
}

/** Every conversation route, as one key would call it. */
function conversationRoutes(client: Api, id: string, userId: string) {
  const base = `/v1/conversations/${id}`;
  return {
    append: () => client.post(`${base}/messages`, { user_id: userId, messages: [{ role: "user", content: "intruder" }] }),
    messages: () => client.get(`${base}/messages`),
    context: () => client.get(`${base}/context`),
    memories: () => client.get(`${base}/memories`),
    status: () => client.get(base),
    settings: () => client.patch(`${base}/settings`, { window_size: 4 }),
    summarize: () => client.post(`${base}/summarize`),
    delete: () => client.delete(base),
  };
}

describe("API keys", () => {
  it.each([
    ["no Authorization header", {}],
    ["a scheme other than Bearer", { authorization: "Basic dXNlcjpwYXNz" }],
    ["Bearer without a token", { authorization: "Bearer " }],
    ["two tokens", { authorization: "Bearer eng_a eng_b" }],
    ["an unknown key", { authorization: "Bearer eng_doesnotexist" }],
  ])("rejects %s with 401 and writes nothing", async (_what, headers) => {
    const tenant = await newTenant();
    await append(api(tenant), "c", round(1));
    const post = await raw(
      "/v1/conversations/c/messages",
      { ...headers, "content-type": "application/json" },
      { method: "POST", body: JSON.stringify(body) },
    );
    expect(await expectError(post, 401)).toBe("unauthorized");
    expect(await expectError(await raw("/v1/conversations/c/context", headers), 401)).toBe("unauthorized");
    expect(await messages(api(tenant), "c")).toHaveLength(2);
  });

  it("rejects a revoked key at once, while the tenant's other keys keep working", async () => {
    const tenant = await newTenant();
    const other = await newKey(tenant.tenantId);
    const client = api(tenant);
    await append(client, "c", round(1));
    const revoke = await raw(`/admin/keys/${tenant.keyId}`, { authorization: `Bearer ${ADMIN_TOKEN}` }, { method: "DELETE" });
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toEqual({ id: tenant.keyId, revoked: true });

    expect(await expectError(await client.get("/v1/conversations/c/context"), 401)).toBe("unauthorized");
    expect(await expectError(await client.post("/v1/conversations/c/messages", body), 401)).toBe("unauthorized");
    expect(await messages(api(other), "c")).toHaveLength(2);
    const again = await raw(`/admin/keys/${tenant.keyId}`, { authorization: `Bearer ${ADMIN_TOKEN}` }, { method: "DELETE" });
    expect(await expectError(again, 404)).toBe("not_found");
  });

  it("stores only the key's hash", async () => {
    const tenant = await newTenant();
    const row = await env.DB.prepare(`SELECT key_hash, key_prefix FROM api_keys WHERE id = ?`)
      .bind(tenant.keyId)
      .first<{ key_hash: string; key_prefix: string }>();
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.key_hash).not.toContain(tenant.key);
    expect(tenant.key.startsWith(row?.key_prefix ?? "?")).toBe(true);
    expect((row?.key_prefix.length ?? 0) < tenant.key.length).toBe(true);
  });
});

describe("admin API", () => {
  const createTenant = (headers: Record<string, string>) =>
    raw("/admin/tenants", { ...headers, "content-type": "application/json" }, { method: "POST", body: JSON.stringify({ name: "x" }) });

  it("needs the admin token: none, a wrong one or an API key is 401", async () => {
    const tenant = await newTenant();
    expect(await expectError(await createTenant({}), 401)).toBe("unauthorized");
    expect(await expectError(await createTenant({ authorization: "Bearer wrong-token" }), 401)).toBe("unauthorized");
    expect(await expectError(await createTenant({ authorization: `Bearer ${tenant.key}` }), 401)).toBe("unauthorized");
    const revoke = await raw(`/admin/keys/${tenant.keyId}`, { authorization: `Bearer ${tenant.key}` }, { method: "DELETE" });
    expect(await expectError(revoke, 401)).toBe("unauthorized");
    expect((await api(tenant).get("/v1/diagnostics/ping/c")).status).toBe(200);
  });

  it("is disabled (403) when no ADMIN_TOKEN is configured", async () => {
    const request = new Request(`${URL}/admin/tenants`, {
      method: "POST",
      headers: { authorization: "Bearer anything", "content-type": "application/json" },
      body: JSON.stringify({ name: "x" }),
    });
    const res = await app.fetch(request, { ...env, ADMIN_TOKEN: "" });
    expect(await expectError(res, 403)).toBe("forbidden");
  });

  it("refuses a duplicate tenant id (409) and a key for an unknown tenant (404)", async () => {
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" };
    const make = () => raw("/admin/tenants", headers, { method: "POST", body: JSON.stringify({ name: "acme", id: "acme-dup" }) });
    expect((await make()).status).toBe(201);
    expect(await expectError(await make(), 409)).toBe("conflict");
    const key = await raw("/admin/tenants/no-such-tenant/keys", headers, { method: "POST", body: "{}" });
    expect(await expectError(key, 404)).toBe("not_found");
  });
});

describe("a key limited to one user", () => {
  it("cannot append as another user (403), nothing written", async () => {
    const limited = api(await newTenant({ userId: "alice" }));
    await append(limited, "c", round(1), "alice");
    const res = await limited.post("/v1/conversations/c/messages", { ...body, user_id: "bob" });
    expect(await expectError(res, 403)).toBe("forbidden");
    const fresh = await limited.post("/v1/conversations/new/messages", { ...body, user_id: "bob" });
    expect(await expectError(fresh, 403)).toBe("forbidden");
    expect(await messages(limited, "c")).toHaveLength(2);
    expect(await expectError(await limited.get("/v1/conversations/new"), 404)).toBe("not_found");
  });

  it("sees another user's conversation as not found (its context as empty) on every route, and changes nothing", async () => {
    const tenant = await newTenant();
    const wide = api(tenant);
    await append(wide, "bobs", round(1), "bob");
    const alice = api(await newKey(tenant.tenantId, "alice"));
    for (const [route, call] of Object.entries(conversationRoutes(alice, "bobs", "alice"))) {
      if (route === "context") await expectEmptyContext(await call());
      else expect(await expectError(await call(), 404), route).toBe("not_found");
    }
    const s = await status(wide, "bobs");
    expect(s.last_seq).toBe(1);
    expect(s.settings).toMatchObject({ window_size: 14 });
    expect(await api(await newKey(tenant.tenantId, "bob")).get("/v1/conversations/bobs/context")).toHaveProperty("status", 200);
  });
});

describe("tenant isolation", () => {
  it("gives each tenant its own conversation behind the same id", async () => {
    const { tenant: x, client: clientX } = await newClient();
    const { client: clientY } = await newClient();
    for (let n = 1; n <= 3; n += 1) await append(clientX, "shared", round(n));
    await runQueuedSummarize(new RecordingSummarizer());

    // Y cannot read X's conversation: for Y it does not exist (its context is a new conversation's, empty).
    for (const [route, call] of Object.entries(conversationRoutes(clientY, "shared", "user-1"))) {
      if (route === "append") continue;
      if (route === "context") await expectEmptyContext(await call());
      else expect(await expectError(await call(), 404), route).toBe("not_found");
    }
    // Y's append creates Y's own conversation, starting at seq 0, without touching X's.
    const written = await append(clientY, "shared", [{ role: "user", content: "Y's first message" }]);
    expect(written.last_seq).toBe(0);
    expect((await messages(clientY, "shared")).map((m) => m.content)).toEqual(["Y's first message"]);
    const yContext = (await (await clientY.get("/v1/conversations/shared/context")).json()) as { summary: unknown; source: string };
    expect(yContext).toMatchObject({ summary: null, source: "raw" });
    const yChain = (await (await clientY.get("/v1/conversations/shared/memories")).json()) as { memories: unknown[] };
    expect(yChain.memories).toEqual([]);

    // Y deletes its own conversation; X's is untouched.
    expect((await clientY.delete("/v1/conversations/shared")).status).toBe(200);
    expect(await messages(clientX, "shared")).toHaveLength(6);
    expect((await memoryRows(x.tenantId, "shared")).map((r) => r.status)).toEqual(["completed"]);
    expect((await status(clientX, "shared")).summary?.end_seq).toBe(5);
  });

  it("answers a tenant-wide key appending as another user to an existing conversation with 409", async () => {
    const client = api(await newTenant());
    await append(client, "c", round(1), "alice");
    const res = await client.post("/v1/conversations/c/messages", { ...body, user_id: "bob" });
    expect(await expectError(res, 409)).toBe("conflict");
    expect(await messages(client, "c")).toHaveLength(2);
    expect((await status(client, "c")).last_seq).toBe(1);
  });
});
