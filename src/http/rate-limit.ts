import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./auth";
import { errorHeaders } from "./errors";
import { enforceRateLimit, keyBucket, takeToken, tooMany, WRITING_READS } from "../limits/rate-limit";

/**
 * Per API key. Writes, and reads that write, wait for the verdict before they run. Pure reads
 * run concurrently with the limiter call, so they pay no extra round trip in sequence; a read
 * found over the limit is answered 429 and its result discarded, which is safe because such a
 * read changes nothing.
 */
export const rateLimitByKey = createMiddleware<AppEnv>(async (c, next) => {
  const principal = c.get("principal");
  const key = keyBucket(principal);
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || WRITING_READS.test(c.req.path)) {
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
    c.res = c.json({ error: { code: error.code, message: error.message } }, 429, errorHeaders(error));
  }
});
