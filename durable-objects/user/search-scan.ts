import type { UserSearchInput } from "../../src/search/user-index-types";
import { CANDIDATE_COLUMNS, type Candidate, type Filter } from "./search-neighbours";

/** A retriever's list, best first, with the score of every row it scored (more rows than it lists, for the vector side). */
export interface Retrieved {
  rows: Candidate[];
  scores: ReadonlyMap<number, number>;
}

interface ScannedRow extends Record<string, SqlStorageValue> {
  id: number;
  vector: ArrayBuffer | null;
}

/** Ids and vectors only: the candidate columns are read for the best few after. */
const SCAN_COLUMNS = "d.id, d.vector";

/**
 * The local vector list: the cosine of the query with the newest `bounds.scan` vectors that
 * pass the filters and with the keyword candidates', the best `bounds.top` first. Only vectors
 * of the current embedder count (`input.embedder`: src/search/reembed.ts).
 */
export function localVectorScan(
  sql: SqlStorage,
  input: UserSearchInput,
  filter: Filter,
  keyword: Candidate[],
  bounds: { top: number; scan: number },
): Retrieved {
  const none = { rows: [], scores: new Map<number, number>() };
  const floor = Math.max(0, input.minSimilarity);
  const { top, scan } = bounds;
  const current = input.embedder === undefined ? "" : "AND d.embedder = ?";
  const currentParams = input.embedder === undefined ? [] : [input.embedder];
  if (!input.embedding || input.embedding.length === 0) return none;
  // Unit length once, in a typed array: the scan's inner loop then reads no holes and divides once per row.
  const query = Float64Array.from(input.embedding);
  let queryNorm = 0;
  for (const x of query) queryNorm += x * x;
  if (queryNorm === 0) return none;
  const unit = 1 / Math.sqrt(queryNorm);
  for (let i = 0; i < query.length; i += 1) query[i] = (query[i] ?? 0) * unit;
  const dims = query.length;
  const cosines = new Map<number, number>();
  let scanned = 0;
  const score = (row: ScannedRow) => {
    scanned += 1;
    if (row.vector === null || cosines.has(row.id)) return;
    const values = new Int8Array(row.vector);
    const n = Math.min(dims, values.length);
    let dot = 0;
    let norm = 0;
    for (let i = 0; i < n; i += 1) {
      const v = values[i] as number;
      dot += (query[i] as number) * v;
      norm += v * v;
    }
    const cosine = norm === 0 ? 0 : dot / Math.sqrt(norm);
    if (cosine > floor) cosines.set(row.id, cosine);
  };
  const newest = sql.exec<ScannedRow>(
    `SELECT ${SCAN_COLUMNS} FROM search_docs d WHERE d.vector IS NOT NULL AND ${filter.where} ${current} ORDER BY d.id DESC LIMIT ?`,
    ...filter.params,
    ...currentParams,
    scan,
  );
  for (const row of newest) score(row);
  // Fewer rows than the scan's bound: it read every vector passing the filters, the keyword candidates' among them.
  if (keyword.length > 0 && scanned >= scan) {
    const cursor = sql.exec<ScannedRow>(
      `SELECT ${SCAN_COLUMNS} FROM search_docs d WHERE d.id IN (SELECT value FROM json_each(?)) ${current}`,
      JSON.stringify(keyword.map((k) => k.id)),
      ...currentParams,
    );
    for (const row of cursor) score(row);
  }
  const best = [...cosines.entries()]
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(0, top)
    .map(([id]) => id);
  const byId = new Map(
    sql
      .exec<Candidate>(
        `SELECT ${CANDIDATE_COLUMNS} FROM search_docs d WHERE d.id IN (SELECT value FROM json_each(?))`,
        JSON.stringify(best),
      )
      .toArray()
      .map((row) => [row.id, row]),
  );
  const rows = best.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, scores: cosines };
}
