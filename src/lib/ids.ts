import { z } from "@hono/zod-openapi";

/** Ids that end up in Durable Object names and D1 keys: printable, bounded, no separators. */
export const IdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:@-]+$/, "only letters, digits and . _ : @ - are allowed");

export const UserIdSchema = IdSchema.openapi({ example: "user_42" });

/** Free-form JSON a caller attaches to a message or a memory. */
export const MetadataSchema = z.record(z.string(), z.unknown());
