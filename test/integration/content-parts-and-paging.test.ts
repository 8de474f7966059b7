import { userIndexRows } from "../helpers/user-index";
import { describe, expect, it } from "vitest";
import { countTokens } from "../../src/context/tokens";
import { api, append, env, expectError, messages, newKey, newTenant, type Api } from "../helpers/api";
import { tokensOf } from "../helpers/memories";
import { deliverQueuedJobs } from "../helpers/queues";

const parts = [
  { type: "text", text: "What is in this picture of the lighthouse?" },
  { type: "image_url", image_url: { url: "https://example.com/lighthouse.png", detail: "low" } },
  { type: "file", file: { url: "https://example.com/notes.pdf", filename: "notes.pdf" }, cache_control: { type: "ephemeral" } },
  { type: "file", file: { memory_ref: "mem_0123456789abcdef0123456789abcdef" } },
];

const post = (client: Api, id: string, message: unknown) =>
  client.post(`/v1/conversations/${id}/messages`, { user_id: "user-1", messages: [message] });

describe("message content as parts", () => {
  it("stores and returns the parts as given, counts tokens and indexes text from the text parts only", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const res = await post(client, "p", { role: "user", content: parts });
    expect(res.status).toBe(201);
    const written = (await res.json()) as { messages: Array<{ content: unknown; token_count: number }> };
    expect(written.messages[0]?.content).toEqual(parts);
    expect(written.messages[0]?.token_count).toBe(countTokens("What is in this picture of the lighthouse?"));
    expect((await messages(client, "p"))[0]?.content).toEqual(parts);
    const context = (await (await client.get("/v1/conversations/p/context")).json()) as { messages: Array<{ content: unknown }> };
    expect(context.messages[0]?.content).toEqual(parts);
    await deliverQueuedJobs({ only: (job) => job.type === "index_messages" });
    const [doc] = await userIndexRows<{ body: string }>(
      tenant.tenantId,
      "user-1",
      `SELECT body FROM search_docs WHERE conversation_id = 'p'`,
    );
    expect(doc?.body).toContain("lighthouse");
    expect(doc?.body).not.toContain("example.com");
  });

  it("offloads a parts message's long text: the placeholder takes the text part's place and the image stays", async () => {
    const client = api(await newTenant());
    const long = tokensOf(800);
    const image = { type: "image_url", image_url: { url: "https://example.com/chart.png" } };
    expect((await post(client, "off", { role: "user", content: [{ type: "text", text: long }, image] })).status).toBe(201);
    const stored = (await messages(client, "off"))[0]?.content as unknown as Array<{ type: string; text?: string }>;
    expect(stored).toHaveLength(2);
    expect(stored[0]?.text).toMatch(/^\[MemoryRef: mem_[0-9a-f]{32} - .+ - \d+ tokens\]$/);
    expect(stored[1]).toEqual(image);
    const key = /mem_[0-9a-f]{32}/.exec(stored[0]?.text ?? "")?.[0];
    const memory = (await (await client.get(`/v1/memories/${key}`)).json()) as { content: string };
    expect(memory.content).toBe(long);
  });

  it("keeps plain-string content a string", async () => {
    const client = api(await newTenant());
    await append(client, "s", [{ role: "user", content: "plain" }]);
    expect((await messages(client, "s"))[0]?.content).toBe("plain");
  });

  it("accepts an image alone, and the developer role", async () => {
    const client = api(await newTenant());
    const image = [{ type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } }];
    expect((await post(client, "d", { role: "developer", content: "Answer in French." })).status).toBe(201);
    expect((await post(client, "d", { role: "user", content: image })).status).toBe(201);
    const stored = await messages(client, "d");
    expect(stored.map((m) => [m.role, m.content, m.token_count])).toEqual([
      ["developer", "Answer in French.", countTokens("Answer in French.")],
      ["user", image, 0],
    ]);
  });

  it.each([
    ["an unknown part type", [{ type: "audio", audio: { url: "https://example.com/a.mp3" } }]],
    ["a text part without text", [{ type: "text" }]],
    ["an image_url that is not http(s) or data:", [{ type: "image_url", image_url: { url: "file:///etc/passwd" } }]],
    ["a file with both url and memory_ref", [{ type: "file", file: { url: "https://example.com/x", memory_ref: "mem_1" } }]],
    ["a file with neither", [{ type: "file", file: { filename: "x.pdf" } }]],
    ["an empty parts array", []],
  ])("refuses %s with a 400 and writes nothing", async (_name, content) => {
    const client = api(await newTenant());
    expect(await expectError(await post(client, "bad", { role: "user", content }), 400)).toBe("invalid_request");
    expect(await expectError(await client.get("/v1/conversations/bad"), 404)).toBe("not_found");
  });

  it("refuses a part of 20 MB with a 413 and writes nothing", async () => {
    const client = api(await newTenant());
    const huge = [{ type: "text", text: "x".repeat(20 * 1024 * 1024) }];
    expect(await expectError(await post(client, "big", { role: "user", content: huge }), 413)).toBe("payload_too_large");
    expect(await expectError(await client.get("/v1/conversations/big"), 404)).toBe("not_found");
  });
});

