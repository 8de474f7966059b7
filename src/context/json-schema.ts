import { dereference, format, Validator, type OutputUnit, type Schema, type SchemaDraft } from "@cfworker/json-schema";
import { isRecord } from "../lib/json";
import applicator from "./meta-schema-2019-09/applicator.json";
import content from "./meta-schema-2019-09/content.json";
import core from "./meta-schema-2019-09/core.json";
import formatVocabulary from "./meta-schema-2019-09/format.json";
import metaData from "./meta-schema-2019-09/meta-data.json";
import metaSchema from "./meta-schema-2019-09/schema.json";
import validation from "./meta-schema-2019-09/validation.json";

/**
 * Working-memory schemas, validated by @cfworker/json-schema (built for Workers: no code
 * generation at run time). The draft is the one `$schema` declares (2020-12, 2019-09, and
 * draft-07 / draft-04 for schemas written for older tools), 2020-12 when it declares none.
 */
export const DEFAULT_DRAFT: SchemaDraft = "2020-12";
const DRAFTS: Record<string, SchemaDraft> = {
  "json-schema.org/draft/2020-12/schema": "2020-12",
  "json-schema.org/draft/2019-09/schema": "2019-09",
  "json-schema.org/draft-07/schema": "7",
  "json-schema.org/draft-04/schema": "4",
};
/** Deeper schemas are refused before any recursive walk could exhaust the stack. */
export const MAX_SCHEMA_DEPTH = 64;

export interface SchemaIssue {
  /** Where in the instance (or, for a malformed schema, in the schema): `a.b[0]`, `(root)`. */
  path: string;
  /** The same place as a JSON Pointer (RFC 6901), exact for any property name. */
  pointer: string;
  keyword: string;
  message: string;
}

/** The draft a schema declares; undefined when `$schema` names one this service does not know. */
export function draftOf(schema: unknown): SchemaDraft | undefined {
  if (!isRecord(schema) || schema.$schema === undefined) return DEFAULT_DRAFT;
  if (typeof schema.$schema !== "string") return undefined;
  return DRAFTS[schema.$schema.replace(/^https?:\/\//, "").replace(/#$/, "")];
}

function pointerOf(location: string): string {
  const raw = location.startsWith("#") ? location.slice(1) : location;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

function pathOf(pointer: string): string {
  if (pointer === "") return "(root)";
  const segments = pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  return segments.reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), "");
}

/**
 * Keywords whose failure only says "a subschema failed": the validator lists that subschema's
 * own failures beside them, which say what and where, so these are left out of the answer.
 */
const WRAPPERS = new Set([
  "properties",
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "$ref",
  "$recursiveRef",
  "allOf",
  "dependentSchemas",
  "dependencies",
  "then",
  "else",
]);

function issuesOf(units: OutputUnit[]): SchemaIssue[] {
  const specific = units.filter((unit) => !WRAPPERS.has(unit.keyword));
  return (specific.length > 0 ? specific : units).map((unit) => {
    const pointer = pointerOf(unit.instanceLocation);
    // A `false` schema (additionalProperties: false, most often) reports only that it is false.
    const message = unit.keyword === "false" ? "is not allowed here" : unit.error;
    return { path: pathOf(pointer), pointer, keyword: unit.keyword, message };
  });
}

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_SCHEMA_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

let metaValidator: Validator | undefined;
/** The 2019-09 meta-schema: the spec's own definition of a well-formed schema (its keyword value types hold for every draft served). */
function metaSchemaValidator(): Validator {
  if (!metaValidator) {
    metaValidator = new Validator(structuredClone(metaSchema) as Schema, "2019-09", false);
    for (const vocabulary of [core, applicator, validation, metaData, formatVocabulary, content])
      metaValidator.addSchema(structuredClone(vocabulary) as Schema);
  }
  return metaValidator;
}

const issue = (pointer: string, keyword: string, message: string): SchemaIssue => ({ path: pathOf(pointer), pointer, keyword, message });

/** What the validator would leave unenforced or could not apply: refused at registration. */
function unenforceable(schema: Schema): SchemaIssue[] {
  let lookup: Record<string, Schema | boolean>;
  try {
    lookup = dereference(schema);
  } catch (error) {
    return [issue("", "$id", error instanceof Error ? error.message : String(error))];
  }
  const issues: SchemaIssue[] = [];
  for (const [uri, sub] of Object.entries(lookup)) {
    if (typeof sub === "boolean") continue;
    const at = uri.includes("#") ? decodeURI(uri.slice(uri.indexOf("#") + 1)) : "";
    if (sub.__absolute_ref__ !== undefined && lookup[sub.__absolute_ref__] === undefined) {
      issues.push(
        issue(
          at,
          "$ref",
          `$ref "${String(sub.$ref)}" does not resolve inside the schema (only local references, e.g. #/$defs/name, are followed)`,
        ),
      );
    }
    if (sub.$dynamicRef !== undefined) issues.push(issue(at, "$dynamicRef", "$dynamicRef is not enforced by this validator; use $ref"));
    if (typeof sub.format === "string" && !Object.hasOwn(format, sub.format)) {
      issues.push(issue(at, "format", `format "${sub.format}" is not checked (known: ${Object.keys(format).join(", ")})`));
    }
  }
  return issues;
}

/** Problems with the schema itself: unknown draft, not well-formed, or holding rules that would not be enforced. Empty means usable. */
export function checkSchema(schema: unknown): SchemaIssue[] {
  if (typeof schema === "boolean") return [];
  if (!isRecord(schema)) return [issue("", "type", "a schema must be an object or a boolean")];
  if (depthOf(schema) > MAX_SCHEMA_DEPTH) return [issue("", "depth", `schema nested deeper than ${MAX_SCHEMA_DEPTH} levels`)];
  if (draftOf(schema) === undefined) {
    return [
      issue(
        "/$schema",
        "$schema",
        `unknown $schema; use one of ${Object.keys(DRAFTS)
          .map((uri) => `https://${uri}`)
          .join(", ")}`,
      ),
    ];
  }
  const wellFormed = metaSchemaValidator().validate(schema);
  if (!wellFormed.valid) return issuesOf(wellFormed.errors);
  return unenforceable(structuredClone(schema) as Schema);
}

/** Where `value` breaks `schema` (one that passed checkSchema). Empty means valid. */
export function validate(value: unknown, schema: unknown): SchemaIssue[] {
  if (typeof schema !== "boolean" && !isRecord(schema)) return [issue("", "type", "a schema must be an object or a boolean")];
  const validator = new Validator(structuredClone(schema) as Schema | boolean, draftOf(schema) ?? DEFAULT_DRAFT, false);
  const result = validator.validate(value);
  return result.valid ? [] : issuesOf(result.errors);
}
