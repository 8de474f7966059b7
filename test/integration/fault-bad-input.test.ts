import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, api, append, expectError, newTenant, round, status, type Api, type TestKey } from "../helpers/api";
import { createWebhook, deliver, newDeliveryId, turnsBody } from "../helpers/webhooks";

/** `levels` objects nested in one another, built as text (no recursion on either side). */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"leaf":1}${"}".repeat(levels - 1)}`;
const DEEP = 3000;

async function setup(): Promise<{ tenant: TestKey; client: Api }> {
  const tenant = await newTenant();
  return { tenant, client: api(tenant) };
}

async function expectRefused(res: Response, status = 400): Promise<void> {
  expect(await expectError(res, status)).toBe("invalid_request");
}

const raw = (client: Api, method: "post" | "patch" | "put", path: string, body: string) => client[method](path, body);

describe("deeply nested JSON", () => {
  it("refuses message metadata nested 3,000 levels deep with 400 and stores nothing", async () => {
    const { client } = await setup();
    await append(client, "deep", round(1));
    const body = `{"user_id":"user-1","messages":[{"role":"user","content":"hi","metadata":${nested(DEEP)}}]}`;
    await expectRefused(await raw(client, "post", "/v1/conversations/deep/messages", body));
    expect((await status(client, "deep")).last_seq).toBe(1);
  });

  it("accepts a body nested exactly to MAX_JSON_DEPTH (64) and refuses one level more", async () => {
    const { client } = await setup();
    // The body itself, `messages` and the message are three levels: metadata may add 61.
    const body = (levels: number) => `{"user_id":"user-1","messages":[{"role":"user","content":"hi","metadata":${nested(levels)}}]}`;
    const ok = await raw(client, "post", "/v1/conversations/edge/messages", body(61));
    expect(ok.status).toBe(201);
    await expectRefused(await raw(client, "post", "/v1/conversations/edge/messages", body(62)));
    expect((await status(client, "edge")).last_seq).toBe(0);
  });

  it("refuses working memory, its schema, and tool-cache put and lookup nested 3,000 levels deep with 400, writing nothing", async () => {
    const { client } = await setup();
    await append(client, "shaped", round(1));
    const base = "/v1/conversations/shaped";
    await expectRefused(await raw(client, "patch", `${base}/working-memory`, nested(DEEP)));
    await expectRefused(await raw(client, "put", `${base}/working-memory/schema`, `{"schema":${nested(DEEP)}}`));
    await expectRefused(
      await raw(client, "post", `${base}/tool-cache`, `{"tool_name":"t","parameters":${nested(DEEP)},"result":"r","duration":2}`),
    );
    await expectRefused(await raw(client, "post", `${base}/tool-cache/lookup`, `{"tool_name":"t","parameters":${nested(DEEP)}}`));
    const memory = (await (await client.get(`${base}/working-memory`)).json()) as { state: Record<string, unknown> };
    expect(memory.state).toEqual({});
    const cache = (await (await client.get(`${base}/tool-cache`)).json()) as { entries: unknown[] };
    expect(cache.entries).toEqual([]);
  });

  it("refuses a signed webhook delivery nested 3,000 levels deep with 400 and leaves no pending delivery", async () => {
    const { tenant, client } = await setup();
    const hook = await createWebhook(client);
    const deliveryId = newDeliveryId();
    const rawBody = `{"turns":[{"conversation_id":"wh","user_id":"u1","message":{"role":"user","content":"hi","metadata":${nested(DEEP)}}}]}`;
    await expectRefused(await deliver({ webhookId: hook.id, deliveryId, rawBody, secrets: [hook.secret] }));
    const row = await env.DB_0.prepare(`SELECT count(*) AS n FROM webhook_deliveries WHERE tenant_id = ? AND delivery_id = ?`)
      .bind(tenant.tenantId, deliveryId)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("refuses an MCP request nested 3,000 levels deep with 400 in the error shape", async () => {
    const { client } = await setup();
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"store_memory","arguments":${nested(DEEP)}}}`;
    await expectRefused(await raw(client, "post", "/mcp", body));
  });
});

