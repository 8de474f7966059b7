import type { OpenAPIHono } from "@hono/zod-openapi";
import { tenantExists } from "../db/api-keys";
import { database } from "../db/client";
import { notFound } from "../lib/errors";
import { requireAdminToken, type AppEnv } from "./auth";
import { ADMIN_TOKEN, mountedGroup } from "./router";
import { TenantParamsSchema } from "./schemas/admin";

/**
 * The admin routes of one router (tenants and keys, operations, usage): the admin token
 * checked before any of them, the admin body limit; `tenantRoute` for the routes under
 * `/tenants/{tenant_id}/...`, whose handlers read the tenant with pathTenant.
 */
export function adminRoutes(app: OpenAPIHono<AppEnv>) {
  // Registered before the routes: hono runs a router's handlers in the order they were added.
  app.use("*", requireAdminToken);
  const defaults = { tags: ["admin"], security: ADMIN_TOKEN, bodyLimit: "ADMIN_MAX_BODY_BYTES" as const };
  return { route: mountedGroup(app, defaults), tenantRoute: mountedGroup(app, { ...defaults, params: TenantParamsSchema }) };
}

/** The tenant named in an admin path (`/tenants/{tenant_id}/...`): 404 unless it exists. */
export async function pathTenant(c: { env: Env; req: { valid(target: "param"): { tenant_id: string } } }) {
  const db = database(c.env.DB);
  const tenantId = c.req.valid("param").tenant_id;
  if (!(await tenantExists(db, tenantId))) throw notFound("tenant");
  return { db, tenantId };
}
