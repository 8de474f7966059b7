import { router, mountedGroup, API_KEY } from "../router";
import { truncateConversation } from "../../lifecycle/truncate";
import { ConversationParamsSchema, jsonResponse } from "../schemas/common";
import { TruncateQuerySchema, TruncateResultSchema } from "../schemas/messages";

/** Removing a conversation's tail (an agent SDK's popItem, an edited turn). */
export const messageTruncation = router();
const route = mountedGroup(messageTruncation, { tags: ["conversations"], security: API_KEY, params: ConversationParamsSchema });

route.delete("/{conversation_id}/messages", {
  summary: "Truncate the tail: remove every message with seq >= from_seq",
  description:
    "Idempotent. Summaries reaching into the removed messages (rows, the job in flight, search entries) and contents offloaded " +
    "from them are removed; the conversation falls back to its last summary that covers only kept messages, and the next summary " +
    "builds on it. Seqs are reused: the next message appended gets from_seq. A from_seq past last_seq + 1 is a 400 and changes nothing.",
  request: { query: TruncateQuerySchema },
  responses: {
    200: jsonResponse(TruncateResultSchema, "Truncated (deleted_messages 0 when there was nothing at or after from_seq)"),
  },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const { from_seq } = c.req.valid("query");
  const done = await truncateConversation(c.env, c.get("principal"), conversation_id, from_seq);
  const summary = done.outcome.summary;
  return c.json(
    {
      conversation_id,
      from_seq,
      deleted_messages: done.outcome.deletedMessages,
      last_seq: done.outcome.lastSeq,
      deleted_summaries: done.deletedSummaries,
      deleted_offloads: done.deletedOffloads,
      summary: summary ? { memory_id: summary.memoryId, start_seq: summary.startSeq, end_seq: summary.endSeq } : null,
    },
    200,
  );
});
