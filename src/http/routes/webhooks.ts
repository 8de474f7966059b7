import { router, mountedGroup, API_KEY } from "../router";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../auth";
import { database } from "../../db/client";
import { findWebhook, insertWebhook, listWebhooks, newWebhookId, revokeWebhook, rotateSecret } from "../../db/webhooks";
import { serviceConfig } from "../../lib/config";
import { EngramError, notFound } from "../../lib/errors";
import { jsonBody, jsonResponse } from "../schemas/common";
import {
  CreateWebhookSchema,
  RevokedWebhookSchema,
  RotateWebhookSchema,
  WebhookListSchema,
  WebhookParamsSchema,
  WebhookSecretIssuedSchema,
} from "../schemas/webhooks";
import { issueSecret, sealingKey } from "../../webhooks/keys";
import { seal } from "../../webhooks/secret-box";
import { evictWebhookSecrets } from "../../webhooks/verify";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

/** Webhook secrets of the caller's tenant: create, list, rotate, revoke (tenant-wide keys only). */
export const webhookAdmin = router();
const route = mountedGroup(webhookAdmin, { tags: ["webhooks"], security: API_KEY, bodyLimit: "ADMIN_MAX_BODY_BYTES" });

const tenantWideKey = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("principal").userId !== null) throw new EngramError("forbidden", "webhooks are managed with a tenant-wide API key");
  await next();
});

route.post("/", {
  middleware: [tenantWideKey],
  summary: "Create a webhook and its first secret (shown once)",
  request: { body: jsonBody(CreateWebhookSchema, REQUEST.createWebhook) },
  responses: { 201: jsonResponse(WebhookSecretIssuedSchema, "Created", ANSWER.createWebhook) },
  errors: [503],
})(async (c) => {
  const key = sealingKey(c.env);
  const id = newWebhookId();
  const secret = issueSecret();
  const row = await insertWebhook(database(c.env.DB), {
    id,
    tenantId: c.get("principal").tenantId,
    name: c.req.valid("json").name ?? null,
    secret: await seal(key, secret, `${id}:1`),
  });
  return c.json({ id, name: row.name, version: 1, secret, created_at: row.createdAt, previous_secrets_expire_at: null }, 201);
});

route.get("/", {
  middleware: [tenantWideKey],
  summary: "The tenant's webhooks and their secret versions (never the secrets)",
  responses: { 200: jsonResponse(WebhookListSchema, "Webhooks", ANSWER.listWebhooks) },
})(async (c) => {
  const rows = await listWebhooks(database(c.env.DB), c.get("principal").tenantId);
  return c.json(
    {
      webhooks: rows.map((row) => ({
        id: row.id,
        name: row.name,
        created_at: row.createdAt,
        revoked_at: row.revokedAt,
        secrets: row.secrets.map((secret) => ({ version: secret.version, created_at: secret.createdAt, expires_at: secret.expiresAt })),
      })),
    },
    200,
  );
});

route.post("/{webhook_id}/rotate", {
  middleware: [tenantWideKey],
  summary: "Issue a new secret; the previous ones keep verifying until the overlap ends",
  request: { params: WebhookParamsSchema, body: jsonBody(RotateWebhookSchema, REQUEST.rotateWebhookSecret) },
  responses: {
    201: jsonResponse(WebhookSecretIssuedSchema, "Rotated", ANSWER.rotateWebhookSecret),
  },
  errors: [409, 503],
})(async (c) => {
  const { webhook_id } = c.req.valid("param");
  const key = sealingKey(c.env);
  const db = database(c.env.DB);
  const webhook = await findWebhook(db, c.get("principal").tenantId, webhook_id);
  if (!webhook || webhook.revokedAt !== null) throw notFound("webhook");
  const overlap = c.req.valid("json").overlap_seconds ?? serviceConfig(c.env).WEBHOOK_ROTATION_OVERLAP_SECONDS;
  const overlapEndsAt = new Date(Date.now() + overlap * 1000).toISOString();
  const secret = issueSecret();
  let latest: number;
  try {
    latest = await rotateSecret(db, webhook_id, (version) => seal(key, secret, `${webhook_id}:${version}`), overlapEndsAt);
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw new EngramError("conflict", "a concurrent rotation of this webhook won; retry");
    throw error;
  }
  evictWebhookSecrets(webhook_id);
  return c.json(
    {
      id: webhook_id,
      name: webhook.name,
      version: latest,
      secret,
      created_at: new Date().toISOString(),
      previous_secrets_expire_at: overlapEndsAt,
    },
    201,
  );
});

route.delete("/{webhook_id}", {
  middleware: [tenantWideKey],
  summary: "Revoke a webhook: none of its secrets verifies any more",
  request: { params: WebhookParamsSchema },
  responses: { 200: jsonResponse(RevokedWebhookSchema, "Revoked") },
})(async (c) => {
  const { webhook_id } = c.req.valid("param");
  if (!(await revokeWebhook(database(c.env.DB), c.get("principal").tenantId, webhook_id))) throw notFound("active webhook");
  evictWebhookSecrets(webhook_id);
  return c.json({ id: webhook_id, revoked: true as const }, 200);
});
