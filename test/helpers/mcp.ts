import { SELF } from "cloudflare:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { newTenant, type TestKey } from "./api";

export const MCP_URL = "https://engram.test/mcp";

export interface Connection {
  client: Client;
  transport: StreamableHTTPClientTransport;
  /** Every HTTP answer the client received, in order (clones, readable again). */
  responses: Response[];
}

/**
 * The official SDK client over its streamable HTTP transport, its requests served by the
 * worker under test. `protocolVersion` plays an older client: the initialize request offers
 * that revision instead of the SDK's latest, and the client then speaks what the server agreed.
 */
export function mcpClient(token: string, options: { protocolVersion?: string } = {}): Connection {
  const responses: Response[] = [];
  const fetchThroughWorker = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    let body = init?.body;
    if (options.protocolVersion && typeof body === "string") {
      const message = JSON.parse(body) as { method?: string; params?: Record<string, unknown> };
      if (message.method === "initialize")
        body = JSON.stringify({ ...message, params: { ...message.params, protocolVersion: options.protocolVersion } });
    }
    const res = await SELF.fetch(url, { ...init, body });
    responses.push(res.clone());
    return res;
  };
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: fetchThroughWorker,
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  // Ajv (the SDK's default validator) compiles code at run time, which workerd forbids.
  const client = new Client({ name: "engram-test", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  return { client, transport, responses };
}

export async function connectMcp(token: string, options: { protocolVersion?: string } = {}): Promise<Connection> {
  const connection = mcpClient(token, options);
  await connection.client.connect(connection.transport);
  return connection;
}

/** A fresh tenant and an MCP client connected with its key. */
export async function newMcpTenant(): Promise<{ tenant: TestKey; client: Client }> {
  const tenant = await newTenant();
  return { tenant, client: (await connectMcp(tenant.key)).client };
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The text of a tool result's first content item. */
export function textOf(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === "text" ? first.text : "";
}

/** A raw JSON-RPC POST, for what the SDK client never sends (batches, malformed bodies). */
export function rawMcp(token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(MCP_URL, {
    method: "POST",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
