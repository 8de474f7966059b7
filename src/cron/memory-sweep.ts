import { conversationStub } from "../conversations/stub";
import { database, type Database } from "../db/client";
import { allDataShards } from "../db/shards";
import { linkOffloads, stalePendingMemories } from "../db/agent-memories";
import type { AgentMemoryRow } from "../db/schema";
import { log } from "../lib/log";
import { purgeAgentMemories } from "../lifecycle/purge";

/**
 * A pending row older than this belongs to a request that died (no request lives this long),
 * so the sweep may settle it without racing the request that wrote it.
 */
export const PENDING_GRACE_MS = 15 * 60 * 1000;
export const SWEEP_BATCH = 200;

export interface MemorySweepReport {
  linked: number;
  orphansRemoved: number;
  failures: number;
}

/**
 * The memory store's part of the cron (expiry is the sweep's own step, src/cron/sweep.ts):
 * settles pending writes. An offload whose placeholder made it into the conversation is
 * linked to that message; one whose append never happened is removed with its blob. Bounded
 * batches per data shard; one conversation failing does not stop the others.
 */
export async function sweepMemories(env: Env, now = Date.now()): Promise<MemorySweepReport> {
  const report: MemorySweepReport = { linked: 0, orphansRemoved: 0, failures: 0 };
  for (const shard of allDataShards(env)) await sweepShard(env, database(shard.db), now, report);
  log("info", "memory_sweep", { ...report });
  return report;
}

async function sweepShard(env: Env, db: Database, now: number, report: MemorySweepReport): Promise<void> {
  const pending = await stalePendingMemories(db, new Date(now - PENDING_GRACE_MS).toISOString(), SWEEP_BATCH);
  const groups = new Map<string, AgentMemoryRow[]>();
  const unowned: AgentMemoryRow[] = [];
  for (const row of pending) {
    if (row.origin !== "offload" || row.conversationId === null) {
      unowned.push(row);
      continue;
    }
    const group = `${row.tenantId}/${row.conversationId}`;
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  try {
    report.orphansRemoved += (await purgeAgentMemories(env, unowned)).memories;
  } catch (error) {
    report.failures += 1;
    log("error", "memory_sweep_failed", { stage: "pending_api", error: String(error) });
  }
  for (const rows of groups.values()) {
    const first = rows[0];
    if (!first?.conversationId) continue;
    try {
      const seqs = await conversationStub(env, first.tenantId, first.conversationId).findContentRefs(rows.map((row) => row.memoryKey));
      const links = rows.flatMap((row) =>
        seqs[row.memoryKey] === undefined ? [] : [{ key: row.memoryKey, seq: seqs[row.memoryKey] as number }],
      );
      await linkOffloads(db, links);
      report.linked += links.length;
      report.orphansRemoved += (
        await purgeAgentMemories(
          env,
          rows.filter((row) => seqs[row.memoryKey] === undefined),
        )
      ).memories;
    } catch (error) {
      report.failures += 1;
      log("error", "memory_sweep_failed", { stage: "pending_offload", conversationId: first.conversationId, error: String(error) });
    }
  }
}
