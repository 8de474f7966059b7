import { messageCost } from "../../src/context/assemble";
import { endsRound } from "../../src/context/window";
import type { StoredMessage } from "../../src/conversations/messages";
import type { ExtractFactsJob, ShapingJob } from "../../src/queue/job-types";
import { enqueue } from "../../src/queue/enqueue";
import type { ConversationCore } from "./core";
import { factExtractionJob, markFactsQueued } from "./fact-extraction";
import { findIdempotencyRecord, recordIdempotency } from "./idempotency";
import { shapeOnAppend } from "./ingestion";
import { derivedRedactor } from "../../src/privacy/derived";
import type { MetaStore } from "./meta-store";
import { insertMessage, readMessages } from "./message-store";
import { idempotencyConflict, ownershipRefusal } from "./offloads";
import { ok } from "./answers";
import type { AppendOutcome, AppendRequest, TriggerOutcome } from "../../src/conversations/outcomes";
import type { Result } from "../../src/lib/errors";
import { armIndexWatchIfDue, enqueueMessageIndexing } from "./search-indexing";
import type { Reservation } from "./summary-jobs";
import { appendCounters } from "../../src/usage/counters";
import { UsageStore } from "../usage-store";

interface StoredAppend {
  result: AppendOutcome;
  job?: Reservation;
  shapingJobs: ShapingJob[];
}

/** What the append asks of the object once the messages are stored: the summary trigger and the shaping jobs. */
interface AppendHooks {
  reserve: (roundEnded: boolean) => { outcome: TriggerOutcome; job?: Reservation };
  shapingJobs: (stored: StoredMessage[]) => ShapingJob[];
}

/**
 * The append's check-then-write: ownership, the Idempotency-Key, the seqs and counters, the
 * summary trigger. Must run inside the object's synchronous transaction.
 */
export function storeAppend(
  sql: SqlStorage,
  meta: MetaStore,
  request: AppendRequest,
  now: number,
  hooks: AppendHooks,
): Result<StoredAppend> {
  const nowIso = new Date(now).toISOString();
  const identity = meta.get("identity");
  const refusal = ownershipRefusal(identity, request.scope, request.userId);
  if (refusal) return refusal;
  if (request.idempotency) {
    const previous = findIdempotencyRecord(sql, request.idempotency.namespace, request.idempotency.key, now);
    if (previous) {
      if (previous.bodyHash !== request.idempotency.bodyHash) return idempotencyConflict();
      const messages = readMessages(sql, previous.firstSeq, previous.lastSeq, Number.MAX_SAFE_INTEGER);
      return {
        ok: true,
        value: {
          result: { messages, lastSeq: previous.lastSeq, replayed: true, summarization: { triggered: false, reason: "replay" } },
          shapingJobs: [],
        },
      };
    }
  }
  if (!identity) {
    meta.set("identity", {
      tenantId: request.scope.tenantId,
      conversationId: request.scope.conversationId,
      userId: request.userId,
      createdAt: nowIso,
    });
  }
  let seq = meta.get("lastSeq") ?? -1;
  let totalTokens = meta.get("totalTokens") ?? 0;
  const stored: StoredMessage[] = [];
  for (const message of request.messages) {
    seq += 1;
    const row = insertMessage(sql, seq, message, nowIso);
    totalTokens += messageCost(row);
    stored.push(row);
  }
  meta.set("lastSeq", seq);
  // Usage is counted here, in the append's own transaction: no D1 write, no round trip.
  new UsageStore(sql).add(now, appendCounters(stored.length, totalTokens - (meta.get("totalTokens") ?? 0)));
  meta.set("totalTokens", totalTokens);
  meta.set("lastActivityAt", now);
  if (request.idempotency) {
    const { namespace, key, bodyHash } = request.idempotency;
    recordIdempotency(sql, namespace, key, { bodyHash, firstSeq: stored[0]?.seq ?? seq, lastSeq: seq }, now);
  }
  const last = request.messages.at(-1);
  const roundEnded = last !== undefined && endsRound(last);
  if (roundEnded) meta.set("roundEndSeq", seq);
  const trigger = hooks.reserve(roundEnded);
  return {
    ok: true,
    value: {
      result: { messages: stored, lastSeq: seq, replayed: false, summarization: trigger.outcome },
      job: trigger.job,
      shapingJobs: hooks.shapingJobs(stored),
    },
  };
}

/**
 * One append: the check-then-write in one transaction, then its background work. The sends are
 * independent round trips (the shaping and fact jobs in one batch, the index job), so they run
 * concurrently: the append waits for the slower, not for their sum. Each keeps its own
 * watermark, moved only by its own success.
 */
export async function appendMessages(core: ConversationCore, request: AppendRequest, now: number): Promise<Result<AppendOutcome>> {
  // Read before the transaction (a per-isolate cache: a D1 read at most once per TTL).
  const redactor = await derivedRedactor(core.env, request.scope.tenantId);
  const outcome = core.ctx.storage.transactionSync(() =>
    storeAppend(core.sql, core.meta, request, now, {
      reserve: (roundEnded) => core.reserveJob(now, roundEnded),
      shapingJobs: (stored) => {
        const deps = core.shapingDeps(now);
        return deps ? shapeOnAppend(deps, stored, redactor) : [];
      },
    }),
  );
  if (!outcome.ok) return outcome;
  const { result, job, shapingJobs } = outcome.value;
  const factsJob = result.replayed ? null : factExtractionJob(core.meta, now);
  await Promise.all([
    sendAppendJobs(core.env, core.meta, shapingJobs, factsJob),
    result.replayed ? undefined : enqueueMessageIndexing(core.env, core.meta),
    result.replayed ? undefined : armIndexWatchIfDue(core.env, core.meta, now),
  ]);
  // Last, as before: a DELETE landing while the summary's D1 row is written empties the object,
  // and nothing of this append (a send watermark) may be written back into it afterwards.
  if (job) result.summarization = await core.dispatch(job);
  return ok(result);
}

/**
 * The shaping jobs and the fact extraction job in one batch. A lost batch costs what a lost
 * single send did: the fact watermark stays (the next round's job covers those turns), and the
 * shaping reservations carry deadlines after which the next trigger reserves them again.
 */
async function sendAppendJobs(env: Env, meta: MetaStore, shaping: ShapingJob[], facts: ExtractFactsJob | null): Promise<void> {
  const jobs: Array<ShapingJob | ExtractFactsJob> = facts ? [...shaping, facts] : shaping;
  if (jobs.length === 0) return;
  const fields = { conversationId: jobs[0]?.conversationId, types: jobs.map((job) => job.type) };
  if ((await enqueue(env, jobs, { event: "append_jobs_send_failed", fields })) && facts) markFactsQueued(meta, facts);
}
