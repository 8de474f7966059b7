import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userStub } from "../../src/users/stub";
import { SearchRequestSchema } from "../../src/search/query";
import { indexResults, messageUpsert } from "../helpers/user-index";

const TENANT = "tenant-keyword-bound";
/** More matches of one word than the object ranks per query (KEYWORD_SCAN, 1000). */
const RECENT = 2100;

const upsert = (conversationId: string, seq: number, body: string) => messageUpsert(TENANT, conversationId, seq, body, null);

/** One user whose oldest turns come first: a few in "old", then RECENT in "recent", all saying "deployment". */
async function userWithCommonWord(userId: string) {
  const user = userStub(env, TENANT, userId);
  const scope = { tenantId: TENANT, userId };
  const old = [
    upsert("old", 0, "deployment deployment"),
    upsert("old", 1, "deployment deployment"),
    upsert("old", 2, "the quokka gateway deployment"),
  ];
  await user.applyIndex(scope, { mark: 0, upserts: old, removals: [] });
  const recent = Array.from({ length: RECENT }, (_, i) =>
    upsert("recent", i, `note ${i}: the deployment of the billing export waits for review ${i % 13} by team ${i % 11}`),
  );
  for (let i = 0; i < recent.length; i += 500) await user.applyIndex(scope, { mark: 0, upserts: recent.slice(i, i + 500), removals: [] });
  return user;
}

async function keywordSearch(user: ReturnType<typeof userStub>, request: Record<string, unknown>) {
  return indexResults(user, {
    request: SearchRequestSchema.parse(request),
    embedding: null,
    vectorMatches: null,
    vectorWeight: 0,
    minSimilarity: 0,
  });
}

describe("keyword search over a word in more turns than one query ranks", () => {
  it("ranks only the newest matches of a common word, so its best but oldest matches stay out", async () => {
    const user = await userWithCommonWord("bound-common");
    // "deployment deployment" is the best BM25 match of all, but older than the newest 2000.
    expect(await keywordSearch(user, { query: "deployment", conversation_id: "old" })).toEqual([]);
    const recent = await keywordSearch(user, { query: "deployment", limit: 5 });
    expect(recent).toHaveLength(5);
    expect(recent.every((r) => r.sources[0]?.conversation_id === "recent")).toBe(true);
  });

  it("still finds an old turn by a rare word of a query whose other word is common", async () => {
    const user = await userWithCommonWord("bound-rare");
    const results = await keywordSearch(user, { query: "quokka deployment", limit: 3 });
    expect(results[0]?.sources[0]).toEqual({ conversation_id: "old", seq: 2 });
  });
});
