import { z } from "@hono/zod-openapi";
import { MIN_OFFLOAD_THRESHOLD_TOKENS } from "../memory/offload-rule";

/** Per-conversation overrides of the deployment defaults (seed 002's numbers by default). */
export const ConversationSettingsSchema = z
  .object({
    window_size: z.number().int().min(2).max(1000),
    summarize_after_seq: z.number().int().min(1).max(100_000),
    job_timeout_seconds: z.number().int().min(10).max(86_400),
    max_consecutive_failures: z.number().int().min(1).max(100),
    /** Contents over this many tokens are offloaded to the memory store (see src/memory/offload-rule.ts). */
    offload_threshold_tokens: z.number().int().min(MIN_OFFLOAD_THRESHOLD_TOKENS).max(100_000),
  })
  .strict()
  .openapi("ConversationSettings");
export type ConversationSettings = z.infer<typeof ConversationSettingsSchema>;

export const ConversationSettingsPatchSchema = ConversationSettingsSchema.partial().strict().openapi("ConversationSettingsPatch");
export type ConversationSettingsPatch = z.infer<typeof ConversationSettingsPatchSchema>;
