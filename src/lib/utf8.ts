/** Byte sizes in seed 001 are UTF-8 bytes: a limit of 500 bytes is 500 bytes on the wire. */
const encoder = new TextEncoder();

export const byteLength = (text: string): number => encoder.encode(text).byteLength;

/** The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function headBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = byteLength(char);
    if (used + size > maxBytes) break;
    used += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** The longest suffix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function tailBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  const chars = Array.from(text);
  let used = 0;
  let start = chars.length;
  while (start > 0) {
    const size = byteLength(chars[start - 1] ?? "");
    if (used + size > maxBytes) break;
    used += size;
    start -= 1;
  }
  return chars.slice(start).join("");
}

/** The first `n` characters counted as Python counts them (code points, not UTF-16 units). */
export const firstChars = (text: string, n: number): string => Array.from(text).slice(0, n).join("");

const ELLIPSIS = "…";

/**
 * Deterministic shortening to at most `maxBytes`: whitespace collapsed, cut at the last
 * sentence end if that keeps at least half, else at the last word, then an ellipsis. Used for
 * seed 001's "answers over 750 bytes summarized to 500 bytes" without an LLM on ingestion.
 */
export function shortenToBytes(text: string, maxBytes: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (byteLength(flat) <= maxBytes) return flat;
  const room = maxBytes - byteLength(ELLIPSIS);
  if (room <= 0) return headBytes(ELLIPSIS, maxBytes);
  const cut = headBytes(flat, room);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  if (sentenceEnd >= cut.length / 2) return `${cut.slice(0, sentenceEnd + 1)}${ELLIPSIS}`;
  const wordEnd = cut.lastIndexOf(" ");
  return `${wordEnd >= cut.length / 2 ? cut.slice(0, wordEnd) : cut}${ELLIPSIS}`;
}
