import { and, eq, type SQL } from "drizzle-orm";
import type { PurgeOutcome } from "../conversations/outcomes";
import { conversationStub } from "../conversations/stub";
import { database, type Database } from "../db/client";
import { unregisterConversation } from "../db/conversations-registry";
import { deleteArchiveRollup } from "../db/memory-archive";
import { deleteArchive } from "../summaries/archive";
import { agentMemories, memory } from "../db/schema";
import { deleteMemoryRows, memoryRefColumns, type AgentMemoryRef } from "../db/agent-memories";
import { moveLegacyOf } from "../db/legacy-move";
import { allDataShards, userShard } from "../db/shards";
import { chainDb } from "../summaries/chain";
import { removeConversationFromIndex, removeMemoriesFromIndex } from "../search/index-removal";
import { lastConversationDeletion, recordDeletion } from "./deletion-log";
import { keepDrainedUsage } from "../usage/rollup";

/**
 * Deletion, one function per store, and the composite operations built from them (expire a
 * memory, purge a conversation). A composite deletes the copies before the record that lets a
 * later run find the item (the D1 row, the registry row), so an interrupted run leaves nothing
 * that the next run cannot find again; and it logs the deletion (src/lifecycle/deletion-log.ts)
 * before it deletes anything a background writer reads, so no work in flight can write a copy
 * back afterwards. Every delete is idempotent.
 *
 * Stores: conversation Durable Object · the user's data shard (src/db/shards.ts): `memory`
 * (summary chain), the roll-up `memory_archive`, `agent_memories` · R2 summary archive · R2
 * blobs · search index (the owner's user object: rows, FTS, local vectors; Vectorize's copies,
 * src/search/index-removal.ts) · the control database's `conversations` registry.
 */

/** What a purge (of a conversation, of a user's memories) deleted. */
export interface PurgeCounts {
  conversations: number;
  messages: number;
  /** Rows of the summary chain (the `memory` table). */
  summaries: number;
  /** Memories an agent stored (`agent_memories`). */
  memories: number;
  /** R2 objects. */
  blobs: number;
  /** Vector ids deleted (by id: an id whose vector never existed counts too). */
  vectors: number;
}

export const emptyCounts = (): PurgeCounts => ({ conversations: 0, messages: 0, summaries: 0, memories: 0, blobs: 0, vectors: 0 });

export function addCounts(into: PurgeCounts, more: PurgeCounts): PurgeCounts {
  for (const key of Object.keys(into) as Array<keyof PurgeCounts>) into[key] += more[key];
  return into;
}

export interface ConversationRef {
  tenantId: string;
  conversationId: string;
}

// --- store: R2 -------------------------------------------------------------------------------

export async function deleteBlobs(env: Env, keys: string[]): Promise<number> {
  for (let i = 0; i < keys.length; i += 1000) await env.BLOBS.delete(keys.slice(i, i + 1000));
  return keys.length;
}

// --- store: the conversation's user's data shard (src/db/shards.ts) ---------------------------

/**
 * The databases holding a conversation's summary chain, roll-up and offloads: its user's shard,
 * or every shard when no one knows the user any more (a repeated delete of an emptied object
 * under a tenant-wide key); rows from before the shards are moved there first.
 */
async function conversationDbs(env: Env, ref: ConversationRef, userId: string | null): Promise<Database[]> {
  if (userId !== null) return [await chainDb(env, ref, userId)];
  await moveLegacyOf(env, { tenantId: ref.tenantId, conversationId: ref.conversationId });
  return allDataShards(env).map((shard) => database(shard.db));
}

async function deleteSummaryRows(db: Database, ref: ConversationRef): Promise<number> {
  const rows = await db
    .delete(memory)
    .where(and(eq(memory.tenantId, ref.tenantId), eq(memory.conversationId, ref.conversationId)))
    .returning({ id: memory.memoryId });
  return rows.length;
}

/**
 * The contents offloaded from a conversation's messages, narrowed by `where`. Offloaded contents
 * belong to the conversation; long-term memories that merely name it belong to the user (they go
 * with the user, or with their TTL).
 */
export async function conversationOffloads(
  db: Database,
  ref: ConversationRef,
  ...where: Array<SQL | undefined>
): Promise<AgentMemoryRef[]> {
  return db
    .select(memoryRefColumns)
    .from(agentMemories)
    .where(
      and(
        eq(agentMemories.tenantId, ref.tenantId),
        eq(agentMemories.conversationId, ref.conversationId),
        eq(agentMemories.origin, "offload"),
        ...where,
      ),
    );
}

