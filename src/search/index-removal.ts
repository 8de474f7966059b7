import { userStub } from "../users/stub";
import { evictCachedFacts } from "../facts/facts-cache";
import { vectorIndexFor, vectorIds } from "./vectors";

/** Vectorize's copies of removed rows (the local index's vectors went with their rows). */
async function deleteVectors(env: Env, ids: string[]): Promise<number> {
  const vectors = vectorIndexFor(env);
  if (vectors) for (let i = 0; i < ids.length; i += 500) await vectors.deleteByIds(ids.slice(i, i + 500));
  return ids.length;
}

/**
 * A deleted conversation's messages and summaries leave its owner's index; with the deletion
 * log's id, the owner's object also refuses index writes read before the delete.
 */
export async function removeConversationFromIndex(
  env: Env,
  target: { tenantId: string; userId: string; conversationId: string },
  logId: number | null,
): Promise<number> {
  const ids = await userStub(env, target.tenantId, target.userId).removeConversationIndex(target.conversationId, logId);
  return deleteVectors(env, ids);
}

/** Long-term memories (each in its user's index): rows, FTS entries, vectors. */
export async function removeMemoriesFromIndex(
  env: Env,
  tenantId: string,
  refs: Array<{ userId: string; memoryKey: string }>,
): Promise<number> {
  const byUser = new Map<string, string[]>();
  for (const ref of refs) byUser.set(ref.userId, [...(byUser.get(ref.userId) ?? []), ref.memoryKey]);
  let removed = 0;
  for (const [userId, keys] of byUser) {
    await userStub(env, tenantId, userId).removeMemoriesIndex(keys);
    removed += keys.length;
  }
  // By id, whether or not a row was found: a vector written just before its row was refused goes too.
  const vectors = vectorIndexFor(env);
  if (vectors) {
    await vectors.deleteByIds(await Promise.all(refs.map((ref) => vectorIds.memory(tenantId, ref.memoryKey))));
  }
  return removed;
}

/**
 * After a conversation lost its messages from `fromSeq` on: their entries, and the summaries'
 * entries that reach into them, leave the owner's index. Returns the number removed.
 */
export async function removeTruncatedFromIndex(
  env: Env,
  target: { tenantId: string; conversationId: string; userId: string },
  fromSeq: number,
): Promise<number> {
  const ids = await userStub(env, target.tenantId, target.userId).removeTruncatedIndex(target.conversationId, fromSeq);
  return deleteVectors(env, ids);
}

/** Forget-a-user: facts and index in the user's object (tombstoned against late writes), then Vectorize's copies. */
export async function forgetUserObject(env: Env, tenantId: string, userId: string, logId: number): Promise<number> {
  const { facts, vectorIds } = await userStub(env, tenantId, userId).forget(logId);
  evictCachedFacts(tenantId, userId);
  await deleteVectors(env, vectorIds);
  return facts;
}
