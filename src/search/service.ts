import type { Principal } from "../db/api-keys";
import { ApiError } from "../http/errors";
import { log } from "../lib/log";
import { embedderFor } from "./embedders";
import { EmbedderError } from "./embedder-error";
import type { Embedder, VectorIndex } from "./vector-index";
import { vectorIndexFor } from "./vectors";
import { SearchRequestSchema, type ParsedSearchRequest, type SearchRequest, type SearchResponse } from "../http/schemas/search";
import { searchConfig } from "./config";
import { timeHint } from "./dates";
import { dropCovered, reciprocalRankFusion, RRF_K, type RankedList } from "./fusion";
import { BM25_WEIGHTS, ftsExpression } from "./keyword";
import { type FullRow, sourceKeys, toResult } from "./results";
import { scopeTokens } from "./store";

/** Candidates each retriever contributes before fusion (Vectorize's topK tops out at 100). */
export const candidateCount = (limit: number) => Math.min(100, Math.max(50, limit * 2));
/** D1 binds at most 100 parameters per statement: id lists go in chunks. */
const ID_CHUNK = 80;

function chunks<T>(items: T[], size = ID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SearchDeps {
  embedder: Embedder;
  vectors: VectorIndex;
}

interface Candidate extends Record<string, unknown> {
  id: number;
  vector_id: string;
  kind: "message" | "summary" | "memory" | "fact";
  conversation_id: string | null;
  start_seq: number | null;
  end_seq: number | null;
  created_at: string;
}

const CANDIDATE_COLUMNS = "d.id, d.vector_id, d.kind, d.conversation_id, d.start_seq, d.end_seq, d.created_at";

/** The caller's scope as SQL over search_docs `d`; every query of a search goes through it. */
function scopeFilter(tenantId: string, userId: string | undefined, request: ParsedSearchRequest) {
  const clauses = ["d.tenant_id = ?"];
  const params: Array<string | number> = [tenantId];
  if (userId !== undefined) {
    clauses.push("d.user_id = ?");
    params.push(userId);
  }
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

/** Which user a search may see: a user-limited key only its own, whatever the body says. */
export function searchUser(principal: Principal, requested: string | undefined): string | undefined {
  if (principal.userId === null) return requested;
  if (requested !== undefined && requested !== principal.userId) {
    throw new ApiError(403, "forbidden", "this API key is limited to another user");
  }
  return principal.userId;
}

export function parseSearchRequest(request: SearchRequest): ParsedSearchRequest {
  const parsed = SearchRequestSchema.safeParse(request);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new ApiError(
      400,
      "invalid_request",
      `invalid search: ${issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("; ")}`,
      issues,
    );
  }
  return parsed.data;
}

/**
 * Hybrid search over long-term memories and conversation history (messages, summaries):
 * BM25 over FTS5 and vector similarity, fused by reciprocal rank, with dates named in the
 * query ranking matching results up, and results whose turns are already covered dropped.
 * Scope (tenant, user) is applied in SQL on every path, whatever the vector index returns.
 */
export async function searchMemories(
  env: Env,
  principal: Principal,
  request: SearchRequest,
  deps: SearchDeps = { embedder: embedderFor(env), vectors: vectorIndexFor(env) },
): Promise<SearchResponse> {
  const parsed = parseSearchRequest(request);
  const userId = searchUser(principal, parsed.user_id);
  const filter = scopeFilter(principal.tenantId, userId, parsed);
  const vectorWeight = searchConfig(env).SEARCH_VECTOR_WEIGHT ?? deps.embedder.fusionWeight ?? 1;
  let keyword: Candidate[];
  let vector: Candidate[];
  if (vectorWeight >= 1 / RRF_K) {
    [keyword, vector] = await Promise.all([
      keywordCandidates(env.DB, principal.tenantId, userId, parsed, filter),
      vectorCandidates(env.DB, principal.tenantId, userId, parsed, filter, deps),
    ]);
  } else {
    // A light vector list only orders ties and fills in behind the keyword hits: when keyword
    // search alone already fills the answer (with room for dropped duplicates), skip it.
    keyword = await keywordCandidates(env.DB, principal.tenantId, userId, parsed, filter);
    vector = keyword.length >= 2 * parsed.limit ? [] : await vectorCandidates(env.DB, principal.tenantId, userId, parsed, filter, deps);
  }
  const byId = new Map<number, Candidate>();
  for (const row of [...keyword, ...vector]) byId.set(row.id, row);
  const lists: RankedList[] = [{ ids: keyword.map((r) => r.id) }, { ids: vector.map((r) => r.id), weight: vectorWeight }];
  const hint = timeHint(parsed.query);
  if (hint) {
    // Candidates dated inside the named period, in their best single-list order.
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
    parsed.limit,
  );
  const rows = await fullRows(env.DB, principal.tenantId, keep);
  return {
    results: keep.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toResult(row, scores.get(id) ?? 0)] : [];
    }),
  };
}

