import { z } from "@hono/zod-openapi";
import { CONTEXT_STRATEGIES } from "../../context/defaults";
import { StoredMessageSchema } from "./messages";
import { SearchResultSchema } from "./search";
import { ConversationSettingsSchema } from "./settings";
import { CompactionReportSchema, InjectedItemSchema, StrategySummarySchema } from "./shaping";

const seqParam = (name: string) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ param: { name, in: "query" } });

export const MessagesQuerySchema = z.object({
  from_seq: seqParam("from_seq"),
  to_seq: seqParam("to_seq"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(200)
    .openapi({ param: { name: "limit", in: "query" } }),
  order: z
    .enum(["asc", "desc"])
    .default("asc")
    .openapi({
      param: { name: "order", in: "query" },
      description:
        "asc (default): oldest first, continue with `next_from_seq`. desc: newest first (the last `limit` messages), continue with `next_to_seq`",
    }),
});

export const MessagesPageSchema = z
  .object({
    conversation_id: z.string(),
    messages: z.array(StoredMessageSchema),
    next_from_seq: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "order=asc: the from_seq of the next page (null when there is none, and always with order=desc)" }),
    next_to_seq: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "order=desc: the to_seq of the next (older) page (null when there is none, and always with order=asc)" }),
  })
  .openapi("MessagesPage");

export const TruncateQuerySchema = z.object({
  from_seq: z.coerce
    .number()
    .int()
    .min(0)
    .openapi({
      param: { name: "from_seq", in: "query" },
      description: "The first seq to remove: every message with seq >= from_seq goes (last_seq + 1 removes nothing)",
    }),
});

export const TruncateResultSchema = z
  .object({
    conversation_id: z.string(),
    from_seq: z.number().int(),
    deleted_messages: z.number().int(),
    last_seq: z
      .number()
      .int()
      .openapi({ description: "The conversation's last seq now; the next message appended gets last_seq + 1 (seqs are reused)" }),
    deleted_summaries: z.number().int().openapi({ description: "Summary rows (and jobs in flight) that covered removed messages" }),
    deleted_offloads: z.number().int().openapi({ description: "Contents offloaded from removed messages" }),
    summary: z.object({ memory_id: z.number().int(), start_seq: z.number().int(), end_seq: z.number().int() }).nullable().openapi({
      description:
        "The summary the conversation falls back to (the last one that covers only kept messages); the next summary builds on it",
    }),
  })
  .openapi("TruncateResult");

