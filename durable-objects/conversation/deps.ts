import type { ShapingJob } from "../../src/queue/job-types";
import type { ConversationSettings } from "../../src/conversations/settings";
import type { MetaShape, MetaStore } from "./meta-store";
import type { ShapingStore } from "./shaping-store";
import { enqueue } from "../../src/queue/enqueue";

/** What the context-shaping modules need from the conversation object. */
export interface ShapingDeps {
  sql: SqlStorage;
  store: ShapingStore;
  meta: MetaStore;
  storage: DurableObjectStorage;
  env: Env;
  settings: ConversationSettings;
  identity: MetaShape["identity"];
  now: number;
}

export const newJobId = (): string => crypto.randomUUID();

/**
 * Sends jobs reserved inside a transaction. A job that cannot be sent is not retried here:
 * compaction and compression reservations carry a deadline, after which the next trigger
 * reserves them again; an offload stays pending and the context keeps serving the result cut
 * at the cap, which names the message that holds it whole.
 */
export async function sendJobs(env: Env, jobs: ShapingJob[]): Promise<void> {
  for (const job of jobs) {
    await enqueue(env, job, { event: "shaping_job_send_failed", fields: { type: job.type, conversationId: job.conversationId } });
  }
}
