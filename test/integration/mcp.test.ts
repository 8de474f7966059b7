import { SELF } from "cloudflare:test";
import { LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { MemorySchema, RetrieveMemoryInputSchema, StoredMemorySchema, StoreMemorySchema } from "../../src/memories/schemas";
import { SearchResponseSchema } from "../../src/http/schemas/search";
import { api, limitTenant, newKey, newTenant } from "../helpers/api";
import { callTool, connectMcp, newMcpTenant, mcpClient, rawMcp, textOf } from "../helpers/mcp";
import { memoryRows } from "../helpers/memories";
import { deliverQueuedJobs } from "../helpers/queues";

const draft7 = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { target: "draft-7", io });
const errorOf = (text: string) => (JSON.parse(text) as { error: { code: string; message: string } }).error;

describe("MCP at /mcp, served by the official SDK and used through the official SDK client", () => {
  it("connects at the SDK's current revision 2025-11-25 and lists every tool with the zod input and output schemas", async () => {
    expect(LATEST_PROTOCOL_VERSION).toBe("2025-11-25");
    const { client, transport } = await connectMcp((await newTenant()).key);
    expect(transport.protocolVersion).toBe("2025-11-25");
    expect(client.getServerVersion()).toMatchObject({ name: "engram" });
    expect(client.getInstructions()).toContain("retrieve_memory");
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "store_memory",
      "retrieve_memory",
      "search_memory",
      "list_facts",
      "state_fact",
      "correct_fact",
      "retract_fact",
      "fact_history",
    ]);
    expect(tools[0]?.inputSchema).toEqual(draft7(StoreMemorySchema, "input"));
    expect(tools[0]?.outputSchema).toEqual(draft7(StoredMemorySchema, "output"));
    expect(tools[1]?.inputSchema).toEqual(draft7(RetrieveMemoryInputSchema, "input"));
    expect(tools[1]?.outputSchema).toEqual(draft7(MemorySchema, "output"));
    expect(tools[2]?.outputSchema).toEqual(draft7(SearchResponseSchema, "output"));
    for (const tool of tools) expect(tool.outputSchema, tool.name).toMatchObject({ type: "object" });
    expect(tools[0]?.inputSchema).toMatchObject({ type: "object", required: ["user_id", "content"], additionalProperties: false });
    await client.close();
  });

  it.each(["2025-06-18", "2025-03-26"])("connects at the older revision %s and lists and calls the tools at it", async (revision) => {
    const tenant = await newTenant();
    const { client, transport, responses } = await connectMcp(tenant.key, { protocolVersion: revision });
    expect(transport.protocolVersion).toBe(revision);
    expect((await client.listTools()).tools).toHaveLength(8);
    const stored = await callTool(client, "store_memory", { user_id: "u1", content: `stored at ${revision}` });
    expect(stored.isError).toBeFalsy();
    const { key } = stored.structuredContent as { key: string };
    const got = await callTool(client, "retrieve_memory", { key });
    expect(got.structuredContent).toMatchObject({ key, content: `stored at ${revision}` });
    expect((await callTool(client, "search_memory", { user_id: "u1", query: "stored" })).isError).toBeFalsy();
    expect(responses.every((res) => res.status < 300 || res.status === 405)).toBe(true);
    await client.close();
  });

  it("stores then retrieves a memory through tools/call, the same memory the REST route serves", async () => {
    const { tenant, client } = await newMcpTenant();
    const content = "Deploy log 🚀\n第二行：成功\nline three";
    const stored = await callTool(client, "store_memory", { user_id: "u1", content, type: "command_output" });
    expect(stored.isError).toBeFalsy();
    const storedValue = stored.structuredContent as { key: string; ref: string };
    expect(JSON.parse(textOf(stored))).toEqual(storedValue);
    expect(storedValue.ref).toMatch(/^\[MemoryRef: mem_[0-9a-f]{32} - Deploy log 🚀 - \d+ tokens\]$/);
    const got = await callTool(client, "retrieve_memory", { key: storedValue.key });
    expect(got.structuredContent).toMatchObject({ key: storedValue.key, content, type: "command_output", user_id: "u1" });
    const lines = await callTool(client, "retrieve_memory", { key: storedValue.key, from_line: 2, to_line: 2 });
    expect(lines.structuredContent).toMatchObject({
      content: "第二行：成功\n",
      range: { unit: "lines", from_line: 2, to_line: 2, next_line: 3 },
    });
    const rest = await api(tenant).get(`/v1/memories/${storedValue.key}`);
    expect(((await rest.json()) as { content: string }).content).toBe(content);
  });

  it("finds a stored memory through search_memory once the index job ran, with the REST search's results", async () => {
    const { tenant, client } = await newMcpTenant();
    const stored = await callTool(client, "store_memory", {
      user_id: "u1",
      content: "The staging database listens on port 5433 with PostgreSQL 16.",
    });
    const { key } = stored.structuredContent as { key: string };
    await deliverQueuedJobs();
    const found = await callTool(client, "search_memory", { user_id: "u1", query: "which port does the staging database use?" });
    expect(found.isError).toBeFalsy();
    const results = (found.structuredContent as { results: Array<{ key: string }> }).results;
    expect(results[0]?.key).toBe(key);
    const rest = await api(tenant).post("/v1/memories/search", { user_id: "u1", query: "which port does the staging database use?" });
    expect(((await rest.json()) as { results: Array<{ key: string }> }).results.map((r) => r.key)).toEqual(results.map((r) => r.key));
  });

  it("gets invalid arguments and unknown tools back as isError results naming the problem, and writes nothing", async () => {
    const { tenant, client } = await newMcpTenant();
    const missing = await callTool(client, "store_memory", { user_id: "u1" });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain("content");
    const negative = await callTool(client, "store_memory", { user_id: "u1", content: "x", ttl_seconds: -1 });
    expect(negative.isError).toBe(true);
    expect(textOf(negative)).toContain("ttl_seconds");
    const mixed = await callTool(client, "retrieve_memory", { key: "mem_x", offset: 0, from_line: 1 });
    expect(mixed.isError).toBe(true);
    expect(textOf(mixed)).toContain("not both");
    const unknown = await callTool(client, "drop_tables", {});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain("drop_tables");
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
  });

  it("keeps a user-limited key to its own user's memories through every tool", async () => {
    const tenant = await newTenant();
    const alice = await connectMcp((await newKey(tenant.tenantId, "alice")).key);
    const bobsKey = (
      (await (await api(tenant).post("/v1/memories", { user_id: "bob", content: "bob's vault code is 4921" })).json()) as { key: string }
    ).key;
    await deliverQueuedJobs();
    const hidden = await callTool(alice.client, "retrieve_memory", { key: bobsKey });
    expect(hidden.isError).toBe(true);
    expect(errorOf(textOf(hidden))).toEqual({ code: "not_found", message: "memory not found" });
    const forbidden = await callTool(alice.client, "store_memory", { user_id: "bob", content: "x" });
    expect(errorOf(textOf(forbidden)).code).toBe("forbidden");
    const asBob = await callTool(alice.client, "search_memory", { user_id: "bob", query: "vault code" });
    expect(errorOf(textOf(asBob)).code).toBe("forbidden");
    const own = await callTool(alice.client, "search_memory", { query: "vault code" });
    expect(own.structuredContent).toEqual({ results: [] });
    const otherTenant = await connectMcp((await newTenant()).key);
    expect(errorOf(textOf(await callTool(otherTenant.client, "retrieve_memory", { key: bobsKey }))).code).toBe("not_found");
    expect(await memoryRows(tenant.tenantId)).toHaveLength(1);
  });

  it("is refused on a wrong or missing key with 401, a Bearer WWW-Authenticate challenge and the error shape", async () => {
    const { client, transport, responses } = mcpClient("eng_not_a_key");
    await expect(client.connect(transport)).rejects.toThrow();
    expect(responses[0]?.status).toBe(401);
    expect(responses[0]?.headers.get("www-authenticate")).toBe('Bearer realm="engram", error="invalid_token"');
    expect(errorOf(await responses[0]!.text()).code).toBe("unauthorized");
    const none = await rawMcp(null, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="engram"');
  });

  it("counts every tools/call of a batch against the key's rate limit and refuses the calls beyond it one by one", async () => {
    const tenant = await newTenant();
    await limitTenant(tenant, 2, 3);
    const batch = Array.from({ length: 10 }, (_, i) => ({
      jsonrpc: "2.0",
      id: i,
      method: "tools/call",
      params: { name: "store_memory", arguments: { user_id: "u1", content: `memory ${i}` } },
    }));
    const res = await rawMcp(tenant.key, batch, { "mcp-protocol-version": "2025-03-26" });
    expect(res.status).toBe(200);
    const answers = (await res.json()) as Array<{ id: number; result: { isError?: boolean; content: Array<{ text: string }> } }>;
    expect(answers).toHaveLength(10);
    const refused = answers.filter((answer) => answer.result.isError === true);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(errorOf(answer.result.content[0]?.text ?? "").code).toBe("rate_limited");
    expect(await memoryRows(tenant.tenantId)).toHaveLength(3);
    const rest = await api(tenant).post("/v1/memories", { user_id: "u1", content: "one more" });
    expect(rest.status).toBe(429);
  });

  it("refuses tool calls sent one by one over the limit with 429 and Retry-After, as the REST routes do", async () => {
    const tenant = await newTenant();
    await limitTenant(tenant, 2, 5);
    const { client, responses } = await connectMcp(tenant.key); // initialize + initialized: two tokens
    for (let i = 0; i < 3; i += 1)
      expect((await callTool(client, "store_memory", { user_id: "u1", content: `call ${i}` })).isError).toBeFalsy();
    await expect(callTool(client, "store_memory", { user_id: "u1", content: "over the limit" })).rejects.toThrow(/rate_limited/);
    const last = responses.at(-1);
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(3);
  });

  it("refuses a body over the memory body limit with 413 and the error shape, and stores nothing", async () => {
    const tenant = await newTenant();
    const content = "x".repeat(10 * 1024 * 1024);
    const res = await rawMcp(tenant.key, {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "store_memory", arguments: { user_id: "u1", content } },
    });
    expect(res.status).toBe(413);
    expect(errorOf(await res.text()).code).toBe("payload_too_large");
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
  });

  it("answers malformed JSON with a JSON-RPC parse error, an unknown protocol revision with 400, and GET with 405", async () => {
    const { key } = await newTenant();
    const parse = await rawMcp(key, "{nope");
    expect(parse.status).toBe(400);
    expect(await parse.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
    const version = await rawMcp(key, { jsonrpc: "2.0", id: 1, method: "tools/list" }, { "mcp-protocol-version": "1999-01-01" });
    expect(version.status).toBe(400);
    const get = await SELF.fetch("https://engram.test/mcp", { headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
