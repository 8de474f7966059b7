import { describe, expect, it } from "vitest";
import { countTokens } from "../../src/context/tokens";
import { ExtractiveSummarizer } from "../../src/summaries/extractive-summarizer";
import type { StoredMessage } from "../../src/conversations/messages";
import { selectLines, sentences } from "../../src/summaries/salience";

const message = (seq: number, role: StoredMessage["role"], content: string, name?: string): StoredMessage => ({
  seq,
  role,
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  token_count: countTokens(content),
  ...(name ? { name } : {}),
});

const chat: StoredMessage[] = [
  message(0, "user", "Hi! How are you doing today? I hope all is well.", "Caroline"),
  message(1, "assistant", "Hey Caroline! I'm good, thanks for asking. It's been a nice week so far.", "Melanie"),
  message(
    2,
    "user",
    "I went to the LGBTQ support group on 7 May 2023 and it was really powerful. The transgender stories were so inspiring.",
    "Caroline",
  ),
  message(3, "assistant", "That sounds great, I'm glad you went. Really glad.", "Melanie"),
  message(
    4,
    "user",
    "I decided to pursue counseling as a career, helping trans people. I will apply to the Portland program in June.",
    "Caroline",
  ),
  message(5, "assistant", "Wow, that's amazing. Counseling suits you. Wow, that's amazing!", "Melanie"),
  message(6, "user", "Thanks. By the way, I painted a sunrise over Lake Tahoe last week, my 3rd painting this year.", "Caroline"),
  message(7, "assistant", "Lovely! I ran a charity 5k race for mental health on Saturday.", "Melanie"),
];
const windowTokens = chat.reduce((s, m) => s + m.token_count, 0);
const summarize = (
  messages: StoredMessage[],
  previousSummary: string | null,
  windowStartSeq: number,
  extra: { windowTokens?: number } = {},
) => new ExtractiveSummarizer().summarize({ previousSummary, newMessages: messages, windowStartSeq, windowEndSeq: 7, ...extra });

describe("offline summarizer (extractive, compressing)", () => {
  it("stays within a third of the window's tokens", async () => {
    const summary = await summarize(chat, null, 0, { windowTokens });
    expect(countTokens(summary)).toBeLessThanOrEqual(Math.floor(windowTokens / 3));
    expect(summary.length).toBeGreaterThan(0);
  });

  it("keeps the sentences with names, numbers and decisions over small talk", async () => {
    const summary = await summarize(chat, null, 0, { windowTokens });
    expect(summary).toContain("Portland");
    expect(summary).not.toContain("How are you doing today");
    expect(summary).not.toContain("thanks for asking");
  });

  it("is deterministic", async () => {
    expect(await summarize(chat, null, 0, { windowTokens })).toBe(await summarize(chat, null, 0, { windowTokens }));
  });

  it("merges near-duplicate sentences into one", () => {
    const lines = selectLines(
      [
        { seq: 1, who: "a", text: "The deploy to staging failed on Friday because of the Redis timeout." },
        { seq: 2, who: "b", text: "The deploy to staging failed on Friday because of a Redis timeout!" },
      ],
      1000,
    );
    expect(lines.join("\n").match(/Redis/g)).toHaveLength(1);
  });

  it("drops what lies before the window start, from the previous summary too", async () => {
    const first = await summarize(chat.slice(0, 6), null, 0, { windowTokens: 10_000 });
    expect(first).toMatch(/^\[seq [0-3]\]/m);
    const next = await summarize(chat.slice(6), first, 4, { windowTokens: 10_000 });
    const seqs = [...next.matchAll(/^\[seq (\d+)\]/gm)].map((m) => Number(m[1]));
    expect(seqs.length).toBeGreaterThan(0);
    expect(seqs.every((seq) => seq >= 4)).toBe(true);
  });

  it("keeps every MemoryRef of its window with its key, even past the target", async () => {
    const ref = "[MemoryRef: mem_npm_123 - bash output: npm install - 2340 tokens]";
    const messages = [...chat, message(8, "tool", ref)];
    const summary = await new ExtractiveSummarizer().summarize({
      previousSummary: null,
      newMessages: messages,
      windowStartSeq: 0,
      windowEndSeq: 8,
      windowTokens: 30,
    });
    expect(summary).toContain(ref);
    // The placeholder is seen through its description.
    expect(summary).toContain("bash output: npm install: [MemoryRef");
  });

  it("splits sentences without breaking a placeholder", () => {
    expect(sentences("Logs in [MemoryRef: k1 - a. b! c - 5 tokens]. Done. Next")).toEqual([
      "Logs in [MemoryRef: k1 - a. b! c - 5 tokens].",
      "Done.",
      "Next",
    ]);
  });
});