describe("tail paging", () => {
  async function tenMessages() {
    const client = api(await newTenant());
    await append(
      client,
      "tail",
      Array.from({ length: 10 }, (_, i) => ({ role: i % 2 === 0 ? ("user" as const) : ("assistant" as const), content: `m${i}` })),
    );
    return client;
  }
  const page = async (client: Api, query: string) =>
    (await (await client.get(`/v1/conversations/tail/messages?${query}`)).json()) as {
      messages: Array<{ seq: number }>;
      next_from_seq: number | null;
      next_to_seq: number | null;
    };

  it("returns the last N newest first with order=desc and pages back with next_to_seq", async () => {
    const client = await tenMessages();
    const first = await page(client, "order=desc&limit=4");
    expect(first.messages.map((m) => m.seq)).toEqual([9, 8, 7, 6]);
    expect(first).toMatchObject({ next_from_seq: null, next_to_seq: 5 });
    const second = await page(client, "order=desc&limit=4&to_seq=5");
    expect(second.messages.map((m) => m.seq)).toEqual([5, 4, 3, 2]);
    const last = await page(client, "order=desc&limit=4&to_seq=1");
    expect(last.messages.map((m) => m.seq)).toEqual([1, 0]);
    expect(last.next_to_seq).toBeNull();
  });

  it("keeps ascending pages and their cursor as before", async () => {
    const client = await tenMessages();
    const asc = await page(client, "limit=4");
    expect(asc.messages.map((m) => m.seq)).toEqual([0, 1, 2, 3]);
    expect(asc).toMatchObject({ next_from_seq: 4, next_to_seq: null });
  });

  it.each(["order=sideways", "order=DESC", "order="])("refuses %s with a 400", async (query) => {
    const client = await tenMessages();
    expect(await expectError(await client.get(`/v1/conversations/tail/messages?${query}`), 400)).toBe("invalid_request");
  });

  it("shows another user's or another tenant's conversation to nobody, newest first or not", async () => {
    const tenant = await newTenant();
    await append(api(tenant), "mine", [{ role: "user", content: "secret" }], "owner");
    for (const client of [api(await newKey(tenant.tenantId, "other")), api(await newTenant())]) {
      expect(await expectError(await client.get("/v1/conversations/mine/messages?order=desc&limit=5"), 404)).toBe("not_found");
    }
  });
});

describe("the context of a conversation never written", () => {
  it("is a 200 with empty layers, and asking writes nothing", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    const res = await client.get("/v1/conversations/fresh/context?budget_tokens=1000&query=what%20did%20we%20decide");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      conversation_id: "fresh",
      summary: null,
      messages: [],
      memories: [],
      injected: [],
      token_count: 0,
      full_token_count: 0,
      source: "raw",
      dropped_messages: 0,
      retrieval: null,
    });
    expect(await expectError(await client.get("/v1/conversations/fresh"), 404)).toBe("not_found");
    const registered = await env.DB.prepare(`SELECT COUNT(*) AS n FROM conversations WHERE tenant_id = ?`)
      .bind(tenant.tenantId)
      .first<{ n: number }>();
    expect(registered?.n).toBe(0);
  });

  it("looks exactly like another user's conversation to a user-limited key (existence is not revealed)", async () => {
    const tenant = await newTenant();
    await append(api(tenant), "bobs", [{ role: "user", content: "bob's secret plan" }], "bob");
    const alice = api(await newKey(tenant.tenantId, "alice"));
    const theirs = await (await alice.get("/v1/conversations/bobs/context")).json();
    const none = (await (await alice.get("/v1/conversations/nobody/context")).json()) as Record<string, unknown>;
    expect(theirs).toEqual({ ...none, conversation_id: "bobs" });
    expect(JSON.stringify(theirs)).not.toContain("secret plan");
  });
});
