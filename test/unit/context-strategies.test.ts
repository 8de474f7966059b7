import { describe, expect, it } from "vitest";
import { extractContextKeys, isToolError, renderContextKeys } from "../../src/context/context-keys";
import { addExchange, applyCompression, EMPTY_EXCHANGES, exchangeFrom, truncateSummary } from "../../src/context/exchanges";
import { mergePatch } from "../../src/lib/merge-patch";
import { pythonJsonDumps } from "../../src/lib/python-json";
import { appendSummaryLine, summaryLine } from "../../src/context/rolling-lines";
import { SEED_000, SEED_001 } from "../../src/context/defaults";
import { toolCacheKey } from "../../src/context/tool-cache";
import { advanceCycle, EMPTY_CYCLE, type Cycle, type TurnEvent } from "../../src/context/turns";
import { byteLength, shortenToBytes, tailBytes } from "../../src/lib/utf8";
import type { StoredMessage } from "../../src/conversations/messages";

const rolling = {
  keepLastMessages: SEED_000.keepLastMessages,
  summaryLines: SEED_000.rollingSummaryLines,
  userBriefChars: SEED_000.userBriefChars,
  actionBriefChars: SEED_000.actionBriefChars,
};
const exchangesSettings = { ...SEED_001 };

const msg = (seq: number, role: StoredMessage["role"], content: string | null, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  seq,
  role,
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: 1,
  ...extra,
});

describe("seed 000 rolling summary lines", () => {
  it("builds the line as _update_conversation_summary does: user_msg[:30] + '...' and 'Used {first tool}'", () => {
    const line = summaryLine(
      { question: "navigate to watchlist on google_tv please", answer: "done", toolNames: ["navigate_to_node", "get_node_tree"] },
      rolling,
    );
    expect(line).toBe("• navigate to watchlist on googl... → Used navigate_to_node");
  });

  it("uses ai_response[:50] when the turn called no tool, counting characters as Python does", () => {
    const answer = "🙂".repeat(60);
    const line = summaryLine({ question: "hi", answer, toolNames: [] }, rolling);
    expect(line).toBe(`• hi... → ${"🙂".repeat(50)}`);
  });

  it("keeps only the last 3 lines and never starts with the blank line an empty summary would split into", () => {
    let summary = "";
    for (const n of [1, 2, 3, 4]) summary = appendSummaryLine(summary, `• line ${n}`, 3);
    expect(summary).toBe("• line 2\n• line 3\n• line 4");
    expect(appendSummaryLine("", "• first", 3)).toBe("• first");
  });

  it("flattens newlines inside a brief so one turn is always one line", () => {
    expect(summaryLine({ question: "a\nb", answer: "x\ny", toolNames: [] }, rolling)).toBe("• a b... → x y");
  });
});

describe("turn detection", () => {
  const feed = (messages: StoredMessage[]) => {
    let cycle: Cycle = EMPTY_CYCLE;
    const events: TurnEvent[] = [];
    for (const m of messages) {
      const step = advanceCycle(cycle, m);
      cycle = step.cycle;
      events.push(...step.events);
    }
    return { cycle, events };
  };

  it("reports tool results with their call and a finished exchange with the tools used", () => {
    const { events, cycle } = feed([
      msg(0, "user", "go home"),
      msg(1, "assistant", null, {
        tool_calls: [{ id: "c1", type: "function", function: { name: "navigate_to_node", arguments: '{"tree_id":"t"}' } }],
      }),
      msg(2, "tool", '{"success": true}', { tool_call_id: "c1" }),
      msg(3, "assistant", "Navigated home"),
    ]);
    expect(events).toEqual([
      { kind: "tool_result", seq: 2, callId: "c1", call: { name: "navigate_to_node", arguments: '{"tree_id":"t"}' }, ok: true },
      { kind: "exchange", question: "go home", questionSeq: 0, answer: "Navigated home", answerSeq: 3, toolNames: ["navigate_to_node"] },
    ]);
    expect(cycle).toEqual(EMPTY_CYCLE);
  });

  it("does not count an assistant message without a preceding question as an exchange", () => {
    expect(feed([msg(0, "assistant", "Hello, how can I help?")]).events).toEqual([]);
  });
});

describe("tracked context keys", () => {
  it("signals tool errors by metadata.is_error, a JSON success:false or error field, or an Error: prefix", () => {
    expect(isToolError({ content: "ok", metadata: { is_error: true } })).toBe(true);
    expect(isToolError({ content: '{"success": false, "message": "no such node"}' })).toBe(true);
    expect(isToolError({ content: '{"error": "timeout"}' })).toBe(true);
    expect(isToolError({ content: "Error: device offline" })).toBe(true);
    expect(isToolError({ content: '{"success": true, "error": null}' })).toBe(false);
    expect(isToolError({ content: "No errors were found on screen" })).toBe(false);
  });

  it("takes the configured keys with scalar values from the call's arguments", () => {
    const args = JSON.stringify({ userinterface_name: "google_tv", tree_id: "xxx", node: "home", device_id: { nested: true } });
    expect(extractContextKeys(args, SEED_000.contextKeys)).toEqual({ userinterface_name: "google_tv", tree_id: "xxx" });
    expect(extractContextKeys("not json", SEED_000.contextKeys)).toEqual({});
  });

  it("renders seed 000's block in the configured order with its labels", () => {
    expect(renderContextKeys({ tree_id: "xxx", userinterface_name: "google_tv", custom: 3 }, [...SEED_000.contextKeys, "custom"])).toBe(
      "## Current Context (use as defaults)\n- Interface: google_tv\n- Tree ID: xxx\n- custom: 3",
    );
    expect(renderContextKeys({}, SEED_000.contextKeys)).toBeNull();
  });
});

