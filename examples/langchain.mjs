// LangChain.js with Engram as the chat history (budgeted: summary, user facts, retrieved items,
// recent turns) and as a retriever over the user's memories.
//   ENGRAM_URL, ENGRAM_KEY: the service (`npm start` prints them)
//   OPENAI_BASE_URL, OPENAI_API_KEY: a model; without them a stand-in model answers offline
import { HumanMessage } from "@langchain/core/messages";
import { ChatOpenAI } from "@langchain/openai";
import { createEngramClient } from "@engram/client";
import { EngramChatMessageHistory, EngramRetriever } from "@engram/client/langchain";
import { startStandInModel } from "./stand-in-model.mjs";

const standIn = process.env.OPENAI_BASE_URL ? null : await startStandInModel();
const chat = new ChatOpenAI({
  model: "gpt-4.1-mini",
  apiKey: process.env.OPENAI_API_KEY ?? "none",
  configuration: { baseURL: standIn?.baseURL ?? process.env.OPENAI_BASE_URL },
});

const engram = createEngramClient({ baseUrl: process.env.ENGRAM_URL, apiKey: process.env.ENGRAM_KEY });
const history = new EngramChatMessageHistory(engram, `langchain-example-${Date.now()}`, "ada", { budgetTokens: 2000 });

for (const text of ["I live in Lisbon and I love tiled facades.", "Which city do I live in?"]) {
  await history.addMessage(new HumanMessage(text)); // stored first: the budget covers it
  const answer = await chat.invoke(await history.getMessages());
  await history.addMessage(answer);
  console.log(`user: ${text}\nassistant: ${answer.content}`);
}

const retriever = new EngramRetriever({ client: engram, userId: "ada", limit: 3 });
const documents = await retriever.invoke("tiled facades");
console.log(`retrieved: ${documents.map((d) => d.pageContent).join(" | ")}`);
await standIn?.close();
