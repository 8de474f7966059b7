import { z } from "@hono/zod-openapi";
import { queryParam } from "./params";
import { IdSchema, UserIdSchema } from "./common";
import { MetadataSchema } from "./messages";

export const MAX_QUERY_CHARS = 2000;
export const MAX_SEARCH_LIMIT = 100;

export const SearchTypeSchema = z.enum(["message", "summary", "memory", "fact"]).openapi({
  description:
    "message: a conversation turn; summary: a completed rolling summary; memory: a long-term memory; fact: a current user fact (only when named in `types`)",
});
export type SearchType = z.infer<typeof SearchTypeSchema>;

const isoInstant = z.iso.datetime({ offset: true });

export const TimeRangeSchema = z
  .object({ from: isoInstant.optional(), to: isoInstant.optional() })
  .strict()
  .refine((range) => range.from === undefined || range.to === undefined || Date.parse(range.from) <= Date.parse(range.to), {
    message: "time_range.from must not be after time_range.to",
  })
  .openapi("TimeRange");

export const SearchRequestSchema = z
  .object({
    user_id: UserIdSchema.optional().openapi({ description: "A user-limited key may only name its own user (or none)" }),
    query: z.string().trim().min(1, "query must not be empty").max(MAX_QUERY_CHARS),
    limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(10),
    conversation_id: IdSchema.optional(),
    types: z.array(SearchTypeSchema).min(1).max(4).optional(),
    time_range: TimeRangeSchema.optional(),
  })
  .strict()
  .openapi("SearchRequest");
export type SearchRequest = z.input<typeof SearchRequestSchema>;
export type ParsedSearchRequest = z.output<typeof SearchRequestSchema>;

export const SourceSchema = z.object({ conversation_id: z.string(), seq: z.number().int() }).openapi("Source");
export type Source = z.infer<typeof SourceSchema>;

export const SearchResultSchema = z
  .object({
    key: z.string().openapi({ description: "memory key for memories; msg:/summary: keys for history" }),
    score: z.number(),
    type: SearchTypeSchema,
    memory_type: z.string().nullable(),
    summary: z.string().nullable(),
    content: z.string().nullable(),
    sources: z.array(SourceSchema),
    metadata: MetadataSchema,
    created_at: z.string(),
    token_count: z.number().int(),
    role: z.string().nullable(),
    name: z.string().nullable(),
  })
  .openapi("SearchResult");
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({ results: z.array(SearchResultSchema) }).openapi("SearchResponse");
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const IndexStatusQuerySchema = z.object({
  conversation_id: queryParam(IdSchema, "conversation_id", "The conversation whose index status to report"),
});

export const IndexStatusSchema = z
  .object({
    conversation_id: z.string(),
    messages: z.number().int().openapi({ description: "messages of the conversation in the search index" }),
    last_indexed_seq: z.number().int().nullable(),
    summaries: z.number().int(),
    memories: z.number().int().openapi({ description: "long-term memories linked to the conversation" }),
  })
  .openapi("IndexStatus");
export type IndexStatus = z.infer<typeof IndexStatusSchema>;

const SeqRangeSchema = z.object({ from_seq: z.number().int(), to_seq: z.number().int() });

/** GET /v1/conversations/{id}/index-status: the indexer's confirmed progress, from the object. */
export const ConversationIndexStatusSchema = z
  .object({
    conversation_id: z.string(),
    last_seq: z.number().int().openapi({ description: "the conversation's last message seq (-1 when empty)" }),
    indexed_through_seq: z
      .number()
      .int()
      .openapi({ description: "every message up to this seq is confirmed written to the search index (-1: none yet)" }),
    pending: SeqRangeSchema.nullable().openapi({ description: "messages not yet confirmed indexed (queued, retrying or to be re-sent)" }),
    failed: SeqRangeSchema.extend({ reason: z.string(), failed_at: z.string() }).nullable().openapi({
      description:
        "the last index job given up on, until a later write covers it: its messages are sent again by the next append or the cron sweep",
    }),
  })
  .openapi("ConversationIndexStatus");
export type ConversationIndexStatus = z.infer<typeof ConversationIndexStatusSchema>;
