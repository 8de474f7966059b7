import { DurableObject } from "cloudflare:workers";
import type { SummarySnapshot } from "../src/context/context";
import { log } from "../src/lib/log";
import { metered } from "../src/lib/binding-meter";
import {
  mergeSettingsPatch,
  settingsProblems,
  type ConversationSettings,
  type ConversationSettingsPatch,
} from "../src/http/schemas/settings";
import type { StoredMessage } from "../src/http/schemas/messages";
import { appendMessages } from "./conversation/append";
import { ConversationCore } from "./conversation/core";
import { notFound, ok } from "./conversation/results";
import { conversationStatus } from "./conversation/meta-store";
import { shapeContext } from "./conversation/context-shaping";
import { putStableState } from "./conversation/context-cache";
import type { CacheState } from "../src/context/cache-state";
import { emptyContext } from "./conversation/empty-context";
import { readMessages, readMessagesAt } from "./conversation/messages";
import { memoryRefSeqs, type OffloadPolicy, ownershipRefusal, recentToolCalls, swapMemoryRef } from "./conversation/offloads";
import { purgeObject, registerThen, registrationDue, touchIfDue } from "./conversation/lifecycle";
import {
  enqueueMessageIndexing,
  indexStatusView,
  recordIndexReport,
  type IndexReport,
  type IndexStatusView,
} from "./conversation/search-indexing";
import type {
  AppendOutcome,
  AppendRequest,
  CallerScope,
  ContextOutcome,
  ContextRequest,
  ConversationStatus,
  DoResult,
  PurgeOutcome,
  TriggerOutcome,
  TruncateOutcome,
} from "./conversation/rpc-types";
import { migrateConversationSchema } from "./conversation/schema";
import { truncateObject } from "./conversation/truncation";
import { breakerLimits, effectiveSettings } from "./conversation/settings";
import type { ShapingDeps } from "./conversation/deps";
import { shapingOps, ShapingInput } from "./conversation/shaping-ops";
import { adoptSummary, runBreakerTrial, runSummaryWatchdog } from "./conversation/summary-jobs";

/**
 * One conversation: its messages, its sequence counter and its summarization lock. Every
 * check-then-write runs inside a synchronous transaction, so concurrent requests can never
 * interleave between reading the counter (or the lock) and writing it.
 */
