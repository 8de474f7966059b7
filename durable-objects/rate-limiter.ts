import { DurableObject } from "cloudflare:workers";
import { take, type BucketLimits, type BucketState, type TakeResult } from "../src/limits/token-bucket";

/**
 * One token bucket per API key (the object is named after the key id). The state lives in
 * memory only: when the object is evicted after being idle, the bucket it comes back with is
 * full, which is what an idle bucket would have refilled to anyway (unless the limit refills
 * slower than the eviction delay, where the error is in the caller's favour, bounded by one
 * burst per eviction). Storing it would cost a durable write per request.
 */
export class RateLimiterDO extends DurableObject<Env> {
  private state: BucketState | undefined;

  async take(limits: BucketLimits): Promise<TakeResult> {
    const outcome = take(this.state, limits, Date.now());
    this.state = outcome.state;
    return outcome.result;
  }
}
