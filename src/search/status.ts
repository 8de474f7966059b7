import type { Principal } from "../db/api-keys";

/** How far the background indexer got with one conversation (what the caller may see of it). */
export async function indexStatus(env: Env, principal: Principal, conversationId: string) {
  const userClause = principal.userId === null ? "" : " AND user_id = ?";
  const params = principal.userId === null ? [principal.tenantId, conversationId] : [principal.tenantId, conversationId, principal.userId];
  const row = await env.DB.prepare(
    `SELECT
       SUM(CASE WHEN kind = 'message' THEN 1 ELSE 0 END) AS messages,
       MAX(CASE WHEN kind = 'message' THEN start_seq END) AS last_seq,
       SUM(CASE WHEN kind = 'summary' THEN 1 ELSE 0 END) AS summaries,
       SUM(CASE WHEN kind = 'memory' THEN 1 ELSE 0 END) AS memories
     FROM search_docs WHERE tenant_id = ? AND conversation_id = ?${userClause}`,
  )
    .bind(...params)
    .first<{ messages: number | null; last_seq: number | null; summaries: number | null; memories: number | null }>();
  return {
    conversation_id: conversationId,
    messages: row?.messages ?? 0,
    last_indexed_seq: row?.last_seq ?? null,
    summaries: row?.summaries ?? 0,
    memories: row?.memories ?? 0,
  };
}
