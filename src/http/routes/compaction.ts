import { router, mountedGroup, API_KEY } from "../router";
import { callerScope } from "../../conversations/stub";
import { conversationCall } from "../conversation-call";
import { runReactiveCompaction } from "../../context/jobs";
import { byteLength } from "../../lib/utf8";
import { fitCandidates } from "../../context/fit";
import { ConversationParamsSchema, jsonResponse } from "../schemas/common";
import { CompactResultSchema, ConversationStateSchema } from "../schemas/shaping";
import { cacheEntryView, workingMemoryView } from "./shaping-views";

/** Seed 004's reactive compaction and seed 001's observability (the state endpoint). */
export const compaction = router();
const route = mountedGroup(compaction, { tags: ["context shaping"], security: API_KEY, params: ConversationParamsSchema });

route.post("/{conversation_id}/compact", {
  summary: "Reactive compaction: summarize now, for a client that just got a 413 / context-length error (tiered strategy)",
  responses: { 200: jsonResponse(CompactResultSchema, "Compacted, or why not") },
  errors: [409],
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const outcome = await runReactiveCompaction(c.env, callerScope(c.get("principal"), conversation_id));
  if (!outcome.compacted) return c.json({ conversation_id, compacted: false, reason: outcome.reason }, 200);
  return c.json(
    { conversation_id, compacted: true, through_seq: outcome.throughSeq, method: outcome.method, llm_error: outcome.llmError },
    200,
  );
});

route.get("/{conversation_id}/state", {
  summary: "Memory state as seed 001 logs it: exchanges, summary size, compressions, cache durations, what the agent will receive",
  responses: { 200: jsonResponse(ConversationStateSchema, "State") },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const s = await conversationCall(c, (stub, scope) => stub.shape(scope, "state", {}));
  const { compaction: comp, agentReceives: candidates } = s;
  // What the agent would receive with no budget: the strategy's candidates as the planner fits them (the tiered steps).
  const agent = { ...candidates, ...fitCandidates(candidates, null) };
  return c.json(
    {
      conversation_id,
      strategy: s.strategy,
      exchanges: {
        count: s.exchanges.length,
        items: s.exchanges.map((e) => ({
          question: e.question,
          question_seq: e.questionSeq,
          answer: e.answer,
          answer_seq: e.answerSeq,
          answer_bytes: e.answerBytes,
          summarized: e.summarized,
        })),
        summary: { text: s.exchangesSummary, bytes: byteLength(s.exchangesSummary) },
        compressions: { ...s.compressions, total: s.compressions.llm + s.compressions.truncation },
        compression_job_id: s.compressionJob,
      },
      rolling_summary: { text: s.rollingSummary, lines: s.rollingSummary ? s.rollingSummary.split("\n").length : 0 },
      cache: { count: s.cache.length, entries: s.cache.map(cacheEntryView) },
      context_keys: s.contextKeys,
      working_memory: workingMemoryView(s.workingMemory),
      screen_context: { provided: s.screenContext.provided, injected: s.screenContext.injected, injected_at: s.screenContext.injectedAt },
      compaction: {
        summary: comp.summary
          ? {
              text: comp.summary.text,
              through_seq: comp.summary.throughSeq,
              token_count: comp.summary.tokenCount,
              created_at: comp.summary.createdAt,
              method: comp.summary.method,
            }
          : null,
        count: comp.count,
        consecutive_failures: comp.consecutiveFailures,
        circuit_open: comp.consecutiveFailures >= s.maxCompactFailures,
        job: comp.job ? { id: comp.job.id, reactive: comp.job.reactive, deadline: new Date(comp.job.deadline).toISOString() } : null,
      },
      offloads: s.offloads.map((o) => ({ seq: o.seq, key: o.memoryKey, status: o.status, token_count: o.tokenCount })),
      agent_receives: {
        message_count: agent.messages.length,
        token_count: agent.tokenCount,
        messages: agent.messages,
        injected: agent.injected,
      },
    },
    200,
  );
});
