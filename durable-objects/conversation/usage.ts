import { DurableObject } from "cloudflare:workers";
import { ledgerCounters, readCounters, validCounters, type Ledger, type ServedRead } from "../../src/usage/counters";
import type { RollupBatch } from "../../src/usage/rollup";
import type { UsageDays } from "../usage-store";
import type { ConversationCore } from "./core";
import { notFound, ok } from "./results";
import type { CallerScope, DoResult } from "./rpc-types";

/** What a context read or a background job reports to its conversation. */
export interface UsageReport {
  /** A context read's answer (absent for a job). */
  read?: ServedRead;
  /** What model calls spent meanwhile (a read's intent check and retrieval, a job's LLM). */
  ledger: Ledger;
}

/**
 * The conversation object's usage methods (its counters are in core.usage; appends count inside
 * their own transaction, durable-objects/conversation/append.ts). A read is measured against
 * the previous read and the history the object holds now; nothing is counted for a
 * conversation never written or not visible to the caller.
 */
export abstract class ConversationUsage extends DurableObject<Env> {
  protected abstract readonly core: ConversationCore;

  async recordUsage(scope: CallerScope, report: UsageReport): Promise<void> {
    const core = this.core;
    if (!core.visibleTo(scope)) return;
    const now = Date.now();
    core.ctx.storage.transactionSync(() => {
      const spend = validCounters(ledgerCounters(report.ledger));
      if (!report.read) return core.usage.add(now, spend);
      const history = core.meta.get("totalTokens") ?? 0;
      core.usage.add(now, { ...readCounters(report.read, history, core.usage.lastRead()), ...spend });
      core.usage.setLastRead({ servedTokens: report.read.servedTokens, historyTokens: history });
    });
  }

  /** The conversation's usage as counted so far, live: totals and by UTC day. */
  async usage(scope: CallerScope): Promise<DoResult<UsageDays>> {
    return this.core.identity() && this.core.visibleTo(scope) ? ok(this.core.usage.read()) : notFound();
  }

  /**
   * The sweep's rollup: with the id of the batch D1 now holds, confirms it; then hands the
   * counters not rolled up yet (the same batch again while it is unconfirmed), or null.
   */
  async usageRollup(confirmedId: string | null): Promise<RollupBatch | null> {
    const identity = this.core.identity();
    if (!identity) return null;
    if (confirmedId !== null) this.core.usage.confirmRollup(confirmedId);
    return this.core.usage.takeRollup(identity.tenantId, () => crypto.randomUUID());
  }
}
