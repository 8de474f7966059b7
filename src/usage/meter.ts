import { AsyncLocalStorage } from "node:async_hooks";
import { log } from "../lib/log";
import { emptySpend, type JobType, type Ledger, type Spend } from "./counters";

/**
 * Metering of model calls without threading a meter through every feature: a job (or a context
 * read) runs inside a scope, and the one place each kind of call is made (src/llm/client.ts,
 * src/search/openai-embedder.ts) notes what the endpoint reported into the scope's ledger.
 * Outside a scope a call is not counted.
 */
interface Scope {
  ledger: Ledger;
  /** Who the embeddings of this scope are for (an index job, a read's retrieval). */
  embeddingsFor: JobType;
  /** Who the LLM calls of this scope are for, when the call's task does not say. */
  llmFor: JobType;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The structured tasks (their schema names) and the job each one is. */
const TASK_JOBS: Record<string, JobType> = {
  memory_summary: "summary",
  user_facts: "facts",
  memory_description: "describer",
  intent_check: "intent",
  memory_ref_expansion: "expansion",
  compaction: "compaction",
};

/** Usage as the OpenAI API reports it (chat completions and embeddings alike). */
export interface ReportedUsage {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
}

const tokens = (value: number | null | undefined) => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0);

function spendOf(scope: Scope, job: JobType): Spend {
  return (scope.ledger[job] ??= emptySpend());
}

/** One chat completion of `task` (a structured task's schema name, or "compaction"), with the usage it reported. */
export function noteLlmCall(task: string, usage: ReportedUsage | null | undefined): void {
  const scope = scopes.getStore();
  if (!scope) return;
  const spend = spendOf(scope, TASK_JOBS[task] ?? scope.llmFor);
  spend.llm_calls += 1;
  spend.llm_input_tokens += tokens(usage?.prompt_tokens);
  spend.llm_output_tokens += tokens(usage?.completion_tokens);
}

/** One embeddings call, with the input tokens it reported (0 when the endpoint reports none). */
export function noteEmbeddingCall(usage: ReportedUsage | null | undefined): void {
  const scope = scopes.getStore();
  if (!scope) return;
  const spend = spendOf(scope, scope.embeddingsFor);
  spend.embedding_calls += 1;
  spend.embedding_tokens += tokens(usage?.prompt_tokens);
}

const spent = (ledger: Ledger) => Object.values(ledger).some((s) => s.llm_calls > 0 || s.embedding_calls > 0);

/** Runs `run` in a fresh scope; returns its value and what its model calls spent. */
export async function metered<T>(job: JobType, run: () => Promise<T>): Promise<{ value: T; ledger: Ledger }> {
  const scope: Scope = { ledger: {}, embeddingsFor: job, llmFor: job };
  const value = await scopes.run(scope, run);
  return { value, ledger: scope.ledger };
}

/**
 * A background job, metered: whatever it spent is handed to `report` (its object) once it ends,
 * also when it throws (the tokens were spent all the same). A job that made no model call
 * reports nothing, so the offline fallbacks cost no round trip. A failed report is logged and
 * never fails the job: the usage is lost, the job's own work is not.
 */
export async function withJobUsage<T>(job: JobType, run: () => Promise<T>, report: (ledger: Ledger) => Promise<unknown>): Promise<T> {
  const scope: Scope = { ledger: {}, embeddingsFor: job, llmFor: job };
  try {
    return await scopes.run(scope, run);
  } finally {
    if (spent(scope.ledger)) {
      try {
        await report(scope.ledger);
      } catch (error) {
        log("warn", "usage_report_failed", { job, error: String(error) });
      }
    }
  }
}
