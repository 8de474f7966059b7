import type { ConversationContract } from "../conversations/contract";
import type { CallerScope } from "../conversations/outcomes";
import { log } from "../lib/log";
import type { CompactionReport } from "./items";

/**
 * What the tiered strategy's steps did to a served read, once the planner ran them: each step
 * is logged and, when the steps left the context over the autocompact threshold, a served
 * read (not a preview) has the object reserve a summary job (seed 004's autocompact).
 */
export async function reportCompaction(
  report: CompactionReport,
  tokens: number,
  read: { conversationId: string; preview: boolean; stub: ConversationContract; scope: CallerScope },
): Promise<CompactionReport> {
  const mode = read.preview ? "preview" : "serve";
  for (const s of report.steps) {
    log("info", "compaction_step", {
      conversationId: read.conversationId,
      mode,
      step: s.step,
      tokensBefore: s.tokens_before,
      tokensAfter: s.tokens_after,
      messagesAffected: s.messages_affected,
      budgetTokens: report.budget_tokens,
    });
  }
  if (report.autocompact === "not_needed" || read.preview) return report;
  const wanted = { tokens, thresholdTokens: report.autocompact_threshold_tokens };
  const reserved = await read.stub.shape(read.scope, "compactionWanted", wanted);
  // A conversation gone since its context was read reserves nothing: the context stands as read.
  return reserved.ok ? { ...report, autocompact: reserved.value.status } : report;
}
