import { database } from "../db/client";
import { listInstructions, type ScopeRef } from "../db/pinned-instructions";
import type { PinnedInstructionRow } from "../db/schema";
import { serviceConfig } from "../lib/config";

/**
 * Pinned instructions on the hot path. The context endpoint must stay one Durable Object
 * round trip, so the object reads them through this per-isolate cache: one D1 query per
 * (tenant, user, agent) per PINNED_INSTRUCTIONS_CACHE_SECONDS (default 30). A write evicts the
 * tenant's entries in the isolate that served it; other isolates see it within the TTL.
 */
export type PinnedDoc = Pick<PinnedInstructionRow, "id" | "scope" | "scopeId" | "name" | "content" | "tokenCount">;

interface Entry {
  docs: PinnedDoc[];
  expiresAt: number;
}

const MAX_ENTRIES = 10_000;

export class PinnedCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = Date.now) {}

  async get(key: string, ttlMs: number, load: () => Promise<PinnedDoc[]>): Promise<PinnedDoc[]> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.docs;
    const docs = await load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { docs, expiresAt: now + ttlMs });
    return docs;
  }

  evictTenant(tenantId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${tenantId}\u0000`)) this.entries.delete(key);
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
