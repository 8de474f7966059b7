import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/auth";
import { ApiError } from "../http/errors";
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

function tooMany(retryAfterSeconds: number): ApiError {
  return new ApiError(429, "rate_limited", `rate limit exceeded; retry in ${retryAfterSeconds} s`, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
}

/** The verdict for one request, or null when the tenant's limit is off. */
async function takeToken(env: Env, key: string, tenantId: string): Promise<TakeResult | null> {
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

/**
 * Per API key. Writes wait for the verdict before they run. Reads (GET, HEAD: the context
 * hot path among them) run concurrently with the limiter call, so they pay no extra round
 * trip in sequence; a read found over the limit is answered 429 and its result discarded,
 * which is safe because a read changes nothing.
 */
export const rateLimitByKey = createMiddleware<AppEnv>(async (c, next) => {
  const principal = c.get("principal");
  const key = `key:${principal.keyId}`;
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    await enforceRateLimit(c.env, key, principal.tenantId);
    await next();
    return;
  }
  const verdict = takeToken(c.env, key, principal.tenantId);
  await next();
  const result = await verdict;
  if (result && !result.allowed) {
    const error = tooMany(result.retryAfterSeconds);
    c.res = undefined;
    c.res = c.json({ error: { code: error.code, message: error.message } }, 429, error.headers);
  }
});
