import { router, mountedGroup, API_KEY } from "../router";
import { EngramError } from "../../lib/errors";
import { deleteMemory, openMemoryContent, retrieveMemory, storeMemory } from "../../memories/service";
import { jsonBody, jsonResponse } from "../schemas/common";
import { DeletedMemorySchema, MemorySchema, readRangeOf, StoredMemorySchema, StoreMemorySchema } from "../../memories/schemas";
import { MemoryParamsSchema, RetrieveQuerySchema } from "../schemas/memories";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { RESOURCE_EXAMPLES as ANSWER } from "../examples/resources";

export const memories = router();
const route = mountedGroup(memories, { tags: ["memories"], security: API_KEY });

route.post("/", {
  summary: "Store a long-term memory; large contents go to R2, small ones stay in D1",
  description: "The body may be up to MEMORY_MAX_BODY_BYTES (default 10 MiB); the other routes take MAX_BODY_BYTES.",
  request: { body: jsonBody(StoreMemorySchema, REQUEST.storeMemory) },
  responses: {
    201: jsonResponse(StoredMemorySchema, "Stored; `ref` is the placeholder to put in a context", ANSWER.storeMemory),
  },
  errors: [409],
  bodyLimit: "MEMORY_MAX_BODY_BYTES",
})(async (c) => c.json(await storeMemory(c.env, c.get("principal"), c.req.valid("json")), 201));

route.get("/{key}", {
  summary: "The whole content of a memory, or a byte range (offset, length) or line range (from_line, to_line)",
  request: { params: MemoryParamsSchema, query: RetrieveQuerySchema },
  responses: {
    200: {
      description: "The memory (JSON), or with format=raw exactly the stored bytes (UTF-8 text)",
      content: {
        "application/json": { schema: MemorySchema, example: ANSWER.getMemory },
        "application/octet-stream": { schema: { type: "string", format: "binary" } },
      },
    },
  },
})(async (c) => {
  const { key } = c.req.valid("param");
  const query = c.req.valid("query");
  const range = readRangeOf(query);
  if (query.format === "raw") {
    if (range) throw new EngramError("invalid_request", "format=raw returns the whole content; ask for ranges in the JSON form");
    const { row, body } = await openMemoryContent(c.env, c.get("principal"), key);
    return new Response(body, {
      status: 200,
      headers: { "content-type": "application/octet-stream", "content-length": String(row.contentBytes) },
    });
  }
  return c.json(await retrieveMemory(c.env, c.get("principal"), key, range), 200);
});

route.delete("/{key}", {
  summary: "Delete a memory: its D1 row, its R2 object and its vectors",
  request: { params: MemoryParamsSchema },
  responses: { 200: jsonResponse(DeletedMemorySchema, "Deleted") },
})(async (c) => {
  const { key } = c.req.valid("param");
  await deleteMemory(c.env, c.get("principal"), key);
  return c.json({ key, deleted: true as const }, 200);
});
