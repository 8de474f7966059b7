import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LocalHashEmbedder } from "../../src/search/local-embedder";
import type { Embedder } from "../../src/search/vector-index";
import { indexNow } from "../helpers/user-index";
import { searchMemories } from "../../src/search/service";
import { api, append, newKey, newTenant, newClient } from "../helpers/api";
import { deliverQueuedJobs, takeOnlyJob } from "../helpers/queues";
import { insertMemory, search } from "../helpers/search";

/**
 * One tenant with two users (each with a conversation and a memory about the same topic),
 * plus another tenant with the same content: who may see what.
 */
async function world() {
  const tenant = await newTenant();
  const tenantKey = api(tenant);
  const aliceKey = api(await newKey(tenant.tenantId, "alice"));
  const bobKey = api(await newKey(tenant.tenantId, "bob"));
  await append(tenantKey, "alice-conv", [{ role: "user", content: "Alice's espresso machine is a Gaggia." }], "alice");
  await append(tenantKey, "bob-conv", [{ role: "user", content: "Bob's espresso machine is a Rancilio." }], "bob");
  await insertMemory({
    key: `alice-pref-${tenant.tenantId}`,
    tenantId: tenant.tenantId,
    userId: "alice",
    description: "espresso preference",
    content: "double shot",
  });
  const other = await newTenant();
  const otherKey = api(other);
  await append(otherKey, "alice-conv", [{ role: "user", content: "Alice's espresso machine is a Gaggia." }], "alice");
  await deliverQueuedJobs();
  return { tenant, tenantKey, aliceKey, bobKey, otherKey };
}

const owners = (results: Array<{ key: string; sources: Array<{ conversation_id: string }> }>) =>
  results.map((r) => r.sources[0]?.conversation_id ?? r.key).sort();

