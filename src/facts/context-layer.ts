import type { ContextFacts } from "../users/contract";
import { serviceConfig } from "../lib/config";
import { factsCache } from "./facts-cache";
import { userStub } from "../users/stub";

/** The user layer's share of a context budget, and its size when no budget is given. */
export const USER_FACTS_BUDGET_SHARE = 0.1;
export const USER_FACTS_DEFAULT_TOKENS = 400;
export const USER_FACTS_MAX = 20;

const shareOf = (budgetTokens: number | null) =>
  budgetTokens === null ? USER_FACTS_DEFAULT_TOKENS : Math.floor(budgetTokens * USER_FACTS_BUDGET_SHARE);

/** A conversation's owner never changes: remembered per isolate so the two reads can run together. */
const owners = new Map<string, string>();
const MAX_OWNERS = 10_000;

/**
 * The user layer of a context, from the first turn on and without a query: the user's current,
 * unflagged facts, most relevant first, within USER_FACTS_BUDGET_SHARE of the budget (the
 * planner decides what fits). The user object is read alongside the conversation when the owner
 * is known (a user-limited key, or an earlier read in this isolate), so the context costs no
 * extra round trip in sequence.
 */
export async function withUserFacts<C extends { userId: string | null; userFacts: boolean }>(
  env: Env,
  input: { tenantId: string; conversationId: string; restrictedUserId: string | null; budgetTokens: number | null },
  loadContext: () => Promise<C>,
): Promise<{ context: C; layer: ContextFacts | null }> {
  const key = `${input.tenantId}/${input.conversationId}`;
  const share = shareOf(input.budgetTokens);
  const ttlMs = serviceConfig(env).USER_FACTS_CACHE_SECONDS * 1000;
  const read = (userId: string) =>
    factsCache.get(`${input.tenantId}\u0000${userId}\u0000${share}`, ttlMs, () =>
      userStub(env, input.tenantId, userId).contextFacts({ limit: USER_FACTS_MAX, budgetTokens: share }),
    );
  const guess = input.restrictedUserId ?? owners.get(key) ?? null;
  const [context, early] = await Promise.all([loadContext(), guess && share > 0 ? read(guess) : Promise.resolve(null)]);
  const owner = context.userId;
  if (!owner || !context.userFacts || share <= 0) return { context, layer: null };
  if (owners.size >= MAX_OWNERS) owners.clear();
  owners.set(key, owner);
  return { context, layer: guess === owner && early ? early : await read(owner) };
}
