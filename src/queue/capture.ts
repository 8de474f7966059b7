/**
 * Test-only capture of the job queue's sends. When the `JOBS_CAPTURE` binding is set (the
 * vitest config sets it; no deployment does), every send made through `jobQueue(env)` is
 * forwarded to the real binding and, once accepted, recorded here so the tests can hand exactly
 * those messages to the real queue handler. Durable Objects, the fetch handler and the tests
 * share one isolate under vitest-pool-workers, so module state is the shared place.
 */
export interface CapturedJob {
  body: unknown;
  delaySeconds?: number;
}

const captured: CapturedJob[] = [];

function capturing(queue: Queue): Queue {
  return {
    metrics: () => queue.metrics(),
    send: async (body, options) => {
      const response = await queue.send(body, options);
      captured.push({ body: structuredClone(body), delaySeconds: options?.delaySeconds });
      return response;
    },
    sendBatch: async (messages, options) => {
      const list = [...messages];
      const response = await queue.sendBatch(list, options);
      for (const m of list) captured.push({ body: structuredClone(m.body), delaySeconds: m.delaySeconds ?? options?.delaySeconds });
      return response;
    },
  };
}

/** The JOBS producer every send site goes through (so a test can see every real send). */
export function jobQueue(env: Env): Queue {
  return (env as { JOBS_CAPTURE?: unknown }).JOBS_CAPTURE === "1" ? capturing(env.JOBS) : env.JOBS;
}

/** Removes and returns every captured send, oldest first. */
export function takeCapturedJobs(): CapturedJob[] {
  return captured.splice(0, captured.length);
}
