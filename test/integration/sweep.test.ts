import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { vectorIds } from "../../src/search/vectors";
import { ADMIN_TOKEN, api, append, newTenant, round, type Api } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { insertMemory, snapshot } from "../helpers/stores";
import { sweep as runCron } from "../helpers/shards";

const DAY = 86_400_000;

interface SweepRun {
  expired_memories: number;
  failed_jobs: number;
  purged_conversations: number;
  deleted_messages: number;
  error_count: number;
  errors: Array<{ action: string; item: string }>;
  backlog: { expiredMemories: boolean; stuckJobs: boolean; inactiveConversations: boolean };
}

async function latestRun(): Promise<SweepRun> {
  const res = await SELF.fetch("https://engram.test/admin/sweeps?limit=1", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { runs: SweepRun[] };
  const run = body.runs[0];
  if (!run) throw new Error("no sweep recorded");
  return run;
}

async function setRetention(tenantId: string, days: number) {
  const res = await SELF.fetch(`https://engram.test/admin/tenants/${tenantId}/settings`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ retention_days: days }),
  });
  expect(res.status).toBe(200);
}

/** Makes a conversation look inactive since `at`: in its object (the truth) and in the registry. */
async function backdate(tenantId: string, conversationId: string, at: number, registryOnly = false) {
  if (!registryOnly) {
    await runInDurableObject(env.CONVERSATIONS.getByName(`${tenantId}/${conversationId}`), (_instance, state) => {
      state.storage.sql.exec(`UPDATE meta SET value = ? WHERE key = 'lastActivityAt'`, JSON.stringify(at));
    });
  }
  await env.DB.prepare(`UPDATE conversations SET last_activity_at = ? WHERE tenant_id = ? AND conversation_id = ?`)
    .bind(new Date(at).toISOString(), tenantId, conversationId)
    .run();
}

async function conversationWithSummary(client: Api, tenantId: string, conversationId: string, userId: string) {
  for (let n = 1; n <= 3; n += 1) await append(client, conversationId, round(n), userId);
  await deliverQueuedJobs();
}

const has = (list: string[], fragment: string) => list.some((line) => line.includes(fragment));

