import { router, mountedGroup, API_KEY } from "../router";
import { pathUser } from "../auth";
import { decodeExportCursor, exportUserJson } from "../../lifecycle/export";
import { log } from "../../lib/log";
import { forgetUser } from "../../lifecycle/forget";
import { jsonResponse } from "../schemas/common";
import { ForgetUserResultSchema, UserExportQuerySchema, UserExportSchema, UserParamsSchema } from "../schemas/users";
import { EngramError } from "../../lib/errors";

/** A user's data as a whole: forget (erase everywhere) and export. */
export const users = router();
const route = mountedGroup(users, { tags: ["users"], security: API_KEY, params: UserParamsSchema });

route.delete("/{user_id}", {
  summary: "Forget a user: every message, summary, memory, blob and vector of theirs, in every conversation",
  responses: { 200: jsonResponse(ForgetUserResultSchema, "What was removed") },
})(async (c) => {
  const { principal, userId } = pathUser(c);
  const { counts, facts, complete } = await forgetUser(c.env, principal.tenantId, userId);
  return c.json({ user_id: userId, complete, deleted: { ...counts, facts } }, 200);
});

route.get("/{user_id}/export", {
  summary: "Export a user's data as JSON: conversations with messages and summaries, long-term memories with content",
  description:
    "Paged and streamed: a page holds at most 500 conversations and memories (conversations first, then memories, the facts on the " +
    "last page) and is sent one item at a time; while `next_cursor` is not null, ask again with `cursor`. " +
    "A failure after the first bytes ends the stream early, leaving a document that does not parse: ask for that page again.",
  request: { query: UserExportQuerySchema },
  responses: { 200: jsonResponse(UserExportSchema, "A page of the user's data") },
})(async (c) => {
  const { principal, userId } = pathUser(c);
  const { cursor } = c.req.valid("query");
  const from = cursor === undefined ? null : decodeExportCursor(cursor);
  if (cursor !== undefined && from === null) throw new EngramError("invalid_request", "cursor is not one this route returned");
  const pieces = exportUserJson(c.env, principal.tenantId, userId, from);
  // The first piece is read before answering: a failure there (the user's shard, say) is still a clean error.
  const opening = await pieces.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!opening.done) controller.enqueue(encoder.encode(opening.value));
    },
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        log("error", "export_failed", { tenantId: principal.tenantId, userId, error: String(error) });
        controller.error(error);
      }
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
});
