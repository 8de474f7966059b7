import { forgetUserObject } from "../search/index-removal";
import { and, eq } from "drizzle-orm";
import { database } from "../db/client";
import { listUserConversations } from "../db/conversations-registry";
import { agentMemories } from "../db/schema";
import { memoryRefColumns } from "../db/agent-memories";
import { moveLegacyOf } from "../db/legacy-move";
import { userShard } from "../db/shards";
import { serviceConfig } from "../lib/config";
import { recordDeletion } from "./deletion-log";
import { log } from "../lib/log";
import { addCounts, emptyCounts, purgeAgentMemories, purgeConversation, type PurgeCounts } from "./purge";

const MEMORY_PAGE = 200;

export interface ForgetResult {
  counts: PurgeCounts;
  /** The user's facts (every version), deleted from the user object. */
  facts: number;
  /** False when the user had more conversations than one request handles: call again. */
  complete: boolean;
}

/**
 * Everything of one user in one tenant: each conversation (found through the registry) from
 * every store, then all the user's remaining long-term memories (including those that name a
 * conversation), from the user's data shard.
 * Each conversation object checks that it belongs to this user before it deletes anything.
 */
export async function forgetUser(env: Env, tenantId: string, userId: string): Promise<ForgetResult> {
  const db = database(env.DB);
  // Logged first: from here on no index write in flight for this user goes in (each
  // conversation's own entry follows its wipe); the sources are deleted below, the index last.
  const logId = await recordDeletion(env.DB, { tenantId, scope: "user", subjectId: userId, userId });
  const max = serviceConfig(env).FORGET_MAX_CONVERSATIONS;
  const counts = emptyCounts();
  const conversations = await listUserConversations(db, tenantId, userId, max + 1);
  for (const row of conversations.slice(0, max)) {
    const { outcome, counts: removed } = await purgeConversation(env, {
      tenantId,
      conversationId: row.conversationId,
      restrictedUserId: userId,
      registeredCreatedAt: row.createdAt,
    });
    if (outcome.reason === "not_visible") log("error", "registry_user_mismatch", { tenantId, conversationId: row.conversationId });
    addCounts(counts, removed);
  }
  await moveLegacyOf(env, { tenantId, userId });
  const shard = database((await userShard(env, tenantId, userId)).db);
  for (;;) {
    const page = await shard
      .select(memoryRefColumns)
      .from(agentMemories)
      .where(and(eq(agentMemories.tenantId, tenantId), eq(agentMemories.userId, userId)))
      .limit(MEMORY_PAGE);
    if (page.length === 0) break;
    addCounts(counts, await purgeAgentMemories(env, page));
    if (page.length < MEMORY_PAGE) break;
  }
  // After the conversations: an extraction job still in the queue then finds nothing to read;
  // the user's object (facts and search index) is wiped, its tombstone refusing late index writes.
  const facts = await forgetUserObject(env, tenantId, userId, logId);
  return { counts, facts, complete: conversations.length <= max };
}
