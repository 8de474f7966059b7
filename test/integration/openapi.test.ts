import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { renderReferencePage, typeOf } from "../../src/http/docs/reference-page";

interface Operation {
  security?: Array<Record<string, string[]>>;
  summary?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

async function document(): Promise<Document> {
  const res = await SELF.fetch("https://engram.test/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

function documented(doc: Document): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** What the router actually serves: every handler's method and path (middleware is "ALL"). */
function routed(): string[] {
  const operations = app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
  return [...new Set(operations)].sort();
}

describe("OpenAPI document", () => {
  it("describes exactly the routes the router serves, method and path, and nothing else", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    expect(documented(doc)).toEqual(routed());
  });

  it("includes every route of this issue", async () => {
    const operations = documented(await document());
    for (const expected of [
      "POST /v1/webhooks/turns",
      "POST /v1/webhooks",
      "GET /v1/webhooks",
      "POST /v1/webhooks/{webhook_id}/rotate",
      "DELETE /v1/webhooks/{webhook_id}",
      "DELETE /v1/users/{user_id}",
      "GET /v1/users/{user_id}/export",
      "GET /admin/tenants/{tenant_id}/settings",
      "PATCH /admin/tenants/{tenant_id}/settings",
      "GET /admin/sweeps",
      "GET /docs",
      "GET /openapi.json",
    ]) {
      expect(operations).toContain(expected);
    }
  });

  it("names how each route authenticates: API key for v1 and MCP, the signature for webhook deliveries, the admin token for admin", async () => {
    const doc = await document();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "adminToken",
      "bearerAuth",
      "standardWebhooks",
      "webhookSignature",
    ]);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
        const where = `${method} ${path}`;
        if (path === "/v1/webhooks/turns") expect(schemes, where).toEqual(["webhookSignature"]);
        else if (`${method} ${path}` === "post /v1/webhooks/{webhook_id}/turns")
          expect(schemes, where).toEqual(["standardWebhooks", "webhookSignature"]);
        else if (path.startsWith("/v1/") || `${method} ${path}` === "post /mcp") expect(schemes, where).toEqual(["bearerAuth"]);
        else if (path.startsWith("/admin/")) expect(schemes, where).toEqual(["adminToken"]);
        else expect(schemes, where).toEqual([]);
        expect(operation.summary, where).toBeTruthy();
      }
    }
  });
});

describe("reference page", () => {
  it("serves a self-contained HTML page listing every operation", async () => {
    const res = await SELF.fetch("https://engram.test/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|src=|href="https?:/i);
    for (const operation of documented(await document())) {
      const [method, path] = operation.split(" ");
      expect(html).toContain(`<span class="method ${method?.toLowerCase()}">${method}</span> <code>${path}</code>`);
    }
    expect(html).toContain('id="schema-webhookdelivery"');
  });

  it("renders schemas as types, links named ones and escapes text", () => {
    expect(typeOf({ $ref: "#/components/schemas/Tenant" })).toBe('<a href="#schema-tenant">Tenant</a>');
    expect(typeOf({ type: "array", items: { type: "string" } })).toBe("string[]");
    expect(typeOf({ anyOf: [{ type: "string" }, { type: "null" }] })).toBe("string | null");
    const html = renderReferencePage({
      openapi: "3.1.0",
      info: { title: "<T>", version: "1" },
      paths: { "/x": { get: { summary: "a <b>", responses: { 200: { description: "ok" } } } } },
    });
    expect(html).toContain("a &#60;b&#62;");
    expect(html).not.toContain("a <b>");
  });
});
