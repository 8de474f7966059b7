import { serviceConfig } from "../lib/config";
import { ApiError } from "../http/errors";
import { MIN_KEY_LENGTH } from "./secret-box";

/** The key new secrets are sealed with; refusing early beats storing a secret we cannot open. */
export function sealingKey(env: Env): string {
  const key = serviceConfig(env).WEBHOOK_ENCRYPTION_KEY;
  if (!key || key.length < MIN_KEY_LENGTH) {
    throw new ApiError(503, "not_configured", `webhooks need a WEBHOOK_ENCRYPTION_KEY secret of at least ${MIN_KEY_LENGTH} characters`);
  }
  return key;
}

/** Every key that may open a stored secret: the current one and, during a key rotation, the previous. */
export function openingKeys(env: Env): string[] {
  const config = serviceConfig(env);
  return [config.WEBHOOK_ENCRYPTION_KEY, config.WEBHOOK_ENCRYPTION_KEY_PREVIOUS].filter((key): key is string => key !== undefined);
}
