/**
 * A Durable Object call retried when the runtime says it may be (`retryable` on the error, and
 * not `overloaded`: retrying an overloaded object only adds load). Cloudflare's guidance is to
 * build a fresh stub for each attempt, so `call` gets the attempt and builds its own. Only for
 * reads and other idempotent calls: a write that failed may have been applied.
 */
export async function retryingReads<T>(call: (attempt: number) => Promise<T>, attempts = 3, baseDelayMs = 50): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      // Exponential backoff with jitter, so a burst of readers does not come back in step.
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random())));
    }
  }
}

/** Whether the Workers runtime marked the error as safe to retry. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const flags = error as { retryable?: unknown; overloaded?: unknown };
  return flags.retryable === true && flags.overloaded !== true;
}
