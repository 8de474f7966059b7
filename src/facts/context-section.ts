import type { ContextFacts } from "../users/contract";

// The user layer as a section of a context, fitted to what a read leaves it: pure, apart from
// how the layer is read (context-layer.ts).

export interface UserFactsSection {
  /** The rendered section: a header, then one quoted fact per line. */
  text: string;
  facts: Array<{ id: string; type: string; topic: string; text: string; valid_from: string }>;
  token_count: number;
}

/** Keeps the facts that fit in what the budget has left (they come most relevant first). */
export function fitSection(layer: ContextFacts, limitTokens: number): UserFactsSection | null {
  let tokens = layer.headerTokens;
  const kept: ContextFacts["items"] = [];
  for (const item of layer.items) {
    if (tokens + item.tokens > limitTokens) break;
    kept.push(item);
    tokens += item.tokens;
  }
  if (kept.length === 0) return null;
  return {
    text: [layer.header, ...kept.map((i) => i.line)].join("\n"),
    facts: kept.map(({ fact: f }) => ({ id: f.id, type: f.type, topic: f.topic, text: f.text, valid_from: f.valid_from })),
    token_count: tokens,
  };
}

/** The planned facts as the answer's `user_facts` section (null when none was planned). */
export function plannedSection(layer: ContextFacts | null, plannedIds: string[]): UserFactsSection | null {
  if (!layer || plannedIds.length === 0) return null;
  const chosen = new Set(plannedIds);
  return fitSection({ ...layer, items: layer.items.filter((i) => chosen.has(i.fact.id)) }, Number.POSITIVE_INFINITY);
}
