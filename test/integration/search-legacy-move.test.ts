import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LocalHashEmbedder } from "../../src/search/local-embedder";
import { quantise } from "../../src/search/local-vector-index";
import { append, newClient } from "../helpers/api";
import { dropQueuedJobs } from "../helpers/queues";
import { insertMemory, search } from "../helpers/search";
import { userIndexRows } from "../helpers/user-index";
import { sweep } from "../helpers/shards";

const runSweep = (batchSize: number) => sweep({ ...env, SWEEP_BATCH_SIZE: String(batchSize) } as unknown as Env);

const embedder = new LocalHashEmbedder();
const packed = (text: string) => btoa(String.fromCharCode(...new Uint8Array(quantise(embedder.embedOne(text)).buffer)));

/**
 * One row of the old D1 layout (migrations/0003): search_docs (its FTS entry by trigger) and its
 * local vector, both under `key` (the old layout named a document and its vector alike).
 */
async function legacyRow(row: {
  tenantId: string;
  userId: string;
  key: string;
  kind: "message" | "memory";
  conversationId: string;
  seq: number | null;
  memoryKey?: string;
  body: string;
}) {
  await env.DB.prepare(
    `INSERT INTO search_docs (doc_key, vector_id, tenant_id, user_id, kind, conversation_id, start_seq, end_seq, memory_key, role, body,
       context, scope, content, summary, metadata, token_count, created_at, indexed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', 'legacy', ?, ?, '{}', 5, '2024-03-01T10:00:00.000Z', '2024-03-01T10:00:01.000Z')`,
  )
    .bind(
      row.key,
      row.key,
      row.tenantId,
      row.userId,
      row.kind,
      row.conversationId,
      row.seq,
      row.seq,
      row.memoryKey ?? null,
      row.kind === "message" ? "user" : null,
      row.body,
      row.body,
      row.body.slice(0, 200),
    )
    .run();
  await env.DB.prepare(
    `INSERT INTO local_vectors (id, tenant_id, user_id, kind, conversation_id, created_at, embedding, packed, version)
     VALUES (?, ?, ?, ?, ?, '2024-03-01T10:00:00.000Z', X'', ?, 1)`,
  )
    .bind(row.key, row.tenantId, row.userId, row.kind, row.conversationId, packed(row.body))
    .run();
}

/** The old layout's row of message `seq` of the user's conversation "old". */
const legacyMessage = (tenantId: string, seq: number, body: string) =>
  legacyRow({ tenantId, userId: "user-1", key: `msg:${tenantId}/old/${seq}`, kind: "message", conversationId: "old", seq, body });

const legacyCount = async (tenantId: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM search_docs WHERE tenant_id = ?`).bind(tenantId).first<{ n: number }>())?.n ?? 0;

describe("moving the old D1 search index into the user objects", () => {
  it("moves every row batch by batch through the sweep, after which search finds them through the API", async () => {
    const { tenant, client } = await newClient();
    // The conversation and memory exist; their index is in the old layout only (no index job ran here).
    await append(client, "old", [
      { role: "user", content: "Our database is PostgreSQL." },
      { role: "assistant", content: "The nightly backup goes to the granite bucket." },
    ]);
    await insertMemory({
      key: `mem-${tenant.tenantId}`,
      tenantId: tenant.tenantId,
      userId: "user-1",
      description: "prefers the walrus theme",
    });
    dropQueuedJobs();
    const t = tenant.tenantId;
    await legacyMessage(t, 0, "Our database is PostgreSQL.");
    await legacyMessage(t, 1, "The nightly backup goes to the granite bucket.");
    await legacyRow({
      tenantId: t,
      userId: "user-1",
      key: `mem:${t}/mem-${t}`,
      kind: "memory",
      conversationId: "old",
      seq: null,
      memoryKey: `mem-${t}`,
      body: "prefers the walrus theme",
    });
    expect(await search(client, { query: "granite bucket" })).toEqual([]);

    // Resumable: each run moves one batch and the next continues where it stopped.
    await runSweep(2);
    expect(await legacyCount(t)).toBeLessThan(3);
    for (let run = 0; run < 5 && (await legacyCount(t)) > 0; run += 1) await runSweep(2);
    expect(await legacyCount(t)).toBe(0);
    const vectorsLeft = await env.DB.prepare(`SELECT COUNT(*) AS n FROM local_vectors WHERE tenant_id = ?`).bind(t).first<{ n: number }>();
    expect(vectorsLeft?.n).toBe(0);

    // The moved turn, then the one before it, found through it (neighbour propagation).
    expect((await search(client, { query: "granite bucket", types: ["message"] })).map((r) => r.sources[0]?.seq)).toEqual([1, 0]);
    expect((await search(client, { query: "walrus theme", types: ["memory"] })).map((r) => r.key)).toEqual([`mem-${t}`]);
    // The moved vectors are the old layout's (their embedder unrecorded): the same sweep runs
    // re-embedded them with the current embedder (src/search/reembed.ts).
    const moved = await userIndexRows<{ embedder: string | null; n: number }>(
      t,
      "user-1",
      `SELECT embedder, COUNT(*) AS n FROM search_docs WHERE vector IS NOT NULL GROUP BY embedder`,
    );
    expect(moved).toEqual([{ embedder: "static-glove100-30k-v1/100", n: 3 }]);
  });
});
