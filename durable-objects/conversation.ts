import { DurableObject } from "cloudflare:workers";
import { database } from "../src/db/client";
import { failIfProcessing, getMemory, insertProcessingMemory } from "../src/db/memory-chain";
import { assembleContext, messageCost, type SummarySnapshot } from "../src/memory/context";
import { countTokens } from "../src/memory/tokens";
import { calculateSummaryRange, shouldTriggerSummary } from "../src/memory/window";
import { serviceConfig } from "../src/lib/config";
import { log } from "../src/lib/log";
import type { ConversationSettings, ConversationSettingsPatch } from "../src/schemas/settings";
import type { StoredMessage } from "../src/schemas/messages";
import { currentJob, MetaStore } from "./conversation-state";
import { insertMessage, readMessages, readTail } from "./message-store";
import { enqueueMessageIndexing } from "./search-indexing";
import type {
  AppendOutcome,
  AppendRequest,
  CallerScope,
  ContextOutcome,
  ContextRequest,
  ConversationStatus,
  DoResult,
  TriggerOutcome,
} from "./rpc-types";
import { migrateConversationSchema } from "./schema";

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const ok = <T>(value: T): DoResult<T> => ({ ok: true, value });
const notFound = <T>(): DoResult<T> => ({
  ok: false,
  error: { status: 404, code: "not_found", message: "conversation not found" },
});

interface Reservation {
  startSeq: number;
  endSeq: number;
  baseMemoryId: number | null;
  deadline: number;
}

/**
 * One conversation: its messages, its sequence counter and its summarization lock. Every
 * check-then-write runs inside a synchronous transaction, so concurrent requests can never
 * interleave between reading the counter (or the lock) and writing it.
 */
