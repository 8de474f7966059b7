import { generateText, stepCountIs, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { saveTurn, toModelMessages } from "../src/adapters/ai-sdk";
import { createEngramClient } from "../src/index";

const engram = createEngramClient({ baseUrl: inject("engramUrl"), apiKey: inject("engramKey") });

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

describe("the Vercel AI SDK helpers", () => {
  it("store a generateText result with its tool call and feed it back as ModelMessages", async () => {
    const id = `ai-${crypto.randomUUID()}`;
    let step = 0;
    const prompts: unknown[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: async ({ prompt }) => {
        prompts.push(prompt);
        step++;
        if (step === 1) {
          return {
            content: [{ type: "tool-call", toolCallId: "call_1", toolName: "weather", input: '{"city":"Lisbon"}' }],
            finishReason: { unified: "tool-calls", raw: "tool_calls" },
            usage,
            warnings: [],
          };
        }
        return { content: [{ type: "text", text: "22C and sunny." }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
      },
    });
    const weather = tool({
      description: "Weather for a city",
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }) => `${city}: 22C`,
    });

    const user = "What is the weather in Lisbon?";
    const result = await generateText({ model, prompt: user, tools: { weather }, stopWhen: stepCountIs(3) });
    await saveTurn(engram, id, "u-ai", { user, response: result.response });

    const stored = await engram.messages(id);
    expect(stored.messages.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(stored.messages[1]?.tool_calls?.[0]?.function).toEqual({ name: "weather", arguments: '{"city":"Lisbon"}' });
    expect(stored.messages[2]).toMatchObject({ tool_call_id: "call_1", name: "weather" });

    const context = await engram.contextMessages(id, { budget_tokens: 4000 });
    const messages = toModelMessages(context);
    const toolMessage = messages.find((m) => m.role === "tool");
    expect(toolMessage?.content).toEqual([
      { type: "tool-result", toolCallId: "call_1", toolName: "weather", output: { type: "text", value: expect.stringContaining("22C") } },
    ]);
    await generateText({ model, messages: [...messages, { role: "user", content: "And tomorrow?" }] });
    expect(JSON.stringify(prompts.at(-1))).toContain("What is the weather in Lisbon?");
  });
});
