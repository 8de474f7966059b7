export const TIMED_OUT = Symbol("timed out");

/**
 * The promise's value, or TIMED_OUT once `ms` have passed: a request-path LLM call keeps its
 * budget even against an endpoint that ignores the abort (the loser's rejection is handled by race).
 */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
