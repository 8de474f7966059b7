import type { Principal } from "../db/api-keys";
import { moveLegacyOf } from "../db/legacy-move";
import { userShard } from "../db/shards";
import { database } from "../db/client";
import { conversationOwner } from "../db/conversations-registry";
import { userStub } from "../users/stub";
import { EngramError } from "../lib/errors";
import { log } from "../lib/log";
import { embedderFor, embedderKey, SearchConfigError } from "./embedders";
import { EmbedderError } from "./embedder-error";
import type { Embedder, VectorIndex } from "./vector-index";
import { vectorIndexFor } from "./vectors";
import { searchConfig } from "./config";
import { SearchRequestSchema, type RetrievedItem, type SearchQuery, type SearchRequest } from "./query";
import { RRF_K } from "./fusion";

/** Candidates each retriever contributes before fusion (Vectorize's topK tops out at 100). */
const candidateCount = (limit: number) => Math.min(100, Math.max(50, limit * 2));

export interface SearchDeps {
  embedder: Embedder;
  /** Vectorize in production; null when each user object holds its own vectors. */
  vectors: VectorIndex | null;
}

/** Which user a search may see: a user-limited key only its own, whatever the body says. */
export function searchUser(principal: Principal, requested: string | undefined): string | undefined {
  if (principal.userId === null) return requested;
  if (requested !== undefined && requested !== principal.userId) {
    throw new EngramError("forbidden", "this API key is limited to another user");
  }
  return principal.userId;
}

function parseSearchRequest(request: SearchRequest): SearchQuery {
  const parsed = SearchRequestSchema.safeParse(request);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new EngramError(
      "invalid_request",
      `invalid search: ${issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("; ")}`,
      issues,
    );
  }
  return parsed.data;
}

/**
 * The user whose index a search reads. Each user's index is its own object, so a search
 * without `user_id` under a tenant-wide key is scoped to the named conversation's owner, and
 * refused when no conversation is named: a tenant-wide scan would visit every user's object.
 * Null: the conversation is not registered (nothing to find).
 */
async function searchedUser(env: Env, principal: Principal, request: SearchQuery): Promise<string | null> {
  const userId = searchUser(principal, request.user_id);
  if (userId !== undefined) return userId;
  if (request.conversation_id === undefined) {
    throw new EngramError(
      "invalid_request",
      "user_id is required: a tenant-wide key searches one user's memories at a time (or name a conversation_id to search its owner's)",
    );
  }
  return conversationOwner(database(env.DB), { tenantId: principal.tenantId, conversationId: request.conversation_id });
}

/**
 * Hybrid search over one user's long-term memories, facts and conversation history: one call
 * to the user's object (durable-objects/user/search-query.ts), plus one Vectorize query
 * filtered by tenant and user when Vectorize holds the vectors. A memory counts only while its
 * agent_memories row is active and unexpired: a TTL or a delete takes effect at once, even
 * before its index job ran.
 */
export async function searchMemories(
  env: Env,
  principal: Principal,
  request: SearchRequest,
  deps: SearchDeps = searchDeps(env),
): Promise<{ results: RetrievedItem[] }> {
  const query = parseSearchRequest(request);
  const userId = await searchedUser(env, principal, query);
  if (userId === null) return { results: [] };
  return { results: await searchUserMemories(env, { tenantId: principal.tenantId, userId }, query, deps) };
}

/**
 * The search itself, for a user the caller has already authorized (the REST route and the MCP
 * tool through searchMemories, the context's retrieval directly with its conversation's owner).
 */
export async function searchUserMemories(
  env: Env,
  owner: { tenantId: string; userId: string },
  query: SearchQuery,
  deps: SearchDeps = searchDeps(env),
): Promise<RetrievedItem[]> {
  const { tenantId, userId } = owner;
  const stub = userStub(env, tenantId, userId);
  const config = searchConfig(env);
  const base = {
    request: query,
    vectorWeight: config.SEARCH_VECTOR_WEIGHT ?? deps.embedder.fusionWeight ?? 1,
    minSimilarity: deps.embedder.minSimilarity ?? 0,
    neighbourWeight: config.SEARCH_NEIGHBOUR_WEIGHT,
    speakerWeight: config.SEARCH_SPEAKER_WEIGHT,
    fusion: config.SEARCH_FUSION ?? deps.embedder.fusion ?? "rrf",
    embedder: embedderKey(deps.embedder),
  };
  let answer =
    base.fusion === "rrf" && base.vectorWeight < 1 / RRF_K
      ? await stub.searchIndex({ ...base, embedding: null, vectorMatches: null, deferEmbedding: true })
      : null;
  if (answer === null || "needsEmbedding" in answer) {
    const embedding = await queryEmbedding(deps.embedder, query.query);
    const vectorMatches = deps.vectors ? await vectorizeMatches(deps.vectors, embedding, tenantId, userId, query) : null;
    answer = await stub.searchIndex({ ...base, embedding: deps.vectors ? null : embedding, vectorMatches });
  }
  const results = "results" in answer ? answer.results : [];
  return liveMemoriesOnly(env, tenantId, userId, results);
}

/**
 * The configured embedder and vector index; a setting that cannot work (an unknown EMBEDDER,
 * dimensions the embedder does not make, a missing binding) is the deployment's fault, said
 * as such: not_configured (503) naming the setting, not a bare 500.
 */
export function searchDeps(env: Env): SearchDeps {
  try {
    return { embedder: embedderFor(env), vectors: vectorIndexFor(env) };
  } catch (error) {
    if (error instanceof SearchConfigError) throw new EngramError("not_configured", error.message);
    throw error;
  }
}

/** One Vectorize query, filtered by tenant and user (and by conversation, kind, time when asked). */
async function vectorizeMatches(
  vectors: VectorIndex,
  embedding: number[] | null,
  tenantId: string,
  userId: string,
  request: SearchQuery,
): Promise<Array<{ id: string; score: number }>> {
  if (!embedding) return [];
  const kinds = request.types ? [...new Set(request.types)] : [];
  return vectors.query(embedding, {
    topK: candidateCount(request.limit),
    filter: {
      tenantId,
      userId,
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
}

async function queryEmbedding(embedder: Embedder, query: string): Promise<number[] | null> {
  try {
    const [embedding] = await embedder.embed([query]);
    return embedding ?? null;
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    // Keyword search still answers; the vector half comes back with the embedder.
    log("warn", "search_vector_unavailable", { reason: error.message });
    return null;
  }
}

/** The memory results whose row, in the user's data shard, is still active and unexpired. */
async function liveMemoriesOnly(env: Env, tenantId: string, userId: string, results: RetrievedItem[]): Promise<RetrievedItem[]> {
  const keys = results.filter((r) => r.type === "memory").map((r) => r.key);
  if (keys.length === 0) return results;
  await moveLegacyOf(env, { tenantId, userId });
  const shard = await userShard(env, tenantId, userId);
  const { results: live } = await shard.db
    .prepare(
      `SELECT memory_key FROM agent_memories WHERE tenant_id = ? AND memory_key IN (SELECT value FROM json_each(?))
       AND is_active = 1 AND (expires_at IS NULL OR expires_at > ?)`,
    )
    .bind(tenantId, JSON.stringify(keys), new Date().toISOString())
    .all<{ memory_key: string }>();
  const alive = new Set(live.map((row) => row.memory_key));
  return results.filter((r) => r.type !== "memory" || alive.has(r.key));
}
