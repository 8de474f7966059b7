import type { StoredMessage } from "../conversations/messages";
import type { ContextBudget } from "./budget";
import type { InjectedItem } from "./items";
import { countTokens } from "./tokens";

/**
 * The first user turn as a pinned item, cut to its share (null when nothing of it fits). Made
 * once per read; a read whose messages show the turn itself does not pin it again.
 */
export function taskItem(
  context: { task: StoredMessage | null; contextBudget: ContextBudget },
  budget: number | null,
): InjectedItem | null {
  const task = context.task;
  if (!task) return null;
  const text = task.content ?? "";
  const cap = budget === null ? Number.POSITIVE_INFINITY : Math.floor(budget * context.contextBudget.task_max_share);
  let content = task.name ? `${task.name}: ${text}` : text;
  if (countTokens(content) > cap) {
    // A proportional cut, then word by word until it fits.
    content = content.slice(0, Math.floor((content.length * cap) / Math.max(1, countTokens(content))));
    while (content.length > 0 && countTokens(`${content}…`) > cap)
      content = content.slice(0, content.lastIndexOf(" ") > 0 ? content.lastIndexOf(" ") : content.length - 1);
    content = content ? `${content}…` : "";
  }
  if (!content) return null;
  return { type: "task", content, token_count: countTokens(content), id: `seq:${task.seq}` };
}
