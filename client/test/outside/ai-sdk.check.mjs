// The Vercel AI SDK's generateText and streamText through engramMemory and a stand-in
// OpenAI-compatible model, after a 200-turn conversation: the model's prompt carries the first
// turn's fact, is smaller than the history and within the budget, each turn is stored (tool call
// and streamed answer included), and the SDK prints no warning.
import assert from "node:assert/strict";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { engramMemory } from "@engram/client/ai-sdk";
import { z } from "zod";
import { startStandInModel } from "./stand-in-model.mjs";
import { BUDGET, assertEngramError, assertPrompt, assertStored, engram, newId, othersConversation, seedConversation } from "./helpers.mjs";

const warnings = [];
const warn = console.warn;
console.warn = (...args) => warnings.push(args.join(" "));

const standIn = await startStandInModel({ toolArguments: { city: "Lisbon" } });
const openai = createOpenAI({ baseURL: standIn.baseURL, apiKey: "stand-in" });
const weather = tool({
  description: "Today's weather in a city",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `${city}: 22 degrees and sunny`,
});
const remembering = (conversationId, budgetTokens = BUDGET) =>
  wrapLanguageModel({
    model: openai.chat("gpt-4.1-mini"),
    middleware: engramMemory({ client: engram, conversationId, userId: "ada", budgetTokens }),
  });

const id = newId("ai-sdk-check");
const historyTokens = await seedConversation(id, "ada");
const model = remembering(id);
const input = "What is my dog's name, and the weather at home?";
const result = await generateText({ model, prompt: input, tools: { weather }, stopWhen: stepCountIs(3) });

assertPrompt("ai-sdk generateText", standIn.requests[0].messages, historyTokens);
assertPrompt("ai-sdk generateText, after the tool call", standIn.requests[1].messages, historyTokens);
await assertStored("ai-sdk generateText", id, input, "22 degrees and sunny", result.text);

const streamed = streamText({ model, prompt: "And what did I ask just before?" });
let text = "";
for await (const delta of streamed.textStream) text += delta;
assertPrompt("ai-sdk streamText", standIn.requests[2].messages, historyTokens);
await assertStored("ai-sdk streamText", id, "And what did I ask just before?", text);

await assertEngramError(
  "budget below the minimum",
  () => generateText({ model: remembering(id, 5), prompt: "Hello?" }),
  422,
  "budget_too_small",
);
await assertEngramError(
  "another user's conversation",
  async () => generateText({ model: remembering(await othersConversation()), prompt: "Hello?" }),
  409,
  "conflict",
);

console.warn = warn;
assert.deepEqual(warnings, [], "the AI SDK printed no warning");
console.log("ai-sdk: no SDK warning");
await standIn.close();
