import { z } from "@hono/zod-openapi";
import { router, mountedGroup, ADMIN_TOKEN } from "../router";
import { requireAdminToken } from "../auth";
import { database } from "../../db/client";
import { patchTenantOverrides, readTenantOverrides } from "../../db/tenant-settings";
import { listSweepRuns } from "../../cron/sweep";
import { pathTenant } from "../admin-tenant";
import { TenantParamsSchema } from "../schemas/admin";
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
const route = mountedGroup(operations, { tags: ["admin"], security: ADMIN_TOKEN, bodyLimit: "ADMIN_MAX_BODY_BYTES" });
operations.use("*", requireAdminToken);

const settingsView = (env: Env, tenantId: string, overrides: Awaited<ReturnType<typeof readTenantOverrides>>) => ({
  tenant_id: tenantId,
  settings: effectiveSettings(env, overrides),
  overrides,
});

route.get("/tenants/{tenant_id}/settings", {
  summary: "A tenant's settings: the effective values and its own overrides",
  request: { params: TenantParamsSchema },
  responses: { 200: jsonResponse(TenantSettingsViewSchema, "Settings", ANSWER.getTenantSettings) },
})(async (c) => {
  const { db, tenantId } = await pathTenant(c);
  return c.json(settingsView(c.env, tenantId, await readTenantOverrides(db, tenantId)), 200);
});

route.patch("/tenants/{tenant_id}/settings", {
  summary: "Change a tenant's PII mode, retention or rate limits (null restores the deployment default)",
  request: { params: TenantParamsSchema, body: jsonBody(TenantSettingsPatchSchema, REQUEST.updateTenantSettings) },
  responses: { 200: jsonResponse(TenantSettingsViewSchema, "Settings", ANSWER.updateTenantSettings) },
})(async (c) => {
  const { db, tenantId } = await pathTenant(c);
  await patchTenantOverrides(db, tenantId, c.req.valid("json"));
  evictTenantSettings(tenantId);
  return c.json(settingsView(c.env, tenantId, await readTenantOverrides(db, tenantId)), 200);
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
