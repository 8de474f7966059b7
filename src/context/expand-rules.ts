import type { StoredMessage } from "../conversations/messages";
import { contentWords, stem } from "../search/text";

/** A `[MemoryRef: key - description - N tokens]` found inside a message of the context. */
export interface FoundRef {
  key: string;
  description: string;
  tokens: number;
  seq: number;
  text: string;
}

export interface ExpansionChoice {
  key: string;
  reason: string;
  method: "heuristic" | "llm";
}

const REF = /\[MemoryRef: (\S+) - (.*?) - (\d+) tokens\]/g;

export function findRefs(messages: readonly StoredMessage[]): FoundRef[] {
  const out: FoundRef[] = [];
  for (const m of messages) {
    for (const match of (m.content ?? "").matchAll(REF)) {
      if (match[1] && match[2] !== undefined && match[3])
        out.push({ key: match[1], description: match[2], tokens: Number(match[3]), seq: m.seq, text: match[0] });
    }
  }
  return out;
}

/** Words of a description that say nothing about which content it is. */
const GENERIC = new Set(
  "output result results tool message user assistant system content stored file log logs command run tokens text data response".split(" "),
);

/** Words that ask for the details rather than the gist. */
const DETAIL =
  /\b(show|full|whole|entire|exact|exactly|details?|line|lines|error|errors|output|log|logs|contents?|what did|paste|quote)\b/i;

/**
 * The offline decision: expand a placeholder when the turn names its key, or names at least
 * two of its description's distinctive words (one is enough when the turn also asks for
 * details: "show the npm install errors").
 */
export function chooseExpansions(turn: string, refs: readonly FoundRef[]): ExpansionChoice[] {
  const lower = turn.toLowerCase();
  const turnTerms = new Set(contentWords(turn).map(stem));
  const out: ExpansionChoice[] = [];
  for (const ref of refs) {
    if (out.some((o) => o.key === ref.key)) continue;
    if (lower.includes(ref.key.toLowerCase())) {
      out.push({ key: ref.key, reason: `the turn names the key ${ref.key}`, method: "heuristic" });
      continue;
    }
    const distinctive = [...new Set(contentWords(ref.description).map(stem))].filter((w) => !GENERIC.has(w));
    const named = distinctive.filter((w) => turnTerms.has(w));
    if (named.length >= 2 || (named.length === 1 && DETAIL.test(turn))) {
      out.push({
        key: ref.key,
        reason: `the turn names ${named.map((w) => `"${w}"`).join(", ")} from its description`,
        method: "heuristic",
      });
    }
  }
  return out;
}
