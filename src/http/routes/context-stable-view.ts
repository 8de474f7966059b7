import { messageView } from "../../contents/parts";
import type { StableServed } from "../../context/serve-stable";
import { toAnthropic } from "../../context/render-anthropic";

/** A cache-stable context's answer in the asked format (issue 24); `base` is the JSON form's shared fields. */
export function stableBody(format: "json" | "openai" | "text" | "anthropic", s: StableServed, base: Record<string, unknown>) {
  const common = { token_count: s.tokenCount, layers: s.layers, cache: s.cache };
  if (format === "openai") return { messages: s.messages, ...common };
  if (format === "text") return { text: s.text, ...common };
  if (format === "anthropic") return { ...toAnthropic(s.messages, s.stableCount), ...common };
  return {
    ...base,
    summary: s.summary
      ? {
          memory_id: s.summary.memoryId,
          text: s.summary.text,
          start_seq: s.summary.startSeq,
          end_seq: s.summary.endSeq,
          token_count: s.summary.tokenCount,
        }
      : null,
    source: s.summary ? "memory" : "raw",
    messages: s.conversation.map(messageView),
    injected: s.injected,
    memories: s.memories,
    token_count: s.tokenCount,
    full_token_count: s.fullTokenCount,
    dropped_messages: s.droppedMessages,
    retrieval: s.retrieval,
    layers: s.layers,
    expansions: [],
    user_facts: s.userFacts,
    recalled: s.recalled.map((r) => ({ seq: r.seq, text: r.text, token_count: r.tokens, items: r.items })),
    cache: s.cache,
  };
}
