import { env } from "cloudflare:test";
import { userIndexRows } from "../helpers/user-index";
import { describe, expect, it } from "vitest";
import { api, append, expectError, messages, newKey, newTenant, round, status, type Api } from "../helpers/api";
import { memoryRows, processingJobs, RecordingSummarizer, runQueuedSummarize } from "../helpers/jobs";
import { tokensOf } from "../helpers/memories";
import { deliverQueuedJobs } from "../helpers/queues";
import { onVectorizeWithDelayedDeletes } from "../helpers/deployment";

// Against Vectorize as production has it: deletes accepted at once, applied at the next queue delivery or sweep.
const vectorize = onVectorizeWithDelayedDeletes();

/**
 * How many of the conversation's index entries still have a vector where the deployment keeps
 * it: in the entry's row (embedded index) or in Vectorize with no delete of it pending.
 */
async function entriesWithVector(tenantId: string, conversationId: string): Promise<number> {
  const rows = await userIndexRows<{ vector_id: string; local: number }>(
    tenantId,
    "user-1",
    `SELECT vector_id, vector IS NOT NULL AS local FROM search_docs WHERE conversation_id = ?`,
    conversationId,
  );
  const pending = new Set(vectorize.pendingDeletes.map((d) => d.id));
  return rows.filter((row) => row.local === 1 || (vectorize.vectors.has(row.vector_id) && !pending.has(row.vector_id))).length;
}

interface TruncateBody {
  deleted_messages: number;
  last_seq: number;
  deleted_summaries: number;
  deleted_offloads: number;
  summary: { memory_id: number; start_seq: number; end_seq: number } | null;
}

const truncate = (client: Api, id: string, fromSeq: string | number) =>
  client.delete(`/v1/conversations/${id}/messages?from_seq=${fromSeq}`);

