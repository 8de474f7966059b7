import type { OpenAiMessage } from "./render";

/**
 * The same cache-stable context for Anthropic's Messages API: the system message becomes the
 * `system` blocks, the chat messages become `messages` (consecutive turns of one role merged,
 * tool calls as tool_use, their results as tool_result), a system message after the
 * conversation (the working state) a text block of the last user turn. One `cache_control`
 * breakpoint marks the end of the stable part, so the provider caches exactly what the next
 * rendering repeats.
 */
type CacheControl = { type: "ephemeral" };
export type AnthropicBlock =
  | { type: "text"; text: string; cache_control?: CacheControl }
  | { type: "image"; source: { type: "url"; url: string }; cache_control?: CacheControl }
  | { type: "tool_use"; id: string; name: string; input: unknown; cache_control?: CacheControl }
  | { type: "tool_result"; tool_use_id: string; content: string; cache_control?: CacheControl };

export interface AnthropicMessage {
  role: "user" | "assistant";
  content: AnthropicBlock[];
}

export interface AnthropicContext {
  system: Array<{ type: "text"; text: string; cache_control?: CacheControl }>;
  messages: AnthropicMessage[];
}

/** Stands first when the context starts with an answer: the API wants a user turn first. */
export const ANTHROPIC_OPENING = "(The conversation so far is summarized above; it continues here.)";

const parseInput = (args: string): unknown => {
  try {
    const parsed: unknown = JSON.parse(args);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : { arguments: args };
  } catch {
    return { arguments: args };
  }
};

function blocksOf(message: OpenAiMessage): { role: "user" | "assistant"; blocks: AnthropicBlock[] } {
  if (message.role === "tool")
    return { role: "user", blocks: [{ type: "tool_result", tool_use_id: message.tool_call_id, content: message.content }] };
  if (message.role === "assistant") {
    const blocks: AnthropicBlock[] = message.content ? [{ type: "text", text: message.content }] : [];
    for (const call of message.tool_calls ?? [])
      blocks.push({ type: "tool_use", id: call.id, name: call.function.name, input: parseInput(call.function.arguments) });
    return { role: "assistant", blocks: blocks.length > 0 ? blocks : [{ type: "text", text: "(no text)" }] };
  }
  const name = "name" in message && message.name ? `${message.name}: ` : "";
  if (typeof message.content === "string") return { role: "user", blocks: [{ type: "text", text: `${name}${message.content}` }] };
  return {
    role: "user",
    blocks: message.content.map((p): AnthropicBlock =>
      p.type === "text" ? { type: "text", text: p.text } : { type: "image", source: { type: "url", url: p.image_url.url } },
    ),
  };
}

/** `stableCount` leading messages (the system message included) are the stable part. */
export function toAnthropic(messages: OpenAiMessage[], stableCount: number): AnthropicContext {
  const first = messages[0];
  const hasSystem = first?.role === "system";
  const system: AnthropicContext["system"] = hasSystem && typeof first.content === "string" ? [{ type: "text", text: first.content }] : [];
  const out: AnthropicMessage[] = [];
  let breakpoint: AnthropicBlock | null = null;
  for (const [index, message] of messages.entries()) {
    if (index === 0 && hasSystem) continue;
    const { role, blocks } = blocksOf(message);
    if (out.length === 0 && role === "assistant") out.push({ role: "user", content: [{ type: "text", text: ANTHROPIC_OPENING }] });
    const last = out.at(-1);
    if (last && last.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
    if (index < stableCount) breakpoint = blocks.at(-1) ?? breakpoint;
  }
  const marker: AnthropicBlock | null = breakpoint ?? (stableCount > 0 ? (system[0] ?? null) : null);
  if (marker) marker.cache_control = { type: "ephemeral" };
  return { system, messages: out };
}