describe("cron sweep", () => {
  it("cleans a mixed backlog exactly, across D1, R2 and the vector index, and a second run changes nothing", async () => {
    const now = Date.now();
    const retaining = await newTenant();
    const keeping = await newTenant();
    const a = api(retaining);
    const b = api(keeping);
    await setRetention(retaining.tenantId, 30);

    // Long-term memories: two past their TTL (one in R2, one inline), one live, one without TTL.
    await insertMemory({
      key: "exp-blob",
      tenantId: retaining.tenantId,
      userId: "u1",
      expiresAt: new Date(now - 3_600_000).toISOString(),
      blob: true,
    });
    await insertMemory({ key: "exp-inline", tenantId: keeping.tenantId, userId: "u9", expiresAt: new Date(now - 60_000).toISOString() });
    await insertMemory({
      key: "live",
      tenantId: retaining.tenantId,
      userId: "u1",
      expiresAt: new Date(now + DAY).toISOString(),
      blob: true,
    });
    await insertMemory({ key: "forever", tenantId: retaining.tenantId, userId: "u1", blob: true });

    // Conversations of the retaining tenant: one inactive for 40 days, one recent, one whose
    // registry lags (it says 40 days, the object knows better).
    await conversationWithSummary(a, retaining.tenantId, "old", "u1");
    await insertMemory({
      key: "old-tied",
      tenantId: retaining.tenantId,
      userId: "u1",
      conversationId: "old",
      origin: "offload",
      blob: true,
    });
    await backdate(retaining.tenantId, "old", now - 40 * DAY);
    await conversationWithSummary(a, retaining.tenantId, "recent", "u1");
    await insertMemory({ key: "recent-tied", tenantId: retaining.tenantId, userId: "u1", conversationId: "recent", blob: true });
    await append(a, "lagging", round(1), "u2");
    await backdate(retaining.tenantId, "lagging", now - 40 * DAY, true);
    // The keeping tenant has no retention: its 400-day-old conversation stays.
    await append(b, "ancient", round(1), "u9");
    await backdate(keeping.tenantId, "ancient", now - 400 * DAY);

    // A job stuck in 'processing' for an hour, and one that just started.
    for (let n = 1; n <= 3; n += 1) await append(b, "stuck", round(n), "u9");
    for (let n = 1; n <= 3; n += 1) await append(b, "running", round(n), "u9");
    await env.DB_0.prepare(`UPDATE memory SET created_at = ? WHERE tenant_id = ? AND conversation_id = 'stuck' AND status = 'processing'`)
      .bind(new Date(now - 3_600_000).toISOString(), keeping.tenantId)
      .run();

    const before = await snapshot();
    await runCron(env, now);
    const after = await snapshot();

    // Gone: the expired memories and everything of the inactive conversation, in every store.
    const gone = { "exp-blob": retaining.tenantId, "exp-inline": keeping.tenantId, "old-tied": retaining.tenantId };
    const goneVectors = await Promise.all(Object.entries(gone).map(([key, tenantId]) => vectorIds.memory(tenantId, key)));
    for (const [i, key] of Object.keys(gone).entries()) {
      expect(has(after.agent_memories, `"${key}"`), key).toBe(false);
      expect(has(after.vectors, goneVectors[i] ?? "?"), key).toBe(false);
    }
    expect(after.blobs).not.toContain(`${retaining.tenantId}/u1/exp-blob`);
    expect(after.blobs).not.toContain(`${retaining.tenantId}/u1/old-tied`);
    expect(has(after.vectors, `msg:${retaining.tenantId}/old/`)).toBe(false);
    expect(after.vectors.filter((v) => v.includes('"kind":"summary"') && v.includes('"conversation_id":"old"'))).toEqual([]);
    expect(has(after.memory, '"conversation_id":"old"')).toBe(false);
    expect(after.memory.filter((l) => l.includes(`"conversation_id":"old"`))).toEqual([]);
    expect((await a.get("/v1/conversations/old/messages")).status).toBe(404);

    // Untouched: exactly everything else, apart from the two rows the sweep was meant to change.
    const removed = (line: string) =>
      Object.keys(gone).some((key) => line.includes(`"${key}"`) || line.endsWith(`/${key}`)) ||
      goneVectors.some((id) => line.includes(id)) ||
      line.includes('"conversation_id":"old"') ||
      line.includes(`msg:${retaining.tenantId}/old/`);
    const lagging = (line: string) => line.includes('"conversation_id":"lagging"');
    expect(after.agent_memories).toEqual(before.agent_memories.filter((l) => !removed(l)));
    expect(after.vectors).toEqual(before.vectors.filter((l) => !removed(l)));
    expect(after.blobs).toEqual(before.blobs.filter((l) => !removed(l)));
    expect(after.conversations.filter((l) => !lagging(l))).toEqual(before.conversations.filter((l) => !removed(l) && !lagging(l)));
    const stuckRow = (await env.DB_0.prepare(`SELECT status, error FROM memory WHERE tenant_id = ? AND conversation_id = 'stuck'`)
      .bind(keeping.tenantId)
      .first()) as { status: string; error: string };
    expect(stuckRow.status).toBe("failed");
    expect(stuckRow.error).toContain("cron sweep");
    expect(after.memory.filter((l) => !l.includes('"conversation_id":"stuck"'))).toEqual(
      before.memory.filter((l) => !removed(l) && !l.includes('"conversation_id":"stuck"')),
    );
    const running = await env.DB_0.prepare(`SELECT status FROM memory WHERE tenant_id = ? AND conversation_id = 'running'`)
      .bind(keeping.tenantId)
      .first();
    expect(running).toEqual({ status: "processing" });

    // The object of the stuck conversation heard about it: its lock is free, the failure counted.
    const stuck = (await (await b.get("/v1/conversations/stuck")).json()) as { job: unknown; consecutive_failures: number };
    expect(stuck).toMatchObject({ job: null, consecutive_failures: 1 });
    // The lagging conversation is kept and its registry row now shows its real activity.
    const lag = await env.DB.prepare(`SELECT last_activity_at FROM conversations WHERE conversation_id = 'lagging'`).first<{
      last_activity_at: string;
    }>();
    expect(Date.parse(lag?.last_activity_at ?? "")).toBeGreaterThan(now - DAY);
    expect((await (await a.get("/v1/conversations/recent/messages")).json()) as { messages: unknown[] }).toMatchObject({
      messages: { length: 6 },
    });
    expect((await b.get("/v1/conversations/ancient/messages")).status).toBe(200);

    expect(await latestRun()).toMatchObject({
      expired_memories: 2,
      failed_jobs: 1,
      purged_conversations: 1,
      deleted_messages: 6,
      error_count: 0,
      backlog: { expiredMemories: false, stuckJobs: false, inactiveConversations: false },
    });

    await runCron(env, now + 1000);
    expect(await snapshot()).toEqual(after);
    expect(await latestRun()).toMatchObject({
      expired_memories: 0,
      failed_jobs: 0,
      purged_conversations: 0,
      deleted_messages: 0,
      error_count: 0,
    });
  });

  it("works through a backlog in bounded batches, one batch per run", async () => {
    const tenant = await newTenant();
    const past = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < 5; i += 1)
      await insertMemory({ key: `batch-${i}`, tenantId: tenant.tenantId, userId: "u", expiresAt: past, blob: true });
    const smallBatches = { ...env, SWEEP_BATCH_SIZE: "2" };
    const left = async () =>
      (await env.DB_0.prepare(`SELECT count(*) AS n FROM agent_memories WHERE tenant_id = ?`).bind(tenant.tenantId).first<{ n: number }>())
        ?.n;

    await runCron(smallBatches);
    expect(await left()).toBe(3);
    expect(await latestRun()).toMatchObject({ expired_memories: 2, backlog: { expiredMemories: true } });
    await runCron(smallBatches);
    expect(await left()).toBe(1);
    await runCron(smallBatches);
    expect(await left()).toBe(0);
    expect(await latestRun()).toMatchObject({ expired_memories: 1, backlog: { expiredMemories: false } });
    expect((await env.BLOBS.list({ prefix: `${tenant.tenantId}/` })).objects).toEqual([]);
  });

  it("records an item that fails and still cleans the others; the next run finishes it without orphans", async () => {
    const tenant = await newTenant();
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const key of ["ok-1", "bad", "ok-2"])
      await insertMemory({ key, tenantId: tenant.tenantId, userId: "u", expiresAt: past, blob: true });
    const badKey = `${tenant.tenantId}/u/bad`;
    const flakyBlobs = new Proxy(env.BLOBS, {
      get(target, prop) {
        if (prop === "delete") {
          return async (keys: string | string[]) => {
            if ((Array.isArray(keys) ? keys : [keys]).includes(badKey)) throw new Error("R2 unavailable");
            return target.delete(keys);
          };
        }
        const value: unknown = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await runCron({ ...env, BLOBS: flakyBlobs });
    const remaining = await env.DB_0.prepare(`SELECT memory_key FROM agent_memories WHERE tenant_id = ?`)
      .bind(tenant.tenantId)
      .all<{ memory_key: string }>();
    expect(remaining.results.map((r) => r.memory_key)).toEqual(["bad"]);
    // The row (the record that the item still needs deleting) outlives its blob: nothing is orphaned.
    expect(await env.BLOBS.head(badKey)).not.toBeNull();
    expect(await latestRun()).toMatchObject({ expired_memories: 2, error_count: 1, errors: [{ action: "expire_memory", item: "bad" }] });

    await runCron();
    expect(
      (await env.DB_0.prepare(`SELECT count(*) AS n FROM agent_memories WHERE tenant_id = ?`).bind(tenant.tenantId).first<{ n: number }>())
        ?.n,
    ).toBe(0);
    expect(await env.BLOBS.head(badKey)).toBeNull();
  });

  it("lists sweep records only to the admin token", async () => {
    const res = await SELF.fetch("https://engram.test/admin/sweeps", { headers: { authorization: "Bearer nope" } });
    expect(res.status).toBe(401);
    const bad = await SELF.fetch("https://engram.test/admin/sweeps?limit=0", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(bad.status).toBe(400);
  });
});
