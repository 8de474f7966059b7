import { BaseListChatMessageHistory } from "@langchain/core/chat_history";
import { AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage } from "@langchain/core/messages";
import type { EngramClient, MessageInput, StoredMessage } from "../index.js";

/** A LangChain.js chat message history kept in an Engram conversation. */
export class EngramChatMessageHistory extends BaseListChatMessageHistory {
  lc_namespace = ["engram", "chat_history"];

  constructor(
    private readonly client: EngramClient,
    private readonly conversationId: string,
    private readonly userId: string,
  ) {
    super();
  }

  async getMessages(): Promise<BaseMessage[]> {
    return (await this.client.allMessages(this.conversationId)).map(toLangChain);
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

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: unknown }) => (typeof part.text === "string" ? part.text : "")).join("\n")
      : "";

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

function toLangChain(message: StoredMessage): BaseMessage {
  const content = textOf(message.content);
  switch (message.role) {
    case "assistant":
      return new AIMessage({
        content,
        tool_calls: (message.tool_calls ?? []).map((call) => ({
          id: call.id,
          name: call.function.name,
          args: JSON.parse(call.function.arguments || "{}") as Record<string, unknown>,
          type: "tool_call" as const,
        })),
      });
    case "tool":
      return new ToolMessage({ content, tool_call_id: message.tool_call_id ?? "", name: message.name });
    case "user":
      return new HumanMessage(content);
    default:
      return new SystemMessage(content);
  }
}
