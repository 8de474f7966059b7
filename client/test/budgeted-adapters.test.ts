// The adapters with a budget: each SDK's own runner gets Engram's budgeted context (a fact of the
// first turn included, within the budget by an independent recount) and stores each turn once;
// Engram's refusals reach the caller as EngramError. Runs against the Worker served locally.
import { Agent, type Model, type ModelRequest, type ModelResponse, run, tool as agentTool, Usage } from "@openai/agents-core";
import { HumanMessage } from "@langchain/core/messages";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { engramMemory } from "../src/adapters/ai-sdk";
import { EngramChatMessageHistory, EngramRetriever } from "../src/adapters/langchain";
import { EngramSession } from "../src/adapters/openai-agents";
import { createEngramClient, EngramError, type MessageInput } from "../src/index";

const engram = createEngramClient({ baseUrl: inject("engramUrl"), apiKey: inject("engramKey") });
const BUDGET = 600;
const FACT = "Biscuit";

/** 40 turns, the first stating the fact; returns the conversation id and the history's o200k count. */
async function seeded(prefix: string, userId: string) {
  const id = `${prefix}-${crypto.randomUUID()}`;
  const messages: MessageInput[] = [
    { role: "user", content: `I live in Lisbon and my dog is called ${FACT}.` },
    { role: "assistant", content: "Noted." },
  ];
  for (let turn = 1; turn < 40; turn++) {
    messages.push({ role: "user", content: `Turn ${turn}: a question about chess openings.` });
    messages.push({ role: "assistant", content: `Turn ${turn}: an answer about the Sicilian defence and its long history.` });
  }
  await engram.append(id, { user_id: userId, messages });
  return { id, historyTokens: tokens(messages.map((m) => String(m.content))) };
}

/** o200k tokens of each text plus 4 of chat framing per message (the convention Engram's counts use). */
const tokens = (texts: string[]) => texts.reduce((sum, text) => sum + encode(text).length + 4, 0);

async function rejection(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  return null;
}

/** The text an Agents SDK item carries: a message's text, a call's name and arguments, a result's output. */
function itemText(item: unknown): string {
  const fields = item as { content?: unknown; name?: string; arguments?: string; output?: { text?: string } | string };
  if (fields.content !== undefined) return promptText(fields.content);
  if (fields.arguments !== undefined) return `${fields.name ?? ""}${fields.arguments}`;
  return typeof fields.output === "string" ? fields.output : (fields.output?.text ?? "");
}

class RecordingModel implements Model {
  readonly requests: ModelRequest[] = [];
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    // A tool call for a new user message, an answer once the tool's result is the newest item.
    const newest = Array.isArray(request.input) ? request.input.at(-1) : undefined;
    const sawResult = newest !== undefined && "type" in newest && newest.type === "function_call_result";
    const output: ModelResponse["output"] = sawResult
      ? [{ type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Biscuit is fine." }] }]
      : [{ type: "function_call", callId: `call_${this.requests.length}`, name: "pet_status", arguments: "{}", status: "completed" }];
    return { usage: new Usage(), output };
  }
  // oxlint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error("not streamed");
  }
}

