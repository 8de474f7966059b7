import type { ClauseWords } from "./split";

/** Verbs that frame a statement as the user's belief: "I think I've given up knitting". */
const FRAMES = new Set(["think", "guess", "reckon", "suppose", "believe"]);
const OWN = new Set(["i", "we", "my", "our"]);

/**
 * "I think I've given up knitting", "..., think i've given up knitting": the statement after the
 * frame is what the user tells; read alone, the clause stops at "think" and says nothing. The
 * frame goes only when a first-person subject follows it ("I think so", "I think you're right"
 * stay as they are, and yield nothing).
 */
export function withoutFrame(piece: ClauseWords): ClauseWords {
  const words = piece.words;
  const at = words[0]?.norm === "i" ? 1 : 0;
  if (!FRAMES.has(words[at]?.lemma ?? "")) return piece;
  const after = words[at + 1]?.norm === "that" ? at + 2 : at + 1;
  return OWN.has(words[after]?.norm ?? "") ? { ...piece, words: words.slice(after) } : piece;
}
