import { and, asc, eq, isNotNull, lte, lt, sql } from "drizzle-orm";
import { conversationStub, systemScope } from "../conversations/stub";
import { database, type Database } from "../db/client";
import { listInactiveConversations } from "../db/conversations-registry";
import { recoverIndexing } from "./index-recovery";
import { failIfProcessing } from "../summaries/chain";
import { agentMemories, memory, sweepRuns } from "../db/schema";
import { serviceConfig } from "../lib/config";
import { log } from "../lib/log";
import { purgeAgentMemories, purgeConversation } from "../lifecycle/purge";
import { memoryRefColumns } from "../db/agent-memories";
import { moveLegacyUserRows } from "../db/legacy-move";
import { allDataShards, type DataShard } from "../db/shards";
import type { z } from "zod";
import { SweepRunSchema } from "./sweep-runs";
import { pruneSummaryChains, tenantPolicies } from "./chain-prune";
import { housekeeping } from "./housekeeping";
import { sweepMemories } from "./memory-sweep";
import { moveLegacySearchDocs } from "../search/legacy-backfill";
import { rollUpUsage } from "../usage/sweep";
import { userStub } from "../users/stub";
import { indexDeps } from "../search/indexer";
import { reembedIndexes, restartReembedding } from "../search/reembed";

/** Rows re-embedded per sweep run after an embedder switch, per SWEEP_BATCH_SIZE (src/search/reembed.ts). */
const REEMBED_ROWS_PER_BATCH = 5;

export interface SweepError {
  action: "expire_memory" | "fail_job" | "retention" | "housekeeping" | "reindex" | "archive_summaries" | "usage_rollup";
  item: string;
  error: string;
}

export interface SweepReport {
  cron: string | null;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  expiredMemories: number;
  failedJobs: number;
  purgedConversations: number;
  deletedMessages: number;
  housekeepingRows: number;
  /** Conversations whose messages not confirmed indexed were sent to the indexer again. */
  reindexedConversations: number;
  /** Old summary versions moved from D1 to the R2 archive. */
  archivedSummaries: number;
  /** Conversation and user objects whose usage counters were added to D1 (logged, not in sweep_runs). */
  usageRollups: number;
  errors: SweepError[];
  /** Which actions had more work than one batch: the next run continues them. */
  backlog: { expiredMemories: boolean; stuckJobs: boolean; inactiveConversations: boolean };
}

const MAX_RECORDED_ERRORS = 50;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The cron sweep. Each action takes at most SWEEP_BATCH_SIZE items per run, so a backlog
 * spreads over runs instead of exceeding a Worker's limits; a failing item is recorded and
 * the rest go on; every action is idempotent, so a second run over the same state changes
 * nothing. `now` is the controller's scheduled time.
 */
