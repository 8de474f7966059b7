import { describe, expect, it } from "vitest";
import { api, append, expectError, newTenant } from "../helpers/api";
import { rawMcp } from "../helpers/mcp";
import { memoryRows } from "../helpers/memories";

/** A body sent as written (JSON.stringify cannot produce 1e999 or a literal __proto__ key). */
const raw = (text: string) => text;

describe("input that cannot be stored as received is refused, and nothing is written", () => {
  it("refuses a number that overflows to infinity (1e999) instead of storing null", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const body = raw(`{"user_id":"u1","content":"n","metadata":{"n":1e999}}`);
    expect(await expectError(await client.post("/v1/memories", body), 400)).toBe("invalid_request");
    const negative = raw(`{"user_id":"u1","messages":[{"role":"user","content":"x","metadata":{"n":-2e400}}]}`);
    expect(await expectError(await client.post("/v1/conversations/inf/messages", negative), 400)).toBe("invalid_request");
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
    expect((await client.get("/v1/conversations/inf")).status).toBe(404);
  });

  it("refuses a __proto__ key anywhere in a body (also escaped) instead of dropping it", async () => {
    const client = api(await newTenant());
    const nested = raw(`{"user_id":"u1","messages":[{"role":"user","content":"x","metadata":{"a":{"__proto__":{"admin":true}}}}]}`);
    const res = await client.post("/v1/conversations/proto/messages", nested);
    expect(await expectError(res, 400)).toBe("invalid_request");
    const escaped = raw(`{"user_id":"u1","messages":[{"role":"user","content":"x","metadata":{"\\u005f_proto__":1}}]}`);
    expect(await expectError(await client.post("/v1/conversations/proto/messages", escaped), 400)).toBe("invalid_request");
    expect((await client.get("/v1/conversations/proto")).status).toBe(404);
  });

  it("refuses a tool-cache entry whose parameters hold __proto__, so it cannot take the key of {}", async () => {
    const client = api(await newTenant());
    await append(client, "cache", [{ role: "user", content: "hi" }]);
    const body = raw(`{"tool_name":"lookup","parameters":{"__proto__":{"x":1}},"result":"poisoned","duration":1}`);
    expect(await expectError(await client.post("/v1/conversations/cache/tool-cache", body), 400)).toBe("invalid_request");
    const state = (await (await client.get("/v1/conversations/cache/state")).json()) as { cache: { count: number } };
    expect(state.cache.count).toBe(0);
  });

  it("keeps finite numbers and ordinary keys as they were sent", async () => {
    const client = api(await newTenant());
    const body = raw(
      `{"user_id":"u1","messages":[{"role":"user","content":"x","metadata":{"big":1e308,"proto":"__proto__","e":"1e999"}}]}`,
    );
    expect((await client.post("/v1/conversations/fine/messages", body)).status).toBe(201);
    const stored = (await (await client.get("/v1/conversations/fine/messages")).json()) as { messages: Array<{ metadata: unknown }> };
    expect(stored.messages[0]?.metadata).toEqual({ big: 1e308, proto: "__proto__", e: "1e999" });
  });
});

describe("MCP invalid params", () => {
  it("answers tools/call with non-object arguments as JSON-RPC -32602 with a readable message", async () => {
    const tenant = await newTenant();
    const res = await rawMcp(
      tenant.key,
      {
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { name: "store_memory", arguments: "x" },
      },
      { "mcp-protocol-version": "2025-06-18" },
    );
    const answer = (await res.json()) as { id: number; error?: { code: number; message: string } };
    expect(answer.id).toBe(7);
    expect(answer.error?.code).toBe(-32602);
    expect(answer.error?.message).toContain("arguments");
    expect(answer.error?.message).not.toMatch(/"code":|invalid_type|\[\s*\{/);
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
  });

  it("answers each call of a batch on its own: the invalid one -32602, the valid one its result", async () => {
    const tenant = await newTenant();
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "store_memory", arguments: ["u1", "x"] } },
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "store_memory", arguments: { user_id: "u1", content: "kept" } } },
    ];
    const res = await rawMcp(tenant.key, batch, { "mcp-protocol-version": "2025-03-26" });
    expect(res.status).toBe(200);
    const answers = (await res.json()) as Array<{ id: number; error?: { code: number }; result?: { isError?: boolean } }>;
    const byId = new Map(answers.map((a) => [a.id, a]));
    expect(byId.get(1)?.error?.code).toBe(-32602);
    expect(byId.get(2)?.result?.isError).toBeFalsy();
    expect(await memoryRows(tenant.tenantId)).toHaveLength(1);
  });
});
