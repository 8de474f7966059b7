import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userStub } from "../../src/users/stub";
import { SearchRequestSchema } from "../../src/search/query";
import { api, append, newKey, newTenant } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";

const QUESTION = "What did you end up naming the new puppy?";

/** Alice asks a question whose answer alone names the dog; Bob (same tenant) and another tenant's Alice talk about a dog of that name too. */
async function world() {
  const tenant = await newTenant();
  const tenantKey = api(tenant);
  const aliceKey = api(await newKey(tenant.tenantId, "alice"));
  await append(
    tenantKey,
    "alice-dog",
    [
      { role: "user", content: QUESTION },
      { role: "assistant", content: "We went with Biscuit, after the cookie." },
      { role: "user", content: "Unrelated: the office printer jammed again." },
    ],
    "alice",
  );
  await append(
    tenantKey,
    "bob-dog",
    [
      { role: "user", content: "Where did the garden hose go?" },
      { role: "assistant", content: "Biscuit dragged it under the porch." },
    ],
    "bob",
  );
  const other = await newTenant();
  await append(
    api(other),
    "alice-dog",
    [
      { role: "user", content: "Who ate the sandwich on the counter?" },
      { role: "assistant", content: "Biscuit did, of course." },
    ],
    "alice",
  );
  await deliverQueuedJobs();
  return { tenant, aliceKey };
}

describe("search finds a turn through the turn beside it", () => {
  it("finds a question with none of the query's words through the answer beside it, and never another user's turns", async () => {
    const w = await world();
    const results = await search(w.aliceKey, { query: "Biscuit" });
    const places = results.map((r) => r.sources[0]);
    expect(places[0]).toEqual({ conversation_id: "alice-dog", seq: 1 });
    expect(places).toContainEqual({ conversation_id: "alice-dog", seq: 0 });
    expect(results.find((r) => r.sources[0]?.seq === 0)?.content).toBe(QUESTION);
    // Bob's and the other tenant's turns beside their own "Biscuit" are never lent anything here.
    expect(results.every((r) => r.sources.every((s) => s.conversation_id === "alice-dog"))).toBe(true);
    expect(results.map((r) => r.content).join(" ")).not.toMatch(/hose|sandwich|porch|counter/);
  });

  it("leaves the question out of the keyword list when propagation is switched off", async () => {
    const w = await world();
    const keywordOnly = (neighbourWeight?: number) =>
      userStub(env, w.tenant.tenantId, "alice").searchIndex({
        request: SearchRequestSchema.parse({ query: "Biscuit", user_id: "alice" }),
        embedding: null,
        vectorMatches: null,
        vectorWeight: 0,
        minSimilarity: 0,
        ...(neighbourWeight === undefined ? {} : { neighbourWeight }),
      });
    const seqs = async (neighbourWeight?: number) => {
      const answer = await keywordOnly(neighbourWeight);
      if (!("results" in answer)) throw new Error("the object asked for an embedding");
      return answer.results.map((r) => r.sources[0]?.seq);
    };
    // The turn after the answer is found without propagation: the index reads the turn before a message as its context.
    expect(await seqs(0)).toEqual([1, 2]);
    const lent = await seqs();
    expect(lent).toHaveLength(3);
    expect(lent).toEqual(expect.arrayContaining([0, 1, 2]));
  });
});
