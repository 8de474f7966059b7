import { env, SELF } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { api, expectError, messages, newTenant, type Api } from "../helpers/api";
import {
  createWebhook,
  engramSignature,
  fromBase64,
  newDeliveryId,
  nowSeconds,
  standardSignature,
  toBase64,
  turnsBody,
  type TestWebhook,
} from "../helpers/webhooks";

/** POSTs to the per-webhook path with exactly the headers given. */
const post = (webhookId: string, rawBody: string, headers: Record<string, string>) =>
  SELF.fetch(`https://engram.test/v1/webhooks/${webhookId}/turns`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: rawBody,
  });

/** Signed by the `standardwebhooks` package, as a sender using it would. */
function standardHeaders(hook: TestWebhook, messageId: string, rawBody: string, at = new Date()): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(hook.secret).sign(messageId, at, rawBody),
  };
}

async function setup(): Promise<{ client: Api; hook: TestWebhook; body: string }> {
  const client = api(await newTenant());
  const hook = await createWebhook(client);
  const body = turnsBody([
    { conversation_id: "sw", user_id: "u1", content: "signed by a Standard Webhooks sender" },
    { conversation_id: "sw", user_id: "u1", content: "second turn", role: "assistant" },
  ]);
  return { client, hook, body };
}

async function deliveryCount(webhookId: string): Promise<number> {
  const row = await env.DB_0.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE webhook_id = ?`)
    .bind(webhookId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("Standard Webhooks deliveries", () => {
  it("issues secrets as whsec_ + base64 of 32 key bytes", async () => {
    const { hook } = await setup();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(fromBase64(hook.secret.slice("whsec_".length))).toHaveLength(32);
  });

  it("stores a delivery signed by the standardwebhooks package once, however often it is retried", async () => {
    const { client, hook, body } = await setup();
    const id = newDeliveryId();
    const first = await post(hook.id, body, standardHeaders(hook, id, body));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      delivery_id: id,
      status: "ingested",
      conversations: [{ conversation_id: "sw", status: "stored", message_count: 2 }],
    });
    for (let retry = 0; retry < 3; retry += 1) {
      const again = await post(hook.id, body, standardHeaders(hook, id, body));
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ delivery_id: id, status: "duplicate" });
    }
    expect((await messages(client, "sw")).map((m) => m.content)).toEqual(["signed by a Standard Webhooks sender", "second turn"]);
    expect(await deliveryCount(hook.id)).toBe(1);
  });

  it("accepts a signature computed in the test from the specification's formula with WebCrypto, equal to the package's", async () => {
    const { client, hook, body } = await setup();
    const id = newDeliveryId();
    const t = nowSeconds();
    const independent = await standardSignature(hook.secret, id, t, body);
    expect(new Webhook(hook.secret).sign(id, new Date(t * 1000), body)).toBe(`v1,${independent}`);
    // A list: an unknown version and a signature by another key are ignored.
    const signature = `v1a,${independent} v1,${await standardSignature(`whsec_${toBase64(new Uint8Array(32).fill(7))}`, id, t, body)} v1,${independent}`;
    const res = await post(hook.id, body, { "webhook-id": id, "webhook-timestamp": String(t), "webhook-signature": signature });
    expect(res.status).toBe(200);
    expect(await messages(client, "sw")).toHaveLength(2);
  });

  it("keeps accepting the Engram scheme (signed with the same secret) on the per-webhook path", async () => {
    const { client, hook, body } = await setup();
    const id = newDeliveryId();
    const t = nowSeconds();
    const res = await post(hook.id, body, {
      "Engram-Delivery-Id": id,
      "Engram-Signature": `t=${t},v1=${await engramSignature(hook.secret, t, id, body)}`,
    });
    expect(res.status).toBe(200);
    expect(await messages(client, "sw")).toHaveLength(2);
  });

  it.each([
    [
      "a body changed after signing",
      (hook: TestWebhook, body: string) => ({ body: body.replace("second", "forged"), headers: standardHeaders(hook, "m-1", body) }),
      401,
      "invalid_signature",
    ],
    [
      "a signature by another secret",
      (_hook: TestWebhook, body: string) => ({
        body,
        headers: standardHeaders({ id: "x", secret: `whsec_${toBase64(new Uint8Array(32).fill(1))}` }, "m-2", body),
      }),
      401,
      "invalid_signature",
    ],
    [
      "a timestamp 301 s old",
      (hook: TestWebhook, body: string) => ({ body, headers: standardHeaders(hook, "m-3", body, new Date(Date.now() - 301_000)) }),
      401,
      "timestamp_out_of_tolerance",
    ],
    [
      "a timestamp 301 s ahead",
      (hook: TestWebhook, body: string) => ({ body, headers: standardHeaders(hook, "m-4", body, new Date(Date.now() + 301_000)) }),
      401,
      "timestamp_out_of_tolerance",
    ],
    [
      "a missing webhook-timestamp",
      (hook: TestWebhook, body: string) => {
        const { "webhook-timestamp": _t, ...headers } = standardHeaders(hook, "m-5", body);
        return { body, headers };
      },
      401,
      "invalid_signature",
    ],
    [
      "a webhook-id with a space",
      (hook: TestWebhook, body: string) => ({ body, headers: standardHeaders(hook, "m 6", body) }),
      400,
      "invalid_request",
    ],
  ])("refuses %s and writes nothing", async (_name, make, statusCode, code) => {
    const { client, hook, body } = await setup();
    const request = make(hook, body);
    expect(await expectError(await post(hook.id, request.body, request.headers), statusCode)).toBe(code);
    expect(await expectError(await client.get("/v1/conversations/sw"), 404)).toBe("not_found");
    expect(await deliveryCount(hook.id)).toBe(0);
  });

  it("verifies against the webhook named in the path only: another tenant's webhook id with this secret is refused", async () => {
    const a = await setup();
    const b = await setup();
    const id = newDeliveryId();
    expect(await expectError(await post(b.hook.id, a.body, standardHeaders(a.hook, id, a.body)), 401)).toBe("invalid_signature");
    expect(await expectError(await b.client.get("/v1/conversations/sw"), 404)).toBe("not_found");
    expect(await expectError(await a.client.get("/v1/conversations/sw"), 404)).toBe("not_found");
  });
});
