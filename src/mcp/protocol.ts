import { z } from "zod";

/**
 * The slice of MCP (streamable HTTP transport) Engram serves: JSON-RPC 2.0 over POST, answered
 * with application/json (the transport allows a JSON answer instead of an SSE stream), no
 * sessions. Shapes follow the MCP 2025-06-18 schema.
 */
export const SUPPORTED_PROTOCOL_VERSIONS = ["2025-06-18", "2025-03-26", "2024-11-05"] as const;
export const LATEST_PROTOCOL_VERSION = SUPPORTED_PROTOCOL_VERSIONS[0];

export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const;

export const RpcIdSchema = z.union([z.string(), z.number().int()]);
export type RpcId = z.infer<typeof RpcIdSchema>;

export const RpcRequestSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: RpcIdSchema.optional(),
  method: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type RpcRequest = z.infer<typeof RpcRequestSchema>;

export const InitializeParamsSchema = z.looseObject({
  protocolVersion: z.string().min(1),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  clientInfo: z.looseObject({ name: z.string(), version: z.string() }).optional(),
});

export const CallToolParamsSchema = z.looseObject({
  name: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()).optional(),
});

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type RpcResponse =
  | { jsonrpc: "2.0"; id: RpcId | null; result: Record<string, unknown> }
  | { jsonrpc: "2.0"; id: RpcId | null; error: RpcError };

export const rpcResult = (id: RpcId | null, result: Record<string, unknown>): RpcResponse => ({ jsonrpc: "2.0", id, result });
export const rpcError = (id: RpcId | null, code: number, message: string, data?: unknown): RpcResponse => ({
  jsonrpc: "2.0",
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

export function negotiateVersion(requested: string): string {
  return (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
}
