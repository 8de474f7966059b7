import type { Principal } from "../db/api-keys";
import { database } from "../db/client";
import { conversationOwner } from "../db/conversations-registry";
import { userStub } from "../users/stub";

/** How far the background indexer got with one conversation (what the caller may see of it). */
export async function indexStatus(env: Env, principal: Principal, conversationId: string) {
  const owner = await conversationOwner(database(env.DB), { tenantId: principal.tenantId, conversationId });
  const visible = owner !== null && (principal.userId === null || principal.userId === owner);
  const counts = visible ? await userStub(env, principal.tenantId, owner).indexCounts(conversationId) : null;
  return {
    conversation_id: conversationId,
    messages: counts?.messages ?? 0,
    last_indexed_seq: counts?.lastSeq ?? null,
    summaries: counts?.summaries ?? 0,
    memories: counts?.memories ?? 0,
  };
}
