/**
 * What a context carries besides its turns and retrieved items, as the domain holds it (the
 * API's schemas in src/http/schemas/shaping.ts and context.ts are views of these).
 */

export const INJECTED_ITEM_TYPES = [
  "pinned_instruction",
  "context_keys",
  "working_memory",
  "screen_context",
  "cached_tool_result",
  "task",
] as const;

/** One block the agent should see besides the messages (usually in its system prompt). */
export interface InjectedItem {
  type: (typeof INJECTED_ITEM_TYPES)[number];
  content: string;
  token_count: number;
  scope?: "tenant" | "user" | "agent";
  name?: string;
  id?: string;
  key?: string;
}

export const COMPACTION_STEPS = ["tool_result_budgeting", "snip", "microcompact", "overflow_trim"] as const;
export const AUTOCOMPACT_STATES = ["not_needed", "enqueued", "in_flight", "circuit_open", "wanted"] as const;

/** What seed 004's tiered strategy did to one context. */
export interface CompactionReport {
  steps: Array<{ step: (typeof COMPACTION_STEPS)[number]; tokens_before: number; tokens_after: number; messages_affected: number }>;
  autocompact: (typeof AUTOCOMPACT_STATES)[number];
  budget_tokens: number;
  autocompact_threshold_tokens: number;
  summary_through_seq: number | null;
}

export const STRATEGY_SUMMARY_KINDS = ["rolling_summary", "exchanges_summary", "compaction_summary"] as const;

/** The rolling-lines / exchanges / compaction summary, when the strategy has one. */
export interface StrategySummary {
  kind: (typeof STRATEGY_SUMMARY_KINDS)[number];
  text: string;
  bytes: number;
  token_count: number;
}

/** A `[MemoryRef: ...]` placeholder expanded inline because the turn being answered needs it. */
export interface Expansion {
  key: string;
  seq: number;
  reason: string;
  method: "heuristic" | "llm";
  token_count: number;
  /** Only the beginning of the content fit the budget. */
  partial: boolean;
}
