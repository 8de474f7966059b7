import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runOffloadJob } from "../../src/context/jobs";
import { r2KeyFor } from "../../src/contents/store";
import { indexDeps } from "../../src/search/indexer";
import { indexNow, userIndexCount } from "../helpers/user-index";
import { api, append, newKey, newTenant, type Api, type TestKey, newClient } from "../helpers/api";
import { door, heldBucket, heldEmbedder } from "../helpers/held";
import { deliverQueuedJobs, dropQueuedJobs, queuedJobs, takeOnlyJob } from "../helpers/queues";
import { insertMemory, search } from "../helpers/search";
import { getContext, offloadedToolResult } from "../helpers/shaping";
import { deploymentEnv, onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
onVectorizeWithDelayedDeletes();

/** Index deps whose embedder holds every call at a door the test opens. */
function heldDeps() {
  const at = door();
  const base = indexDeps(deploymentEnv());
  return { at, deps: { embedder: heldEmbedder(base.embedder, at), vectors: base.vectors } };
}

async function count(sql: string, ...params: string[]): Promise<number> {
  return (
    (
      await env.DB_0.prepare(sql)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/**
 * Nothing of `secret` anywhere: no index row (keyword path), no vector of the subject (vector
 * path), no search hit, and nothing injected into the context of another conversation.
 * The index is the user object's; its (local) vectors live in the rows, so none can outlive its row.
 */
async function expectGone(
  tenant: TestKey,
  client: Api,
  subject: { userId: string; vectorsOf: ["user_id" | "conversation_id", string] | null },
  secret: string,
  contextOf: string,
) {
  const like = `%${secret}%`;
  expect(
    await userIndexCount(
      tenant.tenantId,
      subject.userId,
      `SELECT COUNT(*) AS n FROM search_docs WHERE body LIKE ? OR content LIKE ? OR summary LIKE ?`,
      like,
      like,
      like,
    ),
  ).toBe(0);
  if (subject.vectorsOf) {
    const [field, value] = subject.vectorsOf;
    expect(
      field === "user_id"
        ? await userIndexCount(tenant.tenantId, value, `SELECT COUNT(*) AS n FROM search_docs WHERE vector IS NOT NULL`)
        : await userIndexCount(
            tenant.tenantId,
            subject.userId,
            `SELECT COUNT(*) AS n FROM search_docs WHERE vector IS NOT NULL AND conversation_id = ?`,
            value,
          ),
    ).toBe(0);
  }
  const hits = await search(client, { user_id: subject.userId, query: `locker code ${secret}` });
  expect(JSON.stringify(hits)).not.toContain(secret);
  const context = await getContext(client, contextOf, `?query=${encodeURIComponent(`what was my locker code ${secret}?`)}`);
  expect(JSON.stringify(context)).not.toContain(secret);
}

const secretTurns = (secret: string) => [
  { role: "user" as const, content: `My locker code is ${secret}, keep it safe.` },
  { role: "assistant" as const, content: `Noted: the locker code ${secret}.` },
];

describe("deleted data never comes back", () => {
  it("a conversation deleted while a slow embedder holds its index write is neither searchable nor injected afterwards, over repeated races", async () => {
    const { tenant, client } = await newClient();
    await append(client, "elsewhere", [{ role: "user", content: "Planning the garden this spring." }]);
    for (let i = 0; i < 4; i += 1) {
      const id = `doomed-${i}`;
      const secret = `quokka${i}zulu`;
      dropQueuedJobs();
      await append(client, id, secretTurns(secret));
      const { at, deps } = heldDeps();
      const indexing = indexNow(takeOnlyJob("index_messages"), deps);
      await at.arrived;
      expect((await client.delete(`/v1/conversations/${id}`)).status).toBe(200);
      at.open();
      await indexing;
      await expectGone(tenant, client, { userId: "user-1", vectorsOf: ["conversation_id", id] }, secret, "elsewhere");
      // A second delete is idempotent: found (on record), answered the same, nothing left.
      expect((await client.delete(`/v1/conversations/${id}`)).status).toBe(200);
    }
  });

  it("a user forgotten while the messages and a memory of theirs are being embedded stays forgotten, over repeated races", async () => {
    const { tenant, client } = await newClient();
    for (let i = 0; i < 3; i += 1) {
      const userId = `ursula-${i}`;
      const secret = `wombat${i}yankee`;
      dropQueuedJobs();
      await append(client, `u-${i}`, secretTurns(secret), userId);
      const key = `mem-${tenant.tenantId}-${i}`;
      await insertMemory({
        key,
        tenantId: tenant.tenantId,
        userId,
        description: `locker code ${secret}`,
        content: `The locker code is ${secret}.`,
      });
      const messages = heldDeps();
      const memory = heldDeps();
      const indexing = Promise.all([
        indexNow(takeOnlyJob("index_messages"), messages.deps),
        indexNow(takeOnlyJob("index_memory"), memory.deps),
      ]);
      await Promise.all([messages.at.arrived, memory.at.arrived]);
      expect((await client.delete(`/v1/users/${userId}`)).status).toBe(200);
      messages.at.open();
      memory.at.open();
      await indexing;
      // The same user id comes back with a new conversation: the old text is not injected into it.
      await append(client, `u-${i}-after`, [{ role: "user", content: "Hello again." }], userId);
      await expectGone(tenant, client, { userId, vectorsOf: ["user_id", userId] }, secret, `u-${i}-after`);
      expect(await count(`SELECT COUNT(*) AS n FROM agent_memories WHERE memory_key = ?`, key)).toBe(0);
    }
  });

  it("a conversation id reused after a delete indexes its new messages and never the deleted ones", async () => {
    const { tenant, client } = await newClient();
    await append(client, "elsewhere", [{ role: "user", content: "Planning the garden this spring." }]);
    dropQueuedJobs();
    await append(client, "reused", secretTurns("okapi7xray"));
    const { at, deps } = heldDeps();
    const stale = indexNow(takeOnlyJob("index_messages"), deps);
    await at.arrived;
    expect((await client.delete("/v1/conversations/reused")).status).toBe(200);
    await append(client, "reused", [{ role: "user", content: "The new chat is about the heron migration." }]);
    at.open();
    await stale;
    await deliverQueuedJobs({ only: (job) => job.type === "index_messages" });
    await expectGone(tenant, client, { userId: "user-1", vectorsOf: null }, "okapi7xray", "elsewhere");
    const hits = await search(client, { user_id: "user-1", query: "heron migration" });
    expect(hits.some((hit) => hit.content?.includes("heron migration") && hit.sources.some((s) => s.conversation_id === "reused"))).toBe(
      true,
    );
  });

  it("a tool result offloaded by compaction while its conversation is deleted leaves no row and no blob behind", async () => {
    const { tenant, client } = await newClient();
    const offload = await offloadedToolResult(client, "offload-race", "capybara");
    if (!offload) throw new Error("no offload reserved");
    const at = door();
    dropQueuedJobs();
    const job = {
      type: "offload_tool_result" as const,
      tenantId: tenant.tenantId,
      conversationId: "offload-race",
      seq: offload.seq,
      memoryKey: offload.key,
    };
    const running = runOffloadJob({ ...env, BLOBS: heldBucket(env.BLOBS, at) }, job);
    await at.arrived;
    expect((await client.delete("/v1/conversations/offload-race")).status).toBe(200);
    at.open();
    expect(await running).toBe("skipped");
    expect(await count(`SELECT COUNT(*) AS n FROM agent_memories WHERE memory_key = ?`, offload.key)).toBe(0);
    expect(await env.BLOBS.head(r2KeyFor(tenant.tenantId, "user-1", offload.key))).toBeNull();
    expect(queuedJobs()).toEqual([]);
  });

  it("answers a repeated delete 200 only to those who could delete the conversation, and 404 for one that never existed", async () => {
    const { tenant, client } = await newClient();
    await append(client, "once", [{ role: "user", content: "hello" }], "ann");
    expect((await client.delete("/v1/conversations/once")).status).toBe(200);
    expect((await api(await newKey(tenant.tenantId, "ann")).delete("/v1/conversations/once")).status).toBe(200);
    expect((await api(await newKey(tenant.tenantId, "bob")).delete("/v1/conversations/once")).status).toBe(404);
    expect((await api(await newTenant()).delete("/v1/conversations/once")).status).toBe(404);
    expect((await client.delete("/v1/conversations/never-was")).status).toBe(404);
  });
});
