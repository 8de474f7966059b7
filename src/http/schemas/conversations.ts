import { z } from "@hono/zod-openapi";
import { MemoryChainEntrySchema } from "../../summaries/entry";
import { ConversationSettingsSchema } from "../../conversations/settings";

export const MemoryChainSchema = z
  .object({ conversation_id: z.string(), memories: z.array(MemoryChainEntrySchema) })
  .openapi("MemoryChain");

export const ConversationStatusSchema = z
  .object({
    conversation_id: z.string(),
    user_id: z.string(),
    last_seq: z.number().int(),
    message_count: z.number().int(),
    full_token_count: z.number().int(),
    summary: z
      .object({ memory_id: z.number().int(), start_seq: z.number().int(), end_seq: z.number().int(), token_count: z.number().int() })
      .nullable(),
    job: z
      .object({
        memory_id: z.number().int().nullable(),
        start_seq: z.number().int(),
        end_seq: z.number().int(),
        base_memory_id: z.number().int().nullable(),
        deadline: z.string(),
      })
      .nullable(),
    consecutive_failures: z.number().int(),
    circuit_open: z.boolean(),
    breaker: z
      .object({
        state: z.enum(["closed", "open", "half_open"]).openapi({
          description:
            "closed: summaries run; open: stopped after consecutive failures until next_trial_at; half_open: the cooldown is over and the next trigger (an append or the alarm) runs one trial job",
        }),
        next_trial_at: z.string().nullable().openapi({ description: "When the open breaker lets its trial through (null unless open)" }),
        cooldown_seconds: z
          .number()
          .int()
          .nullable()
          .openapi({ description: "The cooldown in force (doubles after each failed trial, capped); null while closed" }),
      })
      .openapi("SummaryBreaker"),
    settings: ConversationSettingsSchema,
  })
  .openapi("ConversationStatus");

export const TriggerResultSchema = z
  .object({ triggered: z.boolean(), reason: z.string().optional(), memory_id: z.number().int().optional() })
  .openapi("TriggerResult");

export const DeleteConversationResultSchema = z
  .object({
    conversation_id: z.string(),
    deleted_messages: z.number().int(),
    deleted_memories: z.number().int(),
    deleted_offloads: z.number().int().openapi({ description: "Contents offloaded from its messages (R2 objects, rows, vectors)" }),
  })
  .openapi("DeleteConversationResult");
