import { describe, expect, it } from "vitest";
import { api, append, newTenant, type Turn } from "../helpers/api";
import { callingTool, getContext, getState, startConversation, toolTurn } from "../helpers/shaping";

/** Seed 000's documented example, replayed turn by turn through the API. */
const TREE = "xxx-xxx-xxx";
const turn1 = toolTurn(
  "navigate to watchlist on google_tv",
  { id: "call_1", name: "navigate_to_node", args: { userinterface_name: "google_tv", tree_id: TREE, node_label: "watchlist" } },
  '{"success": true, "node": "watchlist"}',
  "✅ Navigated to 'watchlist' on google_tv",
);
const turn2 = toolTurn(
  "goto shop",
  { id: "call_2", name: "navigate_to_node", args: { userinterface_name: "google_tv", tree_id: TREE, node_label: "shop" } },
  '{"success": true, "node": "shop"}',
  "✅ Navigated to 'shop'",
);
const turn3: Turn[] = [
  { role: "user", content: "take control of the living room box" },
  callingTool({ id: "call_3a", name: "take_control", args: { host_name: "wrong-host", device_id: "device9" } }),
  { role: "tool", content: "Error: host wrong-host is not reachable", tool_call_id: "call_3a" },
  callingTool({ id: "call_3b", name: "take_control", args: { host_name: "sunri-pi1", device_id: "device1" } }),
  { role: "tool", content: '{"success": true}', tool_call_id: "call_3b" },
  { role: "assistant", content: "✅ Control taken of device1 on sunri-pi1" },
];
const turn4 = [
  { role: "user" as const, content: "check current node" },
  { role: "assistant" as const, content: "Status: home node, the menu is closed and nothing is playing right now." },
];

describe("seed 000 (rolling-lines): context keys, 3-line rolling summary, last 2 messages", () => {
  it("sets the context keys from navigate_to_node's arguments and injects them as the seed's system-prompt block", async () => {
    const client = api(await newTenant());
    await startConversation(client, "s0-keys", { strategy: "rolling-lines", preset: "device-automation" });
    await append(client, "s0-keys", turn1);
    expect((await getState(client, "s0-keys")).context_keys).toEqual({ userinterface_name: "google_tv", tree_id: TREE });
    const context = await getContext(client, "s0-keys");
    const block = context.injected.find((item) => item.type === "context_keys");
    expect(block?.content).toBe(`## Current Context (use as defaults)\n- Interface: google_tv\n- Tree ID: ${TREE}`);
  });

  it("ignores the arguments of a failed call and of tools outside CONTEXT_TOOLS", async () => {
    const client = api(await newTenant());
    await startConversation(client, "s0-fail", { strategy: "rolling-lines", preset: "device-automation" });
    await append(client, "s0-fail", turn3);
    await append(
      client,
      "s0-fail",
      toolTurn("weather?", { id: "w", name: "get_weather", args: { host_name: "weather-host" } }, '{"success": true}', "Sunny"),
    );
    expect((await getState(client, "s0-fail")).context_keys).toEqual({ host_name: "sunri-pi1", device_id: "device1" });
  });

  it("after 4 turns keeps a 3-line summary and sends only the last 2 messages plus the current one, without tool calls", async () => {
    const client = api(await newTenant());
    await startConversation(client, "s0", { strategy: "rolling-lines", preset: "device-automation" });
    for (const turn of [turn1, turn2, turn3, turn4]) await append(client, "s0", turn);
    await append(client, "s0", [{ role: "user", content: "now show current node" }]);

    const state = await getState(client, "s0");
    expect(state.rolling_summary.text).toBe(
      [
        "• goto shop... → Used navigate_to_node",
        "• take control of the living roo... → Used take_control",
        "• check current node... → Status: home node, the menu is closed and nothing ",
      ].join("\n"),
    );
    expect(state.context_keys).toEqual({ userinterface_name: "google_tv", tree_id: TREE, host_name: "sunri-pi1", device_id: "device1" });

    const context = await getContext(client, "s0");
    expect(context.messages.map((m) => [m.role, m.content])).toEqual([
      ["system", "You are Atlas, AI Assistant."],
      ["user", `[Previous conversation summary]\n${state.rolling_summary.text}`],
      ["assistant", "Understood. I have the context."],
      ["user", "check current node"],
      ["assistant", "Status: home node, the menu is closed and nothing is playing right now."],
      ["user", "now show current node"],
    ]);
    expect(context.messages.some((m) => m.role === "tool" || m.tool_calls)).toBe(false);
    expect(context.strategy_summary).toMatchObject({ kind: "rolling_summary", text: state.rolling_summary.text });
    // The first user turn (the task) slid out of the last 2 messages: it is pinned (context_budget.pin_task).
    expect(context.injected.map((i) => i.type)).toEqual(["context_keys", "task"]);
    expect(context.token_count).toBeLessThan(context.full_token_count);
  });

  it("sends the turn in progress in full (its tool calls and results) so the agent can finish it", async () => {
    const client = api(await newTenant());
    await startConversation(client, "s0-mid", { strategy: "rolling-lines", preset: "device-automation" });
    for (const turn of [turn1, turn2]) await append(client, "s0-mid", turn);
    await append(client, "s0-mid", turn3.slice(0, 3));
    const context = await getContext(client, "s0-mid");
    expect(context.messages.slice(-3).map((m) => m.role)).toEqual(["user", "assistant", "tool"]);
    expect(context.messages.slice(-3, -2)[0]?.content).toBe("take control of the living room box");
    expect(context.messages.at(-1)?.tool_call_id).toBe("call_3a");
  });

  it("sends no summary pair while the history fits in the last N messages (keep_last_messages is configurable)", async () => {
    const client = api(await newTenant());
    await startConversation(client, "s0-n", { strategy: "rolling-lines", preset: "device-automation", keep_last_messages: 4 });
    await append(client, "s0-n", turn1);
    await append(client, "s0-n", turn2);
    let context = await getContext(client, "s0-n");
    expect(context.messages.filter((m) => m.seq < 0)).toEqual([]);
    expect(context.messages.filter((m) => m.role !== "system")).toHaveLength(4);
    await append(client, "s0-n", turn4);
    context = await getContext(client, "s0-n");
    expect(context.messages.filter((m) => m.seq < 0)).toHaveLength(2);
    expect(context.messages.filter((m) => m.role !== "system" && m.seq >= 0).map((m) => m.content)).toEqual([
      "goto shop",
      "✅ Navigated to 'shop'",
      "check current node",
      "Status: home node, the menu is closed and nothing is playing right now.",
    ]);
  });
});
