import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { api, newTenant, type Api, type TestKey } from "./api";

/*
 * Independent test vectors: signatures and hashes are computed here from the documented
 * formulas with WebCrypto, never with the code under test.
 */
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(text));
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function hmacSha256(key: Uint8Array<ArrayBuffer>, text: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", imported, utf8(text));
}

/** Engram scheme: hex(HMAC-SHA256(key = the secret's UTF-8 bytes, `${t}.${delivery id}.${raw body}`)). */
export const engramSignature = async (secret: string, t: number, deliveryId: string, rawBody: string) =>
  hex(await hmacSha256(utf8(secret), `${t}.${deliveryId}.${rawBody}`));

/** Standard Webhooks: base64(HMAC-SHA256(key = base64decode(secret after whsec_), `${id}.${t}.${raw body}`)). */
export const standardSignature = async (secret: string, messageId: string, t: number, rawBody: string) =>
  toBase64(new Uint8Array(await hmacSha256(fromBase64(secret.replace(/^whsec_/, "")), `${messageId}.${t}.${rawBody}`)));

export const sha256Hex = async (data: string | ArrayBuffer) =>
  hex(await crypto.subtle.digest("SHA-256", typeof data === "string" ? utf8(data) : data));

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
  /** Who serves the request (default SELF); e.g. the worker under another env. */
  fetcher?: (request: Request) => Promise<Response>;
}

/** POSTs a delivery exactly as a platform would: signature over `${t}.${delivery id}.${raw body}`. */
export async function deliver(options: DeliveryOptions): Promise<Response> {
  const t = options.timestamp ?? nowSeconds();
  const signatures = await Promise.all(
    options.secrets.map((secret) => engramSignature(secret, t, options.deliveryId, options.signedBody ?? options.rawBody)),
  );
  const fetcher = options.fetcher ?? ((request: Request) => SELF.fetch(request));
  return fetcher(
    new Request("https://engram.test/v1/webhooks/turns", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "Engram-Webhook-Id": options.webhookId,
        "Engram-Delivery-Id": options.deliveryId,
        "Engram-Signature": [`t=${t}`, ...signatures.map((s) => `v1=${s}`)].join(","),
      },
      body: options.rawBody,
    }),
  );
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

/** A fresh tenant, its client and one webhook. */
export async function webhookTenant(): Promise<{ tenant: TestKey; client: Api; hook: TestWebhook }> {
  const tenant = await newTenant();
  const client = api(tenant);
  return { tenant, client, hook: await createWebhook(client) };
}

export async function messagesOf(client: Api, conversationId: string): Promise<string[]> {
  const res = await client.get(`/v1/conversations/${conversationId}/messages`);
  if (res.status === 404) return [];
  const body = (await res.json()) as { messages: Array<{ content: string }> };
  return body.messages.map((m) => m.content);
}

export async function expectErrorCode(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

export const twoConversations = turnsBody([
  { conversation_id: "wa", user_id: "u1", content: "hello from a" },
  { conversation_id: "wb", user_id: "u2", content: "hello from b" },
  { conversation_id: "wa", user_id: "u1", content: "again from a", role: "assistant" },
]);
