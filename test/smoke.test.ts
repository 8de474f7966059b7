import { describe, expect, it } from "vitest";
import { api, append, newTenant, round } from "./helpers/api";

describe("smoke", () => {
  it("stores messages with seq and returns them in the context", async () => {
    const client = api(await newTenant());
    const result = await append(client, "c1", round(1));
    expect(result.last_seq).toBe(1);
    const res = await client.get("/v1/conversations/c1/context");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messages: unknown[]; source: string };
    expect(body.messages).toHaveLength(2);
    expect(body.source).toBe("raw");
  });
});