describe("seed 001 tool cache keys", () => {
  it("renders parameters exactly as Python's json.dumps(sort_keys=True)", () => {
    expect(pythonJsonDumps({ tree_id: "xxx", userinterface_name: "google_tv", nested: { b: [1, 2.5, null, true], a: "é🙂\u007f" } })).toBe(
      '{"nested": {"a": "\\u00e9\\ud83d\\ude42\\u007f", "b": [1, 2.5, null, true]}, "tree_id": "xxx", "userinterface_name": "google_tv"}',
    );
  });

  it("computes the same MD5 key as the seed's _generate_tool_cache_key", async () => {
    // Both values computed with Python: hashlib.md5(f"{tool}:{json.dumps(params, sort_keys=True)}".encode()).hexdigest()
    expect(await toolCacheKey("gcs_get_champion_details", { champion_name: "droideka" })).toBe("4156636beaec50ad1754ebe773c22b40");
    expect(
      await toolCacheKey("navigate_to_node", {
        userinterface_name: "google_tv",
        tree_id: "xxx",
        nested: { b: [1, 2.5, null, true], a: "é🙂\u007f" },
      }),
    ).toBe("6aa6f54f728a2dea044a1823c834e146");
  });
});

describe("seed 001 size rules", () => {
  it("summarizes an answer over 750 UTF-8 bytes to at most 500 bytes and leaves one of exactly 750 alone", () => {
    const event = (answer: string) => ({ kind: "exchange" as const, question: "q", questionSeq: 0, answer, answerSeq: 1, toolNames: [] });
    const at750 = "é".repeat(375);
    expect(byteLength(at750)).toBe(750);
    expect(exchangeFrom(event(at750), exchangesSettings)).toMatchObject({ summarized: false, answer: at750, answerBytes: 750 });
    const over = `${"é".repeat(375)}a`;
    const summarized = exchangeFrom(event(over), exchangesSettings);
    expect(summarized.summarized).toBe(true);
    expect(summarized.answerBytes).toBe(751);
    expect(byteLength(summarized.answer)).toBeLessThanOrEqual(500);
    expect(summarized.answer.endsWith("…")).toBe(true);
  });

  it("cuts at a sentence end when that keeps most of the text", () => {
    const text = `${"Word ".repeat(70)}end. ${"More ".repeat(100)}`;
    const short = shortenToBytes(text, 500);
    expect(short.endsWith("end.…")).toBe(true);
    expect(byteLength(short)).toBeLessThanOrEqual(500);
  });

  it("keeps at most 10 exchanges and folds the oldest into the summary", () => {
    let state = EMPTY_EXCHANGES;
    let folded = 0;
    for (let n = 1; n <= 11; n += 1) {
      const result = addExchange(
        state,
        { question: `q${n}`, questionSeq: n * 2, answer: `a${n}`, answerSeq: n * 2 + 1, answerBytes: 2, summarized: false },
        exchangesSettings,
      );
      state = result.state;
      folded += result.folded;
    }
    expect(state.items.map((e) => e.question)).toEqual(["q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10", "q11"]);
    expect(state.summary).toBe("Q: q1\nA: a1\n");
    expect(folded).toBe(1);
  });

  it("asks for compression once the summary passes 4000 bytes", () => {
    const big = { question: "q", questionSeq: 0, answer: "x".repeat(3990), answerSeq: 1, answerBytes: 3990, summarized: false };
    const below = addExchange({ ...EMPTY_EXCHANGES, items: Array(10).fill(big) }, big, exchangesSettings);
    expect(byteLength(below.state.summary)).toBe(3999);
    expect(below.needsCompression).toBe(false);
    const above = addExchange(below.state, big, exchangesSettings);
    expect(above.needsCompression).toBe(true);
  });

  it("truncates to the newest 3000 bytes, starting on a line", () => {
    const summary = Array.from({ length: 100 }, (_, i) => `Q: question ${i}\nA: answer ${i}`).join("\n");
    const cut = truncateSummary(summary, 3000);
    expect(byteLength(cut)).toBeLessThanOrEqual(3000);
    expect(summary.endsWith(cut)).toBe(true);
    expect(cut.startsWith("Q: ") || cut.startsWith("A: ")).toBe(true);
    expect(tailBytes("aé", 2)).toBe("é");
  });

  it("keeps exchanges folded in while a compression ran", () => {
    expect(applyCompression("OLD PART\nNEW PART\n", "OLD PART\n", "old\n")).toBe("old\nNEW PART\n");
    expect(applyCompression("something else", "OLD PART\n", "old\n")).toBe("something else");
  });
});

describe("JSON Merge Patch (RFC 7396 appendix A)", () => {
  const cases: Array<[unknown, unknown, unknown]> = [
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [
      ["a", "b"],
      ["c", "d"],
      ["c", "d"],
    ],
    [{ a: "b" }, ["c"], ["c"]],
    [{ a: "foo" }, null, null],
    [{ a: "foo" }, "bar", "bar"],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: "b", c: null }, { a: "b" }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(cases)("patches %j with %j into %j", (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it("leaves the target untouched", () => {
    const target = { a: { b: 1 } };
    mergePatch(target, { a: { b: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });
});
