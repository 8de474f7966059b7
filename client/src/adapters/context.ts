import type { ChatMessage, EngramClient, OpenAIContext } from "../index.js";

/** What every adapter takes to read the budgeted context instead of the raw history. */
export interface ContextOptions {
  /**
   * Token budget of what the model receives from Engram (system part and turns), by the model's
   * own count: Engram is asked for `budgetTokens / 1.1`, the bound of its estimate.
   */
  budgetTokens?: number;
}

/**
 * The `format=openai` context split the way the SDKs take it: the stable sections (pinned
 * instructions, working state, user facts, summary, retrieved items) that Engram sends as the
 * leading system messages, joined into one system text, then the turns in order.
 */
export interface SplitContext {
  system: string | null;
  turns: ChatMessage[];
  tokenCount: number;
}

export function splitContext(context: Pick<OpenAIContext, "messages" | "token_count">): SplitContext {
  const leading: string[] = [];
  let index = 0;
  for (; index < context.messages.length; index += 1) {
    const message = context.messages[index];
    if (!message || (message.role !== "system" && message.role !== "developer")) break;
    leading.push(message.content);
  }
  return {
    system: leading.length > 0 ? leading.join("\n\n") : null,
    turns: context.messages.slice(index),
    tokenCount: context.token_count,
  };
}

/**
 * How far Engram's token counts may fall short of the model's: they are estimates held within
 * 10 % of o200k_base (docs/context.md, "Token counting"), and a prompt filled to an estimated
 * budget measured 1-2 % over it with o200k at 600 tokens. The adapters ask for the budget divided
 * by this, so the prompt the model receives stays within `budgetTokens` by the model's own count.
 */
export const ESTIMATE_MARGIN = 1.1;

/** Reads the context under `budgetTokens` (and for `query` when given; default: the newest user turn). */
export async function readContext(client: EngramClient, conversationId: string, budgetTokens: number, query?: string) {
  const trimmed = query?.trim().slice(0, 4000);
  const budget = Math.max(1, Math.floor(budgetTokens / ESTIMATE_MARGIN));
  return splitContext(await client.contextMessages(conversationId, { budget_tokens: budget, ...(trimmed ? { query: trimmed } : {}) }));
}

/** Tool results name their tool; the context's tool messages carry only the call id. */
export function toolNamesOf(turns: ChatMessage[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const message of turns) {
    if (message.role === "assistant") for (const call of message.tool_calls ?? []) names.set(call.id, call.function.name);
  }
  return names;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The text of a content that is a string or a list of parts (`text`, `output_text`, `refusal`). */
export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part: { text?: unknown; refusal?: unknown }) =>
      typeof part.text === "string" ? part.text : typeof part.refusal === "string" ? part.refusal : "",
    )
    .filter(Boolean)
    .join("\n");
}

type AssistantMessage = Extract<ChatMessage, { role: "assistant" }>;
type ToolMessage = Extract<ChatMessage, { role: "tool" }>;

/** An assistant turn of the context as AI SDK parts: its text, then its tool calls. */
export function assistantParts(message: AssistantMessage) {
  return [
    ...(message.content ? [{ type: "text" as const, text: message.content }] : []),
    ...(message.tool_calls ?? []).map((call) => ({
      type: "tool-call" as const,
      toolCallId: call.id,
      toolName: call.function.name,
      input: parseJson(call.function.arguments),
    })),
  ];
}

/** A tool turn of the context as an AI SDK tool result, named after the call it answers. */
export function toolResultPart(message: ToolMessage, toolNames: Map<string, string>) {
  return {
    type: "tool-result" as const,
    toolCallId: message.tool_call_id,
    toolName: toolNames.get(message.tool_call_id) ?? "tool",
    output: { type: "text" as const, value: message.content },
  };
}
