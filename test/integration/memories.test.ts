import { env } from "cloudflare:test";
import { deliverQueuedJobs } from "../helpers/queues";
import { describe, expect, it } from "vitest";
import { vectorIds } from "../../src/search/vectors";
import { api, append, newTenant, type Api, newClient } from "../helpers/api";
import { blobKeys, countingBucket, expireMemory, fetchWithEnv, memoryRows, vectorIdsOf } from "../helpers/memories";
import { sha256Hex } from "../helpers/webhooks";
import type { StoredMemory } from "../../src/memories/schemas";
import { deploymentEnv, onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
onVectorizeWithDelayedDeletes();

interface MemoryAnswer {
  key: string;
  content: string;
  metadata: Record<string, unknown>;
  type: string;
  description: string;
  line_count: number;
  content_bytes: number;
  range:
    | null
    | { unit: "bytes"; offset: number; length: number; next_offset: number | null }
    | { unit: "lines"; from_line: number; to_line: number; next_line: number | null };
}

async function store(client: Api, body: Record<string, unknown>): Promise<StoredMemory> {
  const res = await client.post("/v1/memories", { user_id: "user-1", ...body });
  if (res.status !== 201) throw new Error(`store failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as StoredMemory;
}

async function read(client: Api, path: string): Promise<MemoryAnswer> {
  const res = await client.get(path);
  if (res.status !== 200) throw new Error(`read failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as MemoryAnswer;
}

async function expectError(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

/** A large non-ASCII text: BOM first, emoji (with ZWJ sequences), CJK, accents, CRLF lines. */
function bigText(bytes: number): string {
  const line = "行 🎉👩‍💻 日本語テキスト café naïve — line\r\n";
  const count = Math.ceil(bytes / new TextEncoder().encode(line).length);
  return `\ufeff${Array.from({ length: count }, (_, i) => `${i} ${line}`).join("")}`;
}

describe("POST /v1/memories and GET /v1/memories/{key}", () => {
  it("stores a small memory inline in D1 and returns its placeholder", async () => {
    const { tenant, client } = await newClient();
    const stored = await store(client, {
      content: "Prefers PostgreSQL 16 on port 5433",
      type: "user_preference",
      metadata: { source: "chat" },
    });
    expect(stored.key).toMatch(/^mem_[0-9a-f]{32}$/);
    expect(stored.ref).toBe(`[MemoryRef: ${stored.key} - Prefers PostgreSQL 16 on port 5433 - ${stored.token_count} tokens]`);
    const [row] = await memoryRows(tenant.tenantId);
    expect(row).toMatchObject({ content: "Prefers PostgreSQL 16 on port 5433", r2_key: null, origin: "api", state: "ready" });
    const memory = await read(client, `/v1/memories/${stored.key}`);
    expect(memory).toMatchObject({
      content: "Prefers PostgreSQL 16 on port 5433",
      type: "user_preference",
      metadata: { source: "chat" },
      range: null,
    });
    expect(await blobKeys(tenant.tenantId)).toEqual([]);
  });

  it("puts a memory over 8 KiB in R2 under tenant/user/key and reads it back", async () => {
    const { tenant, client } = await newClient();
    const content = "x".repeat(8 * 1024 + 1);
    const stored = await store(client, { content, description: "eight KiB and one byte" });
    expect(await blobKeys(tenant.tenantId)).toEqual([`${tenant.tenantId}/user-1/${stored.key}`]);
    const [row] = await memoryRows(tenant.tenantId);
    expect(row?.content).toBeNull();
    expect((await read(client, `/v1/memories/${stored.key}`)).content).toBe(content);
  });

  it("gives back the exact bytes of a 5 MB non-ASCII memory, as JSON and raw", async () => {
    const client = api(await newTenant());
    const content = bigText(5 * 1024 * 1024);
    const bytes = new TextEncoder().encode(content);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const stored = await store(client, { content, description: "a large log" });
    expect(stored.content_bytes).toBe(bytes.length);
    expect((await read(client, `/v1/memories/${stored.key}`)).content).toBe(content);
    const raw = await client.get(`/v1/memories/${stored.key}?format=raw`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toBe("application/octet-stream");
    // Digests, not toEqual: a deep comparison of megabytes element by element takes minutes.
    const received = await raw.arrayBuffer();
    expect(received.byteLength).toBe(bytes.length);
    expect(await sha256Hex(received)).toBe(await sha256Hex(content));
  });

  it("serves byte ranges on character boundaries whose pages rebuild the exact content", async () => {
    const client = api(await newTenant());
    for (const content of ["🎉日本語 café".repeat(20), bigText(40_000)]) {
      const stored = await store(client, { content, description: "paged" });
      let offset = 0;
      const pages: string[] = [];
      for (;;) {
        const page = await read(client, `/v1/memories/${stored.key}?offset=${offset}&length=4097`);
        if (page.range?.unit !== "bytes") throw new Error("expected a byte range");
        expect(page.range.offset).toBe(offset);
        expect(page.range.length).toBeLessThanOrEqual(4097);
        pages.push(page.content);
        if (page.range.next_offset === null) break;
        offset = page.range.next_offset;
      }
      expect(pages.join("")).toBe(content);
    }
  });

  it("starts a byte range that falls inside a character at the next character", async () => {
    const client = api(await newTenant());
    const stored = await store(client, { content: "🎉abc", description: "emoji first" });
    const page = await read(client, `/v1/memories/${stored.key}?offset=1&length=6`);
    expect(page.content).toBe("abc");
    expect(page.range).toEqual({ unit: "bytes", offset: 4, length: 3, next_offset: null });
  });

  it("serves line ranges, inline and from R2, each line with its newline", async () => {
    const client = api(await newTenant());
    const small = await store(client, { content: "one\ntwo\nthree\nfour", description: "four lines" });
    expect(await read(client, `/v1/memories/${small.key}?from_line=2&to_line=3`)).toMatchObject({
      content: "two\nthree\n",
      line_count: 4,
      range: { unit: "lines", from_line: 2, to_line: 3, next_line: 4 },
    });
    expect((await read(client, `/v1/memories/${small.key}?from_line=4`)).range).toEqual({
      unit: "lines",
      from_line: 4,
      to_line: 4,
      next_line: null,
    });
    const lines = Array.from({ length: 5000 }, (_, i) => `line ${i + 1} 日本 🎉`);
    const large = await store(client, { content: lines.join("\n"), description: "five thousand lines" });
    const middle = await read(client, `/v1/memories/${large.key}?from_line=2500&to_line=2502`);
    expect(middle.content).toBe(`${lines.slice(2499, 2502).join("\n")}\n`);
    expect((await read(client, `/v1/memories/${large.key}?from_line=4999&to_line=9000`)).content).toBe(lines.slice(4998).join("\n"));
  });

  it("answers 400 for ranges that are malformed, mixed or beyond the end", async () => {
    const client = api(await newTenant());
    const stored = await store(client, { content: "one\ntwo", description: "two lines" });
    const base = `/v1/memories/${stored.key}`;
    await expectError(await client.get(`${base}?offset=0&from_line=1`), 400, "invalid_request");
    await expectError(await client.get(`${base}?from_line=3&to_line=2`), 400, "invalid_request");
    await expectError(await client.get(`${base}?offset=-1`), 400, "invalid_request");
    await expectError(await client.get(`${base}?length=3`), 400, "invalid_request");
    await expectError(await client.get(`${base}?offset=99`), 400, "invalid_request");
    await expectError(await client.get(`${base}?from_line=3`), 400, "invalid_request");
    await expectError(await client.get(`${base}?from_line=abc`), 400, "invalid_request");
    await expectError(await client.get(`${base}?format=raw&offset=0`), 400, "invalid_request");
  });
});

describe("TTL", () => {
  it("sets expires_at to the store time plus ttl_seconds", async () => {
    const client = api(await newTenant());
    const stored = await store(client, { content: "short-lived", ttl_seconds: 3600 });
    expect(Date.parse(stored.expires_at ?? "") - Date.parse(stored.created_at)).toBe(3_600_000);
    expect((await read(client, `/v1/memories/${stored.key}`)).content).toBe("short-lived");
  });

  it("answers 404 for an expired memory before any sweep has run", async () => {
    const { tenant, client } = await newClient();
    const stored = await store(client, { content: "x".repeat(10_000), ttl_seconds: 60 });
    // The clock moves on: the expiry passes while the row and its blob are still there.
    await expireMemory(stored.key);
    expect(await memoryRows(tenant.tenantId)).toHaveLength(1);
    await expectError(await client.get(`/v1/memories/${stored.key}`), 404, "not_found");
    await expectError(await client.get(`/v1/memories/${stored.key}?format=raw`), 404, "not_found");
    await expectError(await client.get(`/v1/memories/${stored.key}?offset=0&length=10`), 404, "not_found");
  });
});

describe("DELETE /v1/memories/{key}", () => {
  it("removes the D1 row, the R2 object and the memory's vector", async () => {
    const { tenant, client } = await newClient();
    const stored = await store(client, { content: "y".repeat(20_000), description: "to delete" });
    const kept = await store(client, { content: "z".repeat(20_000), description: "to keep" });
    // Their index jobs give both memories an index entry and a vector in the user's object.
    await deliverQueuedJobs({ only: (job) => job.type === "index_memory" });
    const res = await client.delete(`/v1/memories/${stored.key}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: stored.key, deleted: true });
    expect((await memoryRows(tenant.tenantId)).map((row) => row.memory_key)).toEqual([kept.key]);
    expect(await blobKeys(tenant.tenantId)).toEqual([`${tenant.tenantId}/user-1/${kept.key}`]);
    expect(await vectorIdsOf(tenant.tenantId)).toEqual([await vectorIds.memory(tenant.tenantId, kept.key)]);
    await expectError(await client.get(`/v1/memories/${stored.key}`), 404, "not_found");
    await expectError(await client.delete(`/v1/memories/${stored.key}`), 404, "not_found");
  });

  it("purges an expired memory but still answers 404, as a read would", async () => {
    const { tenant, client } = await newClient();
    const stored = await store(client, { content: "q".repeat(20_000), ttl_seconds: 60 });
    await expireMemory(stored.key);
    await expectError(await client.delete(`/v1/memories/${stored.key}`), 404, "not_found");
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
    expect(await blobKeys(tenant.tenantId)).toEqual([]);
  });
});

describe("bad input on the memory routes: a 4xx with the error shape, nothing written", () => {
  it("refuses malformed bodies", async () => {
    const { tenant, client } = await newClient();
    const cases: Array<[unknown, string]> = [
      ["{not json", "invalid_json"],
      [{ user_id: "user-1" }, "invalid_request"],
      [{ user_id: "user-1", content: "" }, "invalid_request"],
      [{ user_id: "user-1", content: "   \n" }, "invalid_request"],
      [{ user_id: "user-1", content: "ok", ttl_seconds: -5 }, "invalid_request"],
      [{ user_id: "user-1", content: "ok", ttl_seconds: 0 }, "invalid_request"],
      [{ user_id: "user-1", content: "ok", ttl_seconds: 1.5 }, "invalid_request"],
      [{ user_id: "user-1", content: "ok", tttl_seconds: 5 }, "invalid_request"],
      [{ user_id: "user 1", content: "ok" }, "invalid_request"],
      [{ user_id: "user-1", content: "ok", type: "has space" }, "invalid_request"],
      [{ user_id: "user-1", content: "ok", metadata: ["not", "an", "object"] }, "invalid_request"],
      [{ user_id: "user-1", content: "lone \ud800 surrogate" }, "invalid_request"],
      [{ user_id: "user-1", content: 42 }, "invalid_request"],
    ];
    for (const [body, code] of cases) await expectError(await client.post("/v1/memories", body), 400, code);
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
  });

  it("answers 404 for an unknown key and for a key of malformed shape", async () => {
    const client = api(await newTenant());
    await expectError(await client.get("/v1/memories/mem_00000000000000000000000000000000"), 404, "not_found");
    await expectError(await client.delete("/v1/memories/mem_00000000000000000000000000000000"), 404, "not_found");
    await expectError(await client.get(`/v1/memories/${"k".repeat(200)}`), 400, "invalid_request");
  });

  it("answers 413 for a body over MEMORY_MAX_BODY_BYTES and writes nothing", async () => {
    const tenant = await newTenant();
    const writes = { put: 0, delete: 0 };
    const body = JSON.stringify({ user_id: "user-1", content: "a".repeat(10 * 1024 * 1024) });
    const res = await fetchWithEnv({ ...deploymentEnv(), BLOBS: countingBucket(env.BLOBS, writes) }, "POST", "/v1/memories", {
      key: tenant.key,
      body,
    });
    await expectError(res, 413, "payload_too_large");
    expect(writes.put).toBe(0);
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
    expect(await blobKeys(tenant.tenantId)).toEqual([]);
  });

  it("takes bodies over the 1 MiB default of the other routes", async () => {
    const client = api(await newTenant());
    const stored = await store(client, { content: "b".repeat(2 * 1024 * 1024) });
    expect(stored.content_bytes).toBe(2 * 1024 * 1024);
    const conversation = await client.post("/v1/conversations/c/messages", {
      user_id: "user-1",
      messages: [{ role: "user", content: "b".repeat(2 * 1024 * 1024) }],
    });
    expect(conversation.status).toBe(413);
  });

  it("refuses a conversation_id that is not a conversation of that user", async () => {
    const { tenant, client } = await newClient();
    await append(client, "alice-conv", [{ role: "user", content: "hi" }], "alice");
    await expectError(await client.post("/v1/memories", { user_id: "bob", content: "x", conversation_id: "alice-conv" }), 409, "conflict");
    await expectError(await client.post("/v1/memories", { user_id: "bob", content: "x", conversation_id: "nope" }), 404, "not_found");
    expect(await memoryRows(tenant.tenantId)).toEqual([]);
    const ok = await client.post("/v1/memories", { user_id: "alice", content: "x", conversation_id: "alice-conv" });
    expect(ok.status).toBe(201);
  });
});

describe("OpenAPI document", () => {
  it("serves /openapi.json with the memory routes in it", async () => {
    const res = await fetchWithEnv(deploymentEnv(), "GET", "/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/v1/memories"] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths["/v1/memories/{key}"] ?? {}).sort()).toEqual(["delete", "get"]);
  });
});
