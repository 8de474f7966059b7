/**
 * The deletion log (migrations/0006_deletion_log.sql) makes a delete stick against
 * work already in flight. A background writer takes a mark (the newest log id) BEFORE it reads
 * its sources, and its write carries a guard: no log row newer than the mark may name the
 * written item's conversation or user. A delete appends its row once the conversation object
 * is wiped (a forget: before anything), then removes the copies. So a writer either read its
 * sources before the delete (its write is refused, or lands before the copies are removed and
 * is removed with them), or after (the object is empty: nothing to write). A refused writer
 * starts over with a new mark, which is how a conversation id reused after a delete gets its
 * new messages indexed while the old ones stay out.
 */

export type DeletionScope = "conversation" | "user";

/** The newest deletion so far; the writer's guard compares against it. */
export async function deletionMark(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COALESCE(MAX(id), 0) AS mark FROM deletion_log`).first<{ mark: number }>();
  return row?.mark ?? 0;
}

/** Appends the entry; its id is what the user object's tombstone carries (durable-objects/user/search-store.ts). */
export async function recordDeletion(
  db: D1Database,
  entry: { tenantId: string; scope: DeletionScope; subjectId: string; userId: string | null },
): Promise<number> {
  const row = await db
    .prepare(`INSERT INTO deletion_log (tenant_id, scope, subject_id, user_id, deleted_at) VALUES (?, ?, ?, ?, ?) RETURNING id`)
    .bind(entry.tenantId, entry.scope, entry.subjectId, entry.userId, new Date().toISOString())
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** The owner recorded by the newest delete of a conversation, or null if it was never deleted. */
export async function lastConversationDeletion(
  db: D1Database,
  tenantId: string,
  conversationId: string,
): Promise<{ userId: string | null } | null> {
  const row = await db
    .prepare(`SELECT user_id FROM deletion_log WHERE tenant_id = ? AND scope = 'conversation' AND subject_id = ? ORDER BY id DESC LIMIT 1`)
    .bind(tenantId, conversationId)
    .first<{ user_id: string | null }>();
  return row ? { userId: row.user_id } : null;
}

export interface GuardSubject {
  tenantId: string;
  userId: string;
  conversationId: string | null;
}

/**
 * The SQL condition (and its 5 parameters, in order) that a guarded write puts in its WHERE:
 * true while nothing newer than `mark` deleted the subject's user or conversation.
 */
const DELETION_GUARD_SQL = `NOT EXISTS (SELECT 1 FROM deletion_log g WHERE g.id > ? AND g.tenant_id = ?
  AND ((g.scope = 'user' AND g.subject_id = ?) OR (g.scope = 'conversation' AND g.subject_id = ?)))`;

const deletionGuardParams = (mark: number, subject: GuardSubject): Array<string | number | null> => [
  mark,
  subject.tenantId,
  subject.userId,
  subject.conversationId,
];

/** For writes to stores that cannot carry the guard (R2, vectors): check after, undo if deleted. */
export async function deletedSince(db: D1Database, mark: number, subject: GuardSubject): Promise<boolean> {
  const row = await db
    .prepare(`SELECT NOT ${DELETION_GUARD_SQL} AS deleted`)
    .bind(...deletionGuardParams(mark, subject))
    .first<{ deleted: number }>();
  return row?.deleted === 1;
}

/** Attempts a guarded job makes: each refusal means a delete landed; the next read sees it. */
export const GUARDED_ATTEMPTS = 3;
