import { z } from "zod";

/*
 * The one parser of deployment settings (vars and secrets arrive as strings; empty means
 * unset). The service settings below and the search settings (src/search/config.ts) use it.
 */

/** An integer setting, undefined when unset; `min` 1 (positive) or 0 (0 switches a feature off). */
const optionalInt = (min: 0 | 1) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === "") return undefined;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min) {
        ctx.addIssue({ code: "custom", message: `expected a ${min === 1 ? "positive" : "non-negative"} integer, got "${raw}"` });
        return z.NEVER;
      }
      return value;
    });

export const optionalPositiveInt = optionalInt(1);
export const positiveInt = (fallback: number) => optionalInt(1).transform((value) => value ?? fallback);
/** Like positiveInt but 0 is allowed (it switches the feature off). */
const nonNegativeInt = (fallback: number) => optionalInt(0).transform((value) => value ?? fallback);

/** A number setting within [0, max], undefined when unset. */
export const optionalNumberUpTo = (max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === "") return undefined;
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0 || value > max) {
        ctx.addIssue({ code: "custom", message: `expected a number from 0 to ${max}, got "${raw}"` });
        return z.NEVER;
      }
      return value;
    });

/** A price ratio between 0 and 1, `fallback` when unset. */
const ratio = (fallback: number) => optionalNumberUpTo(1).transform((value) => value ?? fallback);

export const optionalString = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === "" ? undefined : raw.trim()));

/** One of `values`, `fallback` when unset. */
export const choice = <T extends [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === "" ? fallback : raw.trim()))
    .pipe(z.enum(values));

/** Parses once per env object: env is fixed for an isolate's lifetime. */
export function envParser<S extends z.ZodType>(schema: S): (env: Env) => z.infer<S> {
  const parsed = new WeakMap<object, z.infer<S>>();
  return (env) => {
    const cached = parsed.get(env);
    if (cached) return cached;
    const config = schema.parse(env);
    parsed.set(env, config);
    return config;
  };
}

