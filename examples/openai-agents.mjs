// The OpenAI Agents SDK with Engram as the agent's memory: `run(agent, input, { session })`
// gets Engram's budgeted context (summary, user facts, retrieved items, recent turns) and
// every turn, tool calls included, is stored in the conversation.
//   ENGRAM_URL, ENGRAM_KEY: the service (`npm start` prints them)
//   OPENAI_BASE_URL, OPENAI_API_KEY: a model; without them a stand-in model answers offline
import { Agent, run, setDefaultOpenAIClient, setOpenAIAPI, setTracingDisabled, tool } from "@openai/agents";
import { createEngramClient } from "@engram/client";
import { EngramSession } from "@engram/client/openai-agents";
import OpenAI from "openai";
import { z } from "zod";
import { startStandInModel } from "./stand-in-model.mjs";

const standIn = process.env.OPENAI_BASE_URL ? null : await startStandInModel({ toolArguments: { city: "Lisbon" } });
setDefaultOpenAIClient(
  new OpenAI({ baseURL: standIn?.baseURL ?? process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY ?? "none" }),
);
setOpenAIAPI("chat_completions");
setTracingDisabled(true);

const engram = createEngramClient({ baseUrl: process.env.ENGRAM_URL, apiKey: process.env.ENGRAM_KEY });
const session = new EngramSession(engram, `agents-example-${Date.now()}`, "ada", { budgetTokens: 2000 });

const weather = tool({
  name: "get_weather",
  description: "Today's weather in a city",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => `${city}: 22°C and sunny`,
});
const agent = new Agent({ name: "Assistant", instructions: "Be brief.", model: "gpt-4.1-mini", tools: [weather] });

for (const input of ["I live in Lisbon. What is the weather at home?", "Which city do I live in?"]) {
  const result = await run(agent, input, { session, sessionInputCallback: session.sessionInputCallback });
  console.log(`user: ${input}\nagent: ${result.finalOutput}`);
}
console.log(`stored: ${(await session.getItems()).length} context items`);
await standIn?.close();
