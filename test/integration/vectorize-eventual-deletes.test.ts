import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { indexDeps } from "../../src/search/indexer";
import { newTenant, type Api, type TestKey } from "../helpers/api";
import { ENGRAM_METADATA_INDEXES, FakeVectorize } from "../helpers/fake-vectorize";
import { door, heldEmbedder } from "../helpers/held";
import { deliverQueuedJobs, dropQueuedJobs, takeOnlyJob } from "../helpers/queues";
import { search } from "../helpers/search";
import { servedBy } from "../helpers/shards";
import { indexNow } from "../helpers/user-index";

/*
 * The delete, forget, truncate and race scenarios against Vectorize as production has it:
 * deletes accepted at once and applied later (FakeVectorize with delayedDeletes). Every step
 * runs as a deployment with VECTOR_INDEX=vectorize: requests, queue jobs and searches.
 */

function vectorizeDeployment() {
  const fake = new FakeVectorize(ENGRAM_METADATA_INDEXES, { delayedDeletes: true });
  const deployment = { ...env, VECTOR_INDEX: "vectorize", VECTORIZE: fake } as unknown as Env;
  return { fake, deployment, serve: servedBy(deployment) };
}

/** The test API client, its requests served by `serve` (the deployment under test). */
function apiVia(serve: (request: Request) => Promise<Response>, tenant: TestKey): Api {
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    serve(
      new Request(`https://engram.test${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tenant.key}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    limitedTo: tenant.userId,
    get: (path: string) => request("GET", path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request("POST", path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => request("PATCH", path, body, headers),
    put: (path: string, body: unknown) => request("PUT", path, body),
    delete: (path: string) => request("DELETE", path),
  };
}

async function appendVia(client: Api, id: string, contents: string[], userId = "user-1") {
  const res = await client.post(`/v1/conversations/${id}/messages`, {
    user_id: userId,
    messages: contents.map((content) => ({ role: "user", content })),
  });
  expect(res.status).toBe(201);
}

/** Search hits (any kind) whose text names `word`. */
async function hitsNaming(client: Api, word: string, userId = "user-1") {
  const hits = await search(client, { user_id: userId, query: `where is the ${word}` });
  return hits.filter((hit) => JSON.stringify(hit).includes(word));
}

const vectorsOf = (fake: FakeVectorize, conversationId: string) =>
  [...fake.vectors.values()].filter((v) => v.metadata?.conversationId === conversationId).map((v) => v.id);

describe("deletes against Vectorize's eventually applied deletes", () => {
  it("a deleted conversation is never found, neither while its vector deletes are pending nor after they apply", async () => {
    const { fake, deployment, serve } = vectorizeDeployment();
    const client = apiVia(serve, await newTenant());
    await appendVia(client, "gone", ["the heron key is under the mat"]);
    await deliverQueuedJobs({ env: deployment });
    expect(await hitsNaming(client, "heron")).toHaveLength(1);
    expect(vectorsOf(fake, "gone").length).toBeGreaterThan(0);

    expect((await client.delete("/v1/conversations/gone")).status).toBe(200);
    // Accepted, not applied: the vectors are still in the index, and still not found.
    expect(fake.pendingDeletes.length).toBeGreaterThan(0);
    expect(vectorsOf(fake, "gone").length).toBeGreaterThan(0);
    expect(await hitsNaming(client, "heron")).toEqual([]);
    fake.applyDeletes();
    expect(vectorsOf(fake, "gone")).toEqual([]);
    expect(await hitsNaming(client, "heron")).toEqual([]);
  });

  it("a forgotten user's messages are never found again, and a reused user id finds only its new ones", async () => {
    const { fake, deployment, serve } = vectorizeDeployment();
    const client = apiVia(serve, await newTenant());
    await appendVia(client, "f1", ["the ibis code is 4471"], "ursula");
    await deliverQueuedJobs({ env: deployment });
    expect(await hitsNaming(client, "ibis", "ursula")).toHaveLength(1);

    expect((await client.delete("/v1/users/ursula")).status).toBe(200);
    expect(fake.pendingDeletes.length).toBeGreaterThan(0);
    await appendVia(client, "f2", ["the ibis moved to the north pond"], "ursula");
    await deliverQueuedJobs({ env: deployment });
    const before = await hitsNaming(client, "ibis", "ursula");
    expect(before.map((hit) => hit.content)).toEqual(["the ibis moved to the north pond"]);
    fake.applyDeletes();
    const after = await hitsNaming(client, "ibis", "ursula");
    expect(after.map((hit) => hit.content)).toEqual(["the ibis moved to the north pond"]);
  });

  it("a truncate's deletes, applied after the reused seqs were indexed again, leave the new messages' vectors in place", async () => {
    const { fake, deployment, serve } = vectorizeDeployment();
    const client = apiVia(serve, await newTenant());
    await appendVia(
      client,
      "cut",
      Array.from({ length: 10 }, (_, i) => `plain note ${i}`),
    );
    await deliverQueuedJobs({ env: deployment });
    expect((await client.delete("/v1/conversations/cut/messages?from_seq=2")).status).toBe(200);
    await appendVia(client, "cut", ["the osprey nest is on pole 2", "osprey chicks hatched", "osprey camera is live"]);
    await deliverQueuedJobs({ env: deployment });
    fake.applyDeletes();
    const found = await hitsNaming(client, "osprey");
    expect(found.map((hit) => hit.sources[0]?.seq).sort()).toEqual([2, 3, 4]);
    // Seqs 2-4 hold the new messages' vectors (upserted after the truncate's delete); 5-9 are gone.
    const ids = vectorsOf(fake, "cut").sort();
    expect(ids).toHaveLength(5);
    expect(await hitsNaming(client, "plain note 7")).toEqual([]);
  });

  it("a conversation deleted while a slow embedder holds its index write stays unfound once the late write lands", async () => {
    const { fake, serve, deployment } = vectorizeDeployment();
    const client = apiVia(serve, await newTenant());
    for (let i = 0; i < 3; i += 1) {
      const id = `race-${i}`;
      dropQueuedJobs();
      await appendVia(client, id, [`the kestrel${i} locker code is 9${i}1`]);
      const at = door();
      const base = indexDeps(deployment);
      const indexing = indexNow(takeOnlyJob("index_messages"), { embedder: heldEmbedder(base.embedder, at), vectors: base.vectors });
      await at.arrived;
      expect((await client.delete(`/v1/conversations/${id}`)).status).toBe(200);
      at.open();
      await indexing;
      expect(await hitsNaming(client, `kestrel${i}`)).toEqual([]);
      fake.applyDeletes();
      expect(await hitsNaming(client, `kestrel${i}`)).toEqual([]);
      expect(vectorsOf(fake, id)).toEqual([]);
    }
  });
});
