import { z } from "@hono/zod-openapi";

export const SweepRunSchema = z
  .object({
    id: z.number().int(),
    cron: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string(),
    duration_ms: z.number().int(),
    expired_memories: z
      .number()
      .int()
      .openapi({ description: "Long-term memories past their TTL, deleted from D1, R2 and the vector index" }),
    failed_jobs: z
      .number()
      .int()
      .openapi({ description: "Summarization jobs stuck in 'processing' past STUCK_JOB_SECONDS, marked failed" }),
    purged_conversations: z.number().int().openapi({ description: "Conversations deleted by their tenant's retention" }),
    deleted_messages: z.number().int(),
    housekeeping_rows: z.number().int().openapi({ description: "Old delivery ids, expired webhook secrets and old sweep records removed" }),
    archived_summaries: z
      .number()
      .int()
      .openapi({ description: "Old summary versions moved from D1 to the R2 archive (summary_keep_versions, summary_failed_keep_days)" }),
    error_count: z.number().int(),
    errors: z.array(z.object({ action: z.string(), item: z.string(), error: z.string() })),
    backlog: z
      .object({ expiredMemories: z.boolean(), stuckJobs: z.boolean(), inactiveConversations: z.boolean() })
      .openapi({ description: "Actions that had more than one batch of work; the next run continues" }),
  })
  .openapi("SweepRun");

export const SweepRunsSchema = z.object({ runs: z.array(SweepRunSchema) }).openapi("SweepRuns");

const countsBy = <T extends z.ZodType>(shape: T) => z.record(z.string(), shape).openapi({ description: "by binding name" });

export const BindingMeterSchema = z
  .object({
    enabled: z.boolean().openapi({ description: "whether this isolate meters its bindings (the bench-only BINDING_METER var)" }),
    d1: countsBy(
      z.object({
        calls: z.number().int().openapi({ description: "round trips: one per statement run alone, per batch, per exec" }),
        statements: z.number().int().openapi({ description: "statements executed, each statement of a batch counted" }),
      }),
    ),
    queues: countsBy(z.object({ messages: z.number().int() })),
    durable_objects: countsBy(z.object({ stubs: z.number().int().openapi({ description: "stubs obtained (get/getByName)" }) })),
  })
  .openapi("BindingMeter");