export async function runSweep(env: Env, input: { now: Date; cron: string | null }): Promise<SweepReport> {
  const started = Date.now();
  const config = serviceConfig(env);
  const db = database(env.DB);
  const errors: SweepError[] = [];
  const batch = config.SWEEP_BATCH_SIZE;

  let housekeepingRows = 0;
  // Rows from before the data shards go to their shard first, so this run's actions see them.
  try {
    housekeepingRows += await moveLegacyUserRows(env, batch);
  } catch (error) {
    errors.push({ action: "housekeeping", item: "legacy user rows", error: describe(error) });
  }
  const shards = allDataShards(env);
  const expired = await eachShard(shards, (shard) => expireMemories(env, shard, input.now, batch, errors));
  const stuckBefore = new Date(input.now.getTime() - config.STUCK_JOB_SECONDS * 1000);
  const stuck = await eachShard(shards, (shard) => failStuckJobs(env, shard, stuckBefore, batch, errors));
  const retention = await applyRetention(env, db, input.now, batch, errors);
  // After retention: a purged conversation hands its last usage itself (src/lifecycle/purge.ts).
  const usage = await rollUpUsage(
    env,
    { conversation: (row) => conversationStub(env, row.tenantId, row.conversationId), user: (t, u) => userStub(env, t, u) },
    input.now,
    batch,
  ).catch((error: unknown) => ({ rolledUp: 0, more: false, errors: [{ item: "-", error: describe(error) }] }));
  for (const failure of usage.errors) errors.push({ action: "usage_rollup", ...failure });
  const recovery = await recoverIndexing(env, db, { now: input.now.getTime(), afterMs: config.INDEX_RECOVER_AFTER_SECONDS * 1000 }, batch);
  for (const failure of recovery.errors) errors.push({ action: "reindex", ...failure });
  const reindexed = recovery.done;
  const policies = await tenantPolicies(env);
  let archived = 0;
  for (const shard of shards) {
    const pruned = await pruneSummaryChains(env, shard.db, policies, input.now, batch);
    archived += pruned.archived;
    for (const failure of pruned.errors) errors.push({ action: "archive_summaries", ...failure });
  }
  try {
    housekeepingRows += await housekeeping(env, input.now, batch);
  } catch (error) {
    errors.push({ action: "housekeeping", item: "-", error: describe(error) });
  }
  // Offload and store writes a dead request left pending: linked to their message or removed.
  const pending = await sweepMemories(env, input.now.getTime());
  housekeepingRows += pending.linked + pending.orphansRemoved;
  if (pending.failures > 0) errors.push({ action: "housekeeping", item: "pending memories", error: `${pending.failures} group(s) failed` });
  // The old D1 search index, moved into the user objects one batch per run until it is empty.
  try {
    const { moved } = await moveLegacySearchDocs(env, batch);
    housekeepingRows += moved;
    if (moved > 0) await restartReembedding(env);
  } catch (error) {
    errors.push({ action: "housekeeping", item: "legacy search index", error: describe(error) });
  }
  // After an embedder switch: the users' indexes re-embedded a bounded number of rows per run.
  try {
    housekeepingRows += (await reembedIndexes(env, batch * REEMBED_ROWS_PER_BATCH, indexDeps(env))).rows;
  } catch (error) {
    errors.push({ action: "reindex", item: "re-embedding", error: describe(error) });
  }

  const finished = Date.now();
  const report: SweepReport = {
    cron: input.cron,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(finished).toISOString(),
    durationMs: finished - started,
    expiredMemories: expired.done,
    failedJobs: stuck.done,
    purgedConversations: retention.done,
    deletedMessages: retention.messages,
    housekeepingRows,
    reindexedConversations: reindexed,
    archivedSummaries: archived,
    usageRollups: usage.rolledUp,
    errors,
    backlog: { expiredMemories: expired.more, stuckJobs: stuck.more, inactiveConversations: retention.more },
  };
  await db.insert(sweepRuns).values({
    cron: report.cron,
    startedAt: report.startedAt,
    finishedAt: report.finishedAt,
    durationMs: report.durationMs,
    expiredMemories: report.expiredMemories,
    failedJobs: report.failedJobs,
    purgedConversations: report.purgedConversations,
    deletedMessages: report.deletedMessages,
    housekeepingRows: report.housekeepingRows,
    archivedSummaries: report.archivedSummaries,
    errorCount: errors.length,
    errors: JSON.stringify(errors.slice(0, MAX_RECORDED_ERRORS)),
    backlog: JSON.stringify(report.backlog),
  });
  log(errors.length > 0 ? "warn" : "info", "sweep_finished", { ...report, errors: errors.length });
  return report;
}

/** A per-shard action over every shard: the items done, and whether any shard has more. */
async function eachShard(shards: DataShard[], action: (shard: DataShard) => Promise<{ done: number; more: boolean }>) {
  const total = { done: 0, more: false };
  for (const shard of shards) {
    const result = await action(shard);
    total.done += result.done;
    total.more ||= result.more;
  }
  return total;
}

