import { database } from "../../src/db/client";
import { armIndexWatch } from "../../src/db/index-watch";
import { log } from "../../src/lib/log";
import { enqueue } from "../../src/queue/enqueue";
import type { IndexMessagesJob } from "../../src/queue/job-types";
import { clipMark, EMPTY_MARK, firstUnindexed, recordIndexed } from "../../src/search/index-mark";
import type { MetaStore } from "./meta-store";
import type { IndexReport, IndexReview, IndexStatusView } from "../../src/conversations/outcomes";

/** Truncations remembered for reconciling late reports; a report older than all of them trusts nothing past seq -1. */
const KEPT_TRUNCATIONS = 16;

const behind = (meta: MetaStore) => (meta.get("indexMark") ?? EMPTY_MARK).indexedThrough < (meta.get("lastSeq") ?? -1);

/** Starts the wait clock when messages begin waiting; stops it once none do. */
function updateWaiting(meta: MetaStore, now: number, progressed: boolean): void {
  if (!behind(meta)) meta.delete("indexWaitingSince");
  else if (progressed || meta.get("indexWaitingSince") === undefined) meta.set("indexWaitingSince", now);
}

/**
 * After an append: one queue message asking the consumer to index every message not yet
 * handed over (from the send watermark `indexQueuedThrough` to the last seq). The send mark
 * only avoids re-sending work in flight; what is searchable is the confirmed mark
 * (`indexMark`), moved by the consumer's reports. A failed send leaves the send mark where it
 * was, and a failed job rewinds it to the confirmed mark, so the next append re-covers both;
 * a job lost without a report is re-covered by the sweep (reviewIndexing).
 */
export async function enqueueMessageIndexing(env: Env, meta: MetaStore, recover = false): Promise<boolean> {
  const identity = meta.get("identity");
  const lastSeq = meta.get("lastSeq");
  if (!identity || lastSeq === undefined) return false;
  updateWaiting(meta, Date.now(), false);
  const confirmedFrom = firstUnindexed(meta.get("indexMark") ?? EMPTY_MARK);
  const fromSeq = recover ? confirmedFrom : Math.max(confirmedFrom, (meta.get("indexQueuedThrough") ?? -1) + 1);
  if (fromSeq > lastSeq) return false;
  const epoch = meta.get("indexEpoch") ?? 0;
  const job: IndexMessagesJob = {
    type: "index_messages",
    tenantId: identity.tenantId,
    conversationId: identity.conversationId,
    userId: identity.userId,
    fromSeq,
    toSeq: lastSeq,
    ...(epoch > 0 ? { epoch } : {}),
  };
  const fields = { type: job.type, conversationId: job.conversationId, fromSeq, toSeq: lastSeq };
  if (!(await enqueue(env, job, { event: "index_enqueue_failed", fields }))) return false;
  meta.set("indexQueuedThrough", Math.max(lastSeq, meta.get("indexQueuedThrough") ?? -1));
  return true;
}

/**
 * Arms the registry's index watch (src/db/index-watch.ts) once, when messages start waiting:
 * the sweep then finds this conversation however its job ends. A failed write is retried by
 * the next append; the value is remembered only once D1 holds it.
 */
export async function armIndexWatchIfDue(env: Env, meta: MetaStore, now: number): Promise<void> {
  const identity = meta.get("identity");
  if (!identity || meta.get("indexWatchArmedAt") !== undefined || !behind(meta)) return;
  const since = new Date(now).toISOString();
  try {
    await armIndexWatch(database(env.DB), identity, since);
    // Not written back into an object a purge emptied meanwhile.
    if (meta.get("identity")?.createdAt === identity.createdAt) meta.set("indexWatchArmedAt", since);
  } catch (error) {
    log("warn", "index_watch_arm_failed", { conversationId: identity.conversationId, error: String(error) });
  }
}

/**
 * Truncation's part (inside its transaction): confirmations and sends past the cut are
 * forgotten (the seqs will be reused by other messages), and the epoch moves so reports of
 * jobs sent before are reconciled against the cut rather than trusted.
 */
