/**
 * Token estimation without shipping a BPE vocabulary (o200k is ~2 MB of JS that every cold
 * start would parse). The text is split the way GPT pre-tokenizers split it (letters, digit
 * groups, punctuation runs, whitespace) and each piece is priced by length; the prices were
 * fitted against o200k_base on English prose and chat, and test/unit/tokens.test.ts keeps the
 * estimate within 10 % of the real tokenizer.
 */
const PIECE = /[^\S\n]?\p{L}+(?:'(?:[sdmt]|ll|ve|re))?|'(?:[sdmt]|ll|ve|re)|\p{N}{1,3}|[^\S\n]?[^\s\p{L}\p{N}]+\n*|\s*\n+|\s+/gu;
const WIDE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function letterRunTokens(run: string): number {
  const letters = run.trimStart().length;
  if (WIDE_SCRIPT.test(run)) return Math.max(1, letters * 0.8);
  // Non-Latin alphabets split into more pieces than English words of the same length.
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u024f]/.test(run)) return Math.max(1, letters / 2.5);
  // Common English words up to six letters are one token; longer ones grow slowly.
  return letters <= 6 ? 1 : 1 + (letters - 6) * 0.1;
}

/**
 * Counts remembered per isolate: a context read counts the same turns several times (to decide
 * a compaction point, to size the recall, to render), and the next turn's read counts them again.
 */
const COUNTED = new Map<string, number>();
const COUNTED_MAX = 4000;
const COUNTED_MAX_CHARS = 16_000;

export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  const known = COUNTED.get(text);
  if (known !== undefined) return known;
  const tokens = estimate(text);
  if (text.length <= COUNTED_MAX_CHARS) {
    // Oldest first out: a Map iterates in insertion order.
    if (COUNTED.size >= COUNTED_MAX) COUNTED.delete(COUNTED.keys().next().value ?? "");
    COUNTED.set(text, tokens);
  }
  return tokens;
}

function estimate(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(PIECE)) {
    const piece = match[0];
    const first = piece.trimStart()[0] ?? "";
    if (first === "") tokens += 1;
    else if (/\p{L}/u.test(first) || first === "'") tokens += letterRunTokens(piece);
    else if (/\p{N}/u.test(first)) tokens += 1;
    else tokens += 1 + Math.max(0, piece.trim().length - 2) * 0.3;
  }
  return Math.round(tokens);
}

/** Per-message overhead of the chat format (role markers), as OpenAI documents it. */
export const MESSAGE_OVERHEAD_TOKENS = 4;
