import { sha256Hex } from "../lib/crypto";

/**
 * Webhook secrets at rest. HMAC verification needs the secret itself (a hash would not do),
 * so D1 holds it AES-256-GCM encrypted under a key derived (HKDF-SHA-256) from the
 * WEBHOOK_ENCRYPTION_KEY secret; the row's identity is the associated data, so a ciphertext
 * copied onto another webhook's row does not decrypt. A D1 dump alone reveals no secret.
 */
export interface SealedSecret {
  ciphertext: string;
  iv: string;
  keyFingerprint: string;
}

export class SecretKeyUnavailable extends Error {}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keys = new Map<string, Promise<CryptoKey>>();

export const MIN_KEY_LENGTH = 32;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function aesKey(material: string): Promise<CryptoKey> {
  let key = keys.get(material);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(material), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("engram"), info: encoder.encode("webhook-secrets-v1") },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(material, key);
  }
  return key;
}

/** Names the key without revealing it, so a row sealed under another key is recognised. */
export async function keyFingerprint(material: string): Promise<string> {
  return (await sha256Hex(`engram-webhook-key:${material}`)).slice(0, 16);
}

export async function seal(material: string, plaintext: string, associatedData: string): Promise<SealedSecret> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(associatedData) },
    await aesKey(material),
    encoder.encode(plaintext),
  );
  return { ciphertext: toBase64(new Uint8Array(ciphertext)), iv: toBase64(iv), keyFingerprint: await keyFingerprint(material) };
}

/** Opens with whichever configured key sealed it (current or previous, during a key rotation). */
export async function open(materials: string[], sealed: SealedSecret, associatedData: string): Promise<string> {
  for (const material of materials) {
    if ((await keyFingerprint(material)) !== sealed.keyFingerprint) continue;
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(sealed.iv), additionalData: encoder.encode(associatedData) },
      await aesKey(material),
      fromBase64(sealed.ciphertext),
    );
    return decoder.decode(plaintext);
  }
  throw new SecretKeyUnavailable("no configured WEBHOOK_ENCRYPTION_KEY matches this secret");
}
