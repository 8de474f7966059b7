import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runSummarizeJob } from "../../src/summaries/job";
import { summarizerFor } from "../../src/summaries/summarizer-for";
import { admin, api, append, newTenant, tenantWithPiiMode as tenantWithMode, type TestKey } from "../helpers/api";
import { NO_TENANT_OVERRIDES, TENANT_SETTING_DEFAULTS } from "../helpers/expected";
import { processingJobs } from "../helpers/jobs";
import { takeOnlyJob } from "../helpers/queues";

/** The summarize job the conversation queued, checked against its D1 row. */
function queuedSummarize(tenantId: string, conversationId: string, memoryId: number) {
  const job = takeOnlyJob("summarize");
  expect(job).toEqual({ type: "summarize", tenantId, userId: "u1", conversationId, memoryId });
  return job;
}
import { createWebhook, deliver, newDeliveryId, turnsBody } from "../helpers/webhooks";

const SECRET_TEXT = "Mail jane.doe@example.com or call +44 20 7946 0958, card 4111 1111 1111 1111, key sk-proj-AbCdEf1234567890GhIjKlMn";

/** An OpenAI-compatible server played by the test: records every request, answers `summary`. */
function fakeLlm(summary: string) {
  const requests: string[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    requests.push(typeof init?.body === "string" ? init.body : "");
    return Response.json({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "gpt-4.1-mini",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify({ summary }), refusal: null } }],
    });
  };
  return { requests, summarizer: summarizerFor({ ...env, LLM_API_KEY: "test-key" }, fetchImpl) };
}

async function sixMessages(tenant: TestKey, conversationId: string) {
  const client = api(tenant);
  await append(client, conversationId, [{ role: "user", content: SECRET_TEXT }], "u1");
  for (let i = 0; i < 5; i += 1) await append(client, conversationId, [{ role: i % 2 ? "user" : "assistant", content: `turn ${i}` }], "u1");
  const [job] = await processingJobs(tenant.tenantId, conversationId);
  if (!job) throw new Error("no summarization job");
  return { client, job };
}

async function storedContent(tenant: TestKey, conversationId: string): Promise<string | null | undefined> {
  const body = (await (await api(tenant).get(`/v1/conversations/${conversationId}/messages`)).json()) as {
    messages: Array<{ content: string | null }>;
  };
  return body.messages[0]?.content;
}