/** Memories past their TTL in one shard, from the vector index, R2 and D1 together (rows last). */
async function expireMemories(env: Env, shard: DataShard, now: Date, batch: number, errors: SweepError[]) {
  const rows = await database(shard.db)
    .select(memoryRefColumns)
    .from(agentMemories)
    .where(and(isNotNull(agentMemories.expiresAt), lte(agentMemories.expiresAt, now.toISOString())))
    .orderBy(asc(agentMemories.expiresAt))
    .limit(batch + 1);
  const items = rows.slice(0, batch);
  let done = 0;
  try {
    done = (await purgeAgentMemories(env, items)).memories;
  } catch {
    // One bad item must not hold back the others: retry them one by one to find it.
    for (const item of items) {
      try {
        done += (await purgeAgentMemories(env, [item])).memories;
      } catch (error) {
        errors.push({ action: "expire_memory", item: item.memoryKey, error: describe(error) });
      }
    }
  }
  return { done, more: rows.length > batch };
}

/** Seed 002's stuck-job query in one shard, acted upon: D1 records the failure, then the object learns it. */
async function failStuckJobs(env: Env, shard: DataShard, createdBefore: Date, batch: number, errors: SweepError[]) {
  const db = database(shard.db);
  const rows = await db
    .select({ memoryId: memory.memoryId, tenantId: memory.tenantId, conversationId: memory.conversationId, createdAt: memory.createdAt })
    .from(memory)
    .where(and(eq(memory.status, "processing"), lt(memory.createdAt, createdBefore.toISOString())))
    .orderBy(asc(memory.createdAt))
    .limit(batch + 1);
  let done = 0;
  for (const row of rows.slice(0, batch)) {
    try {
      if (await failIfProcessing(db, row.memoryId, `stuck in processing since ${row.createdAt}; failed by the cron sweep`)) {
        done += 1;
        await conversationStub(env, row.tenantId, row.conversationId).failJob(row.memoryId);
      }
    } catch (error) {
      errors.push({ action: "fail_job", item: String(row.memoryId), error: describe(error) });
    }
  }
  return { done, more: rows.length > batch };
}

/** Conversations inactive for longer than their tenant's retention, deleted from every store. */
async function applyRetention(env: Env, db: Database, now: Date, batch: number, errors: SweepError[]) {
  const rows = await listInactiveConversations(db, { now, defaultDays: serviceConfig(env).RETENTION_DAYS, limit: batch + 1 });
  let done = 0;
  let messages = 0;
  for (const row of rows.slice(0, batch)) {
    try {
      const { outcome, counts } = await purgeConversation(
        env,
        { ...systemScope(row), registeredCreatedAt: row.createdAt },
        { inactiveBefore: now.getTime() - row.retentionDays * 86_400_000 },
      );
      if (outcome.purged) done += 1;
      messages += counts.messages;
    } catch (error) {
      errors.push({ action: "retention", item: `${row.tenantId}/${row.conversationId}`, error: describe(error) });
    }
  }
  return { done, messages, more: rows.length > batch };
}

/** Sweep records for the admin route, newest first. */
export async function listSweepRuns(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(sweepRuns)
    .orderBy(sql`${sweepRuns.id} DESC`)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    cron: row.cron,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
    duration_ms: row.durationMs,
    expired_memories: row.expiredMemories,
    failed_jobs: row.failedJobs,
    purged_conversations: row.purgedConversations,
    deleted_messages: row.deletedMessages,
    housekeeping_rows: row.housekeepingRows,
    archived_summaries: row.archivedSummaries,
    error_count: row.errorCount,
    errors: parseJson(row.errors, SweepRunSchema.shape.errors, []),
    backlog: parseJson(row.backlog, SweepRunSchema.shape.backlog, {
      expiredMemories: false,
      stuckJobs: false,
      inactiveConversations: false,
    }),
  }));
}

function parseJson<S extends z.ZodType>(text: string, schema: S, fallback: z.infer<S>): z.infer<S> {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
