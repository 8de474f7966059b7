import { env } from "cloudflare:test";
import { deliverQueuedJobs } from "../helpers/queues";
import { describe, expect, it } from "vitest";
import { api, append, newKey, newTenant, type Api, newClient } from "../helpers/api";
import { blobKeys, countingBucket, fetchWithEnv, memoryRows, recordingNamespace, tokensOf, vectorIdsOf } from "../helpers/memories";

const REF = /^\[MemoryRef: (mem_[0-9a-f]{32}) - (.+) - (\d+) tokens\]$/;

interface Stored {
  seq: number;
  content: string | null;
  token_count: number;
}

async function messages(client: Api, conversationId: string): Promise<Stored[]> {
  const res = await client.get(`/v1/conversations/${conversationId}/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Stored[] }).messages;
}

function refOf(content: string | null) {
  const match = REF.exec(content ?? "");
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`not a placeholder: ${String(content).slice(0, 80)}`);
  return { key: match[1], description: match[2], tokens: Number(match[3]) };
}

async function memoryContent(client: Api, key: string): Promise<string> {
  const res = await client.get(`/v1/memories/${key}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: string }).content;
}

describe("offload at the threshold (default 500 tokens, 'over' = strictly more)", () => {
  it("keeps contents of 499 and exactly 500 tokens in the conversation", async () => {
    const { tenant, client } = await newClient();
    await append(client, "c", [
      { role: "user", content: tokensOf(499) },
      { role: "assistant", content: tokensOf(500) },
    ]);
    const stored = await messages(client, "c");
    expect(stored.map((m) => m.content)).toEqual([tokensOf(499), tokensOf(500)]);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(0);
  });

  it("replaces a content of 501 tokens with the exact placeholder and stores it whole", async () => {
    const { tenant, client } = await newClient();
    await append(client, "c", [{ role: "user", content: "hello" }]);
    const content = tokensOf(501);
    const result = await append(client, "c", [{ role: "user", content }]);
    const ref = refOf(result.messages[0]?.content ?? null);
    expect(ref.tokens).toBe(501);
    expect(ref.description.startsWith("User message: a a a")).toBe(true);
    expect(result.messages[0]?.content).toBe(`[MemoryRef: ${ref.key} - ${ref.description} - 501 tokens]`);
    const [row] = await memoryRows(tenant.tenantId);
    expect(row).toMatchObject({
      memory_key: ref.key,
      user_id: "user-1",
      conversation_id: "c",
      source_seq: 1,
      memory_type: "message",
      origin: "offload",
      state: "ready",
      description: ref.description,
      description_source: "extractive",
      token_count: 501,
    });
    expect(await memoryContent(client, ref.key)).toBe(content);
  });
});

