// The typed client alone, in an agent loop: every turn it stores the user's message, asks Engram
// for the context under a token budget, sends exactly that to an OpenAI-compatible model with
// the openai package, and stores the answer.
//   ENGRAM_URL, ENGRAM_KEY: the service (`npm start` prints them)
//   OPENAI_BASE_URL, OPENAI_API_KEY: a model; without them a stand-in model answers offline
import { createEngramClient, EngramError } from "@engram/client";
import OpenAI from "openai";
import { startStandInModel } from "./stand-in-model.mjs";

const standIn = process.env.OPENAI_BASE_URL ? null : await startStandInModel();
const openai = new OpenAI({ baseURL: standIn?.baseURL ?? process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY ?? "none" });
const engram = createEngramClient({ baseUrl: process.env.ENGRAM_URL, apiKey: process.env.ENGRAM_KEY });
const conversationId = `client-example-${Date.now()}`;

for (const text of ["Hello, I am planning a trip to Lisbon in May.", "What am I planning?"]) {
  await engram.append(conversationId, { user_id: "ada", messages: [{ role: "user", content: text }] });
  const context = await engram.contextMessages(conversationId, { budget_tokens: 2000 });
  const completion = await openai.chat.completions.create({ model: "gpt-4.1-mini", messages: context.messages });
  const answer = completion.choices[0]?.message.content ?? "";
  await engram.append(conversationId, { user_id: "ada", messages: [{ role: "assistant", content: answer }] });
  console.log(`user: ${text}\nassistant: ${answer}\n  (context: ${context.messages.length} messages, ${context.token_count} tokens)`);
}

// Engram's refusals are typed: status, code and message from its { error: { code, message } }.
try {
  await engram.contextMessages(conversationId, { budget_tokens: 1 });
} catch (error) {
  if (!(error instanceof EngramError)) throw error;
  console.log(`refused: ${error.status} ${error.code}`);
}
await standIn?.close();
