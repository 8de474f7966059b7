import type { StoredMessage } from "../conversations/messages";
import type { Plan } from "./planner";
import type { Expansion } from "./items";
import type { PreparedExpansions } from "./expand";
import { findRefs } from "./memory-ref";
import { countTokens } from "./tokens";

// The expansion step's second half, after the plan: the contents chosen and read before planning
// (prepareExpansions, expand.ts) are put inline in the planned messages, within the room the plan left.

/** The content that fits `room` tokens: whole, or its beginning cut at a line or word. */
function fitContent(content: string, room: number): { text: string; partial: boolean } | null {
  if (countTokens(content) <= room) return { text: content, partial: false };
  let cut = content.slice(0, Math.floor((content.length * room) / Math.max(1, countTokens(content))));
  while (cut.length > 0 && countTokens(cut) + 20 > room) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  return cut.length > 0 ? { text: cut, partial: true } : null;
}

/** Puts the chosen contents inline in the planned messages, within the room the plan left. */
export function applyExpansions(
  plan: Plan,
  prepared: PreparedExpansions,
  budget: number | null,
): { messages: StoredMessage[]; expansions: Expansion[] } {
  let room = budget === null ? Number.POSITIVE_INFINITY : budget - plan.tokenCount;
  const out = [...plan.messages];
  const expansions: Expansion[] = [];
  for (const choice of prepared.choices) {
    const content = prepared.contents.get(choice.key);
    const index = out.findIndex((m) => findRefs([m]).some((r) => r.key === choice.key));
    const message = out[index];
    const ref = message ? findRefs([message]).find((r) => r.key === choice.key) : undefined;
    if (content === undefined || !message || !ref || room <= 20) continue;
    const fit = fitContent(content, room - 12);
    if (!fit) continue;
    const body = fit.partial ? `${fit.text}\n[… ${ref.key} continues: ${ref.tokens} tokens in all]` : fit.text;
    const before = message.content ?? "";
    const after = before.replace(ref.text, `[MemoryRef ${ref.key} expanded]\n${body}`);
    const added = countTokens(after) - countTokens(before);
    out[index] = { ...message, content: after, token_count: message.token_count + added };
    room -= added;
    expansions.push({
      key: ref.key,
      seq: ref.seq,
      reason: choice.reason,
      method: choice.method,
      token_count: countTokens(body),
      partial: fit.partial,
    });
  }
  return { messages: out, expansions };
}
