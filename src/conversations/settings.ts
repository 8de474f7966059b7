import { z } from "@hono/zod-openapi";
import { MIN_OFFLOAD_THRESHOLD_TOKENS } from "../contents/offload-rule";
import { CONTEXT_STRATEGIES } from "../context/defaults";
import { PRESET_NAMES } from "../context/presets";
import { IdSchema } from "../lib/ids";

const share = z.number().min(0).max(1);

/** The `context_budget` setting: how the context planner splits `budget_tokens` (src/context/budget.ts). */
export const ContextBudgetSchema = z
  .object({
    recent_share: share.openapi({
      description: "With retrieval: most the older recent turns may take (default 0.2); the turn being answered is always whole",
    }),
    summary_share: share.openapi({
      description: "With retrieval: the summary is sent only when it costs at most this share (default 0.15)",
    }),
    user_facts_share: share.openapi({ description: "User facts take at most this share, only when there are any (default 0.1)" }),
    task_max_share: share.openapi({ description: "The pinned first user turn is cut to this share when longer (default 0.15)" }),
    auto_retrieval: z
      .boolean()
      .openapi({ description: "Without `query`, a newest user turn is the query when the intent check says retrieve (default true)" }),
    pin_task: z.boolean().openapi({ description: "Keep the conversation's first user turn (its task) as a pinned item (default true)" }),
    expand_refs: z
      .boolean()
      .openapi({ description: "Expand a [MemoryRef: ...] inline when the turn being answered needs it (default true)" }),
  })
  .strict()
  .openapi("ContextBudget");
export type ContextBudget = z.infer<typeof ContextBudgetSchema>;

const toolName = z.string().min(1).max(256);
const keyName = z.string().min(1).max(128);

/** Per-conversation overrides of the deployment defaults (the seeds' numbers by default). */
export const ConversationSettingsSchema = z
  .object({
    // Seed 002: sliding-window summarization.
    window_size: z.number().int().min(2).max(1000),
    summarize_after_seq: z.number().int().min(1).max(100_000),
    job_timeout_seconds: z.number().int().min(10).max(86_400),
    max_consecutive_failures: z.number().int().min(1).max(100),
    breaker_cooldown_seconds: z.number().int().min(1).max(86_400).openapi({
      description:
        "How long the open summarization breaker waits before letting one trial job through (doubles after each failed trial, capped by SUMMARY_BREAKER_MAX_COOLDOWN_SECONDS)",
    }),
    // Which seed shapes the context.
    strategy: z
      .enum(CONTEXT_STRATEGIES)
      .openapi({ description: "sliding-window (seed 002, default), rolling-lines (seed 000), exchanges (seed 001), tiered (seed 004)" }),
    agent_id: IdSchema.nullable().openapi({ description: "Selects the agent-scope pinned instructions" }),
    // Seed 000: rolling-lines and tracked context keys.
    keep_last_messages: z.number().int().min(1).max(1000),
    rolling_summary_lines: z.number().int().min(1).max(100),
    user_brief_chars: z.number().int().min(1).max(10_000),
    action_brief_chars: z.number().int().min(1).max(10_000),
    preset: z.enum(PRESET_NAMES).nullable().openapi({
      description:
        "A named bundle filling `context_tools` and `context_keys` when they are not given explicitly. device-automation: seed 000's tools and keys. null (default): both lists empty",
    }),
    context_tools: z
      .array(toolName)
      .max(200)
      .openapi({ description: "Tools whose successful calls set context keys (default empty, or the preset's)" }),
    context_keys: z.array(keyName).max(100).openapi({
      description: "Argument names tracked as context keys and injected as a system-prompt block (default empty, or the preset's)",
    }),
    // Seed 001: exchanges.
    max_exchanges: z.number().int().min(1).max(1000),
    answer_max_bytes: z.number().int().min(16).max(1_000_000),
    answer_summary_bytes: z.number().int().min(8).max(1_000_000),
    summary_max_bytes: z.number().int().min(256).max(10_000_000),
    summary_target_bytes: z.number().int().min(128).max(10_000_000),
    // Seed 004: tiered compaction.
    context_window_tokens: z.number().int().min(1000).max(10_000_000),
    tool_result_max_chars: z.number().int().min(100).max(10_000_000),
    microcompact_max_chars: z.number().int().min(50).max(1_000_000),
    autocompact_trigger_ratio: z.number().min(0.1).max(1),
    autocompact_buffer_tokens: z.number().int().min(0).max(10_000_000),
    summary_reserve_tokens: z.number().int().min(100).max(10_000_000),
    keep_recent_messages: z.number().int().min(0).max(10_000),
    max_compact_failures: z.number().int().min(1).max(100),
    // Offload: contents over this many tokens are offloaded to the memory store (src/contents/offload-rule.ts).
    /** Contents over this many tokens are offloaded to the memory store (see src/contents/offload-rule.ts). */
    offload_threshold_tokens: z.number().int().min(MIN_OFFLOAD_THRESHOLD_TOKENS).max(100_000),
    // The user layer: the user's current facts in this conversation's context.
    user_facts: z.boolean().openapi({ description: "Carry the user's current facts in the context (`user_facts`); default true" }),
    context_budget: ContextBudgetSchema,
    // Issue 24: a context the model provider can cache (src/context/cache-state.ts).
    cache_stable: z.boolean().openapi({
      description:
        "Sliding-window contexts ordered stable -> volatile and append-only between compaction points, so providers bill the repeated prefix as cached (default true); false: the freshest summary on every read",
    }),
    compaction_high_water_percent: z.number().int().min(0).max(100).openapi({
      description: "A compaction point comes when the context would pass this percent of its budget (default 90)",
    }),
    compaction_low_water_percent: z.number().int().min(0).max(100).openapi({
      description:
        "A compaction lands the context at or below this percent of its budget where the budget allows (default 50); below the high-water mark",
    }),
    cache_default_budget_tokens: z.number().int().min(100).max(10_000_000).openapi({
      description: "The budget the marks apply to when a read gives no budget_tokens (default 8000)",
    }),
    cache_recall_percent: z.number().int().min(0).max(100).openapi({
      description:
        "Without `query`, what is recalled for a turn is kept for the rest of the cycle: it takes at most this percent of the budget (default 5)",
    }),
  })
  .strict()
  .openapi("ConversationSettings");
