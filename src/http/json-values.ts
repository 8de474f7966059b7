/**
 * What JSON.parse accepts but the service could not store as received: a number past the
 * double range (1e999 parses to Infinity, which JSON then writes as null) and a `__proto__`
 * key (dropped, or taken for the prototype, by every object copy after the parse; a tool-cache
 * key of `{"__proto__": ...}` would equal that of `{}`). Both are refused with a 400 instead.
 */
export type JsonValueProblem = { kind: "non_finite"; path: string } | { kind: "proto_key"; path: string };

/** Only a body that could hold one of them is parsed again: big exponents, long digit runs, the key (or an escape that may spell it). */
const SUSPECT = /__proto__|\\u|\d[eE][+]?\d{3}|\d{309}/;

export function jsonValueProblem(text: string): JsonValueProblem | null {
  if (!SUSPECT.test(text)) return null;
  let problem: JsonValueProblem | null = null;
  try {
    JSON.parse(text, function (this: unknown, key: string, value: unknown) {
      if (problem) return value;
      if (key === "__proto__") problem = { kind: "proto_key", path: key };
      else if (typeof value === "number" && !Number.isFinite(value)) problem = { kind: "non_finite", path: key };
      return value;
    });
  } catch {
    // Malformed JSON is the route parser's to answer.
    return null;
  }
  return problem;
}
