import { pinnedInstructionsFor } from "../../src/instructions/cache";
import { renderContextKeys } from "../../src/context/context-keys";
import { countTokens } from "../../src/context/tokens";
import { renderCachedResult } from "../../src/context/tool-cache";
import type { InjectedItem } from "../../src/context/items";
import type { ShapingDeps } from "./deps";
import { listCacheEntries } from "./tool-cache-store";

const item = (type: InjectedItem["type"], content: string, extra: Partial<InjectedItem> = {}): InjectedItem => ({
  type,
  content,
  token_count: countTokens(content),
  ...extra,
});

/**
 * Everything injected besides the messages, in the order it is counted against the budget:
 * pinned instructions first (tenant, user, agent), then the tracked context keys, the working
 * memory, the screen context and the cached tool results.
 *
 * `serve` marks the screen context as injected (seed 001 injects it once per conversation);
 * `preview` (the state endpoint) changes nothing.
 */
export async function injectedItems(deps: ShapingDeps, mode: "serve" | "preview"): Promise<InjectedItem[]> {
  const { store, settings, identity } = deps;
  const pinned = await pinnedInstructionsFor(deps.env, identity.tenantId, identity.userId, settings.agent_id);
  const items: InjectedItem[] = pinned.map((doc) =>
    item("pinned_instruction", `# ${doc.name} (${doc.scope} instructions)\n${doc.content}`, {
      scope: doc.scope,
      name: doc.name,
      id: doc.id,
    }),
  );
  const keys = renderContextKeys(store.get("contextKeys") ?? {}, settings.context_keys);
  if (keys) items.push(item("context_keys", keys));
  const working = store.get("workingMemory");
  if (working && Object.keys(working.state).length > 0) {
    items.push(item("working_memory", `## Working Memory (current task state)\n${JSON.stringify(working.state, null, 2)}`));
  }
  const screen = deps.storage.transactionSync(() => {
    const current = store.get("screenContext");
    if (!current || current.injectedAt !== null) return null;
    if (mode === "serve") store.set("screenContext", { ...current, injectedAt: new Date(deps.now).toISOString() });
    return current;
  });
  if (screen) items.push(item("screen_context", screen.content));
  for (const entry of listCacheEntries(deps.sql))
    items.push(item("cached_tool_result", renderCachedResult(entry), { key: entry.key, name: entry.toolName }));
  return items;
}
