import { database } from "../src/db/client";
import { deleteMemory, failIfProcessing, insertProcessingMemory } from "../src/db/memory-chain";
import { log } from "../src/lib/log";
import { calculateSummaryRange, shouldTriggerSummary } from "../src/memory/window";
import type { ConversationSettings } from "../src/schemas/settings";
import { currentJob, type MetaStore } from "./conversation-state";
import type { TriggerOutcome } from "./rpc-types";

/** Seed 002's summarization lock and dispatch, moved out of the object to keep it thin. */
export interface Reservation {
  startSeq: number;
  endSeq: number;
  baseMemoryId: number | null;
  deadline: number;
}

/** Must run inside a synchronous transaction: it is the check-then-write of the lock. */
export function reserveSummaryJob(
  sql: SqlStorage,
  meta: MetaStore,
  settings: ConversationSettings,
  now: number,
  roundEnded: boolean,
): { outcome: TriggerOutcome; job?: Reservation } {
  // Only the sliding-window strategy reads seed 002's summary: the others must not pay for it.
  if (settings.strategy !== "sliding-window") return { outcome: { triggered: false, reason: "other_strategy" } };
  const lastSeq = meta.get("lastSeq") ?? -1;
  const job = currentJob(sql);
  const summary = meta.get("summary");
  const decision = shouldTriggerSummary(
    {
      lastSavedSeq: lastSeq,
      roundOpen: !roundEnded,
      jobInFlight: job !== undefined,
      coveredThroughSeq: summary?.endSeq ?? null,
      circuitOpen: (meta.get("consecutiveFailures") ?? 0) >= settings.max_consecutive_failures,
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
  const db = database(env.DB);
  let memoryId: number;
  try {
    memoryId = await insertProcessingMemory(db, { ...identity, ...job });
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
  try {
    await env.JOBS.send({
      type: "summarize",
      tenantId: identity.tenantId,
      conversationId: identity.conversationId,
      memoryId,
    });
  } catch (error) {
    await failIfProcessing(db, memoryId, "could not enqueue the job");
    await target.failJob(memoryId);
    log("error", "summary_dispatch_failed", { stage: "queue", memoryId, error: String(error) });
    return { triggered: false, reason: "dispatch_failed", memoryId };
  }
  if (job.startSeq > 0) {
    log("info", "sliding_window_drop", { conversationId: identity.conversationId, droppedThroughSeq: job.startSeq - 1 });
  }
  return { triggered: true, memoryId };
}
