import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, api, append, getOk, newKey, newTenant, round, type Api } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { sweep as runCron } from "../helpers/shards";

const DAY = 86_400_000;

interface ChainEntry {
  memory_id: number;
  base_memory_id: number | null;
  base_end_seq: number | null;
  status: string;
  end_sequence: number;
  archived: boolean;
  [key: string]: unknown;
}

async function latestArchivedCount(): Promise<number> {
  const res = await SELF.fetch("https://engram.test/admin/sweeps?limit=1", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const body = (await res.json()) as { runs: Array<{ archived_summaries: number; error_count: number }> };
  expect(body.runs[0]?.error_count).toBe(0);
  return body.runs[0]?.archived_summaries ?? -1;
}

async function setPruning(tenantId: string, keep: number, failedDays: number) {
  const res = await SELF.fetch(`https://engram.test/admin/tenants/${tenantId}/settings`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ summary_keep_versions: keep, summary_failed_keep_days: failedDays }),
  });
  expect(res.status).toBe(200);
}

/** A conversation whose chain has `versions` completed summaries, each from the real job. */
async function conversationWithVersions(client: Api, conversationId: string, userId: string, versions: number) {
  for (let n = 1; n <= 2 + versions; n += 1) {
    await append(client, conversationId, round(n), userId);
    await deliverQueuedJobs();
  }
}

/** A failed row as a given-up job leaves it, `ageDays` old. */
async function insertFailed(tenantId: string, conversationId: string, userId: string, ageDays: number, endSeq: number) {
  const at = new Date(Date.now() - ageDays * DAY).toISOString();
  await env.DB_0.prepare(
    `INSERT INTO memory (tenant_id, conversation_id, user_id, start_sequence, end_sequence, status, error, created_at, completed_at)
     VALUES (?, ?, ?, 0, ?, 'failed', 'llm down', ?, ?)`,
  )
    .bind(tenantId, conversationId, userId, endSeq, at, at)
    .run();
}

const chain = (client: Api, conversationId: string, query = "") =>
  getOk<{ memories: ChainEntry[] }>(client, `/v1/conversations/${conversationId}/memories${query}`).then((body) => body.memories);

async function archiveLines(prefix: string): Promise<string[]> {
  const lines: string[] = [];
  for (const object of (await env.BLOBS.list({ prefix })).objects) {
    const text = (await (await env.BLOBS.get(object.key))?.text()) ?? "";
    lines.push(...text.split("\n").filter((line) => line !== ""));
  }
  return lines;
}

/** Seed 002's generation-time query, over the live rows plus the archive's roll-up. */
async function generationStats(tenantId: string) {
  return env.DB_0.prepare(
    `SELECT SUM(n) AS total, SUM(s) AS sum_ms FROM (
       SELECT COUNT(*) AS n, SUM(generation_time_ms) AS s FROM memory
         WHERE tenant_id = ?1 AND status = 'completed' AND generation_time_ms IS NOT NULL
       UNION ALL
       SELECT COALESCE(SUM(timed), 0), COALESCE(SUM(generation_time_ms_sum), 0) FROM memory_archive WHERE tenant_id = ?1)`,
  )
    .bind(tenantId)
    .first<{ total: number; sum_ms: number }>();
}

