import { log } from "../../src/lib/log";
import type { IndexMessagesJob } from "../../src/queue/messages";
import type { MetaStore } from "./meta-store";

/**
 * After an append: one queue message asking the consumer to index every message not yet
 * handed over (from the watermark `indexQueuedThrough` to the last seq). A failed send leaves
 * the watermark where it was, so the next append's job covers those messages too. Indexing
 * is idempotent: overlapping ranges from concurrent appends only cost a redundant write.
 */
export async function enqueueMessageIndexing(jobs: Queue, meta: MetaStore): Promise<void> {
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
  try {
    await jobs.send(job);
  } catch (error) {
    log("error", "index_enqueue_failed", { type: job.type, conversationId: job.conversationId, fromSeq, toSeq: lastSeq, error: String(error) });
    return;
  }
  meta.set("indexQueuedThrough", Math.max(lastSeq, meta.get("indexQueuedThrough") ?? -1));
}
