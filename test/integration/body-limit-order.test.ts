import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, newTenant } from "../helpers/api";

const oversized = (bytes: number) => JSON.stringify({ user_id: "u", messages: [{ role: "user", content: "x".repeat(bytes) }] });

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  const body = (await res.json()) as { error: { code: string } };
  expect(body.error.code).toBe("payload_too_large");
}

describe("body limits declared on routes, enforced before authentication", () => {
  it("answers an oversized request without an API key 413, not 401", async () => {
    await expectTooLarge(
      await SELF.fetch("https://engram.test/v1/conversations/c/messages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: oversized(1_100_000),
      }),
    );
    await expectTooLarge(
      await SELF.fetch("https://engram.test/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: oversized(10_500_000),
      }),
    );
  });

  it("lets a memory above MAX_BODY_BYTES through on the route that declares MEMORY_MAX_BODY_BYTES", async () => {
    const client = api(await newTenant());
    const res = await client.post("/v1/memories", { user_id: "u", content: "y".repeat(1_200_000) });
    expect(res.status).toBe(201);
    await expectTooLarge(await client.post("/v1/conversations/c/messages", JSON.parse(oversized(1_200_000))));
  });
});
