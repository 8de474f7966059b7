import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runIndexJobs } from "../../src/search/index-job";
import { OpenAiEmbedder } from "../../src/search/openai-embedder";
import { applyRollup } from "../../src/usage/rollup";
import { admin, api, type Api, append, newClient, newTenant, round } from "../helpers/api";
import { queuedJobs } from "../helpers/queues";
import { conversationUsage, readContext, tenantUsage, type UsageFiguresBody } from "../helpers/usage";
import { sweep } from "../helpers/shards";

const runCron = (scheduledTime?: number) => sweep(env, scheduledTime);

const today = () => new Date().toISOString().slice(0, 10);
const COUNTS = ["appends", "appended_messages", "appended_tokens", "reads", "served_tokens", "cached_tokens", "history_tokens"] as const;
/** The counted figures of several live views, added up as the tenant's day should hold them. */
const summed = (views: UsageFiguresBody[]) => Object.fromEntries(COUNTS.map((name) => [name, views.reduce((sum, v) => sum + v[name], 0)]));
const counted = (view: UsageFiguresBody) => Object.fromEntries(COUNTS.map((name) => [name, view[name]]));

async function busyConversation(client: Api, tenant: { key: string; tenantId: string; keyId: string }, id: string, rounds: number) {
  for (let n = 1; n <= rounds; n += 1) {
    await append(client, id, round(n));
    await readContext(tenant, id, "?budget_tokens=500");
  }
}

describe("usage rolled up by the sweep", () => {
  it("adds each conversation's usage to its own tenant's day in the sweep, once however many sweeps run", async () => {
    const { tenant: a, client: clientA } = await newClient();
    const { tenant: b, client: clientB } = await newClient();
    await busyConversation(clientA, a, "a1", 2);
    await busyConversation(clientA, a, "a2", 1);
    await busyConversation(clientB, b, "b1", 3);
    // Counting wrote nothing to D1: the tenant's days are empty until the sweep.
    expect((await tenantUsage(clientA)).days).toEqual([]);

    await runCron();
    const liveA = [(await conversationUsage(clientA, "a1")).totals, (await conversationUsage(clientA, "a2")).totals];
    const rolledA = await tenantUsage(clientA);
    expect(rolledA.days.map((d) => d.day)).toEqual([today()]);
    expect(counted(rolledA.totals)).toEqual(summed(liveA));
    expect(counted((await tenantUsage(clientB)).totals)).toEqual(counted((await conversationUsage(clientB, "b1")).totals));

    await runCron();
    expect(counted((await tenantUsage(clientA)).totals)).toEqual(summed(liveA));

    await append(clientA, "a1", round(9));
    await runCron();
    const grown = [(await conversationUsage(clientA, "a1")).totals, (await conversationUsage(clientA, "a2")).totals];
    expect(counted((await tenantUsage(clientA)).totals)).toEqual(summed(grown));
    expect(grown[0]!.appends).toBe(liveA[0]!.appends + 1);
    // The admin route reads the same rollup.
    const viaAdmin = await admin("GET", `/admin/tenants/${a.tenantId}/usage`);
    expect(counted(((await viaAdmin.json()) as { totals: UsageFiguresBody }).totals)).toEqual(summed(grown));
  });

  it("rolls up the embedding tokens of the jobs done for a user through the user object", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "c1", round(1));
    const job = queuedJobs().find((queued) => queued.type === "index_messages");
    if (!job || job.type !== "index_messages") throw new Error("no index job was queued");
    const fetchImpl: typeof fetch = async (input, init) => {
      const body = (await new Request(input, init).json()) as { input: string[] };
      const data = body.input.map((_text, index) => ({ object: "embedding", index, embedding: [1, 0, 0] }));
      return Response.json({ object: "list", data, model: "m", usage: { prompt_tokens: 42, total_tokens: 42 } });
    };
    const embedder = new OpenAiEmbedder({
      apiKey: "sk-test",
      baseURL: "https://llm.test/v1",
      model: "m",
      dimensions: 3,
      timeoutMs: 2000,
      fetch: fetchImpl,
    });
    const [outcome] = await runIndexJobs(env, [{ job, attempts: 1 }], { embedder, vectors: null });
    expect(outcome).toEqual({ action: "ack" });

    await runCron();
    const { totals } = await tenantUsage(client);
    expect(totals.jobs.index).toEqual({
      llm_calls: 0,
      llm_input_tokens: 0,
      llm_output_tokens: 0,
      embedding_calls: 1,
      embedding_tokens: 42,
    });
    // The conversation's own view keeps its own usage; the index work was the user's.
    expect((await conversationUsage(client, "c1")).totals.jobs.index?.embedding_tokens).toBe(0);
  });

  it("counts a batch handed twice (its confirmation lost) once, and the object hands it again until confirmed", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, "c1", round(1));
    const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/c1`);
    const batch = await stub.usageRollup(null);
    if (!batch) throw new Error("the object handed no batch");
    expect(await stub.usageRollup(null)).toEqual(batch);
    const now = new Date().toISOString();
    await applyRollup(env.DB, batch, now);
    await applyRollup(env.DB, batch, now);
    expect(await stub.usageRollup(batch.id)).toBeNull();
    await runCron();
    expect(counted((await tenantUsage(client)).totals)).toEqual(counted((await conversationUsage(client, "c1")).totals));
  });

  it("keeps a deleted conversation's usage in its tenant's days without waiting for the sweep", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await busyConversation(client, tenant, "gone", 2);
    const live = counted((await conversationUsage(client, "gone")).totals);
    expect((await client.delete("/v1/conversations/gone")).status).toBe(200);
    expect(counted((await tenantUsage(client)).totals)).toEqual(live);
  });
});
