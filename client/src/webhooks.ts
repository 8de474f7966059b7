/**
 * Signs a webhook delivery the way Engram (and the Standard Webhooks specification) verifies it:
 * HMAC-SHA256 over `${id}.${timestamp}.${body}` keyed with the base64 bytes after `whsec_`,
 * sent as `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64>`.
 */
export interface SignedWebhook {
  headers: { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string; "content-type": string };
  body: string;
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export async function signWebhook(
  secret: string,
  payload: unknown,
  options: { id?: string; timestamp?: Date } = {},
): Promise<SignedWebhook> {
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = Math.floor((options.timestamp ?? new Date()).getTime() / 1000).toString();
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return {
    headers: {
      "webhook-id": id,
      "webhook-timestamp": timestamp,
      "webhook-signature": `v1,${base64(mac)}`,
      "content-type": "application/json",
    },
    body,
  };
}
