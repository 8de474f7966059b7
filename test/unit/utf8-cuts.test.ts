import { describe, expect, it } from "vitest";
import { byteLength, headBytes, tailBytes } from "../../src/lib/utf8";

// Whole characters as JavaScript iterates them: a surrogate pair is one, a lone surrogate is one.
const characters = (text: string) => Array.from(text);
const SAMPLES = ["plain ascii", "aé€😀b", "😀😀😀", "x\ud800y", "\udc00ab\ud83d", "née 東京 🚀 end", ""];

describe("cutting text to a UTF-8 byte budget", () => {
  // A suffix and a prefix are cut alike; `take` says which end of the characters is kept.
  it.each([
    ["suffix", tailBytes, (chars: string[], n: number) => chars.slice(chars.length - n), "endsWith"] as const,
    ["prefix", headBytes, (chars: string[], n: number) => chars.slice(0, n), "startsWith"] as const,
  ])("keeps the longest %s that fits, whole characters only, for every budget", (_end, cut, take, at) => {
    for (const text of SAMPLES) {
      const chars = characters(text);
      for (let max = 0; max <= byteLength(text) + 1; max += 1) {
        const part = cut(text, max);
        expect(byteLength(part)).toBeLessThanOrEqual(max);
        expect(text[at](part)).toBe(true);
        const kept = characters(part).length;
        expect(take(chars, kept).join("")).toBe(part);
        // One more character would not fit.
        if (kept < chars.length) expect(byteLength(take(chars, kept + 1).join(""))).toBeGreaterThan(max);
      }
    }
  });

  it("counts a lone surrogate as the 3 bytes of U+FFFD it is written as", () => {
    expect(tailBytes("ab\ud800", 3)).toBe("\ud800");
    expect(headBytes("\udc00ab", 4)).toBe("\udc00a");
  });
});
