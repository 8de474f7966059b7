import { z } from "@hono/zod-openapi";
import { router, mountedGroup, API_KEY } from "../router";
import { assertUserAllowed } from "../../tenants/access";
import { callerScope, conversationStub } from "../../conversations/stub";
import { unwrap } from "../../lib/errors";
import { conversationCall } from "../conversation-call";
import { fromApiMessage, messageView } from "../../contents/parts";
import { redactMessage, redactsStored } from "../../privacy/pii";
import { tenantSettings } from "../../tenants/settings";
import { canonicalJson } from "../../lib/canonical-json";
import { sha256Hex } from "../../lib/crypto";
import { EngramError } from "../../lib/errors";
import { discardOffloads, offloadMessages, settleOffloads } from "../../contents/offload";
import { ConversationParamsSchema, jsonBody, jsonResponse } from "../schemas/common";
import { AppendMessagesSchema, AppendResultSchema, MessagesPageSchema, MessagesQuerySchema } from "../schemas/messages";
import { REQUEST_EXAMPLES as REQUEST } from "../examples/requests";
import { CONVERSATION_EXAMPLES as ANSWER } from "../examples/conversations";

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
      description:
        "Idempotency-Key (header names are case-insensitive): a retry with the same key and the same JSON answers the first result (200) and stores nothing; the same key with another body is a 409. No default: without it every request appends.",
      example: "3f0c2a9e-append-1",
    }),
});

/** The turn log of a conversation: appending turns and reading them back, page by page. */
export const messages = router();
const route = mountedGroup(messages, { tags: ["conversations"], security: API_KEY, params: ConversationParamsSchema });

route.post("/{conversation_id}/messages", {
  summary: "Append messages; each gets the next seq atomically",
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(AppendMessagesSchema, REQUEST.appendMessages),
  },
  responses: {
    201: jsonResponse(AppendResultSchema, "Stored", ANSWER.appendMessages),
    200: jsonResponse(AppendResultSchema, "Replayed answer of an earlier request with the same Idempotency-Key", ANSWER.appendMessages),
  },
  errors: [409],
})(async (c) => {
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
  const scope = callerScope(principal, conversation_id);
  // PII mode "everywhere": what is stored, offloaded contents included, is already redacted
  // (tenant settings are cached per isolate).
  const redacting = redactsStored((await tenantSettings(c.env, principal.tenantId)).pii_mode);
  const received = body.messages.map(fromApiMessage);
  const toStore = redacting ? received.map(redactMessage) : received;
  // Large contents go to the memory store first; the object stores their placeholders.
  const plan = await offloadMessages(
    c.env,
    { tenantId: principal.tenantId, conversationId: conversation_id, userId: body.user_id },
    toStore,
    async (ids) => unwrap(await stub.offloadPolicy(scope, body.user_id, ids, idempotency)),
  );
  const appended = await stub.append({ scope, userId: body.user_id, messages: plan.messages, idempotency });
  // Refused (not failed: then the append may have stored, and the sweep links or removes the rows).
  if (!appended.ok) await discardOffloads(c.env, principal.tenantId, plan);
  const outcome = unwrap(appended);
  await settleOffloads(c.env, principal.tenantId, plan, outcome.messages);
  return c.json({ conversation_id, messages: outcome.messages.map(messageView), last_seq: outcome.lastSeq }, outcome.replayed ? 200 : 201);
});

route.get("/{conversation_id}/messages", {
  summary: "The stored messages, oldest first (or newest first with order=desc)",
  request: { query: MessagesQuerySchema },
  responses: { 200: jsonResponse(MessagesPageSchema, "Messages", ANSWER.listMessages) },
})(async (c) => {
  const { conversation_id } = c.req.valid("param");
  const { from_seq = 0, to_seq = Number.MAX_SAFE_INTEGER, limit, order } = c.req.valid("query");
  if (to_seq < from_seq) throw new EngramError("invalid_request", "to_seq must not be below from_seq");
  const page = await conversationCall(c, (stub, scope) => stub.getMessages(scope, from_seq, to_seq, limit, order));
  // The last message of a page is the newest (asc) or the oldest (desc): the next page starts past it.
  const last = page.at(-1);
  const full = page.length === limit && last !== undefined;
  const nextFrom = order === "asc" && full && last.seq < to_seq ? last.seq + 1 : null;
  const nextTo = order === "desc" && full && last.seq > from_seq ? last.seq - 1 : null;
  return c.json({ conversation_id, messages: page.map(messageView), next_from_seq: nextFrom, next_to_seq: nextTo }, 200);
});
