import { OpenAPIHono, z } from "@hono/zod-openapi";
import { requireApiKey, type AppEnv } from "../auth";
import { callAdmission } from "../../limits/rate-limit";
import { rateLimitByKey } from "../rate-limit";
import { guardJsonBody } from "../json-guard";
import { errorResponse } from "../error-responses";
import { routeGroup, API_KEY } from "../router";
import { HttpError } from "../errors";
import { serveMcp } from "../mcp/server";
import type { McpToolContext } from "../mcp/tools";
import { answerInvalidParams, withoutInvalidParams } from "../mcp/invalid-params";

/**
 * MCP over streamable HTTP at /mcp, served by the official SDK (src/mcp/server.ts): POST
 * carries JSON-RPC, answered as application/json. The server keeps no session and sends no
 * server-initiated messages, so GET (the SSE stream) and DELETE (session end) are 405 as the
 * transport specifies. Authentication and rate limit are the /v1 ones; the body limit is
 * MEMORY_MAX_BODY_BYTES (store_memory carries whole documents), enforced by the app before auth.
 */
export const mcp = new OpenAPIHono<AppEnv>();

const notAllowed = () => {
  throw new HttpError("method_not_allowed", "the MCP endpoint takes POST (JSON-RPC); it offers no SSE stream", { allow: "POST" });
};
const route = routeGroup({ tags: ["mcp"], security: API_KEY, errors: [] });
const JsonRpcSchema = z.unknown().openapi("JsonRpcMessage", { description: "A JSON-RPC 2.0 message or batch (MCP streamable HTTP)" });
const notOffered = {
  security: [],
  summary: "Not offered: the server keeps no session and opens no SSE stream",
  responses: {},
  errors: [405 as const],
};
mcp.openapi(route.get("/", notOffered), notAllowed);
mcp.openapi(route.delete("/", notOffered), notAllowed);

mcp.openapi(
  route.post("/", {
    summary: "MCP over streamable HTTP: store_memory, retrieve_memory, search_memory",
    description:
      "Protocol revisions 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05. The body is read by the MCP transport (parse errors are JSON-RPC errors, not 400 with the API error shape). " +
      "Like every body, one nested deeper than MAX_JSON_DEPTH (default 64), holding a lone surrogate, a number past the double range (1e999) or a __proto__ key is refused first, with 400 in the API error shape. " +
      "A tools/call whose params are not an object with a string name and object arguments answers JSON-RPC -32602 (invalid params) with a sentence naming the problem. " +
      "Each tools/call counts against the key's rate limit; in a batch, calls beyond it answer an isError result with code rate_limited.",
    middleware: [requireApiKey, rateLimitByKey, guardJsonBody] as const,
    bodyLimit: "MEMORY_MAX_BODY_BYTES",
    responses: {
      200: { description: "JSON-RPC response(s)", content: { "application/json": { schema: JsonRpcSchema } } },
      202: { description: "Only notifications or responses were sent" },
      400: {
        description: "Not JSON, not JSON-RPC, or an unsupported MCP-Protocol-Version (JSON-RPC error)",
        content: { "application/json": { schema: JsonRpcSchema } },
      },
      401: errorResponse(401),
      406: {
        description: "Accept does not list both application/json and text/event-stream (JSON-RPC error)",
        content: { "application/json": { schema: JsonRpcSchema } },
      },
      413: errorResponse(413, "Body larger than MEMORY_MAX_BODY_BYTES (default 10 MiB)"),
      415: {
        description: "Content-Type is not application/json (JSON-RPC error)",
        content: { "application/json": { schema: JsonRpcSchema } },
      },
      429: errorResponse(429),
    },
  }),
  async (c) => {
    const principal = c.get("principal");
    const context: McpToolContext = { env: c.env, principal, admitCall: callAdmission(c.env, principal) };
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the transport reads the text itself and answers with its own JSON-RPC parse error.
      return serveMcp(new Request(c.req.url, { method: "POST", headers: c.req.raw.headers, body: text }), undefined, context);
    }
    // tools/call params the SDK cannot read answer -32602 (src/mcp/invalid-params.ts).
    const checked = withoutInvalidParams(body);
    return answerInvalidParams(checked.answers, await serveMcp(c.req.raw, checked.body, context));
  },
);
