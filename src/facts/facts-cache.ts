import type { ContextFacts } from "../users/contract";
import { IsolateCache } from "../lib/isolate-cache";

/**
 * The user layer as the context reads it, per isolate for USER_FACTS_CACHE_SECONDS (default 30):
 * an agent reads its context on every turn, and the user's facts change far less often than
 * that. A fact written through this isolate (stated, corrected, retracted, extracted, forgotten)
 * evicts the user's entries; another isolate's write shows within the TTL.
 */
export const factsCache = new IsolateCache<ContextFacts>();

export function evictCachedFacts(tenantId: string, userId: string): void {
  factsCache.evictPrefix(`${tenantId}\u0000${userId}\u0000`);
}
