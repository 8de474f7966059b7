import { and, asc, desc, eq, gt, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { pastCursor } from "./keyset";
import { conversationsRegistry } from "./schema";
import type { ContextStrategy } from "../context/defaults";
import type { SummaryStatus } from "../summaries/summary-status";

export interface RegistryKey {
  tenantId: string;
  conversationId: string;
}

/** The WHERE of one conversation's registry row, and of `also` (an undefined one is skipped, as and() does). */
export const registryRow = (key: RegistryKey, ...also: Array<SQL | undefined>) =>
  and(eq(conversationsRegistry.tenantId, key.tenantId), eq(conversationsRegistry.conversationId, key.conversationId), ...also);

export interface RegisteredConversation extends RegistryKey {
  userId: string;
  createdAt: string;
  lastActivityAt: string;
}

/** What the conversations list shows of a conversation, written by its object. */
export interface RegistryListing {
  messageCount: number;
  lastSeq: number;
  strategy: ContextStrategy;
  summaryStatus: SummaryStatus;
  summarizedThroughSeq: number | null;
}

export type ListedConversation = RegisteredConversation & RegistryListing;

/**
 * The object's listing write: the figures always, the activity time only forward (and only
 * when given). An UPDATE, never an insert, like the touch.
 */
export async function writeListing(db: Database, key: RegistryKey, listing: RegistryListing, activityAt: string | null): Promise<void> {
  const c = conversationsRegistry;
  await db
    .update(c)
    .set({ ...listing, ...(activityAt === null ? {} : { lastActivityAt: sql`max(${c.lastActivityAt}, ${activityAt})` }) })
    .where(registryRow(key));
}

/** Written by the conversation's object (serialized), so its user is the object's own. */
export async function registerConversation(
  db: Database,
  entry: RegistryKey & { userId: string; createdAt: string; lastActivityAt: string },
): Promise<void> {
  await db
    .insert(conversationsRegistry)
    .values(entry)
    .onConflictDoUpdate({
      target: [conversationsRegistry.tenantId, conversationsRegistry.conversationId],
      set: { userId: entry.userId, createdAt: entry.createdAt, lastActivityAt: entry.lastActivityAt },
    });
}

/** The user a registered conversation belongs to, or null if it is not registered. */
export async function conversationOwner(db: Database, key: RegistryKey): Promise<string | null> {
  const row = await db.select({ userId: conversationsRegistry.userId }).from(conversationsRegistry).where(registryRow(key)).get();
  return row?.userId ?? null;
}

/** An UPDATE, never an insert: a late touch cannot resurrect a row a purge just deleted. */
export async function touchConversation(db: Database, key: RegistryKey, lastActivityAt: string): Promise<void> {
  await db
    .update(conversationsRegistry)
    .set({ lastActivityAt })
    .where(registryRow(key, lt(conversationsRegistry.lastActivityAt, lastActivityAt)));
}

/**
 * Deletes the row of one generation of a conversation (`createdAt`), or any generation when
 * null: a conversation re-created meanwhile has a new createdAt and keeps its row.
 */
export async function unregisterConversation(db: Database, key: RegistryKey, createdAt: string | null): Promise<number> {
  const rows = await db
    .delete(conversationsRegistry)
    .where(registryRow(key, createdAt === null ? undefined : eq(conversationsRegistry.createdAt, createdAt)))
    .returning({ conversationId: conversationsRegistry.conversationId });
  return rows.length;
}

export async function listUserConversations(
  db: Database,
  tenantId: string,
  userId: string,
  limit: number,
  afterConversationId = "",
): Promise<RegisteredConversation[]> {
  return db
    .select()
    .from(conversationsRegistry)
    .where(
      and(
        eq(conversationsRegistry.tenantId, tenantId),
        eq(conversationsRegistry.userId, userId),
        gt(conversationsRegistry.conversationId, afterConversationId),
      ),
    )
    .orderBy(asc(conversationsRegistry.conversationId))
    .limit(limit);
}

/** Where a page of the activity listing ends: the next page starts strictly after it. */
export interface ActivityPosition {
  lastActivityAt: string;
  conversationId: string;
}

/**
 * A tenant's conversations (or one user's), newest activity first, ties broken by id
 * descending; `after` continues from the last row of the previous page.
 */
export async function listByActivity(
  db: Database,
  input: { tenantId: string; userId: string | null; limit: number; after: ActivityPosition | null },
): Promise<ListedConversation[]> {
  const c = conversationsRegistry;
  const after = input.after;
  return db
    .select({
      tenantId: c.tenantId,
      conversationId: c.conversationId,
      userId: c.userId,
      createdAt: c.createdAt,
      lastActivityAt: c.lastActivityAt,
      messageCount: c.messageCount,
      lastSeq: c.lastSeq,
      strategy: c.strategy,
      summaryStatus: c.summaryStatus,
      summarizedThroughSeq: c.summarizedThroughSeq,
    })
    .from(c)
    .where(
      and(
        eq(c.tenantId, input.tenantId),
        input.userId === null ? undefined : eq(c.userId, input.userId),
        pastCursor("desc", c.lastActivityAt, c.conversationId, after === null ? null : [after.lastActivityAt, after.conversationId]),
      ),
    )
    .orderBy(desc(c.lastActivityAt), desc(c.conversationId))
    .limit(input.limit);
}

export interface InactiveConversation extends RegisteredConversation {
  retentionDays: number;
}

/**
 * Conversations whose tenant retention (its override, else `defaultDays`; 0 = keep forever)
 * has passed since their last activity, oldest first. The walk follows the activity index
 * from the oldest row and stops after `limit` matches.
 */
export async function listInactiveConversations(
  db: Database,
  input: { now: Date; defaultDays: number; limit: number },
): Promise<InactiveConversation[]> {
  const nowIso = input.now.toISOString();
  const rows = await db.all<{
    tenant_id: string;
    conversation_id: string;
    user_id: string;
    created_at: string;
    last_activity_at: string;
    retention_days: number;
  }>(sql`
    SELECT c.tenant_id, c.conversation_id, c.user_id, c.created_at, c.last_activity_at,
           COALESCE(s.retention_days, ${input.defaultDays}) AS retention_days
    FROM conversations c LEFT JOIN tenant_settings s ON s.tenant_id = c.tenant_id
    WHERE COALESCE(s.retention_days, ${input.defaultDays}) > 0
      AND c.last_activity_at < strftime('%Y-%m-%dT%H:%M:%fZ', ${nowIso}, '-' || COALESCE(s.retention_days, ${input.defaultDays}) || ' days')
    ORDER BY c.last_activity_at
    LIMIT ${input.limit}`);
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    conversationId: row.conversation_id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    retentionDays: row.retention_days,
  }));
}

