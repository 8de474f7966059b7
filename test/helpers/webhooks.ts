import { SELF } from "cloudflare:test";
import { createHash, createHmac } from "node:crypto";
import type { Api } from "./api";

/*
 * Independent test vectors: signatures and hashes are computed here from the documented
 * formulas with node:crypto, never with the code under test.
 */

/** Engram scheme: hex(HMAC-SHA256(key = the secret's UTF-8 bytes, `${t}.${delivery id}.${raw body}`)). */
export const engramSignature = (secret: string, t: number, deliveryId: string, rawBody: string) =>
  createHmac("sha256", Buffer.from(secret, "utf8")).update(`${t}.${deliveryId}.${rawBody}`, "utf8").digest("hex");

/** Standard Webhooks: base64(HMAC-SHA256(key = base64decode(secret after whsec_), `${id}.${t}.${raw body}`)). */
export const standardSignature = (secret: string, messageId: string, t: number, rawBody: string) =>
  createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64")).update(`${messageId}.${t}.${rawBody}`, "utf8").digest("base64");

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

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
  const signatures = options.secrets.map((secret) => engramSignature(secret, t, options.deliveryId, options.signedBody ?? options.rawBody));
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
