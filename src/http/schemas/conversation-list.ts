import { z } from "@hono/zod-openapi";
import { SUMMARY_STATUSES } from "../../summaries/summary-status";
import { limitParam, queryParam } from "./params";
import { CONTEXT_STRATEGIES } from "../../context/defaults";
import { UserIdSchema } from "../../lib/ids";

export const ConversationListQuerySchema = z.object({
  user_id: queryParam(UserIdSchema.optional(), "user_id", "Only this user's conversations (a user-limited key may only name its own user)"),
  limit: limitParam(100, 20, "Conversations per page (1-100), default 20"),
  cursor: queryParam(z.string().min(1).max(512).optional(), "cursor", "`next_cursor` of the previous page"),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

export const SummaryStatusSchema = z.enum(SUMMARY_STATUSES).openapi({
  description:
    "none: no summary yet and no job; summarized: a summary is current and no job runs; generating: a summary job is in flight; breaker_open: summaries stopped after consecutive failures (open or awaiting its trial)",
});

export const ConversationListItemSchema = z
  .object({
    conversation_id: z.string(),
    user_id: z.string(),
    created_at: z.string(),
    last_activity_at: z.string().openapi({ description: "Refreshed at most once per activity interval, not on every append" }),
    message_count: z.number().int(),
    last_seq: z.number().int(),
    strategy: z.enum(CONTEXT_STRATEGIES),
    summary_status: SummaryStatusSchema,
    summarized_through_seq: z.number().int().nullable().openapi({ description: "The last seq the current summary covers" }),
  })
  .openapi("ConversationListItem");
export type ConversationListItem = z.infer<typeof ConversationListItemSchema>;

export const ConversationListSchema = z
  .object({
    conversations: z.array(ConversationListItemSchema),
    next_cursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page; null on the last page" }),
  })
  .openapi("ConversationList");