describe("summary chain pruning", () => {
  it("keeps the newest versions and recent failures in D1, archives the rest once, and lists them with include_archived", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await setPruning(tenant.tenantId, 2, 3);
    await conversationWithVersions(client, "long", "u1", 5);
    await insertFailed(tenant.tenantId, "long", "u1", 10, 7);
    await insertFailed(tenant.tenantId, "long", "u1", 1, 9);
    const before = await chain(client, "long");
    expect(before.filter((m) => m.status === "completed")).toHaveLength(5);
    const statsBefore = await generationStats(tenant.tenantId);

    await runCron();
    expect(await latestArchivedCount()).toBe(4);

    const live = await chain(client, "long");
    const completed = before.filter((m) => m.status === "completed");
    const recentFailed = before.filter((m) => m.status === "failed" && m.end_sequence === 9);
    expect(live.map((m) => m.memory_id).sort()).toEqual([...completed.slice(0, 2), ...recentFailed].map((m) => m.memory_id).sort());
    expect(live.every((m) => !m.archived)).toBe(true);

    const all = await chain(client, "long", "?include_archived=true");
    const archivedIds = new Set(all.filter((m) => m.archived).map((m) => m.memory_id));
    expect(archivedIds.size).toBe(4);
    expect(all.map(({ archived: _archived, ...rest }) => rest)).toEqual(before.map(({ archived: _archived, ...rest }) => rest));
    expect(await chain(client, "long", "?include_archived=true&limit=3")).toEqual(all.slice(0, 3));

    // Nothing the seed's aggregate query needs is lost with the rows.
    expect(await generationStats(tenant.tenantId)).toEqual(statsBefore);

    // A second run archives nothing and writes no line twice.
    const lines = await archiveLines(`summary-archive/${tenant.tenantId}/long/`);
    expect(lines).toHaveLength(4);
    await runCron();
    expect(await latestArchivedCount()).toBe(0);
    expect(await archiveLines(`summary-archive/${tenant.tenantId}/long/`)).toEqual(lines);
  });

  it("a run interrupted after the archive write finishes the delete without duplicating a line", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await setPruning(tenant.tenantId, 1, 7);
    await conversationWithVersions(client, "crash", "u1", 3);
    const before = await chain(client, "crash");
    await runCron();
    const prefix = `summary-archive/${tenant.tenantId}/crash/`;
    const lines = await archiveLines(prefix);
    expect(lines).toHaveLength(2);

    // The state a crash between the two writes leaves: archived in R2, still in D1.
    for (const line of lines) {
      const v = JSON.parse(line) as Record<string, string | number | null>;
      await env.DB_0.prepare(
        `INSERT INTO memory (memory_id, tenant_id, conversation_id, user_id, memory_text, start_sequence, end_sequence, base_memory_id, status, error, generation_time_ms, created_at, completed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(
          v.memory_id,
          v.tenant_id,
          v.conversation_id,
          v.user_id,
          v.memory_text,
          v.start_sequence,
          v.end_sequence,
          v.base_memory_id,
          v.status,
          v.error,
          v.generation_time_ms,
          v.created_at,
          v.completed_at,
        )
        .run();
    }
    await env.DB_0.prepare(`DELETE FROM memory_archive WHERE tenant_id = ?`).bind(tenant.tenantId).run();
    expect((await chain(client, "crash", "?include_archived=true")).map((m) => m.memory_id)).toEqual(before.map((m) => m.memory_id));

    await runCron();
    expect(await latestArchivedCount()).toBe(2);
    expect(await archiveLines(prefix)).toEqual(lines);
    expect(await chain(client, "crash")).toHaveLength(1);
  });

  it("export carries archived versions, forget and conversation delete remove the archive, other keys never see it", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await setPruning(tenant.tenantId, 1, 7);
    await conversationWithVersions(client, "mine", "u1", 3);
    await conversationWithVersions(client, "gone", "u2", 3);
    const ids = (await chain(client, "mine")).map((m) => m.memory_id).sort((a, b) => a - b);
    await runCron();
    expect(await latestArchivedCount()).toBe(4);

    // Other tenants and keys limited to another user see nothing of it.
    const stranger = api(await newTenant());
    expect((await stranger.get(`/v1/conversations/mine/memories?include_archived=true`)).status).toBe(404);
    const otherUser = api(await newKey(tenant.tenantId, "u2"));
    expect((await otherUser.get(`/v1/conversations/mine/memories?include_archived=true`)).status).toBe(404);
    const owner = api(await newKey(tenant.tenantId, "u1"));
    expect((await chain(owner, "mine", "?include_archived=true")).map((m) => m.memory_id).sort((a, b) => a - b)).toEqual(ids);

    const exported = await getOk<{ conversations: Array<{ conversation_id: string; summaries: Array<{ memory_id: number }> }> }>(
      client,
      "/v1/users/u1/export",
    );
    expect(exported.conversations.find((c) => c.conversation_id === "mine")?.summaries.map((s) => s.memory_id)).toEqual(ids);

    expect((await client.delete("/v1/users/u1")).status).toBe(200);
    expect(await archiveLines(`summary-archive/${tenant.tenantId}/mine/`)).toEqual([]);
    expect((await client.delete("/v1/conversations/gone")).status).toBe(200);
    expect(await archiveLines(`summary-archive/${tenant.tenantId}/gone/`)).toEqual([]);
    const rollup = await env.DB_0.prepare(`SELECT COUNT(*) AS n FROM memory_archive WHERE tenant_id = ?`)
      .bind(tenant.tenantId)
      .first<{ n: number }>();
    expect(rollup?.n).toBe(0);
  });
});
