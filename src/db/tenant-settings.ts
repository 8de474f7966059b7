import { eq, sql } from "drizzle-orm";
import type { TenantSettingsOverrides, TenantSettingsPatch } from "../tenants/overrides";
import type { Database } from "./client";
import { tenantSettings } from "./schema";

const EMPTY: TenantSettingsOverrides = {
  pii_mode: null,
  retention_days: null,
  rate_limit_per_minute: null,
  rate_limit_burst: null,
  summary_keep_versions: null,
  summary_failed_keep_days: null,
};

export async function readTenantOverrides(db: Database, tenantId: string): Promise<TenantSettingsOverrides> {
  const row = await db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId)).get();
  if (!row) return { ...EMPTY };
  return {
    pii_mode: row.piiMode,
    retention_days: row.retentionDays,
    rate_limit_per_minute: row.rateLimitPerMinute,
    rate_limit_burst: row.rateLimitBurst,
    summary_keep_versions: row.summaryKeepVersions,
    summary_failed_keep_days: row.summaryFailedKeepDays,
  };
}

/** Writes only the fields the patch names; null resets a field to the deployment default. */
export async function patchTenantOverrides(db: Database, tenantId: string, patch: TenantSettingsPatch): Promise<void> {
  const values = {
    ...(patch.pii_mode === undefined ? {} : { piiMode: patch.pii_mode }),
    ...(patch.retention_days === undefined ? {} : { retentionDays: patch.retention_days }),
    ...(patch.rate_limit_per_minute === undefined ? {} : { rateLimitPerMinute: patch.rate_limit_per_minute }),
    ...(patch.rate_limit_burst === undefined ? {} : { rateLimitBurst: patch.rate_limit_burst }),
    ...(patch.summary_keep_versions === undefined ? {} : { summaryKeepVersions: patch.summary_keep_versions }),
    ...(patch.summary_failed_keep_days === undefined ? {} : { summaryFailedKeepDays: patch.summary_failed_keep_days }),
  };
  await db
    .insert(tenantSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantSettings.tenantId, set: { ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` } });
}
