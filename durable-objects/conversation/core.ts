import type { ConversationSettings } from "../../src/conversations/settings";
import { breakerLimits, effectiveSettings } from "./effective-settings";
import type { ShapingDeps } from "./deps";
import { MetaStore, type MetaShape } from "./meta-store";
import type { CallerScope, TriggerOutcome } from "../../src/conversations/outcomes";
import { hasConversationSchema, migrateConversationSchema } from "./schema";
import { ShapingStore } from "./shaping-store";
import { UsageStore } from "../usage-store";
import { dispatchSummaryJob, lastMessageEndsRound, recordJobFailure, reserveSummaryJob, type Reservation } from "./summary-jobs";

/**
 * What every method of the conversation object works on: its storage, who owns it, who may
 * see it, its settings, and the summary lock's reserve, dispatch and failure. The object's
 * entry file keeps only its named RPC methods; their bodies use this.
 */
export class ConversationCore {
  readonly sql: SqlStorage;
  readonly meta: MetaStore;
  readonly shapingStore: ShapingStore;
  /** Usage counters (src/usage/): appends, reads, jobs' model tokens, by day. */
  readonly usage: UsageStore;
  /** Ever written? Only an append creates the schema: a read of an unknown conversation leaves no storage. */
  written: boolean;

  /** `envOf` reads the object's `env` at each use: tests swap a binding on the instance. */
  constructor(
    readonly ctx: DurableObjectState,
    private readonly envOf: () => Env,
  ) {
    this.sql = ctx.storage.sql;
    this.meta = new MetaStore(this.sql);
    this.shapingStore = new ShapingStore(this.sql);
    this.usage = new UsageStore(this.sql);
    this.written = hasConversationSchema(this.sql);
  }

  get env(): Env {
    return this.envOf();
  }

  /** Synchronous: nothing else runs in this object between the check and the creation. */
  ensureSchema(): void {
    if (this.written) return;
    migrateConversationSchema(this.sql);
    this.written = true;
  }

  settings(): ConversationSettings {
    return effectiveSettings(this.env, this.written ? this.meta.get("settings") : undefined);
  }

  /** Who owns this conversation; none before its first append. */
  identity(): MetaShape["identity"] | undefined {
    return this.written ? this.meta.get("identity") : undefined;
  }

  visibleTo(scope: CallerScope): boolean {
    const identity = this.identity();
    if (!identity) return false;
    return scope.restrictedUserId === null || scope.restrictedUserId === identity.userId;
  }

  shapingDeps(now: number): ShapingDeps | null {
    const identity = this.identity();
    if (!identity) return null;
    const { sql, meta, shapingStore: store, env } = this;
    return { sql, meta, store, env, storage: this.ctx.storage, settings: this.settings(), identity, now };
  }

  /** What truncation (truncation.ts) works on. */
  truncationTarget() {
    const { sql, meta, shapingStore: store, env } = this;
    return { sql, meta, store, env, storage: this.ctx.storage, settings: this.settings() };
  }

  /** Must run inside a synchronous transaction (the summary lock's check-then-write). */
  reserveJob(now: number, roundEnded: boolean) {
    const settings = this.settings();
    return reserveSummaryJob(this.sql, this.meta, settings, breakerLimits(this.env, settings), now, roundEnded);
  }

  /** A trigger that is not an append: the round is as the last stored message left it. */
  reserveAfterLast(now: number) {
    return this.reserveJob(now, lastMessageEndsRound(this.sql, this.meta));
  }

  dispatch(job: Reservation): Promise<TriggerOutcome> {
    return dispatchSummaryJob(
      { sql: this.sql, meta: this.meta, storage: this.ctx.storage, env: this.env, failJob: (id) => this.failJob(id) },
      job,
    );
  }

  /** A job D1 recorded as failed: counts towards the breaker, whose cooldown an alarm ends. */
  async failJob(memoryId: number): Promise<void> {
    if (!this.written) return;
    const settings = this.settings();
    const breaker = this.ctx.storage.transactionSync(() =>
      recordJobFailure(this.sql, this.meta, breakerLimits(this.env, settings), memoryId, Date.now()),
    );
    // The trial must not wait for an append that may never come.
    if (breaker) await this.ctx.storage.setAlarm(breaker.retryAt);
  }
}
