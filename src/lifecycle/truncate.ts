import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { TruncateOutcome } from "../conversations/outcomes";
import { callerScope, conversationStub } from "../conversations/stub";
import { unwrap } from "../lib/errors";
import { chainDb } from "../summaries/chain";
import { agentMemories, memory } from "../db/schema";
import { removeTruncatedFromIndex } from "../search/index-removal";
import { conversationOffloads, purgeAgentMemories } from "./purge";

export interface Truncation {
  outcome: TruncateOutcome;
  deletedSummaries: number;
  deletedOffloads: number;
}

/**
 * Truncates a conversation's tail: the object first (messages, counters, its hot summary
 * falling back to the last valid one, the summary job, the strategies' state), then what
 * lives outside it: summary rows reaching into the removed seqs (any status: a 'processing'
 * row is the cancelled job), their index entries and the removed messages', and the contents
 * offloaded from removed messages. Each step is idempotent and covers every seq >= fromSeq,
 * so repeating the request after an interruption finishes the cleanup.
 */
export async function truncateConversation(
  env: Env,
  principal: { tenantId: string; userId: string | null },
  conversationId: string,
  fromSeq: number,
): Promise<Truncation> {
  const stub = conversationStub(env, principal.tenantId, conversationId);
  const outcome = unwrap(await stub.truncate(callerScope(principal, conversationId), fromSeq));
  const key = { tenantId: principal.tenantId, conversationId };
  const db = await chainDb(env, key, outcome.userId);
  const summaries = await db
    .delete(memory)
    .where(and(eq(memory.tenantId, key.tenantId), eq(memory.conversationId, key.conversationId), gte(memory.endSequence, fromSeq)))
    .returning({ id: memory.memoryId });
  await removeTruncatedFromIndex(env, { ...key, userId: outcome.userId }, fromSeq);
  // An offloaded content's row keeps the first seq that holds it: at or after fromSeq, no kept
  // message names it. Rows still pending (no seq yet) belong to appends in flight: the sweep settles them.
  const offloads = await conversationOffloads(db, key, isNotNull(agentMemories.sourceSeq), gte(agentMemories.sourceSeq, fromSeq));
  const purged = await purgeAgentMemories(env, offloads);
  return { outcome, deletedSummaries: summaries.length, deletedOffloads: purged.memories };
}
