import { countTokens } from "../context/tokens";
import { contentWords, stem } from "../search/text";

/**
 * Extractive selection for the offline summarizer: sentences scored by what they carry
 * (content words, names, numbers, decisions), near-duplicates merged, the best ones kept
 * until a token target. Pure and deterministic: the same input gives the same summary.
 */
export interface Candidate {
  seq: number;
  /** Who said it ("user", a speaker's name). */
  who: string;
  text: string;
}

const HAS_MEMORY_REF = /\[MemoryRef: [^\]\s]+[^\]]*\]/;

/** Words that mark a decision, a plan or a preference: what a later turn most often needs. */
const DECISION = new Set(
  "decide decided decision agree agreed choose chose chosen plan planning planned will going must need needs prefer prefers preferred want wants always never should deadline todo task goal use using switch switched".split(
    " ",
  ),
);

/** Sentences of a text; a MemoryRef placeholder is never split. */
export function sentences(text: string): string[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return [];
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["')\]]?\s+(?=\S)/g;
  for (const match of flat.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].length;
    const piece = flat.slice(start, end);
    // Inside a placeholder (an unclosed "[MemoryRef:"): not a boundary.
    if (piece.lastIndexOf("[MemoryRef:") > piece.lastIndexOf("]")) continue;
    out.push(piece.trim());
    start = end;
  }
  if (start < flat.length) out.push(flat.slice(start).trim());
  return out.filter(Boolean);
}

const termsOf = (text: string): Set<string> => new Set(contentWords(text).map(stem));

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Content terms of a sentence weighted by rarity in the window, plus names, numbers, decisions. */
function score(text: string, terms: ReadonlySet<string>, frequency: ReadonlyMap<string, number>): number {
  let value = 0;
  for (const t of terms) value += 1 / Math.sqrt(frequency.get(t) ?? 1);
  const names = text.match(/(?<=\S\s+)\p{Lu}[\p{L}-]+/gu)?.length ?? 0;
  const numbers = text.match(/\p{N}+/gu)?.length ?? 0;
  const decisions = [...terms].filter((t) => DECISION.has(t)).length;
  value += 0.5 * Math.min(names, 4) + 0.5 * Math.min(numbers, 4) + 0.75 * Math.min(decisions, 2);
  // Dense sentences first: the score per token, softened so a long informative one still wins.
  return value / Math.sqrt(Math.max(4, countTokens(text)));
}

export const NEAR_DUPLICATE = 0.6;

/**
 * Picks sentences until `targetTokens` (a sentence carrying a `[MemoryRef: ...]` first, whatever
 * the target: its key is the only way back to the content, then by score; ties by seq), merges
 * near-duplicates (the better-scored one stays), and renders one line per message in seq order:
 * `[seq N] who: sentence sentence`.
 */
export function selectLines(candidates: Candidate[], targetTokens: number): string[] {
  const pool = candidates.flatMap((c, order) =>
    sentences(c.text).map((text, i) => ({ ...c, text, order, index: i, terms: termsOf(text), forced: HAS_MEMORY_REF.test(text) })),
  );
  const frequency = new Map<string, number>();
  for (const s of pool) for (const t of s.terms) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const ranked = pool
    .map((s) => ({ ...s, score: score(s.text, s.terms, frequency) }))
    .sort((a, b) => Number(b.forced) - Number(a.forced) || b.score - a.score || a.seq - b.seq || a.index - b.index);
  const chosen: typeof ranked = [];
  let used = 0;
  const lineCost = new Map<number, number>();
  for (const s of ranked) {
    if (!s.forced && chosen.some((c) => jaccard(c.terms, s.terms) >= NEAR_DUPLICATE)) continue;
    // A new line pays its "[seq N] who:" prefix once.
    const prefix = lineCost.has(s.seq) ? 0 : countTokens(`[seq ${s.seq}] ${s.who}: `) + 1;
    const cost = countTokens(s.text) + 1 + prefix;
    if (!s.forced && used + cost > targetTokens) continue;
    chosen.push(s);
    used += cost;
    lineCost.set(s.seq, (lineCost.get(s.seq) ?? 0) + cost);
  }
  chosen.sort((a, b) => a.seq - b.seq || a.order - b.order || a.index - b.index);
  const lines: string[] = [];
  let current: { seq: number; who: string; parts: string[] } | null = null;
  for (const s of chosen) {
    if (!current || current.seq !== s.seq) {
      if (current) lines.push(`[seq ${current.seq}] ${current.who}: ${current.parts.join(" ")}`);
      current = { seq: s.seq, who: s.who, parts: [] };
    }
    current.parts.push(s.text);
  }
  if (current) lines.push(`[seq ${current.seq}] ${current.who}: ${current.parts.join(" ")}`);
  return lines;
}
