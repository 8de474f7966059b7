import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { archivesOf, inOrder, summariesOf } from "../../src/lifecycle/export-batch";
import { appendToArchive, type ArchivedVersion } from "../../src/summaries/archive";

/** An archived version as the sweep writes it (only the id matters here). */
const version = (tenantId: string, conversationId: string, memoryId: number): ArchivedVersion => ({
  tenant_id: tenantId,
  conversation_id: conversationId,
  user_id: "u1",
  archived_at: "2026-11-26T00:00:00.000Z",
  memory_id: memoryId,
  memory_text: `summary ${memoryId}`,
  start_sequence: 0,
  end_sequence: memoryId,
  base_memory_id: null,
  status: "completed",
  error: null,
  generation_time_ms: null,
  created_at: "2026-11-26T00:00:00.000Z",
  completed_at: "2026-11-26T00:00:00.000Z",
});

async function archive(tenantId: string, conversationId: string, ids: number[]) {
  expect(
    await appendToArchive(
      env.BLOBS,
      { tenantId, conversationId },
      ids.map((id) => version(tenantId, conversationId, id)),
    ),
  ).toBe(true);
}

const idsOf = (archives: Map<string, ArchivedVersion[]>) =>
  Object.fromEntries([...archives].map(([id, versions]) => [id, versions.map((v) => v.memory_id)]));

describe("the export's batched reads", () => {
  it("reads each conversation's archive from one walk, ids whose keys sort apart from the ids included, nothing of others", async () => {
    // Keys sort "a-c/" < "a.b/" < "a/" though ids sort "a" < "a-c" < "a.b".
    await archive("t-walk", "a", [1, 2]);
    await archive("t-walk", "a.b", [3]);
    await archive("t-walk", "a-c", [4]);
    await archive("t-walk", "b", [5]);
    await archive("t-walk", "a.a", [6]); // in the range, not in the batch
    await archive("t-walk2", "a", [7]); // another tenant, same id
    const archives = await archivesOf(env.BLOBS, "t-walk", ["a", "a-c", "a.b", "b", "c"]);
    expect(idsOf(archives)).toEqual({ a: [1, 2], "a-c": [4], "a.b": [3], b: [5] });
  });

  it("lists by their own prefix the conversations a crowded range kept the walk from reaching", async () => {
    const wanted = ["k0", "k5", "k9"];
    for (let n = 0; n < 10; n += 1) await archive("t-crowd", `k${n}`, [100 + n]);
    // One key per list page: three pages reach k0, k1, k2 only; k5 and k9 come from their own prefixes.
    const archives = await archivesOf(env.BLOBS, "t-crowd", wanted, 1);
    expect(idsOf(archives)).toEqual({ k0: [100], k5: [105], k9: [109] });
  });

  it("groups the summary rows of more conversations than one query binds by conversation, the tenant's only", async () => {
    const ids = Array.from({ length: 120 }, (_, n) => `s${String(n).padStart(3, "0")}`);
    const insert = (tenantId: string, conversationId: string, endSeq: number) =>
      env.DB_0.prepare(
        `INSERT INTO memory (tenant_id, conversation_id, user_id, start_sequence, end_sequence, status) VALUES (?, ?, 'u1', 0, ?, 'completed')`,
      )
        .bind(tenantId, conversationId, endSeq)
        .run();
    for (const id of ids) {
      await insert("t-rows", id, 1);
      await insert("t-rows", id, 2);
    }
    await insert("t-rows-other", "s000", 9);
    const grouped = await summariesOf(database(env.DB_0), "t-rows", ids);
    expect(grouped.size).toBe(120);
    for (const id of ids) {
      const rows = grouped.get(id) ?? [];
      expect(rows.map((row) => [row.tenantId, row.conversationId, row.endSequence])).toEqual([
        ["t-rows", id, 1],
        ["t-rows", id, 2],
      ]);
      expect(rows[0]!.memoryId).toBeLessThan(rows[1]!.memoryId);
    }
  });

  it("yields in the items' order with at most the window's calls in flight, whatever order they finish in", async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const slow = async (n: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      started.push(n);
      // Later items finish first: a few turns of the event loop, fewer for larger n.
      for (let spin = 0; spin < 10 - n; spin += 1) await Promise.resolve();
      inFlight -= 1;
      return n * 10;
    };
    const out: number[] = [];
    for await (const value of inOrder([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3, slow)) out.push(value);
    expect(out).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(most).toBe(3);
    expect(started).toHaveLength(10);
  });
});
