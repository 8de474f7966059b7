/** What both signature schemes share: HMAC-SHA256 over a signed text, checked against every live secret. */
const encoder = new TextEncoder();

export type SignatureCheck = { ok: true } | { ok: false; reason: "stale" | "mismatch" };

export function hmacKey(secret: string | Uint8Array<ArrayBuffer>, usage: "sign" | "verify"): Promise<CryptoKey> {
  const raw = typeof secret === "string" ? encoder.encode(secret) : secret;
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

export async function hmacSign(secret: string, text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(text)));
}

/**
 * Any signature against any live secret (constant-time compare), then the timestamp: only a
 * genuinely signed request learns that it is too old, and a replayed capture is refused.
 * Several signatures are allowed so a sender can sign with the old and the new secret during a rotation.
 */
export async function checkSignatures(input: {
  keys: Array<string | Uint8Array<ArrayBuffer>>;
  signatures: Uint8Array<ArrayBuffer>[];
  signedText: string;
  timestamp: number;
  nowSeconds: number;
  toleranceSeconds: number;
}): Promise<SignatureCheck> {
  const data = encoder.encode(input.signedText);
  for (const secret of input.keys) {
    const key = await hmacKey(secret, "verify");
    for (const candidate of input.signatures) {
      if (await crypto.subtle.verify("HMAC", key, candidate, data)) {
        return Math.abs(input.nowSeconds - input.timestamp) > input.toleranceSeconds ? { ok: false, reason: "stale" } : { ok: true };
      }
    }
  }
  return { ok: false, reason: "mismatch" };
}
