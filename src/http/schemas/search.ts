import { z } from "@hono/zod-openapi";
import { queryParam } from "./params";
import { IdSchema } from "../../lib/ids";
import { MetadataSchema } from "../../lib/ids";
import { SearchTypeSchema } from "../../search/query";
import type { RetrievedItem } from "../../search/query";

export const SourceSchema = z.object({ conversation_id: z.string(), seq: z.number().int() }).openapi("Source");

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
/** The view must infer to the domain's retrieved item. */
export type SearchResultFields = z.infer<typeof SearchResultSchema> extends RetrievedItem ? true : never;

export const SearchResponseSchema = z.object({ results: z.array(SearchResultSchema) }).openapi("SearchResponse");

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
