import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { append, round, newClient } from "../helpers/api";
import { enqueueMemoryIndexing } from "../../src/queue/enqueue";
import { deliverQueuedJobs } from "../helpers/queues";
import { insertMemory, search } from "../helpers/search";
import { userIndexCount, userIndexRows } from "../helpers/user-index";

describe("summaries and long-term memories in search", () => {
  it("indexes a completed summary with its seq range as sources, and keeps summarized-away messages searchable", async () => {
    const { client } = await newClient();
    await append(client, "s1", [
      { role: "user", content: "Our release codename is Bluefin." },
      { role: "assistant", content: "Noted, Bluefin it is." },
    ]);
    for (let n = 2; n <= 12; n += 1) {
      await append(client, "s1", round(n));
      await deliverQueuedJobs({ only: (job) => job.type === "summarize" });
    }
    await deliverQueuedJobs();
    // The sliding window (14 messages) has dropped seq 0 from the latest summary...
    const context = (await (await client.get("/v1/conversations/s1/context")).json()) as { summary: { start_seq: number } };
    expect(context.summary.start_seq).toBeGreaterThan(0);
    // ...but the message itself stays searchable.
    const bluefin = await search(client, { query: "release codename Bluefin", types: ["message"] });
    expect(bluefin[0]?.sources).toEqual([{ conversation_id: "s1", seq: 0 }]);
    const summaries = await search(client, { query: "topic settled", types: ["summary"] });
    expect(summaries.length).toBeGreaterThan(0);
    const [summary] = summaries;
    const memoryId = Number(summary!.key.replace("summary:", ""));
    const row = await env.DB_0.prepare(`SELECT start_sequence, end_sequence FROM memory WHERE memory_id = ?`)
      .bind(memoryId)
      .first<{ start_sequence: number; end_sequence: number }>();
    const expected = [];
    for (let seq = row!.start_sequence; seq <= row!.end_sequence; seq += 1) expected.push({ conversation_id: "s1", seq });
    expect(summary!.sources).toEqual(expected);
    expect(summary!.type).toBe("summary");
  });

  it("indexes rolling summary versions half a window apart, not every near-duplicate", async () => {
    const { tenant, client } = await newClient();
    for (let n = 1; n <= 15; n += 1) {
      await append(client, "roll", round(n));
      await deliverQueuedJobs({ only: (job) => job.type === "summarize" });
    }
    await deliverQueuedJobs();
    const { results: completed } = await env.DB_0.prepare(
      `SELECT memory_id FROM memory WHERE tenant_id = ? AND conversation_id = 'roll' AND status = 'completed'`,
    )
      .bind(tenant.tenantId)
      .all<{ memory_id: number }>();
    const results = await userIndexRows<{ start_seq: number; end_seq: number }>(
      tenant.tenantId,
      "user-1",
      `SELECT start_seq, end_seq FROM search_docs WHERE conversation_id = 'roll' AND kind = 'summary' ORDER BY end_seq`,
    );
    expect(completed.length).toBeGreaterThan(8);
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThan(completed.length / 2);
    for (let i = 1; i < results.length; i += 1) {
      const [prev, next] = [results[i - 1]!, results[i]!];
      const halfApart = next.start_seq - prev.start_seq >= Math.ceil((next.end_seq - next.start_seq + 1) / 2);
      expect(halfApart || next.start_seq > prev.end_seq).toBe(true);
    }
  });

  it("finds an offloaded message by its placeholder and the memory behind it by its content", async () => {
    const { tenant, client } = await newClient();
    await append(client, "o1", [
      {
        role: "tool",
        tool_call_id: "call_1",
        content: "[MemoryRef: cmd_log_7 - npm install output for the webshop - 2340 tokens] Status: success",
      },
    ]);
    await deliverQueuedJobs();
    await insertMemory({
      key: "cmd_log_7",
      tenantId: tenant.tenantId,
      userId: "user-1",
      type: "command_output",
      description: "npm install output for the webshop",
      content: "added 1423 packages; warning: deprecated left-pad@1.3.0",
      conversationId: "o1",
      sourceSeq: 0,
      metadata: { command: "npm install" },
    });
    await deliverQueuedJobs();
    const placeholder = await search(client, { query: "webshop install output", types: ["message"] });
    expect(placeholder[0]?.sources).toEqual([{ conversation_id: "o1", seq: 0 }]);
    const memory = await search(client, { query: "deprecated left-pad" });
    expect(memory[0]).toMatchObject({
      key: "cmd_log_7",
      type: "memory",
      memory_type: "command_output",
      summary: "npm install output for the webshop",
      sources: [{ conversation_id: "o1", seq: 0 }],
      metadata: { command: "npm install" },
    });
  });

  it("indexes the opening of a memory whose content lives in R2", async () => {
    const { tenant, client } = await newClient();
    const big = `Kernel panic trace follows. ${"x".repeat(20_000)} trailing-marker-quetzal`;
    await env.BLOBS.put(`${tenant.tenantId}/user-1/big_1`, big);
    await insertMemory({
      key: "big_1",
      tenantId: tenant.tenantId,
      userId: "user-1",
      description: "boot log",
      r2Key: `${tenant.tenantId}/user-1/big_1`,
    });
    await deliverQueuedJobs();
    expect((await search(client, { query: "kernel panic trace" }))[0]?.key).toBe("big_1");
    // Past the indexed opening: not in the index (the full content stays retrievable by key).
    expect(await search(client, { query: "quetzal", types: ["memory"] })).toEqual([]);
  });

  it("stops returning a memory the moment it expires or is deleted, before any index job runs", async () => {
    const { tenant, client } = await newClient();
    for (const key of ["ttl_1", "del_1"]) {
      await insertMemory({
        key,
        tenantId: tenant.tenantId,
        userId: "user-1",
        description: `note ${key} about the aviary`,
        content: "aviary keys",
      });
    }
    await deliverQueuedJobs();
    expect((await search(client, { query: "aviary" })).map((r) => r.key).sort()).toEqual(["del_1", "ttl_1"]);
    await env.DB_0.prepare(`UPDATE agent_memories SET expires_at = '2000-01-01T00:00:00.000Z' WHERE memory_key = 'ttl_1'`).run();
    await env.DB_0.prepare(`DELETE FROM agent_memories WHERE memory_key = 'del_1'`).run();
    expect(await search(client, { query: "aviary" })).toEqual([]);
  });

  it("takes an expired or deactivated memory out of the index when its job runs", async () => {
    const { tenant, client } = await newClient();
    await insertMemory({
      key: "pref_1",
      tenantId: tenant.tenantId,
      userId: "user-1",
      description: "prefers tabs over spaces",
      content: "tabs, width 4",
    });
    await deliverQueuedJobs();
    expect(await search(client, { query: "tabs spaces" })).toHaveLength(1);
    await env.DB_0.prepare(`UPDATE agent_memories SET is_active = 0 WHERE memory_key = 'pref_1'`).run();
    // No route deactivates a memory yet: the writer that does must queue it like this.
    await enqueueMemoryIndexing(env, tenant.tenantId, "user-1", ["pref_1"]);
    await deliverQueuedJobs();
    const rows = {
      n: await userIndexCount(tenant.tenantId, "user-1", `SELECT count(*) AS n FROM search_docs WHERE memory_key = 'pref_1'`),
    };
    expect(rows?.n).toBe(0);
    const vectors = {
      n: await userIndexCount(tenant.tenantId, "user-1", `SELECT count(*) AS n FROM search_docs WHERE vector IS NOT NULL`),
    };
    expect(vectors?.n).toBe(0);
  });
});
