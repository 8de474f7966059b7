import { serviceConfig } from "../lib/config";
import type { JobMessage } from "../queue/job-types";
import { enqueue } from "../queue/enqueue";

/**
 * Offline descriptions are written on the request path; when an LLM is configured a queued job
 * upgrades them later (src/contents/describe-job.ts), so storing never waits for a model. A
 * failed enqueue only costs the upgrade: the extractive description stays.
 */
export async function enqueueDescriptions(env: Env, tenantId: string, userId: string, memoryKeys: string[]): Promise<void> {
  if (memoryKeys.length === 0 || !serviceConfig(env).LLM_API_KEY) return;
  const jobs = memoryKeys.map((memoryKey): JobMessage => ({ type: "describe_memory", tenantId, userId, memoryKey }));
  await enqueue(env, jobs, { event: "describe_enqueue_failed", level: "warn", fields: { tenantId, count: memoryKeys.length } });
}
