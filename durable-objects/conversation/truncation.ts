import { chainDb, lastCompletedBefore } from "../../src/summaries/chain";
import { extractContextKeys, type ContextValues } from "../../src/context/context-keys";
import type { SummarySnapshot } from "../../src/context/assemble";
import { addExchange, EMPTY_EXCHANGES, exchangeFrom, truncateSummary } from "../../src/context/exchanges";
import { appendSummaryLine, summaryLine } from "../../src/context/rolling-lines";
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from "../../src/context/tokens";
import { advanceCycle, EMPTY_CYCLE } from "../../src/context/turns";
import type { ConversationSettings } from "../../src/conversations/settings";
import { currentJob, type MetaStore } from "./meta-store";
import { readMessages } from "./message-store";
import type { CallerScope, TruncateOutcome } from "../../src/conversations/outcomes";
import { refuse, type Result } from "../../src/lib/errors";
import { notFound } from "./answers";
import { exchangesSettings, rollingSettings } from "./effective-settings";
import { truncateIndexMarks } from "./search-indexing";
import type { ShapingStore } from "./shaping-store";

export interface TruncationTarget {
  sql: SqlStorage;
  meta: MetaStore;
  store: ShapingStore;
  storage: DurableObjectStorage;
  env: Env;
  settings: ConversationSettings;
}

const refuseRange = (message: string) => refuse("invalid_request", message);

/**
 * The last completed summary that covers only kept messages: the one the conversation falls
 * back to, and the base the next summary builds on. Read before anything changes, so a D1
 * failure leaves the conversation as it was.
 */
async function lastValidSummary(
  env: Env,
  key: { tenantId: string; conversationId: string; userId: string },
  fromSeq: number,
): Promise<SummarySnapshot | null> {
  const row = await lastCompletedBefore(await chainDb(env, key, key.userId), key, fromSeq);
  if (!row || row.memoryText === null) return null;
  return {
    memoryId: row.memoryId,
    text: row.memoryText,
    startSeq: row.startSequence,
    endSeq: row.endSequence,
    tokenCount: countTokens(row.memoryText),
  };
}

/**
 * Removes messages [fromSeq, last] and everything in the object derived from them, in one
 * transaction. Seqs are reused: the next append continues at fromSeq, so seqs stay dense
 * (message_count = last_seq + 1, seed 002's window arithmetic) and a stale search entry of a
 * removed seq is overwritten by the message that takes the seq. The caller (the object's
 * `truncate`) runs this inside blockConcurrencyWhile, so no append interleaves with the D1 read.
 */
