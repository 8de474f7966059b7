import { and, eq } from "drizzle-orm";
import { database } from "../db/client";
import { retireVersions } from "../db/memory-archive";
import { moveLegacyOf } from "../db/legacy-move";
import { memory } from "../db/schema";
import { serviceConfig } from "../lib/config";
import { appendToArchive, ArchivedVersionSchema, type ArchivedVersion } from "../summaries/archive";
import type { ConversationKey } from "../conversations/key";
import { versionsToArchive, type ChainRowHead } from "../summaries/prune-rule";

/** Versions one conversation archives per run: a long backlog spreads over runs. */
const MAX_VERSIONS_PER_RUN = 500;

export interface PruneResult {
  archived: number;
  more: boolean;
  errors: Array<{ item: string; error: string }>;
}

interface Candidate extends ConversationKey {
  keep: number;
  failedDays: number;
}

/**
 * Conversations whose chain holds more completed versions than their tenant keeps, or a failed
 * row older than the tenant's window, grouped over the (tenant, conversation, status) index.
 * The tenants' overrides travel as a JSON parameter rather than a join: tenant settings live in
 * the control database, the chain rows in a data shard.
 */
async function candidates(db: D1Database, policies: TenantPolicies, now: Date, limit: number): Promise<Candidate[]> {
  const keep = `COALESCE(json_extract(?1, '$."' || m.tenant_id || '"[0]'), ?2)`;
  const days = `COALESCE(json_extract(?1, '$."' || m.tenant_id || '"[1]'), ?3)`;
  const { results } = await db
    .prepare(
      `SELECT m.tenant_id, m.conversation_id, ${keep} AS keep, ${days} AS failed_days
       FROM memory m
       WHERE m.status IN ('completed', 'failed')
       GROUP BY m.tenant_id, m.conversation_id
       HAVING SUM(m.status = 'completed') > ${keep}
           OR SUM(m.status = 'failed' AND m.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', ?4, '-' || ${days} || ' days')) > 0
       LIMIT ?5`,
    )
    .bind(JSON.stringify(policies.overrides), policies.keepVersions, policies.failedKeepDays, now.toISOString(), limit)
    .all<{ tenant_id: string; conversation_id: string; keep: number; failed_days: number }>();
  return results.map((row) => ({
    tenantId: row.tenant_id,
    conversationId: row.conversation_id,
    keep: row.keep,
    failedDays: row.failed_days,
  }));
}

/** The deployment defaults and each tenant's overrides ([keep, days], null = default). */
export interface TenantPolicies {
  keepVersions: number;
  failedKeepDays: number;
  overrides: Record<string, [number | null, number | null]>;
}

export async function tenantPolicies(env: Env): Promise<TenantPolicies> {
  const config = serviceConfig(env);
  const { results } = await env.DB.prepare(
    `SELECT tenant_id, summary_keep_versions, summary_failed_keep_days FROM tenant_settings
     WHERE summary_keep_versions IS NOT NULL OR summary_failed_keep_days IS NOT NULL`,
  ).all<{ tenant_id: string; summary_keep_versions: number | null; summary_failed_keep_days: number | null }>();
  return {
    keepVersions: config.SUMMARY_KEEP_VERSIONS,
    failedKeepDays: config.SUMMARY_FAILED_KEEP_DAYS,
    overrides: Object.fromEntries(results.map((row) => [row.tenant_id, [row.summary_keep_versions, row.summary_failed_keep_days]])),
  };
}

/** The archive lines of the versions `ids` of one conversation, ascending by id. */
async function archivedVersions(db: D1Database, key: ConversationKey, ids: number[], archivedAt: string): Promise<ArchivedVersion[]> {
  const { results } = await db
    .prepare(
      `SELECT memory_id, tenant_id, conversation_id, user_id, memory_text, start_sequence, end_sequence, base_memory_id, status, error,
              generation_time_ms, created_at, completed_at, ?1 AS archived_at
       FROM memory WHERE tenant_id = ?2 AND conversation_id = ?3 AND memory_id IN (SELECT value FROM json_each(?4))
       ORDER BY memory_id`,
    )
    .bind(archivedAt, key.tenantId, key.conversationId, JSON.stringify(ids))
    .all();
  return ArchivedVersionSchema.array().parse(results);
}

/**
 * Archives one conversation's old versions: R2 first, then the D1 rows go (crash-safe order).
 * Its rows still in the control database move to the shard first: they are archived with the
 * others, and the legacy roll-up is in place before this one adds to it.
 */
async function pruneConversation(env: Env, db: D1Database, candidate: Candidate, now: Date): Promise<{ archived: number; more: boolean }> {
  await moveLegacyOf(env, { tenantId: candidate.tenantId, conversationId: candidate.conversationId });
  const heads = await database(db)
    .select({ memoryId: memory.memoryId, status: memory.status, endSequence: memory.endSequence, createdAt: memory.createdAt })
    .from(memory)
    .where(and(eq(memory.tenantId, candidate.tenantId), eq(memory.conversationId, candidate.conversationId)));
  const ids = versionsToArchive(
    heads satisfies ChainRowHead[],
    { keepVersions: candidate.keep, failedKeepDays: candidate.failedDays },
    now.getTime(),
  );
  const batch = ids.slice(0, MAX_VERSIONS_PER_RUN);
  if (batch.length === 0) return { archived: 0, more: false };
  const archivedAt = now.toISOString();
  const versions = await archivedVersions(db, candidate, batch, archivedAt);
  if (!(await appendToArchive(env.BLOBS, candidate, versions))) {
    throw new Error("the archive changed during the write; retried next run");
  }
  const archived = await retireVersions(
    db,
    candidate,
    versions.map((version) => version.memory_id),
    archivedAt,
  );
  return { archived, more: ids.length > batch.length };
}

/**
 * The sweep's summary-chain pruning over one data shard. Idempotent: the
 * archive skips lines it holds, and the roll-up counts only rows its own transaction deleted.
 */
export async function pruneSummaryChains(
  env: Env,
  db: D1Database,
  policies: TenantPolicies,
  now: Date,
  batch: number,
): Promise<PruneResult> {
  const found = await candidates(db, policies, now, batch + 1);
  const result: PruneResult = { archived: 0, more: found.length > batch, errors: [] };
  for (const candidate of found.slice(0, batch)) {
    try {
      const done = await pruneConversation(env, db, candidate, now);
      result.archived += done.archived;
      result.more ||= done.more;
    } catch (error) {
      result.errors.push({
        item: `${candidate.tenantId}/${candidate.conversationId}`,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    }
  }
  return result;
}
