import { log } from "../../src/lib/log";
import { checkSchema, validate } from "../../src/context/json-schema";
import { mergePatch } from "../../src/lib/merge-patch";
import { isRecord } from "../../src/lib/json";
import { byteLength } from "../../src/lib/utf8";
import type { Result } from "../../src/lib/errors";
import type { ShapingDeps } from "./deps";
import type { WorkingMemoryView } from "../../src/conversations/shaping";

/** Keeps the state well inside a Durable Object row (2 MB) and the context budget. */
export const WORKING_MEMORY_MAX_BYTES = 256 * 1024;

export function readWorkingMemory(deps: ShapingDeps): WorkingMemoryView {
  const working = deps.store.get("workingMemory");
  return {
    state: working?.state ?? {},
    schema: deps.store.get("workingSchema")?.schema ?? null,
    version: working?.version ?? 0,
    updatedAt: working?.updatedAt ?? null,
  };
}

/** RFC 7396 merge patch; the result must stay an object and satisfy the registered schema. */
export function patchWorkingMemory(deps: ShapingDeps, patch: unknown): Result<WorkingMemoryView> {
  const current = readWorkingMemory(deps);
  const next = mergePatch(current.state, patch);
  if (!isRecord(next)) return { ok: false, error: { code: "invalid_request", message: "working memory must stay a JSON object" } };
  if (byteLength(JSON.stringify(next)) > WORKING_MEMORY_MAX_BYTES) {
    return {
      ok: false,
      error: { code: "invalid_request", message: `working memory would exceed ${WORKING_MEMORY_MAX_BYTES} bytes` },
    };
  }
  if (current.schema !== null) {
    const issues = validate(next, current.schema);
    if (issues.length > 0) {
      return {
        ok: false,
        error: { code: "schema_violation", message: "the patched state breaks the registered schema", details: issues },
      };
    }
  }
  const version = current.version + 1;
  const updatedAt = new Date(deps.now).toISOString();
  deps.store.set("workingMemory", { state: next, version, updatedAt });
  log("info", "working_memory_patched", { conversationId: deps.identity.conversationId, version, bytes: byteLength(JSON.stringify(next)) });
  return { ok: true, value: { ...current, state: next, version, updatedAt } };
}

/** Registers a schema; refused when it is malformed, holds a rule the validator would not enforce, or the current state breaks it. */
export function setWorkingSchema(deps: ShapingDeps, schema: unknown): Result<WorkingMemoryView> {
  const problems = checkSchema(schema);
  if (problems.length > 0)
    return { ok: false, error: { code: "invalid_request", message: "unsupported or malformed schema", details: problems } };
  const current = readWorkingMemory(deps);
  const issues = validate(current.state, schema);
  if (issues.length > 0) {
    return {
      ok: false,
      error: { code: "schema_violation", message: "the current state does not satisfy this schema", details: issues },
    };
  }
  deps.store.set("workingSchema", { schema, registeredAt: new Date(deps.now).toISOString() });
  return { ok: true, value: { ...current, schema } };
}

export function deleteWorkingSchema(deps: ShapingDeps): Result<WorkingMemoryView> {
  deps.store.delete("workingSchema");
  return { ok: true, value: { ...readWorkingMemory(deps), schema: null } };
}
