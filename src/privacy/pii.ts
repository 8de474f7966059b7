import { z } from "zod";
import { DETECTORS, type PiiKind, type PiiSpan } from "./detectors";
import { textOfParts } from "../contents/parts";
import type { ContentPart } from "../conversations/messages";

export { type PiiKind, type PiiSpan } from "./detectors";

/**
 * off: nothing is redacted. derived: what Engram derives from the data (summaries, the text
 * sent to an LLM, embeddings, the search index) is computed from redacted text; stored
 * messages and memories stay as sent. everywhere: messages and memories are redacted before
 * they are stored, so nothing downstream ever sees the originals.
 */
export const PiiModeSchema = z.enum(["off", "derived", "everywhere"]);
export type PiiMode = z.infer<typeof PiiModeSchema>;

export const redactionToken = (kind: PiiKind) => `[REDACTED:${kind}]`;

/** Every finding, overlaps resolved: where two overlap, the higher-priority detector wins. */
export function detectPii(text: string): PiiSpan[] {
  const accepted: PiiSpan[] = [];
  for (const detector of DETECTORS) {
    for (const span of detector.find(text)) {
      if (!accepted.some((other) => span.start < other.end && other.start < span.end)) accepted.push(span);
    }
  }
  return accepted.sort((a, b) => a.start - b.start);
}

export interface Redaction {
  text: string;
  counts: Partial<Record<PiiKind, number>>;
}

export function redactText(text: string): Redaction {
  const spans = detectPii(text);
  if (spans.length === 0) return { text, counts: {} };
  const counts: Partial<Record<PiiKind, number>> = {};
  let out = "";
  let cursor = 0;
  for (const span of spans) {
    out += text.slice(cursor, span.start) + redactionToken(span.kind);
    cursor = span.end;
    counts[span.kind] = (counts[span.kind] ?? 0) + 1;
  }
  return { text: out + text.slice(cursor), counts };
}

export const redact = (text: string): string => redactText(text).text;

/** Every string inside a JSON value, redacted; the shape is kept. */
export function redactJson(value: unknown): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map(redactJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactJson(inner)]));
  }
  return value;
}

interface RedactableMessage {
  content: string | null;
  /** Sent as parts: the text parts are redacted and `content` (their text) follows them. */
  parts?: ContentPart[];
  name?: string;
  tool_calls?: Array<{ id: string; type: "function"; function: { name: string; arguments: string } }>;
  metadata?: Record<string, unknown>;
}

/** A message with its text, name, tool-call arguments and metadata strings redacted. */
export function redactMessage<M extends RedactableMessage>(message: M): M {
  const copy: M = { ...message, content: message.content === null ? null : redact(message.content) };
  if (message.parts) {
    copy.parts = message.parts.map((part) => (part.type === "text" ? { ...part, text: redact(part.text) } : part));
    copy.content = textOfParts(copy.parts);
  }
  if (message.name !== undefined) copy.name = redact(message.name);
  if (message.tool_calls) {
    copy.tool_calls = message.tool_calls.map((call) => ({
      ...call,
      function: { ...call.function, arguments: redact(call.function.arguments) },
    }));
  }
  if (message.metadata) {
    copy.metadata = Object.fromEntries(Object.entries(message.metadata).map(([key, value]) => [key, redactJson(value)]));
  }
  return copy;
}

/** What a derived artefact (summary, prompt, embedding, index) may see under a mode. */
export const redactsDerived = (mode: PiiMode) => mode !== "off";
/** Whether stored data itself is redacted before it is written. */
export const redactsStored = (mode: PiiMode) => mode === "everywhere";
