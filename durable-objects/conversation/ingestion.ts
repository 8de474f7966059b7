import type { ShapingJob } from "../../src/queue/job-types";
import { log } from "../../src/lib/log";
import { extractContextKeys } from "../../src/context/context-keys";
import { addExchange, EMPTY_EXCHANGES, exchangeFrom, truncateSummary } from "../../src/context/exchanges";
import { appendSummaryLine, summaryLine } from "../../src/context/rolling-lines";
import { advanceCycle, EMPTY_CYCLE, type ExchangeEvent, type ToolResultEvent } from "../../src/context/turns";
import { byteLength } from "../../src/lib/utf8";
import type { StoredMessage } from "../../src/conversations/messages";
import { exchangesSettings, rollingSettings } from "./effective-settings";
import { newJobId, type ShapingDeps } from "./deps";
import { randomMemoryKey } from "../../src/contents/store";
import { shardOf } from "../../src/db/placement-rule";
import { serviceConfig } from "../../src/lib/config";
import { decrementCache } from "./tool-cache-store";

/**
 * Runs inside append's transaction, after the messages are stored: advances the turn, and on
 * each event updates the cheap, deterministic state (tracked context keys, seed 000's rolling
 * summary, seed 001's exchanges and tool-cache durations). Anything slow or needing an LLM is
 * returned as a job for the queue.
 */
export function shapeOnAppend(deps: ShapingDeps, stored: StoredMessage[]): ShapingJob[] {
  let cycle = deps.store.get("cycle") ?? EMPTY_CYCLE;
  const jobs: ShapingJob[] = [];
  for (const message of stored) {
    if (
      message.role === "tool" &&
      deps.settings.strategy === "tiered" &&
      (message.content ?? "").length > deps.settings.tool_result_max_chars
    ) {
      const toolName = (message.tool_call_id ? cycle.openCalls[message.tool_call_id]?.name : undefined) ?? message.name ?? "tool";
      jobs.push(reserveOffload(deps, message.seq, toolName));
    }
    const step = advanceCycle(cycle, message);
    cycle = step.cycle;
    for (const event of step.events) {
      if (event.kind === "tool_result") trackContextKeys(deps, event);
      else jobs.push(...finishExchange(deps, event));
    }
  }
  deps.store.set("cycle", cycle);
  return jobs;
}

function reserveOffload(deps: ShapingDeps, seq: number, toolName: string): ShapingJob {
  const { tenantId, userId } = deps.identity;
  // The key names the shard the user's rows would be placed on today, read from the hash alone:
  // the object must not ask D1 on an append. A user placed before the shard count changed gets
  // a wrong hint, which only costs a lookup on the other shards (src/db/shards.ts keyShards).
  const memoryKey = randomMemoryKey(shardOf(tenantId, userId, serviceConfig(deps.env).DATA_SHARDS));
  deps.sql.exec(
    `INSERT OR REPLACE INTO tool_offloads (seq, memory_key, tool_name, status, token_count, description) VALUES (?, ?, ?, 'pending', 0, ?)`,
    seq,
    memoryKey,
    toolName,
    `${toolName} result (seq ${seq})`,
  );
  return { type: "offload_tool_result", tenantId, userId, conversationId: deps.identity.conversationId, seq, memoryKey };
}

/** Seed 000 layer 1: after a successful call of a context tool, its key arguments become defaults. */
function trackContextKeys(deps: ShapingDeps, event: ToolResultEvent): void {
  if (!deps.settings.context_tools.includes(event.call.name)) return;
  if (!event.ok) {
    log("info", "context_keys_skipped", {
      conversationId: deps.identity.conversationId,
      tool: event.call.name,
      seq: event.seq,
      reason: "tool_error",
    });
    return;
  }
  const found = extractContextKeys(event.call.arguments, deps.settings.context_keys);
  if (Object.keys(found).length === 0) return;
  deps.store.set("contextKeys", { ...deps.store.get("contextKeys"), ...found });
  for (const [key, value] of Object.entries(found)) {
    log("info", "context_key_set", { conversationId: deps.identity.conversationId, key, value, tool: event.call.name, seq: event.seq });
  }
}

function finishExchange(deps: ShapingDeps, event: ExchangeEvent): ShapingJob[] {
  const { settings, store, identity } = deps;
  const line = summaryLine(event, rollingSettings(settings));
  store.set("rollingSummary", appendSummaryLine(store.get("rollingSummary") ?? "", line, settings.rolling_summary_lines));

  const jobs: ShapingJob[] = [];
  const exchange = exchangeFrom(event, exchangesSettings(settings));
  const added = addExchange(store.get("exchanges") ?? EMPTY_EXCHANGES, exchange, exchangesSettings(settings));
  let state = added.state;
  if (added.needsCompression) {
    if (settings.strategy !== "exchanges") {
      // Nobody reads this summary now: keep it bounded without spending an LLM call.
      state = {
        ...state,
        summary: truncateSummary(state.summary, settings.summary_target_bytes),
        compressions: { ...state.compressions, truncation: state.compressions.truncation + 1 },
      };
    } else if (!state.job || state.job.deadline <= deps.now) {
      const id = newJobId();
      state = { ...state, job: { id, deadline: deps.now + settings.job_timeout_seconds * 1000 } };
      jobs.push({
        type: "compress_exchanges",
        tenantId: identity.tenantId,
        userId: identity.userId,
        conversationId: identity.conversationId,
        jobId: id,
      });
    }
  }
  store.set("exchanges", state);
  const cache = decrementCache(deps.sql);
  // One line per finished exchange (the rolling summary's new line included): this runs on
  // every round's append, where each log line is paid for in the append's latency.
  log("info", "exchange_finished", {
    conversationId: identity.conversationId,
    answerSeq: event.answerSeq,
    rollingSummaryLine: line,
    exchanges: state.items.length,
    folded: added.folded,
    answerSummarized: exchange.summarized,
    summaryBytes: byteLength(state.summary),
    cacheDecremented: cache.decremented,
    cacheExpired: cache.expired,
  });
  return jobs;
}
