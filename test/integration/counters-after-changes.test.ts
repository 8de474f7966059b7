import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, append, newTenant, round, status } from "../helpers/api";
import { runQueuedSummarize } from "../helpers/jobs";
import { SummarizerError, type Summarizer } from "../../src/summaries/summarizer";

/** An LLM that is down: every summary attempt fails. */
const failingSummarizer = (): Summarizer => ({
  name: "down",
  summarize: async () => {
    throw new SummarizerError("the LLM is down", true);
  },
});

describe("full_token_count after a truncate", () => {
  it("equals the count of a conversation holding only the kept messages (each message's framing included)", async () => {
    const client = api(await newTenant());
    const turns = [...round(1), ...round(2), ...round(3)];
    await append(client, "cut", turns);
    expect((await client.delete("/v1/conversations/cut/messages?from_seq=2")).status).toBe(200);
    await append(client, "kept", turns.slice(0, 2));

    const cut = await status(client, "cut");
    const kept = await status(client, "kept");
    expect(cut.message_count).toBe(2);
    expect(cut.full_token_count).toBe(kept.full_token_count);
    // And the framing: 4 tokens per message (OpenAI's documented overhead) on top of the contents.
    const contents = await client.get("/v1/conversations/kept/messages");
    const stored = ((await contents.json()) as { messages: Array<{ token_count: number }> }).messages;
    expect(kept.full_token_count).toBe(stored.reduce((sum, m) => sum + m.token_count + 4, 0));
  });
});

describe("an open summarization breaker after its cooldown setting changes", () => {
  it("moves its next trial to the new cooldown's end, counted from when it opened, and re-arms the alarm", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const id = "breaker";
    await append(client, id, round(1));
    expect((await client.patch(`/v1/conversations/${id}/settings`, { breaker_cooldown_seconds: 3600 })).status).toBe(200);
    await append(client, id, round(2));
    for (let n = 3; n <= 5; n += 1) {
      await append(client, id, round(n));
      await runQueuedSummarize(failingSummarizer(), 3);
    }
    const open = await status(client, id);
    expect(open.breaker).toMatchObject({ state: "open", cooldown_seconds: 3600 });
    const openedAt = Date.parse(open.breaker.next_trial_at ?? "") - 3600_000;

    expect((await client.patch(`/v1/conversations/${id}/settings`, { breaker_cooldown_seconds: 60 })).status).toBe(200);
    const lowered = await status(client, id);
    expect(lowered.breaker).toMatchObject({ state: "open", cooldown_seconds: 60 });
    expect(Date.parse(lowered.breaker.next_trial_at ?? "")).toBe(openedAt + 60_000);
    const stub = env.CONVERSATIONS.getByName(`${tenant.tenantId}/${id}`);
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBe(openedAt + 60_000);
  });
});
