import type { ConversationSettings } from "../../src/conversations/settings";
import type { ContextOutcome } from "../../src/conversations/outcomes";

/**
 * The context of a conversation that holds nothing the caller may see: never written, or
 * another user's (the two must look alike, or a user-limited key could probe for existence).
 * An agent's first turn asks for it before its first append; it is built without writing.
 */
export function emptyContext(settings: ConversationSettings): ContextOutcome {
  return {
    userId: null,
    fitRule: null,
    tiered: null,
    summary: null,
    messages: [],
    tokenCount: 0,
    fullTokenCount: 0,
    droppedMessages: 0,
    summaryDropped: false,
    source: "raw",
    strategy: settings.strategy,
    injected: [],
    strategySummary: null,
    compaction: null,
    userFacts: settings.user_facts,
    task: null,
    turnTokens: 0,
    historyCount: 0,
    coveredRange: null,
    contextBudget: settings.context_budget,
    stable: null,
  };
}
