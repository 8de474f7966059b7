import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { describe, expect, it } from "vitest";
import { MEMORY_REF_LEGEND, RETRIEVED_HEADING, RETRIEVED_NOTICE, renderOpenAi, type OpenAiMessage } from "../../src/context/render";
import { api, append, context as contextOf, expectError, messages, newKey, newTenant, type Api } from "../helpers/api";
import { CONTEXT_BUDGET_DEFAULTS } from "../helpers/expected";
import { tokensOf } from "../helpers/memories";
import { deliverQueuedJobs } from "../helpers/queues";

/** These tests pin the planned context (inline expansions, planner fitting): cache_stable=false. */
const context = (client: Api, id: string, query = "") =>
  contextOf(client, id, query ? `${query}&cache_stable=false` : "?cache_stable=false");

const toolCall = (id: string, command: string) => ({
  id,
  type: "function" as const,
  function: { name: "bash", arguments: JSON.stringify({ command }) },
});

async function getJson<T>(client: Api, path: string): Promise<T> {
  const res = await client.get(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A deploy conversation with a tool round whose big result was offloaded behind a placeholder. */
async function deployConversation() {
  const tenant = await newTenant();
  const client = api(tenant);
  await append(client, "dep", [
    { role: "user", content: "Set up the Atlas service on host sunri-pi1 and install its dependencies." },
    { role: "assistant", content: null, tool_calls: [toolCall("c1", "npm install")] },
    { role: "tool", tool_call_id: "c1", content: `npm WARN deprecated left-pad ${tokensOf(600)}` },
    { role: "assistant", content: "Dependencies installed; one deprecation warning." },
  ]);
  return { tenant, client };
}

describe("format=openai", () => {
  it("answers messages that the openai package sends unchanged, with tool results right after their call and no extra fields", async () => {
    const { client } = await deployConversation();
    await append(client, "dep", [{ role: "user", content: "Thanks, what is next?" }]);
    const body = await getJson<{ messages: OpenAiMessage[]; token_count: number; layers: Array<{ kind: string }> }>(
      client,
      "/v1/conversations/dep/context?cache_stable=false&format=openai&budget_tokens=3000",
    );
    // `cache` was added by issue 24 (null when the context is not cache-stable).
    expect(Object.keys(body).sort()).toEqual(["cache", "layers", "messages", "token_count"]);
    expect(body.token_count).toBeLessThanOrEqual(3000);
    // Accepted by the package's request types (checked by tsc) ...
    const typed: ChatCompletionMessageParam[] = body.messages;
    const allowed: Record<string, string[]> = {
      system: ["role", "content", "name"],
      user: ["role", "content", "name"],
      assistant: ["role", "content", "name", "tool_calls"],
      tool: ["role", "content", "tool_call_id"],
    };
    for (const m of body.messages) expect(Object.keys(m).every((k) => allowed[m.role]?.includes(k))).toBe(true);
    const callAt = body.messages.findIndex((m) => m.role === "assistant" && m.tool_calls?.[0]?.id === "c1");
    expect(body.messages[callAt + 1]).toMatchObject({ role: "tool", tool_call_id: "c1" });
    // ... and sent as they are by the client.
    let sent: unknown = null;
    const openai = new OpenAI({
      apiKey: "sk-test",
      baseURL: "https://llm.test/v1",
      maxRetries: 0,
      fetch: async (_input, init) => {
        sent = JSON.parse(String(init?.body));
        return Response.json({
          id: "c",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "ok", refusal: null } }],
        });
      },
    });
    await openai.chat.completions.create({ model: "m", messages: typed });
    expect((sent as { messages: unknown }).messages).toEqual(body.messages);
  });

  it("puts pinned sections in the system message: the task, relevant past context as quoted data, the MemoryRef legend", async () => {
    const { client } = await deployConversation();
    for (let i = 0; i < 12; i += 1) {
      await append(client, "dep", [
        { role: "user", content: `Status check number ${i} on the dashboard tiles?` },
        { role: "assistant", content: `Tile ${i} is green and refreshed a minute ago.` },
      ]);
    }
    await deliverQueuedJobs({ only: (job) => job.type === "index_messages" });
    await append(client, "dep", [{ role: "user", content: "Were there warnings when the dependencies were installed?" }]);
    const body = await getJson<{ messages: OpenAiMessage[]; token_count: number }>(
      client,
      "/v1/conversations/dep/context?cache_stable=false&format=openai&budget_tokens=400",
    );
    expect(body.token_count).toBeLessThanOrEqual(400);
    const system = body.messages[0];
    expect(system?.role).toBe("system");
    const text = String(system?.content);
    expect(text).toContain("## Conversation task (the user's first message)\nSet up the Atlas service on host sunri-pi1");
    expect(text).toContain(`${RETRIEVED_HEADING}\n${RETRIEVED_NOTICE}\n> [`);
    expect(text).toContain(MEMORY_REF_LEGEND);
    // The first record carries its date; the records below it on the same date do not repeat it.
    expect(text).toMatch(/## Relevant past context\n.*\n> \[\d{4}-\d{2}-\d{2} · /);
    expect(text).toMatch(/> \[(\d{4}-\d{2}-\d{2} · )?tool · seq 2\] \[MemoryRef: mem_/);
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Were there warnings when the dependencies were installed?" });
  });

  it("fills a rendered context's budget to within a retrieved line when there is more to place, never over it", async () => {
    const client = api(await newTenant());
    for (let i = 0; i < 40; i += 1) {
      await append(client, "tiles", [
        { role: "user", content: `Status check number ${i} on the dashboard tiles?` },
        { role: "assistant", content: `Tile ${i} on the dashboard is green and was refreshed ${i} minutes ago.` },
      ]);
    }
    await deliverQueuedJobs({ only: (job) => job.type === "index_messages" });
    // A vague query: retrieval runs whatever the recent turns hold.
    const query = encodeURIComponent("which of those were refreshed");
    for (const budget of [400, 800]) {
      for (const format of ["openai", "text"]) {
        const body = await getJson<{ token_count: number; layers: Array<{ kind: string; token_count: number; items: string[] }> }>(
          client,
          `/v1/conversations/tiles/context?cache_stable=false&format=${format}&budget_tokens=${budget}&query=${query}`,
        );
        expect(body.layers.find((l) => l.kind === "retrieval")?.items.length).toBeGreaterThan(3);
        expect(body.token_count).toBeLessThanOrEqual(budget);
        // A retrieved line here costs about 20 tokens: more room than that would have taken another.
        expect(budget - body.token_count).toBeLessThan(24);
        // The layers say what the rendered answer cost, headings included (in the pinned layer).
        expect(body.layers.reduce((sum, l) => sum + l.token_count, 0)).toBe(body.token_count);
      }
    }
  });

  it("answers format=text with the same context as one block", async () => {
    const { client } = await deployConversation();
    const body = await getJson<{ text: string; token_count: number; layers: unknown[] }>(
      client,
      "/v1/conversations/dep/context?cache_stable=false&format=text",
    );
    expect(body.text).toContain("## Conversation\nuser: Set up the Atlas service");
    expect(body.text).toContain("assistant: [calls: bash(");
    expect(body.layers.length).toBeGreaterThan(0);
  });

  it("renders a tool result whose call is not in the context as a user note (chat APIs reject an orphan tool message)", () => {
    const rendered = renderOpenAi({
      injected: [],
      summaryText: null,
      retrieved: [],
      messages: [{ seq: 3, role: "tool", tool_call_id: "gone", content: "42", created_at: "", token_count: 1 }],
    });
    expect(rendered).toEqual([{ role: "user", content: "(result of an earlier tool call) 42" }]);
  });
});

describe("context planner through the API", () => {
  it("pins the first user turn once it slid out, unless the conversation opts out", async () => {
    const { client } = await deployConversation();
    for (let i = 0; i < 6; i += 1)
      await append(client, "dep", [
        { role: "user", content: `Note ${i}` },
        { role: "assistant", content: `Noted ${i}.` },
      ]);
    const pinned = await context(client, "dep", "?budget_tokens=120");
    expect(pinned.injected.find((i) => i.type === "task")?.content).toContain("Set up the Atlas service");
    expect(pinned.layers.find((l) => l.kind === "pinned")?.items).toContain("seq:0");
    const res = await client.patch("/v1/conversations/dep/settings", { context_budget: { pin_task: false } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { context_budget: { pin_task: boolean; recent_share: number } }).context_budget).toMatchObject({
      pin_task: false,
      recent_share: 0.2,
    });
    expect((await context(client, "dep", "?budget_tokens=120")).injected.some((i) => i.type === "task")).toBe(false);
  });

  it("retrieves for the newest user turn without a query, and not when auto_retrieval is off", async () => {
    const { client } = await deployConversation();
    await deliverQueuedJobs({ only: (job) => job.type === "index_messages" });
    await append(client, "dep", [{ role: "user", content: "Which one was that on again?" }]);
    const auto = await context(client, "dep", "?budget_tokens=2000");
    expect(auto.retrieval).toMatchObject({ performed: true, query_source: "newest_user_turn" });
    await client.patch("/v1/conversations/dep/settings", { context_budget: { auto_retrieval: false } });
    expect((await context(client, "dep", "?budget_tokens=2000")).retrieval).toBeNull();
  });

  it("expands a placeholder the turn names, and says why", async () => {
    const { client } = await deployConversation();
    await append(client, "dep", [{ role: "user", content: "Show me the npm install warnings in full" }]);
    const body = await context(client, "dep", "?budget_tokens=3000");
    expect(body.expansions).toHaveLength(1);
    expect(body.expansions[0]).toMatchObject({ method: "heuristic", partial: false });
    expect(body.expansions[0]?.reason).toContain("npm");
    expect(body.messages.find((m) => m.role === "tool")?.content).toContain("npm WARN deprecated left-pad");
    expect(body.token_count).toBeLessThanOrEqual(3000);
  });

  it("leaves placeholders alone when the turn does not need them, and expands only a range when the whole does not fit", async () => {
    const { client } = await deployConversation();
    await append(client, "dep", [{ role: "user", content: "What's the weather like today?" }]);
    expect((await context(client, "dep")).expansions).toEqual([]);
    await append(client, "dep", [
      { role: "assistant", content: "Sunny." },
      { role: "user", content: "Show me the npm install warnings in full" },
    ]);
    const tight = await context(client, "dep", "?budget_tokens=300");
    expect(tight.expansions[0]).toMatchObject({ partial: true });
    expect(tight.token_count).toBeLessThanOrEqual(300);
  });
});

describe("context bad input: a 4xx with the error shape, nothing changed", () => {
  it("refuses format=xml, negative and absurd budgets", async () => {
    const { client } = await deployConversation();
    for (const query of ["format=xml", "budget_tokens=-5", "budget_tokens=0", "budget_tokens=99999999999", "budget_tokens=abc"]) {
      expect(await expectError(await client.get(`/v1/conversations/dep/context?cache_stable=false&${query}`), 400)).toBe("invalid_request");
    }
  });

  it("answers 422 budget_too_small when what must be sent does not fit", async () => {
    const { client } = await deployConversation();
    const res = await client.get("/v1/conversations/dep/context?cache_stable=false&budget_tokens=5");
    expect(await expectError(res, 422)).toBe("budget_too_small");
    expect(await messages(client, "dep")).toHaveLength(4);
  });

  it("refuses unknown or out-of-range context_budget settings and keeps the old ones", async () => {
    const { client } = await deployConversation();
    for (const patch of [
      { context_budget: { bogus: 1 } },
      { context_budget: { recent_share: 2 } },
      { context_budget: { recent_share: 0.5, summary_share: 0.5, task_max_share: 0.2 } },
      { context_budgets: {} },
    ]) {
      expect(await expectError(await client.patch("/v1/conversations/dep/settings", patch), 400)).toBe("invalid_request");
    }
    const status = await getJson<{ settings: { context_budget: Record<string, unknown> } }>(client, "/v1/conversations/dep");
    expect(status.settings.context_budget).toEqual(CONTEXT_BUDGET_DEFAULTS);
  });
});

describe("context isolation", () => {
  it("shows another tenant and a key limited to another user an empty context in every format, nothing of the conversation", async () => {
    const { tenant } = await deployConversation();
    const stranger = api(await newTenant());
    const otherUser = api(await newKey(tenant.tenantId, "someone-else"));
    for (const client of [stranger, otherUser]) {
      for (const format of ["json", "openai", "text"]) {
        const res = await client.get(`/v1/conversations/dep/context?cache_stable=false&format=${format}&query=npm`);
        expect(res.status).toBe(200);
        const text = await res.text();
        for (const secret of ["Atlas", "sunri-pi1", "left-pad", "deprecation"]) expect(text).not.toContain(secret);
      }
    }
  });
});
