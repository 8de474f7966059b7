import { serviceConfig } from "../lib/config";
import { log } from "../lib/log";

/**
 * Offline descriptions are written on the request path; when an LLM is configured a queued job
 * upgrades them later (src/contents/describe-job.ts), so storing never waits for a model. A
 * failed enqueue only costs the upgrade: the extractive description stays.
 */
export async function enqueueDescriptions(env: Env, tenantId: string, memoryKeys: string[]): Promise<void> {
  if (memoryKeys.length === 0 || !serviceConfig(env).LLM_API_KEY) return;
  try {
    for (let i = 0; i < memoryKeys.length; i += 100) {
      await env.JOBS.sendBatch(
        memoryKeys.slice(i, i + 100).map((memoryKey) => ({ body: { type: "describe_memory" as const, tenantId, memoryKey } })),
      );
    }
  } catch (error) {
    log("warn", "describe_enqueue_failed", { tenantId, count: memoryKeys.length, error: String(error) });
  }
}
