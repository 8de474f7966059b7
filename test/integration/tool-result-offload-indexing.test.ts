import { describe, expect, it } from "vitest";
import { newClient } from "../helpers/api";
import { deliverQueuedJobs, queuedJobs } from "../helpers/queues";
import { search } from "../helpers/search";
import { offloadedToolResult } from "../helpers/shaping";
import { shardHint } from "../../src/db/placement-rule";

describe("tool results offloaded by tiered budgeting", () => {
  it("are queued for the search index and found by search once indexed", async () => {
    const { tenant, client } = await newClient();
    const offload = await offloadedToolResult(client, "budget-search", "zeppelin");
    expect(offload?.status).toBe("pending");

    const offloadJob = {
      type: "offload_tool_result",
      tenantId: tenant.tenantId,
      userId: "user-1",
      conversationId: "budget-search",
      seq: offload?.seq,
      memoryKey: offload?.key,
    };
    expect(queuedJobs().filter((job) => job.type === "offload_tool_result")).toEqual([offloadJob]);
    const deliveries = await deliverQueuedJobs();
    // The offload job stores the result, and its own send queues the index job, delivered next.
    const bodies = deliveries.map((d) => d.body);
    expect(bodies).toContainEqual(offloadJob);
    expect(bodies.filter((body) => (body as { type: string }).type === "index_memory")).toEqual([
      { type: "index_memory", tenantId: tenant.tenantId, userId: "user-1", memoryKey: offload?.key },
    ]);
    expect(bodies.indexOf(offloadJob)).toBeLessThan(bodies.findIndex((body) => (body as { type: string }).type === "index_memory"));
    const hits = await search(client, { user_id: "user-1", query: "zeppelin deploy restarted", types: ["memory"] });
    expect(hits.map((hit) => hit.key)).toContain(offload?.key);
  });

  it("carry their user's data shard in the key the conversation mints, so a key-only read asks one shard", async () => {
    const { client } = await newClient();
    const offload = await offloadedToolResult(client, "budget-hint", "zeppelin");
    // One shard locally: every user is placed on shard 0, and the key's last four digits say so.
    expect(offload?.key).toMatch(/^mem_[0-9a-f]{28}0000$/);
    expect(shardHint(offload?.key ?? "")).toBe(0);
  });
});
