import { purgeAgentMemories, type AgentMemoryRef } from "../lifecycle/purge";

/**
 * Removes memories from every store (vectors, blobs, search index), the D1 row last: while any
 * piece remains, the row still points at it, so a failed purge can simply be run again (by the
 * caller's retry or the sweep) and nothing is ever left without the row that names it. One
 * implementation for every path: src/lifecycle/purge.ts.
 */
export async function purgeMemories(env: Env, targets: AgentMemoryRef[]): Promise<number> {
  return (await purgeAgentMemories(env, targets)).memories;
}
