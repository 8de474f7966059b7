import { z } from "@hono/zod-openapi";
import { router, mountedGroup, API_KEY } from "../router";
import { callerScope } from "../../conversations/stub";
import { conversationCall } from "../conversation-call";
import { purgeConversation } from "../../lifecycle/purge";
import { messageView } from "../../contents/parts";
import { EngramError } from "../../lib/errors";
import { serveContext } from "../../context/serve";
import { forgetThreshold, rememberThreshold } from "../../contents/threshold-cache";
import { contextBody } from "./context-view";
import { stableBody } from "./context-stable-view";
import { toAnthropic } from "../../context/render-anthropic";
import { ConversationStatusSchema, DeleteConversationResultSchema, TriggerResultSchema } from "../schemas/conversations";
import { AnthropicContextSchema, ContextQuerySchema, ContextSchema, OpenAiContextSchema, TextContextSchema } from "../schemas/context";
import { ConversationParamsSchema, jsonBody, jsonResponse } from "../schemas/common";
import { ConversationSettingsPatchSchema, ConversationSettingsSchema } from "../../conversations/settings";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { CONVERSATION_EXAMPLES as ANSWER } from "../examples/conversations";
import { CONTEXT_EXAMPLES } from "../examples/context";
import { metered } from "../../usage/meter";
import { countRead } from "../read-usage";

/** One conversation: its context, summary chain, status, settings and deletion. */
export const conversations = router();
const route = mountedGroup(conversations, { tags: ["conversations"], security: API_KEY, params: ConversationParamsSchema });

route.get("/{conversation_id}/context", {
  summary: "The context to send the model, planned under a token budget (json, or rendered for the openai package / as text)",
  request: { query: ContextQuerySchema },
  responses: {
    200: {
      description:
        "Context (format=json: ContextSchema; format=openai: OpenAiContext; format=text: TextContext; format=anthropic: AnthropicContext)",
      content: {
        "application/json": {
          schema: z.union([ContextSchema, OpenAiContextSchema, TextContextSchema, AnthropicContextSchema]),
          examples: {
            json: { summary: "format=json (default): the context's parts", value: CONTEXT_EXAMPLES.getContextJson },
            openai: { summary: "format=openai: messages for chat.completions.create", value: CONTEXT_EXAMPLES.getContextOpenai },
            text: { summary: "format=text: one text block", value: CONTEXT_EXAMPLES.getContextText },
            anthropic: {
              summary: "format=anthropic: system and messages for messages.create",
              value: CONTEXT_EXAMPLES.getContextAnthropic,
            },
          },
        },
      },
    },
  },
  errors: [422],
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const { budget_tokens, query, format, preview, compaction, cache_stable } = c.req.valid("query");
  const params = {
    budget: budget_tokens ?? null,
    query,
    format,
    preview,
    compactNow: compaction === "now",
    cacheStable: cache_stable === undefined ? undefined : cache_stable === "true",
  };
  // Metered: the read's intent check, expansions and query embedding count as its usage.
  const { value: served, ledger } = await metered("retrieval", () =>
    serveContext(c.env, c.get("principal"), conversation_id, params, { defer: (work) => c.executionCtx.waitUntil(work) }),
  );
  const counted = <A extends { token_count: number }>(answer: A) => countRead(c, conversation_id, ledger, answer);
  if ("stable" in served) {
    const base = {
      conversation_id,
      budget_tokens: budget_tokens ?? null,
      strategy: "sliding-window",
      strategy_summary: null,
      compaction: null,
    };
    return c.json(counted(stableBody(format, served.stable, base)), 200);
  }
  const layers = served.plan.layers;
  if (format === "openai" && served.rendered)
    return c.json(counted({ messages: served.rendered.messages, token_count: served.rendered.tokenCount, layers, cache: null }), 200);
  if (format === "text" && served.rendered)
    return c.json(counted({ text: served.rendered.text, token_count: served.rendered.tokenCount, layers, cache: null }), 200);
  if (format === "anthropic" && served.rendered) {
    const anthropic = toAnthropic(served.rendered.messages, 0);
    return c.json(counted({ ...anthropic, token_count: served.rendered.tokenCount, layers, cache: null }), 200);
  }
  const body = contextBody(conversation_id, served.context, budget_tokens ?? null);
  return c.json(
    counted({
      ...body,
      summary: served.plan.summary ? body.summary : null,
      messages: served.messages.map(messageView),
      injected: served.injected,
      memories: served.retrieved, // the API calls retrieved items `memories`
      token_count: served.tokenCount,
      dropped_messages: served.droppedMessages,
      retrieval: served.retrieval,
      layers,
      expansions: served.expansions,
      user_facts: served.userFacts,
      cache: null,
    }),
    200,
  );
});

