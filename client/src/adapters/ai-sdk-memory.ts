import type { LanguageModelMiddleware } from "ai";
import type { ChatMessage, EngramClient, MessageInput } from "../index.js";
import { assistantParts, readContext, textOf, toolNamesOf, toolResultPart } from "./context.js";

// The provider-level types, derived from the middleware type `ai` exports (no import of
// @ai-sdk/provider, which is the `ai` package's own dependency, not the reader's).
type CallOptions = Parameters<NonNullable<LanguageModelMiddleware["transformParams"]>>[0]["params"];
type PromptMessage = CallOptions["prompt"][number];
type GenerateResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware["wrapGenerate"]>>>;
type OutputPart = GenerateResult["content"][number];
type StreamResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware["wrapStream"]>>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;

export interface EngramMemoryOptions {
  client: EngramClient;
  conversationId: string;
  userId: string;
  /** Token budget of the context Engram returns; it covers the turn being answered too. */
  budgetTokens: number;
}

/**
 * Engram as the memory of a Vercel AI SDK model: `wrapLanguageModel({ model, middleware:
 * engramMemory({ ... }) })`. Before each model call it stores what is new in the prompt (the
 * user's message; in later steps the tool results), reads Engram's budgeted context (retrieval
 * searches for the newest user message) and sends it: the stable sections as the system part
 * (after any `system` the caller gave), then the turns. Messages the caller put before the newest
 * user message are replaced by the context. After the model answers (a stream once it finishes),
 * it stores the answer with its tool calls.
 */
export function engramMemory(options: EngramMemoryOptions): LanguageModelMiddleware {
  const { client, conversationId, userId, budgetTokens } = options;
  // Signatures of the current turn's messages already stored: a later step's prompt extends them.
  let stored: string[] = [];

  const append = async (messages: MessageInput[]) => {
    if (messages.length > 0) await client.append(conversationId, { user_id: userId, messages });
  };
  const storeAnswer = async (parts: OutputPart[]) => {
    const answer = fromOutput(parts);
    if (!answer) return;
    await append([answer]);
    stored.push(signature("assistant", textOfParts(parts), callIdsOf(parts)));
  };

  return {
    specificationVersion: "v3",
    transformParams: async ({ params }) => {
      const prompt = params.prompt;
      const callerSystem = prompt.flatMap((message) => (message.role === "system" ? [message.content] : []));
      const newestUser = prompt.map((message) => message.role).lastIndexOf("user");
      const tail = prompt.slice(Math.max(0, newestUser)).filter((message) => message.role !== "system");
      const signatures = tail.map(promptSignature);
      const continues = stored.length > 0 && stored.length <= signatures.length && stored.every((s, i) => s === signatures[i]);
      await append(tail.slice(continues ? stored.length : 0).flatMap(fromPrompt));
      stored = signatures;

      const context = await readContext(client, conversationId, budgetTokens);
      const system = [...callerSystem, ...(context.system ? [context.system] : [])].join("\n\n");
      const names = toolNamesOf(context.turns);
      return {
        ...params,
        prompt: [...(system ? [{ role: "system" as const, content: system }] : []), ...context.turns.map((m) => toPrompt(m, names))],
      };
    },
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      await storeAnswer(result.content);
      return result;
    },
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      const parts: OutputPart[] = [];
      const collect = new TransformStream<StreamPart, StreamPart>({
        transform(part, controller) {
          if (part.type === "text-delta") {
            const last = parts.at(-1);
            if (last?.type === "text") last.text += part.delta;
            else parts.push({ type: "text", text: part.delta });
          } else if (part.type === "tool-call") {
            parts.push(part);
          }
          controller.enqueue(part);
        },
        flush: () => storeAnswer(parts),
      });
      return { stream: stream.pipeThrough(collect), ...rest };
    },
  };
}

const signature = (role: string, text: string, callIds: string[]) => JSON.stringify([role, text, callIds]);

type AnyPart = { type: string; text?: string; toolCallId?: string };
const textOfParts = (parts: readonly AnyPart[]) => parts.flatMap((p) => (p.type === "text" && p.text ? [p.text] : [])).join("");
const callIdsOf = (parts: readonly AnyPart[]) =>
  parts.flatMap((p) => ((p.type === "tool-call" || p.type === "tool-result") && p.toolCallId ? [p.toolCallId] : []));

function promptSignature(message: PromptMessage): string {
  if (message.role === "system") return signature("system", message.content, []);
  return signature(message.role, textOfParts(message.content), callIdsOf(message.content));
}

const stringify = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A prompt message (what the caller or an earlier step added) as Engram messages. */
function fromPrompt(message: PromptMessage): MessageInput[] {
  switch (message.role) {
    case "system":
      return [];
    case "user":
      return [{ role: "user", content: textOfParts(message.content) || "[user message]" }];
    case "tool":
      return message.content.flatMap((part): MessageInput[] =>
        part.type === "tool-result"
          ? [{ role: "tool", tool_call_id: part.toolCallId, name: part.toolName, content: outputText(part.output) || "(empty)" }]
          : [],
      );
    case "assistant": {
      const calls = message.content.flatMap((part) =>
        part.type === "tool-call"
          ? [{ id: part.toolCallId, type: "function" as const, function: { name: part.toolName, arguments: stringify(part.input) } }]
          : [],
      );
      const text = textOfParts(message.content);
      if (calls.length > 0) return [{ role: "assistant", content: text || null, tool_calls: calls }];
      return text ? [{ role: "assistant", content: text }] : [];
    }
  }
}

function outputText(output: { type: string; value?: unknown; reason?: string }): string {
  if (output.type === "execution-denied") return `[execution denied${output.reason ? `: ${output.reason}` : ""}]`;
  return stringify(output.value ?? "");
}

/** What the model answered (text and tool calls) as one Engram assistant message, or null when empty. */
function fromOutput(parts: OutputPart[]): MessageInput | null {
  const calls = parts.flatMap((part) =>
    part.type === "tool-call"
      ? [{ id: part.toolCallId, type: "function" as const, function: { name: part.toolName, arguments: part.input } }]
      : [],
  );
  const text = textOfParts(parts);
  if (calls.length > 0) return { role: "assistant", content: text || null, tool_calls: calls };
  return text ? { role: "assistant", content: text } : null;
}

/** A message of the `format=openai` context as a prompt message. */
function toPrompt(message: ChatMessage, toolNames: Map<string, string>): PromptMessage {
  switch (message.role) {
    case "system":
    case "developer":
      return { role: "system", content: message.content };
    case "user":
      return { role: "user", content: [{ type: "text", text: textOf(message.content) }] };
    case "assistant":
      return { role: "assistant", content: assistantParts(message) };
    case "tool":
      return { role: "tool", content: [toolResultPart(message, toolNames)] };
  }
}
