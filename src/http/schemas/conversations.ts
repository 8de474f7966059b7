import { z } from "@hono/zod-openapi";
import { CONTEXT_STRATEGIES } from "../../context/defaults";
import { StoredMessageSchema } from "./messages";
import { SearchResultSchema } from "./search";
import { ConversationSettingsSchema } from "./settings";
import { CompactionReportSchema, InjectedItemSchema, StrategySummarySchema } from "./shaping";

const seqParam = (name: string) =>
  z.coerce.number().int().min(0).optional().openapi({ param: { name, in: "query" } });

export const MessagesQuerySchema = z.object({
  from_seq: seqParam("from_seq"),
  to_seq: seqParam("to_seq"),
  limit: z.coerce.number().int().min(1).max(1000).default(200).openapi({ param: { name: "limit", in: "query" } }),
});

export const MessagesPageSchema = z
  .object({ conversation_id: z.string(), messages: z.array(StoredMessageSchema), next_from_seq: z.number().int().nullable() })
  .openapi("MessagesPage");

export const ContextQuerySchema = z.object({
  budget_tokens: z.coerce.number().int().min(1).max(10_000_000).optional().openapi({ param: { name: "budget_tokens", in: "query" } }),
  query: z.string().min(1).max(4000).optional().openapi({ param: { name: "query", in: "query" } }),
});
export type ContextQuery = z.infer<typeof ContextQuerySchema>;

export const SummaryViewSchema = z
  .object({
    memory_id: z.number().int(),
    text: z.string(),
    start_seq: z.number().int(),
    end_seq: z.number().int(),
    token_count: z.number().int(),
  })
  .openapi("Summary");

export const ContextSchema = z
  .object({
    conversation_id: z.string(),
    summary: SummaryViewSchema.nullable(),
    messages: z.array(StoredMessageSchema),
    memories: z.array(SearchResultSchema).openapi({
      description: "With `query`: long-term memories and older history relevant to it, within the budget",
    }),
    injected: z.array(InjectedItemSchema).openapi({ description: "Pinned instructions (tenant, user, agent), current context keys, working memory, screen context, cached tool results; counted against the budget first" }),
    token_count: z.number().int(),
    full_token_count: z.number().int(),
    budget_tokens: z.number().int().nullable(),
    source: z.enum(["memory", "raw"]).openapi({ description: "memory: latest completed summary + gap messages; raw: no summary ready yet" }),
    dropped_messages: z.number().int(),
    strategy: z.enum(CONTEXT_STRATEGIES),
    strategy_summary: StrategySummarySchema.nullable().openapi({ description: "The rolling-lines, exchanges or compaction summary, when the strategy keeps one (seed 002's summary is `summary`)" }),
    compaction: CompactionReportSchema.nullable().openapi({ description: "What the tiered strategy did (null for the other strategies)" }),
    retrieval: z
      .object({
        performed: z.boolean(),
        intent: z.enum(["concrete", "vague"]),
        reason: z.string(),
        method: z.enum(["heuristic", "llm"]),
      })
      .nullable()
      .openapi({ description: "Seed 003's intent check for `query` (null without one): whether retrieval ran and why" }),
  })
  .openapi("Context");

export const MemoryChainEntrySchema = z
  .object({
    memory_id: z.number().int(),
    memory_text: z.string().nullable(),
    start_sequence: z.number().int(),
    end_sequence: z.number().int(),
    base_memory_id: z.number().int().nullable(),
    base_end_seq: z.number().int().nullable(),
    status: z.enum(["processing", "completed", "failed"]),
    error: z.string().nullable(),
    generation_time_ms: z.number().int().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .openapi("MemoryChainEntry");

export const MemoryChainSchema = z
  .object({ conversation_id: z.string(), memories: z.array(MemoryChainEntrySchema) })
  .openapi("MemoryChain");

export const ConversationStatusSchema = z
  .object({
    conversation_id: z.string(),
    user_id: z.string(),
    last_seq: z.number().int(),
    message_count: z.number().int(),
    full_token_count: z.number().int(),
    summary: z
      .object({ memory_id: z.number().int(), start_seq: z.number().int(), end_seq: z.number().int(), token_count: z.number().int() })
      .nullable(),
    job: z
      .object({
        memory_id: z.number().int().nullable(),
        start_seq: z.number().int(),
        end_seq: z.number().int(),
        base_memory_id: z.number().int().nullable(),
        deadline: z.string(),
      })
      .nullable(),
    consecutive_failures: z.number().int(),
    circuit_open: z.boolean(),
    settings: ConversationSettingsSchema,
  })
  .openapi("ConversationStatus");

export const TriggerResultSchema = z
  .object({ triggered: z.boolean(), reason: z.string().optional(), memory_id: z.number().int().optional() })
  .openapi("TriggerResult");

export const DeleteConversationResultSchema = z
  .object({
    conversation_id: z.string(),
    deleted_messages: z.number().int(),
    deleted_memories: z.number().int(),
    deleted_offloads: z.number().int().openapi({ description: "Contents offloaded from its messages (R2 objects, rows, vectors)" }),
  })
  .openapi("DeleteConversationResult");
