/**
 * Python's `json.dumps(value, sort_keys=True)` in TypeScript: keys sorted by code point,
 * ", " and ": " separators, every character outside printable ASCII escaped as \uXXXX.
 * Seed 001 hashes this text; rendering it the same way keeps cache keys identical to the
 * seed's for the same tool call (numbers aside: JavaScript cannot tell 1.0 from 1).
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const byCodePoint = (a: string, b: string): number => {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const diff = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
};

const escapeString = (text: string): string =>
  JSON.stringify(text).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
    return JSON.stringify(value);
  }
  if (typeof value === "string") return escapeString(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => byCodePoint(a, b));
    return `{${entries.map(([k, v]) => `${escapeString(k)}: ${pythonJsonDumps(v)}`).join(", ")}}`;
  }
  return "null";
}
