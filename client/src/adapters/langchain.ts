import { BaseListChatMessageHistory } from "@langchain/core/chat_history";
import { Document } from "@langchain/core/documents";
import { AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage } from "@langchain/core/messages";
import { BaseRetriever, type BaseRetrieverInput } from "@langchain/core/retrievers";
import type { ChatMessage, EngramClient, MessageInput, StoredMessage } from "../index.js";
import { parseJson, readContext, textOf, toolNamesOf, type ContextOptions } from "./context.js";

/**
 * A LangChain.js chat message history kept in an Engram conversation. With `budgetTokens`,
 * `getMessages()` is Engram's budgeted context (the stable sections as one SystemMessage, then
 * the turns); add the new HumanMessage first and the budget covers it and retrieval searches for
 * it. Without `budgetTokens`, `getMessages()` is the raw history.
 */
export class EngramChatMessageHistory extends BaseListChatMessageHistory {
  lc_namespace = ["engram", "chat_history"];

  constructor(
    private readonly client: EngramClient,
    private readonly conversationId: string,
    private readonly userId: string,
    private readonly options: ContextOptions = {},
  ) {
    super();
  }

  async getMessages(): Promise<BaseMessage[]> {
    if (this.options.budgetTokens === undefined) return (await this.client.allMessages(this.conversationId)).map(fromStored);
    const { system, turns } = await readContext(this.client, this.conversationId, this.options.budgetTokens);
    const names = toolNamesOf(turns);
    return [...(system ? [new SystemMessage(system)] : []), ...turns.map((message) => fromContext(message, names))];
  }

  override async addMessage(message: BaseMessage): Promise<void> {
    await this.addMessages([message]);
  }

  override async addMessages(messages: BaseMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.client.append(this.conversationId, { user_id: this.userId, messages: messages.map(toEngram) });
  }

  override async clear(): Promise<void> {
    await this.client.deleteConversation(this.conversationId).catch((error: { status?: number }) => {
      if (error.status !== 404) throw error;
    });
  }
}

export interface EngramRetrieverInput extends BaseRetrieverInput {
  client: EngramClient;
  /** Search this user's items (a user-limited key may only name its own user). */
  userId?: string;
  /** Search one conversation only. */
  conversationId?: string;
  /** How many results (default 10). */
  limit?: number;
  /** message, summary, memory, fact (default: messages, summaries and memories). */
  types?: Array<"message" | "summary" | "memory" | "fact">;
}

/** A LangChain.js retriever over Engram's search: each result a Document with its key, score and type. */
export class EngramRetriever extends BaseRetriever {
  lc_namespace = ["engram", "retrievers"];
  private readonly input: EngramRetrieverInput;

  constructor(input: EngramRetrieverInput) {
    super(input);
    this.input = input;
  }

  override async _getRelevantDocuments(query: string): Promise<Document[]> {
    const { client, userId, conversationId, limit, types } = this.input;
    const { results } = await client.search({
      query,
      ...(userId ? { user_id: userId } : {}),
      ...(conversationId ? { conversation_id: conversationId } : {}),
      limit: limit ?? 10,
      ...(types ? { types } : {}),
    });
    return results.map(
      (result) =>
        new Document({
          pageContent: result.content ?? result.summary ?? "",
          metadata: { ...result.metadata, key: result.key, score: result.score, type: result.type, created_at: result.created_at },
        }),
    );
  }
}

function toEngram(message: BaseMessage): MessageInput {
  const text = textOf(message.content);
  if (ToolMessage.isInstance(message)) {
    return { role: "tool", tool_call_id: message.tool_call_id, name: message.name, content: text || "(empty)" };
  }
  if (AIMessage.isInstance(message)) {
    const calls = (message.tool_calls ?? []).map((call, index) => ({
      id: call.id ?? `call_${index}`,
      type: "function" as const,
      function: { name: call.name, arguments: JSON.stringify(call.args) },
    }));
    return calls.length > 0 ? { role: "assistant", content: text || null, tool_calls: calls } : { role: "assistant", content: text };
  }
  if (SystemMessage.isInstance(message)) return { role: "system", content: text };
  return { role: "user", content: text };
}

const toolCallsOf = (calls: Array<{ id: string; function: { name: string; arguments: string } }> | undefined) =>
  (calls ?? []).map((call) => ({
    id: call.id,
    name: call.function.name,
    args: (parseJson(call.function.arguments || "{}") ?? {}) as Record<string, unknown>,
    type: "tool_call" as const,
  }));

function fromContext(message: ChatMessage, toolNames: Map<string, string>): BaseMessage {
  switch (message.role) {
    case "assistant":
      return new AIMessage({ content: message.content ?? "", tool_calls: toolCallsOf(message.tool_calls) });
    case "tool":
      return new ToolMessage({ content: message.content, tool_call_id: message.tool_call_id, name: toolNames.get(message.tool_call_id) });
    case "user":
      return new HumanMessage(textOf(message.content));
    default:
      return new SystemMessage(message.content);
  }
}

function fromStored(message: StoredMessage): BaseMessage {
  const content = textOf(message.content);
  switch (message.role) {
    case "assistant":
      return new AIMessage({ content, tool_calls: toolCallsOf(message.tool_calls) });
    case "tool":
      return new ToolMessage({ content, tool_call_id: message.tool_call_id ?? "", name: message.name });
    case "user":
      return new HumanMessage(content);
    default:
      return new SystemMessage(content);
  }
}
