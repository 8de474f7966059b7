import { SELF } from "cloudflare:test";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { RetrieveMemoryInputSchema, StoreMemorySchema } from "../../src/http/schemas/memories";
import { api, newKey, newTenant } from "../helpers/api";
import { memoryRows } from "../helpers/memories";
import { deliver } from "../helpers/search";

let nextId = 0;

async function rpc(token: string | null, payload: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch("https://engram.test/mcp", {
    method: "POST",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

interface RpcAnswer {
  jsonrpc: "2.0";
  id: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

async function call(token: string, method: string, params?: Record<string, unknown>): Promise<RpcAnswer> {
  nextId += 1;
  const res = await rpc(token, { jsonrpc: "2.0", id: nextId, method, ...(params ? { params } : {}) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  const answer = (await res.json()) as RpcAnswer;
  expect(answer.id).toBe(nextId);
  return answer;
}

interface ToolResult {
  content: Array<{ type: string; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError: boolean;
}

const toolResult = (answer: RpcAnswer) => answer.result as unknown as ToolResult;

describe("MCP server at /mcp (streamable HTTP, JSON responses)", () => {
  it("initializes, negotiating the protocol version, and acknowledges notifications with 202", async () => {
    const { key } = await newTenant();
    const init = await call(key, "initialize", { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "test", version: "1" } });
    expect(init.result).toMatchObject({
      protocolVersion: "2025-03-26",
      capabilities: { tools: { listChanged: false } },
      serverInfo: { name: "engram" },
    });
    const future = await call(key, "initialize", { protocolVersion: "2099-01-01", capabilities: {} });
    expect(future.result?.protocolVersion).toBe("2025-06-18");
    const note = await rpc(key, { jsonrpc: "2.0", method: "notifications/initialized" });
    expect(note.status).toBe(202);
    expect(await note.text()).toBe("");
    expect((await call(key, "ping")).result).toEqual({});
  });

  it("lists store_memory and retrieve_memory with the JSON Schemas of the REST routes' zod schemas", async () => {
    const { key } = await newTenant();
    const listed = await call(key, "tools/list");
    const tools = listed.result?.tools as Array<{ name: string; description: string; inputSchema: Record<string, unknown> }>;
    expect(tools.map((tool) => tool.name)).toEqual(["store_memory", "retrieve_memory", "search_memory"]);
    const { $schema: _a, ...storeSchema } = z.toJSONSchema(StoreMemorySchema, { io: "input" });
    const { $schema: _b, ...retrieveSchema } = z.toJSONSchema(RetrieveMemoryInputSchema, { io: "input" });
    expect(tools[0]?.inputSchema).toEqual(storeSchema);
    expect(tools[1]?.inputSchema).toEqual(retrieveSchema);
    expect(tools[0]?.inputSchema).toMatchObject({ type: "object", required: ["user_id", "content"], additionalProperties: false });
    expect(Object.keys((tools[1]?.inputSchema.properties ?? {}) as object)).toEqual(["key", "offset", "length", "from_line", "to_line"]);
  });

  it("stores then retrieves a memory through tools/call, the same memory the REST route serves", async () => {
    const tenant = await newTenant();
    const content = "Deploy log 🚀\n第二行：成功\nline three";
    const stored = toolResult(await call(tenant.key, "tools/call", { name: "store_memory", arguments: { user_id: "u1", content, type: "command_output" } }));
    expect(stored.isError).toBe(false);
    const storedValue = stored.structuredContent as { key: string; ref: string };
    expect(JSON.parse(stored.content[0]?.text ?? "")).toEqual(storedValue);
    expect(storedValue.ref).toMatch(/^\[MemoryRef: mem_[0-9a-f]{32} - Deploy log 🚀 - \d+ tokens\]$/);
    const got = toolResult(await call(tenant.key, "tools/call", { name: "retrieve_memory", arguments: { key: storedValue.key } }));
    expect(got.isError).toBe(false);
    expect(got.structuredContent).toMatchObject({ key: storedValue.key, content, type: "command_output", user_id: "u1" });
    const lines = toolResult(await call(tenant.key, "tools/call", { name: "retrieve_memory", arguments: { key: storedValue.key, from_line: 2, to_line: 2 } }));
    expect(lines.structuredContent).toMatchObject({ content: "第二行：成功\n", range: { unit: "lines", from_line: 2, to_line: 2, next_line: 3 } });
    const rest = await api(tenant).get(`/v1/memories/${storedValue.key}`);
    expect(((await rest.json()) as { content: string }).content).toBe(content);
  });

  it("finds a stored memory through search_memory once the index job ran, with the REST search's results", async () => {
    const tenant = await newTenant();
    const stored = toolResult(
      await call(tenant.key, "tools/call", { name: "store_memory", arguments: { user_id: "u1", content: "The staging database listens on port 5433 with PostgreSQL 16." } }),
    );
    const { key } = stored.structuredContent as { key: string };
    await deliver({ type: "index_memory", tenantId: tenant.tenantId, memoryKey: key });
    const found = toolResult(await call(tenant.key, "tools/call", { name: "search_memory", arguments: { user_id: "u1", query: "which port does the staging database use?" } }));
    expect(found.isError).toBe(false);
    const results = (found.structuredContent as { results: Array<{ key: string }> }).results;
    expect(results[0]?.key).toBe(key);
    const rest = await api(tenant).post("/v1/memories/search", { user_id: "u1", query: "which port does the staging database use?" });
    expect(((await rest.json()) as { results: Array<{ key: string }> }).results.map((r) => r.key)).toEqual(results.map((r) => r.key));
  });

  it("reports a refused operation as a tool error the model can read", async () => {
    const tenant = await newTenant();
    const alice = await newKey(tenant.tenantId, "alice");
    const bobs = await api(tenant).post("/v1/memories", { user_id: "bob", content: "bob only" });
    const bobKey = ((await bobs.json()) as { key: string }).key;
    const hidden = toolResult(await call(alice.key, "tools/call", { name: "retrieve_memory", arguments: { key: bobKey } }));
    expect(hidden.isError).toBe(true);
    expect(JSON.parse(hidden.content[0]?.text ?? "")).toEqual({ error: { code: "not_found", message: "memory not found" } });
    const forbidden = toolResult(await call(alice.key, "tools/call", { name: "store_memory", arguments: { user_id: "bob", content: "x" } }));
    expect(forbidden.isError).toBe(true);
    expect(JSON.parse(forbidden.content[0]?.text ?? "").error.code).toBe("forbidden");
    expect(await memoryRows(tenant.tenantId)).toHaveLength(1);
  });

  it("answers bad params, unknown tools and unknown methods with JSON-RPC errors and writes nothing", async () => {
    const tenant = await newTenant();
    const missing = await call(tenant.key, "tools/call", { name: "store_memory", arguments: { user_id: "u1" } });
    expect(missing.error?.code).toBe(-32602);
    expect(missing.error?.message).toContain("content");
    const negative = await call(tenant.key, "tools/call", { name: "store_memory", arguments: { user_id: "u1", content: "x", ttl_seconds: -1 } });
    expect(negative.error?.code).toBe(-32602);
    const mixed = await call(tenant.key, "tools/call", { name: "retrieve_memory", arguments: { key: "mem_x", offset: 0, from_line: 1 } });
    expect(mixed.error?.code).toBe(-32602);
    expect((await call(tenant.key, "tools/call", { name: "drop_tables", arguments: {} })).error?.code).toBe(-32602);
    expect((await call(tenant.key, "tools/call", {})).error?.code).toBe(-32602);
    expect((await call(tenant.key, "resources/list")).error?.code).toBe(-32601);
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
  });

  it("answers malformed JSON with a parse error and a non-JSON-RPC object with an invalid request", async () => {
    const { key } = await newTenant();
    const parse = await rpc(key, "{nope");
    expect(parse.status).toBe(400);
    expect(await parse.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
    const invalid = await rpc(key, { id: 7, method: "ping" });
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32600 } });
    const version = await rpc(key, { jsonrpc: "2.0", id: 1, method: "ping" }, { "mcp-protocol-version": "1999-01-01" });
    expect(version.status).toBe(400);
  });

  it("answers a batch with the responses of its requests only", async () => {
    const { key } = await newTenant();
    const res = await rpc(key, [
      { jsonrpc: "2.0", id: "a", method: "ping" },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: "b", method: "nope" },
    ]);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as RpcAnswer[];
    expect(answers.map((answer) => [answer.id, answer.error?.code ?? "ok"])).toEqual([
      ["a", "ok"],
      ["b", -32601],
    ]);
  });

  it("requires the API key (401 with the error shape) and refuses GET with 405", async () => {
    const none = await rpc(null, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    const wrong = await rpc("eng_not_a_key", { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(wrong.status).toBe(401);
    const get = await SELF.fetch("https://engram.test/mcp", { headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(((await get.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
  });
});
