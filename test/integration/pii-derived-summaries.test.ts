import { afterEach, describe, expect, it, vi } from "vitest";
import { api, append, tenantWithPiiMode } from "../helpers/api";
import { deliverQueuedJobs } from "../helpers/queues";
import { exchange, getState, startConversation } from "../helpers/shaping";

const EMAIL = "jane.doe@example.com";
/** The e-mail opens the question, so even a seed's 30-character brief of it would carry it. */
const round = (n: number) => exchange(`${EMAIL} asks about topic ${n}`, `${EMAIL}: topic ${n} is settled, I wrote back.`);

afterEach(() => vi.restoreAllMocks());

describe("PII mode 'derived': every strategy's summaries and the exchange log are redacted", () => {
  it("keeps the rolling-lines summary free of the raw e-mail", async () => {
    const client = api(await tenantWithPiiMode("derived"));
    await startConversation(client, "pii-rolling", { strategy: "rolling-lines" });
    for (let n = 1; n <= 4; n += 1) await append(client, "pii-rolling", round(n));
    const summary = (await getState(client, "pii-rolling")).rolling_summary.text;
    expect(summary.split("\n")).toHaveLength(3);
    expect(summary).toContain("[REDACTED");
    expect(summary).not.toContain("jane.doe");
  });

  it("keeps the exchanges kept and the exchanges summary free of the raw e-mail", async () => {
    const client = api(await tenantWithPiiMode("derived"));
    await startConversation(client, "pii-exchanges", { strategy: "exchanges" });
    for (let n = 1; n <= 12; n += 1) await append(client, "pii-exchanges", round(n));
    const state = await getState(client, "pii-exchanges");
    expect(state.exchanges.summary.text).toContain("topic 1 is settled");
    const derived = JSON.stringify([state.exchanges.items, state.exchanges.summary]);
    expect(derived).toContain("[REDACTED:EMAIL]");
    expect(derived).not.toContain(EMAIL);
  });

  it("writes the exchange_finished log line without the raw e-mail", async () => {
    const client = api(await tenantWithPiiMode("derived"));
    await startConversation(client, "pii-log", { strategy: "sliding-window" });
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    await append(client, "pii-log", round(1));
    const finished = lines.filter((line) => line.includes('"exchange_finished"'));
    expect(finished).toHaveLength(1);
    expect(finished[0]).toContain("[REDACTED");
    expect(finished[0]).not.toContain("jane.doe");
  });

  it("keeps the tiered compaction summary and the sliding-window summaries free of the raw e-mail", async () => {
    const client = api(await tenantWithPiiMode("derived"));
    await startConversation(client, "pii-tiered", { strategy: "tiered" });
    for (let n = 1; n <= 12; n += 1) await append(client, "pii-tiered", round(n));
    const compacted = await client.post("/v1/conversations/pii-tiered/compact", {});
    expect(await compacted.json()).toMatchObject({ compacted: true });
    const compaction = (await getState(client, "pii-tiered")).compaction.summary?.text ?? "";
    expect(compaction).toContain("[REDACTED:EMAIL]");
    expect(compaction).not.toContain(EMAIL);

    for (let n = 1; n <= 4; n += 1) await append(client, "pii-window", round(n));
    await deliverQueuedJobs();
    const chain = (await (await client.get("/v1/conversations/pii-window/memories")).json()) as {
      memories: Array<{ memory_text: string | null }>;
    };
    const texts = chain.memories.map((m) => m.memory_text ?? "");
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.join("\n")).toContain("[REDACTED:EMAIL]");
    expect(texts.join("\n")).not.toContain(EMAIL);
  });

  it("keeps the e-mail in the stored messages and summaries when the mode is off", async () => {
    const client = api(await tenantWithPiiMode("off"));
    await startConversation(client, "pii-off", { strategy: "rolling-lines" });
    for (let n = 1; n <= 2; n += 1) await append(client, "pii-off", round(n));
    expect((await getState(client, "pii-off")).rolling_summary.text).toContain("jane.doe@");
  });
});
