import { database } from "../../src/db/client";
import { chainDb, deleteMemory, failIfProcessing, getMemory, insertProcessingMemory } from "../../src/summaries/chain";
import { userShard } from "../../src/db/shards";
import type { SummarySnapshot } from "../../src/context/assemble";
import { countTokens } from "../../src/context/tokens";
import { log } from "../../src/lib/log";
import { calculateSummaryRange, endsRound, shouldTriggerSummary } from "../../src/context/window";
import { readMessages } from "./message-store";
import type { ConversationSettings } from "../../src/conversations/settings";
import { currentJob, type MetaStore } from "./meta-store";
import type { TriggerOutcome } from "../../src/conversations/outcomes";
import { afterFailure, asTrial, breakerAdmits, type BreakerLimits, type BreakerState } from "../../src/summaries/breaker";
import { enqueue } from "../../src/queue/enqueue";

/** Seed 002's summarization lock and dispatch, moved out of the object to keep it thin. */
export interface Reservation {
  startSeq: number;
  endSeq: number;
  baseMemoryId: number | null;
  deadline: number;
}

/**
 * Waiting for a round to end is bounded: a conversation whose turns never end a round (only
 * user messages, say a multi-party chat ingested as users, or a long tool loop) would
 * otherwise never be summarized. After a whole window without a round end, it triggers anyway.
 */
function roundWaitExhausted(meta: MetaStore, lastSeq: number, settings: ConversationSettings): boolean {
  return lastSeq - (meta.get("roundEndSeq") ?? -1) >= settings.window_size;
}

/** For a trigger that is not an append: the round is as the last stored message left it. */
export function lastMessageEndsRound(sql: SqlStorage, meta: MetaStore): boolean {
  const lastSeq = meta.get("lastSeq") ?? -1;
  const last = readMessages(sql, lastSeq, lastSeq, 1)[0];
  return last !== undefined && endsRound(last);
}

/** Must run inside a synchronous transaction: it is the check-then-write of the lock. */
export function reserveSummaryJob(
  sql: SqlStorage,
  meta: MetaStore,
  settings: ConversationSettings,
  limits: BreakerLimits,
  now: number,
  roundEnded: boolean,
): { outcome: TriggerOutcome; job?: Reservation } {
  // Only the sliding-window strategy reads seed 002's summary: the others must not pay for it.
  if (settings.strategy !== "sliding-window") return { outcome: { triggered: false, reason: "other_strategy" } };
  const lastSeq = meta.get("lastSeq") ?? -1;
  const job = currentJob(sql);
  const summary = meta.get("summary");
  const failures = meta.get("consecutiveFailures") ?? 0;
  const decision = shouldTriggerSummary(
    {
      lastSavedSeq: lastSeq,
      roundOpen: !roundEnded && !roundWaitExhausted(meta, lastSeq, settings),
      jobInFlight: job !== undefined,
      coveredThroughSeq: summary?.endSeq ?? null,
      circuitOpen: !breakerAdmits(failures, meta.get("breaker"), limits, now),
    },
    { windowSize: settings.window_size, summarizeAfterSeq: settings.summarize_after_seq },
  );
  if (!decision.trigger) return { outcome: { triggered: false, reason: decision.reason } };
  const range = calculateSummaryRange(lastSeq, { windowSize: settings.window_size, summarizeAfterSeq: settings.summarize_after_seq });
  const reservation: Reservation = {
    ...range,
    baseMemoryId: summary?.memoryId ?? null,
    deadline: now + settings.job_timeout_seconds * 1000,
  };
  sql.exec(
    `INSERT INTO job (id, memory_id, start_seq, end_seq, base_memory_id, reserved_at, deadline) VALUES (1, NULL, ?, ?, ?, ?, ?)`,
    reservation.startSeq,
    reservation.endSeq,
    reservation.baseMemoryId,
    now,
    reservation.deadline,
  );
  // Admitted while tripped: this job is the half-open breaker's one trial.
  const trial = asTrial(failures, meta.get("breaker"), limits, now);
  if (trial) meta.set("breaker", trial);
  return { outcome: { triggered: true }, job: reservation };
}

/** Records the 'processing' row in D1 and enqueues the job; the alarm is its watchdog. */
export async function dispatchSummaryJob(
  target: { sql: SqlStorage; meta: MetaStore; storage: DurableObjectStorage; env: Env; failJob(memoryId: number): Promise<void> },
  job: Reservation,
): Promise<TriggerOutcome> {
  const { sql, env } = target;
  const identity = target.meta.get("identity");
  if (!identity) return { triggered: false, reason: "no_conversation" };
  await target.storage.setAlarm(job.deadline);
  const shard = await userShard(env, identity.tenantId, identity.userId);
  const db = database(shard.db);
  let memoryId: number;
  try {
    memoryId = await insertProcessingMemory(shard, { ...identity, ...job });
  } catch (error) {
    sql.exec(`DELETE FROM job WHERE id = 1 AND memory_id IS NULL`);
    log("error", "summary_dispatch_failed", { stage: "d1", error: String(error) });
    return { triggered: false, reason: "dispatch_failed" };
  }
  // While the row was being written this object could have been emptied by a DELETE (whose
  // D1 cleanup may have run before the insert landed): then no one owns the row.
  const claimed = target.storage.transactionSync(() => {
    const current = currentJob(sql);
    if (current?.memory_id !== null || current.deadline !== job.deadline || current.end_seq !== job.endSeq) return false;
    sql.exec(`UPDATE job SET memory_id = ? WHERE id = 1`, memoryId);
    return true;
  });
  if (!claimed) {
    await deleteMemory(db, memoryId);
    return { triggered: false, reason: "conversation_deleted" };
  }
  const summarize = {
    type: "summarize" as const,
    tenantId: identity.tenantId,
    userId: identity.userId,
    conversationId: identity.conversationId,
    memoryId,
  };
  if (!(await enqueue(env, summarize, { event: "summary_dispatch_failed", fields: { stage: "queue", memoryId } }))) {
    await failIfProcessing(db, memoryId, "could not enqueue the job");
    await target.failJob(memoryId);
    return { triggered: false, reason: "dispatch_failed", memoryId };
  }
  if (job.startSeq > 0) {
    log("info", "sliding_window_drop", { conversationId: identity.conversationId, droppedThroughSeq: job.startSeq - 1 });
  }
  return { triggered: true, memoryId };
}

