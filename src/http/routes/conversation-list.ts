import { router, mountedGroup, API_KEY } from "../router";
import { assertUserAllowed } from "../../tenants/access";
import { EngramError } from "../../lib/errors";
import { database } from "../../db/client";
import { listByActivity } from "../../db/conversations-registry";
import { decodeCursor, encodeCursor } from "../list-cursor";
import { jsonResponse } from "../schemas/common";
import { ConversationListQuerySchema, ConversationListSchema, type ConversationListItem } from "../schemas/conversation-list";

/** GET /v1/conversations: the tenant's conversations from the D1 registry, newest activity first. */
export const conversationList = router();
const route = mountedGroup(conversationList, { tags: ["conversations"], security: API_KEY });

route.get("/", {
  summary: "The tenant's conversations (a user-limited key: its user's), newest activity first, paged with a cursor",
  request: { query: ConversationListQuerySchema },
  responses: { 200: jsonResponse(ConversationListSchema, "A page of conversations") },
})(async (c) => {
  const { user_id, limit, cursor } = c.req.valid("query");
  const principal = c.get("principal");
  if (user_id !== undefined) assertUserAllowed(principal, user_id);
  const after = cursor === undefined ? null : decodeCursor(cursor);
  if (cursor !== undefined && after === null) throw new EngramError("invalid_request", "cursor is not one this route returned");
  const rows = await listByActivity(database(c.env.DB), {
    tenantId: principal.tenantId,
    userId: user_id ?? principal.userId,
    limit,
    after,
  });
  // The registry alone answers (no object per row): each conversation writes its listed
  // figures there (durable-objects/conversation/registry-listing.ts), counts as of last_activity_at.
  const listed = rows.map((row): ConversationListItem => ({
    conversation_id: row.conversationId,
    user_id: row.userId,
    created_at: row.createdAt,
    last_activity_at: row.lastActivityAt,
    message_count: row.messageCount,
    last_seq: row.lastSeq,
    strategy: row.strategy,
    summary_status: row.summaryStatus,
    summarized_through_seq: row.summarizedThroughSeq,
  }));
  const last = rows.at(-1);
  const nextCursor =
    rows.length === limit && last ? encodeCursor({ lastActivityAt: last.lastActivityAt, conversationId: last.conversationId }) : null;
  return c.json({ conversations: listed, next_cursor: nextCursor }, 200);
});
