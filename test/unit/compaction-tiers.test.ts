import { describe, expect, it } from "vitest";
import { autocompactSplit, budgetToolResult, compactTiered, microcompactText, type TieredInput } from "../../src/context/compaction";
import { toolUnits } from "../../src/context/assemble";
import { messagesCost } from "../../src/context/assemble";
import { countTokens } from "../../src/context/tokens";
import type { StoredMessage } from "../../src/conversations/messages";

let seq = 0;
function m(role: StoredMessage["role"], content: string | null, extra: Partial<StoredMessage> = {}): StoredMessage {
  const message: StoredMessage = { seq: seq++, role, content, created_at: "2026-01-01T00:00:00.000Z", token_count: 0, ...extra };
  message.token_count = countTokens(content ?? "") + (message.tool_calls ? countTokens(JSON.stringify(message.tool_calls)) : 0);
  return message;
}
const call = (id: string, name: string, args: Record<string, unknown>, content: string | null = null) =>
  m("assistant", content, { tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
const result = (id: string, content: string, metadata?: Record<string, unknown>) =>
  m("tool", content, { tool_call_id: id, ...(metadata ? { metadata } : {}) });
const words = (n: number, word = "alpha") => Array.from({ length: n }, (_, i) => `${word}${i % 7}`).join(" ");

const settings = { toolResultMaxChars: 1000, microcompactMaxChars: 200, keepRecentMessages: 4 };
const run = (messages: StoredMessage[], budgetTokens: number, threshold = budgetTokens, offloads: TieredInput["offloads"] = new Map()) =>
  compactTiered({ messages, budgetTokens, autocompactThresholdTokens: threshold, offloads, settings });

/** Every kept tool result has its call in the context, and every kept call has all its results. */
function assertPairsIntact(messages: StoredMessage[]) {
  const callIds = new Set(messages.flatMap((x) => x.tool_calls?.map((c) => c.id) ?? []));
  const resultIds = new Set(messages.filter((x) => x.role === "tool").map((x) => x.tool_call_id));
  for (const id of resultIds) expect(callIds.has(id ?? "")).toBe(true);
  for (const id of callIds) expect(resultIds.has(id)).toBe(true);
}

function conversation(): StoredMessage[] {
  seq = 0;
  return [
    m("system", "You are a code reviewer."),
    m("user", "Review the repository please."),
    call("c1", "read_file", { path: "a.ts" }),
    result("c1", words(900, "line")),
    m("assistant", "a.ts looks fine."),
    m("user", "Now check b.ts"),
    call("c2", "read_file", { path: "b.ts" }),
    result("c2", "Error: file not found"),
    call("c3", "read_file", { path: "src/b.ts" }, `I will look in src instead. ${words(120, "because")}`),
    result("c3", words(150, "code")),
    m("assistant", "b.ts has an off-by-one bug in the loop."),
    m("user", "Fix it"),
    m("assistant", "Fixed the loop bound."),
    m("user", "Thanks, anything else?"),
  ];
}

describe("seed 004 tiered compaction order", () => {
  it("does nothing when the context is already under budget", () => {
    const messages = conversation();
    const out = run(messages, 100_000);
    expect(out.steps).toEqual([]);
    expect(out.messages).toEqual(messages);
    expect(out.wantsAutocompact).toBe(false);
  });

  it("stops after tool-result budgeting when that alone brings the context under budget, without asking for a summary", () => {
    const messages = conversation();
    const full = messagesCost(messages);
    const big = messages[3];
    const out = run(
      messages,
      full - 500,
      full - 500,
      new Map([[big?.seq ?? -1, { key: "mem_abc", description: "read_file result (seq 3)", tokens: 1234 }]]),
    );
    expect(out.steps.map((s) => s.step)).toEqual(["tool_result_budgeting"]);
    expect(out.steps[0]?.messagesAffected).toBe(1);
    expect(out.messages.find((x) => x.seq === big?.seq)?.content).toBe("[MemoryRef: mem_abc - read_file result (seq 3) - 1234 tokens]");
    expect(out.overBudget).toBe(false);
    expect(out.wantsAutocompact).toBe(false);
    expect(out.messages).toHaveLength(messages.length);
  });

  it("cuts an oversized result at the cap when its full copy is not stored yet, naming where the full result is", () => {
    seq = 10;
    const big = result("x", "z".repeat(5000));
    const capped = budgetToolResult(big, 1000, undefined);
    expect(capped.content?.startsWith("z".repeat(1000))).toBe(true);
    expect(capped.content).toContain("[truncated: 4000 more characters; the full result is message seq 10]");
    expect(capped.metadata).toMatchObject({ compaction: "tool_result_budgeting" });
  });

  it("snips the failed tool round (a dead end) next, oldest first, and only as much as needed", () => {
    const messages = conversation();
    const budgeted = run(messages, messagesCost(messages) - 1); // budgeting applies, then stops
    expect(budgeted.steps.map((s) => s.step)).toEqual(["tool_result_budgeting"]);
    const target = budgeted.tokenCount - 5;
    const out = run(messages, target);
    expect(out.steps.map((s) => s.step)).toEqual(["tool_result_budgeting", "snip"]);
    expect(out.messages.some((x) => x.tool_call_id === "c2" || x.tool_calls?.[0]?.id === "c2")).toBe(false);
    expect(out.messages.some((x) => x.tool_call_id === "c3")).toBe(true);
  });

  it("microcompacts old intermediate results after snip, keeping a pointer to the full result", () => {
    const messages = conversation();
    const snipped = run(messages, run(messages, messagesCost(messages) - 1).tokenCount - 5);
    const out = run(messages, snipped.tokenCount - 50);
    expect(out.steps.map((s) => s.step)).toEqual(["tool_result_budgeting", "snip", "microcompact"]);
    const compacted = out.messages.filter((x) => x.metadata?.compaction === "microcompact");
    expect(compacted.length).toBeGreaterThan(0);
    expect(compacted[0]?.content).toContain("full result: message seq");
    expect(out.overBudget).toBe(false);
  });

  it("asks for autocompact only when steps 1-3 are not enough, and serves a trimmed context meanwhile", () => {
    const messages = conversation();
    const out = run(messages, 150, 150);
    expect(out.steps.map((s) => s.step)).toEqual(["tool_result_budgeting", "snip", "microcompact", "overflow_trim"]);
    expect(out.wantsAutocompact).toBe(true);
    expect(out.tokenCount).toBeLessThanOrEqual(150);
  });

  it("never drops the system prompt and never splits a tool call from its results, at any budget", () => {
    const messages = conversation();
    for (let budget = 0; budget <= messagesCost(messages) + 10; budget += 7) {
      const out = run(messages, budget, budget);
      expect(out.messages[0]?.role).toBe("system");
      assertPairsIntact(out.messages);
      for (const unit of toolUnits(out.messages)) expect(unit.length).toBeGreaterThan(0);
    }
  });

  it("does not snip or microcompact the most recent messages", () => {
    seq = 0;
    const messages = [
      m("system", "sys"),
      m("user", "q"),
      call("r1", "search", { q: 1 }),
      result("r1", "Error: boom"),
      m("assistant", words(400)),
    ];
    const out = run(messages, 20, 20);
    expect(out.steps.find((s) => s.step === "snip")?.messagesAffected).toBe(0);
    expect(out.steps.find((s) => s.step === "microcompact")?.messagesAffected).toBe(0);
  });

  it("treats a round repeated later with the same arguments as stale, and client-flagged messages as non-essential", () => {
    seq = 0;
    const messages = [
      m("system", "sys"),
      m("user", "status?"),
      call("s1", "get_status", { b: 1, a: 2 }),
      result("s1", words(60)),
      m("assistant", "Note to self", { metadata: { essential: false } }),
      m("user", "status again?"),
      call("s2", "get_status", { a: 2, b: 1 }),
      result("s2", words(60)),
      m("assistant", "All good."),
      m("user", "thanks"),
      m("assistant", "You are welcome."),
      m("user", "bye"),
    ];
    const out = run(messages, messagesCost(messages) - 5);
    expect(out.steps.map((s) => s.step)).toEqual(["tool_result_budgeting", "snip"]);
    expect(out.messages.map((x) => x.tool_call_id).filter(Boolean)).toEqual(["s2"]);
    const more = run(messages, messagesCost(messages) - messagesCost(messages.slice(2, 4)) - 2);
    expect(more.messages.some((x) => x.content === "Note to self")).toBe(false);
  });
});

describe("autocompact split", () => {
  it("folds everything but the system messages and the last 10 messages, widening to keep a tool round whole", () => {
    seq = 0;
    const messages = [
      m("system", "sys"),
      ...Array.from({ length: 8 }, (_, i) => m(i % 2 ? "assistant" : "user", `t${i}`)),
      call("k", "tool", {}),
      result("k", "r"),
      ...Array.from({ length: 9 }, (_, i) => m(i % 2 ? "user" : "assistant", `u${i}`)),
    ];
    const ten = autocompactSplit(messages, 10);
    expect(ten.keep).toHaveLength(11);
    expect(ten.keep[0]?.tool_calls?.[0]?.id).toBe("k");
    expect(ten.fold.map((x) => x.content)).toEqual(["t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7"]);
    const nine = autocompactSplit(messages, 9);
    expect(nine.keep).toHaveLength(9);
    expect(nine.fold.at(-1)?.tool_call_id).toBe("k");
    expect([...nine.fold, ...nine.keep].some((x) => x.role === "system")).toBe(false);
  });
});

describe("microcompact text", () => {
  it("minifies JSON and keeps head and tail around a marker", () => {
    expect(microcompactText('{\n  "a": 1,\n  "b": [1, 2]\n}', 100, "x")).toBe('{"a":1,"b":[1,2]}');
    const out = microcompactText("x".repeat(1000), 100, "message seq 4");
    expect(out.startsWith("x".repeat(70))).toBe(true);
    expect(out.endsWith("x".repeat(30))).toBe(true);
    expect(out).toContain("[microcompacted: 900 of 1000 characters omitted; full result: message seq 4]");
  });
});
