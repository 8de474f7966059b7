#!/usr/bin/env node
// An agent loop that keeps its memory in Engram: every turn it asks Engram for the context under
// a token budget, sends exactly that to an OpenAI-compatible model, and stores the answer.
//
//   npm start                          # in another terminal: the local service
//   npm run client:build
//   node examples/agent-loop.mjs "Plan a trip to Lisbon" "What did I ask first?"
//
// ENGRAM_URL (default http://127.0.0.1:8787) and ENGRAM_KEY (default: the dev key npm start
// printed, read from .engram-dev.json). With LLM_BASE_URL / LLM_API_KEY / LLM_MODEL set it calls
// that model; without them a stand-in model answers, so the loop runs offline.
import { readFileSync } from "node:fs";
import OpenAI from "openai";
import { createEngramClient } from "../client/dist/index.js";

const engram = createEngramClient({
  baseUrl: process.env.ENGRAM_URL ?? "http://127.0.0.1:8787",
  apiKey: process.env.ENGRAM_KEY ?? JSON.parse(readFileSync(".engram-dev.json", "utf8")).key,
});
const conversationId = process.env.CONVERSATION_ID ?? `example-${Date.now()}`;
const userId = "example-user";

/** The model: a real OpenAI-compatible endpoint when configured, otherwise a stand-in. */
async function complete(messages) {
  if (process.env.LLM_BASE_URL) {
    const openai = new OpenAI({ baseURL: process.env.LLM_BASE_URL, apiKey: process.env.LLM_API_KEY ?? "none" });
    const answer = await openai.chat.completions.create({ model: process.env.LLM_MODEL ?? "gpt-4.1-mini", messages });
    return answer.choices[0]?.message.content ?? "";
  }
  const last = messages.filter((m) => m.role === "user").at(-1);
  return `(stand-in model) I received ${messages.length} messages; your last one was: ${last?.content ?? ""}`;
}

const turns = process.argv.slice(2);
for (const text of turns.length > 0 ? turns : ["Hello, I am planning a trip to Lisbon in May.", "What am I planning?"]) {
  await engram.append(conversationId, { user_id: userId, messages: [{ role: "user", content: text }] });
  const context = await engram.contextMessages(conversationId, { budget_tokens: 4000 });
  const answer = await complete(context.messages);
  await engram.append(conversationId, { user_id: userId, messages: [{ role: "assistant", content: answer }] });
  console.log(`user: ${text}\nassistant: ${answer}\n  (context: ${context.messages.length} messages, ${context.token_count} tokens)\n`);
}
