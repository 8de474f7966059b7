import type { Principal } from "../db/api-keys";
import { EngramError } from "../lib/errors";
import { log } from "../lib/log";
import { tenantSettings } from "../tenants/settings";
import { bucketLimits, type BucketLimits, type TakeResult } from "./token-bucket";

/** Where buckets live. The default is one Durable Object per key (durable-objects/rate-limiter.ts). */
export interface RateLimiter {
  take(key: string, limits: BucketLimits): Promise<TakeResult>;
}

export class DurableObjectRateLimiter implements RateLimiter {
  constructor(private readonly namespace: Env["RATE_LIMITER"]) {}

  take(key: string, limits: BucketLimits): Promise<TakeResult> {
    return this.namespace.getByName(key).take(limits);
  }
}

export const rateLimiterFor = (env: Env): RateLimiter => new DurableObjectRateLimiter(env.RATE_LIMITER);

/**
 * Per-isolate memory of denials: until the bucket has a token again, this isolate answers 429
 * itself, so a client hammering past its limit costs no Durable Object call per request.
 */
const deniedUntil = new Map<string, number>();

export function tooMany(retryAfterSeconds: number): EngramError {
  return new EngramError("rate_limited", `rate limit exceeded; retry in ${retryAfterSeconds} s`, undefined, retryAfterSeconds);
}

/** The verdict for one request, or null when the tenant's limit is off. */
export async function takeToken(env: Env, key: string, tenantId: string): Promise<TakeResult | null> {
  const settings = await tenantSettings(env, tenantId);
  if (settings.rate_limit_per_minute === 0) return null;
  const now = Date.now();
  const until = deniedUntil.get(key);
  if (until !== undefined && until > now) {
    const retryAfterMs = until - now;
    return { allowed: false, remaining: 0, retryAfterMs, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  let result: TakeResult;
  try {
    result = await rateLimiterFor(env).take(key, bucketLimits(settings.rate_limit_per_minute, settings.rate_limit_burst));
  } catch (error) {
    // A limiter outage must not take the API down with it: fail open, loudly.
    log("error", "rate_limiter_unavailable", { key, error: String(error) });
    return null;
  }
  if (!result.allowed) {
    if (deniedUntil.size >= 10_000) deniedUntil.clear();
    deniedUntil.set(key, now + result.retryAfterMs);
  } else deniedUntil.delete(key);
  return result;
}

export async function enforceRateLimit(env: Env, key: string, tenantId: string): Promise<void> {
  const result = await takeToken(env, key, tenantId);
  if (result && !result.allowed) throw tooMany(result.retryAfterSeconds);
}

export const keyBucket = (principal: Principal) => `key:${principal.keyId}`;

/**
 * Admission of the operations one request carries (an MCP body may hold a batch of tool
 * calls): the request's own token, taken by rateLimitByKey, pays for the first; every further
 * one takes a token of its own and is refused (429 EngramError) when the bucket is empty, so a
 * batch costs what the same calls sent one by one would.
 */
export function callAdmission(env: Env, principal: Principal): () => Promise<void> {
  let prepaid = 1;
  return async () => {
    if (prepaid > 0) {
      prepaid -= 1;
      return;
    }
    await enforceRateLimit(env, keyBucket(principal), principal.tenantId);
  };
}

/**
 * GETs that change something: the context read delivers the one-shot screen context and may
 * start an autocompact, so it must not run unless it will be answered.
 */
export const WRITING_READS = /^\/v1\/conversations\/[^/]+\/context\/?$/;
