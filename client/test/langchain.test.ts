import { FakeListChatModel } from "@langchain/core/utils/testing";
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { describe, expect, inject, it } from "vitest";
import { EngramChatMessageHistory } from "../src/adapters/langchain";
import { createEngramClient } from "../src/index";

const engram = createEngramClient({ baseUrl: inject("engramUrl"), apiKey: inject("engramKey") });

describe("the LangChain.js chat message history", () => {
  it("keeps a chat model's turns, tool calls included, in the conversation", async () => {
    const id = `lc-${crypto.randomUUID()}`;
    const history = new EngramChatMessageHistory(engram, id, "u-lc");
    const model = new FakeListChatModel({ responses: ["Paris is the capital of France."] });

    const question = new HumanMessage("What is the capital of France?");
    const answer = await model.invoke([...(await history.getMessages()), question]);
    await history.addMessages([question, answer]);
    await history.addMessages([
      new AIMessage({ content: "", tool_calls: [{ id: "t1", name: "population", args: { city: "Paris" }, type: "tool_call" }] }),
      new ToolMessage({ content: "2.1 million", tool_call_id: "t1", name: "population" }),
    ]);

    const messages = await history.getMessages();
    expect(messages.map((m) => m.getType())).toEqual(["human", "ai", "ai", "tool"]);
    expect(messages[1]?.content).toBe("Paris is the capital of France.");
    expect((messages[2] as AIMessage).tool_calls?.[0]).toMatchObject({ id: "t1", name: "population", args: { city: "Paris" } });
    const stored = await engram.messages(id);
    expect(stored.messages.map((m) => m.role)).toEqual(["user", "assistant", "assistant", "tool"]);

    await history.clear();
    expect(await history.getMessages()).toEqual([]);
  });
});
