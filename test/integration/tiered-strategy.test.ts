import { describe, expect, it } from "vitest";
import { runAutocompactJob } from "../../src/context/jobs";
import { LlmCompactor } from "../../src/context/compactor";
import { deliverQueuedJobs, jobOwner, takeOnlyJob } from "../helpers/queues";
import { api, append, env, newTenant, type Api } from "../helpers/api";
import { exchange, fakeLlm, getContext, getState, llmOptions, startConversation, toolTurn } from "../helpers/shaping";
import { expectWithinBudget } from "../helpers/recount";

/** The autocompact job the conversation queued, checked against the job /state shows. */
function queuedAutocompact(tenantId: string, conversationId: string, jobId: string | undefined) {
  const job = takeOnlyJob("autocompact");
  expect(job).toEqual({ type: "autocompact", tenantId, userId: "user-1", conversationId, jobId });
  return job;
}

/**
 * A small model window and trigger so a short test conversation crosses the autocompact
 * threshold (1600 tokens here). Ingestion offload is raised out of the way: with its default
 * (500 tokens) the large tool result below would be offloaded before it is stored, and step 1
 * of the context assembly would have nothing left to cap.
 */
const TIERED = {
  strategy: "tiered",
  context_window_tokens: 4000,
  autocompact_trigger_ratio: 0.4,
  autocompact_buffer_tokens: 100,
  summary_reserve_tokens: 500,
  tool_result_max_chars: 1000,
  offload_threshold_tokens: 100_000,
};
const logs = Array.from({ length: 2500 }, (_, i) => `line${i % 10} ok`).join("\n");

async function chatty(client: Api, id: string, rounds: number) {
  await startConversation(client, id, TIERED);
  for (let n = 1; n <= rounds; n += 1) {
    await append(
      client,
      id,
      exchange(
        `Round ${n}: what should we decide about component ${n} of the launch plan?`,
        `Round ${n} answer: component ${n} keeps its current design, because the review found no blocking risk and the team agreed.`,
      ),
    );
  }
}

