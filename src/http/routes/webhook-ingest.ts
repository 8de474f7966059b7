import { router, routeGroup } from "../router";
import { enforceRateLimit } from "../../limits/rate-limit";
import { jsonBody, jsonResponse } from "../schemas/common";
import { errorResponse } from "../error-responses";
import { WebhookDeliverySchema, WebhookHeadersSchema, WebhookIngestResultSchema, WebhookParamsSchema } from "../schemas/webhooks";
import { type WebhookDelivery } from "../../webhooks/delivery";
import { ingestDelivery } from "../../webhooks/ingest";
import { type VerifiedDelivery, verifyWebhookDelivery, type WebhookEnv } from "../../webhooks/verify";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

export const WEBHOOK_INGEST_PATH = "/v1/webhooks/turns";
/** The per-webhook path, which Standard Webhooks senders need (their headers do not name the webhook). */
const WEBHOOK_INGEST_PATTERN = /^\/v1\/webhooks\/[^/]+\/turns$/;
export const isWebhookIngestPath = (path: string) => path === WEBHOOK_INGEST_PATH || WEBHOOK_INGEST_PATTERN.test(path);

/** Signed turn ingestion; authenticated by its signature, not by an API key. */
export const webhookIngest = router<WebhookEnv>();
const route = routeGroup({ tags: ["webhooks"], security: [{ webhookSignature: [] }], errors: [400, 403, 404, 409, 503] });

const responses = {
  200: jsonResponse(WebhookIngestResultSchema, "Ingested, or an earlier ingestion of the same delivery", ANSWER.ingestWebhookTurns),
  401: errorResponse(
    401,
    "The signature does not verify (invalid_signature) or its timestamp is too old or new (timestamp_out_of_tolerance)",
  ),
};

const REFUSALS =
  "Refused without writing anything: a bad signature (401 invalid_signature), a timestamp more than WEBHOOK_TOLERANCE_SECONDS " +
  "(default 300) from now (401 timestamp_out_of_tolerance), a delivery id reused with another body (409 duplicate_delivery). " +
  "A retry of an ingested delivery answers 200 with status `duplicate` and writes nothing; a retry of an interrupted one finishes it.";

async function ingest(env: Env, delivery: VerifiedDelivery, body: WebhookDelivery) {
  await enforceRateLimit(env, `webhook:${delivery.webhookId}`, delivery.tenantId);
  return ingestDelivery(env, delivery, body);
}

webhookIngest.openapi(
  route.post("/turns", {
    summary: "Ingest turns from a chat platform or agent runtime, signed with a webhook secret",
    description: `Signature: \`Engram-Signature: t=<unix seconds>,v1=<hex>\` where v1 = HMAC-SHA256(secret, \`\${t}.\${Engram-Delivery-Id}.\${raw body}\`). ${REFUSALS}`,
    middleware: [verifyWebhookDelivery],
    request: { headers: WebhookHeadersSchema, body: jsonBody(WebhookDeliverySchema, REQUEST.ingestWebhookTurns) },
    responses,
  }),
  async (c) => c.json(await ingest(c.env, c.get("delivery"), c.req.valid("json")), 200),
);

webhookIngest.openapi(
  route.post("/{webhook_id}/turns", {
    security: [{ standardWebhooks: [] }, { webhookSignature: [] }],
    summary: "Ingest turns signed the Standard Webhooks way (standardwebhooks / svix libraries), or with the Engram headers",
    description:
      "Standard Webhooks: `webhook-id` (the delivery id, identical on retries), `webhook-timestamp` (unix seconds) and " +
      "`webhook-signature: v1,<base64>` (space-separated list) where the signature is base64(HMAC-SHA256(base64decode(secret without `whsec_`), " +
      "`${webhook-id}.${webhook-timestamp}.${raw body}`)). Without `webhook-signature` the Engram headers are checked instead. " +
      REFUSALS,
    middleware: [verifyWebhookDelivery],
    request: { params: WebhookParamsSchema, body: jsonBody(WebhookDeliverySchema, REQUEST.ingestWebhookTurns) },
    responses,
  }),
  // With a path parameter the route's inferred input collapses to `never` (@hono/zod-openapi
  // 1.6 typing); the body was validated against WebhookDeliverySchema all the same.
  async (c) => c.json(await ingest(c.env, c.get("delivery"), c.req.valid("json" as never) as WebhookDelivery), 200),
);
