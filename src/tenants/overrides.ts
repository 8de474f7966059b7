import { z } from "@hono/zod-openapi";
import { PiiModeSchema } from "../privacy/pii";

const PiiMode = PiiModeSchema.openapi({
  description:
    "off: no redaction. derived: summaries, LLM prompts, embeddings and the search index see redacted text. everywhere: messages and memories are redacted before they are stored.",
});

/** A tenant's overrides; null (or absent) means the deployment default. */
export const TenantSettingsOverridesSchema = z
  .object({
    pii_mode: PiiMode.nullable(),
    retention_days: z
      .number()
      .int()
      .min(0)
      .max(36_500)
      .nullable()
      .openapi({ description: "Conversations inactive longer are deleted by the cron sweep; 0 keeps them forever" }),
    rate_limit_per_minute: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .nullable()
      .openapi({ description: "Sustained requests per minute per API key; 0 switches rate limiting off" }),
    rate_limit_burst: z.number().int().min(1).max(1_000_000).nullable().openapi({ description: "Requests an idle key may send at once" }),
    summary_keep_versions: z.number().int().min(1).max(100_000).nullable().openapi({
      description:
        "Completed summary versions each conversation keeps in D1; the cron sweep archives older ones to R2 (GET .../memories?include_archived=true lists them)",
    }),
    summary_failed_keep_days: z
      .number()
      .int()
      .min(0)
      .max(36_500)
      .nullable()
      .openapi({ description: "Failed summary rows stay in D1 this many days, then go to the archive like old versions" }),
  })
  .openapi("TenantSettingsOverrides");
export type TenantSettingsOverrides = z.infer<typeof TenantSettingsOverridesSchema>;

export const TenantSettingsPatchSchema = TenantSettingsOverridesSchema.partial().strict().openapi("TenantSettingsPatch");
export type TenantSettingsPatch = z.infer<typeof TenantSettingsPatchSchema>;

export const EffectiveTenantSettingsSchema = z
  .object({
    pii_mode: PiiModeSchema,
    retention_days: z.number().int(),
    rate_limit_per_minute: z.number().int(),
    rate_limit_burst: z.number().int(),
    summary_keep_versions: z.number().int(),
    summary_failed_keep_days: z.number().int(),
  })
  .openapi("EffectiveTenantSettings");
export type EffectiveTenantSettings = z.infer<typeof EffectiveTenantSettingsSchema>;

export const TenantSettingsViewSchema = z
  .object({ tenant_id: z.string(), settings: EffectiveTenantSettingsSchema, overrides: TenantSettingsOverridesSchema })
  .openapi("TenantSettings");
