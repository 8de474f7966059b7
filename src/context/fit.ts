import type { StoredMessage } from "../conversations/messages";
import { messageCost, toolUnits } from "./assemble";

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
