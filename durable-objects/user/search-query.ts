import type { RetrievedItem } from "../../src/search/query";
import type { SearchQuery } from "../../src/search/query";
import { timeHint } from "../../src/search/dates";
import { dropCovered, reciprocalRankFusion, RRF_K, type RankedList } from "../../src/search/fusion";
import { ftsExpression } from "../../src/search/keyword";
import { NEIGHBOUR_WEIGHT } from "../../src/search/neighbour-scores";
import { type FullRow, sourceKeys, toResult } from "../../src/search/results";
import type { UserSearchAnswer, UserSearchInput } from "../../src/search/user-index-types";
import { derivedSummary } from "./search-store";
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
  const light = input.vectorWeight < 1 / RRF_K;
  // A light vector list only orders ties and fills in behind the keyword hits: when keyword
  // search alone already fills the answer (with room for dropped duplicates), skip it.
  const filled = light && keyword.length >= 2 * request.limit;
  if (!filled && input.deferEmbedding) return { needsEmbedding: true };
  const vector = filled ? [] : vectorCandidates(sql, input, filter, keyword);
  const byId = new Map<number, Candidate>();
  for (const row of [...keyword, ...vector]) byId.set(row.id, row);
  const lists: RankedList[] = [{ ids: keyword.map((r) => r.id) }, { ids: vector.map((r) => r.id), weight: input.vectorWeight }];
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
function keywordCandidates(sql: SqlStorage, request: SearchQuery, filter: Filter, neighbourWeight: number): Candidate[] {
  const expression = ftsExpression(request.query);
  if (!expression) return [];
  const pool = keywordPool(sql, expression);
  if (pool.length === 0) return [];
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

function vectorCandidates(sql: SqlStorage, input: UserSearchInput, filter: Filter, keyword: Candidate[]): Candidate[] {
  const floor = Math.max(0, input.minSimilarity);
  const top = candidateCount(input.request.limit);
  if (input.vectorMatches !== null) {
    const similar = input.vectorMatches.filter((m) => m.score > floor);
    if (similar.length === 0) return [];
    const rows = sql
      .exec<Candidate & { vector_id: string }>(
        `SELECT ${CANDIDATE_COLUMNS}, d.vector_id FROM search_docs d
         WHERE d.vector_id IN (SELECT value FROM json_each(?)) AND ${filter.where}`,
        JSON.stringify(similar.map((m) => m.id)),
        ...filter.params,
      )
      .toArray();
    const rank = new Map(similar.map((m, i) => [m.id, i]));
    return rows.sort((a, b) => (rank.get(a.vector_id) ?? 0) - (rank.get(b.vector_id) ?? 0));
  }
  const query = input.embedding;
  if (!query || query.length === 0) return [];
  let queryNorm = 0;
  for (const x of query) queryNorm += x * x;
  queryNorm = Math.sqrt(queryNorm);
  if (queryNorm === 0) return [];
  const scored = new Map<number, { row: Candidate; score: number }>();
  const score = (row: Candidate & { vector: ArrayBuffer | null }) => {
    if (row.vector === null || scored.has(row.id)) return;
    const values = new Int8Array(row.vector);
    let dot = 0;
    let norm = 0;
    for (let i = 0; i < values.length; i += 1) {
      const v = values[i] ?? 0;
      dot += (query[i] ?? 0) * v;
      norm += v * v;
    }
    const cosine = norm === 0 ? 0 : dot / (queryNorm * Math.sqrt(norm));
    if (cosine > floor) scored.set(row.id, { row, score: cosine });
  };
  const newest = sql.exec<Candidate & { vector: ArrayBuffer | null }>(
    `SELECT ${CANDIDATE_COLUMNS}, d.vector FROM search_docs d WHERE d.vector IS NOT NULL AND ${filter.where} ORDER BY d.id DESC LIMIT ?`,
    ...filter.params,
    VECTOR_SCAN,
  );
  for (const row of newest) score(row);
  if (keyword.length > 0) {
    const cursor = sql.exec<Candidate & { vector: ArrayBuffer | null }>(
      `SELECT ${CANDIDATE_COLUMNS}, d.vector FROM search_docs d WHERE d.id IN (SELECT value FROM json_each(?))`,
      JSON.stringify(keyword.map((k) => k.id)),
    );
    for (const row of cursor) score(row);
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .slice(0, top)
    .map(({ row }) => row);
}

/** The chosen results in full; content and summary rebuilt where only a reference was stored. */
function fullRows(sql: SqlStorage, ids: number[]): Map<number, FullRow> {
  const rows = new Map<number, FullRow>();
  if (ids.length === 0) return rows;
  const cursor = sql.exec<Record<string, SqlStorageValue>>(
    `SELECT id, vector_id, kind, conversation_id, start_seq, end_seq, created_at, doc_key, memory_key, memory_id, memory_type, role, name,
            body, content, content_at, content_len, summary, metadata, token_count
     FROM search_docs WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
  );
  for (const raw of cursor) {
    const body = String(raw.body ?? "");
    const at = raw.content_at;
    const content =
      typeof raw.content === "string" ? raw.content : typeof at === "number" ? body.slice(at, at + Number(raw.content_len ?? 0)) : null;
    const row: FullRow = {
      id: Number(raw.id),
      vector_id: String(raw.vector_id),
      kind: String(raw.kind) as FullRow["kind"],
      conversation_id: raw.conversation_id === null ? null : String(raw.conversation_id),
      start_seq: raw.start_seq === null ? null : Number(raw.start_seq),
      end_seq: raw.end_seq === null ? null : Number(raw.end_seq),
      created_at: String(raw.created_at),
      doc_key: String(raw.doc_key),
      memory_key: raw.memory_key === null ? null : String(raw.memory_key),
      memory_id: raw.memory_id === null ? null : Number(raw.memory_id),
      memory_type: raw.memory_type === null ? null : String(raw.memory_type),
      role: raw.role === null ? null : String(raw.role),
      name: raw.name === null ? null : String(raw.name),
      content,
      summary: typeof raw.summary === "string" ? raw.summary : derivedSummary(body),
      metadata: String(raw.metadata ?? "{}"),
      token_count: Number(raw.token_count ?? 0),
    };
    rows.set(row.id, row);
  }
  return rows;
}
