import type { CacheState, StableMaterial } from "../../src/context/cache-state";
import type { ShapingDeps } from "./deps";
import { readMessages } from "./message-store";

/**
 * The cache-stable context's state (issue 24), kept with the conversation: the snapshots taken
 * at the last compaction point and what was recalled for each turn since, as it was served.
 * The Worker decides (src/context/serve-stable.ts); this object only stores and hands it back.
 */
export function stableMaterial(deps: ShapingDeps): StableMaterial {
  const state = deps.store.get("contextCache") ?? null;
  const lastSeq = deps.meta.get("lastSeq") ?? -1;
  const from = state && state.fromSeq <= lastSeq + 1 ? state.fromSeq : 0;
  const s = deps.settings;
  return {
    state,
    messages: readMessages(deps.sql, from, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    windowSize: s.window_size,
    highPercent: s.compaction_high_water_percent,
    lowPercent: s.compaction_low_water_percent,
    defaultBudget: s.cache_default_budget_tokens,
    recallPercent: s.cache_recall_percent,
  };
}

/**
 * Stores the next state when it was planned on the current one (a concurrent read that
 * stored first wins: what it served stands). True when stored.
 */
export function putStableState(deps: ShapingDeps, expectVersion: number, next: CacheState): boolean {
  return deps.storage.transactionSync(() => {
    const current = deps.store.get("contextCache");
    if ((current?.version ?? 0) !== expectVersion) return false;
    deps.store.set("contextCache", { ...next, version: expectVersion + 1 });
    return true;
  });
}
