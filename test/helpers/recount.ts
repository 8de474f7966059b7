import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { expect } from "vitest";
import type { ContextBody } from "./api";

/** The parts of a JSON context a recount reads (every context answer the tests parse has them). */
type Recountable = Pick<ContextBody, "messages" | "injected" | "memories" | "token_count"> & {
  summary: { text: string } | null;
  user_facts?: { text: string } | null;
};

/*
 * Budgets checked against a count the tests make themselves, not the service's token_count:
 * each part of a context is recounted with o200k_base (gpt-tokenizer, the tokenizer of
 * test/unit/tokens.test.ts), so a service whose counter under-reports (or forgets a part)
 * cannot pass a budget check by its own word.
 */

/** OpenAI's documented per-message chat framing (role markers), written here rather than imported from src. */
export const MESSAGE_FRAMING = 4;

/**
 * How far the service's estimate may be from o200k_base: test/unit/tokens.test.ts holds it
 * within 10 % on realistic text, and very short texts round to whole tokens (a few each).
 */
const RELATIVE = 0.1;
const PER_PART = 2;

export const realTokens = (text: string) => (text.length === 0 ? 0 : encode(text).length);

interface MessageLike {
  content: string | Array<{ type: string; text?: string }> | null;
  name?: string;
  tool_calls?: unknown[];
}

/** A message's text: the content, or its text parts (image and file parts are not text tokens). */
const textOf = (content: MessageLike["content"]) =>
  typeof content === "string" ? content : (content ?? []).map((part) => (part.type === "text" ? (part.text ?? "") : "")).join("");

/** What a message costs in a prompt: its text, its tool calls, its name, and the framing. */
export function recountMessage(message: MessageLike): number {
  let tokens = realTokens(textOf(message.content));
  if (message.tool_calls?.length) tokens += realTokens(JSON.stringify(message.tool_calls));
  if (message.name) tokens += realTokens(message.name);
  return tokens + MESSAGE_FRAMING;
}

/** Every part of a JSON context, recounted: summary, messages, injected items, retrieved items, user facts. */
export function recountContext(context: Recountable): { tokens: number; parts: number } {
  const texts: string[] = [];
  if (context.summary) texts.push(context.summary.text);
  for (const item of context.injected) texts.push(item.content);
  for (const hit of context.memories) texts.push(hit.content ?? hit.summary ?? "");
  if (context.user_facts) texts.push(context.user_facts.text);
  const messages = context.messages.reduce((sum, m) => sum + recountMessage(m), 0);
  return {
    tokens: messages + texts.reduce((sum, text) => sum + realTokens(text), 0),
    parts: context.messages.length + texts.length,
  };
}

/**
 * The context fits `budget` by an independent count (within the estimate's tolerance), and
 * the token_count the service reports agrees with that count.
 */
export function expectWithinBudget(context: Recountable, budget: number): void {
  expectRecountWithin(recountContext(context), context.token_count, budget);
}

/** The same for a rendered context (`format=openai`): its messages are the whole prompt. */
export function expectMessagesWithinBudget(context: { messages: MessageLike[]; token_count: number }, budget: number): void {
  const tokens = context.messages.reduce((sum, m) => sum + recountMessage(m), 0);
  expectRecountWithin({ tokens, parts: context.messages.length }, context.token_count, budget);
}

function expectRecountWithin({ tokens, parts }: { tokens: number; parts: number }, reported: number, budget: number): void {
  const slack = Math.ceil(tokens * RELATIVE) + PER_PART * parts;
  expect(tokens, `recounted ${tokens} tokens for a budget of ${budget}`).toBeLessThanOrEqual(budget + slack);
  expect(Math.abs(reported - tokens), `reported ${reported}, recounted ${tokens}`).toBeLessThanOrEqual(slack);
}