/**
 * The watchdog (the object's alarm): a job that has not reported back by its deadline is
 * failed in D1, unless D1 already holds a verdict, which is adopted. With no job in flight
 * the alarm marks the end of the breaker's cooldown: the object tries one summary.
 */
export async function runSummaryWatchdog(target: {
  sql: SqlStorage;
  meta: MetaStore;
  storage: DurableObjectStorage;
  env: Env;
  completeJob(memoryId: number, summary: SummarySnapshot): Promise<void>;
  failJob(memoryId: number): Promise<void>;
  /** No job in flight: the alarm may be the open breaker's cooldown ending. */
  breakerDue(): Promise<void>;
}): Promise<void> {
  const { sql } = target;
  const job = currentJob(sql);
  if (!job) {
    await target.breakerDue();
    return;
  }
  if (Date.now() < job.deadline) {
    await target.storage.setAlarm(job.deadline);
    return;
  }
  if (job.memory_id === null) {
    // The dispatch never finished (the request died between reserving and enqueueing).
    sql.exec(`DELETE FROM job WHERE id = 1 AND memory_id IS NULL`);
    return;
  }
  const identity = target.meta.get("identity");
  if (!identity) return;
  const db = await chainDb(target.env, identity, identity.userId);
  if (await failIfProcessing(db, job.memory_id, "timed out: no report before the job deadline")) {
    log("warn", "summary_timed_out", { memoryId: job.memory_id, conversationId: identity.conversationId });
    await target.failJob(job.memory_id);
    return;
  }
  const row = await getMemory(db, identity, job.memory_id);
  if (row?.status === "completed" && row.memoryText !== null) {
    await target.completeJob(job.memory_id, {
      memoryId: row.memoryId,
      text: row.memoryText,
      startSeq: row.startSequence,
      endSeq: row.endSequence,
      tokenCount: countTokens(row.memoryText),
    });
  } else {
    await target.failJob(job.memory_id);
  }
}

/**
 * Inside a transaction: the job this object waits for failed. Releases it, counts the failure
 * and, past the limit, opens the breaker (or re-opens it after a failed trial, with the
 * cooldown doubled). Returns the breaker when it is open, so the caller arms the alarm.
 */
export function recordJobFailure(
  sql: SqlStorage,
  meta: MetaStore,
  limits: BreakerLimits,
  memoryId: number,
  now: number,
): BreakerState | undefined {
  const job = currentJob(sql);
  if (job?.memory_id !== memoryId) return undefined;
  sql.exec(`DELETE FROM job WHERE id = 1`);
  const failures = (meta.get("consecutiveFailures") ?? 0) + 1;
  meta.set("consecutiveFailures", failures);
  const next = afterFailure(failures, meta.get("breaker"), limits, now);
  if (!next) return undefined;
  meta.set("breaker", next);
  log("warn", "summary_breaker_open", {
    conversationId: meta.get("identity")?.conversationId,
    retryAt: new Date(next.retryAt).toISOString(),
    cooldownSeconds: next.cooldownMs / 1000,
  });
  return next;
}

/** The alarm with no job in flight: the breaker's cooldown ended, so its one trial runs now if a summary is due. */
export async function runBreakerTrial(
  meta: MetaStore,
  storage: DurableObjectStorage,
  reserve: () => { job?: Reservation },
  dispatch: (job: Reservation) => Promise<TriggerOutcome>,
): Promise<void> {
  const breaker = meta.get("breaker");
  if (!meta.get("identity") || !breaker) return;
  if (Date.now() < breaker.retryAt) {
    await storage.setAlarm(breaker.retryAt);
    return;
  }
  const reserved = storage.transactionSync(reserve);
  if (reserved.job) await dispatch(reserved.job);
}

/**
 * Only the job this object is waiting for may set the summary: a genuine completion always
 * arrives before the job is released. Runs inside a transaction; true when adopted.
 */
export function adoptSummary(sql: SqlStorage, meta: MetaStore, memoryId: number, summary: SummarySnapshot): boolean {
  const job = currentJob(sql);
  if (job?.memory_id !== memoryId) return false;
  sql.exec(`DELETE FROM job WHERE id = 1`);
  meta.set("consecutiveFailures", 0);
  meta.delete("breaker");
  const current = meta.get("summary");
  if (!current || summary.endSeq > current.endSeq || (summary.endSeq === current.endSeq && memoryId > current.memoryId)) {
    meta.set("summary", summary);
  }
  return true;
}
