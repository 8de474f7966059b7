import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "../../src/http/app";
import { bucketLimits, take, type BucketState } from "../../src/limits/token-bucket";
import { ADMIN_TOKEN, api, limitTenant, newKey, newTenant } from "../helpers/api";
import { createWebhook, deliver, newDeliveryId } from "../helpers/webhooks";

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("rate_limited");
  expect(body.error.message).toContain("retry");
}

const message = (content: string) => ({ user_id: "u", messages: [{ role: "user", content }] });

describe("token bucket", () => {
  const limits = bucketLimits(60, 3); // one token per second, three at once

  it("lets a burst through, then refuses until a token has refilled", () => {
    let state: BucketState | undefined;
    const verdicts: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      const step = take(state, limits, 1_000);
      state = step.state;
      verdicts.push(step.result.allowed);
    }
    expect(verdicts).toEqual([true, true, true, false]);
    const denied = take(state, limits, 1_000).result;
    expect(denied).toMatchObject({ allowed: false, retryAfterMs: 1000, retryAfterSeconds: 1 });
    expect(take(state, limits, 1_999).result.allowed).toBe(false);
    expect(take(state, limits, 2_000).result.allowed).toBe(true);
  });

  it("never holds more than its capacity, however long it was idle", () => {
    let state = take(undefined, limits, 0).state;
    state = take(state, limits, 3_600_000).state;
    expect(state.tokens).toBe(2);
  });

  it("rounds Retry-After up to whole seconds", () => {
    const slow = bucketLimits(1, 1); // one per minute
    const empty = take(undefined, slow, 0).state;
    expect(take(empty, slow, 30_000).result).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect(take(empty, slow, 59_500).result).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe("rate limiting per API key", () => {
  it("answers 429 with Retry-After and the error shape once a key's burst is spent, and stores nothing", async () => {
    const tenant = await newTenant();
    await limitTenant(tenant, 1, 3);
    const client = api(tenant);
    for (let i = 0; i < 3; i += 1) expect((await client.post("/v1/conversations/rl/messages", message(`m${i}`))).status).toBe(201);
    await expectRateLimited(await client.post("/v1/conversations/rl/messages", message("one too many")));
    await expectRateLimited(await client.get("/v1/conversations/rl/context"));
    // Another key of the same tenant has its own bucket: the refused write was not stored.
    const other = api(await newKey(tenant.tenantId));
    const stored = (await (await other.get("/v1/conversations/rl/messages")).json()) as { messages: unknown[] };
    expect(stored.messages).toHaveLength(3);
  });

  it("limits reads too, and leaves other tenants alone", async () => {
    const limited = await newTenant();
    await limitTenant(limited, 1, 2);
    const client = api(limited);
    await client.post("/v1/conversations/r/messages", message("hi"));
    expect((await client.get("/v1/conversations/r/context")).status).toBe(200);
    await expectRateLimited(await client.get("/v1/conversations/r/context"));
    const free = api(await newTenant());
    for (let i = 0; i < 5; i += 1) expect((await free.get("/health")).status).toBe(200);
    await free.post("/v1/conversations/r/messages", message("hi"));
    for (let i = 0; i < 5; i += 1) expect((await free.get("/v1/conversations/r/context")).status).toBe(200);
  });

  it("is off for a tenant whose limit is 0", async () => {
    const tenant = await newTenant();
    await limitTenant(tenant, 0, 1);
    const client = api(tenant);
    for (let i = 0; i < 5; i += 1) expect((await client.post("/v1/conversations/off/messages", message(`m${i}`))).status).toBe(201);
  });

  it("limits webhook deliveries with the tenant's limits, in one bucket for all its webhooks", async () => {
    const tenant = await newTenant();
    await limitTenant(tenant, 1, 1);
    const hook = await createWebhook(api(await newKey(tenant.tenantId)));
    const body = (n: number) =>
      JSON.stringify({ turns: [{ conversation_id: "w", user_id: "u", message: { role: "user", content: `m${n}` } }] });
    expect((await deliver({ webhookId: hook.id, deliveryId: newDeliveryId(), rawBody: body(1), secrets: [hook.secret] })).status).toBe(200);
    const deliveryId = newDeliveryId();
    await expectRateLimited(await deliver({ webhookId: hook.id, deliveryId, rawBody: body(2), secrets: [hook.secret] }));
    const recorded = await env.DB_0.prepare(`SELECT count(*) AS n FROM webhook_deliveries WHERE delivery_id = ?`)
      .bind(deliveryId)
      .first<{ n: number }>();
    expect(recorded?.n).toBe(0);
  });
});

describe("body size limits", () => {
  const big = (bytes: number) => "x".repeat(bytes);

  async function expectTooLarge(res: Response) {
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.message).toMatch(/exceeds \d+ bytes/);
  }

  it("gives ingestion routes MAX_BODY_BYTES and settings or admin routes the small limit", () => {
    expect(bodyLimitFor(env, "POST", "/v1/conversations/c/messages")).toBe(1_048_576);
    expect(bodyLimitFor(env, "POST", "/v1/webhooks/turns")).toBe(1_048_576);
    // Long-term memories carry whole documents: MEMORY_MAX_BODY_BYTES.
    expect(bodyLimitFor(env, "POST", "/v1/memories")).toBe(10_485_760);
    expect(bodyLimitFor(env, "PATCH", "/v1/conversations/c/settings")).toBe(65_536);
    expect(bodyLimitFor(env, "POST", "/v1/webhooks/whk_1/rotate")).toBe(65_536);
    expect(bodyLimitFor(env, "PATCH", "/admin/tenants/t/settings")).toBe(65_536);
  });

  it("answers 413 with the error shape to an oversized message batch, and stores nothing", async () => {
    const client = api(await newTenant());
    await expectTooLarge(await client.post("/v1/conversations/big/messages", message(big(1_100_000))));
    expect((await client.get("/v1/conversations/big/messages")).status).toBe(404);
  });

  it("counts a streamed body without Content-Length", async () => {
    const tenant = await newTenant();
    // 16 chunks of 64 KiB reach the 1 MiB limit exactly; one more byte goes over it.
    const chunk = new TextEncoder().encode(big(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent <= 16) return controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode("x"));
        controller.close();
      },
    });
    const res = await SELF.fetch("https://engram.test/v1/conversations/s/messages", {
      method: "POST",
      headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
      body: stream,
    });
    await expectTooLarge(res);
  });

  it("applies the small limit to settings, webhook management and admin bodies", async () => {
    const tenant = await newTenant();
    const client = api(tenant);
    await expectTooLarge(await client.patch("/v1/conversations/c/settings", { window_size: 10, pad: big(70_000) }));
    await expectTooLarge(await client.post("/v1/webhooks", { name: big(70_000) }));
    const res = await SELF.fetch(`https://engram.test/admin/tenants/${tenant.tenantId}/settings`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ pii_mode: "off", pad: big(70_000) }),
    });
    await expectTooLarge(res);
  });

  it("refuses an oversized webhook delivery before looking at its signature", async () => {
    const res = await deliver({ webhookId: "whk_any", deliveryId: newDeliveryId(), rawBody: big(1_100_000), secrets: ["whsec_x"] });
    await expectTooLarge(res);
  });
});