describe("EngramSession with budgetTokens under the Agents SDK's run", () => {
  const petStatus = agentTool({ name: "pet_status", description: "Pet status", parameters: z.object({}), execute: async () => "asleep" });

  it("hands the model the budgeted context with the first turn's fact and stores the new turn once", async () => {
    const { id, historyTokens } = await seeded("agents-budget", "u-budget");
    const model = new RecordingModel();
    const agent = new Agent({ name: "a", model, tools: [petStatus] });
    const session = new EngramSession(engram, id, "u-budget", { budgetTokens: BUDGET });
    await run(agent, "How is my dog?", { session, sessionInputCallback: session.sessionInputCallback });

    const input = model.requests[0]?.input;
    const texts = (Array.isArray(input) ? input : []).map(itemText);
    expect(JSON.stringify(input)).toContain(FACT);
    expect(tokens(texts)).toBeLessThan(historyTokens);
    expect(tokens(texts)).toBeLessThanOrEqual(BUDGET);
    const stored = (await engram.messages(id, { order: "desc", limit: 5 })).messages.reverse();
    expect(stored.map((m) => m.role)).toEqual(["assistant", "user", "assistant", "tool", "assistant"]);
    expect(stored[1]?.content).toBe("How is my dog?");
    expect((await session.getItems()).at(-1)).toEqual({
      role: "assistant",
      status: "completed",
      content: [{ type: "output_text", text: "Biscuit is fine." }],
    });
  });

  it("stores each turn of a new conversation once, and none of the context's sections", async () => {
    const id = `agents-new-${crypto.randomUUID()}`;
    const agent = new Agent({ name: "a", model: new RecordingModel(), tools: [petStatus] });
    const session = new EngramSession(engram, id, "u-new", { budgetTokens: BUDGET });
    await run(agent, `My dog is called ${FACT}.`, { session, sessionInputCallback: session.sessionInputCallback });
    await run(agent, "How is he?", { session, sessionInputCallback: session.sessionInputCallback });
    const stored = await engram.allMessages(id);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant", "user", "assistant", "tool", "assistant"]);
    expect(stored.filter((m) => m.role === "user").map((m) => m.content)).toEqual([`My dog is called ${FACT}.`, "How is he?"]);
  });

  it("surfaces Engram's refusals as EngramError: a budget below the minimum, another user's conversation", async () => {
    const { id } = await seeded("agents-bad", "u-owner");
    const agent = new Agent({ name: "a", model: new RecordingModel() });
    const tooSmall = new EngramSession(engram, id, "u-owner", { budgetTokens: 3 });
    expect(await rejection(() => run(agent, "Hi", { session: tooSmall }))).toMatchObject({ status: 422, code: "budget_too_small" });
    const notMine = new EngramSession(engram, id, "u-other", { budgetTokens: BUDGET });
    const error = await rejection(() => run(agent, "Hi", { session: notMine, sessionInputCallback: notMine.sessionInputCallback }));
    expect(error).toBeInstanceOf(EngramError);
    expect(error).toMatchObject({ status: 409, code: "conflict" });
  });
});

/** The text a prompt message carries: its string, or its parts' text, tool inputs and tool outputs. */
function promptText(content: unknown): string {
  if (typeof content === "string") return content;
  const parts = Array.isArray(content) ? (content as Array<{ text?: string; input?: unknown; output?: { value?: unknown } }>) : [];
  return parts.map((p) => p.text ?? (p.output ? String(p.output.value) : JSON.stringify(p.input ?? ""))).join("");
}

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

describe("engramMemory under the AI SDK's generateText and streamText", () => {
  it("sends the context's system part as the system message, stores tool steps and streamed answers, and prints no warning", async () => {
    const warn = vi.spyOn(console, "warn");
    const { id, historyTokens } = await seeded("ai-budget", "u-budget");
    const prompts: Array<Array<{ role: string; content: unknown }>> = [];
    const model = new MockLanguageModelV3({
      doGenerate: async ({ prompt }) => {
        prompts.push(prompt);
        return prompts.length === 1
          ? {
              content: [{ type: "tool-call", toolCallId: "t1", toolName: "pet", input: "{}" }],
              finishReason: { unified: "tool-calls", raw: "tool_calls" },
              usage,
              warnings: [],
            }
          : {
              content: [{ type: "text", text: "Biscuit is asleep." }],
              finishReason: { unified: "stop", raw: "stop" },
              usage,
              warnings: [],
            };
      },
      doStream: async ({ prompt }) => {
        prompts.push(prompt);
        return {
          stream: simulateReadableStream({
            chunks: [
              { type: "text-start", id: "x" },
              { type: "text-delta", id: "x", delta: "You asked " },
              { type: "text-delta", id: "x", delta: "about Biscuit." },
              { type: "text-end", id: "x" },
              { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
            ],
          }),
        };
      },
    });
    const remembering = wrapLanguageModel({
      model,
      middleware: engramMemory({ client: engram, conversationId: id, userId: "u-budget", budgetTokens: BUDGET }),
    });
    const pet = tool({ description: "Pet status", inputSchema: z.object({}), execute: async () => "asleep" });
    await generateText({ model: remembering, prompt: "How is my dog?", tools: { pet }, stopWhen: stepCountIs(3) });
    const streamed = streamText({ model: remembering, prompt: "What did I ask?" });
    expect(await streamed.text).toBe("You asked about Biscuit.");

    expect(prompts).toHaveLength(3);
    for (const prompt of prompts) {
      expect(prompt[0]?.role).toBe("system");
      expect(prompt.filter((m) => m.role === "system")).toHaveLength(1);
      const texts = prompt.map((m) => promptText(m.content));
      expect(texts.join()).toContain(FACT);
      expect(tokens(texts)).toBeLessThan(historyTokens);
      expect(tokens(texts)).toBeLessThanOrEqual(BUDGET);
    }
    const stored = (await engram.messages(id, { order: "desc", limit: 6 })).messages.reverse();
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ["user", "How is my dog?"],
      ["assistant", null],
      ["tool", "asleep"],
      ["assistant", "Biscuit is asleep."],
      ["user", "What did I ask?"],
      ["assistant", "You asked about Biscuit."],
    ]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("surfaces Engram's refusals as EngramError from generateText", async () => {
    const { id } = await seeded("ai-bad", "u-owner");
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({ content: [], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] }),
    });
    const wrapped = (userId: string, budgetTokens: number) =>
      wrapLanguageModel({ model, middleware: engramMemory({ client: engram, conversationId: id, userId, budgetTokens }) });
    expect(await rejection(() => generateText({ model: wrapped("u-owner", 3), prompt: "Hi" }))).toMatchObject({
      status: 422,
      code: "budget_too_small",
    });
    const error = await rejection(() => generateText({ model: wrapped("u-other", BUDGET), prompt: "Hi" }));
    expect(error).toBeInstanceOf(EngramError);
    expect(error).toMatchObject({ status: 409, code: "conflict" });
  });
});