/** Flags a conversation whose index job was given up on (the sweep re-covers it). */
export async function flagIndexFailure(db: Database, key: RegistryKey, failedAt: string): Promise<void> {
  await db.update(conversationsRegistry).set({ indexFailedAt: failedAt }).where(registryRow(key));
}

/** The registry's index-recovery marks: times the sweep reads oldest first (src/cron/index-recovery.ts). */
type IndexMark = typeof conversationsRegistry.indexFailedAt | typeof conversationsRegistry.indexPendingSince;

/** A conversation the sweep found marked, and the mark's time (what a clear names, see below). */
export type MarkedConversation = RegistryKey & { at: string };

/** Conversations whose `mark` is set (and at or before `before`, when given), oldest mark first. */
export async function listMarked(db: Database, mark: IndexMark, limit: number, before?: string): Promise<MarkedConversation[]> {
  const c = conversationsRegistry;
  const rows = await db
    .select({ tenantId: c.tenantId, conversationId: c.conversationId, at: mark })
    .from(c)
    .where(and(isNotNull(mark), before === undefined ? undefined : lte(mark, before)))
    .orderBy(asc(mark))
    .limit(limit);
  return rows.flatMap(({ at, ...key }) => (at === null ? [] : [{ ...key, at }]));
}

/** Flagged conversations, oldest failure first (`at`: the failure time). */
export const listIndexFailures = (db: Database, limit: number) => listMarked(db, conversationsRegistry.indexFailedAt, limit);

/** Clears the flag unless a newer failure replaced it meanwhile. */
export async function clearIndexFailure(db: Database, key: RegistryKey, failedAt: string): Promise<void> {
  await db
    .update(conversationsRegistry)
    .set({ indexFailedAt: null })
    .where(registryRow(key, eq(conversationsRegistry.indexFailedAt, failedAt)));
}
