import { z } from "@hono/zod-openapi";
import { UserIdSchema } from "./common";

export const ToolCallSchema = z
  .object({
    id: z.string().min(1).max(256),
    type: z.literal("function"),
    function: z.object({ name: z.string().min(1).max(256), arguments: z.string() }),
  })
  .openapi("ToolCall");
export type ToolCall = z.infer<typeof ToolCallSchema>;

export const MessageRoleSchema = z.enum(["system", "user", "assistant", "tool"]);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

export const MetadataSchema = z.record(z.string(), z.unknown());

export const MessageInputSchema = z
  .object({
    role: MessageRoleSchema,
    content: z.string().nullable(),
    name: z.string().min(1).max(256).optional(),
    tool_calls: z.array(ToolCallSchema).min(1).max(128).optional(),
    tool_call_id: z.string().min(1).max(256).optional(),
    metadata: MetadataSchema.optional(),
    created_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((message, ctx) => {
    const hasText = message.content !== null && message.content.trim().length > 0;
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
export type MessageInput = z.infer<typeof MessageInputSchema>;

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
    content: z.string().nullable(),
    name: z.string().optional(),
    tool_calls: z.array(ToolCallSchema).optional(),
    tool_call_id: z.string().optional(),
    metadata: MetadataSchema.optional(),
    created_at: z.string(),
    token_count: z.number().int(),
  })
  .openapi("StoredMessage");
export type StoredMessage = z.infer<typeof StoredMessageSchema>;

export const AppendResultSchema = z
  .object({
    conversation_id: z.string(),
    messages: z.array(StoredMessageSchema),
    last_seq: z.number().int(),
  })
  .openapi("AppendResult");
export type AppendResult = z.infer<typeof AppendResultSchema>;
