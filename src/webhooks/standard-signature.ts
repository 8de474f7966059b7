/**
 * Standard Webhooks (https://www.standardwebhooks.com), as the `standardwebhooks` and `svix`
 * libraries send it:
 *
 *   webhook-id: <message id>          unique per delivery, the same on every retry
 *   webhook-timestamp: <unix seconds>
 *   webhook-signature: v1,<base64> [v1,<base64> ...]   (space-separated; other versions ignored)
 *
 *   v1 = base64(HMAC-SHA256(base64decode(secret without "whsec_"), `${id}.${timestamp}.${rawBody}`))
 */
import { checkSignatures, type SignatureCheck } from "./hmac";

export const STANDARD_ID_HEADER = "webhook-id";
export const STANDARD_TIMESTAMP_HEADER = "webhook-timestamp";
export const STANDARD_SIGNATURE_HEADER = "webhook-signature";

export interface StandardSignature {
  messageId: string;
  timestamp: number;
  /** The decoded v1 signatures (32 bytes each). */
  signatures: Uint8Array<ArrayBuffer>[];
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The three headers, or null when any is missing or malformed. */
export function parseStandardHeaders(
  messageId: string | undefined,
  timestamp: string | undefined,
  signature: string | undefined,
): StandardSignature | null {
  if (!messageId || !timestamp || !signature || signature.length > 4096) return null;
  if (!/^\d{1,12}$/.test(timestamp)) return null;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const entry of signature.split(" ")) {
    const [version, value, ...rest] = entry.split(",");
    if (version !== "v1" || value === undefined || rest.length > 0) continue; // v1a (asymmetric) and future versions
    const bytes = base64Bytes(value);
    if (bytes?.length === 32) signatures.push(bytes);
  }
  return signatures.length === 0 ? null : { messageId, timestamp: Number(timestamp), signatures };
}

/** The HMAC key of a `whsec_<base64>` secret; null for a secret that is not in that form. */
export function standardKeyBytes(secret: string): Uint8Array<ArrayBuffer> | null {
  const bytes = base64Bytes(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret);
  return bytes && bytes.length > 0 ? bytes : null;
}

/** Any v1 against any live secret (constant-time), then the timestamp, like the Engram scheme. */
export function verifyStandard(input: {
  secrets: string[];
  signature: StandardSignature;
  rawBody: string;
  nowSeconds: number;
  toleranceSeconds: number;
}): Promise<SignatureCheck> {
  const { messageId, timestamp, signatures } = input.signature;
  return checkSignatures({
    keys: input.secrets.flatMap((secret) => standardKeyBytes(secret) ?? []),
    signatures,
    signedText: `${messageId}.${timestamp}.${input.rawBody}`,
    timestamp,
    nowSeconds: input.nowSeconds,
    toleranceSeconds: input.toleranceSeconds,
  });
}
