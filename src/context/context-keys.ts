import { isRecord } from "../lib/json";
import type { StoredMessage } from "../conversations/messages";
import { CONTEXT_KEY_LABELS } from "./defaults";

export type ContextValue = string | number | boolean;
export type ContextValues = Record<string, ContextValue>;

const ERROR_PREFIX = /^\s*(error|exception|traceback)\b\s*[:(]/i;

/**
 * Whether a tool result reports a failure. Seed 000 updates the context only "after
 * successful calls", and chat APIs have no standard error flag, so three signals count:
 * `metadata.is_error === true` (MCP's isError, Anthropic's is_error), a JSON object result
 * with `"success": false` or a non-empty `"error"` field (the seed's `{success: ...}` results),
 * or text starting with "Error:" / "Exception:" / "Traceback (".
 */
export function isToolError(message: Pick<StoredMessage, "content" | "metadata">): boolean {
  if (message.metadata?.is_error === true) return true;
  const content = message.content ?? "";
  if (ERROR_PREFIX.test(content)) return true;
  const trimmed = content.trim();
  if (!trimmed.startsWith("{")) return false;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (!isRecord(parsed)) return false;
    if (parsed.success === false) return true;
    const error = parsed.error;
    return error !== undefined && error !== null && error !== false && error !== "";
  } catch {
    return false;
  }
}

/** The configured keys found, with a scalar value, in a tool call's JSON arguments. */
export function extractContextKeys(argumentsJson: string, keys: readonly string[]): ContextValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(argumentsJson);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const found: ContextValues = {};
  for (const key of keys) {
    const value = parsed[key];
    if (typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) {
      found[key] = value;
    }
  }
  return found;
}

/** Seed 000's system-prompt block, in the order the keys are configured. */
export function renderContextKeys(values: ContextValues, keys: readonly string[]): string | null {
  const lines = keys.filter((key) => values[key] !== undefined).map((key) => `- ${CONTEXT_KEY_LABELS[key] ?? key}: ${String(values[key])}`);
  return lines.length === 0 ? null : ["## Current Context (use as defaults)", ...lines].join("\n");
}
