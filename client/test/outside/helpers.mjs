// What the adapter checks share: a 200-turn conversation whose first turn states a fact, the
// whole history and a prompt recounted with a real tokenizer (o200k_base, not Engram's own
// estimate), and the assertions of issue 25 ("It must show", first point).
import assert from "node:assert/strict";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { createEngramClient, EngramError } from "@engram/client";

export const BUDGET = 2000;
export const FACT = "Biscuit";
// Chat framing per message, the convention Engram's token counts use (docs/context.md).
const MESSAGE_OVERHEAD = 4;

export const engram = createEngramClient({ baseUrl: process.env.ENGRAM_URL, apiKey: process.env.ENGRAM_KEY });
export const newId = (prefix) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const textOf = (content) =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => part.text ?? "").join("\n") : "";

/** Tokens of chat messages as the model receives them: each content, each tool call, and the framing. */
export function recount(messages) {
  return messages.reduce(
    (sum, m) =>
      sum + encode(textOf(m.content)).length + (m.tool_calls ? encode(JSON.stringify(m.tool_calls)).length : 0) + MESSAGE_OVERHEAD,
    0,
  );
}

const TOPICS = [
  "the weather",
  "a soup recipe",
  "train timetables",
  "a book about birds",
  "chess openings",
  "gardening",
  "a football match",
  "jazz records",
];

/** 200 turns (a user message and an answer each); the first states the fact. Returns the history's recount. */
export async function seedConversation(conversationId, userId) {
  const messages = [
    { role: "user", content: `Hi! I live in Lisbon and my dog is called ${FACT}.` },
    { role: "assistant", content: `Nice to meet you, and ${FACT} too.` },
  ];
  for (let turn = 1; turn < 200; turn += 1) {
    const topic = TOPICS[turn % TOPICS.length];
    messages.push(
      { role: "user", content: `Turn ${turn}: tell me something about ${topic}.` },
      { role: "assistant", content: `A short note on ${topic} for turn ${turn}: it has a long and interesting history.` },
    );
  }
  for (let i = 0; i < messages.length; i += 100) {
    await engram.append(conversationId, { user_id: userId, messages: messages.slice(i, i + 100) });
  }
  return recount(messages);
}

/** The prompt carries the fact, is smaller than the whole history and within the budget. */
export function assertPrompt(label, prompt, historyTokens) {
  const tokens = recount(prompt);
  assert.ok(JSON.stringify(prompt).includes(FACT), `${label}: the prompt carries the fact from the first turn`);
  assert.ok(tokens < historyTokens, `${label}: the prompt (${tokens} tokens) is smaller than the history (${historyTokens})`);
  assert.ok(tokens <= BUDGET, `${label}: the prompt (${tokens} tokens, recounted) is within the budget (${BUDGET})`);
  console.log(`${label}: prompt ${prompt.length} messages, ${tokens} tokens (o200k) <= budget ${BUDGET}; history ${historyTokens} tokens`);
}

/** The next context holds the new turn (the user's text, stored once, and the model's answer). */
export async function assertStored(label, conversationId, input, ...texts) {
  const context = JSON.stringify((await engram.contextMessages(conversationId, { budget_tokens: BUDGET })).messages);
  for (const text of [input, ...texts]) assert.ok(context.includes(text), `${label}: the next context has "${text.slice(0, 40)}"`);
  const copies = (await engram.allMessages(conversationId)).filter((m) => m.content === input).length;
  assert.equal(copies, 1, `${label}: the user's message is stored once`);
  console.log(`${label}: the new turn is stored (once) and in the next context`);
}

/** `action` rejects with Engram's own error (an EngramError with this status and code). */
export async function assertEngramError(label, action, status, code) {
  let caught = null;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof EngramError, `${label}: an EngramError, got ${caught?.constructor?.name}: ${caught?.message}`);
  assert.equal(caught.status, status, `${label}: status`);
  assert.equal(caught.code, code, `${label}: code`);
  console.log(`${label}: EngramError ${caught.status} ${caught.code}`);
}

/** A conversation that belongs to another user: appending to it as `ada` is refused (409). */
export async function othersConversation() {
  const id = newId("not-yours");
  await engram.append(id, { user_id: "someone-else", messages: [{ role: "user", content: "mine" }] });
  return id;
}

/** Waits until the search index has every message of the conversation (index jobs run in the background). */
export async function indexed(conversationId) {
  for (;;) {
    const { data } = await engram.raw.GET("/v1/conversations/{conversation_id}/index-status", {
      params: { path: { conversation_id: conversationId } },
    });
    if (data && data.pending === null && data.indexed_through_seq === data.last_seq) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
