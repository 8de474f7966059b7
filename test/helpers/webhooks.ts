import { SELF } from "cloudflare:test";
import { signDelivery } from "../../src/webhooks/signature";
import type { Api } from "./api";

export interface TestWebhook {
  id: string;
  secret: string;
}

export async function createWebhook(client: Api, name = "platform"): Promise<TestWebhook> {
  const res = await client.post("/v1/webhooks", { name });
  if (res.status !== 201) throw new Error(`webhook creation failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id: string; secret: string };
  return { id: body.id, secret: body.secret };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

let deliveries = 0;
export const newDeliveryId = () => `dlv_${Date.now()}_${(deliveries += 1)}`;

export interface DeliveryOptions {
  webhookId: string;
  deliveryId: string;
  rawBody: string;
  /** Secrets to sign with (one v1 per secret). */
  secrets: string[];
  timestamp?: number;
  /** Sign this text instead of the body that is sent (to model tampering). */
  signedBody?: string;
}

/** POSTs a delivery exactly as a platform would: signature over `${t}.${delivery id}.${raw body}`. */
export async function deliver(options: DeliveryOptions): Promise<Response> {
  const t = options.timestamp ?? nowSeconds();
  const signatures = await Promise.all(
    options.secrets.map((secret) => signDelivery(secret, t, options.deliveryId, options.signedBody ?? options.rawBody)),
  );
  return SELF.fetch("https://engram.test/v1/webhooks/turns", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "Engram-Webhook-Id": options.webhookId,
      "Engram-Delivery-Id": options.deliveryId,
      "Engram-Signature": [`t=${t}`, ...signatures.map((s) => `v1=${s}`)].join(","),
    },
    body: options.rawBody,
  });
}

export function turnsBody(turns: Array<{ conversation_id: string; user_id: string; content: string; role?: string }>): string {
  return JSON.stringify({
    turns: turns.map((turn) => ({
      conversation_id: turn.conversation_id,
      user_id: turn.user_id,
      message: { role: turn.role ?? "user", content: turn.content },
    })),
  });
}
