import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, append, newTenant, round } from "../helpers/api";

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

  it("documents every v1 conversation route in /openapi.json", async () => {
    const res = await SELF.fetch("https://engram.test/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /v1/conversations/{conversation_id}/messages",
        "GET /v1/conversations/{conversation_id}/messages",
        "GET /v1/conversations/{conversation_id}/context",
        "GET /v1/conversations/{conversation_id}/memories",
        "GET /v1/conversations/{conversation_id}",
        "DELETE /v1/conversations/{conversation_id}",
        "PATCH /v1/conversations/{conversation_id}/settings",
        "POST /v1/conversations/{conversation_id}/summarize",
        "POST /admin/tenants",
        "POST /admin/tenants/{tenant_id}/keys",
        "DELETE /admin/keys/{key_id}",
      ]),
    );
  });
});
