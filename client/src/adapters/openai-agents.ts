import type { AgentInputItem, Session } from "@openai/agents-core";
import { EngramError, type ChatMessage, type EngramClient, type MessageInput, type StoredMessage } from "../index.js";
import { readContext, textOf, toolNamesOf, type ContextOptions } from "./context.js";

/**
 * An OpenAI Agents SDK `Session` kept in Engram: `run(agent, input, { session })` reads what the
 * model gets from the conversation and appends each turn to it.
 *
 * With `budgetTokens`, `getItems()` is Engram's budgeted context (the stable sections as one
 * system item, then the turns), so the agent gets the summary, the user's facts and retrieved
 * items instead of the whole history. Pass `session.sessionInputCallback` to `run` as well and
 * the new input is stored before the context is read: retrieval then searches for it and the
 * budget covers it too. Without `budgetTokens`, `getItems()` is the raw history, item for item.
 */
export class EngramSession implements Session {
  constructor(
    private readonly client: EngramClient,
    private readonly conversationId: string,
    private readonly userId: string,
    private readonly options: ContextOptions = {},
  ) {}

  async getSessionId(): Promise<string> {
    return this.conversationId;
  }

  async getItems(limit?: number): Promise<AgentInputItem[]> {
    if (this.options.budgetTokens !== undefined) {
      const items = await this.contextItems(this.options.budgetTokens);
      return limit === undefined ? items : items.slice(Math.max(0, items.length - limit));
    }
    if (limit === undefined) return (await this.client.allMessages(this.conversationId)).map(toItem);
    return (await this.newest(limit)).map(toItem);
  }

  /**
   * For `run(agent, input, { session, sessionInputCallback: session.sessionInputCallback })`:
   * stores the new input, then hands the model the context that includes it (the SDK then
   * stores only what the run generates, since the input is already in the conversation).
   */
  readonly sessionInputCallback = async (history: AgentInputItem[], newItems: AgentInputItem[]): Promise<AgentInputItem[]> => {
    await this.addItems(newItems);
    const context = await this.getItems();
    // The SDK persists, ahead of what the run generates, every item of this list it did not get
    // from `getItems()` before (the stored input, context sections that changed): all of them
    // are Engram's already, so addItems skips exactly those, in order.
    const before = new Map<string, number>();
    for (const key of history.map(itemKey)) before.set(key, (before.get(key) ?? 0) + 1);
    this.echoed = context.map(itemKey).filter((key) => {
      const left = before.get(key) ?? 0;
      before.set(key, left - 1);
      return left <= 0;
    });
    return context;
  };

  /** Keys of the items the SDK will hand back to addItems ahead of the run's own (see above). */
  private echoed: string[] = [];

  private async contextItems(budgetTokens: number): Promise<AgentInputItem[]> {
    const { system, turns } = await readContext(this.client, this.conversationId, budgetTokens);
    const names = toolNamesOf(turns);
    return [...(system ? [{ role: "system" as const, content: system }] : []), ...turns.flatMap((m) => contextItem(m, names))];
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
    const echoed = this.echoed;
    this.echoed = [];
    let skip = 0;
    while (skip < echoed.length && items[skip] !== undefined && itemKey(items[skip]!) === echoed[skip]) skip += 1;
    items = items.slice(skip);
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

/** One message of the `format=openai` context as Agents SDK items (a tool-calling turn gives one per call). */
function contextItem(message: ChatMessage, toolNames: Map<string, string>): AgentInputItem[] {
  switch (message.role) {
    case "system":
    case "developer":
      return [{ role: "system", content: message.content }];
    case "user":
      if (typeof message.content === "string") return [{ role: "user", content: message.content }];
      return [{ role: "user", content: [{ type: "input_text", text: textOf(message.content) }] }];
    case "assistant": {
      const text: AgentInputItem[] = message.content
        ? [{ role: "assistant", status: "completed", content: [{ type: "output_text", text: message.content }] }]
        : [];
      const calls = (message.tool_calls ?? []).map((call): AgentInputItem => ({
        type: "function_call",
        callId: call.id,
        name: call.function.name,
        arguments: call.function.arguments,
        status: "completed",
      }));
      return [...text, ...calls];
    }
    case "tool":
      return [
        {
          type: "function_call_result",
          callId: message.tool_call_id,
          name: toolNames.get(message.tool_call_id) ?? "tool",
          status: "completed",
          output: { type: "text", text: message.content },
        },
      ];
  }
}

const ITEM_KEY = "openai_agents_item";

/** What identifies an item across the SDK's copies of it: its role and text, or its type and call id. */
function itemKey(item: AgentInputItem): string {
  if ("role" in item) return JSON.stringify([item.role, textOf(item.content)]);
  return JSON.stringify([item.type, "callId" in item ? item.callId : null]);
}

/** Every item is stored as the chat message Engram summarizes and searches, the item itself in its metadata. */
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

/** A stored message back as the item that was added (raw history, without `budgetTokens`). */
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
