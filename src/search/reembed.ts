import { allDataShards } from "../db/shards";
import { userStub } from "../users/stub";
import { log } from "../lib/log";
import { embedderKey } from "./embedders";
import { vectorRecord, type Embedder, type VectorIndex } from "./vector-index";

/** The embedder and vector index (the indexer's IndexDeps): Vectorize, or null for the user objects' own vectors. */
interface IndexDeps {
  embedder: Embedder;
  vectors: VectorIndex | null;
}
import { quantise } from "./local-vector-index";
import type { FreshVector, StaleVector } from "./user-index-types";
import { vectorText } from "./vector-text";

/** Texts per embedder call (Workers AI takes 100 at most). */
const EMBED_CHUNK = 100;

export interface ReembedReport {
  /** Rows given the current embedder's vector in this run. */
  rows: number;
  /** Users whose index is now all the current embedder's. */
  users: number;
  /** The walk over every user is done for this embedder (nothing left to do until the next switch). */
  finished: boolean;
}

interface UserKey {
  tenant_id: string;
  user_id: string;
}

const after = (a: UserKey, b: UserKey) => a.tenant_id > b.tenant_id || (a.tenant_id === b.tenant_id && a.user_id > b.user_id);

/**
 * The next `limit` users after `cursor`, in (tenant, user) order: those with conversations (the
 * control database's registry) and those with stored memories only (each data shard).
 */
async function nextUsers(env: Env, cursor: UserKey, limit: number): Promise<UserKey[]> {
  const sources = [
    env.DB.prepare(
      `SELECT DISTINCT tenant_id, user_id FROM conversations WHERE tenant_id > ?1 OR (tenant_id = ?1 AND user_id > ?2)
       ORDER BY tenant_id, user_id LIMIT ?3`,
    ),
    ...allDataShards(env).map((shard) =>
      shard.db.prepare(
        `SELECT DISTINCT tenant_id, user_id FROM agent_memories WHERE tenant_id > ?1 OR (tenant_id = ?1 AND user_id > ?2)
         ORDER BY tenant_id, user_id LIMIT ?3`,
      ),
    ),
  ];
  const found = new Map<string, UserKey>();
  for (const statement of sources) {
    const { results } = await statement.bind(cursor.tenant_id, cursor.user_id, limit).all<UserKey>();
    for (const row of results) if (after(row, cursor)) found.set(`${row.tenant_id}\u0000${row.user_id}`, row);
  }
  return [...found.values()].sort((a, b) => (after(a, b) ? 1 : after(b, a) ? -1 : 0)).slice(0, limit);
}

/** New vectors for stale rows: into the row (local index) or Vectorize, then the rows marked. */
async function reembedRows(env: Env, user: UserKey, rows: StaleVector[], deps: IndexDeps, key: string): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += EMBED_CHUNK) {
    const chunk = rows.slice(i, i + EMBED_CHUNK);
    const embeddings = await deps.embedder.embed(chunk.map(vectorText));
    if (deps.vectors) {
      const owner = { tenantId: user.tenant_id, userId: user.user_id };
      await deps.vectors.upsert(chunk.map((row, j) => vectorRecord(row.vectorId, embeddings[j] ?? [], { ...row, ...owner })));
    }
    const fresh: FreshVector[] = chunk.map((row, j) => ({
      id: row.id,
      body: row.body,
      vector: deps.vectors ? null : quantise(embeddings[j] ?? []),
    }));
    written += await userStub(env, user.tenant_id, user.user_id).storeVectors(key, fresh);
  }
  return written;
}

/**
 * Up to `maxRows` of one user's rows whose vector is not the current embedder's (newest first)
 * re-embedded; `remaining`: how many such rows are left. The sweep's walk calls it, and so does
 * an index write that finds such rows (a user written by an isolate still on the old setting
 * after the walk passed them, rows moved in by the legacy backfill).
 */
export async function reembedUser(
  env: Env,
  user: { tenantId: string; userId: string },
  deps: IndexDeps,
  maxRows: number,
): Promise<{ rows: number; remaining: number }> {
  const key = embedderKey(deps.embedder);
  const { rows, remaining } = await userStub(env, user.tenantId, user.userId).staleVectors(key, maxRows);
  await reembedRows(env, { tenant_id: user.tenantId, user_id: user.userId }, rows, deps, key);
  return { rows: rows.length, remaining: remaining - rows.length };
}

/**
 * One sweep run's share of re-embedding after an embedder switch: users are walked in order
 * from the stored cursor, each user's stale rows (newest first) re-embedded, at most `maxRows`
 * rows per run. A user left unfinished keeps the cursor before it, so the next run resumes it.
 * Meanwhile search compares only the current embedder's vectors and keyword search answers in
 * full (durable-objects/user/search-query.ts): no window where search returns nothing.
 */
export async function reembedIndexes(env: Env, maxRows: number, deps: IndexDeps): Promise<ReembedReport> {
  const key = embedderKey(deps.embedder);
  const state = await env.DB.prepare(`SELECT tenant_id, user_id, finished_at FROM search_reembed WHERE embedder = ?`)
    .bind(key)
    .first<UserKey & { finished_at: string | null }>();
  if (state?.finished_at) return { rows: 0, users: 0, finished: true };
  let cursor: UserKey = state ?? { tenant_id: "", user_id: "" };
  const report: ReembedReport = { rows: 0, users: 0, finished: false };
  let budget = maxRows;
  const limit = Math.max(1, maxRows);
  const users = await nextUsers(env, cursor, limit);
  for (const user of users) {
    const { rows, remaining } = await reembedUser(env, { tenantId: user.tenant_id, userId: user.user_id }, deps, budget);
    report.rows += rows;
    budget -= rows;
    if (remaining > 0) break;
    report.users += 1;
    cursor = user;
    if (budget <= 0) break;
  }
  report.finished = report.users === users.length && users.length < limit;
  // Another embedder's walk is void once this one runs: switching back to it must walk again.
  await env.DB.prepare(`DELETE FROM search_reembed WHERE embedder != ?`).bind(key).run();
  await env.DB.prepare(
    `INSERT INTO search_reembed (embedder, tenant_id, user_id, finished_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (embedder) DO UPDATE SET tenant_id = excluded.tenant_id, user_id = excluded.user_id, finished_at = excluded.finished_at`,
  )
    .bind(key, cursor.tenant_id, cursor.user_id, report.finished ? new Date().toISOString() : null)
    .run();
  if (report.rows > 0 || report.finished) log("info", "search_reembedded", { embedder: key, ...report });
  return report;
}

/** Rows of an unrecorded embedder arrived (the legacy backfill moved some in): the next run walks every user again. */
export async function restartReembedding(env: Env): Promise<void> {
  await env.DB.prepare(`DELETE FROM search_reembed`).run();
}