export const ContextQuerySchema = z.object({
  budget_tokens: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .optional()
    .openapi({ param: { name: "budget_tokens", in: "query" } }),
  query: z
    .string()
    .min(1)
    .max(4000)
    .optional()
    .openapi({ param: { name: "query", in: "query" } }),
  format: z
    .enum(["json", "openai", "text"])
    .default("json")
    .openapi({
      param: { name: "format", in: "query" },
      description: "json (default): the context's parts; openai: `messages` ready for chat.completions.create; text: one text block",
    }),
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

export const LayerSchema = z
  .object({
    kind: z.enum(["pinned", "working_state", "user_facts", "summary", "retrieval", "recent"]),
    token_count: z.number().int(),
    items: z.array(z.string()).openapi({
      description:
        "What the layer holds: seq:N for messages, summary:N, memory keys and msg: keys for retrieved items, ids of injected items",
    }),
  })
  .openapi("ContextLayer");

export const ExpansionSchema = z
  .object({
    key: z.string(),
    seq: z.number().int(),
    reason: z.string(),
    method: z.enum(["heuristic", "llm"]),
    token_count: z.number().int(),
    partial: z.boolean().openapi({ description: "Only the beginning of the content fit the budget" }),
  })
  .openapi("MemoryRefExpansion");
export type Expansion = z.infer<typeof ExpansionSchema>;

const ChatMessageSchema = z
  .object({
    role: z.enum(["system", "developer", "user", "assistant", "tool"]),
    content: z
      .union([
        z.string(),
        z.array(
          z.union([
            z.object({ type: z.literal("text"), text: z.string() }),
            z.object({
              type: z.literal("image_url"),
              image_url: z.object({ url: z.string(), detail: z.enum(["auto", "low", "high"]).optional() }),
            }),
          ]),
        ),
      ])
      .nullable()
      .openapi({ description: "Text; a user message sent with images is its parts, as chat APIs take them" }),
    name: z.string().optional(),
    tool_calls: z
      .array(z.object({ id: z.string(), type: z.literal("function"), function: z.object({ name: z.string(), arguments: z.string() }) }))
      .optional(),
    tool_call_id: z.string().optional(),
  })
  .openapi("ChatMessage");

export const OpenAiContextSchema = z
  .object({
    messages: z.array(ChatMessageSchema).openapi({ description: "Pass unchanged as `messages` to chat.completions.create" }),
    token_count: z.number().int(),
    layers: z.array(LayerSchema),
  })
  .openapi("OpenAiContext");

export const TextContextSchema = z
  .object({ text: z.string(), token_count: z.number().int(), layers: z.array(LayerSchema) })
  .openapi("TextContext");

export const ContextSchema = z
  .object({
    conversation_id: z.string(),
    summary: SummaryViewSchema.nullable(),
    messages: z.array(StoredMessageSchema),
    memories: z.array(SearchResultSchema).openapi({
      description: "With `query`: long-term memories and older history relevant to it, within the budget",
    }),
    user_facts: z
      .object({
        text: z.string().openapi({ description: "The section to put in the prompt: each fact quoted, as data" }),
        facts: z.array(z.object({ id: z.string(), type: z.string(), topic: z.string(), text: z.string(), valid_from: z.string() })),
        token_count: z.number().int(),
      })
      .nullable()
      .openapi({
        description:
          "The user layer: the user's current, unflagged facts, most relevant first, within a share of the budget; counted in token_count. Null when the setting `user_facts` is off or there are none",
      }),
    injected: z.array(InjectedItemSchema).openapi({
      description:
        "Pinned instructions (tenant, user, agent), current context keys, working memory, screen context, cached tool results; counted against the budget first",
    }),
    token_count: z.number().int(),
    full_token_count: z.number().int(),
    budget_tokens: z.number().int().nullable(),
    source: z
      .enum(["memory", "raw"])
      .openapi({ description: "memory: latest completed summary + gap messages; raw: no summary ready yet" }),
    dropped_messages: z.number().int(),
    strategy: z.enum(CONTEXT_STRATEGIES),
    strategy_summary: StrategySummarySchema.nullable().openapi({
      description: "The rolling-lines, exchanges or compaction summary, when the strategy keeps one (seed 002's summary is `summary`)",
    }),
    compaction: CompactionReportSchema.nullable().openapi({ description: "What the tiered strategy did (null for the other strategies)" }),
    retrieval: z
      .object({
        performed: z.boolean(),
        intent: z.enum(["concrete", "vague"]),
        reason: z.string(),
        method: z.enum(["heuristic", "llm"]),
        decided_by: z.enum(["llm", "heuristic", "timeout"]).openapi({
          description:
            "Who decided: the LLM, the heuristic (no LLM configured, or it failed), or the heuristic because the LLM gave no answer within SEARCH_INTENT_TIMEOUT_MS (default 300)",
        }),
        query_source: z.enum(["query", "newest_user_turn"]).optional(),
      })
      .nullable()
      .openapi({
        description:
          "Seed 003's intent check for `query`, or for the newest user turn (context_budget.auto_retrieval); null when neither applied",
      }),
    layers: z.array(LayerSchema).openapi({ description: "What each layer of the context cost, and its items" }),
    expansions: z.array(ExpansionSchema).openapi({ description: "Placeholders expanded inline because the turn needs their content" }),
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
    archived: z.boolean().openapi({ description: "true: pruned from D1 by the sweep, read from the R2 archive" }),
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
    breaker: z
      .object({
        state: z.enum(["closed", "open", "half_open"]).openapi({
          description:
            "closed: summaries run; open: stopped after consecutive failures until next_trial_at; half_open: the cooldown is over and the next trigger (an append or the alarm) runs one trial job",
        }),
        next_trial_at: z.string().nullable().openapi({ description: "When the open breaker lets its trial through (null unless open)" }),
        cooldown_seconds: z
          .number()
          .int()
          .nullable()
          .openapi({ description: "The cooldown in force (doubles after each failed trial, capped); null while closed" }),
      })
      .openapi("SummaryBreaker"),
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
