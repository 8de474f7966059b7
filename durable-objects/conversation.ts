import { DurableObject } from "cloudflare:workers";
import type { SummarySnapshot } from "../src/context/assemble";
import { log } from "../src/lib/log";
import { metered } from "../src/lib/binding-meter";
import type { ConversationSettings, ConversationSettingsPatch } from "../src/conversations/settings";
import type { StoredMessage } from "../src/conversations/messages";
import { appendMessages } from "./conversation/append";
import { ConversationCore } from "./conversation/core";
import { notFound, ok } from "./conversation/answers";
import { conversationStatus } from "./conversation/meta-store";
import { shapeContext } from "./conversation/context-shaping";
import { emptyContext } from "./conversation/empty-context";
import { readMessages, readMessagesAt } from "./conversation/message-store";
import { appendPrecheck, contentRefSeqs, recentToolCalls, swapContentRef } from "./conversation/offloads";
import { purgeObject, registerThen, registrationDue } from "./conversation/lifecycle";
import { syncListing } from "./conversation/registry-listing";
import { enqueueMessageIndexing, indexStatusView, recordIndexReport, reviewIndexing } from "./conversation/search-indexing";
import { updateSettings } from "./conversation/settings-update";
import type * as O from "../src/conversations/outcomes";
import type { ConversationContract } from "../src/conversations/contract";
import type { ShapingInput, ShapingOpName, ShapingOutput } from "../src/conversations/shaping";
import type { Result } from "../src/lib/errors";
import { migrateConversationSchema } from "./conversation/schema";
import { truncateObject } from "./conversation/truncation";
import { breakerLimits } from "./conversation/effective-settings";
import { runShapingOp } from "./conversation/shaping-ops";
import { adoptSummary, runBreakerTrial, runSummaryWatchdog } from "./conversation/summary-jobs";
import { recordUsage, usageRollup } from "./conversation/usage";
import type { UsageDays, UsageReport } from "../src/usage/counters";
import type { RollupBatch } from "../src/usage/rollup";

/**
 * One conversation: its messages, its sequence counter and its summarization lock. Every
 * check-then-write runs inside a synchronous transaction, so concurrent requests can never
 * interleave between reading the counter (or the lock) and writing it.
 */