// --- composites ---------------------------------------------------------------------------------

/**
 * Long-term memories with their blobs, vectors and index entries; rows last, then the index
 * once more: an indexer that read a row before it went may have written between the two (it
 * also checks the row again after its write, see src/search/index-job.ts).
 */
export async function purgeAgentMemories(env: Env, refs: AgentMemoryRef[]): Promise<PurgeCounts> {
  const counts = emptyCounts();
  if (refs.length === 0) return counts;
  counts.blobs += await deleteBlobs(
    env,
    refs.flatMap((ref) => (ref.r2Key ? [ref.r2Key] : [])),
  );
  const byTenant = new Map<string, AgentMemoryRef[]>();
  const byShard = new Map<number, { db: D1Database; keys: string[] }>();
  for (const ref of refs) {
    byTenant.set(ref.tenantId, [...(byTenant.get(ref.tenantId) ?? []), ref]);
    const shard = await userShard(env, ref.tenantId, ref.userId);
    const group = byShard.get(shard.index) ?? { db: shard.db, keys: [] };
    group.keys.push(ref.memoryKey);
    byShard.set(shard.index, group);
  }
  for (const [tenantId, group] of byTenant) counts.vectors += await removeMemoriesFromIndex(env, tenantId, group);
  for (const group of byShard.values()) counts.memories += await deleteMemoryRows(database(group.db), group.keys);
  for (const [tenantId, group] of byTenant) await removeMemoriesFromIndex(env, tenantId, group);
  return counts;
}

export interface ConversationPurge {
  outcome: PurgeOutcome;
  counts: PurgeCounts;
  /** The object was empty but an earlier delete is on record: its leftovers were cleaned again. */
  alreadyDeleted: boolean;
}

/**
 * Deletes a conversation from every store. The object goes first (it alone can say whether
 * the conversation is inactive, atomically with the wipe); then the deletion is logged, which
 * refuses every index write still in flight (src/lifecycle/deletion-log.ts); then the summary
 * rows, offloaded contents and blobs, and only after those sources the index entries and
 * vectors derived from them; the registry row last, so an interruption leaves the
 * conversation findable by the next run, which finds the object empty and finishes the rest.
 * A delete of a conversation already deleted (on record in the log) cleans again and counts
 * as found, so a repeated DELETE is idempotent.
 */
export async function purgeConversation(
  env: Env,
  ref: ConversationRef & { restrictedUserId: string | null; registeredCreatedAt?: string | null },
  options: { inactiveBefore?: number | null; requireFound?: boolean } = {},
): Promise<ConversationPurge> {
  const counts = emptyCounts();
  const scope = { tenantId: ref.tenantId, conversationId: ref.conversationId, restrictedUserId: ref.restrictedUserId };
  const outcome = await conversationStub(env, ref.tenantId, ref.conversationId).purge(scope, options.inactiveBefore ?? null);
  if (outcome.reason === "active" || outcome.reason === "not_visible") return { outcome, counts, alreadyDeleted: false };
  let alreadyDeleted = false;
  if (!outcome.purged && options.requireFound) {
    const earlier = await lastConversationDeletion(env.DB, ref.tenantId, ref.conversationId);
    const visible = earlier !== null && (ref.restrictedUserId === null || earlier.userId === ref.restrictedUserId);
    if (!visible) return { outcome, counts, alreadyDeleted: false };
    alreadyDeleted = true;
  }
  const userId = outcome.userId ?? ref.restrictedUserId;
  await keepDrainedUsage(env.DB, outcome.usage ?? [], new Date().toISOString());
  const logId = await recordDeletion(env.DB, { tenantId: ref.tenantId, scope: "conversation", subjectId: ref.conversationId, userId });
  counts.messages = outcome.deletedMessages;
  await deleteArchive(env.BLOBS, ref);
  for (const db of await conversationDbs(env, ref, userId)) {
    counts.summaries += (await deleteSummaryRows(db, ref)) + (await deleteArchiveRollup(db, ref));
    const offloads = await conversationOffloads(db, ref, userId === null ? undefined : eq(agentMemories.userId, userId));
    addCounts(counts, await purgeAgentMemories(env, offloads));
  }
  if (userId !== null) counts.vectors += await removeConversationFromIndex(env, { ...ref, userId }, logId);
  const generation = outcome.purged ? outcome.createdAt : (ref.registeredCreatedAt ?? null);
  const unregistered = await unregisterConversation(database(env.DB), ref, generation);
  counts.conversations = outcome.purged || unregistered > 0 ? 1 : 0;
  return { outcome, counts, alreadyDeleted };
}
