/**
 * One text per JSON value: object keys sorted by code unit, no whitespace, numbers and strings
 * as JSON.stringify writes them. Two bodies that parse to the same value (other whitespace,
 * other key order, other escapes) have the same canonical text, so an Idempotency-Key compares
 * what was sent, not how it was spelled. Recursion is bounded by the body depth guard.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
