import type { ImagePart, ModelMessage, TextPart } from "ai";
import type { ChatMessage, EngramClient, MessageInput, OpenAIContext } from "../index.js";
import { assistantParts, toolResultPart } from "./context.js";

/**
 * Vercel AI SDK helpers: the `format=openai` context as `ModelMessage[]` for `generateText` /
 * `streamText`, and a finished result (its `response.messages`) stored back as Engram turns.
 */

/** The context as AI SDK messages; tool results get their tool's name from the call before them. */
export function toModelMessages(context: Pick<OpenAIContext, "messages">): ModelMessage[] {
  const toolNames = new Map<string, string>();
  return context.messages.map((message: ChatMessage): ModelMessage => {
    switch (message.role) {
      case "system":
      case "developer":
        return { role: "system", content: message.content };
      case "user":
        return { role: "user", content: typeof message.content === "string" ? message.content : userParts(message.content) };
      case "assistant": {
        const calls = message.tool_calls ?? [];
        if (calls.length === 0) return { role: "assistant", content: message.content ?? "" };
        for (const call of calls) toolNames.set(call.id, call.function.name);
        return { role: "assistant", content: assistantParts(message) };
      }
      case "tool":
        return { role: "tool", content: [toolResultPart(message, toolNames)] };
    }
  });
}

function userParts(parts: Array<Record<string, unknown>>): Array<TextPart | ImagePart> {
  return parts.flatMap((part): Array<TextPart | ImagePart> => {
    if (part.type === "text" && typeof part.text === "string") return [{ type: "text", text: part.text }];
    const image = part.image_url as { url?: unknown } | undefined;
    if (part.type === "image_url" && typeof image?.url === "string") return [{ type: "image", image: new URL(image.url) }];
    return [];
  });
}

const stringify = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The messages of a `generateText`/`streamText` response as Engram turns. */
export function toEngramMessages(messages: ModelMessage[]): MessageInput[] {
  return messages.flatMap((message): MessageInput[] => {
    if (message.role === "tool") {
      return message.content.flatMap((part) =>
        part.type === "tool-result"
          ? [
              {
                role: "tool" as const,
                tool_call_id: part.toolCallId,
                name: part.toolName,
                content: stringify("value" in part.output ? part.output.value : part.output) || "(empty)",
              },
            ]
          : [],
      );
    }
    if (typeof message.content === "string") return [{ role: message.role, content: message.content }];
    const text = message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
    const calls = message.content.flatMap((part) =>
      part.type === "tool-call"
        ? [{ id: part.toolCallId, type: "function" as const, function: { name: part.toolName, arguments: stringify(part.input) } }]
        : [],
    );
    if (message.role === "assistant" && calls.length > 0) return [{ role: "assistant", content: text || null, tool_calls: calls }];
    return text ? [{ role: message.role, content: text }] : [];
  });
}

/** Stores a turn: the user's input (if given) and what the model answered, in order. */
export async function saveTurn(
  client: EngramClient,
  conversationId: string,
  userId: string,
  turn: { user?: string; response: { messages: ModelMessage[] } },
) {
  const messages: MessageInput[] = [
    ...(turn.user ? [{ role: "user" as const, content: turn.user }] : []),
    ...toEngramMessages(turn.response.messages),
  ];
  if (messages.length === 0) return null;
  return client.append(conversationId, { user_id: userId, messages });
}

export { engramMemory, type EngramMemoryOptions } from "./ai-sdk-memory.js";
