import type { StoredMessage } from "../conversations/messages";
import { assembleContext, fitMessages, isSynthetic, type SummarySnapshot } from "./assemble";
import { compactTiered, type TieredCandidates } from "./compaction";
import type { CompactionReport } from "./items";

/**
 * How the planner cuts a strategy's candidates to the budget: `window` is seed 002's order
 * (the newest unit, then the summary, then older units), `units` keeps system messages first
 * (fitMessages), `tiered` runs seed 004's compaction steps (compactTiered) under the budget or
 * the autocompact threshold, whichever is lower; null: nothing to cut.
 */
export type FitRule = "window" | "units" | "tiered" | null;

/** A strategy's messages as the object hands them over, before any budget (ContextOutcome). */
export interface StrategyCandidates {
  fitRule: FitRule;
  /** What the compaction steps read (rule `tiered`). */
  tiered?: TieredCandidates | null;
  injected: readonly { token_count: number }[];
  summary: SummarySnapshot | null;
  messages: StoredMessage[];
  tokenCount: number;
  droppedMessages: number;
  summaryDropped: boolean;
  source: "memory" | "raw";
  coveredRange: { from: number; to: number } | null;
}

export type StrategyFit = Omit<StrategyCandidates, "fitRule" | "injected" | "tiered"> & {
  /** What the compaction steps did (rule `tiered`). */
  compaction?: CompactionReport;
};

/**
 * The planner's first step: the strategy's messages cut to what the budget leaves after the
 * injected items, in the strategy's own order. The layers' shares are the second (planContext).
 */
export function fitCandidates(c: StrategyCandidates, budget: number | null): StrategyFit {
  const { fitRule, injected, tiered, ...unfitted } = c;
  const injectedTokens = injected.reduce((sum, item) => sum + item.token_count, 0);
  if (fitRule === "tiered" && tiered) return { ...unfitted, ...fitTiered(c.messages, tiered, budget, injectedTokens) };
  if (budget === null || fitRule === null) return unfitted;
  const room = Math.max(0, budget - injectedTokens);
  if (fitRule === "window") {
    const a = assembleContext({ summary: c.summary, messages: c.messages, budgetTokens: room });
    const covered = a.summary ? { from: a.summary.startSeq, to: a.summary.endSeq } : null;
    const dropped = c.droppedMessages + a.droppedMessages;
    return { ...unfitted, ...a, tokenCount: a.tokenCount + injectedTokens, droppedMessages: dropped, coveredRange: covered };
  }
  const fit = fitMessages(c.messages, room);
  const keptSummary = fit.messages.some(isSynthetic);
  return {
    ...unfitted,
    messages: fit.messages,
    tokenCount: fit.tokenCount + injectedTokens,
    droppedMessages: c.droppedMessages + fit.droppedMessages,
    summaryDropped: c.messages.some(isSynthetic) && !keptSummary,
    source: keptSummary ? "memory" : "raw",
  };
}

/** Seed 004's steps under the lower of the budget and the autocompact threshold, after the injected items. */
function fitTiered(
  messages: StoredMessage[],
  t: TieredCandidates,
  budget: number | null,
  injectedTokens: number,
): Omit<StrategyFit, "summary"> {
  const limit = Math.min(budget ?? Number.POSITIVE_INFINITY, t.autocompactThreshold);
  const result = compactTiered({
    messages,
    budgetTokens: Math.max(0, limit - injectedTokens),
    autocompactThresholdTokens: Math.max(0, t.autocompactThreshold - injectedTokens),
    offloads: new Map(t.offloads.map(({ seq, ...ref }) => [seq, ref])),
    settings: t.settings,
  });
  const summaryKept = result.messages.some(isSynthetic);
  return {
    messages: result.messages,
    tokenCount: result.tokenCount + injectedTokens,
    droppedMessages: result.droppedMessages,
    summaryDropped: messages.some(isSynthetic) && !summaryKept,
    source: summaryKept ? "memory" : "raw",
    coveredRange: t.summaryThroughSeq !== null && summaryKept ? { from: 0, to: t.summaryThroughSeq } : null,
    compaction: {
      steps: result.steps.map((s) => ({
        step: s.step,
        tokens_before: s.tokensBefore,
        tokens_after: s.tokensAfter,
        messages_affected: s.messagesAffected,
      })),
      autocompact: result.wantsAutocompact ? t.wantedStatus : "not_needed",
      budget_tokens: limit,
      autocompact_threshold_tokens: t.autocompactThreshold,
      summary_through_seq: t.summaryThroughSeq,
    },
  };
}
