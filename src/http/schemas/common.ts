import { z } from "@hono/zod-openapi";
import { pathParam } from "./params";
import { IdSchema } from "../../lib/ids";

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "invalid_request" }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi("Error");

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
