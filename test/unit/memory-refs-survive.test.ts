import { describe, expect, it } from "vitest";
import { KEPT_REFS_PREFIX, keepRefs } from "../../src/context/keep-refs";
import { LlmCompactor, LlmSummaryCompressor, OfflineCompactor } from "../../src/context/compactor";
import { LlmSummarizer } from "../../src/summaries/llm-summarizer";
import type { StoredMessage } from "../../src/conversations/messages";
import { fakeLlm, summaryReply } from "../helpers/fake-llm";
import { fakeLlm as plainLlm } from "../helpers/shaping";

const REF_A = "[MemoryRef: cmd_log_123 - bash output: npm install - 2340 tokens]";
const REF_B = "[MemoryRef: report_7 - quarterly revenue report - 900 tokens]";

const message = (seq: number, role: StoredMessage["role"], content: string): StoredMessage => ({
  seq,
  role,
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: 10,
});
const llmOptions = (fetchImpl: typeof fetch) => ({
  apiKey: "sk-test",
  baseURL: "https://llm.test/v1",
  model: "m",
  timeoutMs: 5_000,
  fetch: fetchImpl,
});

describe("MemoryRef keys survive every summarizer", () => {
  it("restores a key the LLM summarizer's answer dropped, and does not repeat one it kept", async () => {
    const llm = fakeLlm(() => summaryReply(`Ran npm install (see ${REF_A.slice(0, 28)}...]). Discussed revenue.`));
    const summary = await new LlmSummarizer(llmOptions(llm.fetch)).summarize({
      previousSummary: `The user shared ${REF_B}.`,
      newMessages: [message(4, "user", "Install the deps"), message(5, "tool", REF_A)],
      windowStartSeq: 0,
      windowEndSeq: 5,
    });
    expect(summary).toContain(REF_B);
    expect(summary.match(/cmd_log_123/g)).toHaveLength(1);
  });

  it("keeps only the placeholders of messages inside the window", async () => {
    const llm = fakeLlm(() => summaryReply("Nothing about logs."));
    const summary = await new LlmSummarizer(llmOptions(llm.fetch)).summarize({
      previousSummary: null,
      newMessages: [message(0, "tool", REF_A), message(2, "user", "Next topic")],
      windowStartSeq: 2,
      windowEndSeq: 2,
    });
    expect(summary).not.toContain("cmd_log_123");
  });

  it("restores a key the LLM compactor dropped", async () => {
    const llm = plainLlm(() => "The user installed dependencies.");
    const text = await new LlmCompactor(llmOptions(llm.fetch)).compact({
      previousSummary: null,
      messages: [message(1, "user", "install please"), message(2, "tool", REF_A)],
      maxInputTokens: 10_000,
      maxOutputTokens: 1000,
    });
    expect(text).toContain(REF_A);
  });

  it("restores a key the summary compression dropped", async () => {
    const long = `Q: install?\nA: done, logs in ${REF_A}\n${"Q: more small talk here\nA: yes indeed, small talk\n".repeat(20)}`;
    const llm = plainLlm(() => "Installed deps; small talk.");
    const text = await new LlmSummaryCompressor(llmOptions(llm.fetch)).compress(long, 200);
    expect(text).toContain(REF_A);
  });

  it("keeps a key the offline compactor's cut would have lost", async () => {
    const messages = [
      message(1, "tool", REF_A),
      ...Array.from({ length: 30 }, (_, i) => message(i + 2, "user", `filler message number ${i} with several words`)),
    ];
    const text = await new OfflineCompactor().compact({ previousSummary: null, messages, maxInputTokens: 10_000, maxOutputTokens: 60 });
    expect(text).toContain(REF_A);
    expect(text).not.toMatch(/^\[seq 1\]/m);
  });

  it("appends lost placeholders after the text, once each", () => {
    expect(keepRefs("short", [REF_A, REF_A, `x ${REF_B}`])).toBe(`short\n${KEPT_REFS_PREFIX} ${REF_A} ${REF_B}`);
    expect(keepRefs(`has cmd_log_123`, [REF_A])).toBe("has cmd_log_123");
  });
});
