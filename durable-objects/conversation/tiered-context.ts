import type { TieredCandidates } from "../../src/context/compaction";
import { messagesCost } from "../../src/context/assemble";
import type { StoredMessage } from "../../src/conversations/messages";
import { COMPACTION_PREAMBLE } from "./compaction-jobs";
import { readMessages } from "./message-store";
import { tieredSettings, tieredThreshold } from "./effective-settings";
import type { ShapingDeps } from "./deps";
import { EMPTY_COMPACTION } from "./shaping-store";
import { query, summaryView, type Shaped } from "./shaped";

/**
 * Seed 004's candidates: the system messages, the compaction summary (seq -1), the newer
 * messages, with what the compaction steps read (offloaded results, the settings, the
 * autocompact threshold). The steps themselves run where the budget is fitted, once.
 */
export function tiered(deps: ShapingDeps): Shaped {
  const { sql, settings } = deps;
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
  const offloads: TieredCandidates["offloads"] = sql
    .exec<{ seq: number; memory_key: string; description: string; token_count: number }>(
      `SELECT seq, memory_key, description, token_count FROM tool_offloads WHERE status = 'stored' AND seq > ?`,
      after,
    )
    .toArray()
    .map((row) => ({ seq: row.seq, key: row.memory_key, description: row.description, tokens: row.token_count }));
  return {
    // Seed 004's steps run on the planner's side, which alone fits the budget (fitCandidates, rule `tiered`).
    fitRule: "tiered",
    tiered: {
      offloads,
      settings: tieredSettings(settings),
      autocompactThreshold: tieredThreshold(settings),
      summaryThroughSeq: state.summary?.throughSeq ?? null,
      // Reported when the steps leave the context over the threshold and this read reserves no job (a preview).
      wantedStatus: state.job ? "in_flight" : state.consecutiveFailures >= settings.max_compact_failures ? "circuit_open" : "wanted",
    },
    summary: null,
    messages,
    tokenCount: messagesCost(messages),
    droppedMessages: 0,
    summaryDropped: false,
    source: summaryMessage.length > 0 ? "memory" : "raw",
    strategySummary: state.summary ? summaryView("compaction_summary", state.summary.text.slice(COMPACTION_PREAMBLE.length + 1)) : null,
    coveredRange: state.summary ? { from: 0, to: state.summary.throughSeq } : null,
    compaction: null,
  };
}
