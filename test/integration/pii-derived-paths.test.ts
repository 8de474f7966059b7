import { env } from "cloudflare:test";
import { knownUsers, userIndexRows } from "../helpers/user-index";
import { describe, expect, it } from "vitest";
import { runDescribeMemoryJob } from "../../src/contents/describe-job";
import { describerFor } from "../../src/contents/describer";
import { checkIntent } from "../helpers/intent";
import { api, tenantWithPiiMode as tenantWithMode, type TestKey } from "../helpers/api";
import { fakeJsonLlm as fakeLlm } from "../helpers/fake-llm";
import { deliverQueuedJobs } from "../helpers/queues";

const EMAIL = "jane.doe@example.com";
const CARD = "4111 1111 1111 1111";

async function storeMemory(tenant: TestKey, content: string): Promise<string> {
  const res = await api(tenant).post("/v1/memories", { user_id: "u1", content });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

/** Every text the tenant's user objects index (the neighbour context is another row's body). */
async function indexedText(tenantId: string): Promise<string> {
  const rows = [];
  for (const { user_id } of await knownUsers(tenantId)) {
    rows.push(...(await userIndexRows(tenantId, user_id, `SELECT body, content, summary FROM search_docs`)));
  }
  return JSON.stringify(rows);
}

describe("PII mode 'derived' on every path that leaves the store", () => {
  it("indexes redacted text only, while the stored memory keeps what was sent", async () => {
    const tenant = await tenantWithMode("derived");
    const key = await storeMemory(tenant, `Billing contact ${EMAIL}, card ${CARD}.`);
    await deliverQueuedJobs();
    const indexed = await indexedText(tenant.tenantId);
    expect(indexed).toContain("[REDACTED:EMAIL]");
    expect(indexed).not.toContain(EMAIL);
    expect(indexed).not.toContain("4111");
    const stored = (await (await api(tenant).get(`/v1/memories/${key}`)).json()) as { content: string };
    expect(stored.content).toContain(EMAIL);
  });

  it("indexes the text as sent when the mode is off", async () => {
    const tenant = await tenantWithMode("off");
    await storeMemory(tenant, `Billing contact ${EMAIL}.`);
    await deliverQueuedJobs();
    expect(await indexedText(tenant.tenantId)).toContain(EMAIL);
  });

  it("sends the describer LLM the redacted beginning of a memory", async () => {
    const tenant = await tenantWithMode("derived");
    const key = await storeMemory(tenant, `Contact ${EMAIL} about the invoice.\n${"detail line\n".repeat(50)}`);
    const llm = fakeLlm(() => ({ json: { description: "Invoice contact note" } }));
    const describer = describerFor({ ...env, LLM_API_KEY: "test-key" }, llm.fetch);
    await runDescribeMemoryJob(env, { type: "describe_memory", tenantId: tenant.tenantId, memoryKey: key }, 1, describer);
    expect(llm.calls).toHaveLength(1);
    const sent = JSON.stringify(llm.calls[0]?.body.messages);
    expect(sent).toContain("[REDACTED:EMAIL]");
    expect(sent).not.toContain(EMAIL);
  });

  it("sends the intent-check LLM a redacted query and context", async () => {
    const tenant = await tenantWithMode("derived");
    const llm = fakeLlm(() => ({ json: { intent: "concrete", covered: true, reason: "covered" } }));
    const outcome = await checkIntent({ ...env, LLM_API_KEY: "test-key" }, tenant, `email ${EMAIL} the report`, llm.fetch, {
      conversationId: "c1",
      userId: "u1",
      messages: [{ seq: 0, role: "user", content: `my card is ${CARD}`, created_at: new Date().toISOString(), token_count: 8 }],
    });
    expect(outcome.retrieval.method).toBe("llm");
    const sent = JSON.stringify(llm.calls[0]?.body.messages);
    expect(sent).toContain("[REDACTED:EMAIL]");
    expect(sent).not.toContain(EMAIL);
    expect(sent).not.toContain("4111 1111");
  });
});
