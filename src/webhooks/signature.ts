/**
 * The webhook signature (documented in docs/DESIGN.md and the OpenAPI document):
 *
 *   Engram-Webhook-Id: whk_...            which webhook (and so which tenant) signed
 *   Engram-Delivery-Id: <1-128 chars>     unique per delivery, the same on every retry
 *   Engram-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...]
 *
 *   v1 = hex(HMAC-SHA256(secret, `${t}.${deliveryId}.${rawBody}`))
 *
 * The delivery id is inside the signed text: otherwise anyone holding one captured request
 * could replay it under fresh delivery ids within the tolerance window. Several v1 values are
 * allowed so a sender can sign with the old and the new secret during a rotation.
 */
import { checkSignatures, hmacSign, type SignatureCheck } from "./hmac";

export const WEBHOOK_ID_HEADER = "Engram-Webhook-Id";
export const DELIVERY_ID_HEADER = "Engram-Delivery-Id";
export const SIGNATURE_HEADER = "Engram-Signature";

export interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

export function parseSignatureHeader(header: string | undefined): ParsedSignature | null {
  if (!header || header.length > 4096) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value, ...rest] = part.trim().split("=");
    if (key === undefined || value === undefined || rest.length > 0) return null;
    if (key === "t") {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      signatures.push(value.toLowerCase());
    }
    // Unknown schemes (a future v2) are ignored, as Stripe-style receivers do.
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

const signedText = (timestamp: number, deliveryId: string, rawBody: string) => `${timestamp}.${deliveryId}.${rawBody}`;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** What a sender computes; exported for tests and for client libraries to copy. */
export async function signDelivery(secret: string, timestamp: number, deliveryId: string, rawBody: string): Promise<string> {
  const mac = await hmacSign(secret, signedText(timestamp, deliveryId, rawBody));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Any v1 against any live secret, then the timestamp (see checkSignatures). */
export function verifyDelivery(input: {
  secrets: string[];
  signature: ParsedSignature;
  deliveryId: string;
  rawBody: string;
  nowSeconds: number;
  toleranceSeconds: number;
}): Promise<SignatureCheck> {
  return checkSignatures({
    keys: input.secrets,
    signatures: input.signature.signatures.map(hexToBytes),
    signedText: signedText(input.signature.timestamp, input.deliveryId, input.rawBody),
    timestamp: input.signature.timestamp,
    nowSeconds: input.nowSeconds,
    toleranceSeconds: input.toleranceSeconds,
  });
}
