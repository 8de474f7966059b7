import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import generated from "../../client/openapi.json";
import { deriveOperationId } from "../../src/http/openapi-document";

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
}
type Paths = Record<string, Record<string, Operation>>;

async function livePaths(): Promise<{ document: unknown; paths: Paths }> {
  const document = (await (await SELF.fetch("https://engram.test/openapi.json")).json()) as { paths: Paths };
  return { document, paths: document.paths };
}

const operations = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));

describe("the OpenAPI contract clients are generated from", () => {
  it("matches the document the typed client was generated from (run npm run client:generate after a route change)", async () => {
    const { document } = await livePaths();
    expect(document).toEqual(generated);
  });

  it("gives every operation a unique operationId", async () => {
    const ids = operations((await livePaths()).paths).map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks the public routes as needing no credentials", async () => {
    const { paths } = await livePaths();
    for (const path of ["/", "/health", "/openapi.json", "/docs", "/inspect", "/inspect/app.js", "/inspect/app.css"])
      expect(paths[path]?.get?.security).toEqual([]);
  });

  it("documents the rate limit on every /v1 route and the body limit on every /v1 route with a body, each with its own description", async () => {
    const v1 = operations((await livePaths()).paths).filter(({ path }) => path.startsWith("/v1/"));
    expect(v1.length).toBeGreaterThan(30);
    for (const { op } of v1) {
      expect(op.responses["429"]?.description).toMatch(/Retry-After/);
      if (op.requestBody) expect(op.responses["413"]?.description).toMatch(/limit/);
      expect(Object.values(op.responses).map((r) => r.description)).not.toContain("Invalid request");
    }
  });

  it("derives readable method names for operations without a chosen one", () => {
    expect(deriveOperationId("patch", "/v1/conversations/{conversation_id}/working-memory")).toBe("updateConversationWorkingMemory");
    expect(deriveOperationId("get", "/v1/instructions")).toBe("listInstructions");
    expect(deriveOperationId("get", "/v1/instructions/{instruction_id}")).toBe("getInstruction");
  });
});

describe("the /docs reference page", () => {
  it("lists conversations first, shows full paths, method names and a request example for each operation", async () => {
    const html = await (await SELF.fetch("https://engram.test/docs")).text();
    expect(html.indexOf("<h2>conversations</h2>")).toBeGreaterThan(0);
    expect(html.indexOf("<h2>conversations</h2>")).toBeLessThan(html.indexOf("<h2>webhooks</h2>"));
    expect(html).toContain("/v1/conversations/{conversation_id}/working-memory/schema");
    expect(html).toContain('<span class="opid">appendMessages</span>');
    expect(html).toContain("curl -s -X POST &#34;http://127.0.0.1:8787/v1/conversations/conv_1/messages&#34;");
    expect(html).toContain("Rate limited: retry after the number of seconds in Retry-After");
  });
});
