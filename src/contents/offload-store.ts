import { database } from "../db/client";
import { markReady } from "../db/agent-memories";
import { userShard } from "../db/shards";
import { memoryRefText } from "../context/compaction";
import { measure } from "./offload-rule";
import { writeMemory } from "./store";

/**
 * A full content kept behind a MemoryRef (seed 004 tool-result budgeting). Idempotent for a
 * given key (a redelivered job rewrites the same object and leaves the row as it was). Rows are
 * offloads like the ones ingestion makes (origin 'offload'), so the memories API reads them
 * back and every purge path removes them.
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

/**
 * Written like every other offload (src/contents/store.ts writeMemory: row first, then the
 * object, so no blob is ever left without its row); the message's seq is known already, so the
 * row is ready at once instead of waiting for the link an ingestion offload gets.
 */
export async function storeFullContent(env: Env, input: FullContent): Promise<{ key: string; ref: string; tokenCount: number }> {
  const size = measure(input.content);
  await writeMemory(
    env,
    {
      memoryKey: input.key,
      tenantId: input.tenantId,
      userId: input.userId,
      conversationId: input.conversationId,
      sourceSeq: input.sourceSeq,
      memoryType: input.memoryType,
      description: input.description,
      descriptionSource: "extractive",
      contentMetadata: JSON.stringify(input.metadata),
      origin: "offload",
    },
    input.content,
    size,
  );
  await markReady(database((await userShard(env, input.tenantId, input.userId)).db), input.key);
  return {
    key: input.key,
    ref: memoryRefText({ key: input.key, description: input.description, tokens: size.tokens }),
    tokenCount: size.tokens,
  };
}
