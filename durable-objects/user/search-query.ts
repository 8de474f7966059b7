import type { RetrievedItem } from "../../src/search/query";
import type { SearchQuery } from "../../src/search/query";
import { timeHint } from "../../src/search/dates";
import { dropCovered, normalizedScoreFusion, reciprocalRankFusion, RRF_K, type RankedList } from "../../src/search/fusion";
import { ftsExpression } from "../../src/search/keyword";
import { NEIGHBOUR_WEIGHT } from "../../src/search/neighbour-scores";
import { sourceKeys, toResult } from "../../src/search/results";
import { namedSpeakerScores, SPEAKER_WEIGHT } from "../../src/search/speakers";
import type { UserSearchAnswer, UserSearchInput } from "../../src/search/user-index-types";
import { fullRows } from "./search-rows";
import { localVectorScan, type Retrieved } from "./search-scan";
import { CANDIDATE_COLUMNS, type Candidate, type Filter, withNeighbours } from "./search-neighbours";

/** Candidates each retriever contributes before fusion (Vectorize's topK tops out at 100). */
export const candidateCount = (limit: number) => Math.min(100, Math.max(50, limit * 2));
/**
 * The bounds that keep a query's cost independent of the user's size: the keyword list is
 * taken from the best KEYWORD_POOL BM25 hits before the filters, ranking no word that matches
 * more than KEYWORD_SCAN rows (keywordPool), and the local vector scan reads the newest
 * VECTOR_SCAN vectors that pass the filters plus the keyword candidates'.
 */
export const KEYWORD_POOL = 1000;
export const KEYWORD_SCAN = 1000;
export const VECTOR_SCAN = 2000;

/** The request's filters as SQL over search_docs `d` (the object itself is the tenant and user scope). */
function filterSql(request: SearchQuery): Filter {
  const clauses: string[] = [];
  const params: SqlStorageValue[] = [];
  if (request.conversation_id !== undefined) {
    clauses.push("d.conversation_id = ?");
    params.push(request.conversation_id);
  }
  if (request.types !== undefined) {
    const kinds = [...new Set(request.types)];
    clauses.push(`d.kind IN (${kinds.map(() => "?").join(", ")})`);
    params.push(...kinds);
  } else {
    // User facts restate what the turns say: a search shows them only when asked for.
    clauses.push("d.kind != 'fact'");
  }
  if (request.time_range?.from !== undefined) {
    clauses.push("d.created_at >= ?");
    params.push(new Date(request.time_range.from).toISOString());
  }
  if (request.time_range?.to !== undefined) {
    clauses.push("d.created_at <= ?");
    params.push(new Date(request.time_range.to).toISOString());
  }
  return { where: clauses.join(" AND "), params };
}

/**
 * Hybrid search over one user's index: BM25 over FTS5 and vector similarity (the object's own
 * int8 vectors, or Vectorize's matches the caller brings), fused by reciprocal rank, dates
 * named in the query ranking matching results up, results whose turns are covered dropped.
 */
