import { bucketLimits, refill, take, type BucketState, type TakeResult } from "../limits/token-bucket";

/**
 * Failed signatures per webhook, counted per isolate: past WEBHOOK_SIGNATURE_FAILURES_PER_MINUTE
 * a failure answers 429 instead of 401, and no failure re-reads secrets from D1 while the
 * bucket is empty. A correctly signed delivery is never held back by it: the signature is
 * still checked against the cached secrets first, and only a failure is counted.
 */
const buckets = new Map<string, BucketState>();
const MAX_TRACKED = 10_000;

/** Whether the webhook's failure bucket is empty now (nothing is taken). */
export function failuresThrottled(webhookId: string, now: number, perMinute: number): boolean {
  const state = buckets.get(webhookId);
  return state !== undefined && refill(state, bucketLimits(perMinute, perMinute), now).tokens < 1;
}

/** Counts one failure; not allowed once the bucket is empty. */
export function recordFailure(webhookId: string, now: number, perMinute: number): TakeResult {
  const step = take(buckets.get(webhookId), bucketLimits(perMinute, perMinute), now);
  if (buckets.size >= MAX_TRACKED && !buckets.has(webhookId)) buckets.clear();
  buckets.set(webhookId, step.state);
  return step.result;
}
