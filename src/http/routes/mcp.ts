import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requireApiKey, type AppEnv } from "../auth";
import { createMiddleware } from "hono/factory";
import { rateLimitByKey } from "../../limits/rate-limit";
import { errorResponses } from "../schemas/common";
import { maxBodyBytes } from "../body-limit";
import { serviceConfig } from "../../lib/config";
import { ApiError } from "../errors";
import { log } from "../../lib/log";
import {
  CallToolParamsSchema,
  InitializeParamsSchema,
  negotiateVersion,
  RPC_ERRORS,
  rpcError,
  RpcIdSchema,
  RpcRequestSchema,
  rpcResult,
  SUPPORTED_PROTOCOL_VERSIONS,
  type RpcId,
  type RpcResponse,
} from "../../mcp/protocol";
import { mcpTools, type McpToolContext } from "../../mcp/tools";

/**
 * MCP over streamable HTTP at /mcp: POST carries JSON-RPC, answered as application/json. The
 * server keeps no session and sends no server-initiated messages, so GET (the SSE stream) is
 * 405 as the transport specifies. Authentication is the same bearer API key as /v1.
 */
export const mcp = new OpenAPIHono<AppEnv>();

const notAllowed = () => {
  throw new ApiError(405, "method_not_allowed", "the MCP endpoint takes POST (JSON-RPC); it offers no SSE stream", undefined, { allow: "POST" });
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
    description: "The body is parsed by the JSON-RPC handler itself (parse errors are JSON-RPC errors, not 400 with the API error shape).",
    middleware: [limitMcpBody, requireApiKey, rateLimitByKey] as const,
    responses: {
      200: { description: "JSON-RPC response(s)", content: { "application/json": { schema: JsonRpcSchema } } },
      202: { description: "Only notifications or responses were sent" },
      400: { description: "Not JSON, or an empty batch (JSON-RPC error)", content: { "application/json": { schema: JsonRpcSchema } } },
      401: errorResponses[401],
      413: { description: "Body too large", content: errorResponses[400].content },
      429: { description: "Rate limited", content: errorResponses[400].content },
    },
  }),
  async (c) => {
    const version = c.req.header("mcp-protocol-version");
    if (version !== undefined && !(SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version)) {
      return c.json(rpcError(null, RPC_ERRORS.invalidRequest, `unsupported MCP-Protocol-Version ${version}`), 400);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(await c.req.text());
    } catch {
      return c.json(rpcError(null, RPC_ERRORS.parseError, "Parse error: the body is not JSON"), 400);
    }
    const context: McpToolContext = { env: c.env, principal: c.get("principal") };
    if (Array.isArray(payload)) {
      if (payload.length === 0) return c.json(rpcError(null, RPC_ERRORS.invalidRequest, "empty batch"), 400);
      const answers: RpcResponse[] = [];
      for (const message of payload) {
        const answer = await handleMessage(context, message);
        if (answer) answers.push(answer);
      }
      return answers.length === 0 ? c.body(null, 202) : c.json(answers, 200);
    }
    const answer = await handleMessage(context, payload);
    return answer ? c.json(answer, 200) : c.body(null, 202);
  },
);

function idOf(message: unknown): RpcId | null {
  if (typeof message !== "object" || message === null || !("id" in message)) return null;
  const parsed = RpcIdSchema.safeParse(message.id);
  return parsed.success ? parsed.data : null;
}

/** One JSON-RPC message; null for notifications and for responses the client sends us. */
async function handleMessage(context: McpToolContext, message: unknown): Promise<RpcResponse | null> {
  const isObject = typeof message === "object" && message !== null;
  if (isObject && !("method" in message) && ("result" in message || "error" in message)) return null;
  const parsed = RpcRequestSchema.safeParse(message);
  if (!parsed.success) return rpcError(idOf(message), RPC_ERRORS.invalidRequest, "Invalid Request: not a JSON-RPC 2.0 request");
  const request = parsed.data;
  if (request.id === undefined) return null; // notifications/initialized, notifications/cancelled, ...
  const id = request.id;
  const params = request.params ?? {};
  switch (request.method) {
    case "initialize": {
      const init = InitializeParamsSchema.safeParse(params);
      if (!init.success) return rpcError(id, RPC_ERRORS.invalidParams, "initialize needs protocolVersion");
      return rpcResult(id, {
        protocolVersion: negotiateVersion(init.data.protocolVersion),
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: "engram", title: "Engram memory", version: "1.0.0" },
        instructions:
          "Contexts from Engram hold [MemoryRef: <key> - <description> - <N> tokens] placeholders: call retrieve_memory " +
          "with the key when you need the content. Store large results with store_memory.",
      });
    }
    case "ping":
      return rpcResult(id, {});
    case "tools/list":
      return rpcResult(id, {
        tools: mcpTools.map(({ call: _call, ...tool }) => tool),
      });
    case "tools/call":
      return callTool(context, id, params);
    default:
      return rpcError(id, RPC_ERRORS.methodNotFound, `Method not found: ${request.method}`);
  }
}

async function callTool(context: McpToolContext, id: RpcId, params: Record<string, unknown>): Promise<RpcResponse> {
  const call = CallToolParamsSchema.safeParse(params);
  if (!call.success) return rpcError(id, RPC_ERRORS.invalidParams, "tools/call needs a tool name");
  const tool = mcpTools.find((candidate) => candidate.name === call.data.name);
  if (!tool) return rpcError(id, RPC_ERRORS.invalidParams, `Unknown tool: ${call.data.name}`);
  try {
    const outcome = await tool.call(context, call.data.arguments);
    if (outcome.kind === "invalid_params") {
      const summary = outcome.issues.map((issue) => `${issue.path || "(root)"}: ${issue.message}`).join("; ");
      return rpcError(id, RPC_ERRORS.invalidParams, `Invalid arguments for ${tool.name}: ${summary}`, { issues: outcome.issues });
    }
    return rpcResult(id, { content: [{ type: "text", text: JSON.stringify(outcome.value) }], structuredContent: outcome.value, isError: false });
  } catch (error) {
    // A refusal of the operation itself (not found, another user's key...) is a tool result the
    // model can read and act on, as MCP asks; only unexpected failures are protocol errors.
    if (error instanceof ApiError) {
      const body = { error: { code: error.code, message: error.message } };
      return rpcResult(id, { content: [{ type: "text", text: JSON.stringify(body) }], isError: true });
    }
    log("error", "mcp_tool_error", { tool: tool.name, error: String(error), stack: error instanceof Error ? error.stack : undefined });
    return rpcError(id, RPC_ERRORS.internalError, "internal error");
  }
}