export function searchUserIndex(sql: SqlStorage, input: UserSearchInput): UserSearchAnswer {
  const { request } = input;
  const filter = filterSql(request);
  const keyword = keywordCandidates(sql, request, filter, input.neighbourWeight ?? NEIGHBOUR_WEIGHT);
  const byScore = input.fusion === "score";
  const light = !byScore && input.vectorWeight < 1 / RRF_K;
  // A light vector list only orders ties and fills in behind the keyword hits: when keyword
  // search alone already fills the answer (with room for dropped duplicates), skip it.
  const filled = light && keyword.rows.length >= 2 * request.limit;
  if (!filled && input.deferEmbedding) return { needsEmbedding: true };
  const vector = filled ? { rows: [], scores: new Map<number, number>() } : vectorCandidates(sql, input, filter, keyword.rows);
  const byId = new Map<number, Candidate>();
  for (const row of [...keyword.rows, ...vector.rows]) byId.set(row.id, row);
  const lists: RankedList[] = byScore
    ? [
        {
          ids: fusedByScore(
            keyword,
            vector,
            { vectorWeight: input.vectorWeight, speakerWeight: input.speakerWeight ?? SPEAKER_WEIGHT },
            request.query,
            byId,
          ),
        },
      ]
    : [{ ids: keyword.rows.map((r) => r.id) }, { ids: vector.rows.map((r) => r.id), weight: input.vectorWeight }];
  const hint = timeHint(request.query);
  if (hint) {
    const best = new Map<number, number>();
    for (const list of lists) list.ids.forEach((id, rank) => best.set(id, Math.min(best.get(id) ?? rank, rank)));
    const inside = [...best.entries()]
      .filter(([id]) => {
        const at = byId.get(id)?.created_at ?? "";
        return at >= hint.from && at <= hint.to;
      })
      .sort((a, b) => a[1] - b[1])
      .map(([id]) => id);
    lists.push({ ids: inside });
  }
  const fused = reciprocalRankFusion(lists);
  const scores = new Map(fused.map((f) => [f.id, f.score]));
  const keep = dropCovered(
    fused.map(({ id }) => {
      const row = byId.get(id);
      return { id, sources: row ? sourceKeys(row) : [], alwaysKeep: row?.kind === "memory" };
    }),
    request.limit,
  );
  const rows = fullRows(sql, keep);
  const results: RetrievedItem[] = keep.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toResult(row, scores.get(id) ?? 0)] : [];
  });
  return { results };
}

/**
 * The keyword and vector lists as one, by normalised score (src/search/fusion.ts): the keyword
 * side's scores are BM25 with the neighbours' loans, the vector side's the cosine of every row
 * the scan read, so a keyword hit brings its similarity along even below the vector top K. A
 * turn spoken by a person the query names adds the speaker share (src/search/speakers.ts).
 */
function fusedByScore(
  keyword: Retrieved,
  vector: Retrieved,
  weights: { vectorWeight: number; speakerWeight: number },
  query: string,
  byId: ReadonlyMap<number, Candidate>,
): number[] {
  const share = Math.min(1, weights.vectorWeight);
  const keywordScores = new Map(keyword.rows.map((row) => [row.id, keyword.scores.get(row.id) ?? 0]));
  const ids = [...keyword.rows, ...vector.rows].map((row) => row.id);
  const lists = [
    { scores: keywordScores, weight: 1 - share },
    { scores: vector.scores, weight: share },
  ];
  if (weights.speakerWeight > 0) lists.push({ scores: namedSpeakerScores(query, byId.values()), weight: weights.speakerWeight });
  return normalizedScoreFusion(lists, ids).map((f) => f.id);
}

/** Up to `limit` FTS rows of `expression`, best BM25 first. */
const ranked = (sql: SqlStorage, expression: string, limit: number) =>
  sql
    .exec<{ rowid: number; rank: number }>(
      `SELECT rowid, rank FROM search_fts WHERE search_fts MATCH ? ORDER BY rank LIMIT ?`,
      expression,
      limit,
    )
    .toArray();