async function keywordCandidates(
  db: D1Database,
  tenantId: string,
  userId: string | undefined,
  request: ParsedSearchRequest,
  filter: { where: string; params: Array<string | number> },
): Promise<Candidate[]> {
  const expression = ftsExpression(request.query, await scopeTokens(tenantId, userId));
  if (!expression) return [];
  const { results } = await db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS}, bm25(search_fts, ${BM25_WEIGHTS.body}, ${BM25_WEIGHTS.context}, ${BM25_WEIGHTS.scope}) AS rank
       FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
       WHERE search_fts MATCH ? AND ${filter.where}
       ORDER BY rank LIMIT ?`,
    )
    .bind(expression, ...filter.params, candidateCount(request.limit))
    .all<Candidate>();
  return results;
}

async function vectorCandidates(
  db: D1Database,
  tenantId: string,
  userId: string | undefined,
  request: ParsedSearchRequest,
  filter: { where: string; params: Array<string | number> },
  deps: SearchDeps,
): Promise<Candidate[]> {
  let embedding: number[] | undefined;
  try {
    [embedding] = await deps.embedder.embed([request.query]);
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    // Keyword search still answers; the vector half comes back with the embedder.
    log("warn", "search_vector_unavailable", { reason: error.message });
    return [];
  }
  if (!embedding) return [];
  const kinds = request.types ? [...new Set(request.types)] : [];
  const matches = await deps.vectors.query(embedding, {
    topK: candidateCount(request.limit),
    filter: {
      tenantId,
      ...(userId === undefined ? {} : { userId }),
      ...(request.conversation_id === undefined ? {} : { conversationId: request.conversation_id }),
      ...(kinds.length === 1 && kinds[0] ? { kind: kinds[0] } : {}),
    },
    ...(request.time_range
      ? {
          timeRange: {
            ...(request.time_range.from ? { from: new Date(request.time_range.from).toISOString() } : {}),
            ...(request.time_range.to ? { to: new Date(request.time_range.to).toISOString() } : {}),
          },
        }
      : {}),
  });
  // A match the embedder calls noise (for any embedder: a cosine of 0 or less) gets no vote.
  const floor = Math.max(0, deps.embedder.minSimilarity ?? 0);
  const similar = matches.filter((m) => m.score > floor);
  if (similar.length === 0) return [];
  const results: Candidate[] = [];
  for (const chunk of chunks(similar)) {
    const page = await db
      .prepare(
        `SELECT ${CANDIDATE_COLUMNS} FROM search_docs d
         WHERE d.vector_id IN (${chunk.map(() => "?").join(", ")}) AND ${filter.where}`,
      )
      .bind(...chunk.map((m) => m.id), ...filter.params)
      .all<Candidate>();
    results.push(...page.results);
  }
  const rank = new Map(similar.map((m, i) => [m.id, i]));
  return results.sort((a, b) => (rank.get(a.vector_id) ?? 0) - (rank.get(b.vector_id) ?? 0));
}

/**
 * The chosen results in full. A memory counts only while its agent_memories row is active and
 * unexpired: a TTL or a delete takes effect at once, even before its index job ran.
 */
async function fullRows(db: D1Database, tenantId: string, ids: number[]): Promise<Map<number, FullRow>> {
  const rows = new Map<number, FullRow>();
  const now = new Date().toISOString();
  for (const chunk of chunks(ids)) {
    const { results } = await db
      .prepare(
        `SELECT d.id, d.vector_id, d.kind, d.conversation_id, d.start_seq, d.end_seq, d.created_at, d.doc_key, d.memory_key,
                d.memory_id, d.memory_type, d.role, d.name, d.content, d.summary, d.metadata, d.token_count
         FROM search_docs d
         LEFT JOIN agent_memories m ON d.kind = 'memory' AND m.tenant_id = d.tenant_id AND m.memory_key = d.memory_key
         WHERE d.tenant_id = ? AND d.id IN (${chunk.map(() => "?").join(", ")})
           AND (d.kind != 'memory' OR (m.memory_key IS NOT NULL AND m.is_active = 1 AND (m.expires_at IS NULL OR m.expires_at > ?)))`,
      )
      .bind(tenantId, ...chunk, now)
      .all<FullRow>();
    for (const row of results) rows.set(row.id, row);
  }
  return rows;
}
