import { z } from "@hono/zod-openapi";
import type { WebhookDelivery, WebhookIngestResult } from "../../webhooks/delivery";
import { pathParam } from "./params";
import { UserIdSchema } from "../../lib/ids";
import { IdSchema } from "../../lib/ids";
import { MessageInputSchema } from "./messages";

export const WebhookParamsSchema = z.object({
  webhook_id: pathParam(IdSchema, "webhook_id", "The webhook's id (from POST /v1/webhooks)", "whk_3kTq9xY2bLm0"),
});

export const CreateWebhookSchema = z
  .object({ name: z.string().min(1).max(200).optional() })
  .strict()
  .openapi("CreateWebhook");

export const WebhookSecretViewSchema = z.object({ version: z.number().int(), created_at: z.string(), expires_at: z.string().nullable() });

export const WebhookSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    created_at: z.string(),
    revoked_at: z.string().nullable(),
    secrets: z.array(WebhookSecretViewSchema).openapi({ description: "Newest first; the secret values are never shown again" }),
  })
  .openapi("Webhook");

export const WebhookListSchema = z.object({ webhooks: z.array(WebhookSchema) }).openapi("WebhookList");

export const WebhookSecretIssuedSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    version: z.number().int(),
    secret: z.string().openapi({
      description:
        "Shown once. `whsec_` + base64 of 32 random bytes: Standard Webhooks libraries take it as is (their HMAC key is the decoded bytes); the Engram scheme's HMAC key is this whole string's UTF-8 bytes.",
    }),
    created_at: z.string(),
    previous_secrets_expire_at: z.string().nullable().openapi({ description: "After a rotation: when the older secrets stop verifying" }),
  })
  .openapi("WebhookSecretIssued");

export const RotateWebhookSchema = z
  .object({
    overlap_seconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 86_400)
      .optional()
      .openapi({ description: "How long the previous secrets keep verifying (default WEBHOOK_ROTATION_OVERLAP_SECONDS); 0 ends them now" }),
  })
  .strict()
  .openapi("RotateWebhook");

export const RevokedWebhookSchema = z.object({ id: z.string(), revoked: z.literal(true) }).openapi("RevokedWebhook");

const MAX_WEBHOOK_MESSAGES = 500;

export const WebhookTurnSchema = z.object({ conversation_id: IdSchema, user_id: UserIdSchema, message: MessageInputSchema });
export const WebhookConversationSchema = z.object({
  conversation_id: IdSchema,
  user_id: UserIdSchema,
  messages: z.array(MessageInputSchema).min(1).max(MAX_WEBHOOK_MESSAGES),
});

export const WebhookDeliverySchema = z
  .object({
    turns: z
      .array(WebhookTurnSchema)
      .min(1)
      .max(MAX_WEBHOOK_MESSAGES)
      .optional()
      .openapi({ description: "One message per entry, in order; may mix conversations" }),
    conversations: z
      .array(WebhookConversationSchema)
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: "The same, grouped per conversation" }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.turns === undefined) === (body.conversations === undefined)) {
      ctx.addIssue({ code: "custom", message: "send exactly one of `turns` or `conversations`" });
    }
    const total = body.turns?.length ?? body.conversations?.reduce((sum, group) => sum + group.messages.length, 0) ?? 0;
    if (total > MAX_WEBHOOK_MESSAGES) ctx.addIssue({ code: "custom", message: `at most ${MAX_WEBHOOK_MESSAGES} messages per delivery` });
  })
  .openapi("WebhookDelivery");
export type WebhookDeliveryFields = z.infer<typeof WebhookDeliverySchema> extends WebhookDelivery ? true : never;

export const WebhookHeadersSchema = z.object({
  "engram-webhook-id": z
    .string()
    .optional()
    .openapi({ param: { in: "header", required: true }, description: "The webhook whose secret signed the delivery" }),
  "engram-delivery-id": z
    .string()
    .optional()
    .openapi({
      param: { in: "header", required: true },
      description: "Unique per delivery, identical on retries (1-128 of A-Z a-z 0-9 . _ : @ -)",
    }),
  "engram-signature": z
    .string()
    .optional()
    .openapi({
      param: { in: "header", required: true },
      description: "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${delivery id}.${raw body}`>[,v1=<hex>]",
    }),
});

export const WebhookConversationResultSchema = z.object({
  conversation_id: z.string(),
  status: z.enum(["stored", "replayed", "rejected"]).openapi({
    description: "replayed: stored by an earlier attempt of this delivery; rejected: the conversation belongs to another user",
  }),
  message_count: z.number().int(),
  first_seq: z.number().int().nullable(),
  last_seq: z.number().int().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

export const WebhookIngestResultSchema = z
  .object({
    delivery_id: z.string(),
    status: z
      .enum(["ingested", "duplicate"])
      .openapi({ description: "duplicate: this delivery was ingested before; nothing was written now" }),
    conversations: z.array(WebhookConversationResultSchema),
  })
  .openapi("WebhookIngestResult");
export type WebhookIngestResultFields = z.infer<typeof WebhookIngestResultSchema> extends WebhookIngestResult ? true : never;
