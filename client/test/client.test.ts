import { describe, expect, inject, it } from "vitest";
import { createEngramClient, EngramError, retryAfterMs, type MessageInput } from "../src/index";

const baseUrl = inject("engramUrl");
const apiKey = inject("engramKey");
const conversation = () => `client-${crypto.randomUUID()}`;

/** An agent turn that calls one tool: question, call, result, answer. */
const weatherTurn: MessageInput[] = [
  { role: "user", content: "What is the weather in Lisbon?" },
  {
    role: "assistant",
    content: null,
    tool_calls: [{ id: "c1", type: "function", function: { name: "weather", arguments: '{"city":"Lisbon"}' } }],
  },
  { role: "tool", tool_call_id: "c1", content: "22C and sunny" },
  { role: "assistant", content: "It is 22C and sunny in Lisbon." },
];

describe("the typed client", () => {
  it("appends and reads back messages with the key it was given", async () => {
    const engram = createEngramClient({ baseUrl, apiKey });
    const id = conversation();
    const appended = await engram.append(id, { user_id: "u1", messages: [{ role: "user", content: "Deploy to staging" }] });
    expect(appended.last_seq).toBe(0);
    const page = await engram.messages(id);
    expect(page.messages.map((m) => m.content)).toEqual(["Deploy to staging"]);
  });

  it("retries an append whose answer was lost without storing it twice", async () => {
    const sent: Array<string | null> = [];
    let failed = false;
    const engram = createEngramClient({
      baseUrl,
      apiKey,
      sleep: async () => {},
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push(request.headers.get("idempotency-key"));
        const response = await fetch(request);
        if (!failed && request.method === "POST") {
          failed = true;
          return new Response("upstream reset", { status: 503 });
        }
        return response;
      },
    });
    const id = conversation();
    const result = await engram.append(id, { user_id: "u1", messages: [{ role: "user", content: "only once" }] });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(result.messages[0]?.content).toBe("only once");
    const page = await engram.messages(id);
    expect(page.messages).toHaveLength(1);
  });

  it("waits as long as Retry-After says before retrying a 429", async () => {
    const waits: number[] = [];
    let calls = 0;
    const engram = createEngramClient({
      baseUrl,
      apiKey,
      sleep: async (ms) => void waits.push(ms),
      fetch: async (input, init) => {
        calls++;
        if (calls === 1)
          return Response.json({ error: { code: "rate_limited", message: "slow down" } }, { status: 429, headers: { "retry-after": "2" } });
        return fetch(input, init);
      },
    });
    await engram.messages(conversation()).catch(() => null);
    expect(waits).toEqual([2000]);
    expect(calls).toBe(2);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
    expect(retryAfterMs(null)).toBeNull();
  });

  it("throws the service's error code and message on a refusal", async () => {
    const engram = createEngramClient({ baseUrl, apiKey: "eng_wrong", maxRetries: 0 });
    const error = await engram.messages(conversation()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).status).toBe(401);
    expect((error as EngramError).code).toBe("unauthorized");
  });

  it("gives the context as chat messages ready for chat.completions.create", async () => {
    const engram = createEngramClient({ baseUrl, apiKey });
    const id = conversation();
    await engram.append(id, {
      user_id: "u1",
      messages: weatherTurn,
    });
    const context = await engram.contextMessages(id, { budget_tokens: 2000 });
    const roles = context.messages.map((m) => m.role);
    expect(roles.slice(-4)).toEqual(["user", "assistant", "tool", "assistant"]);
    // The chat messages are the turns as appended, tool call and result paired as sent.
    expect(context.messages.slice(-4)).toEqual(weatherTurn);
    expect(context.token_count).toBeLessThanOrEqual(2000);
  });
});
