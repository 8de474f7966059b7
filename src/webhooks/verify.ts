import { createMiddleware } from "hono/factory";
import { database } from "../db/client";
import { loadVerificationSecrets } from "../db/webhooks";
import { serviceConfig } from "../lib/config";
import { EngramError } from "../lib/errors";
import { log } from "../lib/log";
import { IdSchema } from "../lib/ids";
import { openingKeys } from "./keys";
import { open } from "./secret-box";
import type { SignatureCheck } from "./hmac";
import { DELIVERY_ID_HEADER, parseSignatureHeader, SIGNATURE_HEADER, verifyDelivery, WEBHOOK_ID_HEADER } from "./signature";
import {
  parseStandardHeaders,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
  verifyStandard,
} from "./standard-signature";

export interface VerifiedDelivery {
  webhookId: string;
  tenantId: string;
  deliveryId: string;
  rawBody: string;
}

export type WebhookEnv = { Bindings: Env; Variables: { delivery: VerifiedDelivery } };

interface CachedSecrets {
  tenantId: string;
  secrets: Array<{ secret: string; expiresAt: number | null }>;
}

/**
 * Decrypted secrets per webhook, cached per isolate like API keys. A signature that fails
 * against cached secrets is checked once more against D1, so a sender switching to a freshly
 * rotated secret is accepted at once everywhere; a revocation reaches other isolates within
 * API_KEY_CACHE_SECONDS.
 */
const cache = new Map<string, CachedSecrets | null>();
const cachedUntil = new Map<string, number>();

export function evictWebhookSecrets(webhookId: string): void {
  cache.delete(webhookId);
  cachedUntil.delete(webhookId);
}

async function loadSecrets(env: Env, webhookId: string, now: number): Promise<CachedSecrets | null> {
  const found = await loadVerificationSecrets(database(env.DB), webhookId, new Date(now).toISOString());
  const ttl = serviceConfig(env).API_KEY_CACHE_SECONDS * 1000;
  let entry: CachedSecrets | null = null;
  if (found) {
    const secrets: CachedSecrets["secrets"] = [];
    for (const stored of found.secrets) {
      try {
        secrets.push({
          secret: await open(openingKeys(env), stored, `${webhookId}:${stored.version}`),
          expiresAt: stored.expiresAt ? Date.parse(stored.expiresAt) : null,
        });
      } catch (error) {
        log("error", "webhook_secret_unreadable", { webhookId, version: stored.version, error: String(error) });
      }
    }
    entry = { tenantId: found.tenantId, secrets };
  }
  if (cache.size >= 10_000) cache.clear();
  cache.set(webhookId, entry);
  cachedUntil.set(webhookId, now + ttl);
  return entry;
}

const refuse = (code: "invalid_signature" | "timestamp_out_of_tolerance", message: string) => new EngramError(code, message);

/** Who claims to have signed, and how to check the claim against a webhook's live secrets. */
interface Claim {
  webhookId: string;
  deliveryId: string;
  check(secrets: string[], rawBody: string, nowSeconds: number, toleranceSeconds: number): Promise<SignatureCheck>;
}

/**
 * The delivery's claim from its headers. On `/v1/webhooks/{webhook_id}/turns` the path names
 * the webhook and either scheme may sign: Standard Webhooks when `webhook-signature` is sent,
 * else the Engram headers (an Engram-Webhook-Id there must agree with the path). The legacy
 * `/v1/webhooks/turns` takes the Engram scheme only.
 */
function readClaim(header: (name: string) => string | undefined, pathWebhookId: string | undefined): Claim {
  if (pathWebhookId !== undefined && header(STANDARD_SIGNATURE_HEADER) !== undefined) {
    const signature = parseStandardHeaders(
      header(STANDARD_ID_HEADER),
      header(STANDARD_TIMESTAMP_HEADER),
      header(STANDARD_SIGNATURE_HEADER),
    );
    if (!signature)
      throw refuse(
        "invalid_signature",
        `missing or malformed ${STANDARD_ID_HEADER}, ${STANDARD_TIMESTAMP_HEADER} or ${STANDARD_SIGNATURE_HEADER} header`,
      );
    return {
      webhookId: pathWebhookId,
      deliveryId: signature.messageId,
      check: (secrets, rawBody, nowSeconds, toleranceSeconds) =>
        verifyStandard({ secrets, signature, rawBody, nowSeconds, toleranceSeconds }),
    };
  }
  const named = header(WEBHOOK_ID_HEADER);
  const webhookId = pathWebhookId ?? named;
  const deliveryId = header(DELIVERY_ID_HEADER);
  const signature = parseSignatureHeader(header(SIGNATURE_HEADER));
  if (!webhookId || !signature || (named !== undefined && named !== webhookId)) {
    throw refuse("invalid_signature", `missing or malformed ${WEBHOOK_ID_HEADER} or ${SIGNATURE_HEADER} header`);
  }
  return {
    webhookId,
    deliveryId: deliveryId ?? "",
    check: (secrets, rawBody, nowSeconds, toleranceSeconds) =>
      verifyDelivery({ secrets, signature, deliveryId: deliveryId ?? "", rawBody, nowSeconds, toleranceSeconds }),
  };
}

/** Authenticates a delivery before anything else looks at it (the body is not even parsed). */
export const verifyWebhookDelivery = createMiddleware<WebhookEnv>(async (c, next) => {
  const claim = readClaim((name) => c.req.header(name), c.req.param("webhook_id"));
  const { webhookId, deliveryId } = claim;
  if (!IdSchema.safeParse(deliveryId).success) {
    throw new EngramError("invalid_request", "the delivery id (Engram-Delivery-Id or webhook-id) must be 1-128 of A-Z a-z 0-9 . _ : @ -");
  }
  const rawBody = await c.req.text();
  const now = Date.now();
  const tolerance = serviceConfig(c.env).WEBHOOK_TOLERANCE_SECONDS;
  const check = async (entry: CachedSecrets | null): Promise<SignatureCheck> =>
    entry
      ? claim.check(
          entry.secrets.filter((s) => s.expiresAt === null || s.expiresAt > now).map((s) => s.secret),
          rawBody,
          Math.floor(now / 1000),
          tolerance,
        )
      : { ok: false, reason: "mismatch" };
  const fresh = (cachedUntil.get(webhookId) ?? 0) > now;
  let entry = fresh ? (cache.get(webhookId) ?? null) : await loadSecrets(c.env, webhookId, now);
  let verdict = await check(entry);
  if (!verdict.ok && verdict.reason === "mismatch" && fresh) {
    entry = await loadSecrets(c.env, webhookId, now);
    verdict = await check(entry);
  }
  if (!verdict.ok) {
    if (verdict.reason === "stale") throw refuse("timestamp_out_of_tolerance", `signature timestamp is more than ${tolerance} s from now`);
    throw refuse("invalid_signature", "signature does not match any live secret of this webhook");
  }
  if (!entry) throw refuse("invalid_signature", "unknown webhook");
  c.set("delivery", { webhookId, tenantId: entry.tenantId, deliveryId, rawBody });
  await next();
});
