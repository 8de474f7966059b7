import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { factTools } from "./fact-tools";
import { memoryTools, type McpToolContext } from "./tools";

const mcpTools = [...memoryTools, ...factTools];

export const MCP_INSTRUCTIONS =
  "Contexts from Engram hold [MemoryRef: <key> - <description> - <N> tokens] placeholders: call retrieve_memory " +
  "with the key when you need the content. Store large results with store_memory. Record what the user states about " +
  "themselves with state_fact and read it back with list_facts.";

/**
 * Answers one HTTP request with a server and transport of its own (stateless: no session id,
 * nothing kept between requests), so every request runs with its own caller's principal and
 * nothing one caller did can reach another's tools. JSON answers rather than an SSE stream:
 * no tool sends progress, so a stream would only add framing.
 */
export async function serveMcp(request: Request, parsedBody: unknown, context: McpToolContext): Promise<Response> {
  // The SDK's default validator (Ajv) compiles schemas with `new Function`, which Workers forbid.
  const server = new McpServer(
    { name: "engram", title: "Engram memory", version: "1.0.0" },
    { instructions: MCP_INSTRUCTIONS, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  for (const tool of mcpTools) tool.register(server, context);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, parsedBody === undefined ? {} : { parsedBody });
  } finally {
    await server.close();
  }
}
