import { z } from "@hono/zod-openapi";
import { pathParam } from "./params";
import { IdSchema } from "../../lib/ids";

export const CreateTenantSchema = z.object({ name: z.string().min(1).max(200), id: IdSchema.optional() }).openapi("CreateTenant");
export const TenantSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string() }).openapi("Tenant");

export const CreateKeySchema = z
  .object({ user_id: IdSchema.nullable().optional(), name: z.string().min(1).max(200).optional() })
  .openapi("CreateApiKey");
export const IssuedKeySchema = z
  .object({
    id: z.string(),
    key: z.string().openapi({ description: "Shown once; only its SHA-256 is stored" }),
    tenant_id: z.string(),
    user_id: z.string().nullable(),
    name: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("IssuedApiKey");

export const TenantParamsSchema = z.object({
  tenant_id: pathParam(IdSchema, "tenant_id", "The tenant's id (from POST /admin/tenants)", "acme"),
});
export const KeyParamsSchema = z.object({ key_id: pathParam(IdSchema, "key_id", "The API key's id (not the key itself)", "key_7hQ2") });
