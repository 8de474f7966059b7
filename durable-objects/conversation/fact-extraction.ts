import type { ExtractFactsJob } from "../../src/queue/job-types";
import type { MetaStore } from "./meta-store";

/**
 * After an append that finished a round: one queue message asking for the user's facts in every
 * turn not yet handed over (watermark `factsQueuedThrough` to the round's end), or none. Extraction
 * never runs here: the append only sends the job, in the same batch as its other jobs
 * (append.ts), and moves the watermark once the send succeeded (`markFactsQueued`). A failed
 * send leaves the watermark, so the next round's job covers those turns too.
 */
export function factExtractionJob(meta: MetaStore, now = Date.now()): ExtractFactsJob | null {
  const identity = meta.get("identity");
  const roundEnd = meta.get("roundEndSeq");
  if (!identity || roundEnd === undefined) return null;
  const fromSeq = (meta.get("factsQueuedThrough") ?? -1) + 1;
  if (fromSeq > roundEnd) return null;
  return {
    type: "extract_facts",
    tenantId: identity.tenantId,
    conversationId: identity.conversationId,
    userId: identity.userId,
    fromSeq,
    toSeq: roundEnd,
    sentAt: now,
  };
}

/** The job was accepted by the queue: later rounds start after it. */
export function markFactsQueued(meta: MetaStore, job: ExtractFactsJob): void {
  meta.set("factsQueuedThrough", job.toSeq);
}
