import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { serveContext } from "../../src/context/serve";
import { api, append, tenantWithPiiMode, type TestKey } from "../helpers/api";
import { toolTurn } from "../helpers/shaping";
import { completion, errorReply, fakeJsonLlm, fakeLlm, hang, type RecordedCall } from "../helpers/fake-llm";
import { tokensOf } from "../helpers/memories";

/** The deployment with an LLM configured: the expansion decision's budget is the intent check's. */
const withLlm = (budgetMs = "2000") =>
  ({
    ...env,
    LLM_API_KEY: "sk-expand",
    LLM_BASE_URL: "https://llm.example/v1",
    LLM_MODEL: "expand-model",
    SEARCH_INTENT_TIMEOUT_MS: budgetMs,
  }) as Env;

const WARNINGS = "Show me the npm install warnings in full";
const REF = /\[MemoryRef: (\S+) - .*? - \d+ tokens\]/;

/**
 * A deploy conversation whose big npm output was offloaded behind a placeholder; retrieval is
 * off so the expansion decision is the only model call of a context read.
 */
async function deploy(turn: string, piiMode: "off" | "derived" = "off"): Promise<{ tenant: TestKey; key: string }> {
  const tenant = await tenantWithPiiMode(piiMode);
  const client = api(tenant);
  await append(
    client,
    "dep",
    toolTurn(
      "Set up the Atlas service on host sunri-pi1 and install its dependencies.",
      { id: "c1", name: "bash", args: { command: "npm install" } },
      `npm WARN deprecated left-pad ${tokensOf(600)}`,
      "Dependencies installed; one deprecation warning.",
    ),
  );
  expect((await client.patch("/v1/conversations/dep/settings", { context_budget: { auto_retrieval: false } })).status).toBe(200);
  await append(client, "dep", [{ role: "user", content: turn }]);
  // Read with a query that needs nothing: the heuristic leaves the placeholder for the key to be seen.
  const context = (await (await client.get("/v1/conversations/dep/context?query=hello")).json()) as {
    messages: Array<{ content: string | null }>;
  };
  const key = context.messages.map((m) => REF.exec(m.content ?? "")?.[1]).find(Boolean);
  if (!key) throw new Error("the tool result was not offloaded behind a placeholder");
  return { tenant, key };
}

// Inline expansion is the planned (cache_stable=false) context's: a cache-stable one quotes it before the turn.
const read = async (tenant: TestKey, llmEnv: Env, fetchImpl: typeof fetch) => {
  const served = await serveContext(
    llmEnv,
    { tenantId: tenant.tenantId, keyId: tenant.keyId, userId: null },
    "dep",
    { budget: 3000, format: "json", cacheStable: false },
    { fetch: fetchImpl },
  );
  if ("stable" in served) throw new Error("cache_stable=false answers the planned context");
  return served;
};

const toolContent = (served: Awaited<ReturnType<typeof read>>) => served.messages.find((m) => m.role === "tool")?.content ?? "";
const expansionCalls = (calls: RecordedCall[]) => calls.filter((c) => c.body.response_format.json_schema.name === "memory_ref_expansion");

