import { z } from "@hono/zod-openapi";
import { pathParam } from "./params";
import { IdSchema } from "../../lib/ids";
import {
  AUTOCOMPACT_STATES,
  COMPACTION_STEPS,
  INJECTED_ITEM_TYPES,
  STRATEGY_SUMMARY_KINDS,
  type CompactionReport,
  type InjectedItem,
  type StrategySummary,
} from "../../context/items";

/** One block the agent should see besides the messages (usually in its system prompt). */
export const InjectedItemSchema = z
  .object({
    type: z
      .enum(INJECTED_ITEM_TYPES)
      .openapi({ description: "task: the conversation's first user turn, pinned (context_budget.pin_task)" }),
    content: z.string(),
    token_count: z.number().int(),
    scope: z.enum(["tenant", "user", "agent"]).optional(),
    name: z.string().optional(),
    id: z.string().optional(),
    key: z.string().optional(),
  })
  .openapi("InjectedItem");
export type InjectedItemFields = z.infer<typeof InjectedItemSchema> extends InjectedItem ? true : never;

export const CompactionStepSchema = z
  .object({
    step: z.enum(COMPACTION_STEPS),
    tokens_before: z.number().int(),
    tokens_after: z.number().int(),
    messages_affected: z.number().int(),
  })
  .openapi("CompactionStep");
export type CompactionStepView = z.infer<typeof CompactionStepSchema>;

export const CompactionReportSchema = z
  .object({
    steps: z.array(CompactionStepSchema),
    autocompact: z.enum(AUTOCOMPACT_STATES).openapi({
      description:
        "not_needed: under the threshold after steps 1-3; enqueued: a summary job was queued by this request; in_flight: one is running; circuit_open: stopped after repeated failures; wanted: (state preview only) a request would queue one",
    }),
    budget_tokens: z.number().int(),
    autocompact_threshold_tokens: z.number().int(),
    summary_through_seq: z.number().int().nullable(),
  })
  .openapi("CompactionReport");
export type CompactionReportFields = z.infer<typeof CompactionReportSchema> extends CompactionReport ? true : never;

export const StrategySummarySchema = z
  .object({
    kind: z.enum(STRATEGY_SUMMARY_KINDS),
    text: z.string(),
    bytes: z.number().int(),
    token_count: z.number().int(),
  })
  .openapi("StrategySummary");
export type StrategySummaryFields = z.infer<typeof StrategySummarySchema> extends StrategySummary ? true : never;

const JsonObjectSchema = z.record(z.string(), z.unknown());

export const ToolCachePutSchema = z
  .object({
    tool_name: z.string().min(1).max(256),
    parameters: JsonObjectSchema.default({}),
    result: z.string().max(1_000_000),
    duration: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .openapi({ description: "How many finished exchanges the result stays valid (seed 001's llm_cache_duration, > 0)" }),
    call_id: z.string().min(1).max(256).optional(),
  })
  .strict()
  .openapi("ToolCachePut");

export const ToolCacheLookupSchema = z
  .object({ tool_name: z.string().min(1).max(256), parameters: JsonObjectSchema.default({}) })
  .strict()
  .openapi("ToolCacheLookup");

export const ToolCacheEntrySchema = z
  .object({
    key: z.string(),
    tool_name: z.string(),
    parameters: JsonObjectSchema,
    result: z.string(),
    remaining_duration: z.number().int(),
    original_duration: z.number().int(),
    call_id: z.string().nullable(),
    cached_at: z.string(),
    hits: z.number().int(),
  })
  .openapi("ToolCacheEntry");

export const ToolCacheLookupResultSchema = z
  .object({ hit: z.boolean(), key: z.string(), entry: ToolCacheEntrySchema.nullable() })
  .openapi("ToolCacheLookupResult");

export const ToolCacheListSchema = z
  .object({ conversation_id: z.string(), entries: z.array(ToolCacheEntrySchema) })
  .openapi("ToolCacheList");

