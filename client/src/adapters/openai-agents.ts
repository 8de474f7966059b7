import type { AgentInputItem, Session } from "@openai/agents-core";
import { EngramError, type EngramClient, type MessageInput, type StoredMessage } from "../index.js";

/**
 * An OpenAI Agents SDK `Session` kept in Engram: `run(agent, input, { session })` reads the
 * history from the conversation and appends each turn to it. Every item is stored as the chat
 * message Engram summarizes and searches, with the item itself in the message's metadata so
 * `getItems` gives back exactly what was added.
 */
export class EngramSession implements Session {
  constructor(
    private readonly client: EngramClient,
    private readonly conversationId: string,
    private readonly userId: string,
  ) {}

  async getSessionId(): Promise<string> {
    return this.conversationId;
  }

  async getItems(limit?: number): Promise<AgentInputItem[]> {
    if (limit === undefined) return (await this.client.allMessages(this.conversationId)).map(toItem);
    return (await this.newest(limit)).map(toItem);
  }

  /** The newest `limit` messages, oldest first (none for a conversation not written yet). */
  private async newest(limit: number): Promise<StoredMessage[]> {
    if (limit <= 0) return [];
    const page = await this.client.messages(this.conversationId, { order: "desc", limit }).catch((error: unknown) => {
      if (error instanceof EngramError && error.status === 404) return { messages: [] };
      throw error;
    });
    return page.messages.reverse();
  }

  async addItems(items: AgentInputItem[]): Promise<void> {
    if (items.length === 0) return;
    await this.client.append(this.conversationId, { user_id: this.userId, messages: items.map(toMessage) });
  }

  async popItem(): Promise<AgentInputItem | undefined> {
    const [last] = await this.newest(1);
    if (!last) return undefined;
    await this.client.truncate(this.conversationId, last.seq);
    return toItem(last);
  }

  async clearSession(): Promise<void> {
    await this.client.deleteConversation(this.conversationId).catch((error: { status?: number }) => {
      if (error.status !== 404) throw error;
    });
  }
}

const ITEM_KEY = "openai_agents_item";

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part: { text?: unknown; refusal?: unknown }) =>
      typeof part.text === "string" ? part.text : typeof part.refusal === "string" ? part.refusal : "",
    )
    .filter(Boolean)
    .join("\n");
}

function toMessage(item: AgentInputItem): MessageInput {
  const metadata = { [ITEM_KEY]: item };
  if ("role" in item && (item.role === "user" || item.role === "system" || item.role === "assistant")) {
    const text = textOf(item.content);
    return { role: item.role, content: text || `[${item.role} message]`, metadata };
  }
  if (item.type === "function_call") {
    return {
      role: "assistant",
      content: null,
      tool_calls: [{ id: item.callId, type: "function", function: { name: item.name, arguments: item.arguments } }],
      metadata,
    };
  }
  if (item.type === "function_call_result") {
    const output = typeof item.output === "string" ? item.output : textOf([item.output]) || JSON.stringify(item.output);
    return { role: "tool", tool_call_id: item.callId, name: item.name, content: output || "(empty)", metadata };
  }
  return { role: "assistant", content: `[${item.type ?? "item"}]`, metadata };
}

function toItem(message: StoredMessage): AgentInputItem {
  const stored = message.metadata?.[ITEM_KEY];
  if (stored && typeof stored === "object") return stored as AgentInputItem;
  const text = typeof message.content === "string" ? message.content : "";
  if (message.role === "tool") {
    return {
      type: "function_call_result",
      callId: message.tool_call_id ?? "",
      name: message.name ?? "",
      status: "completed",
      output: { type: "text", text },
    };
  }
  if (message.role === "assistant" && message.tool_calls?.[0]) {
    const call = message.tool_calls[0];
    return { type: "function_call", callId: call.id, name: call.function.name, arguments: call.function.arguments };
  }
  if (message.role === "assistant") {
    return { role: "assistant", status: "completed", content: [{ type: "output_text", text }] };
  }
  return { role: message.role === "user" ? "user" : "system", content: text };
}