/** How many rows `expression` matches, counted up to `cap` + 1 (postings read in rowid order, no ranking). */
const matchesUpTo = (sql: SqlStorage, expression: string, cap: number) =>
  sql
    .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM (SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT ?)`, expression, cap + 1)
    .one().n;

const termsExpression = (terms: string[]) => `{body context} : (${terms.map((t) => `"${t}"`).join(" OR ")})`;

/**
 * The best KEYWORD_POOL BM25 hits, reading at most a fixed number of FTS rows whatever the
 * user's size. FTS5 ranks every match before it keeps any, and BM25 counts each word's
 * matches: a word in most of a large user's turns made each query read all of them. So when
 * the query matches more than KEYWORD_SCAN rows, its rare words (each matching at most
 * KEYWORD_SCAN rows) are ranked by BM25 on their own, and the common words (idf near zero)
 * only add their newest matches after them, newest first.
 */
function keywordPool(sql: SqlStorage, expression: string): Array<{ rowid: number; rank: number }> {
  if (matchesUpTo(sql, expression, KEYWORD_SCAN) <= KEYWORD_SCAN) return ranked(sql, expression, KEYWORD_POOL);
  const terms = [...expression.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
  const rare = terms.filter((term) => matchesUpTo(sql, termsExpression([term]), KEYWORD_SCAN) <= KEYWORD_SCAN);
  const hits = rare.length === 0 ? [] : ranked(sql, termsExpression(rare), KEYWORD_POOL);
  const seen = new Set(hits.map((h) => h.rowid));
  const newest = sql
    .exec<{ rowid: number }>(`SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ?`, expression, KEYWORD_POOL)
    .toArray()
    .filter((row) => !seen.has(row.rowid))
    .map((row) => ({ rowid: row.rowid, rank: 0 }));
  return [...hits, ...newest].slice(0, KEYWORD_POOL);
}

/**
 * The keyword list: the pool's best rows passing the filters, then each turn re-ranked with the
 * BM25 scores of the turns beside it (search-neighbours.ts), the pool's scores lent as they are.
 */
function keywordCandidates(sql: SqlStorage, request: SearchQuery, filter: Filter, neighbourWeight: number): Retrieved {
  const none = { rows: [], scores: new Map<number, number>() };
  const expression = ftsExpression(request.query);
  if (!expression) return none;
  const pool = keywordPool(sql, expression);
  if (pool.length === 0) return none;
  const top = candidateCount(request.limit);
  const best = sql
    .exec<Candidate & { rank: number }>(
      `SELECT ${CANDIDATE_COLUMNS}, f.rank AS rank
       FROM (SELECT json_extract(value, '$[0]') AS rowid, json_extract(value, '$[1]') AS rank FROM json_each(?)) f
       JOIN search_docs d ON d.id = f.rowid
       WHERE ${filter.where}
       ORDER BY f.rank, d.id DESC LIMIT ?`,
      JSON.stringify(pool.map((p) => [p.rowid, p.rank])),
      ...filter.params,
      top,
    )
    .toArray();
  // FTS5's rank is the negated BM25 score: the best match has the lowest.
  const bm25 = new Map(pool.map((p) => [p.rowid, -p.rank]));
  return withNeighbours(sql, best, bm25, filter, neighbourWeight, top);
}

/**
 * The vector list: Vectorize's matches, or the local scan's best cosines. Only vectors of the
 * current embedder (`input.embedder`) count: while the sweep re-embeds an index after a
 * switch, older vectors are skipped, never compared with the query (src/search/reembed.ts).
 */
function vectorCandidates(sql: SqlStorage, input: UserSearchInput, filter: Filter, keyword: Candidate[]): Retrieved {
  const none = { rows: [], scores: new Map<number, number>() };
  const floor = Math.max(0, input.minSimilarity);
  const current = input.embedder === undefined ? "" : "AND d.embedder = ?";
  const currentParams = input.embedder === undefined ? [] : [input.embedder];
  if (input.vectorMatches !== null) {
    const similar = input.vectorMatches.filter((m) => m.score > floor);
    if (similar.length === 0) return none;
    const rows = sql
      .exec<Candidate & { vector_id: string }>(
        `SELECT ${CANDIDATE_COLUMNS}, d.vector_id FROM search_docs d
         WHERE d.vector_id IN (SELECT value FROM json_each(?)) AND ${filter.where} ${current}`,
        JSON.stringify(similar.map((m) => m.id)),
        ...filter.params,
        ...currentParams,
      )
      .toArray();
    const rank = new Map(similar.map((m, i) => [m.id, i]));
    const score = new Map(similar.map((m) => [m.id, m.score]));
    return {
      rows: rows.sort((a, b) => (rank.get(a.vector_id) ?? 0) - (rank.get(b.vector_id) ?? 0)),
      scores: new Map(rows.map((row) => [row.id, score.get(row.vector_id) ?? 0])),
    };
  }
  return localVectorScan(sql, input, filter, keyword, { top: candidateCount(input.request.limit), scan: VECTOR_SCAN });
}
