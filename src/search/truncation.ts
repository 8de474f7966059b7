import { log } from "../lib/log";
import { vectorIndexFor } from "./vectors";
import { indexMessages } from "./indexer";
import { deleteDocs } from "./store";

/**
 * After a conversation lost its messages from `fromSeq` on: their entries, and the summaries'
 * entries that reach into them, leave the index (rows, FTS entries, vectors). The kept turn
 * before `fromSeq` is indexed again, because its entry's context field quoted the removed turn.
 * Returns the number of entries removed.
 */
export async function removeTruncatedFromIndex(
  env: Env,
  target: { tenantId: string; conversationId: string; userId: string },
  fromSeq: number,
): Promise<number> {
  const ids = await deleteDocs(
    env.DB,
    "tenant_id = ? AND conversation_id = ? AND ((kind = 'message' AND start_seq >= ?) OR (kind = 'summary' AND end_seq >= ?))",
    [target.tenantId, target.conversationId, fromSeq, fromSeq],
  );
  const vectors = vectorIndexFor(env);
  for (let i = 0; i < ids.length; i += 500) await vectors.deleteByIds(ids.slice(i, i + 500));
  if (fromSeq > 0) {
    try {
      await indexMessages(env, { type: "index_messages", ...target, fromSeq: fromSeq - 1, toSeq: fromSeq - 1 });
    } catch (error) {
      // Only the neighbour's low-weight context field stays stale; the next append re-indexes it.
      log("warn", "truncation_reindex_failed", { conversationId: target.conversationId, fromSeq, error: String(error) });
    }
  }
  return ids.length;
}