describe("offloaded contents", () => {
  it("describes a tool output by the command of the call it answers, made in an earlier append", async () => {
    const { tenant, client } = await newClient();
    await append(client, "t", [
      { role: "user", content: "install the deps" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "bash", arguments: '{"command":"npm install"}' } }],
      },
    ]);
    const log = Array.from({ length: 400 }, (_, i) => `npm http fetch GET 200 https://registry.npmjs.org/pkg-${i} ${i}ms`).join("\n");
    const result = await append(client, "t", [{ role: "tool", tool_call_id: "call_1", content: log }]);
    const ref = refOf(result.messages[0]?.content ?? null);
    expect(ref.description).toBe("bash output: npm install");
    const [row] = await memoryRows(tenant.tenantId);
    expect(row?.memory_type).toBe("tool_output");
    expect(row?.source_seq).toBe(2);
    expect(row?.r2_key).toBe(`${tenant.tenantId}/user-1/${ref.key}`);
    expect(await memoryContent(client, ref.key)).toBe(log);
  });

  it("gives back the exact text of a non-ASCII content (emoji, CJK, accents)", async () => {
    const client = api(await newTenant());
    const content = Array.from({ length: 300 }, (_, i) => `第${i}行：日本語のログ 🎉👩‍💻 café ${i}`).join("\n");
    const result = await append(client, "u", [{ role: "tool", tool_call_id: "x", name: "reader", content }]);
    const ref = refOf(result.messages[0]?.content ?? null);
    expect(ref.description.startsWith("reader output: 第0行")).toBe(true);
    expect(await memoryContent(client, ref.key)).toBe(content);
  });

  it("serves the placeholder in the context, priced at the placeholder's tokens", async () => {
    const client = api(await newTenant());
    await append(client, "ctx", [{ role: "user", content: tokensOf(5000) }]);
    const context = (await (await client.get("/v1/conversations/ctx/context")).json()) as {
      messages: Stored[];
      full_token_count: number;
    };
    expect(refOf(context.messages[0]?.content ?? null).tokens).toBe(5000);
    expect(context.full_token_count).toBeLessThan(100);
  });

  it("stores the content once when an append is replayed with the same Idempotency-Key", async () => {
    const { tenant, client } = await newClient();
    const body = { user_id: "user-1", messages: [{ role: "tool", tool_call_id: "c1", content: `${tokensOf(6000)}\nend` }] };
    const first = await client.post("/v1/conversations/idem/messages", body, { "idempotency-key": "req-1" });
    expect(first.status).toBe(201);
    const blobs = await blobKeys(tenant.tenantId);
    expect(blobs).toHaveLength(1);
    const [blob] = blobs;
    const uploaded = (await env.BLOBS.head(blob ?? ""))?.uploaded.getTime();
    const writes = { put: 0, delete: 0 };
    const second = await fetchWithEnv({ ...env, BLOBS: countingBucket(env.BLOBS, writes) }, "POST", "/v1/conversations/idem/messages", {
      key: tenant.key,
      body,
      headers: { "idempotency-key": "req-1" },
    });
    expect(second.status).toBe(200);
    expect(writes.put).toBe(0);
    const [a, b] = [(await first.json()) as { messages: Stored[] }, (await second.json()) as { messages: Stored[] }];
    expect(b.messages).toEqual(a.messages);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(1);
    expect(await blobKeys(tenant.tenantId)).toEqual([blob]);
    // Not written again: the object is the one the first request uploaded.
    expect((await env.BLOBS.head(blob ?? ""))?.uploaded.getTime()).toBe(uploaded);
    expect(await messages(client, "idem")).toHaveLength(1);
  });

  it("stores identical contents once; both messages point to it and provenance keeps the first seq", async () => {
    const { tenant, client } = await newClient();
    const content = tokensOf(6000);
    await append(client, "dup", [{ role: "user", content }]);
    await append(client, "dup", [{ role: "user", content }]);
    const stored = await messages(client, "dup");
    expect(refOf(stored[0]?.content ?? null).key).toBe(refOf(stored[1]?.content ?? null).key);
    const rows = await memoryRows(tenant.tenantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source_seq).toBe(0);
    expect(await blobKeys(tenant.tenantId)).toHaveLength(1);
  });

  it("honours the conversation's offload_threshold_tokens setting on both sides", async () => {
    const { client } = await newClient();
    // A medium turn first: the isolate now knows the threshold (500) and must learn the new one.
    await append(client, "s", [{ role: "user", content: tokensOf(300) }]);
    const patch = await client.patch("/v1/conversations/s/settings", { offload_threshold_tokens: 1000 });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { offload_threshold_tokens: number }).offload_threshold_tokens).toBe(1000);
    await append(client, "s", [
      { role: "user", content: tokensOf(1000) },
      { role: "assistant", content: tokensOf(1001) },
    ]);
    const stored = await messages(client, "s");
    expect(stored[1]?.content).toBe(tokensOf(1000));
    expect(refOf(stored[2]?.content ?? null).tokens).toBe(1001);
  });

  it("asks the conversation for its threshold once, then appends medium-sized turns in one round trip", async () => {
    const tenant = await newTenant();
    const calls: string[] = [];
    const countingEnv = { ...env, CONVERSATIONS: recordingNamespace(env.CONVERSATIONS, calls) };
    const post = (content: string) =>
      fetchWithEnv(countingEnv, "POST", "/v1/conversations/m/messages", {
        key: tenant.key,
        body: { user_id: "user-1", messages: [{ role: "user", content }] },
      });
    expect((await post("short")).status).toBe(201);
    expect(calls).toEqual(["append"]);
    expect((await post(tokensOf(300))).status).toBe(201);
    expect(calls).toEqual(["append", "offloadPolicy", "append"]);
    expect((await post(tokensOf(300))).status).toBe(201);
    expect((await post(tokensOf(600))).status).toBe(201);
    expect(calls).toEqual(["append", "offloadPolicy", "append", "append", "append"]);
    const stored = await messages(api(tenant), "m");
    expect(stored[2]?.content).toBe(tokensOf(300));
    expect(refOf(stored[3]?.content ?? null).tokens).toBe(600);
  });

  it("refuses a threshold below the minimum and leaves the setting unchanged", async () => {
    const client = api(await newTenant());
    await append(client, "s", [{ role: "user", content: "hi" }]);
    const res = await client.patch("/v1/conversations/s/settings", { offload_threshold_tokens: 10 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    const status = (await (await client.get("/v1/conversations/s")).json()) as { settings: { offload_threshold_tokens: number } };
    expect(status.settings.offload_threshold_tokens).toBe(500);
  });

  it("offloads a content over 64 KiB even when it is cheap in tokens and the threshold is high", async () => {
    const { client } = await newClient();
    await append(client, "w", [{ role: "user", content: "hi" }]);
    await client.patch("/v1/conversations/w/settings", { offload_threshold_tokens: 100_000 });
    const content = `start${" ".repeat(70_000)}end`;
    const result = await append(client, "w", [{ role: "user", content }]);
    const ref = refOf(result.messages[0]?.content ?? null);
    expect(ref.tokens).toBeLessThan(10);
    expect(await memoryContent(client, ref.key)).toBe(content);
  });

  it("writes nothing for an append the conversation refuses (another user's conversation)", async () => {
    const { tenant, client } = await newClient();
    await append(client, "own", [{ role: "user", content: "mine" }], "alice");
    const res = await client.post("/v1/conversations/own/messages", {
      user_id: "bob",
      messages: [{ role: "user", content: tokensOf(900) }],
    });
    expect(res.status).toBe(409);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(0);
    const limited = api(await newKey(tenant.tenantId, "bob"));
    const hidden = await limited.post("/v1/conversations/own/messages", {
      user_id: "bob",
      messages: [{ role: "user", content: tokensOf(900) }],
    });
    expect(hidden.status).toBe(404);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(0);
  });

  it("refuses with 413 a message whose tool calls and metadata alone exceed 1 MiB, writing nothing", async () => {
    const tenant = await newTenant();
    const bigEnv = { ...env, MAX_BODY_BYTES: String(4 * 1024 * 1024) };
    const body = JSON.stringify({
      user_id: "user-1",
      messages: [{ role: "user", content: tokensOf(900), metadata: { blob: "x".repeat(1_100_000) } }],
    });
    const res = await fetchWithEnv(bigEnv, "POST", "/v1/conversations/env/messages", { key: tenant.key, body });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    expect(await memoryRows(tenant.tenantId)).toHaveLength(0);
    expect((await api(tenant).get("/v1/conversations/env")).status).toBe(404);
  });
});

describe("deleting a conversation", () => {
  it("removes its offloaded contents from D1, R2 and the vector index, and keeps memories that merely name it", async () => {
    const { tenant, client } = await newClient();
    const result = await append(client, "gone", [{ role: "user", content: tokensOf(4000) }]);
    const offloaded = refOf(result.messages[0]?.content ?? null).key;
    const noteRes = await client.post("/v1/memories", { user_id: "user-1", content: "likes tea", conversation_id: "gone" });
    expect(noteRes.status).toBe(201);
    const note = ((await noteRes.json()) as { key: string }).key;
    // The offloaded content's index entry and vector, by its own index job.
    await deliverQueuedJobs({ only: (job) => job.type === "index_memory" && job.memoryKey === offloaded });
    const res = await client.delete("/v1/conversations/gone");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { deleted_offloads: number }).deleted_offloads).toBe(1);
    expect((await memoryRows(tenant.tenantId)).map((row) => row.memory_key)).toEqual([note]);
    expect(await blobKeys(tenant.tenantId)).toEqual([]);
    expect(await vectorIdsOf(tenant.tenantId)).toEqual([]);
    expect((await client.get(`/v1/memories/${offloaded}`)).status).toBe(404);
  });
});
