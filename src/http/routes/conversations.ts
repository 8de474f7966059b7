import { z } from "@hono/zod-openapi";
import { router, routeDefaults, API_KEY } from "../router";
import type { AppEnv } from "../auth";
import { assertUserAllowed } from "../auth";
import { conversationStub, unwrap } from "../../../durable-objects/conversation/client";
import { purgeConversation } from "../../lifecycle/purge";
import { fromApiMessage, messageView } from "../../contents/parts";
import { redactMessage, redactsStored } from "../../privacy/pii";
import { tenantSettings } from "../../tenants/settings";
import { canonicalJson } from "../../lib/canonical-json";
import { sha256Hex } from "../../lib/crypto";
import { ApiError } from "../errors";
import { serveContext } from "../../context/serve";
import { offloadMessages, settleOffloads } from "../../contents/offload";
import { forgetThreshold, rememberThreshold } from "../../contents/threshold-cache";
import { contextBody } from "./context-view";
import {
  ContextQuerySchema,
  ContextSchema,
  ConversationStatusSchema,
  DeleteConversationResultSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  OpenAiContextSchema,
  TextContextSchema,
  TriggerResultSchema,
} from "../schemas/conversations";
import { ConversationParamsSchema, errorResponses, jsonBody, jsonResponse } from "../schemas/common";
import { AppendMessagesSchema, AppendResultSchema } from "../schemas/messages";
import { ConversationSettingsPatchSchema, ConversationSettingsSchema } from "../schemas/settings";

// The param name must equal the key (headers arrive lower-cased; HTTP header names are
// case-insensitive): a differently cased name made /openapi.json fail with "Conflicting names".
const IdempotencyHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description: "Idempotency-Key header (header names are case-insensitive)",
    }),
});

export const conversations = router();
const route = routeDefaults({ tags: ["conversations"], security: API_KEY });

function scopeOf(c: { get(key: "principal"): AppEnv["Variables"]["principal"] }, conversationId: string) {
  const principal = c.get("principal");
  return { tenantId: principal.tenantId, conversationId, restrictedUserId: principal.userId };
}

