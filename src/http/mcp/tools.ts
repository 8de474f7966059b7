import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { Principal } from "../../db/api-keys";
import { EngramError } from "../../lib/errors";
import { log } from "../../lib/log";
import { retrieveMemory, storeMemory } from "../../memories/service";
import { MemorySchema, readRangeOf, RetrieveMemoryInputSchema, StoredMemorySchema, StoreMemorySchema } from "../../memories/schemas";
import { SearchResponseSchema } from "../schemas/search";
import { SearchRequestSchema } from "../../search/query";
import { searchMemories } from "../../search/service";

export interface McpToolContext {
  env: Env;
  principal: Principal;
  /** Runs before each tools/call: throws a 429 EngramError when the key is over its limit. */
  admitCall(): Promise<void>;
}

/** A tool: its registration on a per-request server, bound to that request's caller. */
export interface McpTool {
  name: string;
  register(server: McpServer, context: McpToolContext): void;
}

/** What the model reads back, as text and as structured content, for a result or a refusal. */
const resultOf = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  structuredContent: value,
});
const refusalOf = (error: EngramError): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify({ error: { code: error.code, message: error.message } }) }],
  isError: true,
});

/**
 * Declares a tool from the zod schemas its REST twin validates with and answers with, so the
 * JSON Schemas clients see, the argument validation the SDK runs and the output check are the
 * same objects as the REST contract. The SDK answers arguments that fail the input schema with
 * an `isError` result, which lets the model correct itself.
 */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(spec: {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  run: (context: McpToolContext, input: z.output<I>) => Promise<z.output<O>>;
}): McpTool {
  return {
    name: spec.name,
    register(server, context) {
      // Widened to the plain object schema so the SDK's conditional callback type resolves; the
      // arguments it hands over are the output of spec.input's own parse.
      const input: z.ZodObject = spec.input;
      server.registerTool(
        spec.name,
        { title: spec.title, description: spec.description, inputSchema: input, outputSchema: spec.output, annotations: spec.annotations },
        async (args): Promise<CallToolResult> => {
          try {
            await context.admitCall();
            return resultOf(await spec.run(context, args as z.output<I>));
          } catch (error) {
            // A refusal of the operation (not found, another user's key, over the rate limit) is
            // a result the model can read and act on; an unexpected failure shows no internals.
            if (error instanceof EngramError) return refusalOf(error);
            log("error", "mcp_tool_error", {
              tool: spec.name,
              error: String(error),
              stack: error instanceof Error ? error.stack : undefined,
            });
            return refusalOf(new EngramError("internal_error", "internal error"));
          }
        },
      );
    },
  };
}

export const storeMemoryTool = defineTool({
  name: "store_memory",
  title: "Store a memory",
  description:
    "Save content (a command output, file, fact or preference) in the user's long-term memory. Returns its key and a " +
    "[MemoryRef: <key> - <description> - <N> tokens] placeholder to keep in the context instead of the content.",
  input: StoreMemorySchema,
  output: StoredMemorySchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: ({ env, principal }, input) => storeMemory(env, principal, input),
});

export const retrieveMemoryTool = defineTool({
  name: "retrieve_memory",
  title: "Retrieve a memory",
  description:
    "Fetch the content behind a [MemoryRef: <key> ...] placeholder: whole, or a byte range (offset, length; follow " +
    "range.next_offset) or a line range (from_line, to_line; follow range.next_line) for large ones.",
  input: RetrieveMemoryInputSchema,
  output: MemorySchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ env, principal }, input) => retrieveMemory(env, principal, input.key, readRangeOf(input)),
});

export const searchMemoryTool = defineTool({
  name: "search_memory",
  title: "Search memories",
  description:
    "Search the user's long-term memories and conversation history (hybrid keyword + semantic). Results carry sources [{conversation_id, seq}] to trace them to the turns. A tenant-wide key names user_id (or a conversation_id, to search its owner's).",
  input: SearchRequestSchema,
  output: SearchResponseSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ env, principal }, input) => searchMemories(env, principal, input),
});

export const memoryTools: McpTool[] = [storeMemoryTool, retrieveMemoryTool, searchMemoryTool];
