import { adjacentPlaces, propagateNeighbourScores, rankByScore, reorderTurns } from "../../src/search/neighbour-scores";
import type { FullRow } from "../../src/search/results";

/** The columns a candidate carries into fusion (search-query.ts reads the same ones). */
export interface Candidate extends Record<string, SqlStorageValue> {
  id: number;
  kind: FullRow["kind"];
  conversation_id: string | null;
  start_seq: number | null;
  end_seq: number | null;
  created_at: string;
  name: string | null;
}

export const CANDIDATE_COLUMNS = "d.id, d.kind, d.conversation_id, d.start_seq, d.end_seq, d.created_at, d.name";

export interface Filter {
  where: string;
  params: SqlStorageValue[];
}

const turnsOf = (rows: readonly Candidate[]) =>
  rows.flatMap((row) =>
    row.kind === "message" && row.conversation_id !== null && row.start_seq !== null
      ? [{ id: row.id, conversationId: row.conversation_id, seq: row.start_seq }]
      : [],
  );

/**
 * One retriever's candidates re-ranked with their neighbours (src/search/neighbour-scores.ts).
 * `own` is the list's score of every row it scored (a row it did not score has 0). The turns
 * around the candidates are read in one query by (conversation, seq): at most 2 x
 * NEIGHBOUR_REACH per candidate, whatever the user's size. A neighbour that passes the
 * request's filters and gets a score from a candidate near it joins the list (a question with
 * no query word of its own, found through its answer); one outside the filters still lends its
 * score, since it is the candidate's context, but is never a result.
 */
export function withNeighbours(
  sql: SqlStorage,
  candidates: Candidate[],
  own: ReadonlyMap<number, number>,
  filter: Filter,
  weight: number,
  top: number,
): { rows: Candidate[]; scores: Map<number, number> } {
  if (weight <= 0) return { rows: candidates, scores: new Map(own) };
  const places = adjacentPlaces(turnsOf(candidates));
  if (places.length === 0) return { rows: candidates, scores: new Map(own) };
  const neighbours = sql
    .exec<Candidate & { passes: number }>(
      `SELECT ${CANDIDATE_COLUMNS}, CASE WHEN ${filter.where} THEN 1 ELSE 0 END AS passes
       FROM json_each(?) n
       JOIN search_docs d ON d.conversation_id = json_extract(n.value, '$[0]') AND d.kind = 'message'
         AND d.start_seq = json_extract(n.value, '$[1]')`,
      ...filter.params,
      JSON.stringify(places.map((p) => [p.conversationId, p.seq])),
    )
    .toArray();
  const byId = new Map<number, Candidate>(candidates.map((row) => [row.id, row]));
  const scored = new Map<number, number>();
  for (const row of [...candidates, ...neighbours]) scored.set(row.id, own.get(row.id) ?? 0);
  const scores = propagateNeighbourScores(scored, turnsOf([...candidates, ...neighbours]), weight);
  const joining = neighbours.filter((row) => row.passes === 1 && !byId.has(row.id) && (scores.get(row.id) ?? 0) > 0);
  for (const row of joining) byId.set(row.id, row);
  const isTurn = (id: number) => byId.get(id)?.kind === "message";
  const turnOrder = rankByScore([...byId.keys()].filter(isTurn), scores, top);
  const order = reorderTurns(
    candidates.map((row) => row.id),
    isTurn,
    turnOrder,
    top,
  );
  const rows = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, scores };
}
