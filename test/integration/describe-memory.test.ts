import { dropQueuedJobs } from "../helpers/queues";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { conversationStub } from "../../src/conversations/stub";
import { runDescribeMemoryJob } from "../../src/contents/describe-job";
import { countTokens } from "../../src/context/tokens";
import { DESCRIBE_SYSTEM_PROMPT, LlmDescriber } from "../../src/contents/describer";
import worker from "../../src/index";
import { api, append, newTenant, type Api } from "../helpers/api";
import { fakeJsonLlm as fakeLlm, type LlmReply } from "../helpers/fake-llm";
import { fetchWithEnv, memoryRows, tokensOf } from "../helpers/memories";

const describer = (reply: () => LlmReply) => {
  const llm = fakeLlm(reply);
  return {
    llm,
    describer: new LlmDescriber({ apiKey: "test-key", baseURL: "https://llm.test/v1", model: "mini", timeoutMs: 5000, fetch: llm.fetch }),
  };
};

async function toolOutput(client: Api, conversationId: string) {
  await append(client, conversationId, [
    { role: "user", content: "run the tests" },
    {
      role: "assistant",
      content: null,
      tool_calls: [{ id: "c1", type: "function", function: { name: "bash", arguments: '{"command":"npm test"}' } }],
    },
  ]);
  const body = `FAIL test/x.test.ts\n${tokensOf(3000)}`;
  const result = await append(client, conversationId, [{ role: "tool", tool_call_id: "c1", content: body }]);
  const placeholder = result.messages[0]?.content ?? "";
  const key = /^\[MemoryRef: (\S+) - /.exec(placeholder)?.[1] ?? "";
  return { key, placeholder, body };
}

async function storedMessages(client: Api, conversationId: string) {
  const res = await client.get(`/v1/conversations/${conversationId}/messages`);
  return ((await res.json()) as { messages: Array<{ seq: number; content: string | null; token_count: number }> }).messages;
}

async function fullTokens(client: Api, conversationId: string): Promise<number> {
  return ((await (await client.get(`/v1/conversations/${conversationId}`)).json()) as { full_token_count: number }).full_token_count;
}

describe("LLM descriptions (background job)", () => {
  it("queues a describe_memory job for each new offload when an LLM key is configured, and none without", async () => {
    const tenant = await newTenant();
    const llmEnv = { ...env, LLM_API_KEY: "test-key" };
    const res = await fetchWithEnv(llmEnv, "POST", "/v1/conversations/q/messages", {
      key: tenant.key,
      body: {
        user_id: "user-1",
        messages: [
          { role: "user", content: tokensOf(800) },
          { role: "user", content: "short" },
        ],
      },
    });
    expect(res.status).toBe(201);
    const [row] = await memoryRows(tenant.tenantId);
    // Each new content is also queued for the search index; this test is about descriptions.
    const describes = (jobs: unknown[]) => jobs.filter((job) => (job as { type?: string }).type === "describe_memory");
    const sent = dropQueuedJobs();
    expect(describes(sent)).toEqual([{ type: "describe_memory", tenantId: tenant.tenantId, userId: "user-1", memoryKey: row?.memory_key }]);
    const withDescription = await fetchWithEnv(llmEnv, "POST", "/v1/memories", {
      key: tenant.key,
      body: { user_id: "user-1", content: "x", description: "given by the client" },
    });
    expect(withDescription.status).toBe(201);
    expect(describes(dropQueuedJobs())).toEqual([]);

    await fetchWithEnv(env, "POST", "/v1/conversations/q2/messages", {
      key: tenant.key,
      body: { user_id: "user-1", messages: [{ role: "user", content: tokensOf(800) }] },
    });
    expect(describes(dropQueuedJobs())).toEqual([]);
  });

  it("sends the content's beginning to the LLM and swaps the description in D1 and in the conversation's placeholder", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const { key, placeholder } = await toolOutput(client, "d");
    const before = await fullTokens(client, "d");
    const { llm, describer: llmDescriber } = describer(() => ({ json: { description: "npm test: 1 failing suite in test/x.test.ts" } }));
    const verdict = await runDescribeMemoryJob(
      env,
      { type: "describe_memory", tenantId: tenant.tenantId, memoryKey: key },
      1,
      llmDescriber,
    );
    expect(verdict).toEqual({ action: "ack" });

    expect(llm.calls).toHaveLength(1);
    const sent = llm.calls[0]?.body;
    expect(llm.calls[0]?.url).toBe("https://llm.test/v1/chat/completions");
    expect(sent?.model).toBe("mini");
    expect(sent?.messages[0]).toEqual({ role: "system", content: DESCRIBE_SYSTEM_PROMPT });
    expect(sent?.messages[1]?.content).toContain("Type: tool_output");
    expect(sent?.messages[1]?.content).toContain("Current description: bash output: npm test");
    expect(sent?.messages[1]?.content).toContain("FAIL test/x.test.ts");
    expect(sent?.messages[1]?.content.length).toBeLessThan(17_000);

    const [row] = await memoryRows(tenant.tenantId);
    expect(row).toMatchObject({ description: "npm test: 1 failing suite in test/x.test.ts", description_source: "llm" });
    const messages = await storedMessages(client, "d");
    const updated = placeholder.replace("bash output: npm test", "npm test: 1 failing suite in test/x.test.ts");
    expect(messages[2]?.content).toBe(updated);
    // The message's price and the conversation's total follow the new placeholder.
    expect(messages[2]?.token_count).toBe(countTokens(updated));
    expect(await fullTokens(client, "d")).toBe(before + countTokens(updated) - countTokens(placeholder));
    const rest = await client.get(`/v1/memories/${key}`);
    expect(((await rest.json()) as { ref: string }).ref).toBe(updated);
  });

  it("adopts the description the conversation already shows when an earlier attempt stopped after swapping it", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const { key, placeholder } = await toolOutput(client, "half");
    const earlier = placeholder.replace("bash output: npm test", "earlier attempt's words");
    // An earlier attempt swapped the placeholder, then died before writing D1.
    const swap = await conversationStub(env, tenant.tenantId, "half").replaceContentRef(2, placeholder, earlier);
    expect(swap.replaced).toBe(true);
    const { describer: llmDescriber } = describer(() => ({ json: { description: "different words this time" } }));
    await runDescribeMemoryJob(env, { type: "describe_memory", tenantId: tenant.tenantId, memoryKey: key }, 2, llmDescriber);
    expect((await memoryRows(tenant.tenantId))[0]).toMatchObject({ description: "earlier attempt's words", description_source: "llm" });
    expect((await storedMessages(client, "half"))[2]?.content).toBe(earlier);
  });

  it("retries a failing LLM with backoff, then keeps the offline description everywhere", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const { key, placeholder } = await toolOutput(client, "f");
    const { llm, describer: failing } = describer(() => ({ status: 503 }));
    const job = { type: "describe_memory" as const, tenantId: tenant.tenantId, memoryKey: key };
    expect(await runDescribeMemoryJob(env, job, 1, failing)).toEqual({ action: "retry", delaySeconds: 10 });
    expect(await runDescribeMemoryJob(env, job, 2, failing)).toEqual({ action: "retry", delaySeconds: 20 });
    expect(await runDescribeMemoryJob(env, job, 3, failing)).toEqual({ action: "ack" });
    expect(llm.calls).toHaveLength(3);
    const [row] = await memoryRows(tenant.tenantId);
    expect(row).toMatchObject({ description: "bash output: npm test", description_source: "extractive" });
    expect((await storedMessages(client, "f"))[2]?.content).toBe(placeholder);
  });

  it("gives up at once on a refusal that cannot improve (400) and on an answer that breaks the schema after the last attempt", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const { key } = await toolOutput(client, "r");
    const job = { type: "describe_memory" as const, tenantId: tenant.tenantId, memoryKey: key };
    expect(await runDescribeMemoryJob(env, job, 1, describer(() => ({ status: 400 })).describer)).toEqual({ action: "ack" });
    expect(await runDescribeMemoryJob(env, job, 1, describer(() => ({ json: { summary: "wrong field" } })).describer)).toEqual({
      action: "retry",
      delaySeconds: 10,
    });
    expect(await runDescribeMemoryJob(env, job, 3, describer(() => ({ json: { summary: "wrong field" } })).describer)).toEqual({
      action: "ack",
    });
    expect((await memoryRows(tenant.tenantId))[0]?.description_source).toBe("extractive");
  });

  it("leaves a client's description alone and upgrades an API memory in D1 only", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const given = (
      (await (await client.post("/v1/memories", { user_id: "u", content: "abc", description: "mine" })).json()) as { key: string }
    ).key;
    const offline = ((await (await client.post("/v1/memories", { user_id: "u", content: "SELECT 1;\n(1 row)" })).json()) as { key: string })
      .key;
    const { llm, describer: llmDescriber } = describer(() => ({ json: { description: "SQL query returning one row" } }));
    expect(
      await runDescribeMemoryJob(env, { type: "describe_memory", tenantId: tenant.tenantId, memoryKey: given }, 1, llmDescriber),
    ).toEqual({ action: "ack" });
    expect(llm.calls).toHaveLength(0);
    await runDescribeMemoryJob(env, { type: "describe_memory", tenantId: tenant.tenantId, memoryKey: offline }, 1, llmDescriber);
    const rows = new Map((await memoryRows(tenant.tenantId)).map((row) => [row.memory_key, row]));
    expect(rows.get(given)?.description).toBe("mine");
    expect(rows.get(offline)).toMatchObject({ description: "SQL query returning one row", description_source: "llm" });
    // A job for another tenant's key finds nothing.
    const stranger = await newTenant();
    await runDescribeMemoryJob(env, { type: "describe_memory", tenantId: stranger.tenantId, memoryKey: given }, 1, llmDescriber);
    expect(llm.calls).toHaveLength(1);
  });

  it("routes describe_memory jobs through the queue handler; without an LLM key they change nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const { key } = await toolOutput(client, "qh");
    for (const queue of ["engram-jobs", "engram-jobs-dlq"]) {
      const batch = createMessageBatch(queue, [
        {
          id: `m-${queue}`,
          timestamp: new Date(),
          attempts: 1,
          body: { type: "describe_memory", tenantId: tenant.tenantId, memoryKey: key },
        },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env, ctx);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([`m-${queue}`]);
      expect(result.retryMessages).toEqual([]);
    }
    expect((await memoryRows(tenant.tenantId))[0]?.description_source).toBe("extractive");
  });
});
