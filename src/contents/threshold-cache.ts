/**
 * The offload threshold of recently seen conversations, per isolate, so that an append of
 * medium-sized turns (over the lowest possible threshold, under the conversation's own) does
 * not pay a round trip to the conversation's object to learn its setting. A PATCH of the
 * settings applies at once in the isolate that served it and reaches the others within the
 * TTL; the cost of a stale value is only a content kept inline or offloaded by the previous
 * rule (the 64 KiB byte cap holds either way).
 */
export const THRESHOLD_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

const cache = new Map<string, { thresholdTokens: number; expiresAt: number }>();
const keyOf = (tenantId: string, conversationId: string) => `${tenantId}/${conversationId}`;

export function cachedThreshold(tenantId: string, conversationId: string, now = Date.now()): number | undefined {
  const entry = cache.get(keyOf(tenantId, conversationId));
  return entry && entry.expiresAt > now ? entry.thresholdTokens : undefined;
}

export function rememberThreshold(tenantId: string, conversationId: string, thresholdTokens: number, now = Date.now()): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(keyOf(tenantId, conversationId), { thresholdTokens, expiresAt: now + THRESHOLD_CACHE_MS });
}

export function forgetThreshold(tenantId: string, conversationId: string): void {
  cache.delete(keyOf(tenantId, conversationId));
}
