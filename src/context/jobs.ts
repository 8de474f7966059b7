import { enqueueMemoryIndexing } from "../queue/enqueue";
import { derivedRedactor, type DerivedRedactor } from "../privacy/derived";
import { conversationStub, systemScope } from "../conversations/stub";
import { unwrap } from "../lib/errors";
import { withJobUsage } from "../usage/meter";
import { reportUsageTo } from "../usage/report";
import { log } from "../lib/log";
import { truncateSummary } from "./exchanges";
import { byteLength } from "../lib/utf8";
import { storeFullContent } from "../contents/offload-store";
import { r2KeyFor } from "../contents/store";
import { deletedSince, deletionMark } from "../lifecycle/deletion-log";
import { purgeAgentMemories } from "../lifecycle/purge";
import { compactorFor, OfflineCompactor, summaryCompressorFor, type Compactor, type SummaryCompressor } from "./compactor";
import type { CompactionInput } from "../conversations/shaping";
import type { AutocompactJob, CompressExchangesJob, OffloadToolResultJob } from "../queue/job-types";

/** What the compactor's LLM receives; PII mode "derived" redacts it first. */
const compactRequest = (input: CompactionInput, redactor: DerivedRedactor) => ({
  previousSummary: input.previousSummary === null ? null : redactor.text(input.previousSummary),
  messages: input.messages.map((message) => redactor.message(message)),
  maxInputTokens: input.contextWindowTokens - input.summaryReserveTokens,
  maxOutputTokens: input.summaryReserveTokens,
});

/**
 * Seed 004 autocompact, on the queue. A failed summary is not retried here: it counts toward
 * the circuit breaker, and the next context request over the threshold tries again until
 * `max_compact_failures` consecutive failures.
 */
export const runAutocompactJob = (env: Env, job: AutocompactJob, compactor?: Compactor) =>
  withJobUsage("compaction", () => autocompact(env, job, compactor), reportUsageTo(env, job));