/** Deployment-wide settings read from vars and secrets; every field has the seeds' default. */
export const ServiceConfigSchema = z.object({
  MEMORY_WINDOW_SIZE: positiveInt(14),
  MEMORY_SUMMARIZE_AFTER_SEQ: positiveInt(5),
  SUMMARY_JOB_TIMEOUT_SECONDS: positiveInt(300),
  SUMMARY_MAX_CONSECUTIVE_FAILURES: positiveInt(3),
  /** How long an open summarization breaker waits before one trial job (per-conversation setting breaker_cooldown_seconds). */
  SUMMARY_BREAKER_COOLDOWN_SECONDS: positiveInt(600),
  /** The cap on the cooldown, which doubles after every failed trial. */
  SUMMARY_BREAKER_MAX_COOLDOWN_SECONDS: positiveInt(21_600),
  SUMMARY_MAX_ATTEMPTS: positiveInt(3),
  LLM_BASE_URL: optionalString,
  LLM_MODEL: optionalString.transform((model) => model ?? "gpt-4.1-mini"),
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: positiveInt(30_000),
  API_KEY_CACHE_SECONDS: positiveInt(30),
  PINNED_INSTRUCTIONS_CACHE_SECONDS: positiveInt(30),
  /** How long an isolate reuses a user's facts layer for the context (a write through it evicts). */
  USER_FACTS_CACHE_SECONDS: positiveInt(30),
  MAX_BODY_BYTES: positiveInt(1_048_576),
  /** Message contents above this many tokens go to the memory store behind a placeholder. */
  OFFLOAD_THRESHOLD_TOKENS: positiveInt(500),
  /** Body limit of the memory store routes (POST /v1/memories, /mcp): memories may be large. */
  MEMORY_MAX_BODY_BYTES: positiveInt(10 * 1024 * 1024),
  ADMIN_TOKEN: optionalString,
  // Operations: webhooks, tenant settings, PII, retention, rate limits, sweep.
  WEBHOOK_ENCRYPTION_KEY: optionalString,
  /** During a rotation of WEBHOOK_ENCRYPTION_KEY: the old key, still able to open old rows. */
  WEBHOOK_ENCRYPTION_KEY_PREVIOUS: optionalString,
  WEBHOOK_TOLERANCE_SECONDS: positiveInt(300),
  WEBHOOK_ROTATION_OVERLAP_SECONDS: positiveInt(86_400),
  WEBHOOK_DELIVERY_RETENTION_DAYS: positiveInt(7),
  TENANT_SETTINGS_CACHE_SECONDS: positiveInt(30),
  PII_MODE: z.preprocess(
    (raw) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw),
    z.enum(["off", "derived", "everywhere"]).default("off"),
  ),
  RETENTION_DAYS: nonNegativeInt(0),
  RATE_LIMIT_PER_MINUTE: nonNegativeInt(6000),
  RATE_LIMIT_BURST: positiveInt(1000),
  SWEEP_BATCH_SIZE: positiveInt(100),
  STUCK_JOB_SECONDS: positiveInt(900),
  /**
   * How long a conversation's messages may wait unconfirmed by the indexer, with no progress,
   * before the sweep sends them again whatever became of their job (lost, dead-lettered, a
   * crash): below the cron period, so a stall is re-covered by the first sweep after it.
   */
  INDEX_RECOVER_AFTER_SECONDS: positiveInt(120),
  SWEEP_RUN_RETENTION_DAYS: positiveInt(30),
  /** Completed summary versions a conversation keeps in D1 (tenant setting summary_keep_versions); older ones go to R2. */
  SUMMARY_KEEP_VERSIONS: positiveInt(20),
  /** Days a failed summary row stays in D1 (tenant setting summary_failed_keep_days). */
  SUMMARY_FAILED_KEEP_DAYS: nonNegativeInt(7),
  CONVERSATION_ACTIVITY_INTERVAL_SECONDS: positiveInt(600),
  FORGET_MAX_CONVERSATIONS: positiveInt(200),
  /** Conversation objects an export wakes a second at most (0: unpaced); see src/lib/pace.ts. */
  EXPORT_OBJECTS_PER_SECOND: nonNegativeInt(100),
  ADMIN_MAX_BODY_BYTES: positiveInt(65_536),
  /** How many D1 data shards (bindings DB_0 ... DB_{n-1}) new placements spread over (src/db/shards.ts). */
  DATA_SHARDS: positiveInt(1),
  /** How many job queues (bindings JOBS, JOBS_1 ... JOBS_{n-1}) jobs spread over by owner (src/queue/routing.ts). */
  JOB_QUEUES: positiveInt(1),
  /** Deepest nesting of objects and arrays a request body may have (src/http/json-guard.ts). */
  MAX_JSON_DEPTH: positiveInt(64),
  /** A cached input token's price relative to an uncached one, for the usage views' billed-equivalent tokens (src/usage/). */
  USAGE_CACHED_PRICE: ratio(0.1),
  // Caps on what a client can grow (docs/decisions/2026-11-26-caps.md): past one, a 413 or 422.
  /** Largest cached tool result (its result plus its parameters as JSON, UTF-8 bytes): 413 past it. */
  TOOL_CACHE_MAX_ENTRY_BYTES: positiveInt(64 * 1024),
  /** Cached tool results per conversation (a put on an existing key replaces it): 422 past it. */
  TOOL_CACHE_MAX_ENTRIES: positiveInt(32),
  /** Pinned instructions per scope (the tenant, one user, one agent): 422 past it. */
  INSTRUCTIONS_MAX_PER_SCOPE: positiveInt(50),
  /** Total content of one scope's pinned instructions (UTF-8 bytes): 413 past it. */
  INSTRUCTIONS_MAX_SCOPE_BYTES: positiveInt(256 * 1024),
  /** A conversation's working memory state as JSON (UTF-8 bytes): 413 past it. */
  WORKING_MEMORY_MAX_BYTES: positiveInt(256 * 1024),
  /** Live (not revoked) webhooks per tenant: 422 past it. */
  WEBHOOKS_MAX_PER_TENANT: positiveInt(100),
  /** Failed webhook signatures per webhook and isolate per minute (as a burst too) before they answer 429. */
  WEBHOOK_SIGNATURE_FAILURES_PER_MINUTE: positiveInt(30),
});
export type ServiceConfig = z.infer<typeof ServiceConfigSchema>;

export const serviceConfig: (env: Env) => ServiceConfig = envParser(ServiceConfigSchema);
