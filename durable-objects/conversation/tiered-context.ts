import { log } from "../../src/lib/log";
import { compactTiered, type OffloadRef } from "../../src/context/compaction";
import { isSynthetic } from "../../src/context/fit";
import type { StoredMessage } from "../../src/conversations/messages";
import type { CompactionReport, InjectedItem } from "../../src/context/items";
import { COMPACTION_PREAMBLE, reserveAutocompact } from "./compaction-jobs";
import { readMessages } from "./message-store";
import { tieredLimits, tieredSettings } from "./effective-settings";
import { sendJobs, type ShapingDeps } from "./deps";
import { EMPTY_COMPACTION } from "./shaping-store";
import { query, summaryView, type Shaped } from "./shaped";

/** Seed 004: the compaction summary + newer messages, then the compaction tiers in order. */
export async function tiered(
  deps: ShapingDeps,
  budgetTokens: number | null,
  injected: InjectedItem[],
  mode: "serve" | "preview",
): Promise<Shaped> {
  const { sql, settings, identity } = deps;
  const state = deps.store.get("compaction") ?? EMPTY_COMPACTION;
  const after = state.summary?.throughSeq ?? -1;
  const summaryMessage: StoredMessage[] = state.summary
    ? [
        {
          seq: -1,
          role: "assistant",
          content: state.summary.text,
          created_at: state.summary.createdAt,
          token_count: state.summary.tokenCount,
          metadata: { synthetic: "compaction_summary", through_seq: after },
        },
      ]
    : [];
  const messages = [
    ...query(sql, `role = 'system' AND seq <= ? ORDER BY seq`, after),
    ...summaryMessage,
    ...readMessages(sql, after + 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  ];
  const offloads = new Map<number, OffloadRef>();
  for (const row of sql.exec<{ seq: number; memory_key: string; description: string; token_count: number }>(
    `SELECT seq, memory_key, description, token_count FROM tool_offloads WHERE status = 'stored' AND seq > ?`,
    after,
  )) {
    offloads.set(row.seq, { key: row.memory_key, description: row.description, tokens: row.token_count });
  }
  const injectedTokens = injected.reduce((sum, item) => sum + item.token_count, 0);
  const limits = tieredLimits(settings, budgetTokens);
  const result = compactTiered({
    messages,
    budgetTokens: Math.max(0, limits.budget - injectedTokens),
    autocompactThresholdTokens: Math.max(0, limits.autocompactThreshold - injectedTokens),
    offloads,
    settings: tieredSettings(settings),
  });
  for (const step of result.steps) {
    log("info", "compaction_step", { conversationId: identity.conversationId, mode, ...step, budgetTokens: limits.budget });
  }
  let autocompact: CompactionReport["autocompact"] = "not_needed";
  if (result.wantsAutocompact && mode === "serve") {
    const reserved = deps.storage.transactionSync(() => reserveAutocompact(deps, false));
    autocompact = reserved.status;
    if (reserved.job) await sendJobs(deps.env, [reserved.job]);
    log("info", "compaction_step", {
      conversationId: identity.conversationId,
      mode,
      step: "autocompact",
      status: autocompact,
      tokens: result.tokenCount,
      thresholdTokens: limits.autocompactThreshold,
    });
  } else if (result.wantsAutocompact) {
    autocompact = state.job ? "in_flight" : state.consecutiveFailures >= settings.max_compact_failures ? "circuit_open" : "wanted";
  }
  const summaryKept = result.messages.some(isSynthetic);
  return {
    // The compaction steps fitted the messages to the budget already: nothing for the planner to cut.
    fitRule: null,
    summary: null,
    messages: result.messages,
    tokenCount: result.tokenCount,
    droppedMessages: result.droppedMessages,
    summaryDropped: summaryMessage.length > 0 && !summaryKept,
    source: summaryKept ? "memory" : "raw",
    strategySummary: state.summary ? summaryView("compaction_summary", state.summary.text.slice(COMPACTION_PREAMBLE.length + 1)) : null,
    coveredRange: state.summary && summaryKept ? { from: 0, to: state.summary.throughSeq } : null,
    compaction: {
      steps: result.steps.map((s) => ({
        step: s.step,
        tokens_before: s.tokensBefore,
        tokens_after: s.tokensAfter,
        messages_affected: s.messagesAffected,
      })),
      autocompact,
      budget_tokens: limits.budget,
      autocompact_threshold_tokens: limits.autocompactThreshold,
      summary_through_seq: state.summary?.throughSeq ?? null,
    },
  };
}
