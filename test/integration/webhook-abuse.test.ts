import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { conversationStub } from "../../src/conversations/stub";
import { ingestDelivery } from "../../src/webhooks/ingest";
import { verifyWebhookDelivery, type WebhookEnv } from "../../src/webhooks/verify";
import { WebhookDeliverySchema } from "../../src/http/schemas/webhooks";
import { api, expectError, limitTenant, newKey, newTenant } from "../helpers/api";
import { hookD1 } from "../helpers/d1-hook";
import { createWebhook, deliver, newDeliveryId, sha256Hex, turnsBody, twoConversations, webhookTenant } from "../helpers/webhooks";

/** The documented default of WEBHOOK_SIGNATURE_FAILURES_PER_MINUTE (wrangler.toml, src/lib/config.ts). */
const FAILURES_PER_MINUTE = 30;

const oneTurn = (n: number) => turnsBody([{ conversation_id: "wb-bucket", user_id: "u", content: `m${n}` }]);

describe("webhook deliveries and the tenant's rate limit", () => {
  it("counts deliveries of every webhook of a tenant in one bucket: a second webhook adds no allowance", async () => {
    const tenant = await newTenant();
    await limitTenant(tenant, 1, 2);
    const client = api(await newKey(tenant.tenantId));
    const first = await createWebhook(client, "first");
    const second = await createWebhook(client, "second");
    const send = (hook: { id: string; secret: string }, n: number) =>
      deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: oneTurn(n), secrets: [hook.secret] });
    expect((await send(first, 1)).status).toBe(200);
    expect((await send(second, 2)).status).toBe(200);
    expect(await expectError(await send(first, 3), 429)).toBe("rate_limited");
    expect(await expectError(await send(second, 4), 429)).toBe("rate_limited");
  });
});

describe("failed webhook signatures", () => {
  it("answers 429 with Retry-After past the failure limit, while a correctly signed delivery still passes", async () => {
    const { hook } = await webhookTenant();
    const bad = () => deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: oneTurn(0), secrets: ["whsec_wrong"] });
    const statuses: number[] = [];
    for (let n = 0; n < FAILURES_PER_MINUTE; n += 1) statuses.push((await bad()).status);
    expect(statuses).toEqual(Array.from({ length: FAILURES_PER_MINUTE }, () => 401));
    const throttled = await bad();
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await expectError(throttled, 429)).toBe("rate_limited");
    const good = await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: oneTurn(1), secrets: [hook.secret] });
    expect(good.status).toBe(200);
  });

  it("reads a webhook's secrets from D1 once for a burst of bad signatures", async () => {
    const { hook } = await webhookTenant();
    let secretReads = 0;
    const counting = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") {
          return (query: string) => {
            if (/from "webhook_secrets"/i.test(query)) secretReads += 1;
            return target.prepare(query);
          };
        }
        const value: unknown = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const app = new Hono<WebhookEnv>().post("/v1/webhooks/turns", verifyWebhookDelivery, (c) => c.text("verified"));
    // The refusals the middleware throws carry their code (invalid_signature for a bad signature).
    app.onError((error, c) => {
      const code = "code" in error ? String(error.code) : "internal_error";
      return c.json({ error: { code, message: error.message } }, code === "invalid_signature" ? 401 : 500);
    });
    const answers: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const res = await deliver({
        webhookId: hook.id,
        deliveryId: newDeliveryId(),
        rawBody: oneTurn(n),
        secrets: ["whsec_wrong"],
        fetcher: async (request) => app.request(request, undefined, { ...env, DB: counting }),
      });
      answers.push(res.status);
    }
    expect(answers.every((status) => status === 401)).toBe(true);
    expect(secretReads).toBe(1);
  });
});

describe("concurrent runs of one delivery", () => {
  it("keep the answer of the run that stored: a run that only replayed never records over it", async () => {
    const { tenant, hook } = await webhookTenant();
    const deliveryId = newDeliveryId();
    // Run A claimed the delivery and stored conversation "wa" and "wb" (its appends, as the object saw them).
    await env.DB_0.prepare(
      `INSERT INTO webhook_deliveries (tenant_id, delivery_id, webhook_id, body_hash, status, turn_count, received_at) VALUES (?, ?, ?, ?, 'pending', 3, ?)`,
    )
      .bind(tenant.tenantId, deliveryId, hook.id, await sha256Hex(twoConversations), new Date().toISOString())
      .run();
    const body = WebhookDeliverySchema.parse(JSON.parse(twoConversations));
    const groups = [
      {
        conversationId: "wa",
        userId: "u1",
        messages: [
          { role: "user" as const, content: "hello from a" },
          { role: "assistant" as const, content: "again from a" },
        ],
      },
      { conversationId: "wb", userId: "u2", messages: [{ role: "user" as const, content: "hello from b" }] },
    ];
    const stored = [];
    for (const group of groups) {
      const result = await conversationStub(env, tenant.tenantId, group.conversationId).append({
        scope: { tenantId: tenant.tenantId, conversationId: group.conversationId, restrictedUserId: null },
        userId: group.userId,
        messages: group.messages,
        idempotency: {
          namespace: "webhook",
          key: `${hook.id}/${deliveryId}`,
          bodyHash: await sha256Hex(JSON.stringify({ user: group.userId, messages: group.messages })),
        },
      });
      if (!result.ok) throw new Error(result.error.message);
      stored.push({
        conversation_id: group.conversationId,
        status: "stored",
        message_count: result.value.messages.length,
        first_seq: result.value.messages[0]?.seq ?? null,
        last_seq: result.value.lastSeq,
      });
    }
    const answerOfA = { delivery_id: deliveryId, status: "ingested", conversations: stored };
    // Run B (a concurrent redelivery) replays both appends; run A records its answer just before B does.
    const shard = hookD1(env.DB_0, /^update "webhook_deliveries"/i, async () => {
      await env.DB_0.prepare(`UPDATE webhook_deliveries SET status = 'ingested', result = ? WHERE webhook_id = ? AND delivery_id = ?`)
        .bind(JSON.stringify(answerOfA), hook.id, deliveryId)
        .run();
    });
    const answerOfB = await ingestDelivery(
      { ...env, DB_0: shard },
      { webhookId: hook.id, tenantId: tenant.tenantId, deliveryId, rawBody: twoConversations },
      body,
    );
    expect(answerOfB).toEqual({ ...answerOfA, status: "duplicate" });
    const retry = await deliver({ webhookId: hook.id, deliveryId, rawBody: twoConversations, secrets: [hook.secret] });
    expect(await retry.json()).toEqual({ ...answerOfA, status: "duplicate" });
  });
});
