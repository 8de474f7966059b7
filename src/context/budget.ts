import type { ContextBudget } from "../conversations/settings";

/**
 * How a context's budget is split (the `context_budget` conversation setting). Shares are of
 * `budget_tokens`; what a layer leaves unused flows to the others. Defaults and reasons are in
 * docs/DESIGN.md ("Context", budget planner).
 */
export type { ContextBudget };

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
