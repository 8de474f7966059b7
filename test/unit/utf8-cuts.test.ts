import { describe, expect, it } from "vitest";
import { byteLength, headBytes, tailBytes } from "../../src/lib/utf8";

// Whole characters as JavaScript iterates them: a surrogate pair is one, a lone surrogate is one.
const characters = (text: string) => Array.from(text);
const SAMPLES = ["plain ascii", "aé€😀b", "😀😀😀", "x\ud800y", "\udc00ab\ud83d", "née 東京 🚀 end", ""];

describe("cutting text to a UTF-8 byte budget", () => {
  it("keeps the longest suffix that fits, whole characters only, for every budget", () => {
    for (const text of SAMPLES) {
      const chars = characters(text);
      for (let max = 0; max <= byteLength(text) + 1; max += 1) {
        const tail = tailBytes(text, max);
        expect(byteLength(tail)).toBeLessThanOrEqual(max);
        expect(text.endsWith(tail)).toBe(true);
        const kept = characters(tail).length;
        expect(chars.slice(chars.length - kept).join("")).toBe(tail);
        // One more character would not fit.
        if (kept < chars.length) expect(byteLength(chars.slice(chars.length - kept - 1).join(""))).toBeGreaterThan(max);
      }
    }
  });

  it("keeps the longest prefix that fits, whole characters only, for every budget", () => {
    for (const text of SAMPLES) {
      const chars = characters(text);
      for (let max = 0; max <= byteLength(text) + 1; max += 1) {
        const head = headBytes(text, max);
        expect(byteLength(head)).toBeLessThanOrEqual(max);
        const kept = characters(head).length;
        expect(chars.slice(0, kept).join("")).toBe(head);
        if (kept < chars.length) expect(byteLength(chars.slice(0, kept + 1).join(""))).toBeGreaterThan(max);
      }
    }
  });

  it("counts a lone surrogate as the 3 bytes of U+FFFD it is written as", () => {
    expect(tailBytes("ab\ud800", 3)).toBe("\ud800");
    expect(headBytes("\udc00ab", 4)).toBe("\udc00a");
  });
});
