import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, append, newKey, newTenant } from "../helpers/api";
import { listFacts, runFactExtraction } from "../helpers/facts";

interface Stats {
  user_id: string;
  rounds: number;
  candidates: number;
  llm_calls: number;
  llm_tokens: number;
  extraction_ms: number;
}

const round = (text: string) => [
  { role: "user" as const, content: text },
  { role: "assistant" as const, content: "Noted." },
];

async function stats(client: ReturnType<typeof api>, userId: string): Promise<Stats> {
  const res = await client.get(`/v1/users/${userId}/facts/stats`);
  expect(res.status).toBe(200);
  return (await res.json()) as Stats;
}

describe("GET /v1/users/{user_id}/facts/stats", () => {
  it("starts at zero and counts each extraction round, its candidates and no LLM call when extraction runs offline", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    expect(await stats(client, "u1")).toEqual({ user_id: "u1", rounds: 0, candidates: 0, llm_calls: 0, llm_tokens: 0, extraction_ms: 0 });

    await append(client, "s1", round("I live in Oslo."), "u1");
    await runFactExtraction(tenant.tenantId, "s1");
    await append(client, "s1", round("I work as a nurse."), "u1");
    await runFactExtraction(tenant.tenantId, "s1");

    const after = await stats(client, "u1");
    // Each round stated one fact, and each became one stored fact: two candidates.
    expect(await listFacts(client, "u1")).toHaveLength(2);
    expect(after).toMatchObject({ user_id: "u1", rounds: 2, candidates: 2, llm_calls: 0, llm_tokens: 0 });
    expect(after.extraction_ms).toBeGreaterThanOrEqual(0);
    // Another user of the tenant has their own counters.
    expect(await stats(client, "u2")).toMatchObject({ rounds: 0, candidates: 0 });
  });

  it("keeps another tenant and a key limited to another user away from a user's counters", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "s2", round("I live in Lima."), "u1");
    await runFactExtraction(tenant.tenantId, "s2");
    expect((await stats(client, "u1")).rounds).toBe(1);

    const stranger = api(await newTenant());
    expect(await stats(stranger, "u1")).toMatchObject({ rounds: 0, candidates: 0 });
    const limited = api(await newKey(tenant.tenantId, "u2"));
    const res = await limited.get("/v1/users/u1/facts/stats");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
  });
});

describe("DELETE /mcp", () => {
  it("answers 405 with Allow: POST in the error shape (the server keeps no session to end)", async () => {
    const { key } = await newTenant();
    const res = await SELF.fetch("https://engram.test/mcp", {
      method: "DELETE",
      headers: { authorization: `Bearer ${key}`, "mcp-session-id": "any" },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "method_not_allowed" });
  });
});
