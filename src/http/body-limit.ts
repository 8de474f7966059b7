import type { ServiceConfig } from "../lib/config";

/** Routes that take whole memories (up to MEMORY_MAX_BODY_BYTES); everything else MAX_BODY_BYTES. */
const MEMORY_BODY_PATHS = new Set(["/v1/memories", "/mcp"]);

export function maxBodyBytes(path: string, config: ServiceConfig): number {
  return MEMORY_BODY_PATHS.has(path) ? config.MEMORY_MAX_BODY_BYTES : config.MAX_BODY_BYTES;
}
