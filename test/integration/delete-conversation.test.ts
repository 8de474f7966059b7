import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runSummarizeJob } from "../../src/summaries/job";
import type { SummarizeRequest, Summarizer } from "../../src/summaries/summarizer";
import { hookD1 } from "../helpers/d1-hook";
import { api, append, context, expectError, messages, newTenant, round, status, type Api } from "../helpers/api";
import { memoryRows, processingJobs, RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";
import { deliverQueuedJobs, takeOnlyJob } from "../helpers/queues";

const CONV = "doomed";

async function summarizedConversation() {
  const tenant = await newTenant();
  const client = api(tenant);
  for (let n = 1; n <= 3; n += 1) await append(client, CONV, round(n));
  await runQueuedSummarize(new RecordingSummarizer());
  await append(client, CONV, round(4));
  return { tenant, client, stub: env.CONVERSATIONS.getByName(`${tenant.tenantId}/${CONV}`) };
}

async function expectGone(client: Api, tenantId: string) {
  for (const path of ["", "/messages", "/memories"]) {
    expect(await expectError(await client.get(`/v1/conversations/${CONV}${path}`), 404)).toBe("not_found");
  }
  // The context of a conversation that holds nothing is empty, like one never written.
  expect(await (await client.get(`/v1/conversations/${CONV}/context?cache_stable=false`)).json()).toMatchObject({
    summary: null,
    messages: [],
    token_count: 0,
  });
  expect(await memoryRows(tenantId, CONV)).toEqual([]);
}

/** The id starts over: seq 0, default settings, no summary, no job, no old memory rows. */
async function expectFreshReuse(client: Api) {
  const written = await append(client, CONV, [{ role: "user", content: "A new beginning" }]);
  expect(written.last_seq).toBe(0);
  expect((await messages(client, CONV)).map((m) => m.content)).toEqual(["A new beginning"]);
  const ctx = await context(client, CONV);
  expect(ctx).toMatchObject({ source: "raw", summary: null });
  const s = await status(client, CONV);
  expect(s).toMatchObject({ last_seq: 0, summary: null, job: null, consecutive_failures: 0 });
  expect(s.settings.window_size).toBe(14);
  const chain = (await (await client.get(`/v1/conversations/${CONV}/memories`)).json()) as { memories: unknown[] };
  expect(chain.memories).toEqual([]);
}

describe("DELETE /v1/conversations/{id}", () => {
  it("removes the messages and the memory rows; the id then 404s and can be reused from seq 0", async () => {
    const { tenant, client } = await summarizedConversation();
    await client.patch(`/v1/conversations/${CONV}/settings`, { window_size: 6 });
    await client.post(
      `/v1/conversations/${CONV}/messages`,
      { user_id: "user-1", messages: [{ role: "user", content: "keyed" }] },
      { "Idempotency-Key": "k1" },
    );
    expect((await memoryRows(tenant.tenantId, CONV)).length).toBe(2);

    const res = await client.delete(`/v1/conversations/${CONV}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ conversation_id: CONV, deleted_messages: 9, deleted_memories: 2, deleted_offloads: 0 });
    await expectGone(client, tenant.tenantId);
    await expectFreshReuse(client);
    // The old Idempotency-Key is forgotten with the rest.
    const again = await client.post(
      `/v1/conversations/${CONV}/messages`,
      { user_id: "user-1", messages: [{ role: "user", content: "keyed" }] },
      { "Idempotency-Key": "k1" },
    );
    expect(again.status).toBe(201);
  });

  it("leaves another tenant's conversation with the same id untouched", async () => {
    const { tenant, client } = await summarizedConversation();
    const other = api(await newTenant());
    await append(other, CONV, round(1));
    expect((await other.delete(`/v1/conversations/${CONV}`)).status).toBe(200);
    expect(await messages(client, CONV)).toHaveLength(8);
    expect((await memoryRows(tenant.tenantId, CONV)).map((r) => r.status)).toEqual(["completed", "processing"]);
    expect((await context(client, CONV, "?cache_stable=false")).summary?.end_seq).toBe(5);
  });

  it("cancels an in-flight job: its late delivery writes nothing and its alarm is gone", async () => {
    const { tenant, client, stub } = await summarizedConversation();
    const [row] = await processingJobs(tenant.tenantId, CONV);
    if (!row) throw new Error("expected a job in flight");
    expect((await client.delete(`/v1/conversations/${CONV}`)).status).toBe(200);
    expect(await runDurableObjectAlarm(stub)).toBe(false);

    const deliveries = await deliverQueuedJobs({ only: (job) => job.type === "summarize" });
    expect(deliveries.map((d) => [d.body, d.outcome])).toEqual([
      [{ type: "summarize", tenantId: tenant.tenantId, userId: "user-1", conversationId: CONV, memoryId: row.memory_id }, "ack"],
    ]);
    await expectGone(client, tenant.tenantId);
    await expectFreshReuse(client);
  });

  it("discards a summary whose job was running when the conversation was deleted", async () => {
    const { tenant, client } = await summarizedConversation();
    const [row] = await processingJobs(tenant.tenantId, CONV);
    if (!row) throw new Error("expected a job in flight");
    const deleting: Summarizer = {
      name: "deleting",
      async summarize(request: SummarizeRequest) {
        expect((await client.delete(`/v1/conversations/${CONV}`)).status).toBe(200);
        return new RecordingSummarizer().summarize(request);
      },
    };
    expect(await runSummarizeJob(env, takeOnlyJob("summarize"), 1, deleting)).toEqual({ action: "ack" });
    await expectGone(client, tenant.tenantId);
    await expectFreshReuse(client);
  });

  it("does not resurrect a deleted conversation's summary when its completion reaches the object late", async () => {
    // The consumer recorded 'completed' in D1, then the conversation was deleted, then the
    // consumer's completeJob call reached the (now empty) object.
    const { tenant, client, stub } = await summarizedConversation();
    const [row] = await processingJobs(tenant.tenantId, CONV);
    if (!row) throw new Error("expected a job in flight");
    await env.DB_0.prepare(`UPDATE memory SET status = 'completed', memory_text = 'deleted secrets' WHERE memory_id = ?`)
      .bind(row.memory_id)
      .run();
    expect((await client.delete(`/v1/conversations/${CONV}`)).status).toBe(200);
    await runInDurableObject(stub, (instance) =>
      instance.completeJob(row.memory_id, { memoryId: row.memory_id, text: "deleted secrets", startSeq: 0, endSeq: 7, tokenCount: 3 }),
    );
    await expectFreshReuse(client);
    expect(JSON.stringify(await context(client, CONV))).not.toContain("deleted secrets");
  });

  it("leaves no memory row behind when the DELETE lands while a new job's row is being written", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 2; n += 1) await append(client, CONV, round(n));
    const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/${CONV}`);
    const deleted: number[] = [];
    const outcome = await runInDurableObject(stub, (instance) => {
      // The DELETE (object emptied, then D1 rows removed) completes just before the job's
      // 'processing' row is inserted (in the user's data shard, the one shard of the tests).
      const db = hookD1(env.DB_0, /^insert into "memory"/i, async () => {
        const res = await SELF.fetch(`https://engram.test/v1/conversations/${CONV}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${tenant.key}` },
        });
        deleted.push(res.status);
      });
      Reflect.set(instance, "env", { ...env, DB_0: db });
      const scope = { tenantId: tenant.tenantId, conversationId: CONV, restrictedUserId: null };
      return instance.append({ scope, userId: "user-1", messages: round(3), idempotency: null });
    });
    expect(deleted).toEqual([200]);
    expect(outcome).toMatchObject({ ok: true, value: { summarization: { triggered: false, reason: "conversation_deleted" } } });
    await expectGone(client, tenant.tenantId);
    await expectFreshReuse(client);
  });

  it("lets a key limited to the owner delete, and no one else", async () => {
    const tenant = await newTenant({ userId: "alice" });
    const alice = api(tenant);
    await append(alice, CONV, round(1), "alice");
    const bob = api(await newTenant({ userId: "bob" }));
    expect(await expectError(await bob.delete(`/v1/conversations/${CONV}`), 404)).toBe("not_found");
    expect((await alice.delete(`/v1/conversations/${CONV}`)).status).toBe(200);
    expect(await expectError(await alice.get(`/v1/conversations/${CONV}`), 404)).toBe("not_found");
  });
});
