import { z } from "@hono/zod-openapi";

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
  conversation_id: IdSchema.openapi({ param: { name: "conversation_id", in: "path" }, example: "conv_1" }),
});

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}
