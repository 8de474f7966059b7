import { serviceConfig } from "../lib/config";
import { type JobVerdict, retryDelaySeconds } from "../queue/verdict";

/** A feature's own failure (SummarizerError, DescriberError, ...): a message and the retry verdict. */
export type LlmFailureClass = new (message: string, retryable: boolean) => Error;

/**
 * What a background job does when its LLM step threw: try again with backoff while the error is
 * retryable (a failure without a verdict, say a storage error, is) and attempts remain; null
 * means the last attempt is spent and the job's own fallback applies.
 */
export function llmRetry(env: Env, error: unknown, attempts: number): { reason: string; verdict: JobVerdict | null } {
  const reason = error instanceof Error ? error.message : String(error);
  const verdict = error instanceof Error && "retryable" in error ? error.retryable : true;
  const retry = verdict === true && attempts < serviceConfig(env).SUMMARY_MAX_ATTEMPTS;
  return { reason, verdict: retry ? { action: "retry", delaySeconds: retryDelaySeconds(attempts) } : null };
}