export async function truncateObject(target: TruncationTarget, scope: CallerScope, fromSeq: number): Promise<Result<TruncateOutcome>> {
  const { sql, meta } = target;
  const identity = meta.get("identity");
  if (!identity || (scope.restrictedUserId !== null && scope.restrictedUserId !== identity.userId)) {
    return notFound();
  }
  const lastSeq = meta.get("lastSeq") ?? -1;
  if (fromSeq > lastSeq + 1) return refuseRange(`from_seq ${fromSeq} is past the end of the conversation (last_seq ${lastSeq})`);
  const current = meta.get("summary") ?? null;
  const nothing = { deletedMessages: 0, lastSeq, summary: current, cancelledJob: null, userId: identity.userId };
  if (fromSeq === lastSeq + 1) return { ok: true, value: nothing };
  const fallback = current && current.endSeq >= fromSeq ? await lastValidSummary(target.env, identity, fromSeq) : current;

  return target.storage.transactionSync(() => {
    sql.exec(`DELETE FROM messages WHERE seq >= ?`, fromSeq);
    sql.exec(`DELETE FROM tool_offloads WHERE seq >= ?`, fromSeq);
    // A replay of a request whose messages are gone would answer with other messages.
    sql.exec(`DELETE FROM idempotency WHERE last_seq >= ?`, fromSeq);
    // Counted as the append counts it (messageCost): each message with its chat framing.
    const tokens =
      sql.exec<{ total: number | null }>(`SELECT SUM(token_count + ${MESSAGE_OVERHEAD_TOKENS}) AS total FROM messages`).toArray()[0]
        ?.total ?? 0;
    meta.set("lastSeq", fromSeq - 1);
    meta.set("totalTokens", tokens);
    // Every index mark past the cut (the sends and the confirmations): the seqs will be reused.
    truncateIndexMarks(meta, fromSeq, Date.now());
    const roundEnd = meta.get("roundEndSeq");
    if (roundEnd !== undefined && roundEnd >= fromSeq) {
      const kept = sql
        .exec<{ seq: number }>(`SELECT seq FROM messages WHERE role = 'assistant' AND tool_calls IS NULL ORDER BY seq DESC LIMIT 1`)
        .toArray()[0];
      if (kept) meta.set("roundEndSeq", kept.seq);
      else meta.delete("roundEndSeq");
    }
    if (fallback) meta.set("summary", fallback);
    else meta.delete("summary");
    // A summary job over removed messages is cancelled; its D1 row goes with the others (the
    // consumer's conditional update then finds nothing, and a late report is ignored).
    const job = currentJob(sql);
    let cancelledJob: number | null = null;
    if (job && job.end_seq >= fromSeq) {
      sql.exec(`DELETE FROM job WHERE id = 1`);
      cancelledJob = job.memory_id;
    }
    rebuildShaping(target, fromSeq);
    return {
      ok: true,
      value: { deletedMessages: lastSeq + 1 - fromSeq, lastSeq: fromSeq - 1, summary: fallback, cancelledJob, userId: identity.userId },
    };
  });
}

/**
 * The strategies' own summaries (seed 000's rolling lines, seed 001's exchanges, the tracked
 * context keys) are rebuilt by replaying the kept messages through the same deterministic
 * steps ingestion uses; a compaction summary reaching into the removed messages is dropped
 * (the next autocompact folds again). No job is queued: an exchanges summary over its limit
 * is truncated, not sent to the LLM.
 */
function rebuildShaping(target: TruncationTarget, fromSeq: number): void {
  const { store, settings } = target;
  let cycle = EMPTY_CYCLE;
  let rolling = "";
  let exchanges = { ...EMPTY_EXCHANGES };
  let contextKeys: ContextValues = {};
  for (const message of readMessages(target.sql, 0, fromSeq - 1, Number.MAX_SAFE_INTEGER)) {
    const step = advanceCycle(cycle, message);
    cycle = step.cycle;
    for (const event of step.events) {
      if (event.kind === "tool_result") {
        if (event.ok && settings.context_tools.includes(event.call.name)) {
          contextKeys = { ...contextKeys, ...extractContextKeys(event.call.arguments, settings.context_keys) };
        }
        continue;
      }
      rolling = appendSummaryLine(rolling, summaryLine(event, rollingSettings(settings)), settings.rolling_summary_lines);
      const added = addExchange(exchanges, exchangeFrom(event, exchangesSettings(settings)), exchangesSettings(settings));
      exchanges = added.needsCompression
        ? {
            ...added.state,
            summary: truncateSummary(added.state.summary, settings.summary_target_bytes),
            compressions: { ...added.state.compressions, truncation: added.state.compressions.truncation + 1 },
          }
        : added.state;
    }
  }
  store.set("cycle", cycle);
  store.set("rollingSummary", rolling);
  store.set("exchanges", { ...exchanges, job: null });
  store.set("contextKeys", contextKeys);
  // The cache-stable context recalled for removed turns: the next read opens a new one.
  store.delete("contextCache");
  const compaction = store.get("compaction");
  if (compaction?.summary && compaction.summary.throughSeq >= fromSeq) store.set("compaction", { ...compaction, summary: null, job: null });
}
