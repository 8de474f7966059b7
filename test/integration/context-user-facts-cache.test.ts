import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { append, newClient, type Api, type ContextBody } from "../helpers/api";
import { userStub } from "../../src/users/stub";

async function factTexts(client: Api, conversationId: string): Promise<string[]> {
  // The freshest facts on every read are the planned context's: a cache-stable one takes them at its next compaction point.
  const res = await client.get(`/v1/conversations/${conversationId}/context?cache_stable=false`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ContextBody).user_facts?.facts.map((f) => f.text) ?? [];
}

const stated = (client: Api, text: string, topic: string) => client.post("/v1/users/user-1/facts", { text, type: "preference", topic });

describe("the user layer on the context's hot path", () => {
  it("reuses the user's facts within the cache TTL, and a fact written through the API shows at once", async () => {
    const { tenant, client } = await newClient();
    await append(client, "cached", [{ role: "assistant", content: "Hello again." }]);
    expect((await stated(client, "prefers dark mode", "theme")).status).toBe(201);
    expect(await factTexts(client, "cached")).toEqual(["prefers dark mode"]);

    // Written behind the API's back (as another isolate would): this isolate keeps its copy for the TTL.
    await userStub(env, tenant.tenantId, "user-1").consolidate({ tenantId: tenant.tenantId, userId: "user-1" }, [
      {
        type: "preference",
        topic: "editor",
        text: "uses Helix",
        value: "uses helix",
        valid_from: new Date().toISOString(),
        confidence: 1,
        sources: [],
        expires_at: null,
      },
    ]);
    expect(await factTexts(client, "cached")).toEqual(["prefers dark mode"]);

    // A write through this isolate evicts the user's entries: both facts show in the next read.
    expect((await stated(client, "drinks tea", "drink")).status).toBe(201);
    expect((await factTexts(client, "cached")).sort()).toEqual(["drinks tea", "prefers dark mode", "uses Helix"]);
  });
});
