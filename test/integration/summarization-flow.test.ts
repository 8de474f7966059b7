import { describe, expect, it } from "vitest";
import { api, append, newTenant, round } from "../helpers/api";
import { processingJobs } from "../helpers/jobs";
import { deliverQueuedJobs } from "../helpers/queues";

describe("summarization flow", () => {
  it("summarizes after seq 5 and serves the summary plus gap messages", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 3; n += 1) await append(client, "flow", round(n));
    expect(await processingJobs(tenant.tenantId, "flow")).toHaveLength(1);
    await deliverQueuedJobs();
    await append(client, "flow", [{ role: "user", content: "Round 4 question" }]);
    const context = (await (await client.get("/v1/conversations/flow/context?cache_stable=false")).json()) as {
      source: string;
      summary: { end_seq: number; text: string } | null;
      messages: Array<{ seq: number }>;
    };
    expect(context.source).toBe("memory");
    expect(context.summary?.end_seq).toBe(5);
    expect(context.summary?.text).toMatch(/^\[seq [0-5]\] (user|assistant): Round [1-3] /);
    expect(context.messages.map((m) => m.seq)).toEqual([6]);
  });
});

describe("conversations whose turns never end a round", () => {
  it("are summarized once a whole window has passed without a round end (only user messages)", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    // 13 user messages: seq 0..12, less than a window (14) without a round end: no job yet.
    for (let n = 0; n < 13; n += 1)
      await append(client, "users-only", [{ role: "user", content: `Speaker ${n % 2 ? "A" : "B"}: note ${n}` }]);
    expect(await processingJobs(tenant.tenantId, "users-only")).toHaveLength(0);
    const status = (await (await client.get("/v1/conversations/users-only")).json()) as { job: unknown };
    expect(status.job).toBeNull();
    // seq 13: a whole window without a round end, so the summary triggers anyway.
    await append(client, "users-only", [{ role: "user", content: "Speaker A: note 13" }]);
    const [job] = await processingJobs(tenant.tenantId, "users-only");
    expect(job).toBeDefined();
    await deliverQueuedJobs();
    const context = (await (await client.get("/v1/conversations/users-only/context?cache_stable=false")).json()) as {
      source: string;
      summary: { start_seq: number; end_seq: number } | null;
    };
    expect(context.source).toBe("memory");
    expect(context.summary).toMatchObject({ start_seq: 0, end_seq: 13 });
  });
});
