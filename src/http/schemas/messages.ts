import { z } from "@hono/zod-openapi";
import { limitParam, queryParam } from "./params";
import { UserIdSchema } from "../../lib/ids";
import { MessageContentSchema } from "./content-parts";
import { MESSAGE_ROLES, type MessageInput, type StoredMessage } from "../../conversations/messages";
import { MetadataSchema } from "../../lib/ids";

export const ToolCallSchema = z
  .object({
    id: z.string().min(1).max(256),
    type: z.literal("function"),
    function: z.object({ name: z.string().min(1).max(256), arguments: z.string() }),
  })
  .openapi("ToolCall");

export const MessageRoleSchema = z.enum(MESSAGE_ROLES);

export const MessageInputSchema = z
  .object({
    role: MessageRoleSchema,
    content: MessageContentSchema.nullable(),
    name: z.string().min(1).max(256).optional(),
    tool_calls: z.array(ToolCallSchema).min(1).max(128).optional(),
    tool_call_id: z.string().min(1).max(256).optional(),
    metadata: MetadataSchema.optional(),
    created_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((message, ctx) => {
    // A parts array is never empty (min 1): an image alone is content.
    const hasText = Array.isArray(message.content) || (typeof message.content === "string" && message.content.trim().length > 0);
    if (!hasText && !(message.role === "assistant" && message.tool_calls)) {
      ctx.addIssue({ code: "custom", path: ["content"], message: "content must not be empty" });
    }
    if (message.role === "tool" && !message.tool_call_id) {
      ctx.addIssue({ code: "custom", path: ["tool_call_id"], message: "a tool message needs tool_call_id" });
    }
    if (message.tool_calls && message.role !== "assistant") {
      ctx.addIssue({ code: "custom", path: ["tool_calls"], message: "only assistant messages carry tool_calls" });
    }
  })
  .openapi("MessageInput");
/** A message as the API receives it (content: a string or parts). */
export type MessageInputBody = z.infer<typeof MessageInputSchema>;
/** The view must carry exactly the domain's fields (content aside, which the edge turns into text and parts). */
export type MessageInputFields = Omit<MessageInputBody, "content"> extends Omit<MessageInput, "content" | "parts"> ? true : never;

export const AppendMessagesSchema = z
  .object({
    user_id: UserIdSchema,
    messages: z.array(MessageInputSchema).min(1).max(500),
  })
  .openapi("AppendMessages");
export type AppendMessages = z.infer<typeof AppendMessagesSchema>;

export const StoredMessageSchema = z
  .object({
    seq: z.number().int(),
    role: MessageRoleSchema,
    content: MessageContentSchema.nullable(),
    name: z.string().optional(),
    tool_calls: z.array(ToolCallSchema).optional(),
    tool_call_id: z.string().optional(),
    metadata: MetadataSchema.optional(),
    created_at: z.string(),
    token_count: z.number().int(),
  })
  .openapi("StoredMessage");
/** A stored message as the API returns it. */
export type StoredMessageView = z.infer<typeof StoredMessageSchema>;
/** The view must carry exactly the domain's fields (content aside). */
export type StoredMessageFields = Omit<StoredMessageView, "content"> extends Omit<StoredMessage, "content" | "parts"> ? true : never;

export const AppendResultSchema = z
  .object({
    conversation_id: z.string(),
    messages: z.array(StoredMessageSchema),
    last_seq: z.number().int(),
  })
  .openapi("AppendResult");
export type AppendResult = z.infer<typeof AppendResultSchema>;

const seqParam = (name: string, description: string) => queryParam(z.coerce.number().int().min(0).optional(), name, description);

export const MessagesQuerySchema = z.object({
  from_seq: seqParam("from_seq", "First seq to return, inclusive; default 0"),
  to_seq: seqParam("to_seq", "Last seq to return, inclusive; default: the newest message"),
  limit: limitParam(1000, 200, "Messages per page (1-1000), default 200"),
  order: queryParam(
    z.enum(["asc", "desc"]).default("asc"),
    "order",
    "asc (default): oldest first, continue with `next_from_seq`. desc: newest first (the last `limit` messages), continue with `next_to_seq`",
  ),
});

export const MessagesPageSchema = z
  .object({
    conversation_id: z.string(),
    messages: z.array(StoredMessageSchema),
    next_from_seq: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "order=asc: the from_seq of the next page (null when there is none, and always with order=desc)" }),
    next_to_seq: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "order=desc: the to_seq of the next (older) page (null when there is none, and always with order=asc)" }),
  })
  .openapi("MessagesPage");

export const TruncateQuerySchema = z.object({
  from_seq: queryParam(
    z.coerce.number().int().min(0),
    "from_seq",
    "The first seq to remove: every message with seq >= from_seq goes (last_seq + 1 removes nothing)",
  ),
});

export const TruncateResultSchema = z
  .object({
    conversation_id: z.string(),
    from_seq: z.number().int(),
    deleted_messages: z.number().int(),
    last_seq: z
      .number()
      .int()
      .openapi({ description: "The conversation's last seq now; the next message appended gets last_seq + 1 (seqs are reused)" }),
    deleted_summaries: z.number().int().openapi({ description: "Summary rows (and jobs in flight) that covered removed messages" }),
    deleted_offloads: z.number().int().openapi({ description: "Contents offloaded from removed messages" }),
    summary: z.object({ memory_id: z.number().int(), start_seq: z.number().int(), end_seq: z.number().int() }).nullable().openapi({
      description:
        "The summary the conversation falls back to (the last one that covers only kept messages); the next summary builds on it",
    }),
  })
  .openapi("TruncateResult");