export function truncateIndexMarks(meta: MetaStore, fromSeq: number, now: number): void {
  meta.set("indexMark", clipMark(meta.get("indexMark") ?? EMPTY_MARK, fromSeq - 1));
  meta.set("indexQueuedThrough", Math.min(meta.get("indexQueuedThrough") ?? -1, fromSeq - 1));
  const failed = meta.get("indexFailed");
  if (failed && failed.fromSeq >= fromSeq) meta.delete("indexFailed");
  else if (failed && failed.toSeq >= fromSeq) meta.set("indexFailed", { ...failed, toSeq: fromSeq - 1 });
  const epoch = (meta.get("indexEpoch") ?? 0) + 1;
  meta.set("indexEpoch", epoch);
  meta.set("indexTruncations", [...(meta.get("indexTruncations") ?? []), [epoch, fromSeq] as [number, number]].slice(-KEPT_TRUNCATIONS));
  updateWaiting(meta, now, false);
}

/** The lowest seq a truncate after `epoch` removed: below it a job of that epoch read what is still there. */
function keptBelow(meta: MetaStore, epoch: number): number {
  const current = meta.get("indexEpoch") ?? 0;
  const later = (meta.get("indexTruncations") ?? []).filter(([at]) => at > epoch);
  // Truncations no longer remembered may have cut anywhere.
  if (later.length < current - epoch) return 0;
  return Math.min(...later.map(([, from]) => from));
}

/**
 * The consumer's verdict on one index job; true when seqs must be sent again. A report for
 * another owner is ignored. A report of an earlier epoch (a truncate came after its job was
 * sent) is reconciled: what it covered below the cut is recorded, and since its job may have
 * written removed contents at seqs now reused, everything from the cut on is forgotten and
 * sent again. A failure only rewinds the send mark; the sweep or the next append re-covers.
 */
export function recordIndexReport(meta: MetaStore, report: IndexReport, now: number): boolean {
  const identity = meta.get("identity");
  const lastSeq = meta.get("lastSeq") ?? -1;
  if (!identity || identity.userId !== report.userId || report.fromSeq > report.toSeq) return false;
  const reportEpoch = report.epoch ?? 0;
  const stale = reportEpoch !== (meta.get("indexEpoch") ?? 0) || report.toSeq > lastSeq;
  // A job from after a purge and a reuse cannot be placed: only its own seqs up to the last are trusted.
  const cut = Math.min(stale ? keptBelow(meta, reportEpoch) : lastSeq + 1, lastSeq + 1);
  const before = meta.get("indexMark") ?? EMPTY_MARK;
  let mark = before;
  const toSeq = Math.min(report.toSeq, cut - 1);
  if (report.ok && report.fromSeq <= toSeq) mark = recordIndexed(mark, report.fromSeq, toSeq);
  const resend = stale && report.toSeq >= cut && lastSeq >= cut;
  if (resend) mark = clipMark(mark, cut - 1);
  meta.set("indexMark", mark);
  const failed = meta.get("indexFailed");
  if (failed && mark.indexedThrough >= failed.toSeq) meta.delete("indexFailed");
  const failedUnconfirmed = !report.ok && report.fromSeq <= toSeq && toSeq > mark.indexedThrough;
  if (failedUnconfirmed) {
    meta.set("indexFailed", { fromSeq: report.fromSeq, toSeq, reason: report.reason.slice(0, 500), failedAt: new Date(now).toISOString() });
  }
  // Everything not confirmed is sent again by the next append, the reconciliation, or the sweep.
  if (failedUnconfirmed || resend) meta.set("indexQueuedThrough", Math.min(meta.get("indexQueuedThrough") ?? -1, mark.indexedThrough));
  updateWaiting(meta, now, mark.indexedThrough > before.indexedThrough);
  return resend;
}

/**
 * The sweep's review of a conversation whose watch is older than `afterMs`: all indexed, the
 * watch is disarmed (the sweep clears its registry value); still waiting with no progress for
 * `afterMs`, everything unconfirmed is sent again, whatever became of the job.
 */
export async function reviewIndexing(env: Env, meta: MetaStore, now: number, afterMs: number): Promise<IndexReview> {
  if (!meta.get("identity") || !behind(meta)) {
    meta.delete("indexWatchArmedAt");
    meta.delete("indexWaitingSince");
    return { sent: false, settled: true };
  }
  const waiting = meta.get("indexWaitingSince");
  if (waiting !== undefined && now - waiting < afterMs) return { sent: false, settled: false };
  const sent = await enqueueMessageIndexing(env, meta, true);
  // The next re-send waits another `afterMs` for this one to report.
  if (sent) meta.set("indexWaitingSince", now);
  return { sent, settled: false };
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
