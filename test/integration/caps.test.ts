import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, append, expectError, newTenant, type Api, type TestKey } from "../helpers/api";
import { servedBy } from "../helpers/shards";
import { createWebhook } from "../helpers/webhooks";

/*
 * Caps on what a client can grow (docs/decisions/2026-11-26-caps.md). The figures are the
 * documented defaults (wrangler.toml [vars], src/lib/config.ts), written out here.
 */
const TOOL_CACHE_MAX_ENTRY_BYTES = 64 * 1024;
const TOOL_CACHE_MAX_ENTRIES = 32;
const INSTRUCTIONS_MAX_PER_SCOPE = 50;
const INSTRUCTIONS_MAX_SCOPE_BYTES = 256 * 1024;
const WORKING_MEMORY_MAX_BYTES = 256 * 1024;
const WEBHOOKS_MAX_PER_TENANT = 100;

const putTool = (client: Api, id: string, n: number, result: string) =>
  client.post(`/v1/conversations/${id}/tool-cache`, { tool_name: "lookup", parameters: { n }, result, duration: 5 });

/** A new tenant's client, with conversation `id` opened by one user message. */
async function clientWith(id: string, content: string): Promise<Api> {
  const client = api(await newTenant());
  await append(client, id, [{ role: "user", content }]);
  return client;
}

const toolCache = async (client: Api, id: string) =>
  (await (await client.get(`/v1/conversations/${id}/tool-cache`)).json()) as { entries: unknown[] };

/** Every read that carries the tool cache, instructions and working memory answers 200. */
async function readsAnswer(client: Api, id: string): Promise<number[]> {
  const paths = [`/v1/conversations/${id}/context`, `/v1/conversations/${id}/state`, `/v1/conversations/${id}/tool-cache`];
  return Promise.all(paths.map(async (path) => (await client.get(path)).status));
}

describe("tool-cache caps", () => {
  it("refuses 40 tool results of 900 KB with 413 and keeps every read of the conversation answering", async () => {
    const client = await clientWith("big-tools", "look these up");
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const res = await putTool(client, "big-tools", n, "r".repeat(900 * 1024));
      statuses.push(res.status);
      if (n === 0) expect(await expectError(res, 413)).toBe("payload_too_large");
    }
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 413));
    expect(await readsAnswer(client, "big-tools")).toEqual([200, 200, 200]);
    const listed = await toolCache(client, "big-tools");
    expect(listed.entries).toHaveLength(0);
  });

  it("takes entries up to the size cap and up to the count cap, then answers 422; a replaced key adds nothing", async () => {
    const client = await clientWith("full-tools", "look these up");
    // The entry counts its result and its parameters as JSON ({"n":0} is 7 bytes).
    const largest = "x".repeat(TOOL_CACHE_MAX_ENTRY_BYTES - 7);
    expect((await putTool(client, "full-tools", 0, largest)).status).toBe(201);
    expect(await expectError(await putTool(client, "full-tools", 0, `${largest}x`), 413)).toBe("payload_too_large");
    for (let n = 1; n < TOOL_CACHE_MAX_ENTRIES; n += 1) expect((await putTool(client, "full-tools", n, `result ${n}`)).status).toBe(201);
    expect(await expectError(await putTool(client, "full-tools", TOOL_CACHE_MAX_ENTRIES, "one too many"), 422)).toBe("limit_exceeded");
    expect((await putTool(client, "full-tools", 3, "replaced")).status).toBe(201);
    const listed = await toolCache(client, "full-tools");
    expect(listed.entries).toHaveLength(TOOL_CACHE_MAX_ENTRIES);
    expect(await readsAnswer(client, "full-tools")).toEqual([200, 200, 200]);
  });

  it("refuses a screen context whose tool results would pass the count cap, writing none of them", async () => {
    const client = await clientWith("screen-tools", "hi");
    for (let n = 0; n < TOOL_CACHE_MAX_ENTRIES - 1; n += 1) expect((await putTool(client, "screen-tools", n, "r")).status).toBe(201);
    const res = await client.put("/v1/conversations/screen-tools/screen-context", {
      content: "screen",
      tool_results: [1, 2].map((k) => ({ tool_name: "screen", parameters: { k }, result: "r", duration: 2 })),
    });
    expect(await expectError(res, 422)).toBe("limit_exceeded");
    const listed = await toolCache(client, "screen-tools");
    expect(listed.entries).toHaveLength(TOOL_CACHE_MAX_ENTRIES - 1);
  });
});