export type ConversationSettings = z.infer<typeof ConversationSettingsSchema>;

export const ConversationSettingsPatchSchema = ConversationSettingsSchema.extend({ context_budget: ContextBudgetSchema.partial().strict() })
  .partial()
  .strict()
  .openapi("ConversationSettingsPatch");
export type ConversationSettingsPatch = z.infer<typeof ConversationSettingsPatchSchema>;

/** A patch applied to stored overrides: `context_budget` is merged field by field. */
export function mergeSettingsPatch(
  stored: ConversationSettingsPatch | undefined,
  patch: ConversationSettingsPatch,
): ConversationSettingsPatch {
  const merged = { ...stored, ...patch };
  if (patch.context_budget || stored?.context_budget) merged.context_budget = { ...stored?.context_budget, ...patch.context_budget };
  return merged;
}

/** Rules between fields, checked on the merged settings before anything is stored. */
export function settingsProblems(s: ConversationSettings): string[] {
  const problems: string[] = [];
  if (s.answer_summary_bytes >= s.answer_max_bytes) problems.push("answer_summary_bytes must be below answer_max_bytes");
  if (s.summary_target_bytes >= s.summary_max_bytes) problems.push("summary_target_bytes must be below summary_max_bytes");
  if (s.summary_reserve_tokens >= s.context_window_tokens) problems.push("summary_reserve_tokens must be below context_window_tokens");
  if (s.autocompact_buffer_tokens >= s.context_window_tokens)
    problems.push("autocompact_buffer_tokens must be below context_window_tokens");
  if (s.compaction_low_water_percent >= s.compaction_high_water_percent)
    problems.push("compaction_low_water_percent must be below compaction_high_water_percent");
  const b = s.context_budget;
  if (b.recent_share + b.summary_share + b.user_facts_share + b.task_max_share > 1) {
    problems.push("context_budget: recent_share + summary_share + user_facts_share + task_max_share must not exceed 1");
  }
  return problems;
}
