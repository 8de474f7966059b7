import { z } from "@hono/zod-openapi";

/**
 * One version of the summary chain (seed 002's `memory` row) as it is shown and archived. The
 * public name keeps the API's word, `MemoryChainEntry` (docs/DESIGN.md, glossary).
 */
export const MemoryChainEntrySchema = z
  .object({
    memory_id: z.number().int(),
    memory_text: z.string().nullable(),
    start_sequence: z.number().int(),
    end_sequence: z.number().int(),
    base_memory_id: z.number().int().nullable(),
    base_end_seq: z.number().int().nullable(),
    status: z.enum(["processing", "completed", "failed"]),
    error: z.string().nullable(),
    generation_time_ms: z.number().int().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    archived: z.boolean().openapi({ description: "true: pruned from D1 by the sweep, read from the R2 archive" }),
  })
  .openapi("MemoryChainEntry");
