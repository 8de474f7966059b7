import { tenantExists } from "../db/api-keys";
import { database } from "../db/client";
import { notFound } from "../lib/errors";

/** The tenant named in an admin path (`/tenants/{tenant_id}/...`): 404 unless it exists. */
export async function pathTenant(c: { env: Env; req: { valid(target: "param"): { tenant_id: string } } }) {
  const db = database(c.env.DB);
  const tenantId = c.req.valid("param").tenant_id;
  if (!(await tenantExists(db, tenantId))) throw notFound("tenant");
  return { db, tenantId };
}
