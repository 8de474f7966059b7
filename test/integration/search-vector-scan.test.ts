import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userStub } from "../../src/users/stub";
import { SearchRequestSchema } from "../../src/search/query";
import { indexResults, messageUpsert } from "../helpers/user-index";

const TENANT = "tenant-vector-scan";
/** More vectors than the local scan reads newest first (VECTOR_SCAN, 2000). */
const RECENT = 2100;
const DIMENSIONS = 100;

/** An int8 vector pointing along one axis, with a little of another (never the zero vector). */
function axis(index: number): Int8Array {
  const vector = new Int8Array(DIMENSIONS);
  vector[index % DIMENSIONS] = 127;
  vector[(index + 1) % DIMENSIONS] = 20;
  return vector;
}

const upsert = (conversationId: string, seq: number, body: string, vector: Int8Array) =>
  messageUpsert(TENANT, conversationId, seq, body, vector);

/** Mostly along another axis, a little along the query's: each recent turn is somewhat similar to it. */
function nearby(index: number): Int8Array {
  const vector = axis(index);
  vector[0] = 40;
  return vector;
}

/** Vector-only ranking (score fusion, the vector list's share 1) of `query` along axis 0. */
async function vectorSearch(user: ReturnType<typeof userStub>, query: string) {
  const embedding = Array.from(axis(0), (x) => x / 127);
  return indexResults(user, {
    request: SearchRequestSchema.parse({ query, limit: 3 }),
    embedding,
    vectorMatches: null,
    vectorWeight: 1,
    fusion: "score",
    minSimilarity: 0,
    neighbourWeight: 0,
  });
}

describe("the local vector scan", () => {
  it("scores a keyword hit older than the newest vectors it reads, by reading that hit's vector", async () => {
    const user = userStub(env, TENANT, "scan-bound");
    const scope = { tenantId: TENANT, userId: "scan-bound" };
    // The oldest turn: the only one saying "quokka", and the query's own direction; every newer
    // turn is less similar but above 0, so the old one leads only if its vector is read.
    await user.applyIndex(scope, { mark: 0, upserts: [upsert("old", 0, "the quokka gateway", axis(0))], removals: [] });
    const recent = Array.from({ length: RECENT }, (_, i) => upsert("recent", i, `note ${i} about billing`, nearby(10 + (i % 80))));
    for (let i = 0; i < recent.length; i += 500) await user.applyIndex(scope, { mark: 0, upserts: recent.slice(i, i + 500), removals: [] });
    const results = await vectorSearch(user, "quokka billing");
    expect(results[0]?.sources[0]).toEqual({ conversation_id: "old", seq: 0 });
  });

  it("scores every vector of an index smaller than its bound, its oldest keyword hit among them", async () => {
    const user = userStub(env, TENANT, "scan-small");
    const scope = { tenantId: TENANT, userId: "scan-small" };
    await user.applyIndex(scope, {
      mark: 0,
      upserts: [
        upsert("c", 0, "the quokka gateway", axis(0)),
        upsert("c", 1, "billing export", nearby(30)),
        upsert("c", 2, "billing review", nearby(60)),
      ],
      removals: [],
    });
    const results = await vectorSearch(user, "quokka billing");
    expect(results).toHaveLength(3);
    expect(results[0]?.sources[0]).toEqual({ conversation_id: "c", seq: 0 });
  });
});
