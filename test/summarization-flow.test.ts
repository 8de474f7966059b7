import { describe, expect, it } from "vitest";
import { api, append, newTenant, round } from "./helpers/api";
import { drainJobs, processingJobs } from "./helpers/jobs";

describe("summarization flow", () => {
  it("summarizes after seq 5 and serves the summary plus gap messages", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    for (let n = 1; n <= 3; n += 1) await append(client, "flow", round(n));
    expect(await processingJobs(tenant.tenantId, "flow")).toHaveLength(1);
    await drainJobs(tenant.tenantId, "flow");
    await append(client, "flow", [{ role: "user", content: "Round 4 question" }]);
    const context = (await (await client.get("/v1/conversations/flow/context")).json()) as {
      source: string;
      summary: { end_seq: number; text: string } | null;
      messages: Array<{ seq: number }>;
    };
    expect(context.source).toBe("memory");
    expect(context.summary?.end_seq).toBe(5);
    expect(context.summary?.text).toContain("[seq 0] user: Round 1 question");
    expect(context.messages.map((m) => m.seq)).toEqual([6]);
  });
});