describe("every route that takes a body", () => {
  async function bodyRoutes(): Promise<Array<{ method: string; path: string }>> {
    const document = (await (await SELF.fetch("https://engram.test/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "probe"), operation })),
    );
  }

  async function sweep(body: string): Promise<Array<{ route: string; status: number; text: string }>> {
    const { client, tenant } = await setup();
    await append(client, "probe", round(1));
    const answers = [];
    for (const route of await bodyRoutes()) {
      const token = route.path.startsWith("/admin/") ? ADMIN_TOKEN : tenant.key;
      const res = await SELF.fetch(`https://engram.test${route.path}`, {
        method: route.method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body,
      });
      answers.push({ route: `${route.method} ${route.path}`, status: res.status, text: await res.text() });
    }
    return answers;
  }

  const inErrorShape = (text: string) => {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === "string" && typeof parsed.error.message === "string";
  };

  it("answers JSON nested deeper than the limit with 400 in the error shape, never 500", async () => {
    const answers = await sweep(`{"x":${nested(200)}}`);
    expect(answers.length).toBeGreaterThan(15);
    expect(answers.filter((a) => a.status !== 400 || !inErrorShape(a.text))).toEqual([]);
  });

  it("answers a lone surrogate anywhere in the body with 400 in the error shape, never 500", async () => {
    const answers = await sweep(`{"content":"broken \\ud800 text","x":{"k\\udc00":1}}`);
    expect(answers.filter((a) => a.status !== 400 || !inErrorShape(a.text))).toEqual([]);
  });
});

describe("canonical text", () => {
  it("refuses message content with a lone surrogate with 400 and stores nothing, as memories do", async () => {
    const { client } = await setup();
    await append(client, "text", round(1));
    const body = '{"user_id":"user-1","messages":[{"role":"user","content":"half an emoji \\ud83d here"}]}';
    await expectRefused(await raw(client, "post", "/v1/conversations/text/messages", body));
    await expectRefused(await raw(client, "post", "/v1/memories", '{"user_id":"user-1","content":"half an emoji \\ud83d here"}'));
    expect((await status(client, "text")).last_seq).toBe(1);
  });

  it("stores and acknowledges a surrogate pair as the same text", async () => {
    const { client } = await setup();
    const body = '{"user_id":"user-1","messages":[{"role":"user","content":"a whole emoji \\ud83d\\ude00 here"}]}';
    const res = await raw(client, "post", "/v1/conversations/emoji/messages", body);
    expect(res.status).toBe(201);
    const acknowledged = ((await res.json()) as { messages: Array<{ content: string }> }).messages[0]!.content;
    const stored = ((await (await client.get("/v1/conversations/emoji/messages")).json()) as { messages: Array<{ content: string }> })
      .messages[0]!.content;
    expect(acknowledged).toBe("a whole emoji 😀 here");
    expect(stored).toBe(acknowledged);
  });
});

describe("idempotency", () => {
  it("replays an Idempotency-Key retry whose JSON differs only in whitespace and key order", async () => {
    const { client } = await setup();
    const first = '{"user_id":"user-1","messages":[{"role":"user","content":"deploy it"}]}';
    const retry = '{ "messages": [ { "content": "deploy it", "role": "user" } ],\n  "user_id": "user-1" }';
    const a = await client.post("/v1/conversations/idem/messages", first, { "idempotency-key": "k-1" });
    expect(a.status).toBe(201);
    const b = await client.post("/v1/conversations/idem/messages", retry, { "idempotency-key": "k-1" });
    expect(b.status).toBe(200);
    expect(((await b.json()) as { last_seq: number }).last_seq).toBe(0);
    expect((await status(client, "idem")).last_seq).toBe(0);
  });

  it("still refuses the same Idempotency-Key with a different body with 409", async () => {
    const { client } = await setup();
    await client.post("/v1/conversations/idem2/messages", '{"user_id":"user-1","messages":[{"role":"user","content":"a"}]}', {
      "idempotency-key": "k",
    });
    const res = await client.post("/v1/conversations/idem2/messages", '{"user_id":"user-1","messages":[{"role":"user","content":"b"}]}', {
      "idempotency-key": "k",
    });
    expect(await expectError(res, 409)).toBe("idempotency_conflict");
  });

  it("stores a signed delivery even when a REST call used its delivery id in an Idempotency-Key first", async () => {
    const { client } = await setup();
    const hook = await createWebhook(client);
    const deliveryId = newDeliveryId();
    for (const key of [`webhook/${deliveryId}`, `${hook.id}/${deliveryId}`]) {
      const res = await client.post(
        "/v1/conversations/shared/messages",
        { user_id: "u1", messages: [{ role: "user", content: `rest ${key}` }] },
        { "idempotency-key": key },
      );
      expect(res.status).toBe(201);
    }
    const rawBody = turnsBody([{ conversation_id: "shared", user_id: "u1", content: "from the platform" }]);
    const res = await deliver({ webhookId: hook.id, deliveryId, rawBody, secrets: [hook.secret] });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { conversations: Array<{ status: string }> };
    expect(answer.conversations.map((c) => c.status)).toEqual(["stored"]);
    const stored = (await (await client.get("/v1/conversations/shared/messages")).json()) as { messages: Array<{ content: string }> };
    expect(stored.messages.map((m) => m.content)).toContain("from the platform");
  });

  it("lets two webhooks of one tenant use the same delivery id for different deliveries", async () => {
    const { client } = await setup();
    const one = await createWebhook(client, "one");
    const two = await createWebhook(client, "two");
    const deliveryId = newDeliveryId();
    for (const [hook, conversation] of [
      [one, "from-one"],
      [two, "from-two"],
    ] as const) {
      const rawBody = turnsBody([{ conversation_id: conversation, user_id: "u1", content: `hello ${conversation}` }]);
      const res = await deliver({ webhookId: hook.id, deliveryId, rawBody, secrets: [hook.secret] });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe("ingested");
    }
    expect((await status(client, "from-one")).last_seq).toBe(0);
    expect((await status(client, "from-two")).last_seq).toBe(0);
  });
});