export const CacheKeyParamsSchema = z.object({
  conversation_id: pathParam(IdSchema, "conversation_id", "The conversation's id"),
  key: pathParam(
    z.string().regex(/^[0-9a-f]{32}$/, "a cache key is 32 hex characters"),
    "key",
    "The cache key (32 hex characters, from the entry or a lookup)",
  ),
});

export const ScreenContextSchema = z
  .object({
    content: z.string().min(1).max(100_000),
    tool_results: z
      .array(
        z
          .object({
            tool_name: z.string().min(1).max(256),
            parameters: JsonObjectSchema.default({}),
            result: z.string().max(1_000_000),
            duration: z.number().int().min(1).max(10_000),
          })
          .strict(),
      )
      .max(50)
      .default([]),
  })
  .strict()
  .openapi("ScreenContext");

export const ScreenContextResultSchema = z
  .object({ conversation_id: z.string(), injected: z.literal(false), cached: z.array(ToolCacheEntrySchema) })
  .openapi("ScreenContextResult");

export const WorkingMemoryPatchSchema = JsonObjectSchema.openapi("WorkingMemoryPatch", {
  description: "A JSON Merge Patch (RFC 7396): null removes a key",
});

export const WorkingMemorySchema = z
  .object({
    conversation_id: z.string(),
    state: JsonObjectSchema,
    schema: z.unknown().nullable(),
    version: z.number().int(),
    updated_at: z.string().nullable(),
  })
  .openapi("WorkingMemory");

export const WorkingSchemaPutSchema = z
  .object({ schema: z.union([JsonObjectSchema, z.boolean()]) })
  .strict()
  .openapi("WorkingMemorySchemaPut");

export const CompactResultSchema = z
  .object({
    conversation_id: z.string(),
    compacted: z.boolean(),
    reason: z.string().optional(),
    through_seq: z.number().int().optional(),
    method: z.string().optional(),
    llm_error: z.string().nullable().optional(),
  })
  .openapi("CompactResult");

export const ConversationStateSchema = z
  .object({
    conversation_id: z.string(),
    strategy: z.string(),
    exchanges: z.object({
      count: z.number().int(),
      items: z.array(
        z.object({
          question: z.string(),
          question_seq: z.number().int(),
          answer: z.string(),
          answer_seq: z.number().int(),
          answer_bytes: z.number().int(),
          summarized: z.boolean(),
        }),
      ),
      summary: z.object({ text: z.string(), bytes: z.number().int() }),
      compressions: z.object({ llm: z.number().int(), truncation: z.number().int(), total: z.number().int() }),
      compression_job_id: z.string().nullable(),
    }),
    rolling_summary: z.object({ text: z.string(), lines: z.number().int() }),
    cache: z.object({ count: z.number().int(), entries: z.array(ToolCacheEntrySchema) }),
    context_keys: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    working_memory: WorkingMemorySchema.omit({ conversation_id: true }),
    screen_context: z.object({ provided: z.boolean(), injected: z.boolean(), injected_at: z.string().nullable() }),
    compaction: z.object({
      summary: z
        .object({
          text: z.string(),
          through_seq: z.number().int(),
          token_count: z.number().int(),
          created_at: z.string(),
          method: z.string(),
        })
        .nullable(),
      count: z.number().int(),
      consecutive_failures: z.number().int(),
      circuit_open: z.boolean(),
      job: z.object({ id: z.string(), reactive: z.boolean(), deadline: z.string() }).nullable(),
    }),
    offloads: z.array(z.object({ seq: z.number().int(), key: z.string(), status: z.string(), token_count: z.number().int() })),
    agent_receives: z.object({
      message_count: z.number().int(),
      token_count: z.number().int(),
      messages: z.array(z.unknown()),
      injected: z.array(InjectedItemSchema),
    }),
  })
  .openapi("ConversationState");
