import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { indexDeps } from "../../src/search/indexer";
import { ftsExpression } from "../../src/search/keyword";
import { reembedIndexes } from "../../src/search/reembed";
import { append, newClient } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";
import { embedders, HASH, hashEnv, hashIndexedConversation, STATIC, userIndexRows } from "../helpers/user-index";

const TURNS = [
  { role: "user" as const, content: "We hiked up the trail to the summit on Saturday." },
  { role: "user" as const, content: "I bought new headphones for the office." },
  { role: "user" as const, content: "My sister adopted a kitten from the shelter." },
];
const PARAPHRASE = "mountain climbing trip";

describe("static embedder in search", () => {
  it("finds a paraphrase that shares no word with the keyword index", async () => {
    const { tenant, client } = await newClient();
    await append(client, "para", TURNS);
    await deliverQueuedJobs();
    const keywordHits = await userIndexRows(
      tenant.tenantId,
      "user-1",
      `SELECT rowid FROM search_fts WHERE search_fts MATCH ?`,
      ftsExpression(PARAPHRASE) ?? "",
    );
    expect(keywordHits).toEqual([]);
    const results = await search(client, { query: PARAPHRASE, types: ["message"] });
    expect(results[0]?.content).toBe(TURNS[0]!.content);
  });
});

describe("re-embedding after an embedder switch", () => {
  it("re-embeds in bounded batches while keyword search keeps answering and only current vectors are compared", async () => {
    const { tenant, client } = await hashIndexedConversation("switch", TURNS);
    expect(await embedders(tenant.tenantId)).toEqual([HASH, HASH, HASH]);

    // Switched (the default env is the static embedder): keyword search answers at once...
    expect((await search(client, { query: "summit trail" })).map((r) => r.content)).toContain(TURNS[0]!.content);
    // ...and the old vectors are never compared with the new query: the paraphrase finds nothing yet.
    expect(await search(client, { query: PARAPHRASE })).toEqual([]);

    // At most one row per run (the walk visits this file's other users too), the newest first.
    let report = await reembedIndexes(env, 1, indexDeps(env));
    for (let run = 0; run < 20 && report.rows === 0; run += 1) report = await reembedIndexes(env, 1, indexDeps(env));
    expect(report).toMatchObject({ rows: 1, finished: false });
    expect(await embedders(tenant.tenantId)).toEqual([HASH, HASH, STATIC]);
    expect((await search(client, { query: "summit trail" })).map((r) => r.content)).toContain(TURNS[0]!.content);

    for (let run = 0; run < 20 && !report.finished; run += 1) {
      report = await reembedIndexes(env, 1, indexDeps(env));
      expect(report.rows).toBeLessThanOrEqual(1);
    }
    expect(report.finished).toBe(true);
    expect(await embedders(tenant.tenantId)).toEqual([STATIC, STATIC, STATIC]);
    expect((await search(client, { query: PARAPHRASE, types: ["message"] }))[0]?.content).toBe(TURNS[0]!.content);
    // Done for this embedder: later runs read nothing.
    expect(await reembedIndexes(env, 1, indexDeps(env))).toEqual({ rows: 0, users: 0, finished: true });
  });

  it("re-embeds stale rows a finished walk left behind on the user's next index write", async () => {
    const { tenant, client } = await newClient();
    // Written by an isolate still on the old setting after the walk had finished.
    await append(client, "late", TURNS);
    await deliverQueuedJobs({ env: hashEnv });
    expect(await embedders(tenant.tenantId)).toEqual([HASH, HASH, HASH]);
    expect(await reembedIndexes(env, 100, indexDeps(env))).toMatchObject({ rows: 0, finished: true });
    await append(client, "late", [{ role: "user", content: "The kitten is called Miso." }]);
    await deliverQueuedJobs();
    expect(await embedders(tenant.tenantId)).toEqual([STATIC, STATIC, STATIC, STATIC]);
  });

  it("does not overwrite a row whose text changed after it was read for re-embedding", async () => {
    const { tenant } = await hashIndexedConversation("race", [TURNS[0]!]);
    const stub = env.USERS.getByName(`${tenant.tenantId}/user-1`);
    const { rows } = await stub.staleVectors(STATIC, 10);
    expect(rows.map((row) => row.body)).toEqual([expect.stringContaining("summit")]);
    const written = await stub.storeVectors(STATIC, [{ id: rows[0]!.id, body: "some other text", vector: new Int8Array(100).fill(1) }]);
    expect(written).toBe(0);
    expect(await embedders(tenant.tenantId)).toEqual([HASH]);
  });
});
