import type { ContentPart, MessageContent } from "../conversations/messages";

/**
 * Messages keep their text in `content` (what token counts, summaries, search, offload and
 * every strategy read) and, when they were sent as parts, the parts beside it. These pure
 * functions keep the two in step.
 */

/** The text a parts array contributes: its text parts, joined by newlines; null if none. */
export function textOfParts(parts: readonly ContentPart[]): string | null {
  const texts = parts.flatMap((part) => (part.type === "text" ? [part.text] : []));
  return texts.length === 0 ? null : texts.join("\n");
}

/** Splits API content into the text the service works on and the parts to return. */
export function splitContent(content: MessageContent | null): { content: string | null; parts?: ContentPart[] } {
  if (content === null || typeof content === "string") return { content };
  return { content: textOfParts(content), parts: content };
}

/**
 * The parts after the text was changed by the service (an offload placeholder, redaction,
 * compaction): unchanged when the text still matches, else the new text in place of the first
 * text part and the other parts kept where they were.
 */
export function reconcileParts(parts: readonly ContentPart[], content: string | null): ContentPart[] {
  if (textOfParts(parts) === content) return [...parts];
  const out: ContentPart[] = [];
  let placed = false;
  for (const part of parts) {
    if (part.type !== "text") out.push(part);
    else if (!placed && content !== null) {
      out.push({ type: "text", text: content });
      placed = true;
    }
  }
  if (!placed && content !== null) out.unshift({ type: "text", text: content });
  return out;
}

/** The content a client gets back: the parts when the message was sent as parts. */
export function contentView(message: { content: string | null; parts?: readonly ContentPart[] }): MessageContent | null {
  return message.parts ? reconcileParts(message.parts, message.content) : message.content;
}

/** The message as the API returns it (no internal `parts` field). */
export function messageView<M extends { content: string | null; parts?: readonly ContentPart[] }>(
  message: M,
): Omit<M, "content" | "parts"> & { content: MessageContent | null } {
  const { parts: _parts, content: _content, ...rest } = message;
  return { ...rest, content: contentView(message) };
}

/** API input to the service's form: the text in `content`, the parts beside it. */
export function fromApiMessage<M extends { content: MessageContent | null }>(
  message: M,
): Omit<M, "content"> & { content: string | null; parts?: ContentPart[] } {
  const { content, ...rest } = message;
  return { ...rest, ...splitContent(content) };
}

/** Bytes of the non-text parts (URLs, data URLs), which stay in the message's row. */
export function nonTextPartsJson(parts: readonly ContentPart[] | undefined): string {
  const others = (parts ?? []).filter((part) => part.type !== "text");
  return others.length === 0 ? "" : JSON.stringify(others);
}
