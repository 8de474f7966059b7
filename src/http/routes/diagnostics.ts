import { z } from "@hono/zod-openapi";
import { router, mountedGroup, API_KEY } from "../router";
import { conversationStub } from "../../conversations/stub";
import { ConversationParamsSchema, jsonResponse } from "../schemas/common";

export const diagnostics = router();
const route = mountedGroup(diagnostics, { tags: ["diagnostics"], security: API_KEY, params: ConversationParamsSchema });

/** The floor of every conversation route: auth plus one Durable Object round trip doing nothing. */
route.get("/ping/{conversation_id}", {
  summary: "A bare Durable Object round trip (the latency floor the benchmark compares against)",
  responses: { 200: jsonResponse(z.object({ pong: z.literal(true) }), "Pong") },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  await conversationStub(c.env, c.get("principal").tenantId, conversation_id).ping();
  return c.json({ pong: true as const }, 200);
});