export class ConversationDO extends DurableObject<Env> {
  private readonly core: ConversationCore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, metered(env));
    this.core = new ConversationCore(ctx, () => this.env);
    if (this.core.written) void ctx.blockConcurrencyWhile(async () => migrateConversationSchema(this.core.sql));
  }

  async append(request: AppendRequest): Promise<DoResult<AppendOutcome>> {
    const core = this.core;
    core.ensureSchema();
    if (registrationDue(core.meta))
      return registerThen(this.ctx, this.env, core.meta, request, (now) => appendMessages(core, request, now));
    const result = await appendMessages(core, request, Date.now());
    if (result.ok && !result.value.replayed) await touchIfDue(this.env, core.meta, Date.now());
    return result;
  }

  /** Offload: the threshold and tool calls the Worker needs to offload an append's large contents. */
  async offloadPolicy(scope: CallerScope, userId: string, toolCallIds: string[]): Promise<DoResult<OffloadPolicy>> {
    const refusal = ownershipRefusal(this.core.identity(), scope, userId);
    if (refusal) return refusal;
    return ok({
      thresholdTokens: this.core.settings().offload_threshold_tokens,
      toolCalls: this.core.written ? recentToolCalls(this.core.sql, toolCallIds) : {},
    });
  }

  /** For the sweep: which of these offloaded keys a message holds, and at which seq. */
  async findMemoryRefs(keys: string[]): Promise<Record<string, number>> {
    return this.core.written ? memoryRefSeqs(this.core.sql, keys) : {};
  }

  /** For the describe job: swaps a placeholder for one with a better description. */
  async replaceMemoryRef(seq: number, from: string, to: string): Promise<{ replaced: boolean; current: string | null }> {
    if (!this.core.written) return { replaced: false, current: null };
    return this.ctx.storage.transactionSync(() => swapMemoryRef(this.core.sql, this.core.meta, seq, from, to));
  }

  /** Does nothing: the benchmark's floor for one round trip to this object. */
  async ping(): Promise<true> {
    return true;
  }

  async getMessages(
    scope: CallerScope,
    fromSeq: number,
    toSeq: number,
    limit: number,
    order: "asc" | "desc" = "asc",
  ): Promise<DoResult<StoredMessage[]>> {
    if (!this.core.visibleTo(scope)) return notFound();
    return ok(readMessages(this.core.sql, fromSeq, toSeq, limit, order));
  }

  /** Messages at these seqs (a context's neighbouring turns of retrieved hits), at most 100. */
  async messagesAt(scope: CallerScope, seqs: number[]): Promise<DoResult<StoredMessage[]>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const wanted = [...new Set(seqs)].filter((seq) => Number.isInteger(seq) && seq >= 0).slice(0, 100);
    if (wanted.length === 0) return ok([]);
    return ok(readMessagesAt(this.core.sql, wanted));
  }

  async getContext(request: ContextRequest): Promise<DoResult<ContextOutcome>> {
    const deps = this.core.visibleTo(request.scope) ? this.core.shapingDeps(Date.now()) : null;
    if (!deps) return ok(emptyContext(this.core.settings()));
    return ok({
      ...(await shapeContext(deps, request.budgetTokens, "serve", request.cacheStable ?? deps.settings.cache_stable)),
      userId: deps.identity.userId,
      userFacts: deps.settings.user_facts,
    });
  }

  // Issue 24: stores a cache-stable context's next state, if planned on the current one.
  async putContextCache(scope: CallerScope, expectVersion: number, next: CacheState): Promise<DoResult<{ stored: boolean }>> {
    return this.shape(scope, (d) => ok({ stored: putStableState(d, expectVersion, next) }));
  }

  // Context shaping (tool cache, screen context, working memory, compaction, offloads,
  // state): each method checks the caller, then runs its handler in conversation/shaping-ops.ts.
  async toolCachePut(scope: CallerScope, input: ShapingInput<"toolCachePut">) {
    return this.shape(scope, (d) => shapingOps.toolCachePut(d, input));
  }
  async toolCacheLookup(scope: CallerScope, input: ShapingInput<"toolCacheLookup">) {
    return this.shape(scope, (d) => shapingOps.toolCacheLookup(d, input));
  }
  async toolCacheList(scope: CallerScope) {
    return this.shape(scope, (d) => shapingOps.toolCacheList(d, {}));
  }
  async toolCacheDelete(scope: CallerScope, input: ShapingInput<"toolCacheDelete">) {
    return this.shape(scope, (d) => shapingOps.toolCacheDelete(d, input));
  }
  async screenContextPut(scope: CallerScope, input: ShapingInput<"screenContextPut">) {
    return this.shape(scope, (d) => shapingOps.screenContextPut(d, input));
  }
  async workingMemoryGet(scope: CallerScope) {
    return this.shape(scope, (d) => shapingOps.workingMemoryGet(d, {}));
  }
  async workingMemoryPatch(scope: CallerScope, input: ShapingInput<"workingMemoryPatch">) {
    return this.shape(scope, (d) => shapingOps.workingMemoryPatch(d, input));
  }
  async workingSchemaPut(scope: CallerScope, input: ShapingInput<"workingSchemaPut">) {
    return this.shape(scope, (d) => shapingOps.workingSchemaPut(d, input));
  }
  async workingSchemaDelete(scope: CallerScope) {
    return this.shape(scope, (d) => shapingOps.workingSchemaDelete(d, {}));
  }
  async compactionReactive(scope: CallerScope) {
    return this.shape(scope, (d) => shapingOps.compactionReactive(d, {}));
  }
  async compactionBegin(scope: CallerScope, input: ShapingInput<"compactionBegin">) {
    return this.shape(scope, (d) => shapingOps.compactionBegin(d, input));
  }
  async compactionComplete(scope: CallerScope, input: ShapingInput<"compactionComplete">) {
    return this.shape(scope, (d) => shapingOps.compactionComplete(d, input));
  }
  async compactionFail(scope: CallerScope, input: ShapingInput<"compactionFail">) {
    return this.shape(scope, (d) => shapingOps.compactionFail(d, input));
  }
  async exchangeCompressionBegin(scope: CallerScope, input: ShapingInput<"exchangeCompressionBegin">) {
    return this.shape(scope, (d) => shapingOps.exchangeCompressionBegin(d, input));
  }
  async exchangeCompressionComplete(scope: CallerScope, input: ShapingInput<"exchangeCompressionComplete">) {
    return this.shape(scope, (d) => shapingOps.exchangeCompressionComplete(d, input));
  }
  async offloadBegin(scope: CallerScope, input: ShapingInput<"offloadBegin">) {
    return this.shape(scope, (d) => shapingOps.offloadBegin(d, input));
  }
  async offloadComplete(scope: CallerScope, input: ShapingInput<"offloadComplete">) {
    return this.shape(scope, (d) => shapingOps.offloadComplete(d, input));
  }
  async shapingState(scope: CallerScope) {
    return this.shape(scope, (d) => shapingOps.state(d, {}));
  }

  async status(scope: CallerScope): Promise<DoResult<ConversationStatus>> {
    const identity = this.core.identity();
    if (!identity || !this.core.visibleTo(scope)) return notFound();
    const settings = this.core.settings();
    return ok(conversationStatus(this.core.sql, this.core.meta, identity, settings, breakerLimits(this.env, settings), Date.now()));
  }

  async updateSettings(scope: CallerScope, patch: ConversationSettingsPatch): Promise<DoResult<ConversationSettings>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const merged = mergeSettingsPatch(this.core.meta.get("settings"), patch);
    const problems = settingsProblems(effectiveSettings(this.env, merged));
    if (problems.length > 0)
      return { ok: false, error: { status: 400, code: "invalid_request", message: problems.join("; "), details: problems } };
    this.core.meta.set("settings", merged);
    return ok(this.core.settings());
  }

  /** An explicit retry: closes the circuit breaker and triggers a summary if one is due. */
  async retrySummarization(scope: CallerScope): Promise<DoResult<TriggerOutcome>> {
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
  async completeJob(memoryId: number, summary: SummarySnapshot): Promise<void> {
    if (!this.core.written) return;
    const adopted = this.ctx.storage.transactionSync(() => adoptSummary(this.core.sql, this.core.meta, memoryId, summary));
    if (adopted) log("info", "summary_completed", { memoryId, startSeq: summary.startSeq, endSeq: summary.endSeq });
  }

  /** Called once D1 has recorded the job as failed (by the consumer, the DLQ or the watchdog). */
  async failJob(memoryId: number): Promise<void> {
    return this.core.failJob(memoryId);
  }

  /** The indexer's verdict on an index_messages job: the confirmed mark moves only on success. */
  async indexReport(report: IndexReport): Promise<void> {
    if (!this.core.written) return;
    this.ctx.storage.transactionSync(() => recordIndexReport(this.core.meta, report, Date.now()));
  }

  /** The sweep's recovery: re-sends every message not confirmed indexed (true if it sent). */
  async recoverIndexing(): Promise<boolean> {
    if (!this.core.written) return false;
    return enqueueMessageIndexing(this.env, this.core.meta, true);
  }

  async indexStatus(scope: CallerScope): Promise<DoResult<IndexStatusView>> {
    return this.core.identity() && this.core.visibleTo(scope) ? ok(indexStatusView(this.core.meta)) : notFound();
  }

  /** Removes every message and all state; the object is reusable (empty) afterwards. */
  async destroy(scope: CallerScope): Promise<DoResult<{ deletedMessages: number }>> {
    if (!this.core.visibleTo(scope)) return notFound();
    const outcome = await this.purge(scope, null);
    return outcome.purged ? ok({ deletedMessages: outcome.deletedMessages }) : notFound();
  }

  /** Removes the messages from `fromSeq` on and what the object derived from them (truncation.ts). */
  async truncate(scope: CallerScope, fromSeq: number): Promise<DoResult<TruncateOutcome>> {
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
  async purge(scope: CallerScope, inactiveBefore: number | null): Promise<PurgeOutcome> {
    if (!this.core.written) return { purged: false, reason: "not_found", deletedMessages: 0, lastSeq: -1, userId: null, createdAt: null };
    return this.ctx.blockConcurrencyWhile(() => purgeObject(this.ctx, this.env, this.core.meta, scope, inactiveBefore));
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

  private async shape<T>(scope: CallerScope, run: (deps: ShapingDeps) => DoResult<T> | Promise<DoResult<T>>): Promise<DoResult<T>> {
    const deps = this.core.visibleTo(scope) ? this.core.shapingDeps(Date.now()) : null;
    return deps ? run(deps) : notFound();
  }
}
