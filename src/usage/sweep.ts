import { database } from "../db/client";
import { serviceConfig } from "../lib/config";
import { dueConversations, markRolledUp, pruneRollupLedger, rollUp, type DueConversation, type UsageSource } from "./rollup";

/** The objects the rollup reads (the sweep hands their stubs). */
export interface UsageObjects {
  conversation(row: DueConversation): UsageSource;
  user(tenantId: string, userId: string): UsageSource;
}

export interface UsageRollupReport {
  /** Objects whose counters were added to D1 in this run. */
  rolledUp: number;
  /** More conversations were due than one batch: the next run continues. */
  more: boolean;
  errors: Array<{ item: string; error: string }>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The sweep's usage action: up to `batch` due conversations (src/usage/rollup.ts says which)
 * and the users they belong to (whose objects hold the usage of the jobs done for the user)
 * hand what they counted since the last run; D1 adds it to the tenant's days. A failing object
 * is recorded and skipped, and stays due.
 */
export async function rollUpUsage(env: Env, objects: UsageObjects, now: Date, batch: number): Promise<UsageRollupReport> {
  const db = database(env.DB);
  const nowIso = now.toISOString();
  const config = serviceConfig(env);
  const graceSeconds = config.CONVERSATION_ACTIVITY_INTERVAL_SECONDS + config.STUCK_JOB_SECONDS;
  const rows = await dueConversations(db, { now, graceSeconds, limit: batch + 1 });
  const report: UsageRollupReport = { rolledUp: 0, more: rows.length > batch, errors: [] };
  const users = new Map<string, { tenantId: string; userId: string }>();
  for (const row of rows.slice(0, batch)) {
    users.set(`${row.tenantId}/${row.userId}`, { tenantId: row.tenantId, userId: row.userId });
    try {
      if ((await rollUp(env.DB, objects.conversation(row), nowIso)) > 0) report.rolledUp += 1;
      await markRolledUp(db, row, nowIso);
    } catch (error) {
      report.errors.push({ item: `${row.tenantId}/${row.conversationId}`, error: describe(error) });
    }
  }
  for (const [item, user] of users) {
    try {
      if ((await rollUp(env.DB, objects.user(user.tenantId, user.userId), nowIso)) > 0) report.rolledUp += 1;
    } catch (error) {
      report.errors.push({ item: `user ${item}`, error: describe(error) });
    }
  }
  await pruneRollupLedger(db, now);
  return report;
}
