import { describe, expect, it } from "vitest";
import { turnSeqOf, type CacheState } from "../../src/context/cache-state";
import type { StoredMessage } from "../../src/conversations/messages";
import { toAnthropic, ANTHROPIC_OPENING } from "../../src/context/render-anthropic";
import { decide, type ReadFacts } from "../../src/context/stable-plan";
import { callingTool } from "../helpers/shaping";

const at = (seq: number, role: StoredMessage["role"], content: string | null, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  seq,
  role,
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: 10,
  ...extra,
});
const callOf = (id: string) => ({ id, type: "function" as const, function: { name: "lookup", arguments: '{"q":"x"}' } });

/** Twenty messages of 40 words each: a user turn, a tool round, an answer, and so on. */
function history(): StoredMessage[] {
  const words = "word ".repeat(40).trim();
  const out: StoredMessage[] = [];
  for (let seq = 0; out.length < 20;) {
    out.push(at(seq++, "user", words));
    out.push(at(seq++, "assistant", null, { tool_calls: [callOf(`c${seq}`)] }));
    out.push(at(seq++, "tool", words, { tool_call_id: `c${seq - 1}` }));
    out.push(at(seq++, "assistant", words));
  }
  return out;
}

const facts = (messages: StoredMessage[], over: Partial<ReadFacts> = {}): ReadFacts => ({
  messages,
  lastSeq: messages.at(-1)?.seq ?? -1,
  turnSeq: turnSeqOf(messages, messages.at(-1)?.seq ?? -1),
  newestSummary: null,
  pinnedNow: [],
  keysNow: null,
  userLayerNow: null,
  working: [],
  task: null,
  taskSeq: null,
  windowSize: 14,
  summaryCap: 1000,
  highTokens: 100_000,
  lowTokens: 50_000,
  recentCap: 50_000,
  ...over,
});

describe("cache-stable planning", () => {
  it("takes the turn being answered from its user message while the turn is open, and the next seq after a final answer", () => {
    const messages = history();
    expect(turnSeqOf(messages, 19)).toBe(20);
    expect(turnSeqOf(messages.slice(0, 19), 18)).toBe(16);
    expect(turnSeqOf(messages.slice(0, 17), 16)).toBe(16);
  });

  it("opens without adopting a summary before seed 002's window, then adopts it at the window", () => {
    const summary = { memoryId: 7, text: "so far", startSeq: 0, endSeq: 11, tokenCount: 3 };
    const few = history().slice(0, 8);
    expect(decide(facts(few, { newestSummary: summary }), null, false)).toMatchObject({
      reason: "opening",
      state: { summary: null, fromSeq: 0 },
    });
    const opened = decide(facts(few), null, false).state;
    const all = history();
    expect(decide(facts(all, { newestSummary: summary }), opened, false)).toMatchObject({
      reason: "window",
      state: { summary: { memoryId: 7 }, fromSeq: 12, recalls: [] },
    });
  });

  it("compacts at the high-water mark down to the low-water mark, dropping whole tool rounds only", () => {
    const all = history();
    const stored: CacheState = {
      version: 3,
      compactedAtSeq: 0,
      fromSeq: 0,
      summary: null,
      pinned: [],
      contextKeys: null,
      userLayer: null,
      recalls: [{ seq: 4, text: "## Recalled\n> old", tokens: 8, items: ["msg:1"] }],
    };
    const { state, reason } = decide(facts(all, { highTokens: 600, lowTokens: 300 }), stored, false);
    expect(reason).toBe("high_water");
    expect(state.recalls).toEqual([]);
    // Each round of four messages is one user turn, a call with its result, and an answer: the
    // context starts at a user turn, never at a tool result without its call.
    expect(state.fromSeq % 4).toBe(0);
    expect(state.fromSeq).toBeGreaterThan(0);
  });
});

describe("format=anthropic", () => {
  it("opens with a user turn, merges consecutive turns of one role, maps tool rounds and marks the stable part's last block", () => {
    const rendered = toAnthropic(
      [
        { role: "system", content: "stable system" },
        { role: "assistant", content: "earlier answer" },
        { role: "user", content: "recalled block" },
        { role: "user", content: "question" },
        callingTool({ id: "c1", name: "lookup", args: { q: 1 } }),
        { role: "tool", content: "result", tool_call_id: "c1" },
        { role: "system", content: "working state" },
      ],
      4,
    );
    expect(rendered.system).toEqual([{ type: "text", text: "stable system" }]);
    expect(rendered.messages).toEqual([
      { role: "user", content: [{ type: "text", text: ANTHROPIC_OPENING }] },
      { role: "assistant", content: [{ type: "text", text: "earlier answer" }] },
      {
        role: "user",
        content: [
          { type: "text", text: "recalled block" },
          { type: "text", text: "question", cache_control: { type: "ephemeral" } },
        ],
      },
      { role: "assistant", content: [{ type: "tool_use", id: "c1", name: "lookup", input: { q: 1 } }] },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "c1", content: "result" },
          { type: "text", text: "working state" },
        ],
      },
    ]);
  });

  it("marks the system block when nothing after it is stable", () => {
    const rendered = toAnthropic(
      [
        { role: "system", content: "stable system" },
        { role: "user", content: "question" },
      ],
      1,
    );
    expect(rendered.system[0]?.cache_control).toEqual({ type: "ephemeral" });
    expect(JSON.stringify(rendered.messages)).not.toContain("cache_control");
  });
});
