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
import { storeAppend } from "./conversation/append";
import { notFound, ok } from "./conversation/results";
import { conversationStatus, MetaStore, type MetaShape } from "./conversation/meta-store";
import { shapeContext } from "./conversation/context-shaping";
import { emptyContext } from "./conversation/empty-context";
import { shapeOnAppend } from "./conversation/ingestion";
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
import { enqueueFactExtraction } from "./conversation/fact-extraction";
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
import { hasConversationSchema, migrateConversationSchema } from "./conversation/schema";
import { truncateObject } from "./conversation/truncation";
import { breakerLimits, effectiveSettings } from "./conversation/settings";
import { sendJobs, type ShapingDeps } from "./conversation/deps";
import { shapingOps, ShapingInput } from "./conversation/shaping-ops";
import { ShapingStore } from "./conversation/shaping-store";
import {
  dispatchSummaryJob,
  lastMessageEndsRound,
  recordJobFailure,
  runBreakerTrial,
  runSummaryWatchdog,
  reserveSummaryJob,
  type Reservation,
  adoptSummary,
} from "./conversation/summary-jobs";

/**
 * One conversation: its messages, its sequence counter and its summarization lock. Every
 * check-then-write runs inside a synchronous transaction, so concurrent requests can never
 * interleave between reading the counter (or the lock) and writing it.
 */
