import { pythonJsonDumps } from "../lib/python-json";

/** Seed 001's cache entry (durations are counted in exchanges, not time). */
export interface ToolCacheEntry {
  key: string;
  toolName: string;
  parameters: Record<string, unknown>;
  result: string;
  remaining: number;
  original: number;
  callId: string | null;
  cachedAt: number;
  hits: number;
}

/** `f"{tool_name}:{json.dumps(parameters, sort_keys=True)}"`, the text seed 001 hashes. */
export const toolCacheKeyInput = (toolName: string, parameters: unknown): string => `${toolName}:${pythonJsonDumps(parameters)}`;

/**
 * Seed 001's `_generate_tool_cache_key`: MD5 of the canonical text, so a key computed by the
 * seed's Python for the same call is the same key here. MD5 is only an identifier here (the
 * entries are already scoped to one conversation), never a security boundary.
 */
export async function toolCacheKey(toolName: string, parameters: unknown): Promise<string> {
  const digest = await crypto.subtle.digest("MD5", new TextEncoder().encode(toolCacheKeyInput(toolName, parameters)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** How a cached result is shown to the agent. */
export function renderCachedResult(entry: Pick<ToolCacheEntry, "toolName" | "parameters" | "result" | "remaining" | "original">): string {
  return [
    `## Cached tool result: ${entry.toolName}(${pythonJsonDumps(entry.parameters)})`,
    `(still valid for ${entry.remaining} of ${entry.original} exchanges; no need to call the tool again)`,
    entry.result,
  ].join("\n");
}
