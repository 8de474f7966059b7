import { log } from "../lib/log";

/**
 * Long-term memories and offloaded contents reach the search index through the queue
 * (src/search/indexer.ts indexMemory), never on the request path. A failed enqueue leaves the
 * memory unsearchable until it is stored again, so it is logged loudly; the memory itself is safe.
 */
export async function enqueueMemoryIndexing(env: Env, tenantId: string, memoryKeys: string[]): Promise<void> {
  if (memoryKeys.length === 0) return;
  try {
    for (let i = 0; i < memoryKeys.length; i += 100) {
      await env.JOBS.sendBatch(memoryKeys.slice(i, i + 100).map((memoryKey) => ({ body: { type: "index_memory" as const, tenantId, memoryKey } })));
    }
  } catch (error) {
    log("error", "index_enqueue_failed", { tenantId, count: memoryKeys.length, error: String(error) });
  }
}
