import { serviceConfig } from "../lib/config";
import { withCapture } from "./capture";
import { indexQueueBindingName, indexQueueName, jobQueueBindingName, jobQueueName } from "./routing";

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

/**
 * The index queues, index i beside job queue i (src/queue/routing.ts). A deployment that has
 * not bound `INDEX_JOBS_<i>` yet keeps sending queue i's index jobs to job queue i (the consumer
 * runs either kind from any queue), so adding the index queues needs no ordered rollout.
 */
export function indexQueues(env: Env, jobs: Queue[] = jobQueues(env)): Queue[] {
  return jobs.map((jobQueue, index) => {
    const binding: unknown = Reflect.get(env, indexQueueBindingName(index));
    return isQueue(binding) ? withCapture(env, binding, indexQueueName(index)) : jobQueue;
  });
}
