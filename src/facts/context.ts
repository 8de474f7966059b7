import { userStub } from "./service";

/** The user layer's share of a context budget, and its size when no budget is given. */
export const USER_FACTS_BUDGET_SHARE = 0.1;
export const USER_FACTS_DEFAULT_TOKENS = 400;
export const USER_FACTS_MAX = 20;

export interface UserFactsSection {
  /** The rendered section: a header, then one quoted fact per line. */
  text: string;
  facts: Array<{ id: string; type: string; topic: string; text: string; valid_from: string }>;
  token_count: number;
}

/**
 * The user layer of a context, from the first turn on and without a query: the user's current,
 * unflagged facts, most relevant first, within USER_FACTS_BUDGET_SHARE of the budget (and never
 * more than the budget has left). Null when the conversation's `user_facts` setting is off or the
 * user has no facts. One function so the context planner can take it over as its user layer.
 */
export async function userFactsSection(
  env: Env,
  input: { tenantId: string; userId: string; enabled: boolean; budgetTokens: number | null; usedTokens: number },
): Promise<UserFactsSection | null> {
  if (!input.enabled) return null;
  const share =
    input.budgetTokens === null
      ? USER_FACTS_DEFAULT_TOKENS
      : Math.min(Math.floor(input.budgetTokens * USER_FACTS_BUDGET_SHARE), input.budgetTokens - input.usedTokens);
  if (share <= 0) return null;
  const layer = await userStub(env, input.tenantId, input.userId).contextFacts({ limit: USER_FACTS_MAX, budgetTokens: share });
  if (layer.facts.length === 0) return null;
  return {
    text: layer.text,
    facts: layer.facts.map((f) => ({ id: f.id, type: f.type, topic: f.topic, text: f.text, valid_from: f.valid_from })),
    token_count: layer.tokenCount,
  };
}