conversations.openapi(
  route({
    method: "post",
    path: "/{conversation_id}/messages",
    summary: "Append messages; each gets the next seq atomically",
    request: { params: ConversationParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(AppendMessagesSchema) },
    responses: {
      201: jsonResponse(AppendResultSchema, "Stored"),
      200: jsonResponse(AppendResultSchema, "Replayed answer of an earlier request with the same Idempotency-Key"),
      ...errorResponses,
      409: errorResponses[400],
    },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const principal = c.get("principal");
    assertUserAllowed(principal, body.user_id);
    // The same JSON with other whitespace or key order is the same request.
    const idempotency = idempotencyKey
      ? { namespace: "rest" as const, key: idempotencyKey, bodyHash: await sha256Hex(canonicalJson(await c.req.json())) }
      : null;
    const stub = conversationStub(c.env, principal.tenantId, conversation_id);
    const scope = scopeOf(c, conversation_id);
    // PII mode "everywhere": what is stored, offloaded contents included, is already redacted
    // (tenant settings are cached per isolate).
    const redacting = redactsStored((await tenantSettings(c.env, principal.tenantId)).pii_mode);
    const received = body.messages.map(fromApiMessage);
    const messages = redacting ? received.map(redactMessage) : received;
    // Large contents go to the memory store first; the object stores their placeholders.
    const plan = await offloadMessages(
      c.env,
      { tenantId: principal.tenantId, conversationId: conversation_id, userId: body.user_id },
      messages,
      async (ids) => unwrap(await stub.offloadPolicy(scope, body.user_id, ids)),
    );
    const outcome = unwrap(await stub.append({ scope, userId: body.user_id, messages: plan.messages, idempotency }));
    await settleOffloads(c.env, principal.tenantId, plan, outcome.messages);
    return c.json(
      { conversation_id, messages: outcome.messages.map(messageView), last_seq: outcome.lastSeq },
      outcome.replayed ? 200 : 201,
    );
  },
);

conversations.openapi(
  route({
    method: "get",
    path: "/{conversation_id}/messages",
    summary: "The stored messages, oldest first (or newest first with order=desc)",
    request: { params: ConversationParamsSchema, query: MessagesQuerySchema },
    responses: { 200: jsonResponse(MessagesPageSchema, "Messages"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const { from_seq = 0, to_seq = Number.MAX_SAFE_INTEGER, limit, order } = c.req.valid("query");
    if (to_seq < from_seq) throw new ApiError(400, "invalid_request", "to_seq must not be below from_seq");
    const stub = conversationStub(c.env, c.get("principal").tenantId, conversation_id);
    const messages = unwrap(await stub.getMessages(scopeOf(c, conversation_id), from_seq, to_seq, limit, order));
    // The last message of a page is the newest (asc) or the oldest (desc): the next page starts past it.
    const last = messages.at(-1);
    const full = messages.length === limit && last !== undefined;
    const nextFrom = order === "asc" && full && last.seq < to_seq ? last.seq + 1 : null;
    const nextTo = order === "desc" && full && last.seq > from_seq ? last.seq - 1 : null;
    return c.json({ conversation_id, messages: messages.map(messageView), next_from_seq: nextFrom, next_to_seq: nextTo }, 200);
  },
);

conversations.openapi(
  route({
    method: "get",
    path: "/{conversation_id}/context",
    summary: "The context to send the model, planned under a token budget (json, or rendered for the openai package / as text)",
    request: { params: ConversationParamsSchema, query: ContextQuerySchema },
    responses: {
      200: {
        description: "Context (format=json: ContextSchema; format=openai: OpenAiContext; format=text: TextContext)",
        content: { "application/json": { schema: z.union([ContextSchema, OpenAiContextSchema, TextContextSchema]) } },
      },
      ...errorResponses,
      422: errorResponses[400],
    },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const { budget_tokens, query, format } = c.req.valid("query");
    const served = await serveContext(c.env, c.get("principal"), conversation_id, { budget: budget_tokens ?? null, query, format });
    const layers = served.plan.layers;
    if (format === "openai" && served.rendered)
      return c.json({ messages: served.rendered.messages, token_count: served.rendered.tokenCount, layers }, 200);
    if (format === "text" && served.rendered)
      return c.json({ text: served.rendered.text, token_count: served.rendered.tokenCount, layers }, 200);
    const body = contextBody(conversation_id, served.context, budget_tokens ?? null);
    return c.json(
      {
        ...body,
        summary: served.plan.summary ? body.summary : null,
        messages: served.messages.map(messageView),
        injected: served.injected,
        memories: served.memories,
        token_count: served.tokenCount,
        dropped_messages: served.droppedMessages,
        retrieval: served.retrieval,
        layers,
        expansions: served.expansions,
        user_facts: served.userFacts,
      },
      200,
    );
  },
);

conversations.openapi(
  route({
    method: "get",
    path: "/{conversation_id}",
    summary: "Conversation status: counters, summary, job in flight, circuit breaker, settings",
    request: { params: ConversationParamsSchema },
    responses: { 200: jsonResponse(ConversationStatusSchema, "Status"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const stub = conversationStub(c.env, c.get("principal").tenantId, conversation_id);
    const s = unwrap(await stub.status(scopeOf(c, conversation_id)));
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
  },
);

conversations.openapi(
  route({
    method: "patch",
    path: "/{conversation_id}/settings",
    summary: "Override the summarization settings of one conversation",
    request: { params: ConversationParamsSchema, body: jsonBody(ConversationSettingsPatchSchema) },
    responses: { 200: jsonResponse(ConversationSettingsSchema, "Effective settings"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const stub = conversationStub(c.env, c.get("principal").tenantId, conversation_id);
    const settings = unwrap(await stub.updateSettings(scopeOf(c, conversation_id), c.req.valid("json")));
    rememberThreshold(c.get("principal").tenantId, conversation_id, settings.offload_threshold_tokens);
    return c.json(settings, 200);
  },
);

conversations.openapi(
  route({
    method: "post",
    path: "/{conversation_id}/summarize",
    summary: "Explicit retry: closes the circuit breaker and triggers a summary if one is due",
    request: { params: ConversationParamsSchema },
    responses: { 202: jsonResponse(TriggerResultSchema, "Trigger decision"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const stub = conversationStub(c.env, c.get("principal").tenantId, conversation_id);
    const outcome = unwrap(await stub.retrySummarization(scopeOf(c, conversation_id)));
    return c.json({ triggered: outcome.triggered, reason: outcome.reason, memory_id: outcome.memoryId }, 202);
  },
);

conversations.openapi(
  route({
    method: "delete",
    path: "/{conversation_id}",
    summary:
      "Delete a conversation: its messages, state, summary rows, offloaded contents, index entries and vectors (long-term memories that only name it stay)",
    request: { params: ConversationParamsSchema },
    responses: { 200: jsonResponse(DeleteConversationResultSchema, "Deleted"), ...errorResponses },
  }),
  async (c) => {
    const { conversation_id } = c.req.valid("param");
    const principal = c.get("principal");
    // Every store: messages, summary rows, offloaded contents, blobs, vectors, index, registry.
    // Long-term memories that merely name the conversation are the user's and stay.
    const { outcome, counts, alreadyDeleted } = await purgeConversation(c.env, scopeOf(c, conversation_id), { requireFound: true });
    if (!outcome.purged && !alreadyDeleted) throw new ApiError(404, "not_found", "conversation not found");
    forgetThreshold(principal.tenantId, conversation_id);
    return c.json(
      { conversation_id, deleted_messages: counts.messages, deleted_memories: counts.summaries, deleted_offloads: counts.memories },
      200,
    );
  },
);
