import type { StoredMessage } from "../conversations/messages";
import { MESSAGE_OVERHEAD_TOKENS } from "./tokens";

export interface SummarySnapshot {
  memoryId: number;
  text: string;
  startSeq: number;
  endSeq: number;
  tokenCount: number;
}

export interface ContextInput {
  summary: SummarySnapshot | null;
  /** Messages after the summary (seed 002's gap) or all of them when there is none, oldest first. */
  messages: StoredMessage[];
  budgetTokens: number | null;
}

export interface AssembledContext {
  summary: SummarySnapshot | null;
  messages: StoredMessage[];
  tokenCount: number;
  droppedMessages: number;
  summaryDropped: boolean;
}

export const messageCost = (message: Pick<StoredMessage, "token_count">) => message.token_count + MESSAGE_OVERHEAD_TOKENS;
export const summaryCost = (summary: SummarySnapshot) => summary.tokenCount + MESSAGE_OVERHEAD_TOKENS;

/**
 * Groups messages into units that must stay together: an assistant message that calls tools
 * and the tool results answering it. Sending a tool result without its call (or the reverse)
 * is rejected by chat APIs, so a unit is kept or dropped whole.
 */
export function toolUnits(messages: StoredMessage[]): StoredMessage[][] {
  const units: StoredMessage[][] = [];
  let open: { unit: StoredMessage[]; pending: Set<string> } | null = null;
  for (const message of messages) {
    if (open && message.role === "tool" && message.tool_call_id && open.pending.has(message.tool_call_id)) {
      open.unit.push(message);
      open.pending.delete(message.tool_call_id);
      if (open.pending.size === 0) open = null;
      continue;
    }
    const unit = [message];
    units.push(unit);
    open =
      message.role === "assistant" && message.tool_calls?.length
        ? { unit, pending: new Set(message.tool_calls.map((call) => call.id)) }
        : null;
  }
  return units;
}

/**
 * Splits the units into the turn being answered and older ones. A turn in progress (the
 * newest message is a user message, a tool call or a tool result) is whole from its user
 * message on; after a final answer, no turn is open and the newest unit is the minimum.
 */
export function splitTurn(units: StoredMessage[][]): { turn: StoredMessage[][]; older: StoredMessage[][] } {
  const newest = units.at(-1);
  const finished = newest?.length === 1 && newest[0]?.role === "assistant" && !newest[0].tool_calls?.length;
  if (finished) return { turn: units.slice(-1), older: units.slice(0, -1) };
  let start = units.length - 1;
  for (let i = units.length - 1; i >= 0; i -= 1) {
    const unit = units[i];
    if (!unit || unit.some((m) => m.seq < 0 || m.role === "system")) break;
    start = i;
    if (unit.some((m) => m.role === "user")) break;
  }
  return { turn: units.slice(Math.max(0, start)), older: units.slice(0, Math.max(0, start)) };
}

/**
 * Seed 002's read path under a token budget. Priority when the budget is short: the newest
 * unit (the turn being answered), then the summary (it stands for everything older), then
 * older messages newest first. Whatever is kept is returned in conversation order.
 */
export function assembleContext(input: ContextInput): AssembledContext {
  const budget = input.budgetTokens ?? Number.POSITIVE_INFINITY;
  const units = toolUnits(input.messages);
  const unitCost = (unit: StoredMessage[]) => unit.reduce((sum, m) => sum + messageCost(m), 0);

  let used = 0;
  const kept: StoredMessage[][] = [];
  let index = units.length - 1;
  const newest = units[index];
  if (newest && unitCost(newest) <= budget) {
    kept.push(newest);
    used += unitCost(newest);
    index -= 1;
  }
  let summary = input.summary;
  if (summary && used + summaryCost(summary) <= budget) used += summaryCost(summary);
  else summary = null;
  for (; index >= 0 && kept.length > 0; index -= 1) {
    const unit = units[index];
    if (!unit) break;
    const cost = unitCost(unit);
    if (used + cost > budget) break;
    kept.push(unit);
    used += cost;
  }
  const messages = kept.reverse().flat();
  return {
    summary,
    messages,
    tokenCount: used,
    droppedMessages: input.messages.length - messages.length,
    summaryDropped: input.summary !== null && summary === null,
  };
}

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
