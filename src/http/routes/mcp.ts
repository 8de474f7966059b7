import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requireApiKey, type AppEnv } from "../auth";
import { createMiddleware } from "hono/factory";
import { callAdmission, rateLimitByKey } from "../../limits/rate-limit";
import { guardJsonBody } from "../json-guard";
import { errorResponses } from "../schemas/common";
import { maxBodyBytes } from "../body-limit";
import { serviceConfig } from "../../lib/config";
import { ApiError } from "../errors";
import { serveMcp } from "../../mcp/server";
import type { McpToolContext } from "../../mcp/tools";

/**
 * MCP over streamable HTTP at /mcp, served by the official SDK (src/mcp/server.ts): POST
 * carries JSON-RPC, answered as application/json. The server keeps no session and sends no
 * server-initiated messages, so GET (the SSE stream) and DELETE (session end) are 405 as the
 * transport specifies. Authentication, rate limit and body limit are the /v1 ones.
 */
export const mcp = new OpenAPIHono<AppEnv>();

const notAllowed = () => {
  throw new ApiError(405, "method_not_allowed", "the MCP endpoint takes POST (JSON-RPC); it offers no SSE stream", undefined, {
    allow: "POST",
  });
};
const tags = ["mcp"];
const security = [{ bearerAuth: [] }];
const JsonRpcSchema = z.unknown().openapi("JsonRpcMessage", { description: "A JSON-RPC 2.0 message or batch (MCP streamable HTTP)" });
const notAllowedRoute = (method: "get" | "delete") =>
  createRoute({
    method,
    path: "/",
    tags,
    security: [],
    summary: "Not offered: the server keeps no session and opens no SSE stream",
    responses: { 405: { description: "Method not allowed", content: errorResponses[400].content } },
  });
mcp.openapi(notAllowedRoute("get"), notAllowed);
mcp.openapi(notAllowedRoute("delete"), notAllowed);

const limitMcpBody = createMiddleware<AppEnv>(async (c, next) => {
  const max = maxBodyBytes("/mcp", serviceConfig(c.env));
  return bodyLimit({
    maxSize: max,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `request body exceeds ${max} bytes`);
    },
  })(c, next);
});

mcp.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags,
    security,
    summary: "MCP over streamable HTTP: store_memory, retrieve_memory, search_memory",
    description:
      "Protocol revisions 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05. The body is read by the MCP transport (parse errors are JSON-RPC errors, not 400 with the API error shape). " +
      "Like every body, one nested deeper than MAX_JSON_DEPTH (default 64) or holding a lone surrogate is refused first, with 400 in the API error shape. " +
      "Each tools/call counts against the key's rate limit; in a batch, calls beyond it answer an isError result with code rate_limited.",
    middleware: [limitMcpBody, requireApiKey, rateLimitByKey, guardJsonBody] as const,
    responses: {
      200: { description: "JSON-RPC response(s)", content: { "application/json": { schema: JsonRpcSchema } } },
      202: { description: "Only notifications or responses were sent" },
      400: {
        description: "Not JSON, not JSON-RPC, or an unsupported MCP-Protocol-Version (JSON-RPC error)",
        content: { "application/json": { schema: JsonRpcSchema } },
      },
      401: errorResponses[401],
      406: {
        description: "Accept does not list both application/json and text/event-stream (JSON-RPC error)",
        content: { "application/json": { schema: JsonRpcSchema } },
      },
      413: { description: "Body too large", content: errorResponses[400].content },
      415: {
        description: "Content-Type is not application/json (JSON-RPC error)",
        content: { "application/json": { schema: JsonRpcSchema } },
      },
      429: { description: "Rate limited", content: errorResponses[400].content },
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
    return serveMcp(c.req.raw, body, context);
  },
);
