import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkIntent } from "../helpers/intent";
import { append, newClient, type Api, type ContextBody, type TestKey, type Turn } from "../helpers/api";
import type { StoredMessage } from "../../src/conversations/messages";
import { exchange } from "../helpers/shaping";
import { deliverQueuedJobs } from "../helpers/queues";
import { insertMemory } from "../helpers/search";
import { expectWithinBudget } from "../helpers/recount";

async function context(client: Api, path: string): Promise<ContextBody> {
  const res = await client.get(path);
  if (res.status !== 200) throw new Error(`context failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ContextBody;
}

/** Alice talked about her database weeks ago, Bob about his; Alice's current chat is about something else. */
async function setup() {
  const { tenant, client } = await newClient();
  const aliceDatabase = exchange(
    "For reporting I always use the AgentFusion database on host db-7.",
    "Understood: AgentFusion on db-7 for reporting.",
  );
  await append(client, "alice-old", aliceDatabase, "alice");
  await append(client, "bob-old", [{ role: "user", content: "My database is Zeppelin on db-9." }], "bob");
  await insertMemory({
    key: `pref-${tenant.tenantId}`,
    tenantId: tenant.tenantId,
    userId: "alice",
    type: "user_preference",
    description: "preferred database",
    content: "AgentFusion (db-7), read-only user reporter",
  });
  await deliverQueuedJobs();
  await append(client, "alice-now", exchange("Let's plan the quarterly dashboard.", "Sure, what should it show?"), "alice");
  // What is measured here is the recall layer; the user layer has its own tests.
  expect((await client.patch("/v1/conversations/alice-now/settings", { user_facts: false })).status).toBe(200);
  return { tenant, client };
}

describe("context with a query (seed 003 intent check)", () => {
  it("stays the plain context, with retrieval null, without a query", async () => {
    const { client } = await setup();
    const body = await context(client, "/v1/conversations/alice-now/context?cache_stable=false");
    expect(body.retrieval).toBeNull();
    expect(body.memories).toEqual([]);
  });

  it("runs retrieval for a vague query and adds the user's relevant memories and older history", async () => {
    const { client } = await setup();
    const body = await context(
      client,
      `/v1/conversations/alice-now/context?cache_stable=false&query=${encodeURIComponent("Connect to the DB")}`,
    );
    expect(body.retrieval).toMatchObject({ performed: true, intent: "vague", method: "heuristic" });
    const keys = body.memories.map((m) => m.key);
    expect(keys.some((k) => k.startsWith("pref-"))).toBe(true);
    expect(body.memories.some((m) => m.sources.some((s) => s.conversation_id === "alice-old"))).toBe(true);
    // Bob's database is another user's memory: never in Alice's context.
    expect(body.memories.some((m) => m.sources.some((s) => s.conversation_id === "bob-old"))).toBe(false);
    expect(body.memories.some((m) => m.content?.includes("Zeppelin"))).toBe(false);
  });

  it("skips retrieval for a concrete query the current context already covers", async () => {
    const { client } = await setup();
    await append(client, "alice-now", [{ role: "user", content: "Use the AgentFusion database for the dashboard." }], "alice");
    await deliverQueuedJobs();
    const body = await context(
      client,
      `/v1/conversations/alice-now/context?cache_stable=false&query=${encodeURIComponent("Connect to AgentFusion database")}`,
    );
    expect(body.retrieval).toMatchObject({ performed: false, intent: "concrete", reason: "concrete_and_covered" });
    expect(body.memories).toEqual([]);
  });

  it("retrieves when only the summary holds the query's words: a summary line gives the topic, not the detail asked", async () => {
    const { tenant } = await setup();
    const line = "[seq 4] user: For reporting I always use the AgentFusion database on host db-7.";
    const query = "Which host runs the AgentFusion reporting database?";
    const bySummary = await checkIntent(env, tenant, query, fetch, { summary: { memoryId: 1, text: line } });
    expect(bySummary.retrieval).toMatchObject({ performed: true, intent: "concrete", reason: "concrete_not_covered" });
    expect(bySummary.retrieved.length).toBeGreaterThan(0);
    const verbatim: StoredMessage = { seq: 4, role: "user", content: line, created_at: "2024-01-01T00:00:00Z", token_count: 20 };
    const byMessage = await checkIntent(env, tenant, query, fetch, { messages: [verbatim] });
    expect(byMessage.retrieval).toMatchObject({ performed: false, reason: "concrete_and_covered" });
  });

  it("fits the memories into what the budget leaves and counts them in token_count", async () => {
    const { client } = await setup();
    const full = await context(
      client,
      `/v1/conversations/alice-now/context?cache_stable=false&query=${encodeURIComponent("Connect to the DB")}`,
    );
    expect(full.memories.length).toBeGreaterThan(1);
    const plain = await context(client, "/v1/conversations/alice-now/context?cache_stable=false");
    const budget = plain.token_count + full.memories[0]!.token_count + 4;
    const tight = await context(
      client,
      `/v1/conversations/alice-now/context?cache_stable=false&budget_tokens=${budget}&query=${encodeURIComponent("Connect to the DB")}`,
    );
    expect(tight.memories.length).toBeGreaterThanOrEqual(1);
    expect(tight.memories.length).toBeLessThan(full.memories.length);
    expect(tight.token_count).toBeLessThanOrEqual(budget);
    expectWithinBudget(tight, budget);
    expect(tight.token_count).toBe(plain.token_count + tight.memories.reduce((s, m) => s + m.token_count + 4, 0));
  });

  it("does not repeat messages the context already shows", async () => {
    const { client } = await setup();
    await deliverQueuedJobs();
    const body = await context(
      client,
      `/v1/conversations/alice-now/context?cache_stable=false&query=${encodeURIComponent("that dashboard thing")}`,
    );
    expect(body.retrieval?.performed).toBe(true);
    const shown = new Set(body.messages.map((m) => m.seq));
    const repeated = body.memories.filter(
      (m) => m.type === "message" && m.sources.every((s) => s.conversation_id === "alice-now" && shown.has(s.seq)),
    );
    expect(repeated).toEqual([]);
  });

  it("retrieves an older turn of this conversation that the budget keeps out of the recent turns", async () => {
    const { client } = await newClient();
    const turns: Turn[] = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content:
        i === 2
          ? "The staging bucket is named orchid-7 and lives in region eu-west."
          : `Remark ${i}: the bucket report for team ${i} is pending.`,
    }));
    // No summary yet: the object returns all thirty turns, the oldest included.
    await append(client, "long-now", turns.slice(0, 1), "alice");
    expect((await client.patch("/v1/conversations/long-now/settings", { summarize_after_seq: 1000 })).status).toBe(200);
    await append(client, "long-now", turns.slice(1), "alice");
    // An older conversation of hers that search also finds.
    await append(
      client,
      "long-old",
      turns.slice(3).map((t) => ({ ...t, content: `Earlier: ${t.content}` })),
      "alice",
    );
    await deliverQueuedJobs();
    const budget = 600;
    expect((await context(client, `/v1/conversations/long-now/context?cache_stable=false&budget_tokens=${budget}`)).messages).toHaveLength(
      30,
    );
    const query = encodeURIComponent("orchid-7 bucket costs, owner and retention policy");
    const body = await context(client, `/v1/conversations/long-now/context?cache_stable=false&budget_tokens=${budget}&query=${query}`);
    expect(body.retrieval?.performed).toBe(true);
    // With retrieval, the recent layer keeps only the newest turns; the old one comes back as retrieved.
    expect(body.messages.some((m) => m.seq === 2)).toBe(false);
    expect(body.memories.some((m) => m.sources.some((s) => s.conversation_id === "long-now" && s.seq === 2))).toBe(true);
    expect(body.token_count).toBeLessThanOrEqual(budget);
    expectWithinBudget(body, budget);
  });

  it("searches with the opening of a query longer than search accepts", async () => {
    const { client } = await setup();
    const long = `Connect to the DB ${"and then some more words ".repeat(120)}`;
    expect(long.length).toBeGreaterThan(2000);
    const body = await context(
      client,
      `/v1/conversations/alice-now/context?cache_stable=false&query=${encodeURIComponent(long.slice(0, 3900))}`,
    );
    expect(body.retrieval?.performed).toBe(true);
  });

  it("answers a query over 4000 characters with 400", async () => {
    const { client } = await setup();
    const res = await client.get(`/v1/conversations/alice-now/context?cache_stable=false&query=${"x".repeat(4001)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_request" } });
  });
});

