// LangChain.js's ChatOpenAI with EngramChatMessageHistory and a stand-in OpenAI-compatible model,
// after a 200-turn conversation: the model's prompt carries the first turn's fact, is smaller
// than the history and within the budget, the new turn is stored; EngramRetriever finds the fact.
import assert from "node:assert/strict";
import { HumanMessage } from "@langchain/core/messages";
import { ChatOpenAI } from "@langchain/openai";
import { EngramChatMessageHistory, EngramRetriever } from "@engram/client/langchain";
import { startStandInModel } from "./stand-in-model.mjs";
import {
  BUDGET,
  FACT,
  assertEngramError,
  assertPrompt,
  assertStored,
  engram,
  indexed,
  newId,
  othersConversation,
  seedConversation,
} from "./helpers.mjs";

const standIn = await startStandInModel();
const chat = new ChatOpenAI({ model: "gpt-4.1-mini", apiKey: "stand-in", configuration: { baseURL: standIn.baseURL }, maxRetries: 0 });

const id = newId("langchain-check");
const historyTokens = await seedConversation(id, "ada");
const history = new EngramChatMessageHistory(engram, id, "ada", { budgetTokens: BUDGET });
const input = "What is my dog's name?";
await history.addMessage(new HumanMessage(input));
const answer = await chat.invoke(await history.getMessages());
await history.addMessage(answer);

assertPrompt("langchain", standIn.requests[0].messages, historyTokens);
await assertStored("langchain", id, input, String(answer.content));

await indexed(id);
const retriever = new EngramRetriever({ client: engram, userId: "ada", conversationId: id, limit: 5 });
const documents = await retriever.invoke("dog called Biscuit");
assert.ok(
  documents.some((d) => d.pageContent.includes(FACT)),
  "the retriever finds the first turn's fact",
);
console.log(`langchain retriever: ${documents.length} documents, the first: ${documents[0]?.pageContent}`);

const tooSmall = new EngramChatMessageHistory(engram, id, "ada", { budgetTokens: 5 });
await assertEngramError("budget below the minimum", () => tooSmall.getMessages(), 422, "budget_too_small");
const notYours = new EngramChatMessageHistory(engram, await othersConversation(), "ada", { budgetTokens: BUDGET });
await assertEngramError("another user's conversation", () => notYours.addMessage(new HumanMessage("Hello?")), 409, "conflict");
await standIn.close();
