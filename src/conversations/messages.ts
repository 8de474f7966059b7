/**
 * Messages as the service holds them. The API's schemas (src/http/schemas/messages.ts) are
 * views of these types: they validate what arrives and document it, and must infer to them.
 */

// `developer` is the chat-completions name of system instructions for reasoning models; the
// service treats it as a system message.
export const MESSAGE_ROLES = ["system", "developer", "user", "assistant", "tool"] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/**
 * One part of a message's content (the chat-completions shape agent SDKs produce). Parts are
 * loose objects: fields the service does not know are kept and returned as given. Only text
 * parts count as tokens and are searchable.
 */
export type ContentPart =
  | { type: "text"; text: string; [key: string]: unknown }
  | { type: "image_url"; image_url: { url: string; detail?: "auto" | "low" | "high"; [key: string]: unknown }; [key: string]: unknown }
  | {
      type: "file";
      file: { url?: string; memory_ref?: string; filename?: string; media_type?: string; [key: string]: unknown };
      [key: string]: unknown;
    };
export const MAX_CONTENT_PARTS = 128;
/** A message's content as sent: a string, or parts. */
export type MessageContent = string | ContentPart[];

interface MessageFields {
  role: MessageRole;
  name?: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  metadata?: Record<string, unknown>;
}

/**
 * A message as the service handles it: `content` is its text (a parts message's text parts
 * joined), `parts` the parts it was sent with (src/contents/parts.ts keeps them in step).
 */
export interface MessageInput extends MessageFields {
  content: string | null;
  parts?: ContentPart[];
  created_at?: string;
}

/** A stored message: its seq, its time and what it costs, text in `content`, parts beside it. */
export interface StoredMessage extends MessageFields {
  seq: number;
  content: string | null;
  parts?: ContentPart[];
  created_at: string;
  token_count: number;
}

/** A message as a caller sends it (REST append, webhook delivery): content as a string or parts. */
export type MessageBody = Omit<MessageInput, "content" | "parts"> & { content: MessageContent | null };
