import createFetchClient from "openapi-fetch";
import { EngramError } from "./errors.js";
import type { components, paths } from "./schema.js";
import { createTransport, type TransportOptions } from "./transport.js";

export { EngramError } from "./errors.js";
export { retryAfterMs } from "./transport.js";
export { signWebhook, type SignedWebhook } from "./webhooks.js";
export type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
export type MessageInput = Schemas["MessageInput"];
export type StoredMessage = Schemas["StoredMessage"];
export type AppendResult = Schemas["AppendResult"];
export type Context = Schemas["Context"];

type ContextQuery = NonNullable<paths["/v1/conversations/{conversation_id}/context"]["get"]["parameters"]["query"]>;
type MessagesQuery = NonNullable<paths["/v1/conversations/{conversation_id}/messages"]["get"]["parameters"]["query"]>;

export interface EngramClientOptions extends TransportOptions {
  /** Where Engram answers, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
}

/** What the data-or-error pair of an openapi-fetch call resolves to: the data, or a thrown EngramError. */
async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    const body = error as { error?: { code?: string; message?: string; details?: unknown } } | undefined;
    throw new EngramError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? `HTTP ${response.status}`,
      body?.error?.details,
    );
  }
  return data as T;
}

const emptyIfNotFound = (error: unknown): null => {
  if (error instanceof EngramError && error.status === 404) return null;
  throw error;
};

/**
 * A typed Engram client. The named methods cover what an agent calls every turn; `raw` is the
 * openapi-fetch client typed from the OpenAPI document, for every other route.
 */
export function createEngramClient(options: EngramClientOptions) {
  const raw = createFetchClient<paths>({ baseUrl: options.baseUrl, fetch: createTransport(options) });
  const conversation = (conversation_id: string) => ({ path: { conversation_id } });

  return {
    raw,
    /** Appends messages; every call carries an Idempotency-Key, so retries never store twice. */
    append: (conversationId: string, body: { user_id: string; messages: MessageInput[] }, idempotencyKey?: string) =>
      unwrap(
        raw.POST("/v1/conversations/{conversation_id}/messages", {
          params: { ...conversation(conversationId), header: idempotencyKey ? { "idempotency-key": idempotencyKey } : {} },
          body,
        }),
      ),
    /** Stored messages; `{ order: "desc", limit: n }` gives the newest n, newest first. */
    messages: (conversationId: string, query: MessagesQuery = {}) =>
      unwrap(raw.GET("/v1/conversations/{conversation_id}/messages", { params: { ...conversation(conversationId), query } })),
    /** Removes the messages from `fromSeq` on (idempotent). */
    truncate: (conversationId: string, fromSeq: number) =>
      unwrap(
        raw.DELETE("/v1/conversations/{conversation_id}/messages", {
          params: { ...conversation(conversationId), query: { from_seq: fromSeq } },
        }),
      ),
    /** The context to send the model (`format: "openai"` for chat messages ready to send). */
    context: (conversationId: string, query: ContextQuery = {}) =>
      unwrap(raw.GET("/v1/conversations/{conversation_id}/context", { params: { ...conversation(conversationId), query } })),
    /** The context as `messages` ready for `chat.completions.create`. */
    contextMessages: (conversationId: string, query: Omit<ContextQuery, "format"> = {}) =>
      unwrap(
        raw.GET("/v1/conversations/{conversation_id}/context", {
          params: { ...conversation(conversationId), query: { ...query, format: "openai" } },
        }),
      ) as unknown as Promise<OpenAIContext>,
    /** Every stored message, oldest first (paged through); none for a conversation not written yet. */
    allMessages: async (conversationId: string): Promise<StoredMessage[]> => {
      const all: StoredMessage[] = [];
      for (let from: number | null = 0; from !== null;) {
        const page: { messages: StoredMessage[]; next_from_seq: number | null } | null = await unwrap(
          raw.GET("/v1/conversations/{conversation_id}/messages", {
            params: { ...conversation(conversationId), query: { from_seq: from, limit: 1000 } },
          }),
        ).catch(emptyIfNotFound);
        if (!page) break;
        all.push(...page.messages);
        from = page.next_from_seq;
      }
      return all;
    },
    deleteConversation: (conversationId: string) =>
      unwrap(raw.DELETE("/v1/conversations/{conversation_id}", { params: conversation(conversationId) })),
    search: (body: Schemas["SearchRequest"]) => unwrap(raw.POST("/v1/memories/search", { body })),
  };
}

export type EngramClient = ReturnType<typeof createEngramClient>;

/** A chat message of the `format=openai` context, as `chat.completions.create` takes it. */
export type ChatMessage =
  | { role: "system" | "developer"; content: string }
  | { role: "user"; content: string | Array<Record<string, unknown>> }
  | {
      role: "assistant";
      content: string | null;
      tool_calls?: Array<{ id: string; type: "function"; function: { name: string; arguments: string } }>;
    }
  | { role: "tool"; content: string; tool_call_id: string };

export interface OpenAIContext {
  messages: ChatMessage[];
  token_count: number;
  layers: Array<{ kind: string; token_count: number; items: number }>;
}
