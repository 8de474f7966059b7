/**
 * A token bucket: `capacity` tokens at most, refilled continuously at `refillPerSecond`.
 * Pure: the caller passes the clock, so tests drive time exactly.
 */
export interface BucketLimits {
  capacity: number;
  refillPerSecond: number;
}

export interface BucketState {
  tokens: number;
  updatedAt: number;
}

export interface TakeResult {
  allowed: boolean;
  /** Tokens left after this take (fractional: the bucket refills continuously). */
  remaining: number;
  /** When denied: milliseconds until one token is back. */
  retryAfterMs: number;
  /** The same, rounded up to whole seconds (the Retry-After value). */
  retryAfterSeconds: number;
}

export function refill(state: BucketState | undefined, limits: BucketLimits, now: number): BucketState {
  if (!state) return { tokens: limits.capacity, updatedAt: now };
  const elapsed = Math.max(0, now - state.updatedAt) / 1000;
  return { tokens: Math.min(limits.capacity, state.tokens + elapsed * limits.refillPerSecond), updatedAt: now };
}

/** Takes one token if there is one; the new state is returned beside the verdict. */
export function take(state: BucketState | undefined, limits: BucketLimits, now: number): { state: BucketState; result: TakeResult } {
  const current = refill(state, limits, now);
  if (current.tokens >= 1) {
    const next = { tokens: current.tokens - 1, updatedAt: now };
    return { state: next, result: { allowed: true, remaining: next.tokens, retryAfterMs: 0, retryAfterSeconds: 0 } };
  }
  const missing = 1 - current.tokens;
  const retryAfterMs = limits.refillPerSecond > 0 ? Math.ceil((missing / limits.refillPerSecond) * 1000) : 60_000;
  return {
    state: current,
    result: { allowed: false, remaining: current.tokens, retryAfterMs, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  };
}

/** The per-minute setting as a bucket: `burst` at once, `perMinute` sustained. */
export function bucketLimits(perMinute: number, burst: number): BucketLimits {
  return { capacity: Math.max(1, burst), refillPerSecond: perMinute / 60 };
}
