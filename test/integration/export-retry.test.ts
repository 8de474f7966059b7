import { describe, expect, it } from "vitest";
import { exportUserJson } from "../../src/lifecycle/export";
import { isRetryable, retryingReads } from "../../src/lib/retry";
import { append, newClient, round } from "../helpers/api";
import { watchedConversations } from "../helpers/conversation-stubs";

/** An error as the Workers runtime raises it for a transient Durable Object failure. */
function runtimeError(flags: { retryable?: boolean; overloaded?: boolean }): Error {
  return Object.assign(new Error("Network connection lost."), flags);
}

async function exported(exportEnv: Env, tenantId: string, userId: string): Promise<string> {
  let text = "";
  for await (const piece of exportUserJson(exportEnv, tenantId, userId, null)) text += piece;
  return text;
}

describe("an export that meets a transient Durable Object failure", () => {
  it("reads the conversation again on a fresh stub and exports every message", async () => {
    const { tenant, client } = await newClient();
    const turns = [...round(1), ...round(2)];
    await append(client, "c1", turns);
    const flaky = watchedConversations(1, runtimeError({ retryable: true }));
    const body = JSON.parse(await exported(flaky.env, tenant.tenantId, "user-1")) as {
      conversations: Array<{ conversation_id: string; messages: Array<{ content: string }> }>;
    };
    expect(body.conversations.map((c) => c.conversation_id)).toEqual(["c1"]);
    expect(body.conversations[0]?.messages.map((m) => m.content)).toEqual(turns.map((t) => t.content));
    expect(flaky.stubsMade()).toBe(2);
  });

  it("does not retry an error the runtime did not mark retryable, nor an overloaded object", async () => {
    let calls = 0;
    const failing = (error: Error) => () => {
      calls += 1;
      return Promise.reject(error);
    };
    await expect(retryingReads(failing(runtimeError({})), 3, 1)).rejects.toThrow("Network connection lost.");
    expect(calls).toBe(1);
    calls = 0;
    await expect(retryingReads(failing(runtimeError({ retryable: true, overloaded: true })), 3, 1)).rejects.toThrow();
    expect(calls).toBe(1);
    calls = 0;
    await expect(retryingReads(failing(runtimeError({ retryable: true })), 3, 1)).rejects.toThrow();
    expect(calls).toBe(3);
    expect(isRetryable("retryable")).toBe(false);
  });
});