describe("placeholder expansion decided by the LLM (seed 003's light call)", () => {
  it("sends the model the placeholders and the new message, and expands what it names, saying why", async () => {
    // The heuristic would not expand for this turn: it names neither the key nor the description.
    const { tenant, key } = await deploy("What did that step print, exactly as it came?");
    const llm = fakeJsonLlm(() => ({ json: { expand: [{ key, reason: "the user wants the verbatim output of the install" }] } }));
    const served = await read(tenant, withLlm(), llm.fetch);

    expect(llm.calls).toHaveLength(1);
    const call = llm.calls[0]!;
    expect(call.url).toBe("https://llm.example/v1/chat/completions");
    expect(call.authorization).toBe("Bearer sk-expand");
    expect(call.body.model).toBe("expand-model");
    expect(call.body.response_format.json_schema.name).toBe("memory_ref_expansion");
    const system = call.body.messages.find((m) => m.role === "system")?.content ?? "";
    expect(system).toContain("[MemoryRef: key - description - N tokens]");
    const user = call.body.messages.find((m) => m.role === "user")?.content ?? "";
    expect(user).toMatch(new RegExp(`Placeholders:\\n\\[MemoryRef: ${key} - `));
    expect(user).toContain("New message:\nWhat did that step print, exactly as it came?");

    expect(served.expansions).toEqual([
      expect.objectContaining({ key, method: "llm", reason: "the user wants the verbatim output of the install", partial: false }),
    ]);
    expect(toolContent(served)).toContain(`[MemoryRef ${key} expanded]\nnpm WARN deprecated left-pad`);
    expect(served.tokenCount).toBeLessThanOrEqual(3000);
  });

  it("leaves the placeholder when the model says the description is enough, even for a turn the heuristic would expand", async () => {
    const { tenant, key } = await deploy(WARNINGS);
    const llm = fakeJsonLlm(() => ({ json: { expand: [] } }));
    const served = await read(tenant, withLlm(), llm.fetch);
    expect(expansionCalls(llm.calls)).toHaveLength(1);
    expect(served.expansions).toEqual([]);
    expect(toolContent(served)).toMatch(new RegExp(`^\\[MemoryRef: ${key} - `));
    expect(toolContent(served)).not.toContain("expanded]");
  });

  it("sends the model the turn redacted under PII mode derived", async () => {
    const { tenant } = await deploy("Mail the npm install warnings to jane.doe@example.com", "derived");
    const llm = fakeJsonLlm(() => ({ json: { expand: [] } }));
    await read(tenant, withLlm(), llm.fetch);
    const user = expansionCalls(llm.calls)[0]?.body.messages.find((m) => m.role === "user")?.content ?? "";
    expect(user).toContain("Mail the npm install warnings to [REDACTED:EMAIL]");
    expect(user).not.toContain("jane.doe@example.com");
  });

  it("ignores a key the model made up: nothing is expanded, nothing else is read", async () => {
    const { tenant } = await deploy(WARNINGS);
    const llm = fakeJsonLlm(() => ({ json: { expand: [{ key: "mem_invented", reason: "looks useful" }] } }));
    const served = await read(tenant, withLlm(), llm.fetch);
    expect(served.expansions).toEqual([]);
    expect(toolContent(served)).toMatch(REF);
  });

  const failures: Array<[string, (budget: string) => { llmEnv: Env; fetch: typeof fetch; why: string }]> = [
    ["a 500", (b) => ({ llmEnv: withLlm(b), fetch: fakeLlm(() => errorReply(500)).fetch, why: "LLM expansion check failed" })],
    [
      "an answer that is not JSON",
      (b) => ({ llmEnv: withLlm(b), fetch: fakeLlm(() => completion("expand the npm one")).fetch, why: "failed" }),
    ],
    [
      "JSON of the wrong shape",
      (b) => ({ llmEnv: withLlm(b), fetch: fakeJsonLlm(() => ({ json: { expand: "everything" } })).fetch, why: "failed" }),
    ],
    [
      "a refusal",
      (b) => ({ llmEnv: withLlm(b), fetch: fakeLlm(() => completion(null, { refusal: "no" })).fetch, why: "no usable answer" }),
    ],
    [
      "no answer within the budget",
      (b) => ({ llmEnv: withLlm(b), fetch: fakeLlm((_call, signal) => hang(signal)).fetch, why: `no answer within ${b} ms` }),
    ],
    [
      "an endpoint that ignores the abort",
      (b) => ({ llmEnv: withLlm(b), fetch: (() => new Promise<Response>(() => {})) as typeof fetch, why: `no answer within ${b} ms` }),
    ],
  ];

  for (const [failure, make] of failures) {
    it(`falls back to the offline heuristic on ${failure}, and the reason says so`, async () => {
      const { tenant, key } = await deploy(WARNINGS);
      const { llmEnv, fetch: fetchImpl, why } = make("50");
      const served = await read(tenant, llmEnv, fetchImpl);
      expect(served.expansions).toHaveLength(1);
      expect(served.expansions[0]).toMatchObject({ key, method: "heuristic", partial: false });
      expect(served.expansions[0]?.reason).toContain(why);
      expect(served.expansions[0]?.reason).toContain("heuristic used");
      expect(toolContent(served)).toContain("npm WARN deprecated left-pad");
      expect(served.tokenCount).toBeLessThanOrEqual(3000);
    });
  }
});
