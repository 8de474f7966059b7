import { and, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "./client";
import { agentMemories, type AgentMemoryRow } from "./schema";

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

/** A memory the caller may see: its tenant, its user if the key is limited, active and not expired. */
export async function findVisibleMemory(
  db: Database,
  scope: MemoryScope,
  key: string,
  nowIso: string,
): Promise<AgentMemoryRow | undefined> {
  return db
    .select()
    .from(agentMemories)
    .where(
      and(
        eq(agentMemories.memoryKey, key),
        visibleTo(scope),
        eq(agentMemories.isActive, true),
        or(isNull(agentMemories.expiresAt), gt(agentMemories.expiresAt, nowIso)),
      ),
    )
    .get();
}

/** Like findVisibleMemory, expired rows included (deleting an expired memory purges it early). */
export async function findOwnedMemory(db: Database, scope: MemoryScope, key: string): Promise<AgentMemoryRow | undefined> {
  return db
    .select()
    .from(agentMemories)
    .where(and(eq(agentMemories.memoryKey, key), visibleTo(scope)))
    .get();
}

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
