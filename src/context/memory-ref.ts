import type { StoredMessage } from "../conversations/messages";

/**
 * Seed 003's Layer 1 placeholder: `[MemoryRef: <key> - <description> - <N> tokens]`. The
 * description is one line without brackets, so the placeholder always parses back.
 */
export const MAX_DESCRIPTION_CHARS = 120;

export interface MemoryRef {
  key: string;
  description: string;
  tokens: number;
}

export function formatMemoryRef(ref: MemoryRef): string {
  return `[MemoryRef: ${ref.key} - ${ref.description} - ${ref.tokens} tokens]`;
}

const REF_PATTERN = /^\[MemoryRef: (\S+) - (.*) - (\d+) tokens\]$/;

/** The placeholder a whole message content consists of, or null when it is something else. */
export function parseMemoryRef(text: string): MemoryRef | null {
  const match = REF_PATTERN.exec(text);
  if (!match?.[1] || match[2] === undefined || !match[3]) return null;
  return { key: match[1], description: match[2], tokens: Number(match[3]) };
}

/** A `[MemoryRef: key - description - N tokens]` found inside a message of the context. */
export interface FoundRef {
  key: string;
  description: string;
  tokens: number;
  seq: number;
  text: string;
}

const REF = /\[MemoryRef: (\S+) - (.*?) - (\d+) tokens\]/g;

export function findRefs(messages: readonly StoredMessage[]): FoundRef[] {
  const out: FoundRef[] = [];
  for (const m of messages) {
    for (const match of (m.content ?? "").matchAll(REF)) {
      if (match[1] && match[2] !== undefined && match[3])
        out.push({ key: match[1], description: match[2], tokens: Number(match[3]), seq: m.seq, text: match[0] });
    }
  }
  return out;
}

/**
 * The turn an expansion answers (the query, else the newest user message) and the placeholders
 * it may expand: every one shown but one inside the turn itself (an offloaded user message is
 * not what the turn asks for). None when expansion is off or there is no turn.
 */
export function turnRefs(input: { messages: readonly StoredMessage[]; query: string | null; enabled: boolean }): {
  turn: string | null;
  refs: FoundRef[];
} {
  const turnMessage = [...input.messages].reverse().find((m) => m.role === "user");
  const turn = input.query ?? turnMessage?.content ?? null;
  return { turn, refs: input.enabled && turn ? findRefs(input.messages.filter((m) => m !== turnMessage)) : [] };
}

/** One line, no brackets, at most `max` characters (whole code points), never empty. */
export function sanitizeDescription(text: string, max = MAX_DESCRIPTION_CHARS): string {
  const flat = text
    .replace(/\[/g, "(")
    .replace(/\]/g, ")")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim();
  const chars = Array.from(flat);
  const cut =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : flat;
  return cut.length > 0 ? cut : "content";
}

/** The first line that says something (has a letter or digit), or "". */
export function firstMeaningfulLine(content: string): string {
  for (const line of content.split("\n", 200)) {
    if (/[\p{L}\p{N}]/u.test(line)) return line.trim();
  }
  return "";
}

export interface DescriptionInput {
  content: string;
  role?: "system" | "developer" | "user" | "assistant" | "tool";
  /** The tool that produced a tool output, and the arguments it was called with. */
  toolName?: string;
  toolArguments?: string;
}

const COMMAND_FIELDS = ["command", "cmd", "query", "sql", "path", "file", "url"] as const;

/** The most telling argument of a tool call, e.g. the command a shell tool ran. */
export function commandOf(toolArguments: string | undefined): string | null {
  if (!toolArguments) return null;
  try {
    const parsed: unknown = JSON.parse(toolArguments);
    if (typeof parsed !== "object" || parsed === null) return null;
    for (const field of COMMAND_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string" && value.trim()) return value;
      if (Array.isArray(value) && value.every((part) => typeof part === "string")) return value.join(" ");
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * The offline description: for a tool output, the tool and its command ("bash output: npm
 * install"); otherwise the role and the first meaningful line. Deterministic, no LLM.
 */
export function extractiveDescription(input: DescriptionInput): string {
  const line = firstMeaningfulLine(input.content);
  if (input.role === "tool") {
    const command = commandOf(input.toolArguments);
    const tool = input.toolName ? `${input.toolName} output` : "Tool output";
    return sanitizeDescription(command ? `${tool}: ${command}` : line ? `${tool}: ${line}` : tool);
  }
  if (input.role) {
    const who = `${input.role[0]?.toUpperCase() ?? ""}${input.role.slice(1)} message`;
    return sanitizeDescription(line ? `${who}: ${line}` : who);
  }
  return sanitizeDescription(line || "Stored content");
}