describe("LLM-assisted intent check", () => {
  const withKey = () => ({ ...env, LLM_API_KEY: "sk-intent", LLM_BASE_URL: "https://llm.example/v1", LLM_MODEL: "intent-model" }) as Env;

  /** The intent check of alice's context call, the model played by `model`. */
  const retrieve = (tenant: TestKey, query: string, model: { fetch: typeof fetch }, messages: StoredMessage[] = []) =>
    checkIntent(withKey(), tenant, query, model.fetch, { messages });

  function llm(answer: () => Response) {
    const sent: Array<{ url: string; body: { model: string; messages: Array<{ role: string; content: string }> } }> = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: (await request.json()) as (typeof sent)[number]["body"] });
      return answer();
    };
    return { sent, fetch: fetchImpl };
  }

  const completion = (content: string) =>
    new Response(
      JSON.stringify({
        id: "c1",
        object: "chat.completion",
        created: 0,
        model: "intent-model",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
      }),
      { headers: { "content-type": "application/json" } },
    );

  it("asks the model with the query and the context, and skips retrieval when it says covered", async () => {
    const { tenant } = await setup();
    const model = llm(() => completion(JSON.stringify({ intent: "concrete", covered: true, reason: "the context names the dashboard" })));
    const outcome = await retrieve(tenant, "Connect to the DB", model, [
      { seq: 0, role: "user", content: "Let's plan the quarterly dashboard.", created_at: "2024-01-01T00:00:00Z", token_count: 8 },
    ]);
    expect(outcome.retrieval).toEqual({
      performed: false,
      intent: "concrete",
      reason: "the context names the dashboard",
      method: "llm",
      decided_by: "llm",
    });
    expect(outcome.retrieved).toEqual([]);
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0]!.url).toBe("https://llm.example/v1/chat/completions");
    expect(model.sent[0]!.body.model).toBe("intent-model");
    const user = model.sent[0]!.body.messages.find((m) => m.role === "user")!.content;
    expect(user).toContain("Connect to the DB");
    expect(user).toContain("Let's plan the quarterly dashboard.");
  });

  it("retrieves when the model says the query is vague", async () => {
    const { tenant } = await setup();
    const model = llm(() => completion(JSON.stringify({ intent: "vague", covered: false, reason: "which database?" })));
    const outcome = await retrieve(tenant, "Connect to the database", model);
    expect(outcome.retrieval).toMatchObject({ performed: true, intent: "vague", method: "llm" });
    expect(outcome.retrieved.length).toBeGreaterThan(0);
  });

  it("falls back to the heuristic when the model call fails or answers garbage", async () => {
    const { tenant } = await setup();
    for (const answer of [() => new Response("overloaded", { status: 500 }), () => completion("not json at all")]) {
      const model = llm(answer);
      const outcome = await retrieve(tenant, "Connect to the DB", model);
      expect(model.sent).toHaveLength(1);
      expect(outcome.retrieval).toMatchObject({ performed: true, intent: "vague", method: "heuristic" });
      expect(outcome.retrieval.reason).toContain("LLM intent check failed");
      expect(outcome.retrieved.length).toBeGreaterThan(0);
    }
  });
});
