import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { searchMemories } from "../../src/search/service";
import { append, api, newTenant } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";

describe("search with the speaker match (static embedder, score fusion)", () => {
  it("ranks a turn spoken by the person the query names above the other party's turn that names them more", async () => {
    const tenant = await newTenant();
    // Two conversations, so no neighbour lends one turn's words to the other.
    await append(api(tenant), "addressed", [
      { role: "user", name: "Caroline", content: "Melanie, your pottery bowls are lovely, Melanie! Pottery really suits you." },
    ]);
    await append(api(tenant), "spoken", [{ role: "user", name: "Melanie", content: "I made a bowl in my pottery class." }]);
    await deliverQueuedJobs();
    const principal = { tenantId: tenant.tenantId, keyId: tenant.keyId, userId: "user-1" };
    const query = { query: "What pottery does Melanie make?", types: ["message" as const] };
    const order = async (settings: Partial<Env>) =>
      (await searchMemories({ ...env, ...settings }, principal, query)).results.map((r) => r.sources[0]?.conversation_id);
    // Without the speaker share, "pottery" and "Melanie" twice each win the addressed turn first place.
    expect(await order({ SEARCH_SPEAKER_WEIGHT: "0" })).toEqual(["addressed", "spoken"]);
    expect(await order({})).toEqual(["spoken", "addressed"]);
  });

  it("answers a speaker weight outside 0 to 1 with not_configured naming the setting", async () => {
    const tenant = await newTenant();
    const principal = { tenantId: tenant.tenantId, keyId: tenant.keyId, userId: "user-1" };
    await expect(searchMemories({ ...env, SEARCH_SPEAKER_WEIGHT: "2" }, principal, { query: "pottery" })).rejects.toMatchObject({
      code: "not_configured",
      message: expect.stringMatching(/SEARCH_SPEAKER_WEIGHT/),
    });
  });
});