describe("EngramChatMessageHistory with budgetTokens and EngramRetriever", () => {
  it("returns the budgeted context from getMessages with the first turn's fact, a system message first", async () => {
    const { id, historyTokens } = await seeded("lc-budget", "u-budget");
    const history = new EngramChatMessageHistory(engram, id, "u-budget", { budgetTokens: BUDGET });
    await history.addMessage(new HumanMessage("How is my dog?"));
    const messages = await history.getMessages();
    expect(messages[0]?.getType()).toBe("system");
    expect(messages.at(-1)?.content).toBe("How is my dog?");
    const texts = messages.map((m) => String(m.content));
    expect(texts.join()).toContain(FACT);
    expect(tokens(texts)).toBeLessThan(historyTokens);
    expect(tokens(texts)).toBeLessThanOrEqual(BUDGET);
    const answer = await new FakeListChatModel({ responses: ["Biscuit is fine."] }).invoke(messages);
    await history.addMessage(answer);
    expect((await history.getMessages()).at(-1)?.content).toBe("Biscuit is fine.");
  });

  it("surfaces Engram's refusals as EngramError, and the retriever returns search results as documents", async () => {
    const { id } = await seeded("lc-bad", "u-owner");
    expect(await rejection(() => new EngramChatMessageHistory(engram, id, "u-owner", { budgetTokens: 3 }).getMessages())).toMatchObject({
      status: 422,
      code: "budget_too_small",
    });
    const error = await rejection(() =>
      new EngramChatMessageHistory(engram, id, "u-other", { budgetTokens: BUDGET }).addMessage(new HumanMessage("Hi")),
    );
    expect(error).toBeInstanceOf(EngramError);
    expect(error).toMatchObject({ status: 409, code: "conflict" });
    const searchError = await rejection(() => new EngramRetriever({ client: engram }).invoke("dog"));
    expect(searchError).toMatchObject({ status: 400, code: "invalid_request" });

    // Indexing runs in the background: wait for the conversation's messages to be confirmed.
    for (;;) {
      const status = await engram.raw.GET("/v1/conversations/{conversation_id}/index-status", {
        params: { path: { conversation_id: id } },
      });
      if (status.data?.pending === null && status.data.indexed_through_seq === status.data.last_seq) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const documents = await new EngramRetriever({ client: engram, userId: "u-owner", conversationId: id, limit: 3 }).invoke(
      "dog called Biscuit",
    );
    expect(documents[0]?.pageContent).toBe(`I live in Lisbon and my dog is called ${FACT}.`);
    expect(documents[0]?.metadata).toMatchObject({ type: "message", key: expect.any(String), score: expect.any(Number) });
  });
});
