import type { AutocompactJob, CompressExchangesJob } from "../../src/queue/job-types";
import { log } from "../../src/lib/log";
import { autocompactSplit } from "../../src/context/compaction";
import { applyCompression, EMPTY_EXCHANGES } from "../../src/context/exchanges";
import { countTokens } from "../../src/context/tokens";
import { byteLength } from "../../src/lib/utf8";
import type { Result } from "../../src/lib/errors";
import { readMessages } from "./message-store";
import { newJobId, sendJobs, type ShapingDeps } from "./deps";
import { EMPTY_COMPACTION } from "./shaping-store";
import type { AutocompactStatus, CompactionBegin, ExchangeCompressionBegin, CompactionState } from "../../src/conversations/shaping";

export const COMPACTION_PREAMBLE = "[CONVERSATION SUMMARY — prior context]";

/** A job whose deadline passed never reported back: it counts as a failure (seed 004's breaker). */
function expireLostJob(deps: ShapingDeps, state: CompactionState): CompactionState {
  if (!state.job || state.job.deadline > deps.now) return state;
  log("warn", "autocompact_failed", {
    conversationId: deps.identity.conversationId,
    jobId: state.job.id,
    reason: "no report before the job deadline",
  });
  return { ...state, job: null, consecutiveFailures: state.consecutiveFailures + 1 };
}

/**
 * Reserves an autocompact job (inside a transaction). Seed 004's circuit breaker: after
 * `max_compact_failures` consecutive failures no more automatic attempts; a reactive request
 * (the client just got a context-length error) always runs and replaces a job in flight.
 */
export function reserveAutocompact(deps: ShapingDeps, reactive: boolean): { status: AutocompactStatus; job: AutocompactJob | null } {
  const state = expireLostJob(deps, deps.store.get("compaction") ?? EMPTY_COMPACTION);
  if (!reactive && state.job) return { status: "in_flight", job: null };
  if (!reactive && state.consecutiveFailures >= deps.settings.max_compact_failures) {
    deps.store.set("compaction", state);
    return { status: "circuit_open", job: null };
  }
  const id = newJobId();
  deps.store.set("compaction", { ...state, job: { id, deadline: deps.now + deps.settings.job_timeout_seconds * 1000, reactive } });
  return {
    status: "enqueued",
    job: {
      type: "autocompact",
      tenantId: deps.identity.tenantId,
      userId: deps.identity.userId,
      conversationId: deps.identity.conversationId,
      jobId: id,
    },
  };
}

export function beginCompaction(deps: ShapingDeps, jobId: string): CompactionBegin {
  const state = deps.store.get("compaction") ?? EMPTY_COMPACTION;
  if (state.job?.id !== jobId) return { ready: false, reason: "stale_job" };
  const after = state.summary?.throughSeq ?? -1;
  const { fold } = autocompactSplit(
    readMessages(deps.sql, after + 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    deps.settings.keep_recent_messages,
  );
  const last = fold.at(-1);
  if (!last) {
    deps.store.set("compaction", { ...state, job: null });
    return { ready: false, reason: "nothing_to_compact" };
  }
  return {
    ready: true,
    input: {
      jobId,
      previousSummary: state.summary?.text ?? null,
      messages: fold,
      throughSeq: last.seq,
      contextWindowTokens: deps.settings.context_window_tokens,
      summaryReserveTokens: deps.settings.summary_reserve_tokens,
    },
  };
}

export function completeCompaction(
  deps: ShapingDeps,
  input: { jobId: string; text: string; throughSeq: number; method: string },
): Result<{ applied: boolean }> {
  const state = deps.store.get("compaction") ?? EMPTY_COMPACTION;
  if (state.job?.id !== input.jobId) return { ok: true, value: { applied: false } };
  if (input.throughSeq <= (state.summary?.throughSeq ?? -1)) {
    // Covers nothing the current summary does not: release the job without counting a failure.
    deps.store.set("compaction", { ...state, job: null });
    return { ok: true, value: { applied: false } };
  }
  const text = `${COMPACTION_PREAMBLE}\n${input.text}`;
  deps.store.set("compaction", {
    summary: {
      text,
      throughSeq: input.throughSeq,
      tokenCount: countTokens(text),
      createdAt: new Date(deps.now).toISOString(),
      method: input.method,
    },
    count: state.count + 1,
    consecutiveFailures: 0,
    job: null,
  });
  log("info", "autocompact_completed", {
    conversationId: deps.identity.conversationId,
    jobId: input.jobId,
    throughSeq: input.throughSeq,
    summaryTokens: countTokens(text),
    method: input.method,
  });
  return { ok: true, value: { applied: true } };
}

export function failCompaction(
  deps: ShapingDeps,
  input: { jobId: string; reason: string },
): Result<{ consecutiveFailures: number; circuitOpen: boolean }> {
  const state = deps.store.get("compaction") ?? EMPTY_COMPACTION;
  let failures = state.consecutiveFailures;
  if (state.job?.id === input.jobId) {
    failures += 1;
    deps.store.set("compaction", { ...state, job: null, consecutiveFailures: failures });
    log("warn", "autocompact_failed", {
      conversationId: deps.identity.conversationId,
      jobId: input.jobId,
      reason: input.reason,
      consecutiveFailures: failures,
    });
  }
  return { ok: true, value: { consecutiveFailures: failures, circuitOpen: failures >= deps.settings.max_compact_failures } };
}

export function beginExchangeCompression(deps: ShapingDeps, jobId: string): ExchangeCompressionBegin {
  const state = deps.store.get("exchanges") ?? EMPTY_EXCHANGES;
  if (state.job?.id !== jobId) return { ready: false };
  return { ready: true, summary: state.summary, targetBytes: deps.settings.summary_target_bytes };
}

/** Applies a compression; if exchanges folded in meanwhile push it over the limit again, reserves the next. */
export async function completeExchangeCompression(
  deps: ShapingDeps,
  input: { jobId: string; basis: string; text: string; method: "llm" | "truncation" },
): Promise<Result<{ applied: boolean; summaryBytes: number }>> {
  const outcome = deps.storage.transactionSync(() => {
    const state = deps.store.get("exchanges") ?? EMPTY_EXCHANGES;
    if (state.job?.id !== input.jobId) return { applied: false, summaryBytes: byteLength(state.summary), next: null };
    const summary = applyCompression(state.summary, input.basis, input.text);
    const compressions = { ...state.compressions, [input.method]: state.compressions[input.method] + 1 };
    let job: typeof state.job = null;
    let next: CompressExchangesJob | null = null;
    if (byteLength(summary) > deps.settings.summary_max_bytes && deps.settings.strategy === "exchanges") {
      job = { id: newJobId(), deadline: deps.now + deps.settings.job_timeout_seconds * 1000 };
      next = {
        type: "compress_exchanges",
        tenantId: deps.identity.tenantId,
        userId: deps.identity.userId,
        conversationId: deps.identity.conversationId,
        jobId: job.id,
      };
    }
    deps.store.set("exchanges", { ...state, summary, compressions, job });
    log("info", "exchanges_summary_compressed", {
      conversationId: deps.identity.conversationId,
      method: input.method,
      beforeBytes: byteLength(input.basis),
      afterBytes: byteLength(summary),
      compressions: compressions.llm + compressions.truncation,
    });
    return { applied: true, summaryBytes: byteLength(summary), next };
  });
  if (outcome.next) await sendJobs(deps.env, [outcome.next]);
  return { ok: true, value: { applied: outcome.applied, summaryBytes: outcome.summaryBytes } };
}
