import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, newKey, newTenant } from "../helpers/api";
import { sweep } from "../helpers/shards";
import {
  createWebhook,
  deliver,
  expectErrorCode,
  messagesOf,
  newDeliveryId,
  turnsBody,
  twoConversations,
  webhookTenant,
} from "../helpers/webhooks";

describe("webhook secrets", () => {
  it("keeps both secrets valid during a rotation's overlap, and only the new one once it ends", async () => {
    const { client, hook } = await webhookTenant();
    const rotated = (await (await client.post(`/v1/webhooks/${hook.id}/rotate`, {})).json()) as { secret: string; version: number };
    expect(rotated.version).toBe(2);
    const body = (n: number) => turnsBody([{ conversation_id: "rot", user_id: "u", content: `m${n}` }]);
    expect((await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(1), secrets: [hook.secret] })).status).toBe(200);
    expect((await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(2), secrets: [rotated.secret] })).status).toBe(
      200,
    );
    expect(
      (await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(3), secrets: [hook.secret, rotated.secret] })).status,
    ).toBe(200);

    const third = (await (await client.post(`/v1/webhooks/${hook.id}/rotate`, { overlap_seconds: 0 })).json()) as { secret: string };
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(4), secrets: [hook.secret] }),
      401,
      "invalid_signature",
    );
    await expectErrorCode(
      await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(5), secrets: [rotated.secret] }),
      401,
      "invalid_signature",
    );
    expect((await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(6), secrets: [third.secret] })).status).toBe(
      200,
    );
    expect(await messagesOf(client, "rot")).toEqual(["m1", "m2", "m3", "m6"]);
  });

  it("refuses every secret of a revoked webhook", async () => {
    const { client, hook } = await webhookTenant();
    expect((await client.delete(`/v1/webhooks/${hook.id}`)).status).toBe(200);
    const res = await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: twoConversations, secrets: [hook.secret] });
    await expectErrorCode(res, 401, "invalid_signature");
    await expectErrorCode(await client.post(`/v1/webhooks/${hook.id}/rotate`, {}), 404, "not_found");
  });

  it("forgets a revoked webhook and its secrets once the delivery retention has passed, and keeps live ones", async () => {
    const { client, hook } = await webhookTenant();
    const live = await createWebhook(client);
    expect((await client.delete(`/v1/webhooks/${hook.id}`)).status).toBe(200);
    const listed = async () =>
      ((await (await client.get("/v1/webhooks")).json()) as { webhooks: Array<{ id: string }> }).webhooks.map((w) => w.id);
    const secretRows = async (id: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM webhook_secrets WHERE webhook_id = ?`).bind(id).first<{ n: number }>())?.n;

    await sweep(undefined, Date.now() + 6 * 86_400_000);
    expect(await listed()).toContain(hook.id);

    await sweep(undefined, Date.now() + 8 * 86_400_000);
    expect(await listed()).toEqual([live.id]);
    expect(await secretRows(hook.id)).toBe(0);
    expect(await secretRows(live.id)).toBe(1);
  });

  it("stores secrets encrypted, never in clear, and lists versions without values", async () => {
    const { client, hook } = await webhookTenant();
    const row = await env.DB.prepare(`SELECT ciphertext, iv FROM webhook_secrets WHERE webhook_id = ?`)
      .bind(hook.id)
      .first<{ ciphertext: string }>();
    expect(row?.ciphertext).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(hook.secret.slice("whsec_".length, 20));
    const list = await (await client.get("/v1/webhooks")).text();
    expect(list).toContain(hook.id);
    expect(list).not.toContain(hook.secret);
  });

  it("keeps each tenant's webhooks to itself", async () => {
    const a = await webhookTenant();
    const b = api(await newTenant());
    const listed = (await (await b.get("/v1/webhooks")).json()) as { webhooks: unknown[] };
    expect(listed.webhooks).toEqual([]);
    await expectErrorCode(await b.post(`/v1/webhooks/${a.hook.id}/rotate`, {}), 404, "not_found");
    await expectErrorCode(await b.delete(`/v1/webhooks/${a.hook.id}`), 404, "not_found");
    // A's webhook writes into A only, whatever conversation ids B uses.
    await b.post("/v1/conversations/shared-id/messages", { user_id: "u", messages: [{ role: "user", content: "b's" }] });
    const rawBody = turnsBody([{ conversation_id: "shared-id", user_id: "u", content: "a's" }]);
    expect((await deliver({ webhookId: a.hook.id, deliveryId: newDeliveryId(), rawBody, secrets: [a.hook.secret] })).status).toBe(200);
    expect(await messagesOf(a.client, "shared-id")).toEqual(["a's"]);
    expect(await messagesOf(b, "shared-id")).toEqual(["b's"]);
  });

  it("refuses webhook management to a key limited to one user, and bad input", async () => {
    const tenant = await newTenant();
    const limited = api(await newKey(tenant.tenantId, "someone"));
    await expectErrorCode(await limited.post("/v1/webhooks", { name: "x" }), 403, "forbidden");
    await expectErrorCode(await limited.get("/v1/webhooks"), 403, "forbidden");
    const client = api(tenant);
    await expectErrorCode(await client.post("/v1/webhooks", { name: "" }), 400, "invalid_request");
    const hook = await createWebhook(client);
    await expectErrorCode(await client.post(`/v1/webhooks/${hook.id}/rotate`, { overlap_seconds: -1 }), 400, "invalid_request");
    await expectErrorCode(await client.post(`/v1/webhooks/${hook.id}/rotate`, { overlap_seconds: 9_999_999 }), 400, "invalid_request");
  });
});