describe("PII modes", () => {
  it("derived: the LLM receives redacted messages and the summary is built from them, while stored messages stay as sent", async () => {
    const tenant = await tenantWithMode("derived");
    const { job } = await sixMessages(tenant, "derived");
    const llm = fakeLlm("User shared [REDACTED:EMAIL].");
    expect(await runSummarizeJob(env, queuedSummarize(tenant.tenantId, "derived", job.memory_id), 1, llm.summarizer)).toEqual({
      action: "ack",
    });
    expect(llm.requests).toHaveLength(1);
    const sent = llm.requests[0] ?? "";
    for (const original of ["jane.doe@example.com", "7946 0958", "4111 1111 1111 1111", "sk-proj-AbCdEf1234567890GhIjKlMn"])
      expect(sent).not.toContain(original);
    for (const token of ["[REDACTED:EMAIL]", "[REDACTED:PHONE]", "[REDACTED:CARD_NUMBER]", "[REDACTED:API_KEY]"])
      expect(sent).toContain(token);
    const row = await env.DB_0.prepare(`SELECT status, memory_text FROM memory WHERE memory_id = ?`).bind(job.memory_id).first();
    expect(row).toEqual({ status: "completed", memory_text: "User shared [REDACTED:EMAIL]." });
    expect(await storedContent(tenant, "derived")).toBe(SECRET_TEXT);
  });

  it("derived: the offline summarizer's summary holds no PII either", async () => {
    const tenant = await tenantWithMode("derived");
    const { client, job } = await sixMessages(tenant, "offline");
    await runSummarizeJob(env, queuedSummarize(tenant.tenantId, "offline", job.memory_id), 1);
    const context = (await (await client.get("/v1/conversations/offline/context?cache_stable=false")).json()) as {
      summary: { text: string };
    };
    // The compressing summary may leave the sentence out; if it keeps it, redacted.
    expect(context.summary.text).not.toContain("jane.doe@example.com");
    expect(context.summary.text.includes("jane.doe") ? "leak" : "clean").toBe("clean");
  });

  it("off: the LLM receives the messages as they are", async () => {
    const tenant = await tenantWithMode("off");
    const { job } = await sixMessages(tenant, "plain");
    const llm = fakeLlm("ok");
    await runSummarizeJob(env, queuedSummarize(tenant.tenantId, "plain", job.memory_id), 1, llm.summarizer);
    expect(llm.requests[0]).toContain("jane.doe@example.com");
  });

  it("everywhere: messages are redacted before they are stored, through the API and through webhooks", async () => {
    const tenant = await tenantWithMode("everywhere");
    const client = api(tenant);
    const stored = await append(
      client,
      "api",
      [{ role: "user", content: SECRET_TEXT, metadata: { contact: "jane.doe@example.com" } }],
      "u1",
    );
    const expected = "Mail [REDACTED:EMAIL] or call [REDACTED:PHONE], card [REDACTED:CARD_NUMBER], key [REDACTED:API_KEY]";
    expect(stored.messages[0]?.content).toBe(expected);
    expect(await storedContent(tenant, "api")).toBe(expected);
    const page = (await (await client.get("/v1/conversations/api/messages")).json()) as { messages: Array<{ metadata: unknown }> };
    expect(page.messages[0]?.metadata).toEqual({ contact: "[REDACTED:EMAIL]" });

    const hook = await createWebhook(client);
    const res = await deliver({
      webhookId: hook.id,
      deliveryId: newDeliveryId(),
      rawBody: turnsBody([{ conversation_id: "hook", user_id: "u1", content: SECRET_TEXT }]),
      secrets: [hook.secret],
    });
    expect(res.status).toBe(200);
    expect(await storedContent(tenant, "hook")).toBe(expected);
  });

  it("everywhere in one tenant leaves another tenant's messages as sent", async () => {
    await tenantWithMode("everywhere");
    const other = await newTenant();
    await append(api(other), "c", [{ role: "user", content: SECRET_TEXT }], "u1");
    expect(await storedContent(other, "c")).toBe(SECRET_TEXT);
  });
});

describe("tenant settings (admin)", () => {
  it("shows effective settings and overrides; null restores the deployment default", async () => {
    const tenant = await newTenant();
    const initial = (await (await admin("GET", `/admin/tenants/${tenant.tenantId}/settings`)).json()) as Record<string, unknown>;
    expect(initial).toEqual({ tenant_id: tenant.tenantId, settings: TENANT_SETTING_DEFAULTS, overrides: NO_TENANT_OVERRIDES });
    const patched = await admin("PATCH", `/admin/tenants/${tenant.tenantId}/settings`, { retention_days: 30, rate_limit_per_minute: 60 });
    expect(await patched.json()).toMatchObject({
      settings: { retention_days: 30, rate_limit_per_minute: 60, pii_mode: "off" },
      overrides: { retention_days: 30 },
    });
    const reset = await admin("PATCH", `/admin/tenants/${tenant.tenantId}/settings`, { retention_days: null });
    expect(await reset.json()).toMatchObject({
      settings: { retention_days: 0, rate_limit_per_minute: 60 },
      overrides: { retention_days: null, rate_limit_per_minute: 60 },
    });
  });

  it("refuses bad input, unknown tenants and callers without the admin token", async () => {
    const tenant = await newTenant();
    const path = `/admin/tenants/${tenant.tenantId}/settings`;
    for (const body of [{ pii_mode: "sometimes" }, { retention_days: -1 }, { rate_limit_burst: 0 }, { unknown_field: 1 }]) {
      const res = await admin("PATCH", path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    expect((await admin("PATCH", "/admin/tenants/no-such-tenant/settings", { pii_mode: "off" })).status).toBe(404);
    const asTenant = await SELF.fetch(`https://engram.test${path}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(asTenant.status).toBe(401);
  });
});
