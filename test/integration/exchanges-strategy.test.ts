import { describe, expect, it } from "vitest";
import { runCompressExchangesJob } from "../../src/context/jobs";
import { LlmSummaryCompressor } from "../../src/context/compactor";
import { byteLength } from "../../src/lib/utf8";
import { deliverQueuedJobs, jobOwner, takeOnlyJob } from "../helpers/queues";
import { api, append, env, newTenant, type Api } from "../helpers/api";
import { exchange, fakeLlm, getContext, getState, llmOptions, startConversation, type CacheEntryBody } from "../helpers/shaping";

const put = (client: Api, id: string, body: Record<string, unknown>) => client.post(`/v1/conversations/${id}/tool-cache`, body);
const lookup = async (client: Api, id: string, body: Record<string, unknown>) =>
  (await (await client.post(`/v1/conversations/${id}/tool-cache/lookup`, body)).json()) as {
    hit: boolean;
    key: string;
    entry: CacheEntryBody | null;
  };
/** The compression job the conversation queued: exactly one, naming the job id /state shows. */
function queuedCompression(tenantId: string, conversationId: string, jobId: string | null) {
  const job = takeOnlyJob("compress_exchanges");
  expect(job).toEqual({ type: "compress_exchanges", tenantId, userId: "user-1", conversationId, jobId });
  return job;
}

/** A truncation keeps the newest lines of the summary, whole, as many as fit in `limit` bytes. */
function expectNewestWholeLines(before: string, after: string, limit: number) {
  const lines = before.split("\n");
  const kept = after.split("\n").length;
  expect(after).toBe(lines.slice(-kept).join("\n"));
  expect(byteLength(after)).toBeLessThanOrEqual(limit);
  // One more (older) line would not have fitted: nothing that fitted was dropped.
  expect(byteLength(lines.slice(-(kept + 1)).join("\n"))).toBeGreaterThan(limit);
}

const champion = { tool_name: "gcs_get_champion_details", parameters: { champion_name: "droideka" } };

