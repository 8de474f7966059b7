import { enqueue } from "../../src/queue/enqueue";
import type { IndexMessagesJob } from "../../src/queue/messages";
import type { MetaStore } from "./meta-store";

/**
 * After an append: one queue message asking the consumer to index every message not yet
 * handed over (from the watermark `indexQueuedThrough` to the last seq). A failed send leaves
 * the watermark where it was, so the next append's job covers those messages too. Indexing
 * is idempotent: overlapping ranges from concurrent appends only cost a redundant write.
 */
export async function enqueueMessageIndexing(env: Env, meta: MetaStore): Promise<void> {
  const identity = meta.get("identity");
  const lastSeq = meta.get("lastSeq");
  if (!identity || lastSeq === undefined) return;
  const fromSeq = (meta.get("indexQueuedThrough") ?? -1) + 1;
  if (fromSeq > lastSeq) return;
  const job: IndexMessagesJob = {
    type: "index_messages",
    tenantId: identity.tenantId,
    conversationId: identity.conversationId,
    userId: identity.userId,
    fromSeq,
    toSeq: lastSeq,
  };
  const fields = { type: job.type, conversationId: job.conversationId, fromSeq, toSeq: lastSeq };
  if (!(await enqueue(env, job, { event: "index_enqueue_failed", fields }))) return;
  meta.set("indexQueuedThrough", Math.max(lastSeq, meta.get("indexQueuedThrough") ?? -1));
}
