import { SELF } from "cloudflare:test";
import { Validator, type Schema } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; description?: string; schema?: { default?: unknown } }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** The everyday reads a reader looks up first: each must show what it answers. */
const EVERYDAY_READS = ["listMessages", "getContext", "getConversation", "getMemory", "listUserFacts", "listWebhooks", "getTenantSettings"];

async function liveDocument(): Promise<Document> {
  return (await (await SELF.fetch("https://engram.test/openapi.json")).json()) as Document;
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ where: `${method} ${path}`, op })));

const examplesOf = (media: Media): unknown[] =>
  media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((example) => example.value);

const successContent = (op: Operation) =>
  Object.entries(op.responses)
    .filter(([status]) => status.startsWith("2"))
    .flatMap(([, response]) => Object.values(response.content ?? {}));

/** The document's `#/components/schemas/X` references as `#/$defs/X`, so one JSON Schema holds them all. */
function standalone(schema: unknown, doc: Document): Schema {
  const rewritten: unknown = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/'));
  const defs: unknown = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'));
  return { ...(rewritten as Schema), $defs: defs as Record<string, Schema> };
}

function violations(schema: unknown, value: unknown, doc: Document): string[] {
  const result = new Validator(standalone(schema, doc), "2020-12", false).validate(value);
  return result.errors.map((error) => `${error.instanceLocation}: ${error.error}`);
}

describe("the OpenAPI document's parameters and examples", () => {
  it("describes every path, query and header parameter, with its default where it has one", async () => {
    const undescribed: string[] = [];
    let defaults = 0;
    for (const { where, op } of operations(await liveDocument())) {
      for (const parameter of op.parameters ?? []) {
        if (!parameter.description?.trim()) undescribed.push(`${where} ${parameter.in} ${parameter.name}`);
        if (parameter.schema?.default !== undefined) defaults += 1;
      }
    }
    expect(undescribed).toEqual([]);
    // limit, order, format and the like carry their default in the parameter's schema.
    expect(defaults).toBeGreaterThan(4);
  });

  it("shows a request and a response example on every body-taking operation and every everyday read", async () => {
    const doc = await liveDocument();
    const missing: string[] = [];
    const byId = new Map(operations(doc).map(({ where, op }) => [op.operationId, { where, op }]));
    for (const { where, op } of operations(doc)) {
      const bodies = Object.values(op.requestBody?.content ?? {});
      if (bodies.length === 0) continue;
      if (!bodies.some((media) => examplesOf(media).length > 0)) missing.push(`${where}: request example`);
      if (!successContent(op).some((media) => examplesOf(media).length > 0)) missing.push(`${where}: response example`);
    }
    for (const id of EVERYDAY_READS) {
      const found = byId.get(id);
      if (!found) missing.push(`${id}: no such operation`);
      else if (!successContent(found.op).some((media) => examplesOf(media).length > 0)) missing.push(`${found.where}: response example`);
    }
    expect(missing).toEqual([]);
  });

  it("shows the context in each of its formats", async () => {
    const context = operations(await liveDocument()).find(({ op }) => op.operationId === "getContext");
    const media = context?.op.responses["200"]?.content?.["application/json"];
    expect(Object.keys(media?.examples ?? {}).sort()).toEqual(["anthropic", "json", "openai", "text"]);
  });

  it("gives examples that each satisfy the schema they illustrate", async () => {
    const doc = await liveDocument();
    const checked: string[] = [];
    const broken: string[] = [];
    for (const { where, op } of operations(doc)) {
      const media = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ({ label: `request ${type}`, m })),
        ...Object.entries(op.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, m]) => ({ label: `${status} ${type}`, m })),
        ),
      ];
      for (const { label, m } of media) {
        for (const example of examplesOf(m)) {
          checked.push(`${where} ${label}`);
          for (const problem of violations(m.schema, example, doc)) broken.push(`${where} ${label} ${problem}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked.length).toBeGreaterThan(40);
  });

  it("would notice an example that breaks its schema", async () => {
    const doc = await liveDocument();
    expect(violations({ $ref: "#/components/schemas/AppendMessages" }, { user_id: "u", messages: "hi" }, doc)).not.toEqual([]);
  });
});

describe("the /docs page", () => {
  it("shows the request and response examples, and pastes the request example into the curl line", async () => {
    const html = await (await SELF.fetch("https://engram.test/docs")).text();
    expect(html).toContain("<h4>Request example</h4>");
    expect(html).toContain("<h4>Response <code>200</code> example (format=openai: messages for chat.completions.create)</h4>");
    expect(html).toContain("I moved to Lisbon last month");
    expect(html).toContain("-d &#39;{&#34;user_id&#34;:&#34;user_42&#34;");
  });
});
