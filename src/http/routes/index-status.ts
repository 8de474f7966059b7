import { router, mountedGroup, API_KEY } from "../router";
import { conversationCall } from "../conversation-call";
import { ConversationParamsSchema, jsonResponse } from "../schemas/common";
import { ConversationIndexStatusSchema } from "../schemas/search";

/** Mounted at /v1/conversations. */
export const indexStatusRoutes = router();
const route = mountedGroup(indexStatusRoutes, { tags: ["conversations"], security: API_KEY, params: ConversationParamsSchema });

route.get("/{conversation_id}/index-status", {
  summary: "How far the search index confirmed a conversation's messages, what is pending, and what could not be indexed",
  responses: { 200: jsonResponse(ConversationIndexStatusSchema, "Index status") },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const s = await conversationCall(c, (stub, scope) => stub.indexStatus(scope));
  return c.json(
    {
      conversation_id,
      last_seq: s.lastSeq,
      indexed_through_seq: s.indexedThroughSeq,
      pending: s.pending ? { from_seq: s.pending.fromSeq, to_seq: s.pending.toSeq } : null,
      failed: s.failed
        ? { from_seq: s.failed.fromSeq, to_seq: s.failed.toSeq, reason: s.failed.reason, failed_at: s.failed.failedAt }
        : null,
    },
    200,
  );
});
