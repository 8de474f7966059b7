import { describe, expect, it } from "vitest";
import { append, newClient } from "../helpers/api";
import { deliverQueuedJobs, queuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";
import { userIndexCount } from "../helpers/user-index";
import { deploymentEnv, onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
onVectorizeWithDelayedDeletes();

describe("indexing through the queue", () => {
  it("hands every append to the index queue and makes nothing searchable until the job runs", async () => {
    const { tenant, client } = await newClient();
    await append(client, "q1", [{ role: "user", content: "The staging cluster is called Orinoco." }]);
    await append(client, "q1", [{ role: "user", content: "Orinoco runs Kubernetes 1.29." }]);
    expect(queuedJobs()).toEqual([
      { type: "index_messages", tenantId: tenant.tenantId, conversationId: "q1", userId: "user-1", fromSeq: 0, toSeq: 0 },
      { type: "index_messages", tenantId: tenant.tenantId, conversationId: "q1", userId: "user-1", fromSeq: 1, toSeq: 1 },
    ]);
    expect(await search(client, { query: "Orinoco" })).toEqual([]);
    const deliveries = await deliverQueuedJobs();
    expect(deliveries.map((d) => d.outcome)).toEqual(["ack", "ack"]);
    expect((await search(client, { query: "Orinoco" })).map((r) => r.sources[0]?.seq).sort()).toEqual([0, 1]);
  });

  it("finds a reply by the question it answers, without re-indexing the question", async () => {
    const { client } = await newClient();
    await append(client, "q2", [{ role: "user", content: "Which port does the metrics exporter listen on?" }]);
    await deliverQueuedJobs();
    await append(client, "q2", [{ role: "assistant", content: "9464, since the upgrade." }]);
    // The answer's job covers seq 1 only: the question's entry is not written again.
    expect(queuedJobs().filter((job) => job.type !== "extract_facts")).toMatchObject([{ type: "index_messages", fromSeq: 1, toSeq: 1 }]);
    await deliverQueuedJobs();
    // The answer's own entry is indexed with the turn before it (read from the index, not copied) as context.
    const results = await search(client, { query: "metrics exporter port" });
    expect(results.map((r) => r.content)).toContain("9464, since the upgrade.");
  });

  it("enqueues nothing for a replayed append (same Idempotency-Key)", async () => {
    const { client } = await newClient();
    const body = { user_id: "user-1", messages: [{ role: "user", content: "once" }] };
    expect((await client.post("/v1/conversations/idem/messages", body, { "idempotency-key": "k1" })).status).toBe(201);
    expect(queuedJobs()).toHaveLength(1);
    await deliverQueuedJobs();
    expect((await client.post("/v1/conversations/idem/messages", body, { "idempotency-key": "k1" })).status).toBe(200);
    expect(queuedJobs()).toEqual([]);
  });

  it("indexes an assistant's tool calls so a search for the tool finds the turn", async () => {
    const { client } = await newClient();
    await append(client, "tools", [
      { role: "user", content: "How full is the disk?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "disk_usage", arguments: '{"mount":"/var/lib/postgres"}' } }],
      },
      { role: "tool", tool_call_id: "call_1", content: "91% used" },
    ]);
    await deliverQueuedJobs();
    const results = await search(client, { query: "disk_usage /var/lib/postgres", types: ["message"] });
    expect(results[0]?.sources).toEqual([{ conversation_id: "tools", seq: 1 }]);
    expect(results[0]?.content).toBeNull();
  });

  it("writes nothing for a conversation deleted before its job ran", async () => {
    const { client } = await newClient();
    await append(client, "gone", [{ role: "user", content: "Ephemeral note about zanzibar" }]);
    expect((await client.delete("/v1/conversations/gone")).status).toBe(200);
    expect(queuedJobs()).toMatchObject([{ type: "index_messages", conversationId: "gone", fromSeq: 0, toSeq: 0 }]);
    await deliverQueuedJobs();
    expect(await search(client, { query: "zanzibar" })).toEqual([]);
  });

  it("removes a conversation's messages and summaries from the index when it is deleted", async () => {
    const { tenant, client } = await newClient();
    await append(client, "del", [{ role: "user", content: "The vault passphrase hint is marmalade" }]);
    await deliverQueuedJobs();
    expect(await search(client, { query: "marmalade" })).toHaveLength(1);
    await client.delete("/v1/conversations/del");
    expect(await search(client, { query: "marmalade" })).toEqual([]);
    const vectors = {
      n: await userIndexCount(tenant.tenantId, "user-1", `SELECT count(*) AS n FROM search_docs WHERE vector IS NOT NULL`),
    };
    expect(vectors?.n).toBe(0);
  });

  it("retries an index job with backoff while the embedder is unreachable", async () => {
    const { client } = await newClient();
    await append(client, "retry", [{ role: "user", content: "hello" }]);
    let calls = 0;
    const outage = {
      run: async () => {
        calls += 1;
        throw new Error("3040: Capacity temporarily exceeded");
      },
    };
    const broken = { ...deploymentEnv(), EMBEDDER: "workers-ai", EMBEDDING_DIMENSIONS: "8", AI: outage } as unknown as Env;
    const deliveries = await deliverQueuedJobs({ env: broken });
    // Attempts 1-4 are retried after 10, 20, 40 and 80 s; the fifth gives the job up.
    expect(deliveries.map((d) => [d.attempts, d.outcome, d.delaySeconds])).toEqual([
      [1, "retry", 10],
      [2, "retry", 20],
      [3, "retry", 40],
      [4, "retry", 80],
      [5, "ack", undefined],
    ]);
    expect(calls).toBe(5);
    expect(await search(client, { query: "hello" })).toEqual([]);
  });
});
