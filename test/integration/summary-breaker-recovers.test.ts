import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LlmSummarizer } from "../../src/summaries/llm-summarizer";
import { afterFailure, asTrial, breakerAdmits, breakerView } from "../../src/summaries/breaker";
import { api, append, context, newTenant, round, status } from "../helpers/api";
import { errorReply, fakeLlm, summaryReply } from "../helpers/fake-llm";
import { processingJobs, runQueuedSummarize } from "../helpers/jobs";

/** Seed 002's reading rule as it was: the newest completed summary on every read, not at compaction points. */
const FRESHEST = "?cache_stable=false";

const CONV = "flaky-llm";

/** The cooldown's end, reached without waiting: the stored trial time is moved into the past. */
async function cooldownPasses(stub: DurableObjectStub) {
  await runInDurableObject(stub, (_instance, state) => {
    const row = state.storage.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'breaker'`).toArray()[0];
    if (!row) throw new Error("the breaker is not open");
    const breaker = JSON.parse(row.value) as { retryAt: number };
    state.storage.sql.exec(`UPDATE meta SET value = ? WHERE key = 'breaker'`, JSON.stringify({ ...breaker, retryAt: Date.now() - 1 }));
  });
}

describe("summarization circuit breaker", () => {
  it("opens after consecutive failures, half-opens after its cooldown, re-opens with a doubled cooldown when the trial fails, and closes by itself when the LLM recovers", async () => {
    let healthy = false;
    const llm = fakeLlm(() => (healthy ? summaryReply("The user and the assistant settled every topic so far.") : errorReply(500)));
    const summarizer = new LlmSummarizer({
      apiKey: "sk-test",
      baseURL: "https://llm.test/v1",
      model: "memory-model",
      timeoutMs: 5000,
      fetch: llm.fetch,
    });
    const finalAttempt = env.SUMMARY_MAX_ATTEMPTS === undefined ? 3 : Number(env.SUMMARY_MAX_ATTEMPTS);
    const tenant = await newTenant();
    const client = api(tenant);
    const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/${CONV}`);
    await append(client, CONV, round(1));
    expect((await client.patch(`/v1/conversations/${CONV}/settings`, { breaker_cooldown_seconds: 60 })).status).toBe(200);
    await append(client, CONV, round(2));

    // Three failed jobs in a row open the breaker for the configured cooldown.
    for (let n = 3; n <= 5; n += 1) {
      await append(client, CONV, round(n));
      await runQueuedSummarize(summarizer, finalAttempt);
    }
    let s = await status(client, CONV);
    expect(s).toMatchObject({ consecutive_failures: 3, circuit_open: true, breaker: { state: "open", cooldown_seconds: 60 } });
    expect(Date.parse(s.breaker.next_trial_at ?? "")).toBeGreaterThan(Date.now() + 30_000);
    await append(client, CONV, round(6));
    expect(await processingJobs(tenant.tenantId, CONV)).toEqual([]);

    // Cooldown over: half-open; the next append lets exactly one trial through, which fails.
    await cooldownPasses(stub);
    expect((await status(client, CONV)).breaker.state).toBe("half_open");
    await append(client, CONV, round(7));
    await append(client, CONV, round(8));
    expect(await processingJobs(tenant.tenantId, CONV)).toHaveLength(1);
    await runQueuedSummarize(summarizer, finalAttempt);
    s = await status(client, CONV);
    expect(s).toMatchObject({ consecutive_failures: 4, breaker: { state: "open", cooldown_seconds: 120 } });
    expect(Date.parse(s.breaker.next_trial_at ?? "")).toBeGreaterThan(Date.now() + 90_000);

    // The LLM recovers. No append comes: the alarm at the cooldown's end runs the trial.
    healthy = true;
    await cooldownPasses(stub);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await processingJobs(tenant.tenantId, CONV)).toHaveLength(1);
    await runQueuedSummarize(summarizer, 1);
    s = await status(client, CONV);
    expect(s).toMatchObject({
      consecutive_failures: 0,
      circuit_open: false,
      breaker: { state: "closed", next_trial_at: null, cooldown_seconds: null },
    });
    const recovered = (await context(client, CONV, FRESHEST)).summary?.end_seq ?? -1;
    expect(recovered).toBeGreaterThanOrEqual(15);

    // Summaries flow again on their own, with no POST /summarize anywhere in this test.
    await append(client, CONV, [...round(9), ...round(10)]);
    expect(await processingJobs(tenant.tenantId, CONV)).toHaveLength(1);
    await runQueuedSummarize(summarizer, 1);
    expect((await context(client, CONV, FRESHEST)).summary?.end_seq).toBeGreaterThan(recovered);
  });

  it("takes breaker_cooldown_seconds per conversation and refuses a cooldown below one second", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await append(client, CONV, round(1));
    expect((await status(client, CONV)).settings.breaker_cooldown_seconds).toBe(600);
    expect((await status(client, CONV)).breaker).toEqual({ state: "closed", next_trial_at: null, cooldown_seconds: null });
    expect((await client.patch(`/v1/conversations/${CONV}/settings`, { breaker_cooldown_seconds: 0 })).status).toBe(400);
    expect((await client.patch(`/v1/conversations/${CONV}/settings`, { breaker_cooldown_seconds: 30 })).status).toBe(200);
    expect((await status(client, CONV)).settings.breaker_cooldown_seconds).toBe(30);
  });
});

describe("summarization breaker state (pure)", () => {
  const limits = { maxFailures: 3, cooldownSeconds: 600, maxCooldownSeconds: 2000 };

  it("opens for the base cooldown, doubles it after each failed trial, and never exceeds the cap", () => {
    const opened = afterFailure(3, undefined, limits, 0);
    expect(opened).toEqual({ retryAt: 600_000, cooldownMs: 600_000, trial: false });
    expect(breakerView(3, opened, limits, 1)).toEqual({ state: "open", nextTrialAt: 600_000, cooldownSeconds: 600 });
    expect(breakerAdmits(3, opened, limits, 599_999)).toBe(false);
    expect(breakerAdmits(3, opened, limits, 600_000)).toBe(true);
    const trial = asTrial(3, opened, limits, 600_000);
    const reopened = afterFailure(4, trial, limits, 600_000);
    expect(reopened?.cooldownMs).toBe(1_200_000);
    const capped = afterFailure(5, asTrial(4, reopened, limits, 1_800_000), limits, 1_800_000);
    expect(capped?.cooldownMs).toBe(2_000_000);
  });

  it("stays closed below the failure limit, and treats a tripped breaker with no stored cooldown as due for a trial", () => {
    expect(afterFailure(2, undefined, limits, 0)).toBeUndefined();
    expect(breakerView(2, undefined, limits, 0).state).toBe("closed");
    expect(breakerView(3, undefined, limits, 0).state).toBe("half_open");
    expect(breakerAdmits(3, undefined, limits, 0)).toBe(true);
  });
});
