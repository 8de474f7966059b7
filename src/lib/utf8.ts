/** Byte sizes in seed 001 are UTF-8 bytes: a limit of 500 bytes is 500 bytes on the wire. */
const encoder = new TextEncoder();

export const byteLength = (text: string): number => encoder.encode(text).byteLength;

/**
 * The UTF-8 size of the character ending (or starting) at a code unit, and how many code units
 * it spans: a surrogate pair is 4 bytes, a lone surrogate is written as U+FFFD (3 bytes, as
 * TextEncoder writes it). Counted from the code units so that cutting a long text costs no
 * per-character encoding or array (the exchanges' summary is cut on every append).
 */
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
const unitBytes = (unit: number) => (unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3);

/** The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function headBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  let used = 0;
  let end = 0;
  while (end < text.length) {
    const pair = isHighSurrogate(text.charCodeAt(end)) && isLowSurrogate(text.charCodeAt(end + 1));
    const size = pair ? 4 : unitBytes(text.charCodeAt(end));
    if (used + size > maxBytes) break;
    used += size;
    end += pair ? 2 : 1;
  }
  return text.slice(0, end);
}

/** The longest suffix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function tailBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  let used = 0;
  let start = text.length;
  while (start > 0) {
    const pair = start >= 2 && isLowSurrogate(text.charCodeAt(start - 1)) && isHighSurrogate(text.charCodeAt(start - 2));
    const size = pair ? 4 : unitBytes(text.charCodeAt(start - 1));
    if (used + size > maxBytes) break;
    used += size;
    start -= pair ? 2 : 1;
  }
  return text.slice(start);
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
