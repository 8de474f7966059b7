import { describe, expect, it } from "vitest";
import { api, append, expectError, newKey, newTenant, round, type Api } from "../helpers/api";
import { DEVICE_AUTOMATION, SHAPING_SETTING_DEFAULTS } from "../helpers/expected";
import { processingJobs } from "../helpers/jobs";
import { exchange, getContext, getState, startConversation, toolTurn } from "../helpers/shaping";

const settingsOf = async (client: Api, id: string) =>
  ((await (await client.get(`/v1/conversations/${id}`)).json()) as { settings: Record<string, unknown> }).settings;

describe("context-shaping settings", () => {
  it("default to the seeds' numbers and the sliding-window strategy", async () => {
    const client = api(await newTenant());
    await append(client, "defaults", exchange("hi", "hello"));
    expect(await settingsOf(client, "defaults")).toMatchObject(SHAPING_SETTING_DEFAULTS);
    expect((await getContext(client, "defaults")).strategy).toBe("sliding-window");
  });

  it("refuses an unknown strategy and negative, absurd or inconsistent thresholds with 400, changing nothing", async () => {
    const client = api(await newTenant());
    await append(client, "bad-settings", exchange("hi", "hello"));
    const before = await settingsOf(client, "bad-settings");
    for (const patch of [
      { strategy: "everything" },
      { keep_last_messages: -1 },
      { keep_last_messages: 0 },
      { max_exchanges: 0 },
      { context_window_tokens: 0 },
      { context_window_tokens: 1e12 },
      { autocompact_trigger_ratio: 1.5 },
      { autocompact_trigger_ratio: -0.2 },
      { tool_result_max_chars: 10 },
      { max_compact_failures: 0 },
      { answer_max_bytes: 400 },
      { summary_target_bytes: 5000 },
      { context_window_tokens: 10_000 },
      { context_tools: "navigate_to_node" },
      { strategy: "tiered", keep_recent_messages: -3 },
    ]) {
      const res = await client.patch("/v1/conversations/bad-settings/settings", patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    expect(await settingsOf(client, "bad-settings")).toEqual(before);
  });

  it("accepts a consistent change of several thresholds at once", async () => {
    const client = api(await newTenant());
    await append(client, "good-settings", exchange("hi", "hello"));
    const res = await client.patch("/v1/conversations/good-settings/settings", {
      strategy: "exchanges",
      answer_max_bytes: 400,
      answer_summary_bytes: 300,
      context_window_tokens: 32_000,
      summary_reserve_tokens: 4000,
      autocompact_buffer_tokens: 2000,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      strategy: "exchanges",
      answer_max_bytes: 400,
      answer_summary_bytes: 300,
      context_window_tokens: 32_000,
    });
  });
});

const { context_tools: deviceTools, context_keys: deviceKeys } = DEVICE_AUTOMATION;
const navigate = toolTurn(
  "go to the watchlist",
  { id: "n1", name: "navigate_to_node", args: { userinterface_name: "google_tv", tree_id: "t-1" } },
  '{"success": true}',
  "Done",
);

describe("the device-automation preset", () => {
  it("leaves context_tools and context_keys empty by default, so a device tool call sets no context key", async () => {
    const client = api(await newTenant());
    await startConversation(client, "no-preset", { strategy: "rolling-lines" });
    await append(client, "no-preset", navigate);
    expect(await settingsOf(client, "no-preset")).toMatchObject({ preset: null, context_tools: [], context_keys: [] });
    expect((await getState(client, "no-preset")).context_keys).toEqual({});
    expect((await getContext(client, "no-preset")).injected.some((item) => item.type === "context_keys")).toBe(false);
  });

  it("fills context_tools and context_keys with seed 000's lists, shown in the effective settings", async () => {
    const client = api(await newTenant());
    await append(client, "preset", exchange("hi", "hello"));
    const res = await client.patch("/v1/conversations/preset/settings", { preset: "device-automation" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ preset: "device-automation", context_tools: deviceTools, context_keys: deviceKeys });
    expect(await settingsOf(client, "preset")).toMatchObject({
      preset: "device-automation",
      context_tools: deviceTools,
      context_keys: deviceKeys,
    });
    await append(client, "preset", navigate);
    expect((await getState(client, "preset")).context_keys).toEqual({ userinterface_name: "google_tv", tree_id: "t-1" });
  });

  it("keeps explicitly given lists over the preset's, whichever is patched first", async () => {
    const client = api(await newTenant());
    await startConversation(client, "same-patch", { preset: "device-automation", context_keys: ["tree_id"] });
    expect(await settingsOf(client, "same-patch")).toMatchObject({
      preset: "device-automation",
      context_tools: deviceTools,
      context_keys: ["tree_id"],
    });
    await append(client, "same-patch", navigate);
    expect((await getState(client, "same-patch")).context_keys).toEqual({ tree_id: "t-1" });

    await startConversation(client, "lists-first", { context_tools: ["lookup"] });
    await client.patch("/v1/conversations/lists-first/settings", { preset: "device-automation" });
    expect(await settingsOf(client, "lists-first")).toMatchObject({
      preset: "device-automation",
      context_tools: ["lookup"],
      context_keys: deviceKeys,
    });
  });

  it("refuses an unknown preset with 400 and the error shape, changing nothing", async () => {
    const client = api(await newTenant());
    await startConversation(client, "bad-preset", { preset: "device-automation" });
    const before = await settingsOf(client, "bad-preset");
    for (const patch of [{ preset: "robotics" }, { preset: "" }, { preset: 3 }, { preset: "robotics", context_keys: ["x"] }]) {
      const res = await client.patch("/v1/conversations/bad-preset/settings", patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_request");
      expect(typeof body.error.message).toBe("string");
    }
    expect(await settingsOf(client, "bad-preset")).toEqual(before);
  });
});

describe("seed 002 summaries and the other strategies", () => {
  it("queues a sliding-window summary only for conversations that use that strategy", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await startConversation(client, "other", { strategy: "rolling-lines" });
    await startConversation(client, "sliding", {});
    for (let n = 1; n <= 4; n += 1) {
      await append(client, "other", round(n));
      await append(client, "sliding", round(n));
    }
    expect(await processingJobs(tenant.tenantId, "other")).toEqual([]);
    expect(await processingJobs(tenant.tenantId, "sliding")).toHaveLength(1);
  });
});

describe("the system prompt under a tiny budget", () => {
  it.each(["rolling-lines", "exchanges", "tiered"])("is never dropped by the %s strategy", async (strategy) => {
    const client = api(await newTenant());
    await startConversation(client, `sys-${strategy}`, { strategy });
    for (let n = 0; n < 6; n += 1)
      await append(client, `sys-${strategy}`, exchange(`question ${n} with some words`, `answer ${n} with some more words`));
    await append(client, `sys-${strategy}`, toolTurn("one more", { id: "t1", name: "lookup", args: { n: 1 } }, "result text", "done"));
    // A budget below what must be sent (the system message, the turn being answered) is refused ...
    expect(await expectError(await client.get(`/v1/conversations/sys-${strategy}/context?budget_tokens=5`), 422)).toBe("budget_too_small");
    // ... and the smallest one that fits still starts with the system message.
    const refused = (await (await client.get(`/v1/conversations/sys-${strategy}/context?budget_tokens=5`)).json()) as {
      error: { details: { required_tokens: number } };
    };
    const context = await getContext(client, `sys-${strategy}`, `?budget_tokens=${refused.error.details.required_tokens + 200}`);
    expect(context.messages[0]).toMatchObject({ role: "system", content: "You are Atlas, AI Assistant." });
    const calls = new Set(context.messages.flatMap((m) => m.tool_calls?.map((c) => c.id) ?? []));
    for (const m of context.messages.filter((x) => x.role === "tool")) expect(calls.has(m.tool_call_id ?? "")).toBe(true);
  });
});

describe("tenant and user isolation of the context-shaping routes", () => {
  it("answers 404 to another tenant and to a key limited to another user, and changes nothing", async () => {
    const tenant = await newTenant();
    const owner = api(tenant);
    await startConversation(owner, "private", { strategy: "tiered" });
    await owner.post("/v1/conversations/private/tool-cache", { tool_name: "t", parameters: {}, result: "secret", duration: 2 });
    await owner.patch("/v1/conversations/private/working-memory", { secret: true });
    const key = "e0c3b17bf1b9b3b2cd6c0d1b84c8e0f1";

    for (const intruder of [api(await newTenant()), api(await newKey(tenant.tenantId, "someone-else"))]) {
      const attempts = [
        intruder.get("/v1/conversations/private/state"),
        intruder.get("/v1/conversations/private/tool-cache"),
        intruder.post("/v1/conversations/private/tool-cache", { tool_name: "t", parameters: {}, result: "x", duration: 2 }),
        intruder.post("/v1/conversations/private/tool-cache/lookup", { tool_name: "t", parameters: {} }),
        intruder.delete(`/v1/conversations/private/tool-cache/${key}`),
        intruder.put("/v1/conversations/private/screen-context", { content: "x" }),
        intruder.get("/v1/conversations/private/working-memory"),
        intruder.patch("/v1/conversations/private/working-memory", { secret: false }),
        intruder.put("/v1/conversations/private/working-memory/schema", { schema: { type: "object" } }),
        intruder.post("/v1/conversations/private/compact"),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    }
    const state = await getState(owner, "private");
    expect(state.cache.entries.map((e) => e.result)).toEqual(["secret"]);
    expect(state.working_memory.state).toEqual({ secret: true });
    expect(state.working_memory.schema).toBeNull();
    expect(state.screen_context.provided).toBe(false);
  });
});

describe("OpenAPI document", () => {
  it("lists the context-shaping and pinned-instruction routes", async () => {
    const client = api(await newTenant());
    const doc = (await (await client.get("/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ["/v1/conversations/{conversation_id}/state", "get"],
      ["/v1/conversations/{conversation_id}/compact", "post"],
      ["/v1/conversations/{conversation_id}/tool-cache", "post"],
      ["/v1/conversations/{conversation_id}/tool-cache/lookup", "post"],
      ["/v1/conversations/{conversation_id}/tool-cache/{key}", "delete"],
      ["/v1/conversations/{conversation_id}/screen-context", "put"],
      ["/v1/conversations/{conversation_id}/working-memory", "patch"],
      ["/v1/conversations/{conversation_id}/working-memory/schema", "put"],
      ["/v1/instructions", "post"],
      ["/v1/instructions/{instruction_id}", "patch"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
