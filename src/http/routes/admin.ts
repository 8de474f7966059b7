import { z } from "@hono/zod-openapi";
import { router } from "../router";
import { evictKeyHash } from "../auth";
import { createTenant, issueKey, revokeKey, tenantExists } from "../../db/api-keys";
import { database } from "../../db/client";
import { EngramError, notFound } from "../../lib/errors";
import { adminRoutes, pathTenant } from "../admin-tenant";
import { CreateKeySchema, CreateTenantSchema, IssuedKeySchema, KeyParamsSchema, TenantSchema } from "../schemas/admin";
import { jsonBody, jsonResponse } from "../schemas/common";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

export const admin = router();
const { route, tenantRoute } = adminRoutes(admin);

route.post("/tenants", {
  summary: "Create a tenant",
  request: { body: jsonBody(CreateTenantSchema, REQUEST.createTenant) },
  responses: { 201: jsonResponse(TenantSchema, "Created", ANSWER.createTenant) },
  errors: [409],
})(async (c) => {
  const { name, id } = c.req.valid("json");
  const db = database(c.env.DB);
  if (id && (await tenantExists(db, id))) throw new EngramError("conflict", `tenant ${id} exists already`);
  const tenant = await createTenant(db, name, id);
  if (!tenant) throw new Error("tenant insert returned no row");
  return c.json({ id: tenant.id, name: tenant.name, created_at: tenant.createdAt }, 201);
});

tenantRoute.post("/tenants/{tenant_id}/keys", {
  summary: "Issue an API key, optionally limited to one user",
  request: { body: jsonBody(CreateKeySchema, REQUEST.createApiKey) },
  responses: { 201: jsonResponse(IssuedKeySchema, "Issued", ANSWER.createApiKey) },
})(async (c) => {
  const { db, tenantId } = await pathTenant(c);
  const body = c.req.valid("json");
  const issued = await issueKey(db, { tenantId, userId: body.user_id ?? null, name: body.name ?? null });
  return c.json(
    {
      id: issued.id,
      key: issued.key,
      tenant_id: issued.tenantId,
      user_id: issued.userId,
      name: issued.name,
      created_at: issued.createdAt,
    },
    201,
  );
});

route.delete("/keys/{key_id}", {
  summary: "Revoke an API key",
  request: { params: KeyParamsSchema },
  responses: { 200: jsonResponse(z.object({ id: z.string(), revoked: z.literal(true) }), "Revoked") },
})(async (c) => {
  const { key_id } = c.req.valid("param");
  const keyHash = await revokeKey(database(c.env.DB), key_id);
  if (!keyHash) throw notFound("active key");
  await evictKeyHash(keyHash);
  return c.json({ id: key_id, revoked: true as const }, 200);
});
