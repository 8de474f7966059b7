import { database } from "../db/client";
import { conversationOffloads, deleteMemoryRows, type MemoryScope } from "../db/agent-memories";
import { vectorIds, vectorIndexFor } from "../providers/vectors";

export interface PurgeTarget {
  memoryKey: string;
  r2Key: string | null;
}

/**
 * Removes memories from every store, the D1 row last: while any piece remains, the row still
 * points at it, so a failed purge can simply be run again (by the caller's retry or the sweep)
 * and no blob or vector is ever left without the row that names it.
 */
export async function purgeMemories(env: Env, targets: PurgeTarget[]): Promise<number> {
  if (targets.length === 0) return 0;
  await vectorIndexFor(env).deleteByIds(targets.map((target) => vectorIds.memory(target.memoryKey)));
  const blobs = targets.flatMap((target) => (target.r2Key ? [target.r2Key] : []));
  for (let i = 0; i < blobs.length; i += 1000) await env.BLOBS.delete(blobs.slice(i, i + 1000));
  return deleteMemoryRows(database(env.DB), targets.map((target) => target.memoryKey));
}

/**
 * Deletes the contents offloaded from one conversation (long-term memories that merely name
 * the conversation stay). A limited key only reaches its own user's rows.
 */
export async function purgeConversationOffloads(env: Env, scope: MemoryScope, conversationId: string): Promise<number> {
  const db = database(env.DB);
  let purged = 0;
  for (;;) {
    const rows = await conversationOffloads(db, scope, conversationId, 500);
    if (rows.length === 0) return purged;
    const removed = await purgeMemories(env, rows);
    if (removed === 0) return purged; // someone else purged them meanwhile
    purged += removed;
  }
}
