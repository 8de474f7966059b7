import { countTokens } from "../context/tokens";
import type { StoredMessage } from "../conversations/messages";

/**
 * What the search index holds for one searchable unit. Pure data: src/search/indexer.ts
 * turns it into a row of the user object's index, its FTS entry and a vector.
 */
export interface IndexDoc {
  docKey: string;
  kind: "message" | "summary" | "memory" | "fact";
  tenantId: string;
  userId: string;
  conversationId: string | null;
  startSeq: number | null;
  endSeq: number | null;
  memoryKey: string | null;
  memoryId: number | null;
  memoryType: string | null;
  role: string | null;
  name: string | null;
  /** The unit's own text: what keyword search weighs fully and what gets embedded. */
  body: string;
  /** What a search result returns. */
  content: string | null;
  summary: string | null;
  metadata: Record<string, unknown>;
  tokenCount: number;
  createdAt: string;
}

/** Bounds on what one unit puts in the index; contents above live in full elsewhere. */
export const MAX_BODY_CHARS = 32_000;
export const NEIGHBOUR_CHARS = 400;
export const SUMMARY_CHARS = 200;
/**
 * The turn before a message is indexed as its context (durable-objects/user/search-store.ts),
 * so a reply like "Yes, last May" is found by the question it answers.
 */
export const CONTEXT_NEIGHBOURS = 1;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`);

export function messageDocKey(tenantId: string, conversationId: string, seq: number): string {
  return `msg:${tenantId}/${conversationId}/${seq}`;
}

/** A message as text: who spoke, what was said, which tools were called. */
export function messageText(message: StoredMessage): string {
  const calls = message.tool_calls?.map((call) => `${call.function.name}(${clip(call.function.arguments, 500)})`).join("; ");
  const text = [message.content ?? "", calls ? `[calls ${calls}]` : ""].filter(Boolean).join(" ");
  return message.name ? `${message.name}: ${text}` : text;
}

export interface MessageDocInput {
  tenantId: string;
  userId: string;
  conversationId: string;
  messages: StoredMessage[];
}

/** One document per message. */
export function messageDocs(input: MessageDocInput): IndexDoc[] {
  const docs: IndexDoc[] = [];
  for (const message of input.messages) {
    const body = clip(messageText(message), MAX_BODY_CHARS);
    const content = message.content === null ? null : clip(message.content, MAX_BODY_CHARS);
    docs.push({
      docKey: messageDocKey(input.tenantId, input.conversationId, message.seq),
      kind: "message",
      tenantId: input.tenantId,
      userId: input.userId,
      conversationId: input.conversationId,
      startSeq: message.seq,
      endSeq: message.seq,
      memoryKey: null,
      memoryId: null,
      memoryType: null,
      role: message.role,
      name: message.name ?? null,
      body,
      content,
      summary: clip(body.replace(/\s+/g, " "), SUMMARY_CHARS),
      metadata: message.metadata ?? {},
      tokenCount: countTokens(body),
      createdAt: message.created_at,
    });
  }
  return docs;
}

export interface SummaryDocInput {
  tenantId: string;
  userId: string;
  conversationId: string;
  memoryId: number;
  text: string;
  startSeq: number;
  endSeq: number;
  /** When the summarized turns happened (the newest one), not when the job ran. */
  createdAt: string;
}

export function summaryDoc(input: SummaryDocInput): IndexDoc {
  const text = clip(input.text, MAX_BODY_CHARS);
  return {
    docKey: `sum:${input.memoryId}`,
    kind: "summary",
    tenantId: input.tenantId,
    userId: input.userId,
    conversationId: input.conversationId,
    startSeq: input.startSeq,
    endSeq: input.endSeq,
    memoryKey: null,
    memoryId: input.memoryId,
    memoryType: null,
    role: null,
    name: null,
    body: text,
    content: text,
    summary: clip(text.replace(/\s+/g, " "), SUMMARY_CHARS),
    metadata: {},
    tokenCount: countTokens(text),
    createdAt: input.createdAt,
  };
}

export interface MemoryDocInput {
  tenantId: string;
  userId: string;
  memoryKey: string;
  memoryType: string;
  description: string;
  summary: string | null;
  /** The opening of the content (inline, or the first bytes from R2). */
  contentExcerpt: string;
  conversationId: string | null;
  sourceSeq: number | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export const MEMORY_PREVIEW_CHARS = 4000;

export function memoryDoc(input: MemoryDocInput): IndexDoc {
  const body = clip([input.description, input.summary ?? "", input.contentExcerpt].filter(Boolean).join("\n"), MAX_BODY_CHARS);
  const content = clip(input.contentExcerpt, MEMORY_PREVIEW_CHARS);
  return {
    docKey: `mem:${input.tenantId}/${input.memoryKey}`,
    kind: "memory",
    tenantId: input.tenantId,
    userId: input.userId,
    conversationId: input.conversationId,
    startSeq: input.sourceSeq,
    endSeq: input.sourceSeq,
    memoryKey: input.memoryKey,
    memoryId: null,
    memoryType: input.memoryType,
    role: null,
    name: null,
    body,
    content,
    summary: clip(input.summary ?? input.description, SUMMARY_CHARS),
    metadata: input.metadata,
    tokenCount: countTokens(content),
    createdAt: input.createdAt,
  };
}

export interface FactDocInput {
  tenantId: string;
  userId: string;
  factId: string;
  type: string;
  topic: string;
  text: string;
  /** The first source, so a result can point back at the turn it came from. */
  source: { conversation_id: string; seq: number } | null;
  validFrom: string;
}

/** A current user fact; superseded and retracted ones leave the index (history is in the facts API). */
export function factDoc(input: FactDocInput): IndexDoc {
  const text = clip(input.text, MAX_BODY_CHARS);
  return {
    docKey: `fact:${input.tenantId}/${input.userId}/${input.factId}`,
    kind: "fact",
    tenantId: input.tenantId,
    userId: input.userId,
    conversationId: input.source?.conversation_id ?? null,
    startSeq: input.source?.seq ?? null,
    endSeq: input.source?.seq ?? null,
    memoryKey: input.factId,
    memoryId: null,
    memoryType: input.type,
    role: null,
    name: null,
    body: `${input.topic.replace(/[_:.]/g, " ")}: ${text}`,
    content: text,
    summary: clip(text, SUMMARY_CHARS),
    metadata: { topic: input.topic },
    tokenCount: countTokens(text),
    createdAt: input.validFrom,
  };
}
