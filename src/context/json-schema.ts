import { isRecord } from "../lib/json";

/**
 * A small JSON Schema validator for working memory (seed 004: "working state untyped" is a
 * mistake). Supported keywords: type, properties, required, items, enum, minimum, maximum,
 * additionalProperties (boolean or schema); annotations ($schema, $id, title, description,
 * default, examples) are accepted and ignored. Any other keyword is refused when the schema is
 * registered, so a client never believes a rule is enforced when it is not.
 */
export const SUPPORTED_KEYWORDS = ["type", "properties", "required", "items", "enum", "minimum", "maximum", "additionalProperties"] as const;
const ANNOTATIONS = new Set(["$schema", "$id", "title", "description", "default", "examples"]);
const TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"]);
const MAX_DEPTH = 32;

export interface SchemaIssue {
  path: string;
  message: string;
}

const at = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Problems with the schema itself (unsupported keywords, malformed values). */
export function checkSchema(schema: unknown, path = "", depth = 0): SchemaIssue[] {
  if (depth > MAX_DEPTH) return [{ path, message: `schema nested deeper than ${MAX_DEPTH} levels` }];
  if (typeof schema === "boolean") return [];
  if (!isRecord(schema)) return [{ path, message: "a schema must be an object or a boolean" }];
  const issues: SchemaIssue[] = [];
  for (const [key, value] of Object.entries(schema)) {
    const where = at(path, key);
    if (ANNOTATIONS.has(key)) continue;
    switch (key) {
      case "type": {
        const types = Array.isArray(value) ? value : [value];
        if (types.length === 0 || !types.every((t) => typeof t === "string" && TYPES.has(t))) {
          issues.push({ path: where, message: `type must be one of ${[...TYPES].join(", ")} or a list of them` });
        }
        break;
      }
      case "properties":
        if (!isRecord(value)) issues.push({ path: where, message: "properties must be an object of schemas" });
        else for (const [name, sub] of Object.entries(value)) issues.push(...checkSchema(sub, at(where, name), depth + 1));
        break;
      case "required":
        if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) issues.push({ path: where, message: "required must be a list of property names" });
        break;
      case "items":
      case "additionalProperties":
        issues.push(...checkSchema(value, where, depth + 1));
        break;
      case "enum":
        if (!Array.isArray(value) || value.length === 0) issues.push({ path: where, message: "enum must be a non-empty list" });
        break;
      case "minimum":
      case "maximum":
        if (typeof value !== "number" || !Number.isFinite(value)) issues.push({ path: where, message: `${key} must be a number` });
        break;
      default:
        issues.push({ path: where, message: `unsupported keyword "${key}" (supported: ${SUPPORTED_KEYWORDS.join(", ")})` });
    }
  }
  return issues;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

/** Deep equality of JSON values, for enum. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/** Where `value` breaks `schema` (a schema that passed checkSchema). Empty means valid. */
export function validate(value: unknown, schema: unknown, path = ""): SchemaIssue[] {
  if (schema === true) return [];
  if (schema === false) return [{ path, message: "no value is allowed here" }];
  if (!isRecord(schema)) return [];
  const here = path || "(root)";
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeof t === "string" && matchesType(value, t))) {
      return [{ path: here, message: `expected ${types.join(" or ")}, got ${typeOf(value)}` }];
    }
  }
  const issues: SchemaIssue[] = [];
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => jsonEqual(option, value))) {
    issues.push({ path: here, message: `must be one of ${JSON.stringify(schema.enum)}` });
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) issues.push({ path: here, message: `must be >= ${schema.minimum}` });
    if (typeof schema.maximum === "number" && value > schema.maximum) issues.push({ path: here, message: `must be <= ${schema.maximum}` });
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((item, index) => issues.push(...validate(item, schema.items, at(path, index))));
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required)) {
      for (const name of schema.required) {
        if (typeof name === "string" && !Object.hasOwn(value, name)) issues.push({ path: at(path, name), message: "is required" });
      }
    }
    for (const [key, item] of Object.entries(value)) {
      if (Object.hasOwn(properties, key)) issues.push(...validate(item, properties[key], at(path, key)));
      else if (schema.additionalProperties === false) issues.push({ path: at(path, key), message: "is not an allowed property" });
      else if (schema.additionalProperties !== undefined) issues.push(...validate(item, schema.additionalProperties, at(path, key)));
    }
  }
  return issues;
}
