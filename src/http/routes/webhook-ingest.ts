import { router, routeDefaults } from "../router";
import { enforceRateLimit } from "../../limits/rate-limit";
import { errorResponses, jsonBody, jsonResponse } from "../schemas/common";
import { WebhookDeliverySchema, WebhookHeadersSchema, WebhookIngestResultSchema } from "../schemas/webhooks";
import { ingestDelivery } from "../../webhooks/ingest";
import { verifyWebhookDelivery, type WebhookEnv } from "../../webhooks/verify";

export const WEBHOOK_INGEST_PATH = "/v1/webhooks/turns";

/** Signed turn ingestion; authenticated by its signature, not by an API key. */
export const webhookIngest = router<WebhookEnv>();
const route = routeDefaults({ tags: ["webhooks"], security: [{ webhookSignature: [] }] });

webhookIngest.openapi(
  route({
    method: "post",
    path: "/turns",
    summary: "Ingest turns from a chat platform or agent runtime, signed with a webhook secret",
    description:
      "Signature: `Engram-Signature: t=<unix seconds>,v1=<hex>` where v1 = HMAC-SHA256(secret, `${t}.${Engram-Delivery-Id}.${raw body}`). " +
      "Refused without writing anything: a bad signature (401 invalid_signature), a timestamp more than WEBHOOK_TOLERANCE_SECONDS " +
      "(default 300) from now (401 timestamp_out_of_tolerance), a delivery id reused with another body (409 duplicate_delivery). " +
      "A retry of an ingested delivery answers 200 with status `duplicate` and writes nothing; a retry of an interrupted one finishes it.",
    middleware: [verifyWebhookDelivery],
    request: { headers: WebhookHeadersSchema, body: jsonBody(WebhookDeliverySchema) },
    responses: {
      200: jsonResponse(WebhookIngestResultSchema, "Ingested, or an earlier ingestion of the same delivery"),
      ...errorResponses,
      409: errorResponses[400],
      413: errorResponses[400],
      429: errorResponses[400],
      503: errorResponses[400],
    },
  }),
  async (c) => {
    const delivery = c.get("delivery");
    await enforceRateLimit(c.env, `webhook:${delivery.webhookId}`, delivery.tenantId);
    return c.json(await ingestDelivery(c.env, delivery, c.req.valid("json")), 200);
  },
);
