import { z } from "@hono/zod-openapi";
import { pathParam } from "./params";

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "invalid_request" }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi("Error");

/** Ids that end up in Durable Object names and D1 keys: printable, bounded, no separators. */
export const IdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:@-]+$/, "only letters, digits and . _ : @ - are allowed");

export const UserIdSchema = IdSchema.openapi({ example: "user_42" });

export const ConversationParamsSchema = z.object({
  conversation_id: pathParam(
    IdSchema,
    "conversation_id",
    "The conversation's id, chosen by the caller; the first message appended creates it",
    "conv_1",
  ),
});

/** A JSON request body; `example` is shown in the document and on /docs (validated by a test). */
export function jsonBody<T extends z.ZodType>(schema: T, example?: unknown) {
  return { content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } }, required: true } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string, example?: unknown) {
  return { description, content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } } } as const;
}
