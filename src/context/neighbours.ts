import type { StoredMessage } from "../conversations/messages";
import type { RetrievedItem } from "../search/query";
import { contentWords, stem } from "../search/text";

/**
 * Neighbouring turns of the best retrieved hits: a reply ("Yes, last May") says little without
 * the question before it, and a question without its answer. A neighbour is added right after
 * its hit when it adds something: it shares a content word with the query, or the hit itself
 * is too short to stand alone.
 */
export const NEIGHBOUR_HITS = 10;
export const SHORT_HIT_TOKENS = 12;

const hitSeq = (r: RetrievedItem, conversationId: string): number | null =>
  r.type === "message" && r.sources.length === 1 && r.sources[0]?.conversation_id === conversationId ? r.sources[0].seq : null;

/** The seqs next to the top hits that neither the context nor another result shows. */
export function neighbourSeqs(results: readonly RetrievedItem[], conversationId: string, shown: ReadonlySet<number>): number[] {
  const taken = new Set<number>(shown);
  for (const r of results) for (const s of r.sources) if (s.conversation_id === conversationId) taken.add(s.seq);
  const out = new Set<number>();
  for (const r of results.slice(0, NEIGHBOUR_HITS)) {
    const seq = hitSeq(r, conversationId);
    if (seq === null) continue;
    for (const n of [seq - 1, seq + 1]) if (n >= 0 && !taken.has(n)) out.add(n);
  }
  return [...out];
}

function asResult(m: StoredMessage, conversationId: string): RetrievedItem {
  return {
    key: `msg:${conversationId}:${m.seq}`,
    score: 0,
    type: "message",
    memory_type: null,
    summary: null,
    content: m.content,
    sources: [{ conversation_id: conversationId, seq: m.seq }],
    metadata: m.metadata ?? {},
    created_at: m.created_at,
    token_count: m.token_count,
    role: m.role,
    name: m.name ?? null,
  };
}

/**
 * The results with each useful neighbour placed right after its hit: fetched when search did
 * not return it, moved up when search ranked it lower (a reply is judged by the strong hit it
 * answers, not by its own few words: "It made me feel tiny" after "we saw the meteor shower").
 */
export function withNeighbours(
  results: readonly RetrievedItem[],
  neighbours: readonly StoredMessage[],
  conversationId: string,
  /** The query's words, read once by the caller (queryTerms): a neighbour that names one of them adds something. */
  terms: ReadonlySet<string>,
): RetrievedItem[] {
  const bySeq = new Map<number, RetrievedItem>();
  for (const r of results) {
    const seq = hitSeq(r, conversationId);
    if (seq !== null && !bySeq.has(seq)) bySeq.set(seq, r);
  }
  for (const m of neighbours) if (!bySeq.has(m.seq)) bySeq.set(m.seq, asResult(m, conversationId));
  const placed = new Set<RetrievedItem>();
  const out: RetrievedItem[] = [];
  results.forEach((r, rank) => {
    if (placed.has(r)) return;
    placed.add(r);
    out.push(r);
    const seq = rank < NEIGHBOUR_HITS ? hitSeq(r, conversationId) : null;
    if (seq === null) return;
    for (const n of [seq - 1, seq + 1]) {
      const m = bySeq.get(n);
      if (!m || placed.has(m) || !m.content) continue;
      const adds = r.token_count <= SHORT_HIT_TOKENS || contentWords(m.content).some((w) => terms.has(stem(w)));
      if (!adds) continue;
      placed.add(m);
      out.push(m);
    }
  });
  return out;
}

/** The hits with their useful neighbouring turns, those neither shown nor returned fetched in one round trip. */
export async function withNeighbourTurns(
  results: readonly RetrievedItem[],
  conversationId: string,
  shown: ReadonlySet<number>,
  terms: ReadonlySet<string>,
  messagesAt: (seqs: number[]) => Promise<StoredMessage[]>,
): Promise<RetrievedItem[]> {
  const seqs = neighbourSeqs(results, conversationId, shown);
  const neighbours = seqs.length > 0 ? await messagesAt(seqs) : [];
  return withNeighbours(results, neighbours, conversationId, terms);
}