export class ConversationDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly meta: MetaStore;
  private readonly shapingStore: ShapingStore;
  /** Ever written? Only an append creates the schema: a read of an unknown conversation leaves no storage. */
  private written: boolean;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, metered(env));
    this.sql = ctx.storage.sql;
    this.meta = new MetaStore(this.sql);
    this.shapingStore = new ShapingStore(this.sql);
    this.written = hasConversationSchema(this.sql);
    if (this.written) void ctx.blockConcurrencyWhile(async () => migrateConversationSchema(this.sql));
  }

  async append(request: AppendRequest): Promise<DoResult<AppendOutcome>> {
    // Synchronous: nothing else runs in this object between the check and the creation.
    if (!this.written) {
      migrateConversationSchema(this.sql);
      this.written = true;
    }
    if (registrationDue(this.meta)) {
      return registerThen(this.ctx, this.env, this.meta, request, (now) => this.appendNow(request, now));
    }
    const result = await this.appendNow(request);
    if (result.ok && !result.value.replayed) await touchIfDue(this.env, this.meta, Date.now());
    return result;
  }

  private async appendNow(request: AppendRequest, now = Date.now()): Promise<DoResult<AppendOutcome>> {
    const outcome = this.ctx.storage.transactionSync(() =>
      storeAppend(this.sql, this.meta, request, now, {
        reserve: (roundEnded) => this.reserveJob(now, roundEnded),
        shapingJobs: (stored) => {
          const deps = this.shapingDeps(now);
          return deps ? shapeOnAppend(deps, stored) : [];
        },
      }),
    );
    if (!outcome.ok) return outcome;
    const { result, job, shapingJobs } = outcome.value;
    await sendJobs(this.env, shapingJobs);
    if (!result.replayed) await enqueueMessageIndexing(this.env, this.meta);
    if (!result.replayed) await enqueueFactExtraction(this.env, this.meta);
    if (job) result.summarization = await this.dispatch(job);
    return ok(result);
  }

  /** Offload: the threshold and tool calls the Worker needs to offload an append's large contents. */
  async offloadPolicy(scope: CallerScope, userId: string, toolCallIds: string[]): Promise<DoResult<OffloadPolicy>> {
    const refusal = ownershipRefusal(this.identity(), scope, userId);
    if (refusal) return refusal;
    return ok({
      thresholdTokens: this.settings().offload_threshold_tokens,
      toolCalls: this.written ? recentToolCalls(this.sql, toolCallIds) : {},
    });
  }

  /** For the sweep: which of these offloaded keys a message holds, and at which seq. */
  async findMemoryRefs(keys: string[]): Promise<Record<string, number>> {
    return this.written ? memoryRefSeqs(this.sql, keys) : {};
  }

  /** For the describe job: swaps a placeholder for one with a better description. */
  async replaceMemoryRef(seq: number, from: string, to: string): Promise<{ replaced: boolean; current: string | null }> {
    if (!this.written) return { replaced: false, current: null };
    return this.ctx.storage.transactionSync(() => swapMemoryRef(this.sql, this.meta, seq, from, to));
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
    if (!this.visibleTo(scope)) return notFound();
    return ok(readMessages(this.sql, fromSeq, toSeq, limit, order));
  }

  /** Messages at these seqs (a context's neighbouring turns of retrieved hits), at most 100. */
  async messagesAt(scope: CallerScope, seqs: number[]): Promise<DoResult<StoredMessage[]>> {
    if (!this.visibleTo(scope)) return notFound();
    const wanted = [...new Set(seqs)].filter((seq) => Number.isInteger(seq) && seq >= 0).slice(0, 100);
    if (wanted.length === 0) return ok([]);
    return ok(readMessagesAt(this.sql, wanted));
  }

  async getContext(request: ContextRequest): Promise<DoResult<ContextOutcome>> {
    const deps = this.visibleTo(request.scope) ? this.shapingDeps(Date.now()) : null;
    if (!deps) return ok(emptyContext(this.settings()));
    return ok({
      ...(await shapeContext(deps, request.budgetTokens, "serve")),
      userId: deps.identity.userId,
      userFacts: deps.settings.user_facts,
    });
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
    const identity = this.identity();
    if (!identity || !this.visibleTo(scope)) return notFound();
    const settings = this.settings();
    return ok(conversationStatus(this.sql, this.meta, identity, settings, breakerLimits(this.env, settings), Date.now()));
  }

  async updateSettings(scope: CallerScope, patch: ConversationSettingsPatch): Promise<DoResult<ConversationSettings>> {
    if (!this.visibleTo(scope)) return notFound();
    const merged = mergeSettingsPatch(this.meta.get("settings"), patch);
    const problems = settingsProblems(effectiveSettings(this.env, merged));
    if (problems.length > 0)
      return { ok: false, error: { status: 400, code: "invalid_request", message: problems.join("; "), details: problems } };
    this.meta.set("settings", merged);
    return ok(this.settings());
  }

  /** An explicit retry: closes the circuit breaker and triggers a summary if one is due. */
  async retrySummarization(scope: CallerScope): Promise<DoResult<TriggerOutcome>> {
    if (!this.visibleTo(scope)) return notFound();
    const job = this.ctx.storage.transactionSync(() => {
      this.meta.set("consecutiveFailures", 0);
      this.meta.delete("breaker");
      return this.reserveAfterLast(Date.now());
    });
    return ok(job.job ? await this.dispatch(job.job) : job.outcome);
  }

  /**
   * Called by the queue consumer once D1 has recorded the job as completed. Only the job this
   * object is waiting for may set the summary: a genuine completion always arrives before the
   * job is released (the consumer reports right after D1's verdict; the watchdog adopts a
   * 'completed' verdict before releasing). Any other report is a duplicate, or was sent before
   * a DELETE emptied this object, and its summary must not reappear in a reused conversation.
   */
  async completeJob(memoryId: number, summary: SummarySnapshot): Promise<void> {
    if (!this.written) return;
    const adopted = this.ctx.storage.transactionSync(() => adoptSummary(this.sql, this.meta, memoryId, summary));
    if (adopted) log("info", "summary_completed", { memoryId, startSeq: summary.startSeq, endSeq: summary.endSeq });
  }

  /** Called once D1 has recorded the job as failed (by the consumer, the DLQ or the watchdog). */
  async failJob(memoryId: number): Promise<void> {
    if (!this.written) return;
    const settings = this.settings();
    const breaker = this.ctx.storage.transactionSync(() =>
      recordJobFailure(this.sql, this.meta, breakerLimits(this.env, settings), memoryId, Date.now()),
    );
    // The trial must not wait for an append that may never come.
    if (breaker) await this.ctx.storage.setAlarm(breaker.retryAt);
  }

  /** The indexer's verdict on an index_messages job: the confirmed mark moves only on success. */
  async indexReport(report: IndexReport): Promise<void> {
    if (!this.written) return;
    this.ctx.storage.transactionSync(() => recordIndexReport(this.meta, report, Date.now()));
  }

  /** The sweep's recovery: re-sends every message not confirmed indexed (true if it sent). */
  async recoverIndexing(): Promise<boolean> {
    if (!this.written) return false;
    return enqueueMessageIndexing(this.env, this.meta, true);
  }

  async indexStatus(scope: CallerScope): Promise<DoResult<IndexStatusView>> {
    return this.identity() && this.visibleTo(scope) ? ok(indexStatusView(this.meta)) : notFound();
  }

  /** Removes every message and all state; the object is reusable (empty) afterwards. */
  async destroy(scope: CallerScope): Promise<DoResult<{ deletedMessages: number }>> {
    if (!this.visibleTo(scope)) return notFound();
    const outcome = await this.purge(scope, null);
    return outcome.purged ? ok({ deletedMessages: outcome.deletedMessages }) : notFound();
  }

  /** Removes the messages from `fromSeq` on and what the object derived from them (truncation.ts). */
  async truncate(scope: CallerScope, fromSeq: number): Promise<DoResult<TruncateOutcome>> {
    if (!this.written) return notFound();
    const target = {
      sql: this.sql,
      meta: this.meta,
      store: this.shapingStore,
      storage: this.ctx.storage,
      env: this.env,
      settings: this.settings(),
    };
    // Thrown outside: an exception inside blockConcurrencyWhile would reset the object.
    const outcome = await this.ctx.blockConcurrencyWhile(() =>
      truncateObject(target, scope, fromSeq).catch((error: unknown) => ({ failed: String(error) })),
    );
    if ("failed" in outcome) throw new Error(`truncation failed: ${outcome.failed}`);
    return outcome;
  }

  /** Deletes the conversation and its registry row; with a cutoff, only if inactive since. */
  async purge(scope: CallerScope, inactiveBefore: number | null): Promise<PurgeOutcome> {
    if (!this.written) return { purged: false, reason: "not_found", deletedMessages: 0, lastSeq: -1, userId: null, createdAt: null };
    return this.ctx.blockConcurrencyWhile(() => purgeObject(this.ctx, this.env, this.meta, scope, inactiveBefore));
  }

  /** The watchdog: a job that has not reported back by its deadline is failed. */
  override async alarm(): Promise<void> {
    if (!this.written) return;
    await runSummaryWatchdog({
      sql: this.sql,
      meta: this.meta,
      storage: this.ctx.storage,
      env: this.env,
      completeJob: (id, summary) => this.completeJob(id, summary),
      failJob: (id) => this.failJob(id),
      breakerDue: () =>
        runBreakerTrial(
          this.meta,
          this.ctx.storage,
          () => this.reserveAfterLast(Date.now()),
          (job) => this.dispatch(job),
        ),
    });
  }

  private settings(): ConversationSettings {
    return effectiveSettings(this.env, this.written ? this.meta.get("settings") : undefined);
  }

  private async shape<T>(scope: CallerScope, run: (deps: ShapingDeps) => DoResult<T> | Promise<DoResult<T>>): Promise<DoResult<T>> {
    const deps = this.visibleTo(scope) ? this.shapingDeps(Date.now()) : null;
    return deps ? run(deps) : notFound();
  }

  private shapingDeps(now: number): ShapingDeps | null {
    const identity = this.identity();
    if (!identity) return null;
    const { sql, meta, shapingStore: store, env } = this;
    return { sql, meta, store, env, storage: this.ctx.storage, settings: this.settings(), identity, now };
  }

  /** Who owns this conversation; none before its first append. */
  private identity(): MetaShape["identity"] | undefined {
    return this.written ? this.meta.get("identity") : undefined;
  }

  private visibleTo(scope: CallerScope): boolean {
    const identity = this.identity();
    if (!identity) return false;
    return scope.restrictedUserId === null || scope.restrictedUserId === identity.userId;
  }

  private reserveJob(now: number, roundEnded: boolean) {
    const settings = this.settings();
    return reserveSummaryJob(this.sql, this.meta, settings, breakerLimits(this.env, settings), now, roundEnded);
  }

  /** A trigger that is not an append: the round is as the last stored message left it. */
  private reserveAfterLast(now: number) {
    return this.reserveJob(now, lastMessageEndsRound(this.sql, this.meta));
  }

  private dispatch(job: Reservation): Promise<TriggerOutcome> {
    return dispatchSummaryJob(
      { sql: this.sql, meta: this.meta, storage: this.ctx.storage, env: this.env, failJob: (id) => this.failJob(id) },
      job,
    );
  }
}
