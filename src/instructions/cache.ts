import { database } from "../db/client";
import { listInstructions, type ScopeRef } from "../db/pinned-instructions";
import type { PinnedInstructionRow } from "../db/schema";
import { serviceConfig } from "../lib/config";
import { IsolateCache } from "../lib/isolate-cache";

/**
 * Pinned instructions on the hot path. The context endpoint must stay one Durable Object
 * round trip, so the object reads them through this per-isolate cache: one D1 query per
 * (tenant, user, agent) per PINNED_INSTRUCTIONS_CACHE_SECONDS (default 30). A write evicts the
 * tenant's entries in the isolate that served it; other isolates see it within the TTL.
 */
export type PinnedDoc = Pick<PinnedInstructionRow, "id" | "scope" | "scopeId" | "name" | "content" | "tokenCount">;

/** The pinned-instructions cache, keyed by (tenant, user, agent). */
export class PinnedCache extends IsolateCache<PinnedDoc[]> {
  evictTenant(tenantId: string): void {
    this.evictPrefix(`${tenantId}\u0000`);
  }
}

export const pinnedCache = new PinnedCache();

export function scopesFor(userId: string, agentId: string | null): ScopeRef[] {
  return [
    { scope: "tenant", scopeId: "" },
    { scope: "user", scopeId: userId },
    ...(agentId ? [{ scope: "agent" as const, scopeId: agentId }] : []),
  ];
}

export async function pinnedInstructionsFor(env: Env, tenantId: string, userId: string, agentId: string | null): Promise<PinnedDoc[]> {
  const ttlMs = serviceConfig(env).PINNED_INSTRUCTIONS_CACHE_SECONDS * 1000;
  return pinnedCache.get(`${tenantId}\u0000${userId}\u0000${agentId ?? ""}`, ttlMs, async () =>
    (await listInstructions(database(env.DB), tenantId, scopesFor(userId, agentId))).map(
      ({ id, scope, scopeId, name, content, tokenCount }) => ({
        id,
        scope,
        scopeId,
        name,
        content,
        tokenCount,
      }),
    ),
  );
}
