import { ledgerCounters, readCounters, validCounters, type UsageReport } from "../../src/usage/counters";
import type { RollupBatch } from "../../src/usage/rollup";
import type { ConversationCore } from "./core";

/**
 * The conversation object's usage (its counters are in core.usage; appends count inside their
 * own transaction, durable-objects/conversation/append.ts). A read is measured against the
 * previous read and the history the object holds now. The caller checked the scope.
 */
export function recordUsage(core: ConversationCore, report: UsageReport, now: number): void {
  core.ctx.storage.transactionSync(() => {
    const spend = validCounters(ledgerCounters(report.ledger));
    if (!report.read) return core.usage.add(now, spend);
    const history = core.meta.get("totalTokens") ?? 0;
    core.usage.add(now, { ...readCounters(report.read, history, core.usage.lastRead()), ...spend });
    core.usage.setLastRead({ servedTokens: report.read.servedTokens, historyTokens: history });
  });
}

/**
 * The sweep's rollup: with the id of the batch D1 now holds, confirms it; then hands the
 * counters not rolled up yet (the same batch again while it is unconfirmed), or null.
 */
export function usageRollup(core: ConversationCore, confirmedId: string | null): RollupBatch | null {
  const identity = core.identity();
  if (!identity) return null;
  if (confirmedId !== null) core.usage.confirmRollup(confirmedId);
  return core.usage.takeRollup(identity.tenantId, () => crypto.randomUUID());
}
