import { z } from "@hono/zod-openapi";
import { IdSchema, UserIdSchema } from "../lib/ids";

/**
 * Search's domain: the query a caller may send (shared by the REST route and the MCP tool,
 * which validate with it) and the retrieved item it answers with.
 */
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
/** A search as a caller sends it (REST body, MCP arguments): validated with the schema above. */
export type SearchRequest = z.input<typeof SearchRequestSchema>;
/**
 * A search as the service runs it: validated, its defaults filled. In-process callers (the
 * context's retrieval) build one directly, for a user they have already authorized.
 */
export type SearchQuery = z.output<typeof SearchRequestSchema>;

/** Where a retrieved item came from: a conversation turn. */
export interface Source {
  conversation_id: string;
  seq: number;
}

/** A retrieved item: one search hit (a turn, a summary, a memory or a fact), with its provenance. */
export interface RetrievedItem {
  /** The memory key for memories; msg:/summary:/fact: keys for the others. */
  key: string;
  score: number;
  type: SearchType;
  memory_type: string | null;
  summary: string | null;
  content: string | null;
  sources: Source[];
  metadata: Record<string, unknown>;
  created_at: string;
  token_count: number;
  role: string | null;
  name: string | null;
}
