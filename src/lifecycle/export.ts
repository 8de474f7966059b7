import { factView } from "../facts/service";
import { userStub } from "../users/stub";
import { and, asc, eq } from "drizzle-orm";
import { conversationStub } from "../conversations/stub";
import { database } from "../db/client";
import { listUserConversations } from "../db/conversations-registry";
import { agentMemories, memory } from "../db/schema";
import { moveLegacyOf } from "../db/legacy-move";
import { userShard } from "../db/shards";
import type { StoredMessage } from "../conversations/messages";
import type { UserExport } from "./user-export";
import { messageView } from "../contents/parts";
import { readArchive } from "../summaries/archive";

const PAGE = 1000;

/** Every message of a conversation, page by page, as this user's key would see them. */
async function allMessages(env: Env, tenantId: string, conversationId: string, userId: string): Promise<StoredMessage[] | null> {
  const stub = conversationStub(env, tenantId, conversationId);
  const scope = { tenantId, conversationId, restrictedUserId: userId };
  const messages: StoredMessage[] = [];
  for (let from = 0; ;) {
    const page = await stub.getMessages(scope, from, Number.MAX_SAFE_INTEGER, PAGE);
    if (!page.ok) return messages.length > 0 ? messages : null;
    messages.push(...page.value);
    const last = page.value.at(-1);
    if (page.value.length < PAGE || !last) return messages;
    from = last.seq + 1;
  }
}

/** The user's data as JSON: conversations with messages and summaries, long-term memories with content. */
export async function exportUser(env: Env, tenantId: string, userId: string): Promise<UserExport> {
  const control = database(env.DB);
  // Everything of the user but the registry lives in their data shard; rows from before the shards move there first.
  await moveLegacyOf(env, { tenantId, userId });
  const db = database((await userShard(env, tenantId, userId)).db);
  const conversations: UserExport["conversations"] = [];
  for (let after = ""; ;) {
    const rows = await listUserConversations(control, tenantId, userId, 200, after);
    for (const row of rows) {
      const messages = await allMessages(env, tenantId, row.conversationId, userId);
      if (messages === null) continue; // registered, but the object holds nothing (or another user's)
      const key = { tenantId, conversationId: row.conversationId };
      const live = await db
        .select()
        .from(memory)
        .where(and(eq(memory.tenantId, key.tenantId), eq(memory.conversationId, key.conversationId)))
        .orderBy(asc(memory.memoryId));
      const liveIds = new Set(live.map((s) => s.memoryId));
      // Versions pruned by the sweep are part of the user's data too (a crash may leave one in both).
      const archived = (await readArchive(env.BLOBS, key)).filter((v) => !liveIds.has(v.memory_id));
      conversations.push({
        conversation_id: row.conversationId,
        created_at: row.createdAt,
        last_activity_at: row.lastActivityAt,
        messages: messages.map(messageView),
        summaries: [
          ...archived.map((v) => ({
            memory_id: v.memory_id,
            text: v.memory_text,
            start_seq: v.start_sequence,
            end_seq: v.end_sequence,
            base_memory_id: v.base_memory_id,
            status: v.status,
            created_at: v.created_at,
          })),
          ...live.map((s) => ({
            memory_id: s.memoryId,
            text: s.memoryText,
            start_seq: s.startSequence,
            end_seq: s.endSequence,
            base_memory_id: s.baseMemoryId,
            status: s.status,
            created_at: s.createdAt,
          })),
        ].sort((a, b) => a.memory_id - b.memory_id),
      });
    }
    const last = rows.at(-1);
    if (rows.length < 200 || !last) break;
    after = last.conversationId;
  }
  const rows = await db
    .select()
    .from(agentMemories)
    .where(and(eq(agentMemories.tenantId, tenantId), eq(agentMemories.userId, userId)))
    .orderBy(asc(agentMemories.createdAt));
  const memories: UserExport["memories"] = [];
  for (const row of rows) {
    const content = row.content ?? (row.r2Key ? ((await (await env.BLOBS.get(row.r2Key))?.text()) ?? null) : null);
    memories.push({
      key: row.memoryKey,
      type: row.memoryType,
      description: row.description,
      summary: row.summary,
      content,
      conversation_id: row.conversationId,
      agent_id: row.agentId,
      metadata: parseMetadata(row.contentMetadata),
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    });
  }
  const facts = (await userStub(env, tenantId, userId).exportFacts()).map(factView);
  return { user_id: userId, exported_at: new Date().toISOString(), conversations, memories, facts };
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}
