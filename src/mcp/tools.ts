import { SearchRequestSchema } from "../http/schemas/search";
import { searchMemories } from "../search/service";
import { z } from "zod";
import type { Principal } from "../db/api-keys";
import { retrieveMemory, storeMemory } from "../memories/service";
import { MemorySchema, readRangeOf, RetrieveMemoryInputSchema, StoredMemorySchema, StoreMemorySchema } from "../http/schemas/memories";

export interface McpToolContext {
  env: Env;
  principal: Principal;
}

export type ToolCallOutcome =
  | { kind: "invalid_params"; issues: Array<{ path: string; message: string }> }
  | { kind: "result"; value: Record<string, unknown> };

/** A tool as tools/list shows it, with the call that validates its arguments first. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
  call(context: McpToolContext, args: unknown): Promise<ToolCallOutcome>;
}

/**
 * MCP wants plain object schemas; zod's dialect marker is dropped. The input side is described
 * (what a client sends), and a transform or refinement JSON Schema cannot express is left to
 * the zod validation the call runs anyway.
 */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

/**
 * Declares a tool from the zod schema its REST twin validates with: the JSON Schema clients see
 * and the validation the call runs are the same object.
 */
export function defineTool<S extends z.ZodType>(spec: {
  name: string;
  title: string;
  description: string;
  input: S;
  output?: z.ZodType;
  annotations?: McpTool["annotations"];
  run: (context: McpToolContext, input: z.output<S>) => Promise<Record<string, unknown>>;
}): McpTool {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: jsonSchemaOf(spec.input),
    ...(spec.output ? { outputSchema: jsonSchemaOf(spec.output) } : {}),
    ...(spec.annotations ? { annotations: spec.annotations } : {}),
    async call(context, args) {
      const parsed = spec.input.safeParse(args ?? {});
      if (!parsed.success) {
        return { kind: "invalid_params", issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) };
      }
      return { kind: "result", value: await spec.run(context, parsed.data) };
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
    "Search the user's long-term memories and conversation history (hybrid keyword + semantic). Results carry sources [{conversation_id, seq}] to trace them to the turns.",
  input: SearchRequestSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ env, principal }, input) => searchMemories(env, principal, input),
});

export const mcpTools: McpTool[] = [storeMemoryTool, retrieveMemoryTool, searchMemoryTool];