export class ConversationDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly meta: MetaStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.meta = new MetaStore(this.sql);
    void ctx.blockConcurrencyWhile(async () => migrateConversationSchema(this.sql));
  }

  async append(request: AppendRequest): Promise<DoResult<AppendOutcome>> {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const outcome = this.ctx.storage.transactionSync((): DoResult<{ result: AppendOutcome; job?: Reservation }> => {
      const identity = this.meta.get("identity");
      if (identity && identity.userId !== request.userId) {
        if (request.scope.restrictedUserId !== null) return notFound();
        return { ok: false, error: { status: 409, code: "conflict", message: "conversation belongs to another user" } };
      }
      if (request.idempotency) {
        const previous = this.sql
          .exec<{ body_hash: string; first_seq: number; last_seq: number }>(
            `SELECT body_hash, first_seq, last_seq FROM idempotency WHERE key = ? AND created_at > ?`,
            request.idempotency.key,
            now - IDEMPOTENCY_TTL_MS,
          )
          .toArray()[0];
        if (previous) {
          if (previous.body_hash !== request.idempotency.bodyHash) {
            return {
              ok: false,
              error: { status: 409, code: "idempotency_conflict", message: "Idempotency-Key was used with a different body" },
            };
          }
          const messages = readMessages(this.sql, previous.first_seq, previous.last_seq, Number.MAX_SAFE_INTEGER);
          return ok({
            result: { messages, lastSeq: previous.last_seq, replayed: true, summarization: { triggered: false, reason: "replay" } },
          });
        }
      }
      if (!identity) {
        this.meta.set("identity", {
          tenantId: request.scope.tenantId,
          conversationId: request.scope.conversationId,
          userId: request.userId,
          createdAt: nowIso,
        });
      }
      let seq = this.meta.get("lastSeq") ?? -1;
      let totalTokens = this.meta.get("totalTokens") ?? 0;
      const stored: StoredMessage[] = [];
      for (const message of request.messages) {
        seq += 1;
        const row = insertMessage(this.sql, seq, message, nowIso);
        totalTokens += messageCost(row);
        stored.push(row);
      }
      this.meta.set("lastSeq", seq);
      this.meta.set("totalTokens", totalTokens);
      if (request.idempotency) {
        this.sql.exec(`DELETE FROM idempotency WHERE created_at <= ?`, now - IDEMPOTENCY_TTL_MS);
        this.sql.exec(
          `INSERT INTO idempotency (key, body_hash, first_seq, last_seq, created_at) VALUES (?, ?, ?, ?, ?)`,
          request.idempotency.key,
          request.idempotency.bodyHash,
          stored[0]?.seq ?? seq,
          seq,
          now,
        );
      }
      const trigger = this.reserveJob(now);
      return ok({
        result: { messages: stored, lastSeq: seq, replayed: false, summarization: trigger.outcome },
        job: trigger.job,
      });
    });
    if (!outcome.ok) return outcome;
    const { result, job } = outcome.value;
    if (!result.replayed) await enqueueMessageIndexing(this.env.JOBS, this.meta);
    if (job) result.summarization = await this.dispatch(job);
    return ok(result);
  }

  /** Does nothing: the benchmark's floor for one round trip to this object. */
  async ping(): Promise<true> {
    return true;
  }

  async getMessages(scope: CallerScope, fromSeq: number, toSeq: number, limit: number): Promise<DoResult<StoredMessage[]>> {
    if (!this.visibleTo(scope)) return notFound();
    return ok(readMessages(this.sql, fromSeq, toSeq, limit));
  }

  async getContext(request: ContextRequest): Promise<DoResult<ContextOutcome>> {
    if (!this.visibleTo(request.scope)) return notFound();
    const summary = this.meta.get("summary") ?? null;
    const tail = readTail(this.sql, summary ? summary.endSeq : -1, request.budgetTokens);
    const assembled = assembleContext({ summary, messages: tail, budgetTokens: request.budgetTokens });
    return ok({
      userId: this.meta.get("identity")?.userId ?? "",
      summary: assembled.summary,
      messages: assembled.messages,
      tokenCount: assembled.tokenCount,
      fullTokenCount: this.meta.get("totalTokens") ?? 0,
      droppedMessages: assembled.droppedMessages,
      summaryDropped: assembled.summaryDropped,
      source: summary ? "memory" : "raw",
    });
  }

  async status(scope: CallerScope): Promise<DoResult<ConversationStatus>> {
    const identity = this.meta.get("identity");
    if (!identity || !this.visibleTo(scope)) return notFound();
    const job = currentJob(this.sql);
    const summary = this.meta.get("summary");
    const settings = this.settings();
    const failures = this.meta.get("consecutiveFailures") ?? 0;
    const lastSeq = this.meta.get("lastSeq") ?? -1;
    return ok({
      conversationId: identity.conversationId,
      userId: identity.userId,
      lastSeq,
      messageCount: lastSeq + 1,
      fullTokenCount: this.meta.get("totalTokens") ?? 0,
      summary: summary ? { memoryId: summary.memoryId, startSeq: summary.startSeq, endSeq: summary.endSeq, tokenCount: summary.tokenCount } : null,
      job: job
        ? {
            memoryId: job.memory_id,
            startSeq: job.start_seq,
            endSeq: job.end_seq,
            baseMemoryId: job.base_memory_id,
            deadline: new Date(job.deadline).toISOString(),
          }
        : null,
      consecutiveFailures: failures,
      circuitOpen: failures >= settings.max_consecutive_failures,
      settings,
    });
  }

  async updateSettings(scope: CallerScope, patch: ConversationSettingsPatch): Promise<DoResult<ConversationSettings>> {
    if (!this.meta.get("identity") || !this.visibleTo(scope)) return notFound();
    this.meta.set("settings", { ...this.meta.get("settings"), ...patch });
    return ok(this.settings());
  }

  /** An explicit retry: closes the circuit breaker and triggers a summary if one is due. */
  async retrySummarization(scope: CallerScope): Promise<DoResult<TriggerOutcome>> {
    if (!this.meta.get("identity") || !this.visibleTo(scope)) return notFound();
    const job = this.ctx.storage.transactionSync(() => {
      this.meta.set("consecutiveFailures", 0);
      return this.reserveJob(Date.now());
    });
    return ok(job.job ? await this.dispatch(job.job) : job.outcome);
  }

  /** Called by the queue consumer once D1 has recorded the job as completed. */
  async completeJob(memoryId: number, summary: SummarySnapshot): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      const job = currentJob(this.sql);
      if (job?.memory_id === memoryId) {
        this.sql.exec(`DELETE FROM job WHERE id = 1`);
        this.meta.set("consecutiveFailures", 0);
      }
      const current = this.meta.get("summary");
      if (!current || summary.endSeq > current.endSeq || (summary.endSeq === current.endSeq && memoryId > current.memoryId)) {
        this.meta.set("summary", summary);
      }
    });
    log("info", "summary_completed", { memoryId, startSeq: summary.startSeq, endSeq: summary.endSeq });
  }

  /** Called once D1 has recorded the job as failed (by the consumer, the DLQ or the watchdog). */
  async failJob(memoryId: number): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      const job = currentJob(this.sql);
      if (job?.memory_id !== memoryId) return;
      this.sql.exec(`DELETE FROM job WHERE id = 1`);
      this.meta.set("consecutiveFailures", (this.meta.get("consecutiveFailures") ?? 0) + 1);
    });
  }

  /** Removes every message and all state; the object is reusable (empty) afterwards. */
  async destroy(scope: CallerScope): Promise<DoResult<{ deletedMessages: number }>> {
    if (!this.meta.get("identity") || !this.visibleTo(scope)) return notFound();
    const deletedMessages = (this.meta.get("lastSeq") ?? -1) + 1;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    migrateConversationSchema(this.sql);
    return ok({ deletedMessages });
  }

  /** The watchdog: a job that has not reported back by its deadline is failed. */
  override async alarm(): Promise<void> {
    const job = currentJob(this.sql);
    if (!job) return;
    if (Date.now() < job.deadline) {
      await this.ctx.storage.setAlarm(job.deadline);
      return;
    }
    if (job.memory_id === null) {
      // The dispatch never finished (the request died between reserving and enqueueing).
      this.sql.exec(`DELETE FROM job WHERE id = 1 AND memory_id IS NULL`);
      return;
    }
    const identity = this.meta.get("identity");
    if (!identity) return;
    const db = database(this.env.DB);
    if (await failIfProcessing(db, job.memory_id, "timed out: no report before the job deadline")) {
      log("warn", "summary_timed_out", { memoryId: job.memory_id, conversationId: identity.conversationId });
      await this.failJob(job.memory_id);
      return;
    }
    // D1 already holds a verdict: adopt it.
    const row = await getMemory(db, identity, job.memory_id);
    if (row?.status === "completed" && row.memoryText !== null) {
      await this.completeJob(job.memory_id, {
        memoryId: row.memoryId,
        text: row.memoryText,
        startSeq: row.startSequence,
        endSeq: row.endSequence,
        tokenCount: countTokens(row.memoryText),
      });
    } else {
      await this.failJob(job.memory_id);
    }
  }

  private settings(): ConversationSettings {
    const config = serviceConfig(this.env);
    return {
      window_size: config.MEMORY_WINDOW_SIZE,
      summarize_after_seq: config.MEMORY_SUMMARIZE_AFTER_SEQ,
      job_timeout_seconds: config.SUMMARY_JOB_TIMEOUT_SECONDS,
      max_consecutive_failures: config.SUMMARY_MAX_CONSECUTIVE_FAILURES,
      ...this.meta.get("settings"),
    };
  }

  private visibleTo(scope: CallerScope): boolean {
    const identity = this.meta.get("identity");
    if (!identity) return false;
    return scope.restrictedUserId === null || scope.restrictedUserId === identity.userId;
  }

  /** Must run inside a synchronous transaction: it is the check-then-write of the lock. */
  private reserveJob(now: number): { outcome: TriggerOutcome; job?: Reservation } {
    const settings = this.settings();
    const lastSeq = this.meta.get("lastSeq") ?? -1;
    const job = currentJob(this.sql);
    const summary = this.meta.get("summary");
    const decision = shouldTriggerSummary(
      {
        lastSavedSeq: lastSeq,
        jobInFlight: job !== undefined,
        coveredThroughSeq: summary?.endSeq ?? null,
        circuitOpen: (this.meta.get("consecutiveFailures") ?? 0) >= settings.max_consecutive_failures,
      },
      { windowSize: settings.window_size, summarizeAfterSeq: settings.summarize_after_seq },
    );
    if (!decision.trigger) return { outcome: { triggered: false, reason: decision.reason } };
    const range = calculateSummaryRange(lastSeq, { windowSize: settings.window_size, summarizeAfterSeq: settings.summarize_after_seq });
    const reservation: Reservation = {
      ...range,
      baseMemoryId: summary?.memoryId ?? null,
      deadline: now + settings.job_timeout_seconds * 1000,
    };
    this.sql.exec(
      `INSERT INTO job (id, memory_id, start_seq, end_seq, base_memory_id, reserved_at, deadline) VALUES (1, NULL, ?, ?, ?, ?, ?)`,
      reservation.startSeq,
      reservation.endSeq,
      reservation.baseMemoryId,
      now,
      reservation.deadline,
    );
    return { outcome: { triggered: true }, job: reservation };
  }

  /** Records the 'processing' row in D1 and enqueues the job; the alarm is its watchdog. */
  private async dispatch(job: Reservation): Promise<TriggerOutcome> {
    const identity = this.meta.get("identity");
    if (!identity) return { triggered: false, reason: "no_conversation" };
    await this.ctx.storage.setAlarm(job.deadline);
    const db = database(this.env.DB);
    let memoryId: number;
    try {
      memoryId = await insertProcessingMemory(db, { ...identity, ...job });
    } catch (error) {
      this.sql.exec(`DELETE FROM job WHERE id = 1 AND memory_id IS NULL`);
      log("error", "summary_dispatch_failed", { stage: "d1", error: String(error) });
      return { triggered: false, reason: "dispatch_failed" };
    }
    this.sql.exec(`UPDATE job SET memory_id = ? WHERE id = 1`, memoryId);
    try {
      await this.env.JOBS.send({
        type: "summarize",
        tenantId: identity.tenantId,
        conversationId: identity.conversationId,
        memoryId,
      });
    } catch (error) {
      await failIfProcessing(db, memoryId, "could not enqueue the job");
      await this.failJob(memoryId);
      log("error", "summary_dispatch_failed", { stage: "queue", memoryId, error: String(error) });
      return { triggered: false, reason: "dispatch_failed", memoryId };
    }
    if (job.startSeq > 0) {
      log("info", "sliding_window_drop", { conversationId: identity.conversationId, droppedThroughSeq: job.startSeq - 1 });
    }
    return { triggered: true, memoryId };
  }
}
