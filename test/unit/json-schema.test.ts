import { describe, expect, it } from "vitest";
import { checkSchema, draftOf, validate } from "../../src/context/json-schema";

/** The kind of schema the previous, 8-keyword validator accepted. */
const legacy = {
  type: "object",
  required: ["files_reviewed"],
  additionalProperties: false,
  properties: {
    files_reviewed: { type: "integer", minimum: 0, maximum: 1000 },
    issues_found: {
      type: "array",
      items: { type: "object", required: ["file"], properties: { file: { type: "string" }, severity: { enum: ["low", "high"] } } },
    },
    phase: { type: ["string", "null"] },
  },
};

const pointers = (value: unknown, schema: unknown) => validate(value, schema).map((issue) => [issue.pointer, issue.keyword]);

describe("working-memory schemas validated by @cfworker/json-schema", () => {
  it("accepts a state that satisfies every rule of a schema the previous validator accepted", () => {
    expect(checkSchema(legacy)).toEqual([]);
    expect(validate({ files_reviewed: 3, issues_found: [{ file: "a.ts", severity: "high" }], phase: null }, legacy)).toEqual([]);
    expect(validate({ files_reviewed: 0 }, legacy)).toEqual([]);
  });

  it("refuses what the previous validator refused, each issue with the failing instance path", () => {
    const issues = validate({ files_reviewed: -1, issues_found: [{ severity: "medium" }], extra: 1 }, legacy);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "files_reviewed", pointer: "/files_reviewed", keyword: "minimum" }),
        expect.objectContaining({ path: "issues_found[0]", pointer: "/issues_found/0", keyword: "required" }),
        expect.objectContaining({ path: "issues_found[0].severity", pointer: "/issues_found/0/severity", keyword: "enum" }),
        expect.objectContaining({ path: "extra", pointer: "/extra", message: "is not allowed here" }),
      ]),
    );
    expect(issues.map((issue) => issue.keyword)).not.toContain("properties");
    expect(pointers({}, legacy)).toEqual([["", "required"]]);
    expect(pointers({ files_reviewed: 1.5 }, legacy)).toEqual([["/files_reviewed", "type"]]);
    expect(pointers({ files_reviewed: 1001 }, legacy)).toEqual([["/files_reviewed", "maximum"]]);
    expect(pointers({ files_reviewed: 1, phase: 3 }, legacy)).toEqual([["/phase", "type"]]);
    expect(pointers({ files_reviewed: 1, issues_found: "none" }, legacy)).toEqual([["/issues_found", "type"]]);
  });

  it("enforces pattern", () => {
    const schema = { type: "object", properties: { ticket: { type: "string", pattern: "^[A-Z]+-\\d+$" } } };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate({ ticket: "ENG-42" }, schema)).toEqual([]);
    expect(pointers({ ticket: "eng 42" }, schema)).toEqual([["/ticket", "pattern"]]);
  });

  it("enforces oneOf: exactly one branch must match", () => {
    const schema = {
      type: "object",
      properties: { target: { oneOf: [{ type: "string" }, { type: "integer", minimum: 0 }, { type: "number", maximum: 10 }] } },
    };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate({ target: "node-7" }, schema)).toEqual([]);
    expect(validate({ target: 2.5 }, schema)).toEqual([]);
    expect(validate({ target: true }, schema).map((issue) => issue.keyword)).toContain("oneOf");
    // 3 is an integer >= 0 and a number <= 10: two branches match, which oneOf refuses.
    expect(validate({ target: 3 }, schema)).toContainEqual(
      expect.objectContaining({ pointer: "/target", keyword: "oneOf", message: expect.stringContaining("2 matches") }),
    );
  });

  it("enforces $ref to $defs", () => {
    const schema = {
      type: "object",
      properties: { owner: { $ref: "#/$defs/person" }, reviewers: { type: "array", items: { $ref: "#/$defs/person" } } },
      $defs: { person: { type: "object", required: ["name"], properties: { name: { type: "string" } } } },
    };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate({ owner: { name: "ada" }, reviewers: [{ name: "bob" }] }, schema)).toEqual([]);
    expect(pointers({ owner: {} }, schema)).toEqual([["/owner", "required"]]);
    expect(pointers({ reviewers: [{ name: "x" }, { name: 7 }] }, schema)).toEqual([["/reviewers/1/name", "type"]]);
  });

  it("enforces minLength, counting characters not UTF-16 units", () => {
    const schema = { type: "object", properties: { summary: { type: "string", minLength: 3 } } };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate({ summary: "abc" }, schema)).toEqual([]);
    expect(pointers({ summary: "ab" }, schema)).toEqual([["/summary", "minLength"]]);
    expect(pointers({ summary: "🚀🚀" }, schema)).toEqual([["/summary", "minLength"]]);
  });

  it("enforces format: date-time", () => {
    const schema = { type: "object", properties: { due: { type: "string", format: "date-time" } } };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate({ due: "2026-11-23T20:30:00Z" }, schema)).toEqual([]);
    expect(validate({ due: "2026-11-23T20:30:00.5+01:00" }, schema)).toEqual([]);
    expect(pointers({ due: "tomorrow" }, schema)).toEqual([["/due", "format"]]);
    expect(pointers({ due: "2026-13-40T25:00:00Z" }, schema)).toEqual([["/due", "format"]]);
  });

  it("reads the draft from $schema and defaults to 2020-12", () => {
    expect(draftOf({ type: "object" })).toBe("2020-12");
    expect(draftOf({ $schema: "https://json-schema.org/draft/2020-12/schema" })).toBe("2020-12");
    expect(draftOf({ $schema: "https://json-schema.org/draft/2019-09/schema#" })).toBe("2019-09");
    expect(draftOf({ $schema: "http://json-schema.org/draft-07/schema#" })).toBe("7");
    expect(draftOf({ $schema: "https://example.com/my-dialect" })).toBeUndefined();
    // Up to draft-07 a $ref replaces its sibling keywords; from 2019-09 on they apply beside it.
    const withSibling = { $ref: "#/definitions/text", minLength: 5, definitions: { text: { type: "string" } } };
    expect(checkSchema(withSibling)).toEqual([]);
    expect(pointers("abc", withSibling)).toEqual([["", "minLength"]]);
    expect(validate("abc", { ...withSibling, $schema: "http://json-schema.org/draft-07/schema#" })).toEqual([]);
  });

  it("refuses malformed schemas and rules it would not enforce, saying where in the schema", () => {
    expect(checkSchema({ type: "date" }).map((issue) => issue.pointer)).toContain("/type");
    expect(checkSchema({ properties: { name: { type: "string", minLength: "three" } } }).map((issue) => issue.pointer)).toContain(
      "/properties/name/minLength",
    );
    expect(checkSchema({ required: "name" }).length).toBeGreaterThan(0);
    expect(checkSchema({ properties: { code: { pattern: "([a-z" } } })).toEqual([
      expect.objectContaining({ pointer: "/properties/code/pattern", keyword: "format" }),
    ]);
    expect(checkSchema({ patternProperties: { "([a-z": { type: "string" } } }).length).toBeGreaterThan(0);
    expect(checkSchema({ properties: { owner: { $ref: "#/$defs/missing" } } })).toEqual([
      expect.objectContaining({ pointer: "/properties/owner", keyword: "$ref" }),
    ]);
    expect(checkSchema({ $ref: "https://example.com/schema.json" })).toEqual([expect.objectContaining({ keyword: "$ref" })]);
    expect(checkSchema({ properties: { due: { format: "date-ish" } } })).toEqual([expect.objectContaining({ keyword: "format" })]);
    expect(checkSchema({ $dynamicRef: "#meta" })).toEqual([expect.objectContaining({ keyword: "$dynamicRef" })]);
    expect(checkSchema({ $schema: "https://example.com/my-dialect" })).toEqual([expect.objectContaining({ pointer: "/$schema" })]);
    let deep: Record<string, unknown> = { type: "object" };
    for (let i = 0; i < 100; i += 1) deep = { properties: { x: deep } };
    expect(checkSchema(deep)).toEqual([expect.objectContaining({ keyword: "depth" })]);
    expect(checkSchema(true)).toEqual([]);
    expect(checkSchema(false)).toEqual([]);
  });
});
