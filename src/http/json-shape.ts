/**
 * What a JSON body may look like before anything parses it further: nested no deeper than a
 * limit, and made of well-formed Unicode. One linear pass over the text, with no recursion, so
 * a hostile body cannot exhaust the stack here either. Malformed JSON is not judged: the
 * parser that follows answers it.
 */
export type JsonShapeProblem = { kind: "too_deep"; maxDepth: number } | { kind: "lone_surrogate"; offset: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code unit a `\uXXXX` escape at `at` (pointing at the backslash) stands for, or -1. */
function escapedUnit(text: string, at: number): number {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== 0x75) return -1;
  const hex = text.slice(at + 2, at + 6);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
}

export function jsonShapeProblem(text: string, maxDepth: number): JsonShapeProblem | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (!inString) {
      if (unit === QUOTE) inString = true;
      else if (OPENERS.has(unit)) {
        depth += 1;
        if (depth > maxDepth) return { kind: "too_deep", maxDepth };
      } else if (CLOSERS.has(unit)) depth = Math.max(0, depth - 1);
      continue;
    }
    if (unit === QUOTE) inString = false;
    else if (unit === BACKSLASH) {
      const escaped = escapedUnit(text, i);
      if (escaped === -1) {
        i += 1; // a two-character escape such as \" or \\
        continue;
      }
      if (isHigh(escaped)) {
        if (!isLow(escapedUnit(text, i + 6))) return { kind: "lone_surrogate", offset: i };
        i += 11;
      } else if (isLow(escaped)) return { kind: "lone_surrogate", offset: i };
      else i += 5;
    } else if (isHigh(unit)) {
      // Text decoded from UTF-8 has no raw surrogates unpaired, but a caller-built string might.
      if (!isLow(text.charCodeAt(i + 1))) return { kind: "lone_surrogate", offset: i };
      i += 1;
    } else if (isLow(unit)) return { kind: "lone_surrogate", offset: i };
  }
  return null;
}
