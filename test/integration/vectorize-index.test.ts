import { env } from "cloudflare:test";
import { takeOnlyJob } from "../helpers/queues";
import { describe, expect, it } from "vitest";
import { LocalHashEmbedder } from "../../src/search/local-embedder";
import type { VectorQuery, VectorRecord } from "../../src/search/vector-index";
import { vectorIds } from "../../src/search/vectors";
import { VectorizeIndexAdapter } from "../../src/search/vectorize-index";
import { indexNow } from "../helpers/user-index";
import { searchMemories } from "../../src/search/service";
import { api, append, newTenant } from "../helpers/api";
import { ENGRAM_METADATA_INDEXES, FakeVectorize } from "../helpers/fake-vectorize";

const meta = (tenantId: string, userId: string, kind: "message" | "memory" | "summary", extra: Record<string, string> = {}) => ({
  tenantId,
  userId,
  kind,
  ...extra,
});

describe("Vectorize adapter (against a fake that speaks the binding API)", () => {
  it("upserts with filterable metadata and queries with topK, metadata filter and indexed metadata", async () => {
    const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES);
    const index = new VectorizeIndexAdapter(fake);
    await index.upsert([
      { id: "a", values: [1, 0], metadata: meta("t1", "u1", "message", { conversationId: "c1", createdAt: "2024-01-01T00:00:00.000Z" }) },
      {
        id: "b",
        values: [0.9, 0.1],
        metadata: meta("t1", "u2", "message", { conversationId: "c2", createdAt: "2024-02-01T00:00:00.000Z" }),
      },
      { id: "c", values: [0.8, 0.2], metadata: meta("t2", "u1", "memory") },
    ]);
    expect(fake.vectors.get("a")?.metadata).toEqual({
      tenantId: "t1",
      userId: "u1",
      kind: "message",
      conversationId: "c1",
      createdAt: "2024-01-01T00:00:00.000Z",
      createdAtMs: Date.parse("2024-01-01T00:00:00.000Z"),
    });
    const t1 = await index.query([1, 0], { topK: 10, filter: { tenantId: "t1" } });
    expect(t1.map((m) => m.id)).toEqual(["a", "b"]);
    expect(t1[0]).toMatchObject({ metadata: { kind: "message" } });
    expect(fake.queries.at(-1)?.options).toEqual({ topK: 10, filter: { tenantId: "t1" }, returnValues: false, returnMetadata: "indexed" });
    expect((await index.query([1, 0], { topK: 1, filter: { tenantId: "t1" } })).map((m) => m.id)).toEqual(["a"]);
    expect((await index.query([1, 0], { topK: 10, filter: { tenantId: "t1", userId: "u2" } })).map((m) => m.id)).toEqual(["b"]);
    expect((await index.query([1, 0], { topK: 10, filter: { tenantId: "t2", kind: "memory" } })).map((m) => m.id)).toEqual(["c"]);
  });

  it("filters a time range through the numeric createdAtMs index", async () => {
    const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES);
    const index = new VectorizeIndexAdapter(fake);
    await index.upsert(
      ["2024-01-01", "2024-02-01", "2024-03-01"].map((day, i) => ({
        id: `v${i}`,
        values: [1, i],
        metadata: meta("t", "u", "message", { createdAt: `${day}T00:00:00.000Z` }),
      })),
    );
    const matches = await index.query([1, 0], {
      topK: 10,
      filter: { tenantId: "t" },
      timeRange: { from: "2024-01-15T00:00:00Z", to: "2024-02-15T00:00:00Z" },
    });
    expect(matches.map((m) => m.id)).toEqual(["v1"]);
    expect(fake.queries.at(-1)?.options?.filter).toEqual({
      tenantId: "t",
      createdAtMs: { $gte: Date.parse("2024-01-15T00:00:00Z"), $lte: Date.parse("2024-02-15T00:00:00Z") },
    });
  });

  it("stores ids and filter values over 64 bytes so that equality stays exact", async () => {
    const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES);
    const index = new VectorizeIndexAdapter(fake);
    const prefix = "c".repeat(64);
    const id1 = await vectorIds.message("t", `${prefix}-one`, 1);
    const id2 = await vectorIds.message("t", `${prefix}-two`, 1);
    await index.upsert([
      { id: id1, values: [1, 0], metadata: meta("t", "u", "message", { conversationId: `${prefix}-one` }) },
      { id: id2, values: [1, 0], metadata: meta("t", "u", "message", { conversationId: `${prefix}-two` }) },
    ]);
    // Two conversation ids that share their first 64 bytes: a raw filter would match both.
    const one = await index.query([1, 0], { topK: 10, filter: { tenantId: "t", conversationId: `${prefix}-one` } });
    expect(one.map((m) => m.id)).toEqual([id1]);
  });

  it("caps topK at Vectorize's limit and deletes by id", async () => {
    const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES);
    const index = new VectorizeIndexAdapter(fake);
    await index.upsert([{ id: "x", values: [1, 0], metadata: meta("t", "u", "message") }]);
    await index.query([1, 0], { topK: 500, filter: { tenantId: "t" } });
    expect(fake.queries.at(-1)?.options?.topK).toBe(100);
    await index.deleteByIds(["x"]);
    expect(await index.query([1, 0], { topK: 10, filter: { tenantId: "t" } })).toEqual([]);
  });

  it("serves hybrid search end to end, scoped by tenant even when the index ignores the filter", async () => {
    const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES);
    const embedder = new LocalHashEmbedder(512);
    const deps = { embedder, vectors: new VectorizeIndexAdapter(fake) };
    const tenants = [await newTenant(), await newTenant()];
    for (const tenant of tenants) {
      await append(api(tenant), "vz", [
        { role: "user", content: `The backup bucket of ${tenant.tenantId} is called granite-archive.` },
        { role: "user", content: `Lunch at ${tenant.tenantId} is at noon.` },
      ]);
      await indexNow(takeOnlyJob("index_messages"), deps);
    }
    expect(fake.vectors.size).toBe(4);
    const [mine] = tenants;
    const principal = { tenantId: mine!.tenantId, keyId: mine!.keyId, userId: "user-1" };
    const { results } = await searchMemories(env, principal, { query: "which backup bucket?" }, deps);
    expect(results[0]?.content).toBe(`The backup bucket of ${mine!.tenantId} is called granite-archive.`);
    expect(results.some((r) => r.content?.includes(tenants[1]!.tenantId))).toBe(false);
    // One Vectorize query, filtered by tenant and user (the user object answers for one user).
    expect(fake.queries.at(-1)?.options?.filter).toEqual({ tenantId: mine!.tenantId, userId: "user-1" });
    // A misbehaving index that drops the filter: the user object still scopes what comes back.
    const inner = deps.vectors;
    const leaky = {
      embedder,
      vectors: {
        upsert: (records: VectorRecord[]) => inner.upsert(records),
        deleteByIds: (ids: string[]) => inner.deleteByIds(ids),
        query: (v: number[], o: VectorQuery) => inner.query(v, { ...o, filter: {} }),
      },
    };
    const leaked = await searchMemories(env, principal, { query: "which backup bucket?", types: ["message"] }, leaky);
    // Every text names its tenant: any foreign hit fails, and an empty answer fails too.
    expect(leaked.results.length).toBeGreaterThan(0);
    expect(leaked.results.filter((r) => !r.content?.includes(mine!.tenantId))).toEqual([]);
  });
});
