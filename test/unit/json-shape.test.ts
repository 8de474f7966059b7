import { describe, expect, it } from "vitest";
import { jsonShapeProblem } from "../../src/http/json-shape";
import { canonicalJson } from "../../src/lib/canonical-json";

describe("the body gate's scan", () => {
  it("counts nesting of objects and arrays, not brackets inside strings", () => {
    expect(jsonShapeProblem(`{"a":[{"b":1}]}`, 3)).toBeNull();
    expect(jsonShapeProblem(`{"a":[{"b":[1]}]}`, 3)).toEqual({ kind: "too_deep", maxDepth: 3 });
    expect(jsonShapeProblem(`{"a":"[[[[{{{{"}`, 1)).toBeNull();
    expect(jsonShapeProblem(`{"a":"quote \\" then [[[["}`, 1)).toBeNull();
  });

  it("scans 100,000 levels without exhausting the stack", () => {
    expect(jsonShapeProblem("[".repeat(100_000), 64)).toEqual({ kind: "too_deep", maxDepth: 64 });
  });

  it("finds a lone surrogate escape, high or low, and lets a pair through", () => {
    expect(jsonShapeProblem(`{"a":"x\\ud800"}`, 64)?.kind).toBe("lone_surrogate");
    expect(jsonShapeProblem(`{"a":"x\\udc00y"}`, 64)?.kind).toBe("lone_surrogate");
    expect(jsonShapeProblem(`{"a":"\\ud800\\u0041"}`, 64)?.kind).toBe("lone_surrogate");
    expect(jsonShapeProblem(`{"\\uD83D":1}`, 64)?.kind).toBe("lone_surrogate");
    expect(jsonShapeProblem(`{"a":"\\ud83d\\ude00 and \\\\ud800 (an escaped backslash)"}`, 64)).toBeNull();
    expect(jsonShapeProblem(`{"a":"😀"}`, 64)).toBeNull();
  });

  it("leaves malformed JSON to the parser", () => {
    expect(jsonShapeProblem(`{"a":`, 64)).toBeNull();
    expect(jsonShapeProblem(`]]]`, 64)).toBeNull();
  });
});

describe("canonical JSON", () => {
  it("gives one text to bodies that differ only in whitespace, key order and escapes", () => {
    const a = canonicalJson(JSON.parse(`{"b":[1,{"y":2,"x":"A"}],"a":null}`));
    const b = canonicalJson(JSON.parse(`{ "a" : null,\n "b" : [ 1.0, { "x" : "\\u0041", "y" : 2 } ] }`));
    expect(a).toBe(b);
    expect(a).toBe(`{"a":null,"b":[1,{"x":"A","y":2}]}`);
  });

  it("keeps array order and values apart", () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: "1" })).not.toBe(canonicalJson({ a: 1 }));
  });
});