async function autocompact(
  env: Env,
  job: AutocompactJob,
  compactor: Compactor = compactorFor(env),
): Promise<"completed" | "failed" | "skipped"> {
  const stub = conversationStub(env, job.tenantId, job.conversationId);
  const begin = await stub.shape(systemScope(job), "compactionBegin", { jobId: job.jobId });
  if (!begin.ok || !begin.value.ready) return "skipped";
  const input = begin.value.input;
  let text: string;
  try {
    text = await compactor.compact(compactRequest(input, await derivedRedactor(env, job.tenantId)));
  } catch (error) {
    unwrap(
      await stub.shape(systemScope(job), "compactionFail", {
        jobId: job.jobId,
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
    return "failed";
  }
  unwrap(
    await stub.shape(systemScope(job), "compactionComplete", {
      jobId: job.jobId,
      text,
      throughSeq: input.throughSeq,
      method: compactor.name,
    }),
  );
  return "completed";
}

export type ReactiveOutcome =
  { compacted: false; reason: string } | { compacted: true; throughSeq: number; method: string; llmError: string | null };

/**
 * Seed 004's reactive compaction, run now because the client asked (it just got a 413 /
 * context-length error). The breaker does not stop it; if the LLM fails, the failure is
 * counted and the offline compactor still produces a summary, so the client can go on.
 */
export const runReactiveCompaction = (env: Env, scope: CompactionScope, compactor?: Compactor, fallback?: Compactor) =>
  withJobUsage("compaction", () => compactNow(env, scope, compactor, fallback), reportUsageTo(env, scope));

type CompactionScope = { tenantId: string; conversationId: string; restrictedUserId: string | null };

async function compactNow(
  env: Env,
  scope: CompactionScope,
  compactor: Compactor = compactorFor(env),
  fallback: Compactor = new OfflineCompactor(),
): Promise<ReactiveOutcome> {
  const stub = conversationStub(env, scope.tenantId, scope.conversationId);
  const begin = unwrap(await stub.shape(scope, "compactionReactive", {}));
  if (!begin.ready) return { compacted: false, reason: begin.reason };
  const input = begin.input;
  let text: string;
  let method = compactor.name;
  let llmError: string | null = null;
  try {
    text = await compactor.compact(compactRequest(input, await derivedRedactor(env, scope.tenantId)));
  } catch (error) {
    llmError = error instanceof Error ? error.message : String(error);
    log("warn", "reactive_compaction_fallback", { conversationId: scope.conversationId, error: llmError });
    unwrap(await stub.shape(scope, "compactionFail", { jobId: input.jobId, reason: llmError }));
    // The failure released the job: reserve again for the fallback summary.
    const again = unwrap(await stub.shape(scope, "compactionReactive", {}));
    if (!again.ready) return { compacted: false, reason: again.reason };
    text = await fallback.compact(compactRequest(again.input, await derivedRedactor(env, scope.tenantId)));
    method = `${fallback.name}_fallback`;
    unwrap(await stub.shape(scope, "compactionComplete", { jobId: again.input.jobId, text, throughSeq: again.input.throughSeq, method }));
    return { compacted: true, throughSeq: again.input.throughSeq, method, llmError };
  }
  unwrap(await stub.shape(scope, "compactionComplete", { jobId: input.jobId, text, throughSeq: input.throughSeq, method }));
  return { compacted: true, throughSeq: input.throughSeq, method, llmError };
}

/**
 * Seed 001: a summary over 4 KB compressed to 3 KB by the LLM; truncation when there is no
 * LLM or it fails, or when its answer is still over the target.
 */
export const runCompressExchangesJob = (env: Env, job: CompressExchangesJob, compressor?: SummaryCompressor | null) =>
  withJobUsage("compaction", () => compressExchanges(env, job, compressor), reportUsageTo(env, job));

async function compressExchanges(
  env: Env,
  job: CompressExchangesJob,
  compressor: SummaryCompressor | null = summaryCompressorFor(env),
): Promise<"llm" | "truncation" | "skipped"> {
  const stub = conversationStub(env, job.tenantId, job.conversationId);
  const begin = await stub.shape(systemScope(job), "exchangeCompressionBegin", { jobId: job.jobId });
  if (!begin.ok || !begin.value.ready) return "skipped";
  const { summary, targetBytes } = begin.value;
  let text: string | null = null;
  if (compressor) {
    try {
      const compressed = await compressor.compress((await derivedRedactor(env, job.tenantId)).text(summary), targetBytes);
      text = byteLength(compressed) <= targetBytes ? compressed : null;
      if (text === null)
        log("warn", "exchanges_compression_over_target", {
          conversationId: job.conversationId,
          bytes: byteLength(compressed),
          targetBytes,
        });
    } catch (error) {
      log("warn", "exchanges_compression_llm_failed", { conversationId: job.conversationId, error: String(error) });
    }
  }
  const method = text === null ? "truncation" : "llm";
  unwrap(
    await stub.shape(systemScope(job), "exchangeCompressionComplete", {
      jobId: job.jobId,
      basis: summary,
      text: text ?? truncateSummary(summary, targetBytes),
      method,
    }),
  );
  return method;
}

/** Seed 004 tool-result budgeting: the full result goes to R2 + agent_memories, the context gets a MemoryRef. */
export async function runOffloadJob(env: Env, job: OffloadToolResultJob): Promise<"stored" | "skipped"> {
  const stub = conversationStub(env, job.tenantId, job.conversationId);
  // Taken before the message is read: a delete landing after it is seen by the check below.
  const mark = await deletionMark(env.DB);
  const begin = await stub.shape(systemScope(job), "offloadBegin", { seq: job.seq, memoryKey: job.memoryKey });
  if (!begin.ok || !begin.value.ready || !begin.value.message) return "skipped";
  const { message, userId, toolName, description } = begin.value;
  const stored = await storeFullContent(env, {
    tenantId: job.tenantId,
    userId,
    conversationId: job.conversationId,
    key: job.memoryKey,
    content: message.content ?? "",
    description,
    memoryType: "tool_result",
    sourceSeq: job.seq,
    metadata: { tool_name: toolName, tool_call_id: message.tool_call_id ?? null },
  });
  // The row and blob went to D1 and R2 while the conversation may have been deleted (its
  // purge may have run before they landed): then they are removed here, not left behind.
  if (await deletedSince(env.DB, mark, { tenantId: job.tenantId, userId, conversationId: job.conversationId })) {
    await purgeAgentMemories(env, [
      { memoryKey: job.memoryKey, tenantId: job.tenantId, userId, r2Key: r2KeyFor(job.tenantId, userId, job.memoryKey) },
    ]);
    log("info", "tool_result_offload_discarded", { conversationId: job.conversationId, seq: job.seq, reason: "conversation deleted" });
    return "skipped";
  }
  unwrap(
    await stub.shape(systemScope(job), "offloadComplete", {
      seq: job.seq,
      memoryKey: job.memoryKey,
      tokens: stored.tokenCount,
      stored: true,
    }),
  );
  // Like every offloaded content, the full result is searchable (the context keeps only its ref).
  await enqueueMemoryIndexing(env, job.tenantId, userId, [job.memoryKey]);
  log("info", "tool_result_offloaded", { conversationId: job.conversationId, seq: job.seq, key: job.memoryKey, tokens: stored.tokenCount });
  return "stored";
}
