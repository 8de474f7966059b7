import { and, eq } from "drizzle-orm";
import { database } from "../db/client";
import { agentMemories } from "../db/schema";
import { memoryRefText } from "../memory/compaction";
import { countTokens } from "../memory/tokens";
import { byteLength } from "../memory/utf8";

/**
 * Keeps a full content behind a MemoryRef: the bytes in R2 under tenant/user/key, a row in
 * `agent_memories` pointing at them. Idempotent for a given key (a redelivered job rewrites the
 * same object and leaves the row as it was). The memories store (issue 3) reads these back.
 */
export interface FullContent {
  tenantId: string;
  userId: string;
  conversationId: string;
  key: string;
  content: string;
  description: string;
  memoryType: string;
  sourceSeq: number | null;
  metadata: Record<string, unknown>;
}

export const r2KeyFor = (tenantId: string, userId: string, key: string): string => `${tenantId}/${userId}/${key}`;

export async function storeFullContent(env: Env, input: FullContent): Promise<{ key: string; ref: string; tokenCount: number }> {
  const tokenCount = countTokens(input.content);
  const r2Key = r2KeyFor(input.tenantId, input.userId, input.key);
  await env.BLOBS.put(r2Key, input.content, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
  await database(env.DB)
    .insert(agentMemories)
    .values({
      memoryKey: input.key,
      tenantId: input.tenantId,
      userId: input.userId,
      conversationId: input.conversationId,
      sourceSeq: input.sourceSeq,
      memoryType: input.memoryType,
      description: input.description,
      content: null,
      r2Key,
      contentBytes: byteLength(input.content),
      tokenCount,
      contentMetadata: JSON.stringify(input.metadata),
    })
    .onConflictDoNothing();
  return { key: input.key, ref: memoryRefText({ key: input.key, description: input.description, tokens: tokenCount }), tokenCount };
}

/** Removes the tool results a conversation offloaded (rows and R2 objects), when it is deleted. */
export async function deleteConversationOffloads(env: Env, tenantId: string, conversationId: string): Promise<number> {
  const db = database(env.DB);
  const where = and(eq(agentMemories.tenantId, tenantId), eq(agentMemories.conversationId, conversationId), eq(agentMemories.memoryType, "tool_result"));
  const rows = await db.select({ r2Key: agentMemories.r2Key }).from(agentMemories).where(where);
  const keys = rows.flatMap((row) => (row.r2Key ? [row.r2Key] : []));
  // R2 first: a row left behind by a failure here still points at what remains to delete.
  for (let i = 0; i < keys.length; i += 1000) await env.BLOBS.delete(keys.slice(i, i + 1000));
  await db.delete(agentMemories).where(where);
  return rows.length;
}
