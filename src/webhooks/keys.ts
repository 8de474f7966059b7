import { serviceConfig } from "../lib/config";
import { EngramError } from "../lib/errors";
import { MIN_KEY_LENGTH } from "./secret-box";

/** The key new secrets are sealed with; refusing early beats storing a secret we cannot open. */
export function sealingKey(env: Env): string {
  const key = serviceConfig(env).WEBHOOK_ENCRYPTION_KEY;
  if (!key || key.length < MIN_KEY_LENGTH) {
    throw new EngramError("not_configured", `webhooks need a WEBHOOK_ENCRYPTION_KEY secret of at least ${MIN_KEY_LENGTH} characters`);
  }
  return key;
}

/** Every key that may open a stored secret: the current one and, during a key rotation, the previous. */
export function openingKeys(env: Env): string[] {
  const config = serviceConfig(env);
  return [config.WEBHOOK_ENCRYPTION_KEY, config.WEBHOOK_ENCRYPTION_KEY_PREVIOUS].filter((key): key is string => key !== undefined);
}

/**
 * A new webhook secret: `whsec_` + standard base64 of 32 random bytes, the form Standard
 * Webhooks libraries take as is (their HMAC key is the decoded bytes). The Engram scheme keys
 * its HMAC with the whole string, so one secret serves both; secrets issued before this form
 * (base64url) keep working with the Engram scheme.
 */
export function issueSecret(): string {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...raw))}`;
}
