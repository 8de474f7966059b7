import { and, desc, eq, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { conversationStub, systemScope } from "../conversations/stub";
import { database, type Database } from "../db/client";
import { moveLegacyOf } from "../db/legacy-move";
import { memory, type MemoryRow } from "../db/schema";
import { ensureMemoryIdFloor, userShard, type DataShard } from "../db/shards";
import type { ArchivedVersion } from "./archive";
import type { ConversationKey } from "../conversations/key";

/**
 * The database of a conversation's summary chain: its user's data shard (src/db/shards.ts),
 * after moving the conversation's rows still in the control database from before the shards.
 */
export async function chainDb(env: Env, key: ConversationKey, userId: string): Promise<Database> {
  await moveLegacyOf(env, { tenantId: key.tenantId, conversationId: key.conversationId });
  return database((await userShard(env, key.tenantId, userId)).db);
}

/** For a caller that knows only the conversation (a queue job): its object names the user; null when it is gone. */
export async function chainDbOf(env: Env, key: ConversationKey): Promise<Database | null> {
  const status = await conversationStub(env, key.tenantId, key.conversationId).status(systemScope(key));
  return status.ok ? chainDb(env, key, status.value.userId) : null;
}

export async function insertProcessingMemory(
  shard: DataShard,
  input: ConversationKey & { userId: string; startSeq: number; endSeq: number; baseMemoryId: number | null },
): Promise<number> {
  await ensureMemoryIdFloor(shard);
  const row = await database(shard.db)
    .insert(memory)
    .values({
      tenantId: input.tenantId,
      conversationId: input.conversationId,
      userId: input.userId,
      startSequence: input.startSeq,
      endSequence: input.endSeq,
      baseMemoryId: input.baseMemoryId,
      status: "processing",
    })
    .returning({ memoryId: memory.memoryId })
    .get();
  return row.memoryId;
}

export async function getMemory(db: Database, key: ConversationKey, memoryId: number): Promise<MemoryRow | undefined> {
  return db
    .select()
    .from(memory)
    .where(and(eq(memory.memoryId, memoryId), eq(memory.tenantId, key.tenantId), eq(memory.conversationId, key.conversationId)))
    .get();
}

/** A job's row and its base version's verdict, text and end, in one read (the summarize job needs both). */
export async function getMemoryWithBase(db: Database, key: ConversationKey, memoryId: number) {
  const base = alias(memory, "base");
  return db
    .select({ row: memory, base: { status: base.status, memoryText: base.memoryText, endSequence: base.endSequence } })
    .from(memory)
    .leftJoin(base, eq(memory.baseMemoryId, base.memoryId))
    .where(and(eq(memory.memoryId, memoryId), eq(memory.tenantId, key.tenantId), eq(memory.conversationId, key.conversationId)))
    .get();
}

/** The newest completed version covering only seqs before `fromSeq` (what a truncation falls back to). */
export async function lastCompletedBefore(db: Database, key: ConversationKey, fromSeq: number): Promise<MemoryRow | undefined> {
  const conversation = and(eq(memory.tenantId, key.tenantId), eq(memory.conversationId, key.conversationId));
  return db
    .select()
    .from(memory)
    .where(and(conversation, eq(memory.status, "completed"), lt(memory.endSequence, fromSeq)))
    .orderBy(desc(memory.endSequence), desc(memory.memoryId))
    .limit(1)
    .get();
}

/**
 * The single arbiter of a job's outcome: only a row still 'processing' changes, so a late
 * success after a timeout (or a second delivery of the same job) cannot overwrite the verdict.
 */
export async function completeIfProcessing(db: Database, memoryId: number, text: string, generationTimeMs: number): Promise<boolean> {
  const rows = await db
    .update(memory)
    .set({ status: "completed", memoryText: text, generationTimeMs, completedAt: new Date().toISOString() })
    .where(and(eq(memory.memoryId, memoryId), eq(memory.status, "processing")))
    .returning({ memoryId: memory.memoryId });
  return rows.length === 1;
}

export async function failIfProcessing(db: Database, memoryId: number, error: string): Promise<boolean> {
  const rows = await db
    .update(memory)
    .set({ status: "failed", error: error.slice(0, 1000), completedAt: new Date().toISOString() })
    .where(and(eq(memory.memoryId, memoryId), eq(memory.status, "processing")))
    .returning({ memoryId: memory.memoryId });
  return rows.length === 1;
}

/** Seed 002's observability query: the chain newest first, each row with its base's end seq. */
export async function listMemoryChain(db: Database, key: ConversationKey, limit: number) {
  const base = alias(memory, "base");
  const rows = await db
    .select({
      memory_id: memory.memoryId,
      memory_text: memory.memoryText,
      start_sequence: memory.startSequence,
      end_sequence: memory.endSequence,
      base_memory_id: memory.baseMemoryId,
      base_end_seq: base.endSequence,
      status: memory.status,
      error: memory.error,
      generation_time_ms: memory.generationTimeMs,
      created_at: memory.createdAt,
      completed_at: memory.completedAt,
    })
    .from(memory)
    .leftJoin(base, eq(memory.baseMemoryId, base.memoryId))
    .where(and(eq(memory.tenantId, key.tenantId), eq(memory.conversationId, key.conversationId)))
    .orderBy(desc(memory.endSequence), desc(memory.memoryId))
    .limit(limit);
  return rows.map((row) => ({ ...row, archived: false }));
}

export type ChainEntry = Awaited<ReturnType<typeof listMemoryChain>>[number];

/**
 * The chain with its archived versions, newest first. A version both live and archived (a
 * sweep interrupted between the archive write and the delete) is listed once, from D1; a base
 * that went to the archive still gives its end sequence.
 */
export function withArchived(live: ChainEntry[], archived: ArchivedVersion[], limit: number): ChainEntry[] {
  const liveIds = new Set(live.map((row) => row.memory_id));
  const entries: ChainEntry[] = [
    ...live,
    ...archived
      .filter((version) => !liveIds.has(version.memory_id))
      .map((version) => ({
        memory_id: version.memory_id,
        memory_text: version.memory_text,
        start_sequence: version.start_sequence,
        end_sequence: version.end_sequence,
        base_memory_id: version.base_memory_id,
        base_end_seq: null,
        status: version.status,
        error: version.error,
        generation_time_ms: version.generation_time_ms,
        created_at: version.created_at,
        completed_at: version.completed_at,
        archived: true,
      })),
  ];
  const endOf = new Map(entries.map((entry) => [entry.memory_id, entry.end_sequence]));
  return entries
    .map((entry) => ({
      ...entry,
      base_end_seq: entry.base_memory_id === null ? null : (endOf.get(entry.base_memory_id) ?? entry.base_end_seq),
    }))
    .sort((a, b) => b.end_sequence - a.end_sequence || b.memory_id - a.memory_id)
    .slice(0, limit);
}

export async function deleteMemory(db: Database, memoryId: number): Promise<void> {
  await db.delete(memory).where(eq(memory.memoryId, memoryId));
}
