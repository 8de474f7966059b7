// The Vercel AI SDK with Engram as the model's memory: `engramMemory` wraps any model, reads
// Engram's budgeted context before each call and stores each turn (tool calls and streams too).
//   ENGRAM_URL, ENGRAM_KEY: the service (`npm start` prints them)
//   OPENAI_BASE_URL, OPENAI_API_KEY: a model; without them a stand-in model answers offline
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { createEngramClient } from "@engram/client";
import { engramMemory } from "@engram/client/ai-sdk";
import { z } from "zod";
import { startStandInModel } from "./stand-in-model.mjs";

const standIn = process.env.OPENAI_BASE_URL ? null : await startStandInModel({ toolArguments: { city: "Lisbon" } });
const openai = createOpenAI({ baseURL: standIn?.baseURL ?? process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY ?? "none" });

const engram = createEngramClient({ baseUrl: process.env.ENGRAM_URL, apiKey: process.env.ENGRAM_KEY });
const model = wrapLanguageModel({
  model: openai.chat("gpt-4.1-mini"),
  middleware: engramMemory({ client: engram, conversationId: `ai-sdk-example-${Date.now()}`, userId: "ada", budgetTokens: 2000 }),
});

const weather = tool({
  description: "Today's weather in a city",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `${city}: 22°C and sunny`,
});
const first = await generateText({
  model,
  prompt: "I live in Lisbon. What is the weather at home?",
  tools: { weather },
  stopWhen: stepCountIs(3),
});
console.log(`assistant: ${first.text}`);

const second = streamText({ model, prompt: "Which city do I live in?" });
for await (const delta of second.textStream) process.stdout.write(delta);
console.log();
await standIn?.close();
