import { enqueue } from "../../src/queue/enqueue";
import type { ExtractFactsJob } from "../../src/queue/messages";
import type { MetaStore } from "./meta-store";

/**
 * After an append that finished a round: one queue message asking for the user's facts in every
 * turn not yet handed over (watermark `factsQueuedThrough` to the round's end). Extraction never
 * runs here: the append answers as before. A failed send leaves the watermark, so the next
 * round's job covers those turns too.
 */
export async function enqueueFactExtraction(env: Env, meta: MetaStore, now = Date.now()): Promise<void> {
  const identity = meta.get("identity");
  const roundEnd = meta.get("roundEndSeq");
  if (!identity || roundEnd === undefined) return;
  const fromSeq = (meta.get("factsQueuedThrough") ?? -1) + 1;
  if (fromSeq > roundEnd) return;
  const job: ExtractFactsJob = {
    type: "extract_facts",
    tenantId: identity.tenantId,
    conversationId: identity.conversationId,
    userId: identity.userId,
    fromSeq,
    toSeq: roundEnd,
    sentAt: now,
  };
  const fields = { conversationId: job.conversationId, fromSeq, toSeq: roundEnd };
  if (!(await enqueue(env, job, { event: "fact_extraction_enqueue_failed", fields }))) return;
  meta.set("factsQueuedThrough", roundEnd);
}