async function truncated(client: Api, id: string, fromSeq: number): Promise<TruncateBody> {
  const res = await truncate(client, id, fromSeq);
  if (res.status !== 200) throw new Error(`truncate failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as TruncateBody;
}

/** The conversation's entries in its owner's index; `context` is the neighbour text a message is indexed with. */
async function searchDocs(tenantId: string, conversationId: string) {
  return userIndexRows<{ kind: string; start_seq: number; end_seq: number; memory_id: number | null; body: string; context: string }>(
    tenantId,
    "user-1",
    `SELECT kind, start_seq, end_seq, memory_id, body,
            COALESCE((SELECT p.body FROM search_docs p WHERE p.kind = 'message' AND p.conversation_id = d.conversation_id
                        AND p.start_seq = d.start_seq - 1 AND d.kind = 'message'), '') AS context
     FROM search_docs d WHERE conversation_id = ? ORDER BY kind, start_seq, end_seq`,
    conversationId,
  );
}

/** Five rounds (seqs 0-9), two completed summaries (0-5, then 0-7 triggered by round 4), everything indexed. */
async function summarizedConversation(id: string) {
  const tenant = await newTenant();
  const client = api(tenant);
  for (let n = 1; n <= 3; n += 1) await append(client, id, round(n));
  await runQueuedSummarize(new RecordingSummarizer());
  for (let n = 4; n <= 5; n += 1) await append(client, id, round(n));
  await runQueuedSummarize(new RecordingSummarizer());
  await deliverQueuedJobs({ only: (job) => job.type === "index_messages" || job.type === "index_summary" });
  const [first, second] = await memoryRows(tenant.tenantId, id);
  if (!first || !second) throw new Error("expected two summaries");
  return { tenant, client, first, second };
}

/** Everything a truncation could change, to compare before and after a refused request. */
async function observable(client: Api, tenantId: string, id: string) {
  return {
    messages: await messages(client, id),
    status: await status(client, id),
    summaries: await memoryRows(tenantId, id),
    docs: await searchDocs(tenantId, id),
  };
}

describe("truncating a conversation's tail", () => {
  it("removes the messages from from_seq on and falls back to the last summary that covers only kept messages", async () => {
    const { tenant, client, first, second } = await summarizedConversation("t");
    expect([first.end_sequence, second.end_sequence]).toEqual([5, 7]);
    const before = await messages(client, "t");

    const body = await truncated(client, "t", 6);
    expect(body).toEqual({
      conversation_id: "t",
      from_seq: 6,
      deleted_messages: 4,
      last_seq: 5,
      deleted_summaries: 1,
      deleted_offloads: 0,
      summary: { memory_id: first.memory_id, start_seq: 0, end_seq: 5 },
    });
    const kept = await messages(client, "t");
    expect(kept).toEqual(before.slice(0, 6));
    const s = await status(client, "t");
    expect(s).toMatchObject({ last_seq: 5, message_count: 6, summary: { memory_id: first.memory_id, end_seq: 5 }, job: null });
    // Each kept message with its framing (4 tokens, OpenAI's documented per-message overhead), as an append counts it.
    expect(s.full_token_count).toBe(kept.reduce((sum, m) => sum + m.token_count + 4, 0));
    expect((await memoryRows(tenant.tenantId, "t")).map((r) => r.memory_id)).toEqual([first.memory_id]);
    const context = (await (await client.get("/v1/conversations/t/context?cache_stable=false")).json()) as {
      summary: { memory_id: number };
      messages: unknown[];
    };
    expect(context.summary.memory_id).toBe(first.memory_id);
    expect(context.messages).toEqual([]);
  });

  it("leaves no search entry of a removed message or of a summary reaching into them, and no kept entry quoting a removed turn", async () => {
    const { tenant, client, first } = await summarizedConversation("s");
    const before = await searchDocs(tenant.tenantId, "s");
    expect(before.some((doc) => doc.kind === "message" && doc.start_seq === 7)).toBe(true);
    // A message is indexed with the turn before it as context: seq 7 quotes seq 6, which goes.
    expect(before.find((doc) => doc.kind === "message" && doc.start_seq === 7)?.context).toContain("Round 4");

    await truncated(client, "s", 6);
    const after = await searchDocs(tenant.tenantId, "s");
    expect(after.filter((doc) => doc.kind === "message").map((doc) => doc.start_seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(after.filter((doc) => doc.kind === "summary").map((doc) => doc.memory_id)).toEqual([first.memory_id]);
    expect(after.map((doc) => doc.context).join("\n")).not.toContain("Round 4");
    const hits = (await (await client.post("/v1/memories/search", { query: "topic 5 settled", user_id: "user-1" })).json()) as {
      results: Array<{ sources: Array<{ seq: number }> }>;
    };
    expect(hits.results.flatMap((hit) => hit.sources.map((source) => source.seq)).filter((seq) => seq >= 6)).toEqual([]);
    expect(await entriesWithVector(tenant.tenantId, "s")).toBe(after.length);
  });

  it("is idempotent: repeating the request removes nothing more and changes nothing", async () => {
    const { tenant, client, first } = await summarizedConversation("i");
    await truncated(client, "i", 6);
    const before = await observable(client, tenant.tenantId, "i");
    expect(await truncated(client, "i", 6)).toMatchObject({
      deleted_messages: 0,
      last_seq: 5,
      deleted_summaries: 0,
      summary: { memory_id: first.memory_id },
    });
    expect(await observable(client, tenant.tenantId, "i")).toEqual(before);
  });

  it("reuses the seqs, and the next summary builds on the last valid one with only the new messages", async () => {
    const { tenant, client, first } = await summarizedConversation("r");
    await truncated(client, "r", 6);
    const written = await append(client, "r", round(6));
    expect(written.messages.map((m) => m.seq)).toEqual([6, 7]);
    const job = (await memoryRows(tenant.tenantId, "r")).find((row) => row.status === "processing");
    expect(job).toMatchObject({ base_memory_id: first.memory_id, end_sequence: 7 });
    const summarizer = new RecordingSummarizer();
    await runQueuedSummarize(summarizer);
    expect(summarizer.requests[0]?.previousSummary).toBe(first.memory_text);
    expect(summarizer.requests[0]?.newMessages.map((m) => m.content)).toEqual(round(6).map((m) => m.content));
    expect((await status(client, "r")).summary?.end_seq).toBe(7);
  });

  it("cancels a summary job that covers removed messages: its late report changes nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 3; n += 1) await append(client, "j", round(n));
    const [job] = await processingJobs(tenant.tenantId, "j");
    expect((await memoryRows(tenant.tenantId, "j")).map((row) => row.end_sequence)).toEqual([5]);
    expect(await truncated(client, "j", 4)).toMatchObject({ deleted_messages: 2, deleted_summaries: 1, summary: null });
    expect(await memoryRows(tenant.tenantId, "j")).toEqual([]);
    expect((await status(client, "j")).job).toBeNull();
    if (!job) throw new Error("no job");
    // The summarize job the service sent before the truncation arrives late.
    await runQueuedSummarize(new RecordingSummarizer());
    expect(await memoryRows(tenant.tenantId, "j")).toEqual([]);
    expect((await status(client, "j")).summary).toBeNull();
  });

  it("removes the contents offloaded from removed messages and keeps those of kept messages", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "o", [
      { role: "user", content: `kept ${tokensOf(800)}` },
      { role: "assistant", content: "ok" },
      { role: "user", content: `removed ${tokensOf(800)}` },
    ]);
    const rows = async () =>
      (
        await env.DB_0.prepare(
          `SELECT source_seq, r2_key FROM agent_memories WHERE tenant_id = ? AND conversation_id = ? ORDER BY source_seq`,
        )
          .bind(tenant.tenantId, "o")
          .all<{ source_seq: number; r2_key: string | null }>()
      ).results;
    expect((await rows()).map((r) => r.source_seq)).toEqual([0, 2]);
    expect(await truncated(client, "o", 2)).toMatchObject({ deleted_messages: 1, deleted_offloads: 1 });
    expect((await rows()).map((r) => r.source_seq)).toEqual([0]);
  });

  it.each([
    ["a negative from_seq", "-1"],
    ["a from_seq past last_seq + 1", "7"],
    ["a from_seq that is not a number", "two"],
    ["no from_seq", ""],
  ])("refuses %s with a 400 and changes nothing", async (_name, fromSeq) => {
    const { tenant, client } = await summarizedConversation("bad");
    await truncated(client, "bad", 6);
    const before = await observable(client, tenant.tenantId, "bad");
    const res = fromSeq === "" ? await client.delete("/v1/conversations/bad/messages") : await truncate(client, "bad", fromSeq);
    expect(await expectError(res, 400)).toBe("invalid_request");
    expect(await observable(client, tenant.tenantId, "bad")).toEqual(before);
  });
});

describe("truncation isolation", () => {
  it("another tenant and another user's limited key get 404 and change nothing; the owner's limited key may truncate", async () => {
    const { tenant, client } = await summarizedConversation("iso");
    const before = await observable(client, tenant.tenantId, "iso");
    const otherTenant = api(await newTenant());
    expect(await expectError(await truncate(otherTenant, "iso", 0), 404)).toBe("not_found");
    const mallory = api(await newKey(tenant.tenantId, "mallory"));
    expect(await expectError(await truncate(mallory, "iso", 0), 404)).toBe("not_found");
    expect(await observable(client, tenant.tenantId, "iso")).toEqual(before);
    const owner = api(await newKey(tenant.tenantId, "user-1"));
    expect(await truncated(owner, "iso", 8)).toMatchObject({ deleted_messages: 2, last_seq: 7 });
  });

  it("leaves the same conversation id of another tenant untouched", async () => {
    const a = await summarizedConversation("same");
    const b = await summarizedConversation("same");
    const before = await observable(b.client, b.tenant.tenantId, "same");
    await truncated(a.client, "same", 0);
    expect(await messages(a.client, "same")).toEqual([]);
    expect(await observable(b.client, b.tenant.tenantId, "same")).toEqual(before);
  });
});
