import { router, mountedGroup, API_KEY } from "../router";
import { jsonBody, jsonResponse } from "../schemas/common";
import { IndexStatusQuerySchema, IndexStatusSchema, SearchResponseSchema } from "../schemas/search";
import { SearchRequestSchema } from "../../search/query";
import { searchMemories } from "../../search/service";
import { indexStatus } from "../../search/status";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

/** Mounted at /v1/memories/search, so it never meets the /v1/memories/{key} routes. */
export const search = router();
const route = mountedGroup(search, { tags: ["memories"], security: API_KEY });

route.post("/", {
  summary: "Hybrid search (BM25 + vectors, fused) over long-term memories and conversation history",
  description:
    "Indexing runs in the background: a message is searchable once its index job ran, normally within about 2 seconds of ingestion (see docs/DESIGN.md).",
  request: { body: jsonBody(SearchRequestSchema, REQUEST.search) },
  responses: { 200: jsonResponse(SearchResponseSchema, "Results, best first", ANSWER.search) },
})(async (c) => c.json(await searchMemories(c.env, c.get("principal"), c.req.valid("json")), 200));

route.get("/index-status", {
  summary: "How much of a conversation the background indexer has made searchable",
  request: { query: IndexStatusQuerySchema },
  responses: { 200: jsonResponse(IndexStatusSchema, "Index status") },
})(async (c) => c.json(await indexStatus(c.env, c.get("principal"), c.req.valid("query").conversation_id), 200));
