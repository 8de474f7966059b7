import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("OpenAPI document", () => {
  it("lists the search routes at their exact paths with the context's retrieval field", async () => {
    const doc = (await (await SELF.fetch("https://engram.test/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths["/v1/memories/search"] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths["/v1/memories/search/index-status"] ?? {})).toEqual(["get"]);
    expect(doc.components.schemas.Context?.properties).toHaveProperty("retrieval");
    expect(doc.components.schemas.SearchRequest?.properties).toHaveProperty("time_range");
  });
});