describe("seed 004 tiered compaction through the context endpoint", () => {
  it("stops at tool-result budgeting when that is enough: no summary is made, and the full result sits behind a MemoryRef", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await startConversation(client, "tier-budget", TIERED);
    await append(
      client,
      "tier-budget",
      toolTurn("show me the logs", { id: "logs1", name: "get_logs", args: { service: "api" } }, logs, "The logs show only ok lines."),
    );
    await append(client, "tier-budget", [{ role: "user", content: "anything unusual?" }]);

    let context = await getContext(client, "tier-budget");
    expect(context.full_token_count).toBeGreaterThan(1600);
    expect(context.compaction?.steps.map((s) => s.step)).toEqual(["tool_result_budgeting"]);
    expect(context.compaction?.autocompact).toBe("not_needed");
    expect(context.token_count).toBeLessThanOrEqual(1600);
    expectWithinBudget(context, 1600);
    // The offload job has not run yet: the result is cut at the cap and says where the rest is.
    const cut = context.messages.find((m) => m.role === "tool");
    expect(cut?.content).toContain("[truncated: ");
    expect(cut?.content?.length).toBeLessThan(1200);

    const state = await getState(client, "tier-budget");
    expect(state.compaction.summary).toBeNull();
    expect(state.compaction.job).toBeNull();
    const offload = state.offloads[0];
    expect(offload?.status).toBe("pending");
    const offloads = await deliverQueuedJobs({ only: (job) => job.type === "offload_tool_result" });
    expect(offloads.map((d) => [d.body, d.outcome])).toEqual([
      [
        { type: "offload_tool_result", ...jobOwner(tenant), conversationId: "tier-budget", seq: offload?.seq, memoryKey: offload?.key },
        "ack",
      ],
    ]);

    context = await getContext(client, "tier-budget");
    const stored = (await getState(client, "tier-budget")).offloads[0];
    expect(stored?.status).toBe("stored");
    expect(context.messages.find((m) => m.role === "tool")?.content).toBe(
      `[MemoryRef: ${stored?.key} - get_logs result (seq ${stored?.seq}) - ${stored?.token_count} tokens]`,
    );
    const object = await env.BLOBS.get(`${tenant.tenantId}/user-1/${stored?.key}`);
    expect(await object?.text()).toBe(logs);
    const row = await env.DB_0.prepare(
      `SELECT memory_type, conversation_id, source_seq, r2_key FROM agent_memories WHERE memory_key = ? AND tenant_id = ?`,
    )
      .bind(stored?.key, tenant.tenantId)
      .first();
    expect(row).toEqual({
      memory_type: "tool_result",
      conversation_id: "tier-budget",
      source_seq: stored?.seq,
      r2_key: `${tenant.tenantId}/user-1/${stored?.key}`,
    });

    // Deleting the conversation takes its offloaded results with it.
    expect((await client.delete("/v1/conversations/tier-budget")).status).toBe(200);
    expect(await env.BLOBS.get(`${tenant.tenantId}/user-1/${stored?.key}`)).toBeNull();
    expect(await env.DB_0.prepare(`SELECT 1 FROM agent_memories WHERE memory_key = ?`).bind(stored?.key).first()).toBeNull();
  });

  it("goes on to autocompact when steps 1-3 are not enough: a job is queued once, and the summary then replaces all but the last 10 messages", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await chatty(client, "tier-auto", 40);

    const first = await getContext(client, "tier-auto");
    expect(first.compaction?.steps.map((s) => s.step)).toEqual(["tool_result_budgeting", "snip", "microcompact", "overflow_trim"]);
    expect(first.compaction?.autocompact).toBe("enqueued");
    expect(first.token_count).toBeLessThanOrEqual(1600);
    expectWithinBudget(first, 1600);
    expect(first.messages[0]?.role).toBe("system");
    expect((await getContext(client, "tier-auto")).compaction?.autocompact).toBe("in_flight");

    const job = (await getState(client, "tier-auto")).compaction.job;
    expect(job?.reactive).toBe(false);
    // Queued once, although the context was asked for twice.
    const compactions = await deliverQueuedJobs({ only: (queued) => queued.type === "autocompact" });
    expect(compactions.map((d) => [d.body, d.outcome])).toEqual([
      [{ type: "autocompact", tenantId: tenant.tenantId, userId: "user-1", conversationId: "tier-auto", jobId: job?.id }, "ack"],
    ]);

    const state = await getState(client, "tier-auto");
    expect(state.compaction).toMatchObject({ count: 1, consecutive_failures: 0, job: null });
    expect(state.compaction.summary?.through_seq).toBe(70); // 81 messages: seq 0 is the system prompt, the last 10 are seq 71-80
    expect(state.compaction.summary?.method).toBe("offline");
    expect(state.compaction.summary?.token_count).toBeLessThanOrEqual(500 + 20);

    const after = await getContext(client, "tier-auto");
    expect(after.compaction?.steps).toEqual([]);
    expect(after.compaction?.autocompact).toBe("not_needed");
    expect(after.messages[0]).toMatchObject({ seq: 0, role: "system" });
    expect(after.messages[1]).toMatchObject({ seq: -1, role: "assistant", metadata: { synthetic: "compaction_summary", through_seq: 70 } });
    expect(after.messages[1]?.content).toMatch(/^\[CONVERSATION SUMMARY — prior context\]\n/);
    expect(after.messages.slice(2).map((m) => m.seq)).toEqual([71, 72, 73, 74, 75, 76, 77, 78, 79, 80]);
    expect(after.strategy_summary?.kind).toBe("compaction_summary");
  });

  it("sends the LLM seed 004's prompt with the folded messages only, and reserves the summary's tokens", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await chatty(client, "tier-llm", 40);
    await getContext(client, "tier-llm");
    const job = (await getState(client, "tier-llm")).compaction.job;
    const llm = fakeLlm(() => "Components 1-35 keep their design; no blocking risks.");
    const outcome = await runAutocompactJob(
      env,
      queuedAutocompact(tenant.tenantId, "tier-llm", job?.id),
      new LlmCompactor(llmOptions(llm.fetch)),
    );
    expect(outcome).toBe("completed");

    const sent = llm.requests[0]?.body;
    expect(sent?.max_tokens).toBe(500);
    const prompt = sent?.messages[0]?.content ?? "";
    expect(
      prompt.startsWith(
        "Summarize this conversation history concisely.\nPreserve: key decisions, findings, user preferences, task state.\nDiscard: repetitive exchanges, verbose tool outputs, dead-ends.",
      ),
    ).toBe(true);
    expect(prompt).toContain("[seq 1] user: Round 1: what should we decide about component 1");
    expect(prompt).toContain("[seq 70] assistant: Round 35 answer");
    expect(prompt).not.toContain("Round 36");
    expect(prompt).not.toContain("You are Atlas");

    const context = await getContext(client, "tier-llm");
    expect(context.messages[1]?.content).toBe(
      "[CONVERSATION SUMMARY — prior context]\nComponents 1-35 keep their design; no blocking risks.",
    );
  });

  it("opens the circuit breaker after 3 consecutive autocompact failures, and reactive compaction still works", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await chatty(client, "tier-breaker", 40);
    const failing = fakeLlm(() => ({ status: 500 }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await getContext(client, "tier-breaker")).compaction?.autocompact).toBe("enqueued");
      const job = (await getState(client, "tier-breaker")).compaction.job;
      const outcome = await runAutocompactJob(
        env,
        queuedAutocompact(tenant.tenantId, "tier-breaker", job?.id),
        new LlmCompactor(llmOptions(failing.fetch)),
      );
      expect(outcome).toBe("failed");
      expect((await getState(client, "tier-breaker")).compaction.consecutive_failures).toBe(attempt);
    }
    expect(failing.requests).toHaveLength(3);

    const stopped = await getContext(client, "tier-breaker");
    expect(stopped.compaction?.autocompact).toBe("circuit_open");
    expect(stopped.token_count).toBeLessThanOrEqual(1600);
    expectWithinBudget(stopped, 1600);
    const open = await getState(client, "tier-breaker");
    expect(open.compaction).toMatchObject({ circuit_open: true, consecutive_failures: 3, job: null, summary: null });

    const res = await client.post("/v1/conversations/tier-breaker/compact");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ compacted: true, through_seq: 70, method: "offline" });
    expect((await getState(client, "tier-breaker")).compaction).toMatchObject({ circuit_open: false, consecutive_failures: 0, count: 1 });
    expect((await getContext(client, "tier-breaker")).compaction?.autocompact).toBe("not_needed");
  });

  it("answers a reactive compaction with nothing to fold, and refuses it for another strategy", async () => {
    const client = api(await newTenant());
    await startConversation(client, "tier-small", TIERED);
    await append(client, "tier-small", exchange("hi", "hello"));
    expect(await (await client.post("/v1/conversations/tier-small/compact")).json()).toMatchObject({
      compacted: false,
      reason: "nothing_to_compact",
    });

    await startConversation(client, "sliding", {});
    const refused = await client.post("/v1/conversations/sliding/compact");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("conflict");
  });
});
