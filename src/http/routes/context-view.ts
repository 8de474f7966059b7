import type { ContextOutcome } from "../../conversations/outcomes";
import { messageView } from "../../contents/parts";

/** The context response body (shared by the context route and the state endpoint's preview). */
export function contextBody(conversationId: string, context: ContextOutcome, budgetTokens: number | null) {
  const summary = context.summary;
  return {
    conversation_id: conversationId,
    summary: summary
      ? {
          memory_id: summary.memoryId,
          text: summary.text,
          start_seq: summary.startSeq,
          end_seq: summary.endSeq,
          token_count: summary.tokenCount,
        }
      : null,
    messages: context.messages.map(messageView),
    memories: [],
    injected: context.injected,
    token_count: context.tokenCount,
    full_token_count: context.fullTokenCount,
    budget_tokens: budgetTokens,
    source: context.source,
    dropped_messages: context.droppedMessages,
    strategy: context.strategy,
    strategy_summary: context.strategySummary,
    compaction: context.compaction,
  };
}
