import { and, eq, inArray, lte } from "drizzle-orm";
import { database, type Database } from "./client";
import { agentMemories, type AgentMemoryRow } from "./schema";
import { moveLegacyOf } from "./legacy-move";
import { keyShards } from "./shards";

export type NewAgentMemory = typeof agentMemories.$inferInsert;

/** Who is asking: the tenant always, and the one user a limited key is bound to. */
export interface MemoryScope {
  tenantId: string;
  restrictedUserId: string | null;
}

/** D1 binds at most 100 parameters per statement; key lists are chunked well below that. */
const CHUNK = 50;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

function visibleTo(scope: MemoryScope) {
  return and(
    eq(agentMemories.tenantId, scope.tenantId),
    scope.restrictedUserId === null ? undefined : eq(agentMemories.userId, scope.restrictedUserId),
  );
}

export const isLiveMemory = (row: Pick<AgentMemoryRow, "isActive" | "expiresAt">, nowIso: string) =>
  Boolean(row.isActive) && (row.expiresAt === null || row.expiresAt > nowIso);

/**
 * A memory by key, in whichever shard holds it (src/db/shards.ts keyShards); a row written
 * before the shards and not moved yet is moved first. Returns the row with its shard's database.
 */
export async function locateMemory(env: Env, scope: MemoryScope, key: string): Promise<{ row: AgentMemoryRow; db: Database } | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    for (const shard of await keyShards(env, scope.tenantId, key, scope.restrictedUserId)) {
      const db = database(shard.db);
      // The row of `key` if the caller may see it (expired and inactive rows included).
      const row = await db
        .select()
        .from(agentMemories)
        .where(and(eq(agentMemories.memoryKey, key), visibleTo(scope)))
        .get();
      if (row) return { row, db };
    }
    if ((await moveLegacyOf(env, { tenantId: scope.tenantId, memoryKey: key })) === 0) break;
  }
  return null;
}

/** What a purge needs of a row: where it lives (tenant, user) and its blob. */
export interface AgentMemoryRef {
  memoryKey: string;
  tenantId: string;
  userId: string;
  r2Key: string | null;
}

export const memoryRefColumns = {
  memoryKey: agentMemories.memoryKey,
  tenantId: agentMemories.tenantId,
  userId: agentMemories.userId,
  r2Key: agentMemories.r2Key,
};

export async function insertMemoryRow(db: Database, row: NewAgentMemory): Promise<void> {
  await db.insert(agentMemories).values(row).onConflictDoNothing({ target: agentMemories.memoryKey });
}

export async function markReady(db: Database, key: string): Promise<void> {
  await db.update(agentMemories).set({ state: "ready" }).where(eq(agentMemories.memoryKey, key));
}

/** The rows among `keys` that already exist in the tenant (offload keys are content hashes). */
export async function existingMemories(db: Database, tenantId: string, keys: string[]): Promise<AgentMemoryRow[]> {
  const found: AgentMemoryRow[] = [];
  for (const part of chunks(keys)) {
    if (part.length === 0) continue;
    found.push(
      ...(await db
        .select()
        .from(agentMemories)
        .where(and(eq(agentMemories.tenantId, tenantId), inArray(agentMemories.memoryKey, part)))
        .all()),
    );
  }
  return found;
}

/**
 * Records which message holds an offloaded content and confirms the row. Only a pending row
 * changes, so a content appended again later keeps the seq of its first message.
 */
export async function linkOffloads(db: Database, links: Array<{ key: string; seq: number }>): Promise<void> {
  if (links.length === 0) return;
  const statements = links.map((link) =>
    db
      .update(agentMemories)
      .set({ sourceSeq: link.seq, state: "ready" })
      .where(and(eq(agentMemories.memoryKey, link.key), eq(agentMemories.state, "pending"))),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export async function deleteMemoryRows(db: Database, keys: string[]): Promise<number> {
  let deleted = 0;
  for (const part of chunks(keys)) {
    const rows = await db.delete(agentMemories).where(inArray(agentMemories.memoryKey, part)).returning({ key: agentMemories.memoryKey });
    deleted += rows.length;
  }
  return deleted;
}

export async function stalePendingMemories(db: Database, storedBeforeIso: string, limit: number): Promise<AgentMemoryRow[]> {
  return db
    .select()
    .from(agentMemories)
    .where(and(eq(agentMemories.state, "pending"), lte(agentMemories.storedAt, storedBeforeIso)))
    .limit(limit)
    .all();
}

/** Conditional upgrade of an offline description: only while it is still the extractive one. */
export async function upgradeDescription(db: Database, key: string, description: string): Promise<boolean> {
  const rows = await db
    .update(agentMemories)
    .set({ description, descriptionSource: "llm" })
    .where(and(eq(agentMemories.memoryKey, key), eq(agentMemories.descriptionSource, "extractive")))
    .returning({ key: agentMemories.memoryKey });
  return rows.length === 1;
}
