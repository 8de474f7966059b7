import { z } from "@hono/zod-openapi";
import { conversationCall } from "../conversation-call";
import { readArchive } from "../../summaries/archive";
import { chainDb, listMemoryChain, withArchived } from "../../summaries/chain";
import { API_KEY, mountedGroup, router } from "../router";
import { ConversationParamsSchema, jsonResponse } from "../schemas/common";
import { MemoryChainSchema } from "../schemas/conversations";
import { flagParam, limitParam } from "../schemas/params";

/** The summary version chain (seed 002's observability view), live rows and the R2 archive. */
export const summaryChain = router();
const route = mountedGroup(summaryChain, { tags: ["conversations"], security: API_KEY, params: ConversationParamsSchema });

/** Live rows read when archived versions are merged in: pruning keeps far fewer. */
const LIVE_CHAIN_CAP = 10_000;

route.get("/{conversation_id}/memories", {
  summary: "The summary version chain, newest first (seed 002's observability query)",
  request: {
    query: z.object({
      limit: limitParam(500, 100, "Versions to return, newest first (1-500), default 100"),
      include_archived: flagParam(
        "include_archived",
        "true: also the versions the sweep moved to the R2 archive (beyond summary_keep_versions)",
      ),
    }),
  },
  responses: { 200: jsonResponse(MemoryChainSchema, "Memory chain") },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const principal = c.get("principal");
  // The object owns the conversation's identity: it decides whether this key may see it.
  const status = await conversationCall(c, (stub, scope) => stub.status(scope));
  const { limit, include_archived } = c.req.valid("query");
  const key = { tenantId: principal.tenantId, conversationId: conversation_id };
  const live = await listMemoryChain(await chainDb(c.env, key, status.userId), key, include_archived ? LIVE_CHAIN_CAP : limit);
  const memories = include_archived ? withArchived(live, await readArchive(c.env.BLOBS, key), limit) : live;
  return c.json({ conversation_id, memories }, 200);
});