describe("seed 001 tool cache lifecycle: add, hit refresh, decrement per exchange, expiry", () => {
  it("walks an entry through its whole life and injects it while it lives", async () => {
    const client = api(await newTenant());
    await startConversation(client, "cache", { strategy: "exchanges" });

    const added = await put(client, "cache", { ...champion, result: "Droideka: rolls, shields up", duration: 3 });
    expect(added.status).toBe(201);
    // The seed's key: md5("gcs_get_champion_details:" + json.dumps(params, sort_keys=True)).
    expect(await added.json()).toMatchObject({ key: "4156636beaec50ad1754ebe773c22b40", remaining_duration: 3, original_duration: 3 });

    let context = await getContext(client, "cache");
    expect(context.injected.filter((i) => i.type === "cached_tool_result").map((i) => i.content)).toEqual([
      '## Cached tool result: gcs_get_champion_details({"champion_name": "droideka"})\n(still valid for 3 of 3 exchanges; no need to call the tool again)\nDroideka: rolls, shields up',
    ]);

    await append(client, "cache", exchange("Who is droideka?", "A rolling droid."));
    expect((await getState(client, "cache")).cache.entries[0]).toMatchObject({ remaining_duration: 2, original_duration: 3 });

    const hit = await lookup(client, "cache", champion);
    expect(hit).toMatchObject({ hit: true, entry: { remaining_duration: 3, hits: 1, result: "Droideka: rolls, shields up" } });

    for (const n of [1, 2]) await append(client, "cache", exchange(`Question ${n}`, `Answer ${n}`));
    expect((await getState(client, "cache")).cache.entries[0]).toMatchObject({ remaining_duration: 1 });
    // An unfinished cycle (question, no answer yet) does not count.
    await append(client, "cache", [{ role: "user", content: "And its shield?" }]);
    expect((await getState(client, "cache")).cache.count).toBe(1);
    await append(client, "cache", [{ role: "assistant", content: "Its shield blocks blaster fire." }]);

    const state = await getState(client, "cache");
    expect(state.cache.count).toBe(0);
    expect(await lookup(client, "cache", champion)).toMatchObject({ hit: false, entry: null });
    context = await getContext(client, "cache");
    expect(context.injected.some((i) => i.type === "cached_tool_result")).toBe(false);
  });

  it("finds an entry whatever the order of its parameters' keys, and not with other parameters", async () => {
    const client = api(await newTenant());
    await startConversation(client, "cache-keys", {});
    await put(client, "cache-keys", {
      tool_name: "db_get_ux_details",
      parameters: { query: "screen help", lang: "en" },
      result: "help text",
      duration: 2,
    });
    expect(
      (await lookup(client, "cache-keys", { tool_name: "db_get_ux_details", parameters: { lang: "en", query: "screen help" } })).hit,
    ).toBe(true);
    expect(
      (await lookup(client, "cache-keys", { tool_name: "db_get_ux_details", parameters: { lang: "fr", query: "screen help" } })).hit,
    ).toBe(false);
  });

  it("refuses a duration of 0 or below, and a missing result, without caching anything", async () => {
    const client = api(await newTenant());
    await startConversation(client, "cache-bad", {});
    for (const body of [
      { ...champion, result: "x", duration: 0 },
      { ...champion, result: "x", duration: -2 },
      { ...champion, result: "x", duration: 1.5 },
      { ...champion, duration: 3 },
      { ...champion, result: "x", duration: 3, surprise: true },
    ]) {
      const res = await put(client, "cache-bad", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    expect((await getState(client, "cache-bad")).cache.count).toBe(0);
  });

  it("deletes one entry by key and answers 404 for a key that is not cached", async () => {
    const client = api(await newTenant());
    await startConversation(client, "cache-del", {});
    const { key } = (await (await put(client, "cache-del", { ...champion, result: "x", duration: 2 })).json()) as { key: string };
    expect((await client.delete(`/v1/conversations/cache-del/tool-cache/${key}`)).status).toBe(204);
    expect((await client.delete(`/v1/conversations/cache-del/tool-cache/${key}`)).status).toBe(404);
  });
});

describe("seed 001 screen context: injected once per conversation", () => {
  it("injects the payload into the next context only, and caches its proactive tool results", async () => {
    const client = api(await newTenant());
    await startConversation(client, "screen", { strategy: "exchanges" });
    const res = await client.put(`/v1/conversations/screen/screen-context`, {
      content: "I can see you're on a specific screen. The user is on the champion select screen.",
      tool_results: [
        { tool_name: "get_screen_elements", parameters: { screen: "champion_select" }, result: "[buttons: lock, random]", duration: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect((await getState(client, "screen")).screen_context).toEqual({ provided: true, injected: false, injected_at: null });

    const first = await getContext(client, "screen");
    expect(first.injected.map((i) => i.type)).toEqual(["screen_context", "cached_tool_result"]);
    const second = await getContext(client, "screen");
    expect(second.injected.map((i) => i.type)).toEqual(["cached_tool_result"]);
    expect((await getState(client, "screen")).screen_context).toMatchObject({ provided: true, injected: true });

    const again = await client.put(`/v1/conversations/screen/screen-context`, { content: "another screen" });
    expect(again.status).toBe(409);
  });
});

describe("seed 001 exchanges and size rules", () => {
  it("keeps 10 exchanges, folds older ones into the summary, and summarizes answers over 750 bytes to 500", async () => {
    const client = api(await newTenant());
    await startConversation(client, "ex", { strategy: "exchanges" });
    const long = `${"Voilà une réponse très détaillée. ".repeat(22)}`.trim();
    expect(byteLength(long)).toBeGreaterThan(750);
    await append(client, "ex", exchange("Explain everything", long));
    for (let n = 2; n <= 11; n += 1) await append(client, "ex", exchange(`Question ${n}`, `Answer ${n}`));
    await append(client, "ex", [{ role: "user", content: "Question 12" }]);

    const state = await getState(client, "ex");
    expect(state.exchanges.count).toBe(10);
    expect(state.exchanges.items[0]?.question).toBe("Question 2");
    expect(state.exchanges.summary.text.startsWith("Q: Explain everything\nA: Voilà une réponse très détaillée.")).toBe(true);
    expect(state.exchanges.summary.bytes).toBeLessThanOrEqual(byteLength("Q: Explain everything\nA: \n") + 500);

    const context = await getContext(client, "ex");
    const roles = context.messages.map((m) => m.role);
    expect(roles.slice(0, 3)).toEqual(["system", "user", "assistant"]);
    expect(context.messages[1]?.content).toBe(`[Previous conversation summary]\n${state.exchanges.summary.text}`);
    expect(context.messages.filter((m) => m.seq >= 0 && m.role !== "system")).toHaveLength(21);
    expect(context.messages.at(-1)?.content).toBe("Question 12");
    expect(state.agent_receives.messages.map((m) => m.content)).toEqual(context.messages.map((m) => m.content));

    const big = await client.post("/v1/conversations/ex/messages", { user_id: "user-1", messages: exchange("Big one", "é".repeat(400)) });
    expect(big.status).toBe(201);
    const after = await getState(client, "ex");
    const item = after.exchanges.items.at(-1);
    expect(item).toMatchObject({ question: "Big one", answer_bytes: 800, summarized: true });
    expect(byteLength(item?.answer ?? "")).toBeLessThanOrEqual(500);
  });

  async function overflowingConversation(client: Api, id: string) {
    await startConversation(client, id, { strategy: "exchanges" });
    const answer = (n: number) => `Answer ${n}: ${"the orbital mechanics are fine ".repeat(15)}`;
    for (let n = 1; n <= 19; n += 1) await append(client, id, exchange(`Question ${n} about the launch window?`, answer(n)));
    return getState(client, id);
  }

  it("compresses a summary over 4 KB to 3 KB with the LLM, and says what it sent", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const state = await overflowingConversation(client, "ex-llm");
    expect(state.exchanges.summary.bytes).toBeGreaterThan(4000);
    const jobId = state.exchanges.compression_job_id;
    expect(jobId).not.toBeNull();

    const llm = fakeLlm(() => "Launch window questions 1-9 answered: orbital mechanics fine each time.");
    const method = await runCompressExchangesJob(
      env,
      queuedCompression(tenant.tenantId, "ex-llm", jobId),
      new LlmSummaryCompressor(llmOptions(llm.fetch)),
    );
    expect(method).toBe("llm");
    expect(llm.requests).toHaveLength(1);
    const prompt = llm.requests[0]?.body.messages[0]?.content ?? "";
    expect(prompt).toContain("Compress this conversation summary to at most 3000 bytes (UTF-8).");
    expect(prompt).toContain(state.exchanges.summary.text);
    expect(llm.requests[0]?.body.model).toBe("test-model");

    const after = await getState(client, "ex-llm");
    expect(after.exchanges.summary.text).toBe("Launch window questions 1-9 answered: orbital mechanics fine each time.");
    expect(after.exchanges.compressions).toEqual({ llm: 1, truncation: 0, total: 1 });
    expect(after.exchanges.compression_job_id).toBeNull();
  });

  it("falls back to truncation (newest 3000 bytes) when the LLM fails", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const state = await overflowingConversation(client, "ex-fail");
    const llm = fakeLlm(() => ({ status: 500 }));
    const method = await runCompressExchangesJob(
      env,
      queuedCompression(tenant.tenantId, "ex-fail", state.exchanges.compression_job_id),
      new LlmSummaryCompressor(llmOptions(llm.fetch)),
    );
    expect(method).toBe("truncation");
    expect(llm.requests).toHaveLength(1);
    const after = await getState(client, "ex-fail");
    expect(after.exchanges.summary.bytes).toBeLessThanOrEqual(3000);
    expect(state.exchanges.summary.text.endsWith(after.exchanges.summary.text)).toBe(true);
    expectNewestWholeLines(state.exchanges.summary.text, after.exchanges.summary.text, 3000);
    expect(after.exchanges.compressions).toEqual({ llm: 0, truncation: 1, total: 1 });
  });

  it("truncates through the real queue handler when no LLM key is configured", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const state = await overflowingConversation(client, "ex-queue");
    const deliveries = await deliverQueuedJobs({ only: (job) => job.type === "compress_exchanges" });
    expect(deliveries.map((d) => [d.body, d.outcome])).toEqual([
      [{ type: "compress_exchanges", ...jobOwner(tenant), conversationId: "ex-queue", jobId: state.exchanges.compression_job_id }, "ack"],
    ]);
    const after = await getState(client, "ex-queue");
    expect(after.exchanges.compressions.truncation).toBe(1);
    expect(after.exchanges.summary.bytes).toBeLessThanOrEqual(3000);
    expectNewestWholeLines(state.exchanges.summary.text, after.exchanges.summary.text, 3000);
  });
});
