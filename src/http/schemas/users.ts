import { z } from "@hono/zod-openapi";
import type { PurgeCounts } from "../../lifecycle/purge";
import type { UserExport } from "../../lifecycle/user-export";
import { pathParam } from "./params";
import { UserIdSchema } from "../../lib/ids";
import { StoredMessageSchema } from "./messages";
import { FactSchema } from "./facts";

export const UserParamsSchema = z.object({
  user_id: pathParam(UserIdSchema, "user_id", "The user's id, as given in user_id when appending messages"),
});

/** What a purge (of a conversation, of a user's memories) deleted. */
const PurgeCountsSchema = z.object({
  conversations: z.number().int(),
  messages: z.number().int(),
  summaries: z.number().int().openapi({ description: "Rows of the summary chain (`memory`)" }),
  memories: z.number().int().openapi({ description: "Long-term memories (`agent_memories`)" }),
  blobs: z.number().int().openapi({ description: "R2 objects" }),
  vectors: z.number().int().openapi({ description: "Vector ids deleted (by id: an id whose vector never existed counts too)" }),
});
export type PurgeCountsFields = z.infer<typeof PurgeCountsSchema> extends PurgeCounts ? true : never;

export const ForgetUserResultSchema = z
  .object({
    user_id: z.string(),
    complete: z.boolean().openapi({ description: "false: the user has more conversations than one request handles; call again" }),
    deleted: PurgeCountsSchema.extend({ facts: z.number().int().openapi({ description: "User facts, every version" }) }),
  })
  .openapi("ForgetUserResult");

export const UserExportSchema = z
  .object({
    user_id: z.string(),
    exported_at: z.string(),
    conversations: z.array(
      z.object({
        conversation_id: z.string(),
        created_at: z.string(),
        last_activity_at: z.string(),
        messages: z.array(StoredMessageSchema),
        summaries: z.array(
          z.object({
            memory_id: z.number().int(),
            text: z.string().nullable(),
            start_seq: z.number().int(),
            end_seq: z.number().int(),
            base_memory_id: z.number().int().nullable(),
            status: z.enum(["processing", "completed", "failed"]),
            created_at: z.string(),
          }),
        ),
      }),
    ),
    memories: z.array(
      z.object({
        key: z.string(),
        type: z.string(),
        description: z.string(),
        summary: z.string().nullable(),
        content: z.string().nullable(),
        conversation_id: z.string().nullable(),
        agent_id: z.string().nullable(),
        metadata: z.record(z.string(), z.unknown()),
        created_at: z.string(),
        expires_at: z.string().nullable(),
      }),
    ),
    facts: z.array(FactSchema).openapi({ description: "The user's facts, every version (current, superseded, retracted)" }),
  })
  .openapi("UserExport");
/** The view must accept what the export builds. */
export type UserExportFields = UserExport extends z.input<typeof UserExportSchema> ? true : never;
