import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { conversationStub } from "../../src/conversations/stub";
import { searchConfig, SearchConfigSchema } from "../../src/search/config";
import { ADMIN_TOKEN, api, append, expectError, newTenant, round, status, type Api, type TestKey } from "../helpers/api";
import { checkIntent } from "../helpers/intent";

async function setup(): Promise<{ tenant: TestKey; client: Api }> {
  const tenant = await newTenant();
  return { tenant, client: api(tenant) };
}

describe("reads of unknown conversations", () => {
  it("answer 404 (the context: an empty 200) and leave the conversation object's storage empty", async () => {
    const { tenant, client } = await setup();
    const base = "/v1/conversations/ghost";
    const reads: Array<[string, () => Promise<Response>]> = [
      ["status", () => client.get(base)],
      ["messages", () => client.get(`${base}/messages`)],
      ["context", () => client.get(`${base}/context`)],
      ["context with a query", () => client.get(`${base}/context?query=connect%20to%20the%20db`)],
      ["state", () => client.get(`${base}/state`)],
      ["working memory", () => client.get(`${base}/working-memory`)],
      ["working memory schema", () => client.get(`${base}/working-memory/schema`)],
      ["tool cache", () => client.get(`${base}/tool-cache`)],
      ["tool cache lookup", () => client.post(`${base}/tool-cache/lookup`, { tool_name: "t", parameters: {} })],
      ["settings", () => client.patch(`${base}/settings`, { window_size: 10 })],
      ["summarize", () => client.post(`${base}/summarize`, {})],
      ["compact", () => client.post(`${base}/compact`, {})],
      ["delete", () => client.delete(base)],
    ];
    const answers = [];
    for (const [what, read] of reads) answers.push([what, (await read()).status]);
    // An agent may ask for the context before its first append: an empty context, not a 404.
    const expected = (what: string) => (what.startsWith("context") ? 200 : 404);
    expect(answers.filter(([what, code]) => code !== expected(String(what)))).toEqual([]);
    const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/ghost`);
    const tables = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql
        .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE name NOT LIKE '_cf_%'`)
        .toArray()
        .map((row) => row.name),
    );
    expect(tables).toEqual([]);
  });

  it("still create the conversation on its first append afterwards", async () => {
    const { client } = await setup();
    expect((await client.get("/v1/conversations/later")).status).toBe(404);
    await append(client, "later", round(1));
    expect((await status(client, "later")).last_seq).toBe(1);
  });
});

describe("rate-limited context reads", () => {
  async function limitTenant(tenant: TestKey, perMinute: number, burst: number) {
    const res = await SELF.fetch(`https://engram.test/admin/tenants/${tenant.tenantId}/settings`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ rate_limit_per_minute: perMinute, rate_limit_burst: burst }),
    });
    expect(res.status).toBe(200);
  }

  it("do not consume the one-shot screen context; the next answered read delivers it", async () => {
    const { tenant, client } = await setup();
    await append(client, "screen", round(1));
    expect((await client.put("/v1/conversations/screen/screen-context", { content: "Invoice #4471 is open on screen" })).status).toBe(200);
    await limitTenant(tenant, 1, 1);
    expect((await client.get("/v1/conversations/screen")).status).toBe(200);
    expect(await expectError(await client.get("/v1/conversations/screen/context"), 429)).toBe("rate_limited");

    const scope = { tenantId: tenant.tenantId, conversationId: "screen", restrictedUserId: null };
    const state = await conversationStub(env, tenant.tenantId, "screen").shape(scope, "state", {});
    expect(state.ok && state.value.screenContext).toEqual({ provided: true, injected: false, injectedAt: null });

    await limitTenant(tenant, 0, 1);
    const context = (await (await client.get("/v1/conversations/screen/context")).json()) as {
      injected: Array<{ type: string; content: string }>;
    };
    expect(context.injected.filter((item) => item.type === "screen_context").map((item) => item.content)).toEqual([
      "Invoice #4471 is open on screen",
    ]);
  });
});

describe("a hanging LLM on the context read", () => {
  const withLlm = (budgetMs: string) =>
    ({
      ...env,
      LLM_API_KEY: "sk-intent",
      LLM_BASE_URL: "https://llm.example/v1",
      LLM_MODEL: "intent-model",
      SEARCH_INTENT_TIMEOUT_MS: budgetMs,
    }) as Env;
  /** Never answers; gives up only when the client aborts (or never, with `deaf`). */
  const hanging =
    (deaf = false): typeof fetch =>
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        if (!deaf) init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });

  async function decideWith(fetchImpl: typeof fetch, budgetMs = "50") {
    const { tenant } = await setup();
    return checkIntent(withLlm(budgetMs), tenant, "Connect to the DB", fetchImpl, { conversationId: "c" });
  }

  it("lets the heuristic decide once the intent check's budget is spent, and says it timed out", async () => {
    const outcome = await decideWith(hanging());
    expect(outcome.retrieval).toMatchObject({ performed: true, intent: "vague", method: "heuristic", decided_by: "timeout" });
  });

  it("keeps the budget even against an endpoint that ignores the abort", async () => {
    const outcome = await decideWith(hanging(true));
    expect(outcome.retrieval.decided_by).toBe("timeout");
  });

  it("gives the request-path intent check a budget of 300 ms by default", async () => {
    expect(SearchConfigSchema.parse({}).SEARCH_INTENT_TIMEOUT_MS).toBe(300);
    expect(searchConfig(env).SEARCH_INTENT_TIMEOUT_MS).toBe(300);
  });

  it("says in the context answer that the heuristic decided when no LLM is configured", async () => {
    const { client } = await setup();
    await append(client, "intent", round(1));
    const body = (await (await client.get("/v1/conversations/intent/context?query=connect%20to%20the%20db")).json()) as {
      retrieval: { decided_by: string };
    };
    expect(body.retrieval.decided_by).toBe("heuristic");
  });
});
