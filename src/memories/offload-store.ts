import { database } from "../db/client";
import { agentMemories } from "../db/schema";
import { memoryRefText } from "../memory/compaction";
import { countLines } from "../memory/text-range";
import { countTokens } from "../memory/tokens";
import { byteLength } from "../memory/utf8";

/**
 * Keeps a full content behind a MemoryRef: the bytes in R2 under tenant/user/key, a row in
 * `agent_memories` pointing at them. Idempotent for a given key (a redelivered job rewrites the
 * same object and leaves the row as it was). Rows are offloads like the ones ingestion makes
 * (origin 'offload'), so the memories API reads them back and every purge path removes them.
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
      origin: "offload",
      state: "ready",
      descriptionSource: "extractive",
      lineCount: countLines(input.content),
      storedAt: new Date().toISOString(),
    })
    .onConflictDoNothing();
  return { key: input.key, ref: memoryRefText({ key: input.key, description: input.description, tokens: tokenCount }), tokenCount };
}
