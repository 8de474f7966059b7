// The OpenAI Agents SDK's own `run` with EngramSession and a stand-in OpenAI-compatible model,
// after a 200-turn conversation: the model's prompt carries the first turn's fact, is smaller
// than the history and within the budget, and the new turn (its tool call too) is stored.
import { Agent, run, setDefaultOpenAIClient, setOpenAIAPI, setTracingDisabled, tool } from "@openai/agents";
import { EngramSession } from "@engram/client/openai-agents";
import OpenAI from "openai";
import { z } from "zod";
import { startStandInModel } from "./stand-in-model.mjs";
import { BUDGET, assertEngramError, assertPrompt, assertStored, engram, newId, othersConversation, seedConversation } from "./helpers.mjs";

const standIn = await startStandInModel({ toolArguments: { city: "Lisbon" } });
setDefaultOpenAIClient(new OpenAI({ baseURL: standIn.baseURL, apiKey: "stand-in" }));
setOpenAIAPI("chat_completions");
setTracingDisabled(true);

const weather = tool({
  name: "get_weather",
  description: "Today's weather in a city",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => `${city}: 22 degrees and sunny`,
});
const agent = new Agent({ name: "Assistant", model: "gpt-4.1-mini", tools: [weather] });

const id = newId("agents-check");
const historyTokens = await seedConversation(id, "ada");
const session = new EngramSession(engram, id, "ada", { budgetTokens: BUDGET });
const input = "What is my dog's name, and the weather at home?";
const result = await run(agent, input, { session, sessionInputCallback: session.sessionInputCallback });

assertPrompt("openai-agents", standIn.requests[0].messages, historyTokens);
await assertStored("openai-agents", id, input, "22 degrees and sunny", result.finalOutput);

const budgetTooSmall = new EngramSession(engram, id, "ada", { budgetTokens: 5 });
await assertEngramError("budget below the minimum", () => run(agent, "Hello?", { session: budgetTooSmall }), 422, "budget_too_small");
const notYours = new EngramSession(engram, await othersConversation(), "ada", { budgetTokens: BUDGET });
await assertEngramError(
  "another user's conversation",
  () => run(agent, "Hello?", { session: notYours, sessionInputCallback: notYours.sessionInputCallback }),
  409,
  "conflict",
);
await standIn.close();
