import type { StoredMessage } from "../conversations/messages";
import { assembleContext, messageCost, toolUnits, type SummarySnapshot } from "./assemble";

export const isSynthetic = (message: Pick<StoredMessage, "seq">): boolean => message.seq < 0;
export const isSystemMessage = (message: Pick<StoredMessage, "role" | "seq">): boolean =>
  message.role === "system" || message.role === "developer";

export const messagesCost = (messages: readonly StoredMessage[]): number => messages.reduce((sum, m) => sum + messageCost(m), 0);

export interface FitResult {
  messages: StoredMessage[];
  tokenCount: number;
  droppedMessages: number;
}

/**
 * Fits a shaped context under a budget without splitting a tool call from its results.
 * System messages are never dropped. Then, as the core read path does: the newest unit (the
 * turn being answered), then the synthetic summary (it stands for everything older), then
 * older units newest first, stopping at the first that does not fit so nothing is skipped
 * over. Whatever is kept stays in conversation order.
 */
export function fitMessages(messages: StoredMessage[], budgetTokens: number): FitResult {
  const units = toolUnits(messages);
  const keep = new Set<StoredMessage[]>();
  let used = 0;
  const take = (unit: StoredMessage[]) => {
    keep.add(unit);
    used += messagesCost(unit);
  };
  for (const unit of units) if (unit.some(isSystemMessage)) take(unit);
  const summary = units.filter((unit) => !keep.has(unit) && unit.every(isSynthetic));
  const rest = units.filter((unit) => !keep.has(unit) && !unit.every(isSynthetic));
  const newest = rest.at(-1);
  if (newest && used + messagesCost(newest) <= budgetTokens) {
    take(newest);
    const summaryCost = summary.reduce((sum, unit) => sum + messagesCost(unit), 0);
    if (summary.length > 0 && used + summaryCost <= budgetTokens) summary.forEach(take);
    for (let i = rest.length - 2; i >= 0; i -= 1) {
      const unit = rest[i];
      if (!unit || used + messagesCost(unit) > budgetTokens) break;
      take(unit);
    }
  }
  const kept = units.filter((unit) => keep.has(unit)).flat();
  return { messages: kept, tokenCount: used, droppedMessages: messages.length - kept.length };
}

/**
 * How the planner cuts a strategy's candidates to the budget: `window` is seed 002's order
 * (the newest unit, then the summary, then older units), `units` keeps system messages first
 * (fitMessages); null: nothing to cut (the tiered strategy's compaction already chose).
 */
export type FitRule = "window" | "units" | null;

/** A strategy's messages as the object hands them over, before any budget (ContextOutcome). */
export interface StrategyCandidates {
  fitRule: FitRule;
  injected: readonly { token_count: number }[];
  summary: SummarySnapshot | null;
  messages: StoredMessage[];
  tokenCount: number;
  droppedMessages: number;
  summaryDropped: boolean;
  source: "memory" | "raw";
  coveredRange: { from: number; to: number } | null;
}

export type StrategyFit = Omit<StrategyCandidates, "fitRule" | "injected">;

/**
 * The planner's first step: the strategy's messages cut to what the budget leaves after the
 * injected items, in the strategy's own order. The layers' shares are the second (planContext).
 */
export function fitCandidates(c: StrategyCandidates, budget: number | null): StrategyFit {
  const { fitRule, injected, ...unfitted } = c;
  if (budget === null || fitRule === null) return unfitted;
  const injectedTokens = injected.reduce((sum, item) => sum + item.token_count, 0);
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
