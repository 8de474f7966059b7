import { router, mountedGroup, API_KEY } from "../router";
import { assertUserAllowed } from "../../tenants/access";
import { EngramError } from "../../lib/errors";
import { callerScope, conversationStub } from "../../conversations/stub";
import { database } from "../../db/client";
import { listByActivity } from "../../db/conversations-registry";
import { summaryStatusOf } from "../../summaries/summary-status";
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
  // The registry knows who and when; counts, strategy and summary state live in each object
  // (one cheap RPC each, in parallel), so appends never write D1 to keep them here.
  const listed = await Promise.all(
    rows.map(async (row): Promise<ConversationListItem | null> => {
      const status = await conversationStub(c.env, principal.tenantId, row.conversationId).status(
        callerScope(principal, row.conversationId),
      );
      // Not found: deleted between the registry read and this call; it is gone from the list.
      if (!status.ok) return null;
      const s = status.value;
      return {
        conversation_id: row.conversationId,
        user_id: s.userId,
        created_at: row.createdAt,
        last_activity_at: row.lastActivityAt,
        message_count: s.messageCount,
        last_seq: s.lastSeq,
        strategy: s.settings.strategy,
        summary_status: summaryStatusOf(s),
        summarized_through_seq: s.summary?.endSeq ?? null,
      };
    }),
  );
  const last = rows.at(-1);
  const nextCursor =
    rows.length === limit && last ? encodeCursor({ lastActivityAt: last.lastActivityAt, conversationId: last.conversationId }) : null;
  return c.json({ conversations: listed.flatMap((item) => (item ? [item] : [])), next_cursor: nextCursor }, 200);
});