export class ConversationDO extends DurableObject<Env> implements ConversationContract {
  private readonly core: ConversationCore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, metered(env));
    this.core = new ConversationCore(ctx, () => this.env);
    if (this.core.written) void ctx.blockConcurrencyWhile(async () => migrateConversationSchema(this.core.sql));
  }

  async append(request: O.AppendRequest): Promise<Result<O.AppendOutcome>> {
    const core = this.core;
    core.ensureSchema();
    const result = registrationDue(core.meta)
      ? await registerThen(this.ctx, this.env, core.meta, request, (now) => appendMessages(core, request, now))
      : await appendMessages(core, request, Date.now());
    if (result.ok && !result.value.replayed) await syncListing(core, Date.now(), true);
    return result;
  }

  /** Offload: the threshold and tool calls the Worker needs to offload an append's large contents. */
  async offloadPolicy(
    scope: O.CallerScope,
    userId: string,
    toolCallIds: string[],
    idempotency: O.AppendRequest["idempotency"] = null,
  ): Promise<Result<O.OffloadPolicy>> {
    const checked = appendPrecheck(
      this.core.written ? this.core.sql : null,
      this.core.identity(),
      { scope, userId, idempotency },
      Date.now(),
    );
    if (!checked.ok) return checked;
    return ok({
      thresholdTokens: this.core.settings().offload_threshold_tokens,
      toolCalls: this.core.written ? recentToolCalls(this.core.sql, toolCallIds) : {},
      replay: checked.value.replay,
    });
  }

  /** For the sweep: which of these stored contents' keys a message holds, and at which seq. */
  async findContentRefs(keys: string[]): Promise<Record<string, number>> {
    return this.core.written ? contentRefSeqs(this.core.sql, keys) : {};
  }

  /** For the describe job: swaps a placeholder for one with a better description. */
  async replaceContentRef(seq: number, from: string, to: string): Promise<{ replaced: boolean; current: string | null }> {
    if (!this.core.written) return { replaced: false, current: null };
    return this.ctx.storage.transactionSync(() => swapContentRef(this.core.sql, this.core.meta, seq, from, to));
  }

  /** Does nothing: the benchmark's floor for one round trip to this object. */
  async ping(): Promise<true> {
    return true;
  }

  async getMessages(
    scope: O.CallerScope,
    fromSeq: number,
    toSeq: number,
    limit: number,
    order: "asc" | "desc" = "asc",
  ): Promise<Result<StoredMessage[]>> {
    if (!this.core.visibleTo(scope)) return notFound();
    return ok(readMessages(this.core.sql, fromSeq, toSeq, limit, order));
  }

  /** Messages at these seqs (a context's neighbouring turns of retrieved hits), at most 100. */
  async messagesAt(scope: O.CallerScope, seqs: number[]): Promise<Result<StoredMessage[]>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const wanted = [...new Set(seqs)].filter((seq) => Number.isInteger(seq) && seq >= 0).slice(0, 100);
    if (wanted.length === 0) return ok([]);
    return ok(readMessagesAt(this.core.sql, wanted));
  }

  async getContext(request: O.ContextRequest): Promise<Result<O.ContextOutcome>> {
    const deps = this.core.visibleTo(request.scope) ? this.core.shapingDeps(Date.now()) : null;
    if (!deps) return ok(emptyContext(this.core.settings()));
    return ok({
      ...(await shapeContext(deps, request.preview ? "preview" : "serve", request.cacheStable ?? deps.settings.cache_stable)),
      userId: deps.identity.userId,
      userFacts: deps.settings.user_facts,
    });
  }

  /** Context shaping: the caller is checked once, then the operation's handler runs (shaping-ops.ts). */
  async shape<K extends ShapingOpName>(scope: O.CallerScope, op: K, input: ShapingInput<K>): Promise<Result<ShapingOutput<K>>> {
    const deps = this.core.visibleTo(scope) ? this.core.shapingDeps(Date.now()) : null;
    return deps ? runShapingOp(deps, op, input) : notFound();
  }

  async status(scope: O.CallerScope): Promise<Result<O.ConversationStatus>> {
    const identity = this.core.identity();
    if (!identity || !this.core.visibleTo(scope)) return notFound();
    const settings = this.core.settings();
    return ok(conversationStatus(this.core.sql, this.core.meta, identity, settings, breakerLimits(this.env, settings), Date.now()));
  }

  async updateSettings(scope: O.CallerScope, patch: ConversationSettingsPatch): Promise<Result<ConversationSettings>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const updated = await updateSettings(this.core, patch);
    if (updated.ok) await syncListing(this.core, Date.now(), false);
    return updated;
  }

  /** An explicit retry: closes the circuit breaker and triggers a summary if one is due. */
  async retrySummarization(scope: O.CallerScope): Promise<Result<O.TriggerOutcome>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const job = this.ctx.storage.transactionSync(() => {
      this.core.meta.set("consecutiveFailures", 0);
      this.core.meta.delete("breaker");
      return this.core.reserveAfterLast(Date.now());
    });
    return ok(job.job ? await this.core.dispatch(job.job) : job.outcome);
  }

  /**
   * Called by the queue consumer once D1 has recorded the job as completed. Only the job this
   * object is waiting for may set the summary: a genuine completion always arrives before the
   * job is released (the consumer reports right after D1's verdict; the watchdog adopts a
   * 'completed' verdict before releasing). Any other report is a duplicate, or was sent before
   * a DELETE emptied this object, and its summary must not reappear in a reused conversation.
   */
  async completeJob(summaryId: number, summary: SummarySnapshot): Promise<void> {
    if (!this.core.written) return;
    const adopted = this.ctx.storage.transactionSync(() => adoptSummary(this.core.sql, this.core.meta, summaryId, summary));
    if (adopted) log("info", "summary_completed", { summaryId, startSeq: summary.startSeq, endSeq: summary.endSeq });
    await syncListing(this.core, Date.now(), false);
  }

  /** Called once D1 has recorded the job as failed (by the consumer, the DLQ or the watchdog). */
  async failJob(summaryId: number): Promise<void> {
    await this.core.failJob(summaryId);
    await syncListing(this.core, Date.now(), false);
  }

  /** The indexer's verdict on an index_messages job: the confirmed mark moves only on success. */
  async indexReport(report: O.IndexReport): Promise<void> {
    if (!this.core.written) return;
    const resend = this.ctx.storage.transactionSync(() => recordIndexReport(this.core.meta, report, Date.now()));
    if (resend) await enqueueMessageIndexing(this.env, this.core.meta, true);
  }

  /** The sweep's recovery: re-sends what is not confirmed indexed (with `review`, only if stalled: search-indexing.ts). */
  async recoverIndexing(review?: { now: number; afterMs: number }): Promise<O.IndexReview> {
    if (!this.core.written) return { sent: false, settled: true };
    if (review) return reviewIndexing(this.env, this.core.meta, review.now, review.afterMs);
    return { sent: await enqueueMessageIndexing(this.env, this.core.meta, true), settled: false };
  }

  async indexStatus(scope: O.CallerScope): Promise<Result<O.IndexStatusView>> {
    return this.core.identity() && this.core.visibleTo(scope) ? ok(indexStatusView(this.core.meta)) : notFound();
  }

  /** Removes every message and all state; the object is reusable (empty) afterwards. */
  async destroy(scope: O.CallerScope): Promise<Result<{ deletedMessages: number }>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const outcome = await this.purge(scope, null);
    return outcome.purged ? ok({ deletedMessages: outcome.deletedMessages }) : notFound();
  }

  /** Removes the messages from `fromSeq` on and what the object derived from them (truncation.ts). */
  async truncate(scope: O.CallerScope, fromSeq: number): Promise<Result<O.TruncateOutcome>> {
    if (!this.core.written) return notFound();
    const target = this.core.truncationTarget();
    // Thrown outside: an exception inside blockConcurrencyWhile would reset the object.
    const outcome = await this.ctx.blockConcurrencyWhile(() =>
      truncateObject(target, scope, fromSeq).catch((error: unknown) => ({ failed: String(error) })),
    );
    if ("failed" in outcome) throw new Error(`truncation failed: ${outcome.failed}`);
    return outcome;
  }

  /** Deletes the conversation and its registry row; with a cutoff, only if inactive since. */
  async purge(scope: O.CallerScope, inactiveBefore: number | null): Promise<O.PurgeOutcome> {
    if (!this.core.written) return { purged: false, reason: "not_found", deletedMessages: 0, lastSeq: -1, userId: null, createdAt: null };
    return this.ctx.blockConcurrencyWhile(() => purgeObject(this.ctx, this.env, this.core.meta, scope, inactiveBefore));
  }

  /** Usage (src/usage/): a read's answer or a job's model calls; nothing for a caller who may not see the conversation. */
  async recordUsage(scope: O.CallerScope, report: UsageReport): Promise<void> {
    if (this.core.visibleTo(scope)) recordUsage(this.core, report, Date.now());
  }

  /** The conversation's usage as counted so far, live: totals and by UTC day. */
  async usage(scope: O.CallerScope): Promise<Result<UsageDays>> {
    return this.core.identity() && this.core.visibleTo(scope) ? ok(this.core.usage.read()) : notFound();
  }

  async usageRollup(confirmedId: string | null): Promise<RollupBatch | null> {
    return usageRollup(this.core, confirmedId);
  }

  /** The watchdog: a job that has not reported back by its deadline is failed. */
  override async alarm(): Promise<void> {
    if (!this.core.written) return;
    await runSummaryWatchdog({
      sql: this.core.sql,
      meta: this.core.meta,
      storage: this.ctx.storage,
      env: this.env,
      completeJob: (id, summary) => this.completeJob(id, summary),
      failJob: (id) => this.failJob(id),
      breakerDue: () =>
        runBreakerTrial(
          this.core.meta,
          this.ctx.storage,
          () => this.core.reserveAfterLast(Date.now()),
          (job) => this.core.dispatch(job),
        ),
    });
  }
}
