import { serviceConfig } from "../lib/config";
import { withCapture } from "./capture";
import { jobQueueBindingName, jobQueueName } from "./routing";

const isQueue = (value: unknown): value is Queue => typeof value === "object" && value !== null && "send" in value && "sendBatch" in value;

/**
 * The producers of the JOB_QUEUES job queues, index i = queue i (src/queue/routing.ts). The
 * generated Env names only JOBS; JOBS_1 ... are added in wrangler.toml. All of them are
 * checked on every send, so a JOB_QUEUES above the bound queues fails every send with the
 * missing binding's name (logged by enqueue as the sender's lost send) instead of silently
 * losing the jobs of the users hashed to the missing queue. Cheap: JOB_QUEUES property reads.
 */
export function jobQueues(env: Env): Queue[] {
  const count = serviceConfig(env).JOB_QUEUES;
  return Array.from({ length: count }, (_, index) => {
    const name = jobQueueBindingName(index);
    const binding: unknown = Reflect.get(env, name);
    if (!isQueue(binding)) {
      throw new Error(`job queue ${name} is not bound (JOB_QUEUES=${count}): add its producer in wrangler.toml or lower JOB_QUEUES`);
    }
    return withCapture(env, binding, jobQueueName(index));
  });
}
