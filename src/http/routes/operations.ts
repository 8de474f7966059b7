import { z } from "@hono/zod-openapi";
import { router } from "../router";
import { database, type Database } from "../../db/client";
import { patchTenantOverrides, readTenantOverrides } from "../../db/tenant-settings";
import { listSweepRuns } from "../../cron/sweep";
import { adminRoutes, pathTenant } from "../admin-tenant";
import { jsonBody, jsonResponse } from "../schemas/common";
import { BindingMeterSchema, SweepRunsSchema } from "../../cron/sweep-runs";
import { limitParam } from "../schemas/params";
import { meterCounts, meterEnabled } from "../../lib/binding-meter";
import { TenantSettingsPatchSchema, TenantSettingsViewSchema } from "../../tenants/overrides";
import { effectiveSettings, evictTenantSettings } from "../../tenants/settings";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

/** Operator routes (tenant settings, sweep runs, ...), mounted under /admin beside the tenant and key routes. */
export const operations = router();
const { route, tenantRoute } = adminRoutes(operations);

/** A tenant's settings as stored now: its overrides and the effective values they give. */
async function settingsView(env: Env, db: Database, tenantId: string) {
  const overrides = await readTenantOverrides(db, tenantId);
  return { tenant_id: tenantId, settings: effectiveSettings(env, overrides), overrides };
}

tenantRoute.get("/tenants/{tenant_id}/settings", {
  summary: "A tenant's settings: the effective values and its own overrides",
  responses: { 200: jsonResponse(TenantSettingsViewSchema, "Settings", ANSWER.getTenantSettings) },
})(async (c) => {
  const { db, tenantId } = await pathTenant(c);
  return c.json(await settingsView(c.env, db, tenantId), 200);
});

tenantRoute.patch("/tenants/{tenant_id}/settings", {
  summary: "Change a tenant's PII mode, retention or rate limits (null restores the deployment default)",
  request: { body: jsonBody(TenantSettingsPatchSchema, REQUEST.updateTenantSettings) },
  responses: { 200: jsonResponse(TenantSettingsViewSchema, "Settings", ANSWER.updateTenantSettings) },
})(async (c) => {
  const { db, tenantId } = await pathTenant(c);
  await patchTenantOverrides(db, tenantId, c.req.valid("json"));
  evictTenantSettings(tenantId);
  return c.json(await settingsView(c.env, db, tenantId), 200);
});

route.get("/sweeps", {
  summary: "What the recent cron sweeps did, newest first",
  request: {
    query: z.object({ limit: limitParam(200, 20, "Sweep runs to return, newest first (1-200), default 20") }),
  },
  responses: { 200: jsonResponse(SweepRunsSchema, "Sweep runs") },
})(async (c) => {
  return c.json({ runs: await listSweepRuns(database(c.env.DB), c.req.valid("query").limit) }, 200);
});

/**
 * What this isolate's metered bindings did since it started (bench/run-scale.mjs reads it
 * before and after a phase). Counts only while BINDING_METER is set; see src/lib/binding-meter.ts.
 */
route.get("/diagnostics/bindings", {
  summary: "D1 statements, queue messages and Durable Object stubs used so far (bench-only metering; off by default)",
  responses: { 200: jsonResponse(BindingMeterSchema, "Counts since the isolate started") },
})((c) => c.json({ enabled: meterEnabled(c.env), ...meterCounts() }, 200));
