import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { conversationStub } from "../../src/conversations/stub";
import {
  deliver,
  expectErrorCode,
  messagesOf,
  newDeliveryId,
  nowSeconds,
  sha256Hex,
  turnsBody,
  twoConversations,
  webhookTenant,
} from "../helpers/webhooks";

interface IngestAnswer {
  delivery_id: string;
  status: string;
  conversations: Array<{
    conversation_id: string;
    status: string;
    first_seq: number | null;
    last_seq: number | null;
    message_count: number;
  }>;
}

/** What a delivery may leave behind in D1 for a tenant: delivery rows and registered conversations. */
async function writtenRows(tenantId: string) {
  const deliveries = await env.DB_0.prepare(`SELECT count(*) AS n FROM webhook_deliveries WHERE tenant_id = ?`)
    .bind(tenantId)
    .first<{ n: number }>();
  const conversations = await env.DB.prepare(`SELECT count(*) AS n FROM conversations WHERE tenant_id = ?`)
    .bind(tenantId)
    .first<{ n: number }>();
  return { deliveries: deliveries?.n ?? 0, conversations: conversations?.n ?? 0 };
}

describe("signed webhook ingestion", () => {
  it("ingests a validly signed batch for several conversations, in order, and records the delivery", async () => {
    const { tenant, client, hook } = await webhookTenant();
    const deliveryId = newDeliveryId();
    const res = await deliver({ webhookId: hook.id, deliveryId, rawBody: twoConversations, secrets: [hook.secret] });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as IngestAnswer;
    expect(answer).toEqual({
      delivery_id: deliveryId,
      status: "ingested",
      conversations: [
        { conversation_id: "wa", status: "stored", message_count: 2, first_seq: 0, last_seq: 1 },
        { conversation_id: "wb", status: "stored", message_count: 1, first_seq: 0, last_seq: 0 },
      ],
    });
    expect(await messagesOf(client, "wa")).toEqual(["hello from a", "again from a"]);
    expect(await messagesOf(client, "wb")).toEqual(["hello from b"]);
    const row = await env.DB_0.prepare(`SELECT status, turn_count FROM webhook_deliveries WHERE tenant_id = ? AND delivery_id = ?`)
      .bind(tenant.tenantId, deliveryId)
      .first<{ status: string; turn_count: number }>();
    expect(row).toEqual({ status: "ingested", turn_count: 3 });
  });

  it("accepts the grouped form and stores each group under its user", async () => {
    const { client, hook } = await webhookTenant();
    const rawBody = JSON.stringify({
      conversations: [
        {
          conversation_id: "g1",
          user_id: "ug",
          messages: [
            { role: "user", content: "one" },
            { role: "assistant", content: "two" },
          ],
        },
      ],
    });
    const res = await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody, secrets: [hook.secret] });
    expect(res.status).toBe(200);
    const status = (await (await client.get("/v1/conversations/g1")).json()) as { user_id: string; message_count: number };
    expect(status).toMatchObject({ user_id: "ug", message_count: 2 });
  });

  it("refuses a wrong signature with 401 and writes nothing", async () => {
    const { tenant, client, hook } = await webhookTenant();
    const res = await deliver({
      webhookId: hook.id,
      deliveryId: newDeliveryId(),
      rawBody: twoConversations,
      secrets: ["whsec_not-the-secret-at-all-0123456789"],
    });
    await expectErrorCode(res, 401, "invalid_signature");
    expect(await writtenRows(tenant.tenantId)).toEqual({ deliveries: 0, conversations: 0 });
    expect(await messagesOf(client, "wa")).toEqual([]);
  });

  it("refuses a signature over a body that was modified afterwards", async () => {
    const { tenant, client, hook } = await webhookTenant();
    const original = turnsBody([{ conversation_id: "wm", user_id: "u1", content: "pay 10 EUR" }]);
    const modified = turnsBody([{ conversation_id: "wm", user_id: "u1", content: "pay 99 EUR" }]);
    const res = await deliver({
      webhookId: hook.id,
      deliveryId: newDeliveryId(),
      rawBody: modified,
      signedBody: original,
      secrets: [hook.secret],
    });
    await expectErrorCode(res, 401, "invalid_signature");
    expect(await writtenRows(tenant.tenantId)).toEqual({ deliveries: 0, conversations: 0 });
    expect(await messagesOf(client, "wm")).toEqual([]);
  });

  it("refuses a timestamp outside the 5-minute tolerance, past or future, and writes nothing", async () => {
    const { tenant, hook } = await webhookTenant();
    for (const timestamp of [nowSeconds() - 301, nowSeconds() + 400]) {
      const res = await deliver({
        webhookId: hook.id,
        deliveryId: newDeliveryId(),
        rawBody: twoConversations,
        secrets: [hook.secret],
        timestamp,
      });
      await expectErrorCode(res, 401, "timestamp_out_of_tolerance");
    }
    expect(await writtenRows(tenant.tenantId)).toEqual({ deliveries: 0, conversations: 0 });
    const inside = await deliver({
      webhookId: hook.id,
      deliveryId: newDeliveryId(),
      rawBody: twoConversations,
      secrets: [hook.secret],
      timestamp: nowSeconds() - 290,
    });
    expect(inside.status).toBe(200);
  });

  it("refuses a delivery id replayed with another body (409) and writes nothing", async () => {
    const { client, hook } = await webhookTenant();
    const deliveryId = newDeliveryId();
    const first = turnsBody([{ conversation_id: "wr", user_id: "u1", content: "first" }]);
    expect((await deliver({ webhookId: hook.id, deliveryId, rawBody: first, secrets: [hook.secret] })).status).toBe(200);
    const replay = turnsBody([{ conversation_id: "wr", user_id: "u1", content: "injected" }]);
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId, rawBody: replay, secrets: [hook.secret] }),
      409,
      "duplicate_delivery",
    );
    expect(await messagesOf(client, "wr")).toEqual(["first"]);
  });

  it("answers a repeated delivery (a platform retry after a lost ack) with its first answer and stores nothing again", async () => {
    const { client, hook } = await webhookTenant();
    const deliveryId = newDeliveryId();
    const first = (await (
      await deliver({ webhookId: hook.id, deliveryId, rawBody: twoConversations, secrets: [hook.secret] })
    ).json()) as IngestAnswer;
    const retry = await deliver({
      webhookId: hook.id,
      deliveryId,
      rawBody: twoConversations,
      secrets: [hook.secret],
      timestamp: nowSeconds() + 5,
    });
    expect(retry.status).toBe(200);
    expect((await retry.json()) as IngestAnswer).toEqual({ ...first, status: "duplicate" });
    expect(await messagesOf(client, "wa")).toEqual(["hello from a", "again from a"]);
    expect(await messagesOf(client, "wb")).toEqual(["hello from b"]);
  });

  it("finishes an interrupted delivery on retry: conversations appended before the crash are not stored twice", async () => {
    const { tenant, client, hook } = await webhookTenant();
    const deliveryId = newDeliveryId();
    // The first attempt claimed the id and appended conversation "wa", then the worker died.
    await env.DB.prepare(
      `INSERT INTO webhook_deliveries (tenant_id, delivery_id, webhook_id, body_hash, status, turn_count, received_at) VALUES (?, ?, ?, ?, 'pending', 3, ?)`,
    )
      .bind(tenant.tenantId, deliveryId, hook.id, await sha256Hex(twoConversations), new Date().toISOString())
      .run();
    const messages = [
      { role: "user" as const, content: "hello from a" },
      { role: "assistant" as const, content: "again from a" },
    ];
    await conversationStub(env, tenant.tenantId, "wa").append({
      scope: { tenantId: tenant.tenantId, conversationId: "wa", restrictedUserId: null },
      userId: "u1",
      messages,
      idempotency: {
        namespace: "webhook",
        key: `${hook.id}/${deliveryId}`,
        bodyHash: await sha256Hex(JSON.stringify({ user: "u1", messages })),
      },
    });

    const res = await deliver({ webhookId: hook.id, deliveryId, rawBody: twoConversations, secrets: [hook.secret] });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as IngestAnswer;
    expect(answer.conversations.map((c) => [c.conversation_id, c.status])).toEqual([
      ["wa", "replayed"],
      ["wb", "stored"],
    ]);
    expect(await messagesOf(client, "wa")).toEqual(["hello from a", "again from a"]);
    expect(await messagesOf(client, "wb")).toEqual(["hello from b"]);
  });

  it("ingests a delivery once when the platform sends it twice at the same time", async () => {
    const { client, hook } = await webhookTenant();
    const deliveryId = newDeliveryId();
    const responses = await Promise.all(
      [1, 2, 3].map(() => deliver({ webhookId: hook.id, deliveryId, rawBody: twoConversations, secrets: [hook.secret] })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await messagesOf(client, "wa")).toEqual(["hello from a", "again from a"]);
    expect(await messagesOf(client, "wb")).toEqual(["hello from b"]);
  });

  it("refuses the whole batch (409) when one conversation belongs to another user, writing nothing", async () => {
    const { tenant, client, hook } = await webhookTenant();
    await client.post("/v1/conversations/owned/messages", { user_id: "alice", messages: [{ role: "user", content: "mine" }] });
    const rawBody = turnsBody([
      { conversation_id: "fresh", user_id: "bob", content: "new one" },
      { conversation_id: "owned", user_id: "bob", content: "not yours" },
    ]);
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody, secrets: [hook.secret] }),
      409,
      "conflict",
    );
    expect(await messagesOf(client, "fresh")).toEqual([]);
    expect(await messagesOf(client, "owned")).toEqual(["mine"]);
    expect((await writtenRows(tenant.tenantId)).deliveries).toBe(0);
  });

  it("answers 4xx to malformed deliveries without writing anything", async () => {
    const { tenant, hook } = await webhookTenant();
    const invalid = JSON.stringify({ turns: [{ conversation_id: "x", user_id: "u", message: { role: "robot", content: "hi" } }] });
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: invalid, secrets: [hook.secret] }),
      400,
      "invalid_request",
    );
    const both = JSON.stringify({ turns: [], conversations: [] });
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: both, secrets: [hook.secret] }),
      400,
      "invalid_request",
    );
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId: "bad id with spaces", rawBody: twoConversations, secrets: [hook.secret] }),
      400,
      "invalid_request",
    );
    await expectErrorCode(
      await deliver({ webhookId: "whk_unknown", deliveryId: newDeliveryId(), rawBody: twoConversations, secrets: [hook.secret] }),
      401,
      "invalid_signature",
    );
    const unsigned = await fetchUnsigned(hook.id);
    await expectErrorCode(unsigned, 401, "invalid_signature");
    expect(await writtenRows(tenant.tenantId)).toEqual({ deliveries: 0, conversations: 0 });
  });
});

async function fetchUnsigned(webhookId: string) {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch("https://engram.test/v1/webhooks/turns", {
    method: "POST",
    headers: { "content-type": "application/json", "Engram-Webhook-Id": webhookId, "Engram-Delivery-Id": "d1" },
    body: twoConversations,
  });
}
