import { isRecord } from "./json";

/**
 * JSON Merge Patch (RFC 7396, section 2): objects merge key by key, `null` removes a key,
 * anything else (arrays included) replaces the target. Pure: the target is not modified.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isRecord(patch)) return patch;
  const result: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
