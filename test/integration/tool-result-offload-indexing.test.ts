import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runOffloadJob } from "../../src/context/jobs";
import { api, append, newTenant } from "../helpers/api";
import { recordingQueue } from "../helpers/queues";
import { deliver, search } from "../helpers/search";
import { getContext, getState, startConversation, toolTurn } from "../helpers/shaping";

describe("tool results offloaded by tiered budgeting", () => {
  it("are queued for the search index and found by search once indexed", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await startConversation(client, "budget-search", { strategy: "tiered", tool_result_max_chars: 1000, offload_threshold_tokens: 100_000 });
    const logs = Array.from({ length: 400 }, (_, i) => `worker ${i % 7} restarted after the zeppelin deploy`).join("\n");
    await append(client, "budget-search", toolTurn("show the logs", { id: "l1", name: "get_logs", args: { service: "api" } }, logs, "Restarts only."));
    await append(client, "budget-search", [{ role: "user", content: "anything else?" }]);
    await getContext(client, "budget-search");
    const offload = (await getState(client, "budget-search")).offloads[0];
    expect(offload?.status).toBe("pending");

    const sent: unknown[] = [];
    const job = { type: "offload_tool_result" as const, tenantId: tenant.tenantId, conversationId: "budget-search", seq: offload?.seq ?? -1, memoryKey: offload?.key ?? "" };
    expect(await runOffloadJob({ ...env, JOBS: recordingQueue(env.JOBS, sent) }, job)).toBe("stored");
    expect(sent).toContainEqual({ type: "index_memory", tenantId: tenant.tenantId, memoryKey: offload?.key });

    await deliver({ type: "index_memory", tenantId: tenant.tenantId, memoryKey: offload?.key });
    const hits = await search(client, { user_id: "user-1", query: "zeppelin deploy restarted", types: ["memory"] });
    expect(hits.map((hit) => hit.key)).toContain(offload?.key);
  });
});
