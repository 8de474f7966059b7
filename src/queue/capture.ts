/**
 * Test-only capture of the job queues' sends. When the `JOBS_CAPTURE` binding is set (the
 * vitest config sets it; no deployment does), every send made through a producer of
 * src/queue/producers.ts is forwarded to the real binding and, once accepted, recorded here
 * with the name of its queue, so the tests can hand exactly those messages to the real queue
 * handler. Durable Objects, the fetch handler and the tests share one isolate under
 * vitest-pool-workers, so module state is the shared place.
 */
export interface CapturedJob {
  /** The queue it was sent to (src/queue/routing.ts jobQueueName). */
  queue: string;
  body: unknown;
  delaySeconds?: number;
}

const captured: CapturedJob[] = [];

function capturing(queue: Queue, name: string): Queue {
  return {
    metrics: () => queue.metrics(),
    send: async (body, options) => {
      const response = await queue.send(body, options);
      captured.push({ queue: name, body: structuredClone(body), delaySeconds: options?.delaySeconds });
      return response;
    },
    sendBatch: async (messages, options) => {
      const list = [...messages];
      const response = await queue.sendBatch(list, options);
      for (const m of list) {
        captured.push({ queue: name, body: structuredClone(m.body), delaySeconds: m.delaySeconds ?? options?.delaySeconds });
      }
      return response;
    },
  };
}

/** `queue` itself, or, in tests, `queue` with its sends recorded under `name`. */
export function withCapture(env: Env, queue: Queue, name: string): Queue {
  return (env as { JOBS_CAPTURE?: unknown }).JOBS_CAPTURE === "1" ? capturing(queue, name) : queue;
}

/** Removes and returns every captured send, oldest first. */
export function takeCapturedJobs(): CapturedJob[] {
  return captured.splice(0, captured.length);
}