describe("search isolation", () => {
  it("refuses a tenant-wide search naming neither a user nor a conversation with 400, and shows nothing of another tenant", async () => {
    const w = await world();
    const res = await w.tenantKey.post("/v1/memories/search", { query: "espresso machine", types: ["message"] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_request", message: expect.stringContaining("user_id is required") } });
    const otherTenant = await search(w.otherKey, { query: "espresso machine", user_id: "alice" });
    expect(owners(otherTenant)).toEqual(["alice-conv"]);
    expect(otherTenant[0]?.content).toBe("Alice's espresso machine is a Gaggia.");
    expect(await search(w.otherKey, { query: "Rancilio", user_id: "bob" })).toEqual([]);
  });

  it("scopes a tenant-wide search naming only a conversation to that conversation's owner", async () => {
    const w = await world();
    const bob = await search(w.tenantKey, { query: "espresso", conversation_id: "bob-conv" });
    expect(owners(bob)).toEqual(["bob-conv"]);
    // Alice's memory is hers: a search scoped to Bob's conversation never shows it.
    expect(bob.map((r) => r.type)).toEqual(["message"]);
    expect(await search(w.otherKey, { query: "espresso", conversation_id: "bob-conv" })).toEqual([]);
  });

  it("narrows a tenant-wide key to the user_id it names", async () => {
    const w = await world();
    expect(owners(await search(w.tenantKey, { query: "espresso machine", user_id: "bob" }))).toEqual(["bob-conv"]);
  });

  it("limits a user key to its own user's history and memories whatever the body says", async () => {
    const w = await world();
    const alice = await search(w.aliceKey, { query: "espresso" });
    expect(alice.map((r) => r.type).sort()).toEqual(["memory", "message"]);
    expect(alice.every((r) => r.sources.every((s) => s.conversation_id === "alice-conv"))).toBe(true);
    expect(await search(w.aliceKey, { query: "Rancilio" })).toEqual([]);
    expect(await search(w.aliceKey, { query: "espresso", conversation_id: "bob-conv" })).toEqual([]);
    const bob = await search(w.bobKey, { query: "espresso double shot" });
    expect(bob.map((r) => r.type)).toEqual(["message"]);
  });

  it("refuses a user key that names another user with 403", async () => {
    const w = await world();
    const res = await w.aliceKey.post("/v1/memories/search", { query: "espresso", user_id: "bob" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: expect.any(String) } });
  });

  it("filters by conversation and by type", async () => {
    const w = await world();
    expect(owners(await search(w.tenantKey, { query: "espresso", conversation_id: "bob-conv" }))).toEqual(["bob-conv"]);
    const memories = await search(w.tenantKey, { query: "espresso", types: ["memory"], user_id: "alice" });
    expect(memories.map((r) => r.type)).toEqual(["memory"]);
  });

  it("reports index progress only within the caller's scope", async () => {
    const w = await world();
    const own = (await (await w.aliceKey.get("/v1/memories/search/index-status?conversation_id=alice-conv")).json()) as {
      messages: number;
    };
    expect(own.messages).toBe(1);
    const foreign = (await (await w.aliceKey.get("/v1/memories/search/index-status?conversation_id=bob-conv")).json()) as {
      messages: number;
    };
    expect(foreign.messages).toBe(0);
  });
});

describe("search ranking", () => {
  /** Vectors chosen per text, so each retriever's list is known in advance. */
  class TableEmbedder implements Embedder {
    readonly name = "table";
    readonly dimensions = 3;
    constructor(readonly fusionWeight: number) {}
    async embed(texts: string[]): Promise<number[][]> {
      return texts.map((t) => (t.includes("cherries") || t === "alpha" ? [1, 0, 0] : t.includes("bananas") ? [0.9, 0.1, 0] : [0, 1, 0]));
    }
  }

  async function rankedFor(fusionWeight: number) {
    const tenant = await newTenant();
    // Two fillers keep the three apart, so no turn takes another one's "alpha" through the
    // neighbour it is indexed with; neighbour scores are off below, so the lists are the two
    // retrievers' own and the test is about fusion alone.
    await append(api(tenant), "rank", [
      { role: "user", content: "alpha alpha apples" },
      { role: "user", content: "filler one" },
      { role: "user", content: "filler two" },
      { role: "user", content: "alpha bananas" },
      { role: "user", content: "filler three" },
      { role: "user", content: "filler four" },
      { role: "user", content: "cherries" },
    ]);
    const deps = { embedder: new TableEmbedder(fusionWeight), vectors: null };
    await indexNow(takeOnlyJob("index_messages"), deps);
    const principal = { tenantId: tenant.tenantId, keyId: tenant.keyId, userId: "user-1" };
    const fusionOnly = { ...env, SEARCH_NEIGHBOUR_WEIGHT: "0" };
    const { results } = await searchMemories(fusionOnly, principal, { query: "alpha", types: ["message"] }, deps);
    return results.map((r) => r.content).filter((c) => !c?.startsWith("filler"));
  }

  it("puts first, with equal weights, the turn both keyword and vector search find", async () => {
    // keyword: [apples, bananas]; vector: [cherries, bananas]
    expect(await rankedFor(1)).toEqual(["alpha bananas", "alpha alpha apples", "cherries"]);
  });

  it("keeps the keyword order, with the local embedder's weight, and appends vector-only hits", async () => {
    expect(await rankedFor(new LocalHashEmbedder().fusionWeight)).toEqual(["alpha alpha apples", "alpha bananas", "cherries"]);
  });

  it("asks a light embedder nothing when keyword hits already fill the answer, and asks when they do not", async () => {
    const tenant = await newTenant();
    await append(
      api(tenant),
      "lazy",
      Array.from({ length: 8 }, (_, i) => ({ role: "user" as const, content: `Kettle note ${i}` })),
    );
    let calls = 0;
    const local = new LocalHashEmbedder();
    const spy: Embedder = {
      name: "spy",
      dimensions: local.dimensions,
      fusionWeight: local.fusionWeight,
      embed: async (texts) => {
        calls += 1;
        return local.embed(texts);
      },
    };
    const deps = { embedder: spy, vectors: null };
    await indexNow(takeOnlyJob("index_messages"), deps);
    const principal = { tenantId: tenant.tenantId, keyId: tenant.keyId, userId: "user-1" };
    calls = 0;
    expect((await searchMemories(env, principal, { query: "kettle note", limit: 3 }, deps)).results).toHaveLength(3);
    expect(calls).toBe(0);
    expect((await searchMemories(env, principal, { query: "kettle note", limit: 5 }, deps)).results).toHaveLength(5);
    expect(calls).toBe(1);
  });

  it("returns at most `limit` results", async () => {
    const { client } = await newClient();
    await append(
      client,
      "many",
      Array.from({ length: 12 }, (_, i) => ({ role: "user" as const, content: `Reminder number ${i}: water the ficus.` })),
    );
    await deliverQueuedJobs();
    expect(await search(client, { query: "water the ficus", limit: 3 })).toHaveLength(3);
  });
});

describe("search at the largest limit", () => {
  it("returns 100 results when 100 are asked for and more match", async () => {
    const { client } = await newClient();
    await append(
      client,
      "big",
      Array.from({ length: 130 }, (_, i) => ({ role: "user" as const, content: `Inventory line ${i}: one crate of pears.` })),
    );
    await deliverQueuedJobs();
    const results = await search(client, { query: "crate of pears", limit: 100 });
    expect(results).toHaveLength(100);
    expect(new Set(results.map((r) => r.key)).size).toBe(100);
  });
});

describe("search input", () => {
  const bad: Array<[string, unknown]> = [
    ["an empty query", { query: "" }],
    ["a blank query", { query: "   " }],
    ["a query over 2000 characters", { query: "x".repeat(2001) }],
    ["no query", { limit: 5 }],
    ["an unknown type", { query: "x", types: ["files"] }],
    ["an empty type list", { query: "x", types: [] }],
    ["a malformed time_range date", { query: "x", time_range: { from: "yesterday" } }],
    ["a time_range ending before it starts", { query: "x", time_range: { from: "2024-02-01T00:00:00Z", to: "2024-01-01T00:00:00Z" } }],
    ["an unknown time_range field", { query: "x", time_range: { since: "2024-01-01T00:00:00Z" } }],
    ["an unknown filter", { query: "x", tags: ["a"] }],
    ["a limit of 0", { query: "x", limit: 0 }],
    ["a limit over 100", { query: "x", limit: 101 }],
    ["a malformed conversation_id", { query: "x", conversation_id: "a/b" }],
    ["a malformed user_id", { query: "x", user_id: "" }],
  ];

  for (const [what, body] of bad) {
    it(`answers ${what} with 400 and the error shape`, async () => {
      const client = api(await newTenant());
      const res = await client.post("/v1/memories/search", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "invalid_request", message: expect.any(String) } });
    });
  }

  it("answers a body that is not JSON with 400", async () => {
    const client = api(await newTenant());
    const res = await client.post("/v1/memories/search", "{not json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_json" } });
  });

  it("answers a search without an API key with 401", async () => {
    const res = await api("eng_not_a_key").post("/v1/memories/search", { query: "x" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("answers a query of only stopwords with an empty result, not an error", async () => {
    const client = api(await newTenant());
    expect(await search(client, { query: "what is it?" })).toEqual([]);
  });
});
