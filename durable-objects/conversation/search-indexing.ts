import { enqueue } from "../../src/queue/enqueue";
import type { IndexMessagesJob } from "../../src/queue/job-types";
import { EMPTY_MARK, firstUnindexed, recordIndexed } from "../../src/search/index-mark";
import type { MetaStore } from "./meta-store";
import type { IndexReport, IndexStatusView } from "../../src/conversations/outcomes";

/**
 * After an append: one queue message asking the consumer to index every message not yet
 * handed over (from the send watermark `indexQueuedThrough` to the last seq). The send mark
 * only avoids re-sending work in flight; what is searchable is the confirmed mark
 * (`indexMark`), moved by the consumer's reports. A failed send leaves the send mark where it
 * was, and a failed job rewinds it to the confirmed mark, so the next append re-covers both.
 */
export async function enqueueMessageIndexing(env: Env, meta: MetaStore, recover = false): Promise<boolean> {
  const identity = meta.get("identity");
  const lastSeq = meta.get("lastSeq");
  if (!identity || lastSeq === undefined) return false;
  const confirmedFrom = firstUnindexed(meta.get("indexMark") ?? EMPTY_MARK);
  const fromSeq = recover ? confirmedFrom : Math.max(confirmedFrom, (meta.get("indexQueuedThrough") ?? -1) + 1);
  if (fromSeq > lastSeq) return false;
  const job: IndexMessagesJob = {
    type: "index_messages",
    tenantId: identity.tenantId,
    conversationId: identity.conversationId,
    userId: identity.userId,
    fromSeq,
    toSeq: lastSeq,
  };
  const fields = { type: job.type, conversationId: job.conversationId, fromSeq, toSeq: lastSeq };
  if (!(await enqueue(env, job, { event: "index_enqueue_failed", fields }))) return false;
  meta.set("indexQueuedThrough", Math.max(lastSeq, meta.get("indexQueuedThrough") ?? -1));
  return true;
}

/**
 * The consumer's verdict on one index job. A report for another owner or for seqs this object
 * does not hold (a job sent before a DELETE emptied it) is ignored.
 */
export function recordIndexReport(meta: MetaStore, report: IndexReport, now: number): void {
  const identity = meta.get("identity");
  const lastSeq = meta.get("lastSeq") ?? -1;
  if (!identity || identity.userId !== report.userId || report.toSeq > lastSeq || report.fromSeq > report.toSeq) return;
  const mark = meta.get("indexMark") ?? EMPTY_MARK;
  if (report.ok) {
    const next = recordIndexed(mark, report.fromSeq, report.toSeq);
    meta.set("indexMark", next);
    const failed = meta.get("indexFailed");
    if (failed && next.indexedThrough >= failed.toSeq) meta.delete("indexFailed");
    return;
  }
  if (report.toSeq <= mark.indexedThrough) return;
  meta.set("indexFailed", {
    fromSeq: report.fromSeq,
    toSeq: report.toSeq,
    reason: report.reason.slice(0, 500),
    failedAt: new Date(now).toISOString(),
  });
  // Everything not confirmed is sent again by the next append (or the sweep's recovery).
  meta.set("indexQueuedThrough", Math.min(meta.get("indexQueuedThrough") ?? -1, mark.indexedThrough));
}

export function indexStatusView(meta: MetaStore): IndexStatusView {
  const lastSeq = meta.get("lastSeq") ?? -1;
  const through = Math.min(lastSeq, (meta.get("indexMark") ?? EMPTY_MARK).indexedThrough);
  return {
    lastSeq,
    indexedThroughSeq: through,
    pending: through < lastSeq ? { fromSeq: through + 1, toSeq: lastSeq } : null,
    failed: meta.get("indexFailed") ?? null,
  };
}
