import { z } from "@hono/zod-openapi";
import { IdSchema, MetadataSchema, UserIdSchema } from "../lib/ids";

const LONE_SURROGATE = /\p{Cs}/u;

export const MAX_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;

export const MemoryKeySchema = IdSchema.openapi({ example: "mem_3f1c0b6e2a9d4c7f8e5b1a2d3c4e5f60" });
export const MemoryTypeSchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_.-]+$/, "only letters, digits and . _ - are allowed");

export const StoreMemorySchema = z
  .object({
    user_id: UserIdSchema,
    content: z
      .string()
      .min(1)
      .refine((text) => text.trim().length > 0, "content must not be blank")
      // A lone surrogate has no UTF-8 form: it could not come back byte for byte.
      .refine((text) => !LONE_SURROGATE.test(text), "content must be well-formed Unicode (no lone surrogates)"),
    description: z.string().min(1).max(500).optional().openapi({ description: "Shown in the placeholder; extractive when omitted" }),
    type: MemoryTypeSchema.optional().openapi({ description: 'e.g. "command_output", "user_preference"; default "note"' }),
    conversation_id: IdSchema.optional().openapi({ description: "Provenance: must be a conversation of user_id" }),
    agent_id: IdSchema.optional(),
    metadata: MetadataSchema.optional(),
    ttl_seconds: z.number().int().min(1).max(MAX_TTL_SECONDS).optional().openapi({ description: "Gone (404) once it passes" }),
  })
  .strict()
  .openapi("StoreMemory");
export type StoreMemory = z.infer<typeof StoreMemorySchema>;

export const StoredMemorySchema = z
  .object({
    key: z.string(),
    ref: z.string().openapi({ example: "[MemoryRef: mem_3f1c… - bash output: npm install - 2340 tokens]" }),
    token_count: z.number().int(),
    content_bytes: z.number().int(),
    created_at: z.string(),
    expires_at: z.string().nullable(),
  })
  .openapi("StoredMemory");
export type StoredMemory = z.infer<typeof StoredMemorySchema>;

export const MAX_RANGE_BYTES = 16 * 1024 * 1024;

/** Range fields as JSON numbers (MCP arguments); the REST query form coerces strings to these. */
const rangeFields = {
  offset: z.number().int().min(0).optional().openapi({ description: "Byte offset (snapped forward to a character start)" }),
  length: z
    .number()
    .int()
    .min(4)
    .max(MAX_RANGE_BYTES)
    .optional()
    .openapi({ description: "Bytes to read from offset (at least 4, so every page holds a character)" }),
  from_line: z.number().int().min(1).optional().openapi({ description: "First line (1-based)" }),
  to_line: z.number().int().min(1).optional().openapi({ description: "Last line, inclusive" }),
};

type RangeInput = { offset?: number; length?: number; from_line?: number; to_line?: number };

export function checkRange(value: RangeInput, ctx: z.RefinementCtx): void {
  const bytes = value.offset !== undefined || value.length !== undefined;
  const lines = value.from_line !== undefined || value.to_line !== undefined;
  if (bytes && lines) ctx.addIssue({ code: "custom", path: ["from_line"], message: "ask for a byte range or a line range, not both" });
  if (value.from_line !== undefined && value.to_line !== undefined && value.to_line < value.from_line) {
    ctx.addIssue({ code: "custom", path: ["to_line"], message: "to_line must not be below from_line" });
  }
}

export type ReadRange =
  { unit: "bytes"; offset: number; length: number | null } | { unit: "lines"; fromLine: number; toLine: number | null } | null;

export function readRangeOf(value: RangeInput): ReadRange {
  if (value.offset !== undefined || value.length !== undefined)
    return { unit: "bytes", offset: value.offset ?? 0, length: value.length ?? null };
  if (value.from_line !== undefined || value.to_line !== undefined)
    return { unit: "lines", fromLine: value.from_line ?? 1, toLine: value.to_line ?? null };
  return null;
}

export const RetrieveMemoryInputSchema = z
  .object({ key: MemoryKeySchema, ...rangeFields })
  .strict()
  .superRefine(checkRange)
  .openapi("RetrieveMemory");

export const ContentRangeSchema = z
  .discriminatedUnion("unit", [
    z.object({
      unit: z.literal("bytes"),
      offset: z.number().int(),
      length: z.number().int(),
      next_offset: z.number().int().nullable(),
    }),
    z.object({
      unit: z.literal("lines"),
      from_line: z.number().int(),
      to_line: z.number().int(),
      next_line: z.number().int().nullable(),
    }),
  ])
  .openapi("ContentRange");

export const MemorySchema = z
  .object({
    key: z.string(),
    ref: z.string(),
    user_id: z.string(),
    agent_id: z.string().nullable(),
    conversation_id: z.string().nullable(),
    source_seq: z.number().int().nullable(),
    type: z.string(),
    origin: z.enum(["api", "offload"]),
    description: z.string(),
    summary: z.string().nullable(),
    metadata: MetadataSchema,
    token_count: z.number().int(),
    content_bytes: z.number().int(),
    line_count: z.number().int(),
    created_at: z.string(),
    expires_at: z.string().nullable(),
    content: z.string(),
    range: ContentRangeSchema.nullable().openapi({ description: "null: content is the whole memory" }),
  })
  .openapi("Memory");
export type MemoryView = z.infer<typeof MemorySchema>;

export const DeletedMemorySchema = z.object({ key: z.string(), deleted: z.literal(true) }).openapi("DeletedMemory");
