/**
 * How a context's budget is split (the `context_budget` conversation setting). Shares are of
 * `budget_tokens`; what a layer leaves unused flows to the others. Defaults and reasons are in
 * docs/DESIGN.md ("Context budget planner").
 */
export interface ContextBudget {
  /** With retrieval: the most the older recent turns may take (the turn being answered is always whole). */
  recent_share: number;
  /** With retrieval: the summary is sent only when it costs at most this share. */
  summary_share: number;
  /** User facts (when the caller has any) take at most this share. */
  user_facts_share: number;
  /** The pinned first user turn (the task) is cut to this share when longer. */
  task_max_share: number;
  /** Retrieval without `query`: the newest user turn is the query when the intent check says so. */
  auto_retrieval: boolean;
  /** Keep the first user turn of the conversation as a pinned item. */
  pin_task: boolean;
  /** Expand a `[MemoryRef: ...]` inline when the turn being answered needs its content. */
  expand_refs: boolean;
}

export const DEFAULT_CONTEXT_BUDGET: ContextBudget = {
  recent_share: 0.2,
  summary_share: 0.15,
  user_facts_share: 0.1,
  task_max_share: 0.15,
  auto_retrieval: true,
  pin_task: true,
  expand_refs: true,
};

/** Results asked of search per token the retrieval layer may spend (a turn costs ~20-40). */
export const RETRIEVAL_TOKENS_PER_RESULT = 20;
/** With no budget at all, retrieval adds this many results (search's default page). */
export const UNBUDGETED_RETRIEVAL_RESULTS = 10;
