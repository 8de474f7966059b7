import { describe, expect, it } from "vitest";
import { commandOf, extractiveDescription, formatMemoryRef, parseMemoryRef, sanitizeDescription } from "../../src/context/memory-ref";
import { isOverThreshold, MAX_INLINE_MESSAGE_BYTES, measure, utf8Length } from "../../src/contents/offload-rule";
import { collectLines, countLines, wholeCharacters } from "../../src/lib/text-range";
import { countTokens } from "../../src/context/tokens";
import { tokensOf } from "../helpers/memories";

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("MemoryRef placeholder", () => {
  it("formats exactly as seed 003 writes it and parses back", () => {
    const text = formatMemoryRef({ key: "mem_abc", description: "bash output: npm install", tokens: 2340 });
    expect(text).toBe("[MemoryRef: mem_abc - bash output: npm install - 2340 tokens]");
    expect(parseMemoryRef(text)).toEqual({ key: "mem_abc", description: "bash output: npm install", tokens: 2340 });
  });

  it("parses a description that itself contains ' - '", () => {
    const text = formatMemoryRef({ key: "mem_x", description: "diff - before - after", tokens: 7 });
    expect(parseMemoryRef(text)).toEqual({ key: "mem_x", description: "diff - before - after", tokens: 7 });
  });

  it("does not take ordinary text for a placeholder", () => {
    expect(parseMemoryRef("see [MemoryRef: mem_x - d - 3 tokens] above")).toBeNull();
    expect(parseMemoryRef("[MemoryRef: mem_x - d - many tokens]")).toBeNull();
  });

  it("keeps descriptions on one line, without brackets, cut on whole code points", () => {
    expect(sanitizeDescription("line one\nline [two]\t end")).toBe("line one line (two) end");
    const long = sanitizeDescription("🎉".repeat(200), 10);
    expect(Array.from(long)).toHaveLength(10);
    expect(long.endsWith("…")).toBe(true);
    expect(long.includes("\ufffd")).toBe(false);
    expect(sanitizeDescription("  \n ")).toBe("content");
  });
});

describe("extractive description", () => {
  it("names the tool and its command for a tool output", () => {
    expect(
      extractiveDescription({ content: "added 1 package", role: "tool", toolName: "bash", toolArguments: '{"command":"npm install"}' }),
    ).toBe("bash output: npm install");
    expect(commandOf('{"cmd":["git","status"]}')).toBe("git status");
    expect(commandOf("not json")).toBeNull();
  });

  it("falls back to the first meaningful line", () => {
    expect(extractiveDescription({ content: '{\n  "rows": 3\n}', role: "tool" })).toBe('Tool output: "rows": 3');
    expect(extractiveDescription({ content: "\n\nHere is my log\nmore", role: "user" })).toBe("User message: Here is my log");
    expect(extractiveDescription({ content: "---\n日本語のメモ" })).toBe("日本語のメモ");
  });
});

describe("offload rule", () => {
  it("offloads strictly over the threshold: at the threshold the content stays", () => {
    expect(countTokens(tokensOf(500))).toBe(500);
    expect(isOverThreshold(measure(tokensOf(499)), 500)).toBe(false);
    expect(isOverThreshold(measure(tokensOf(500)), 500)).toBe(false);
    expect(isOverThreshold(measure(tokensOf(501)), 500)).toBe(true);
  });

  it("offloads a content over the byte cap even when it is cheap in tokens", () => {
    const spaces = `x${" ".repeat(MAX_INLINE_MESSAGE_BYTES)}y`;
    expect(measure(spaces).tokens).toBeLessThan(10);
    expect(isOverThreshold(measure(spaces), 100_000)).toBe(true);
  });

  it("counts UTF-8 bytes like TextEncoder, surrogate pairs included", () => {
    for (const text of ["plain", "é", "日本語", "🎉 emoji", "a\u{10FFFF}b"]) expect(utf8Length(text)).toBe(encoder.encode(text).length);
  });
});

describe("text ranges", () => {
  it("never cuts a character: pages following next offsets rebuild the exact bytes", () => {
    const bytes = encoder.encode("a🎉b日本語c\u00e9🎉🎉z");
    for (const size of [4, 5, 7]) {
      const pages: Uint8Array[] = [];
      let offset = 0;
      while (offset < bytes.length) {
        const chunk = bytes.subarray(offset, offset + size);
        const { start, end } = wholeCharacters(chunk);
        expect(start).toBe(0);
        expect(end).toBeGreaterThan(0);
        pages.push(chunk.subarray(start, end));
        offset += end;
      }
      expect(pages.map((page) => decoder.decode(page)).join("")).toBe("a🎉b日本語c\u00e9🎉🎉z");
    }
  });

  it("skips the tail of a character that began before the offset", () => {
    const bytes = encoder.encode("🎉x");
    expect(wholeCharacters(bytes.subarray(1))).toEqual({ start: 3, end: 4 });
  });

  it("counts lines with or without a final newline", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("a")).toBe(1);
    expect(countLines("a\nb")).toBe(2);
    expect(countLines("a\nb\n")).toBe(2);
    expect(countLines("\n")).toBe(1);
  });

  it("collects whole lines across chunk borders, newlines included", async () => {
    const bytes = encoder.encode("one\ntwo 🎉\nthree\nfour");
    for (const size of [1, 3, 64]) {
      expect(decoder.decode(await collectLines(chunked(bytes, size), 2, 3))).toBe("two 🎉\nthree\n");
      expect(decoder.decode(await collectLines(chunked(bytes, size), 4, 9))).toBe("four");
    }
  });
});
