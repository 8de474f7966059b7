import type { ToolCacheEntry } from "../../context/tool-cache";
import type { WorkingMemoryView } from "../../conversations/shaping";

export const cacheEntryView = (entry: ToolCacheEntry) => ({
  key: entry.key,
  tool_name: entry.toolName,
  parameters: entry.parameters,
  result: entry.result,
  remaining_duration: entry.remaining,
  original_duration: entry.original,
  call_id: entry.callId,
  cached_at: new Date(entry.cachedAt).toISOString(),
  hits: entry.hits,
});

export const workingMemoryView = (view: WorkingMemoryView) => ({
  state: view.state,
  schema: view.schema,
  version: view.version,
  updated_at: view.updatedAt,
});
