import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, append, expectError, messages, newTenant, round, status, type Api, type TestKey } from "../helpers/api";

const CONV = "target";
const PATH = `/v1/conversations/${CONV}/messages`;
let key: TestKey;
let client: Api;

beforeAll(async () => {
  key = await newTenant();
  client = api(key);
  await append(client, CONV, round(1));
});

/** The conversation is exactly as beforeAll left it: two messages, no settings changed. */
async function expectUntouched() {
  const s = await status(client, CONV);
  expect(s.last_seq).toBe(1);
  expect(s.settings.window_size).toBe(14);
  expect((await messages(client, CONV)).map((m) => m.seq)).toEqual([0, 1]);
}

function send(
  path: string,
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
  method = "POST",
) {
  return SELF.fetch(`https://engram.test${path}`, { method, headers: { authorization: `Bearer ${key.key}`, ...headers }, body });
}

const msg = (fields: Record<string, unknown>) => ({ user_id: "user-1", messages: [{ role: "user", content: "hi", ...fields }] });

describe("bad message bodies", () => {
  it.each([
    ["malformed JSON", '{"user_id": "user-1", "messages": [', "invalid_json"],
    ["a JSON array instead of an object", "[]", "invalid_request"],
    ["a JSON string", '"hello"', "invalid_request"],
    ["an empty body", "", "invalid_json"],
  ])("rejects %s with 400", async (_what, body, code) => {
    expect(await expectError(await send(PATH, body), 400)).toBe(code);
    await expectUntouched();
  });

  it.each([
    ["user_id missing", { messages: [{ role: "user", content: "hi" }] }],
    ["user_id of the wrong type", { user_id: 42, messages: [{ role: "user", content: "hi" }] }],
    ["user_id with a slash", { user_id: "a/b", messages: [{ role: "user", content: "hi" }] }],
    ["messages not an array", { user_id: "user-1", messages: { role: "user", content: "hi" } }],
    ["an empty messages array", { user_id: "user-1", messages: [] }],
    ["more than 500 messages", { user_id: "user-1", messages: Array(501).fill({ role: "user", content: "hi" }) }],
    ["an unknown role", msg({ role: "robot" })],
    ["content of the wrong type", msg({ content: 42 })],
    ["empty content", msg({ content: "" })],
    ["blank content", msg({ content: "   \n" })],
    ["null content on a user message", msg({ content: null })],
    ["a tool message without tool_call_id", msg({ role: "tool", content: "42 degrees" })],
    ["tool_calls on a user message", msg({ tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: "{}" } }] })],
    ["a malformed tool call", { user_id: "user-1", messages: [{ role: "assistant", content: null, tool_calls: [{ id: "c" }] }] }],
    ["a created_at that is not ISO 8601", msg({ created_at: "yesterday" })],
    ["metadata that is not an object", msg({ metadata: ["a"] })],
    [
      "one bad message among good ones",
      {
        user_id: "user-1",
        messages: [
          { role: "user", content: "ok" },
          { role: "user", content: "" },
        ],
      },
    ],
  ])("rejects %s with 400 and writes nothing", async (_what, body) => {
    const res = await send(PATH, JSON.stringify(body));
    expect(await expectError(res, 400)).toBe("invalid_request");
    await expectUntouched();
  });

  it("rejects a body without a JSON content type with 415 and writes nothing", async () => {
    const res = await send(PATH, JSON.stringify(msg({})), { "content-type": "text/plain" });
    expect(await expectError(res, 415)).toBe("unsupported_media_type");
    await expectUntouched();
  });

  it("rejects an over-long Idempotency-Key and writes nothing", async () => {
    const res = await send(PATH, JSON.stringify(msg({})), { "content-type": "application/json", "idempotency-key": "k".repeat(256) });
    expect(await expectError(res, 400)).toBe("invalid_request");
    await expectUntouched();
  });
});

describe("oversized bodies", () => {
  const big = JSON.stringify(msg({ content: "x".repeat(1_100_000) }));

  it("rejects a body over MAX_BODY_BYTES with 413 and writes nothing", async () => {
    expect(await expectError(await send(PATH, big), 413)).toBe("payload_too_large");
    await expectUntouched();
  });

  it("rejects an oversized body sent without Content-Length (streamed) with 413", async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    expect(await expectError(await send(PATH, stream), 413)).toBe("payload_too_large");
    await expectUntouched();
  });
});

describe("bad paths and query parameters", () => {
  it.each([
    ["a conversation id with a space", "/v1/conversations/a%20b/context"],
    ["a conversation id over 128 characters", `/v1/conversations/${"c".repeat(129)}/context`],
    ["budget_tokens that is not a number", `/v1/conversations/${CONV}/context?budget_tokens=lots`],
    ["budget_tokens of 0", `/v1/conversations/${CONV}/context?budget_tokens=0`],
    ["negative budget_tokens", `/v1/conversations/${CONV}/context?budget_tokens=-5`],
    ["fractional budget_tokens", `/v1/conversations/${CONV}/context?budget_tokens=1.5`],
    ["a negative from_seq", `${PATH}?from_seq=-1`],
    ["to_seq below from_seq", `${PATH}?from_seq=5&to_seq=2`],
    ["a limit of 0", `${PATH}?limit=0`],
    ["a limit over 1000", `${PATH}?limit=5000`],
    ["a memories limit of 0", `/v1/conversations/${CONV}/memories?limit=0`],
  ])("rejects %s with 400", async (_what, path) => {
    expect(await expectError(await client.get(path), 400)).toBe("invalid_request");
  });

  it.each([
    ["an unknown field", { window_size: 10, colour: "blue" }],
    ["a window below 2", { window_size: 1 }],
    ["a job timeout below 10 s", { job_timeout_seconds: 1 }],
    ["a string where a number belongs", { summarize_after_seq: "5" }],
  ])("rejects settings with %s and changes nothing", async (_what, patch) => {
    const res = await client.patch(`/v1/conversations/${CONV}/settings`, patch);
    expect(await expectError(res, 400)).toBe("invalid_request");
    await expectUntouched();
  });

  it("answers an unknown route with 404 in the error shape", async () => {
    expect(await expectError(await client.get("/v1/nothing-here"), 404)).toBe("not_found");
    expect(await expectError(await SELF.fetch("https://engram.test/nothing-here"), 404)).toBe("not_found");
    expect(await expectError(await send(`/v1/conversations/${CONV}/messages`, null, {}, "PUT"), 404)).toBe("not_found");
  });

  it("answers an unknown conversation with 404 on every read but the context, which is empty", async () => {
    for (const path of ["", "/messages", "/memories"]) {
      expect(await expectError(await client.get(`/v1/conversations/never-written${path}`), 404)).toBe("not_found");
    }
    expect(await expectError(await client.delete("/v1/conversations/never-written/messages?from_seq=0"), 404)).toBe("not_found");
    expect(await (await client.get("/v1/conversations/never-written/context")).json()).toMatchObject({
      summary: null,
      messages: [],
      token_count: 0,
    });
    expect(await expectError(await client.delete("/v1/conversations/never-written"), 404)).toBe("not_found");
    expect(await expectError(await client.patch("/v1/conversations/never-written/settings", { window_size: 4 }), 404)).toBe("not_found");
  });
});
