import { router, mountedGroup, API_KEY } from "../router";
import { conversationCall } from "../conversation-call";
import { EngramError } from "../../lib/errors";
import { ConversationParamsSchema, jsonBody, jsonResponse } from "../schemas/common";
import {
  CacheKeyParamsSchema,
  ScreenContextResultSchema,
  ScreenContextSchema,
  ToolCacheEntrySchema,
  ToolCacheListSchema,
  ToolCacheLookupResultSchema,
  ToolCacheLookupSchema,
  ToolCachePutSchema,
} from "../schemas/shaping";
import { cacheEntryView } from "./shaping-views";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { CONVERSATION_EXAMPLES as ANSWER } from "../examples/conversations";

/** Seed 001's tool-result cache and proactive screen-context injection. */
export const toolCache = router();
const route = mountedGroup(toolCache, { tags: ["context shaping"], security: API_KEY, params: ConversationParamsSchema });

route.post("/{conversation_id}/tool-cache", {
  summary: "Cache a tool result for a number of exchanges (seed 001 add_tool_to_cache)",
  request: { body: jsonBody(ToolCachePutSchema, REQUEST.putToolCacheEntry) },
  responses: { 201: jsonResponse(ToolCacheEntrySchema, "Cached", ANSWER.putToolCacheEntry) },
})(async (c) => {
  const { tool_name: toolName, parameters, result, duration, call_id } = c.req.valid("json");
  const input = { toolName, parameters, result, duration, callId: call_id ?? null };
  return c.json(cacheEntryView(await conversationCall(c, (stub, scope) => stub.shape(scope, "toolCachePut", input))), 201);
});

route.post("/{conversation_id}/tool-cache/lookup", {
  summary: "Look a tool call up in the cache; a hit resets its remaining duration (seed 001 lookup_tool_in_cache)",
  request: { body: jsonBody(ToolCacheLookupSchema, REQUEST.lookupToolCache) },
  responses: { 200: jsonResponse(ToolCacheLookupResultSchema, "Hit or miss", ANSWER.lookupToolCache) },
})(async (c) => {
  const { tool_name: toolName, parameters } = c.req.valid("json");
  const { entry, key } = await conversationCall(c, (stub, scope) => stub.shape(scope, "toolCacheLookup", { toolName, parameters }));
  return c.json({ hit: entry !== null, key, entry: entry ? cacheEntryView(entry) : null }, 200);
});

route.get("/{conversation_id}/tool-cache", {
  summary: "The cached tool results with their remaining and original durations",
  responses: { 200: jsonResponse(ToolCacheListSchema, "Entries") },
})(async (c) => {
  const entries = await conversationCall(c, (stub, scope) => stub.shape(scope, "toolCacheList", {}));
  return c.json({ conversation_id: c.req.valid("param").conversation_id, entries: entries.map(cacheEntryView) }, 200);
});

route.delete("/{conversation_id}/tool-cache/{key}", {
  summary: "Remove one cached result",
  request: { params: CacheKeyParamsSchema },
  responses: { 204: { description: "Removed" } },
})(async (c) => {
  const { key } = c.req.valid("param");
  const { deleted } = await conversationCall(c, (stub, scope) => stub.shape(scope, "toolCacheDelete", { key }));
  if (!deleted) throw new EngramError("not_found", "no cached result with this key");
  return c.body(null, 204);
});

route.put("/{conversation_id}/screen-context", {
  summary:
    "Provide the screen context, injected once into the next context; its tool results go to the cache (seed 001 inject_screen_context)",
  request: { body: jsonBody(ScreenContextSchema, REQUEST.putScreenContext) },
  responses: {
    200: jsonResponse(ScreenContextResultSchema, "Stored, waiting for the next context", ANSWER.putScreenContext),
  },
  errors: [409],
})(async (c) => {
  const { content, tool_results } = c.req.valid("json");
  const toolResults = tool_results.map(({ tool_name: toolName, parameters, result, duration }) => ({
    toolName,
    parameters,
    result,
    duration,
  }));
  const { cached } = await conversationCall(c, (stub, scope) => stub.shape(scope, "screenContextPut", { content, toolResults }));
  return c.json(
    { conversation_id: c.req.valid("param").conversation_id, injected: false as const, cached: cached.map(cacheEntryView) },
    200,
  );
});
