import { z } from "@hono/zod-openapi";
import type { Expansion } from "../../context/items";
import { CONTEXT_STRATEGIES } from "../../context/defaults";
import { StoredMessageSchema } from "./messages";
import { flagParam } from "./params";
import { SearchResultSchema } from "./search";
import { CompactionReportSchema, InjectedItemSchema, StrategySummarySchema } from "./shaping";

/** The context a model is sent: the query that asks for it and its three formats (json, openai, text). */
export const ContextQuerySchema = z.object({
  budget_tokens: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .optional()
    .openapi({
      param: { name: "budget_tokens", in: "query" },
      description:
        "Token budget of the whole context (summary, messages, memories, instructions); no default: without it nothing is dropped for size, except under the tiered strategy, which plans under its own limit",
      example: 4000,
    }),
  query: z
    .string()
    .min(1)
    .max(4000)
    .optional()
    .openapi({
      param: { name: "query", in: "query" },
      description:
        "What to retrieve long-term memories and facts for; default: the newest user turn (when auto_retrieval is on in the settings)",
      example: "where does the user live?",
    }),
  preview: flagParam(
    "preview",
    "true: a read with no side effects (the inspector's): a pending screen context is shown but stays pending for the agent's next context, and no compaction job is started. Default false",
  ),
  format: z
    .enum(["json", "openai", "text", "anthropic"])
    .default("json")
    .openapi({
      param: { name: "format", in: "query" },
      description:
        "json (default): the context's parts; openai: `messages` ready for chat.completions.create; text: one text block; anthropic: `system` and `messages` for the Messages API, a cache_control breakpoint at the end of the stable part",
    }),
  compaction: z
    .enum(["now"])
    .optional()
    .openapi({
      param: { name: "compaction", in: "query" },
      description:
        "now: this read is a compaction point (adopts the newest completed summary, refreshes pinned instructions and user facts); default: only at the high-water mark",
    }),
  cache_stable: z
    .enum(["true", "false"])
    .optional()
    .openapi({
      param: { name: "cache_stable", in: "query" },
      description:
        "false: today's behaviour, the freshest summary on every read; default: the conversation's `cache_stable` setting (true unless changed)",
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
export type ExpansionFields = z.infer<typeof ExpansionSchema> extends Expansion ? true : never;

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

export const CacheHintsSchema = z
  .object({
    stable_prefix_tokens: z
      .number()
      .int()
      .openapi({ description: "Tokens of the stable part: the next rendering repeats it byte for byte until a compaction point" }),
    stable_prefix_hash: z
      .string()
      .openapi({ description: "SHA-256 of the stable part's serialization (16 hex digits): equal across reads while it is unchanged" }),
    compacted_at_seq: z.number().int().nullable().openapi({ description: "The last seq when the last compaction point was taken" }),
    next_compaction_in_tokens: z
      .number()
      .int()
      .openapi({ description: "Tokens the context may still grow before the high-water mark makes a compaction point" }),
  })
  .nullable()
  .openapi("ContextCacheHints", {
    description: "Null when the context is not cache-stable (cache_stable=false, or a strategy other than sliding-window)",
  });

const CacheControlSchema = z.object({ type: z.literal("ephemeral") });
const AnthropicBlockSchema = z.union([
  z.object({ type: z.literal("text"), text: z.string(), cache_control: CacheControlSchema.optional() }),
  z.object({
    type: z.literal("image"),
    source: z.object({ type: z.literal("url"), url: z.string() }),
    cache_control: CacheControlSchema.optional(),
  }),
  z.object({
    type: z.literal("tool_use"),
    id: z.string(),
    name: z.string(),
    input: z.unknown(),
    cache_control: CacheControlSchema.optional(),
  }),
  z.object({ type: z.literal("tool_result"), tool_use_id: z.string(), content: z.string(), cache_control: CacheControlSchema.optional() }),
]);

export const AnthropicContextSchema = z
  .object({
    system: z
      .array(z.object({ type: z.literal("text"), text: z.string(), cache_control: CacheControlSchema.optional() }))
      .openapi({ description: "Pass as `system` to messages.create" }),
    messages: z
      .array(z.object({ role: z.enum(["user", "assistant"]), content: z.array(AnthropicBlockSchema) }))
      .openapi({ description: "Pass as `messages` to messages.create" }),
    token_count: z.number().int(),
    layers: z.array(LayerSchema),
    cache: CacheHintsSchema,
  })
  .openapi("AnthropicContext");

export const OpenAiContextSchema = z
  .object({
    messages: z.array(ChatMessageSchema).openapi({ description: "Pass unchanged as `messages` to chat.completions.create" }),
    token_count: z.number().int(),
    layers: z.array(LayerSchema),
    cache: CacheHintsSchema,
  })
  .openapi("OpenAiContext");

export const TextContextSchema = z
  .object({ text: z.string(), token_count: z.number().int(), layers: z.array(LayerSchema), cache: CacheHintsSchema })
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
    recalled: z
      .array(z.object({ seq: z.number().int(), text: z.string(), token_count: z.number().int(), items: z.array(z.string()) }))
      .optional()
      .openapi({
        description:
          "Cache-stable contexts: what was recalled for each turn since the last compaction point, as served (quoted data, placed right before message `seq`); the last one, for the turn being answered, is replaced by another read",
      }),
    cache: CacheHintsSchema.optional(),
  })
  .openapi("Context");