/** A client of `tenant` whose requests a deployment with these vars serves (the caps are settings). */
function clientOfDeployment(tenant: TestKey, vars: Record<string, string>): Api {
  const serve = servedBy({ ...env, ...vars } as Env);
  const request = (method: string, path: string, body?: unknown) =>
    serve(
      new Request(`https://engram.test${path}`, {
        method,
        headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    limitedTo: tenant.userId,
    get: (path) => request("GET", path),
    post: (path, body) => request("POST", path, body),
    patch: (path, body) => request("PATCH", path, body),
    put: (path, body) => request("PUT", path, body),
    delete: (path) => request("DELETE", path),
  };
}

describe("screen-context tool results and the tool-cache caps", () => {
  it("refuses a screen context with a tool result over the entry size with 413, writing neither it nor the screen context", async () => {
    const client = await clientWith("screen-big", "hi");
    const res = await client.put("/v1/conversations/screen-big/screen-context", {
      content: "screen",
      tool_results: [
        { tool_name: "small", parameters: {}, result: "ok", duration: 2 },
        { tool_name: "big", parameters: {}, result: "b".repeat(TOOL_CACHE_MAX_ENTRY_BYTES), duration: 2 },
      ],
    });
    expect(await expectError(res, 413)).toBe("payload_too_large");
    expect((await toolCache(client, "screen-big")).entries).toHaveLength(0);
    const state = (await (await client.get("/v1/conversations/screen-big/state")).json()) as { screen_context: { provided: boolean } };
    expect(state.screen_context.provided).toBe(false);
  });
});

describe("pinned-instruction caps", () => {
  it("enforces the deployment's own INSTRUCTIONS_MAX_PER_SCOPE and INSTRUCTIONS_MAX_SCOPE_BYTES settings", async () => {
    const tenant = await newTenant();
    const client = clientOfDeployment(tenant, { INSTRUCTIONS_MAX_PER_SCOPE: "2", INSTRUCTIONS_MAX_SCOPE_BYTES: "1000" });
    for (const name of ["one", "two"])
      expect((await client.post("/v1/instructions", { scope: "tenant", name, content: "c" })).status).toBe(201);
    const third = await client.post("/v1/instructions", { scope: "tenant", name: "three", content: "c" });
    expect(await expectError(third, 422)).toBe("limit_exceeded");
    const big = await client.post("/v1/instructions", { scope: "agent", agent_id: "a", name: "big", content: "x".repeat(1001) });
    expect(await expectError(big, 413)).toBe("payload_too_large");
    expect((await client.post("/v1/instructions", { scope: "agent", agent_id: "a", name: "fits", content: "x".repeat(1000) })).status).toBe(
      201,
    );
  });

  it("refuses tenant instructions past the scope's bytes with 413, and every context of the tenant still answers", async () => {
    const client = await clientWith("pinned-big", "hello");
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const res = await client.post("/v1/instructions", { scope: "tenant", name: `doc ${n}`, content: "i".repeat(100_000) });
      statuses.push(res.status);
      if (res.status !== 201) expect(await expectError(res, 413)).toBe("payload_too_large");
    }
    // 256 KiB holds two documents of 100,000 bytes, not three.
    expect(statuses).toEqual([201, 201, ...Array.from({ length: 8 }, () => 413)]);
    expect((await client.get("/v1/conversations/pinned-big/context")).status).toBe(200);
    // 200,000 bytes are pinned: a third document fits up to the cap's last byte, and no further.
    const third = await client.post("/v1/instructions", { scope: "tenant", name: "third", content: "t".repeat(60_000) });
    expect(third.status).toBe(201);
    const { id } = (await third.json()) as { id: string };
    const room = INSTRUCTIONS_MAX_SCOPE_BYTES - 200_000;
    expect(await expectError(await client.patch(`/v1/instructions/${id}`, { content: "g".repeat(room + 1) }), 413)).toBe(
      "payload_too_large",
    );
    expect((await client.patch(`/v1/instructions/${id}`, { content: "g".repeat(room) })).status).toBe(200);
    expect((await client.get("/v1/conversations/pinned-big/context")).status).toBe(200);
  });

  it("refuses the instruction past the count cap of a scope with 422; other scopes keep theirs", async () => {
    const client = api(await newTenant());
    for (let n = 0; n < INSTRUCTIONS_MAX_PER_SCOPE; n += 1) {
      expect((await client.post("/v1/instructions", { scope: "user", user_id: "ann", name: `n${n}`, content: "c" })).status).toBe(201);
    }
    const refused = await client.post("/v1/instructions", { scope: "user", user_id: "ann", name: "one more", content: "c" });
    expect(await expectError(refused, 422)).toBe("limit_exceeded");
    expect((await client.post("/v1/instructions", { scope: "user", user_id: "bob", name: "n0", content: "c" })).status).toBe(201);
    expect((await client.post("/v1/instructions", { scope: "tenant", name: "n0", content: "c" })).status).toBe(201);
  });
});

describe("working-memory cap", () => {
  it("refuses a patch that would pass the size with 413 in the error shape, keeping the state", async () => {
    const client = await clientWith("wm-cap", "hi");
    expect((await client.patch("/v1/conversations/wm-cap/working-memory", { a: "x".repeat(200_000) })).status).toBe(200);
    const res = await client.patch("/v1/conversations/wm-cap/working-memory", { b: "y".repeat(WORKING_MEMORY_MAX_BYTES - 200_000) });
    expect(await expectError(res, 413)).toBe("payload_too_large");
    const state = (await (await client.get("/v1/conversations/wm-cap/working-memory")).json()) as { state: Record<string, unknown> };
    expect(Object.keys(state.state)).toEqual(["a"]);
  });

  it("renders a deeply nested working memory in the context at most about twice its stored size", async () => {
    const client = await clientWith("wm-deep", "hi");
    let nested: unknown = Array.from({ length: 50_000 }, () => 0);
    for (let depth = 0; depth < 58; depth += 1) nested = [nested];
    expect((await client.patch("/v1/conversations/wm-deep/working-memory", { deep: nested })).status).toBe(200);
    const stored = JSON.stringify({ deep: nested }).length;
    const context = (await (await client.get("/v1/conversations/wm-deep/context")).json()) as {
      injected: Array<{ type: string; content: string }>;
    };
    const rendered = context.injected.find((item) => item.type === "working_memory")?.content ?? "";
    expect(rendered.length).toBeGreaterThanOrEqual(stored);
    expect(rendered.length).toBeLessThanOrEqual(2 * stored + 100);
  });
});

describe("webhook caps", () => {
  it("enforces the deployment's own WEBHOOKS_MAX_PER_TENANT setting", async () => {
    const client = clientOfDeployment(await newTenant(), { WEBHOOKS_MAX_PER_TENANT: "2" });
    for (const name of ["one", "two"]) expect((await client.post("/v1/webhooks", { name })).status).toBe(201);
    expect(await expectError(await client.post("/v1/webhooks", { name: "three" }), 422)).toBe("limit_exceeded");
  });

  it("lists more than 100 webhooks, and refuses a live one past the cap with 422", async () => {
    const client = api(await newTenant());
    const created: string[] = [];
    for (let n = 0; n < WEBHOOKS_MAX_PER_TENANT; n += 1) created.push((await createWebhook(client, `hook ${n}`)).id);
    expect(await expectError(await client.post("/v1/webhooks", { name: "one too many" }), 422)).toBe("limit_exceeded");
    for (const id of created.slice(0, 10)) expect((await client.delete(`/v1/webhooks/${id}`)).status).toBe(200);
    for (let n = 0; n < 10; n += 1) created.push((await createWebhook(client, `again ${n}`)).id);
    const res = await client.get("/v1/webhooks");
    expect(res.status).toBe(200);
    const listed = (await res.json()) as { webhooks: Array<{ id: string; revoked_at: string | null; secrets: unknown[] }> };
    expect(listed.webhooks.map((w) => w.id).sort()).toEqual([...created].sort());
    expect(listed.webhooks.filter((w) => w.revoked_at !== null)).toHaveLength(10);
    expect(listed.webhooks.every((w) => w.secrets.length === 1)).toBe(true);
  });
});
