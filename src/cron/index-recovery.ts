import { conversationStub } from "../conversations/stub";
import type { Database } from "../db/client";
import { clearIndexFailure, listIndexFailures } from "../db/conversations-registry";
import { clearIndexWatch, listIndexWatches } from "../db/index-watch";

/*
 * The sweep's part in search indexing: messages an index job left unconfirmed are sent again,
 * whether the job was given up on (the failure flag) or stalled without a word (the index
 * watch: lost, dead-lettered, or the service killed with it).
 */

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A conversation the recovery could not reach, and why (the sweep records it, the next run retries). */
interface RecoveryError {
  item: string;
  error: string;
}

/** Both recoveries of one sweep run: how many conversations had messages sent again, and the failures. */
export async function recoverIndexing(
  env: Env,
  db: Database,
  review: { now: number; afterMs: number },
  batch: number,
): Promise<{ done: number; errors: RecoveryError[] }> {
  const errors: RecoveryError[] = [];
  const done = (await recoverFailedIndexing(env, db, batch, errors)) + (await recoverStalledIndexing(env, db, review, batch, errors));
  return { done, errors };
}

/**
 * Conversations flagged by a given-up index job: their object re-sends every message not
 * confirmed indexed, and the flag is cleared (a failing resend flags it again).
 */
async function recoverFailedIndexing(env: Env, db: Database, batch: number, errors: RecoveryError[]): Promise<number> {
  let done = 0;
  for (const row of await listIndexFailures(db, batch)) {
    try {
      if ((await conversationStub(env, row.tenantId, row.conversationId).recoverIndexing()).sent) done += 1;
      await clearIndexFailure(db, row, row.at);
    } catch (error) {
      errors.push({ item: `${row.tenantId}/${row.conversationId}`, error: describe(error) });
    }
  }
  return done;
}

/**
 * Conversations whose index watch (src/db/index-watch.ts) is older than `afterMs`: each object
 * re-sends what waited that long unconfirmed, or, all indexed, has its watch cleared. Oldest
 * first, so a backlog drains over runs.
 */
async function recoverStalledIndexing(
  env: Env,
  db: Database,
  review: { now: number; afterMs: number },
  batch: number,
  errors: RecoveryError[],
): Promise<number> {
  let done = 0;
  for (const row of await listIndexWatches(db, new Date(review.now - review.afterMs).toISOString(), batch)) {
    try {
      const outcome = await conversationStub(env, row.tenantId, row.conversationId).recoverIndexing(review);
      if (outcome.sent) done += 1;
      if (outcome.settled) await clearIndexWatch(db, row, row.at);
    } catch (error) {
      errors.push({ item: `${row.tenantId}/${row.conversationId}`, error: describe(error) });
    }
  }
  return done;
}