route.get("/{conversation_id}", {
  summary: "Conversation status: counters, summary, job in flight, circuit breaker, settings",
  responses: { 200: jsonResponse(ConversationStatusSchema, "Status", ANSWER.getConversation) },
})(async (c) => {
  const s = await conversationCall(c, (stub, scope) => stub.status(scope));
  return c.json(
    {
      conversation_id: s.conversationId,
      user_id: s.userId,
      last_seq: s.lastSeq,
      message_count: s.messageCount,
      full_token_count: s.fullTokenCount,
      summary: s.summary
        ? { memory_id: s.summary.memoryId, start_seq: s.summary.startSeq, end_seq: s.summary.endSeq, token_count: s.summary.tokenCount }
        : null,
      job: s.job
        ? {
            memory_id: s.job.memoryId,
            start_seq: s.job.startSeq,
            end_seq: s.job.endSeq,
            base_memory_id: s.job.baseMemoryId,
            deadline: s.job.deadline,
          }
        : null,
      consecutive_failures: s.consecutiveFailures,
      circuit_open: s.circuitOpen,
      breaker: {
        state: s.breaker.state,
        next_trial_at: s.breaker.nextTrialAt === null ? null : new Date(s.breaker.nextTrialAt).toISOString(),
        cooldown_seconds: s.breaker.cooldownSeconds,
      },
      settings: s.settings,
    },
    200,
  );
});

route.patch("/{conversation_id}/settings", {
  summary: "Override the summarization settings of one conversation",
  request: { body: jsonBody(ConversationSettingsPatchSchema, REQUEST.updateConversationSettings) },
  bodyLimit: "ADMIN_MAX_BODY_BYTES",
  responses: { 200: jsonResponse(ConversationSettingsSchema, "Effective settings", ANSWER.updateConversationSettings) },
})(async (c) => {
  const settings = await conversationCall(c, (stub, scope) => stub.updateSettings(scope, c.req.valid("json")));
  rememberThreshold(c.get("principal").tenantId, c.req.valid("param").conversation_id, settings.offload_threshold_tokens);
  return c.json(settings, 200);
});

route.post("/{conversation_id}/summarize", {
  summary: "Explicit retry: closes the circuit breaker and triggers a summary if one is due",
  bodyLimit: "ADMIN_MAX_BODY_BYTES",
  responses: { 202: jsonResponse(TriggerResultSchema, "Trigger decision") },
})(async (c) => {
  const outcome = await conversationCall(c, (stub, scope) => stub.retrySummarization(scope));
  return c.json({ triggered: outcome.triggered, reason: outcome.reason, memory_id: outcome.memoryId }, 202);
});

route.delete("/{conversation_id}", {
  summary:
    "Delete a conversation: its messages, state, summary rows, offloaded contents, index entries and vectors (long-term memories that only name it stay)",
  responses: { 200: jsonResponse(DeleteConversationResultSchema, "Deleted") },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const principal = c.get("principal");
  // Every store: messages, summary rows, offloaded contents, blobs, vectors, index, registry.
  // Long-term memories that merely name the conversation are the user's and stay.
  const { outcome, counts, alreadyDeleted } = await purgeConversation(c.env, callerScope(principal, conversation_id), {
    requireFound: true,
  });
  if (!outcome.purged && !alreadyDeleted) throw new EngramError("not_found", "conversation not found");
  forgetThreshold(principal.tenantId, conversation_id);
  return c.json(
    { conversation_id, deleted_messages: counts.messages, deleted_memories: counts.summaries, deleted_offloads: counts.memories },
    200,
  );
});
