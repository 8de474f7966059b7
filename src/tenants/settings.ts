import { database } from "../db/client";
import { readTenantOverrides } from "../db/tenant-settings";
import { serviceConfig } from "../lib/config";
import type { EffectiveTenantSettings, TenantSettingsOverrides } from "./overrides";

interface Cached {
  overrides: TenantSettingsOverrides;
  expiresAt: number;
}

/**
 * Per-isolate cache, like API keys (src/http/auth.ts): ingestion and the rate limiter read the
 * settings on every request without a D1 query. A change is immediate in the isolate that
 * made it and reaches the others within TENANT_SETTINGS_CACHE_SECONDS.
 */
const cache = new Map<string, Cached>();
const MAX_CACHED_TENANTS = 10_000;

export function evictTenantSettings(tenantId: string): void {
  cache.delete(tenantId);
}

export function effectiveSettings(env: Env, overrides: TenantSettingsOverrides): EffectiveTenantSettings {
  const config = serviceConfig(env);
  return {
    pii_mode: overrides.pii_mode ?? config.PII_MODE,
    retention_days: overrides.retention_days ?? config.RETENTION_DAYS,
    rate_limit_per_minute: overrides.rate_limit_per_minute ?? config.RATE_LIMIT_PER_MINUTE,
    rate_limit_burst: overrides.rate_limit_burst ?? config.RATE_LIMIT_BURST,
    summary_keep_versions: overrides.summary_keep_versions ?? config.SUMMARY_KEEP_VERSIONS,
    summary_failed_keep_days: overrides.summary_failed_keep_days ?? config.SUMMARY_FAILED_KEEP_DAYS,
  };
}

export async function tenantOverrides(env: Env, tenantId: string): Promise<TenantSettingsOverrides> {
  const now = Date.now();
  const hit = cache.get(tenantId);
  if (hit && hit.expiresAt > now) return hit.overrides;
  const overrides = await readTenantOverrides(database(env.DB), tenantId);
  if (cache.size >= MAX_CACHED_TENANTS) cache.clear();
  cache.set(tenantId, { overrides, expiresAt: now + serviceConfig(env).TENANT_SETTINGS_CACHE_SECONDS * 1000 });
  return overrides;
}

export async function tenantSettings(env: Env, tenantId: string): Promise<EffectiveTenantSettings> {
  return effectiveSettings(env, await tenantOverrides(env, tenantId));
}
