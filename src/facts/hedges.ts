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
  const told = withoutTelling(piece);
  if (told !== piece) return told;
  const words = piece.words;
  const at = words[0]?.norm === "i" ? 1 : 0;
  if (!FRAMES.has(words[at]?.lemma ?? "")) return piece;
  const after = words[at + 1]?.norm === "that" ? at + 2 : at + 1;
  return OWN.has(words[after]?.norm ?? "") ? { ...piece, words: words.slice(after) } : piece;
}

/** "i should say i'm vegan", "forgot to mention we moved": what the user says they should tell. */
const TELLING =
  /^(?:(?:oh|ah|also|btw|and|so|ok|okay|anyway|actually|wait) )*(?:i )?(?:should|must|have to|gotta|got to|forgot to|need to|meant to) (?:probably )?(?:say|mention|add|note|tell you|tell)(?: that)? /;

function withoutTelling(piece: ClauseWords): ClauseWords {
  const text = piece.words.map((w) => w.norm).join(" ");
  const frame = TELLING.exec(`${text} `);
  if (!frame) return piece;
  const at = frame[0].trim().split(" ").length;
  return OWN.has(piece.words[at]?.norm ?? "") ? { ...piece, words: piece.words.slice(at) } : piece;
}
