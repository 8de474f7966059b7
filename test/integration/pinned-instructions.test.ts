import { describe, expect, it } from "vitest";
import { PinnedCache } from "../../src/instructions/cache";
import { api, append, newKey, newTenant, type Api } from "../helpers/api";
import { getContext, patchSettings } from "../helpers/shaping";
import { expectWithinBudget } from "../helpers/recount";

interface InstructionBody {
  id: string;
  scope: string;
  user_id: string | null;
  agent_id: string | null;
  name: string;
  content: string;
  token_count: number;
}

async function pin(client: Api, body: Record<string, unknown>): Promise<InstructionBody> {
  const res = await client.post("/v1/instructions", body);
  if (res.status !== 201) throw new Error(`pin failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as InstructionBody;
}

describe("seed 004 pinned instructions (AGENT.md pattern)", () => {
  it("injects tenant, user and agent documents in that order, only those of the conversation's user and agent", async () => {
    const client = api(await newTenant());
    await pin(client, { scope: "agent", agent_id: "reviewer", name: "Reviewer rules", content: "Flag every TODO." });
    await pin(client, { scope: "user", user_id: "user-1", name: "Preferences", content: "Answer in French." });
    await pin(client, { scope: "tenant", name: "Company", content: "Never share secrets.", position: 2 });
    await pin(client, { scope: "tenant", name: "Style", content: "Be brief.", position: 1 });
    await pin(client, { scope: "user", user_id: "user-2", name: "Other user", content: "Not for user-1." });
    await pin(client, { scope: "agent", agent_id: "writer", name: "Writer rules", content: "Not for the reviewer." });

    await append(client, "pinned", [{ role: "user", content: "Review my code" }]);
    await patchSettings(client, "pinned", { agent_id: "reviewer" });
    const context = await getContext(client, "pinned");
    const pinned = context.injected.filter((i) => i.type === "pinned_instruction");
    expect(pinned.map((i) => [i.scope, i.name])).toEqual([
      ["tenant", "Style"],
      ["tenant", "Company"],
      ["user", "Preferences"],
      ["agent", "Reviewer rules"],
    ]);
    expect(pinned[0]?.content).toBe("# Style (tenant instructions)\nBe brief.");

    const list = (await (await client.get("/v1/instructions")).json()) as { instructions: InstructionBody[] };
    expect(list.instructions.map((i) => i.scope)).toEqual(["tenant", "tenant", "user", "user", "agent", "agent"]);
  });

  it("counts pinned instructions against the budget first: the messages get what is left", async () => {
    const client = api(await newTenant());
    await pin(client, { scope: "tenant", name: "Rules", content: "Always cite the ticket number. ".repeat(20) });
    await append(client, "budget", [
      { role: "user", content: "First question about the ticket backlog and its many details" },
      {
        role: "assistant",
        content: "First answer about the backlog, covering every single detail that was asked, one by one, with examples and caveats",
      },
      { role: "user", content: "Second question" },
    ]);
    // What is measured is the pinned instructions' precedence; the pinned task has its own tests.
    expect((await client.patch("/v1/conversations/budget/settings", { context_budget: { pin_task: false } })).status).toBe(200);
    const full = await getContext(client, "budget", "?cache_stable=false");
    expect(full.messages).toHaveLength(3);
    const pinnedTokens = full.injected[0]?.token_count ?? 0;
    const budget = pinnedTokens + 20;
    const tight = await getContext(client, "budget", `?budget_tokens=${budget}&cache_stable=false`);
    expect(tight.injected.map((i) => i.type)).toEqual(["pinned_instruction"]);
    expect(tight.messages.map((m) => m.content)).toEqual(["Second question"]);
    expect(tight.token_count).toBe(pinnedTokens + (tight.messages[0]?.token_count ?? 0) + 4);
    expect(tight.token_count).toBeLessThanOrEqual(budget);
    expectWithinBudget(tight, budget);
  });

  it("lets a key limited to a user manage only that user's documents", async () => {
    const tenant = await newTenant();
    const admin = api(tenant);
    const tenantDoc = await pin(admin, { scope: "tenant", name: "Company", content: "Be kind." });
    const otherDoc = await pin(admin, { scope: "user", user_id: "user-2", name: "Theirs", content: "Private." });
    const limited = api(await newKey(tenant.tenantId, "user-1"));

    expect(
      (await limited.post("/v1/instructions", { scope: "user", user_id: "user-1", name: "Mine", content: "Use metric units." })).status,
    ).toBe(201);
    expect((await limited.post("/v1/instructions", { scope: "user", user_id: "user-2", name: "Theirs 2", content: "x" })).status).toBe(403);
    expect((await limited.post("/v1/instructions", { scope: "tenant", name: "Takeover", content: "x" })).status).toBe(403);
    expect((await limited.patch(`/v1/instructions/${tenantDoc.id}`, { content: "changed" })).status).toBe(403);
    expect((await limited.get(`/v1/instructions/${otherDoc.id}`)).status).toBe(404);
    expect((await limited.delete(`/v1/instructions/${otherDoc.id}`)).status).toBe(404);
    expect((await limited.get("/v1/instructions?user_id=user-2")).status).toBe(403);
    const visible = (await (await limited.get("/v1/instructions")).json()) as { instructions: InstructionBody[] };
    expect(visible.instructions.map((i) => i.name)).toEqual(["Company", "Mine"]);
    expect(((await (await admin.get(`/v1/instructions/${tenantDoc.id}`)).json()) as InstructionBody).content).toBe("Be kind.");
  });

  it("updates and deletes a document, and refuses bad input with the error shape", async () => {
    const client = api(await newTenant());
    const doc = await pin(client, { scope: "user", user_id: "u1", name: "Prefs", content: "Short answers." });
    const updated = await client.patch(`/v1/instructions/${doc.id}`, { content: "Long answers." });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as InstructionBody).content).toBe("Long answers.");
    for (const bad of [
      { scope: "user", name: "x", content: "y" },
      { scope: "tenant", user_id: "u1", name: "x", content: "y" },
      { scope: "team", name: "x", content: "y" },
      { scope: "tenant", name: "x", content: "" },
      { scope: "tenant", name: "", content: "y" },
    ]) {
      const res = await client.post("/v1/instructions", bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    expect((await client.post("/v1/instructions", { scope: "user", user_id: "u1", name: "Prefs", content: "dup" })).status).toBe(409);
    expect((await client.patch(`/v1/instructions/${doc.id}`, {})).status).toBe(400);
    expect((await client.delete(`/v1/instructions/${doc.id}`)).status).toBe(204);
    expect((await client.get(`/v1/instructions/${doc.id}`)).status).toBe(404);
  });

  it("keeps each tenant's documents to itself", async () => {
    const a = api(await newTenant());
    const b = api(await newTenant());
    const doc = await pin(a, { scope: "tenant", name: "Secret rules", content: "Tenant A only." });
    expect((await b.get(`/v1/instructions/${doc.id}`)).status).toBe(404);
    expect((await b.patch(`/v1/instructions/${doc.id}`, { content: "hijack" })).status).toBe(404);
    expect((await b.delete(`/v1/instructions/${doc.id}`)).status).toBe(404);
    expect(((await (await b.get("/v1/instructions")).json()) as { instructions: unknown[] }).instructions).toEqual([]);
    await append(b, "conv", [{ role: "user", content: "hi" }]);
    expect((await getContext(b, "conv")).injected).toEqual([]);
  });
});

describe("pinned-instruction cache (the hot path's one cached lookup)", () => {
  it("loads once per TTL and again after it expires or the tenant is evicted", async () => {
    let now = 1_000;
    const cache = new PinnedCache(() => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [];
    };
    await cache.get("t1\u0000u\u0000", 30_000, load);
    await cache.get("t1\u0000u\u0000", 30_000, load);
    expect(loads).toBe(1);
    now += 30_001;
    await cache.get("t1\u0000u\u0000", 30_000, load);
    expect(loads).toBe(2);
    cache.evictTenant("t2");
    await cache.get("t1\u0000u\u0000", 30_000, load);
    expect(loads).toBe(2);
    cache.evictTenant("t1");
    await cache.get("t1\u0000u\u0000", 30_000, load);
    expect(loads).toBe(3);
  });
});
