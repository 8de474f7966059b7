import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { append, newClient } from "../helpers/api";
import { advanceQueueClock, deliverQueuedJobs, queueClock, queuedDueTimes } from "../helpers/queues";
import { search } from "../helpers/search";

/** An embedder that is over capacity until `healthy` says otherwise (a retryable failure). */
function flakyEmbedderEnv(state: { healthy: boolean }): Env {
  const ai = {
    run: async (_model: string, input: { text: string[] }) => {
      if (!state.healthy) throw new Error("3040: Capacity temporarily exceeded");
      return { data: input.text.map(() => [1, 0, 0, 0, 0, 0, 0, 0]) };
    },
  };
  return { ...env, EMBEDDER: "workers-ai", EMBEDDING_DIMENSIONS: "8", AI: ai } as unknown as Env;
}

describe("the test queue honours delaySeconds", () => {
  it("holds a retried job until its backoff has passed on the queue clock, then delivers it", async () => {
    const { client } = await newClient();
    await append(client, "later", [{ role: "user", content: "the pelican report" }]);
    const state = { healthy: false };
    const jobEnv = flakyEmbedderEnv(state);

    const first = await deliverQueuedJobs({ env: jobEnv, wait: false });
    expect(first.map((d) => [d.attempts, d.outcome, d.delaySeconds])).toEqual([[1, "retry", 10]]);
    // Retried with a 10 s delay: queued, due at 10 on the queue clock, and not delivered before.
    expect(queuedDueTimes()).toMatchObject([{ job: { type: "index_messages" }, dueAt: 10 }]);
    state.healthy = true;
    advanceQueueClock(9);
    expect(await deliverQueuedJobs({ env: jobEnv, wait: false })).toEqual([]);
    expect(await search(client, { query: "pelican", types: ["message"] })).toEqual([]);

    advanceQueueClock(1);
    const second = await deliverQueuedJobs({ env: jobEnv, wait: false });
    expect(second.map((d) => [d.attempts, d.outcome])).toEqual([[2, "ack"]]);
    expect((await search(client, { query: "pelican", types: ["message"] })).map((hit) => hit.content)).toContain("the pelican report");
  });

  it("lets time pass to the next due job when only delayed ones are left", async () => {
    const { client } = await newClient();
    await append(client, "waits", [{ role: "user", content: "hello" }]);
    const jobEnv = flakyEmbedderEnv({ healthy: false });
    const deliveries = await deliverQueuedJobs({ env: jobEnv });
    expect(deliveries.map((d) => d.attempts)).toEqual([1, 2, 3, 4, 5]);
    // 10 + 20 + 40 + 80 s of backoff went by on the queue clock.
    expect(queueClock()).toBe(150);
  });
});
