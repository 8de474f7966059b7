import { Agent, type Model, type ModelRequest, type ModelResponse, run, tool, Usage } from "@openai/agents-core";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { EngramSession } from "../src/adapters/openai-agents";
import { createEngramClient } from "../src/index";

const engram = createEngramClient({ baseUrl: inject("engramUrl"), apiKey: inject("engramKey") });

/** A model that plays a fixed script: first a tool call, then an answer; it records what it was sent. */
class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  private turn = 0;

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const step = this.turn++ % 2;
    const output: ModelResponse["output"] =
      step === 0
        ? [{ type: "function_call", callId: `call_${this.turn}`, name: "lookup_order", arguments: '{"order":"A17"}', status: "completed" }]
        : [
            {
              type: "message",
              role: "assistant",
              status: "completed",
              content: [{ type: "output_text", text: "Order A17 ships Monday." }],
            },
          ];
    return { usage: new Usage(), output };
  }

  // eslint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error("the scripted model does not stream");
  }
}

const lookupOrder = tool({
  name: "lookup_order",
  description: "Looks up an order",
  parameters: z.object({ order: z.string() }),
  execute: async ({ order }) => `order ${order}: shipping Monday`,
});

describe("the OpenAI Agents SDK session", () => {
  it("stores every item of a run and gives the history back to the next run", async () => {
    const session = new EngramSession(engram, `agents-${crypto.randomUUID()}`, "u-agents");
    const model = new ScriptedModel();
    const agent = new Agent({ name: "support", instructions: "Help with orders.", model, tools: [lookupOrder] });

    const first = await run(agent, "When does order A17 ship?", { session });
    expect(first.finalOutput).toBe("Order A17 ships Monday.");

    const items = await session.getItems();
    expect(items.map((item) => ("role" in item ? item.role : item.type))).toEqual([
      "user",
      "function_call",
      "function_call_result",
      "assistant",
    ]);
    const stored = await engram.messages(await session.getSessionId());
    expect(stored.messages.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(stored.messages[2]?.content).toBe("order A17: shipping Monday");

    await run(agent, "And order B2?", { session });
    const secondRequestInput = model.requests[2]?.input;
    expect(JSON.stringify(secondRequestInput)).toContain("When does order A17 ship?");
  });

  it("returns the newest items in order when asked for a limit", async () => {
    const session = new EngramSession(engram, `agents-${crypto.randomUUID()}`, "u-agents");
    await session.addItems([
      { role: "user", content: "one" },
      { role: "assistant", status: "completed", content: [{ type: "output_text", text: "two" }] },
      { role: "user", content: "three" },
    ]);
    const lastTwo = await session.getItems(2);
    expect(lastTwo).toEqual([
      { role: "assistant", status: "completed", content: [{ type: "output_text", text: "two" }] },
      { role: "user", content: "three" },
    ]);
  });

  it("pops the last item off the conversation and clears the session", async () => {
    const session = new EngramSession(engram, `agents-${crypto.randomUUID()}`, "u-agents");
    await session.addItems([
      { role: "user", content: "keep me" },
      { role: "user", content: "pop me" },
    ]);
    const popped = await session.popItem();
    expect(popped).toEqual({ role: "user", content: "pop me" });
    expect((await session.getItems()).length).toBe(1);
    const context = await engram.context(await session.getSessionId(), { budget_tokens: 1000 });
    expect(JSON.stringify(context)).not.toContain("pop me");

    await session.clearSession();
    expect(await session.getItems()).toEqual([]);
    expect(await session.popItem()).toBeUndefined();
  });
});
