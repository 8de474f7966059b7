import { and, eq } from "drizzle-orm";
import type { ConversationKey } from "../conversations/key";
import type { Database } from "./client";
import { memoryArchive } from "./schema";

const ID_CHUNK = 90;

/**
 * Deletes archived versions from `memory` and adds them to the conversation's `memory_archive`
 * roll-up, per chunk in one D1 batch (one transaction): the roll-up counts exactly the rows
 * this call deleted, so a re-run, which finds them gone, adds nothing. Returns rows deleted.
 */
export async function retireVersions(db: D1Database, key: ConversationKey, ids: number[], archivedAt: string): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const marks = chunk.map(() => "?").join(", ");
    const [, removed] = await db.batch([
      db
        .prepare(
          `INSERT INTO memory_archive (tenant_id, conversation_id, user_id, versions, completed, failed, timed, generation_time_ms_sum, generation_time_ms_max, archived_at)
           SELECT tenant_id, conversation_id, MAX(user_id), COUNT(*), SUM(status = 'completed'), SUM(status = 'failed'),
                  SUM(status = 'completed' AND generation_time_ms IS NOT NULL),
                  COALESCE(SUM(CASE WHEN status = 'completed' THEN generation_time_ms END), 0),
                  MAX(CASE WHEN status = 'completed' THEN generation_time_ms END), ?
           FROM memory WHERE tenant_id = ? AND conversation_id = ? AND memory_id IN (${marks})
           GROUP BY tenant_id, conversation_id
           ON CONFLICT (tenant_id, conversation_id) DO UPDATE SET
             versions = versions + excluded.versions,
             completed = completed + excluded.completed,
             failed = failed + excluded.failed,
             timed = timed + excluded.timed,
             generation_time_ms_sum = generation_time_ms_sum + excluded.generation_time_ms_sum,
             generation_time_ms_max = MAX(COALESCE(generation_time_ms_max, 0), COALESCE(excluded.generation_time_ms_max, 0)),
             archived_at = excluded.archived_at`,
        )
        .bind(archivedAt, key.tenantId, key.conversationId, ...chunk),
      db
        .prepare(`DELETE FROM memory WHERE tenant_id = ? AND conversation_id = ? AND memory_id IN (${marks})`)
        .bind(key.tenantId, key.conversationId, ...chunk),
    ]);
    deleted += removed?.meta.changes ?? 0;
  }
  return deleted;
}

export async function deleteArchiveRollup(db: Database, key: ConversationKey): Promise<number> {
  const rows = await db
    .delete(memoryArchive)
    .where(and(eq(memoryArchive.tenantId, key.tenantId), eq(memoryArchive.conversationId, key.conversationId)))
    .returning({ versions: memoryArchive.versions });
  return rows.reduce((sum, row) => sum + row.versions, 0);
}
